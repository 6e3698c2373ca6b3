fn main() {
    use veb::VebSet;
    let mut veb = VebSet::new(1000);
    veb.insert(42);
    assert_eq!(veb.remove(42), true);
    assert_eq!(veb.remove(42), false);
}
