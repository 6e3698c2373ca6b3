fn main() {
    use veb::VebSet;
    let mut veb = VebSet::new(1000); // capacity
    veb.insert(42);
    assert!(veb.contains(42));
    veb.remove(42);
    assert!(!veb.contains(42));

    let veb: VebSet = vec![12, 34, 56, 78].into_iter().collect();
    assert_eq!(veb.collect(), vec![12, 34, 56, 78]);
    assert_eq!(veb.min(), Some(12));
    assert_eq!(veb.max(), Some(78));
    assert_eq!(veb.succ(34), Some(56));
    assert_eq!(veb.pred(34), Some(12));
    assert_eq!(veb.contains(34), true);
    assert_eq!(veb.contains(35), false);
    assert_eq!(veb.len(), 4);

    assert_eq!(veb.collect(), vec![12, 34, 56, 78]); // Useful for debugging
}
