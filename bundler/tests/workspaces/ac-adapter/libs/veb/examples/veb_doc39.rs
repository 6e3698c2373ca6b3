fn main() {
    use veb::VebSet;
    let veb: VebSet = vec![12, 34, 56, 78].into_iter().collect();
    assert_eq!(veb.contains(34), true);
    assert_eq!(veb.contains(35), false);
}
