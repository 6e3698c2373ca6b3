fn main() {
    use erato::LpdSieve;
    let sieve = LpdSieve::with_len(42);
    assert_eq!(sieve.len(), 42);
}
