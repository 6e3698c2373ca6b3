fn main() {
    use trial::prime_factors_rle;

    let mut iter = prime_factors_rle(60u32);
    assert_eq!(iter.next(), Some((2, 2)));
    assert_eq!(iter.next(), Some((3, 1)));
    assert_eq!(iter.next(), Some((5, 1)));
    assert_eq!(iter.next(), None);
}
