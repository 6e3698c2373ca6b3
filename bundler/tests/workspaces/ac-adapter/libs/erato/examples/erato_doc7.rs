fn main() {
    use erato::LpdSieve;

    let sieve = LpdSieve::new();
    assert_eq!(sieve.len(), 0);
}
