fn main() {
    use veb::VebMap;
    let mut veb = VebMap::new(1000);
    veb.insert(42, "foo");
    assert_eq!(veb.remove(42), Some("foo"));
    assert_eq!(veb.remove(42), None);
}
