fn main() {
    use erato::LpdSieve;

    let sieve = LpdSieve::with_len(10);
    assert_eq!(sieve.len(), 10);
}
