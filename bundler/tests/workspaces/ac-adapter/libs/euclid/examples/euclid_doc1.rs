fn main() {
    use euclid::crt;

    assert_eq!(crt(5, 6, 3, 8), Some((11, 24)));
}
