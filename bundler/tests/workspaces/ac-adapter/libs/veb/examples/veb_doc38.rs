fn main() {
    use veb::VebSet;
    let veb: VebSet = vec![12, 34, 56, 78].into_iter().collect();
    assert_eq!(veb.pred(34), Some(12));
    assert_eq!(veb.pred(12), None);
}
