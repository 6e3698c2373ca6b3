fn main() {
    use low_link::LowLink;
    let low_link = LowLink::new(4);
}
