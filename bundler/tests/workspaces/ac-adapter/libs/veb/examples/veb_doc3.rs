fn main() {
    use veb::VebMap;
    let veb = VebMap::<()>::new(1000);
}
