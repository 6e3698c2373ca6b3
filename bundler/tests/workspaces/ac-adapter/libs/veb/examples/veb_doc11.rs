fn main() {
    use veb::VebMap;
    let veb = VebMap::<()>::from_iter(vec![]);
    assert_eq!(veb.max(), None);
    let veb = VebMap::from_iter(vec![(42, "foo")]);
    assert_eq!(veb.max(), Some((42, &"foo")));
}
