fn main() {
    use erato::Sieve;

    let sieve = Sieve::with_len(10);
    assert_eq!(sieve.len(), 10);
}
