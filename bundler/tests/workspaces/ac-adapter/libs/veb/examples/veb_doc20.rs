fn main() {
    use veb::VebMap;
    let veb = VebMap::from_iter(vec![(12, "foo"), (34, "bar"), (56, "baz"), (78, "qux")]);
    assert_eq!(veb.pred_key(34), Some(12));
    assert_eq!(veb.pred_value(34), Some(&"foo"));
    assert_eq!(veb.pred(34), Some((12, &"foo")));
    assert_eq!(veb.pred(12), None);
}
