fn main() {
    use veb::VebMap;
    let veb = VebMap::from_iter(vec![(12, "foo"), (34, "bar"), (56, "baz"), (78, "qux")]);
    assert_eq!(veb.pred_eq_key(34), Some(34));
    assert_eq!(veb.pred_eq_key(33), Some(12));
}
