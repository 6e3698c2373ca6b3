fn main() {
    use erato::Sieve;
    assert!(Sieve::with_len(0).is_empty());
    assert!(!Sieve::with_len(1).is_empty());
}
