fn main() {
    use veb::VebMap;
    let veb = VebMap::<()>::from_iter(vec![]);
    assert_eq!(veb.is_empty(), true);
    let veb = VebMap::from_iter(vec![(42, "foo")]);
    assert_eq!(veb.is_empty(), false);
}
