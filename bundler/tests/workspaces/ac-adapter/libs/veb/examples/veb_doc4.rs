fn main() {
    use veb::VebMap;
    let mut veb = VebMap::new(1000);
    assert_eq!(veb.insert(42, "foo"), None);
    assert_eq!(veb.insert(42, "bar"), Some("foo"));
}
