fn main() {
    assert_eq!(Ok(1), strsim::hamming("abc", "abd"));
}
