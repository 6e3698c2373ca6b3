fn main() {
    use veb::VebMap;
    let veb = VebMap::<()>::from_iter(vec![]);
    assert_eq!(veb.len(), 0);
    let veb = VebMap::from_iter(vec![(42, "foo")]);
    assert_eq!(veb.len(), 1);
}
