fn main() {
    use veb::VebSet;
    let veb: VebSet = vec![12, 34, 56, 78].into_iter().collect();
    assert_eq!(veb.succ(34), Some(56));
    assert_eq!(veb.succ(78), None);
}
