fn main() {
    use veb::VebSet;
    let mut veb = VebSet::new(1000);
    assert_eq!(veb.insert(42), true);
    assert_eq!(veb.insert(42), false);
}
