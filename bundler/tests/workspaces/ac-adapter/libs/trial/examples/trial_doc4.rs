fn main() {
    use trial::prime_factors;

    let mut iter = prime_factors(60u32);
    assert_eq!(iter.next(), Some(2));
    assert_eq!(iter.next(), Some(3));
    assert_eq!(iter.next(), Some(5));
    assert_eq!(iter.next(), None);
}
