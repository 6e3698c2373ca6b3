fn main() {
    use trial::divisors;

    assert_eq!(divisors(12u32), vec![1, 2, 3, 4, 6, 12]);
}
