fn main() {
    use veb::VebSet;
    let veb = VebSet::new(1000);
}
