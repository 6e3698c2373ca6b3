fn main() {
    use veb::VebMap;
    let mut veb = VebMap::new(1000);
    veb.insert(42, "foo");
    assert_eq!(veb.get_mut(42), Some(&mut "foo"));
    assert_eq!(veb.get_mut(43), None);
}
