fn main() {
    use trial::divisors_unordered;

    let mut iter = divisors_unordered(12u32);
    assert_eq!(iter.next(), Some(1));
    assert_eq!(iter.next(), Some(12));
    assert_eq!(iter.next(), Some(2));
    assert_eq!(iter.next(), Some(6));
    assert_eq!(iter.next(), Some(3));
    assert_eq!(iter.next(), Some(4));
    assert_eq!(iter.next(), None);
}
