fn main() {
    use erato::Sieve;
    let sieve = Sieve::with_len(42);
    assert_eq!(sieve.len(), 42);
}
