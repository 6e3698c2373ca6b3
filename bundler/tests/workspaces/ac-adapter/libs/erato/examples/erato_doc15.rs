fn main() {
    use erato::Sieve;

    let sieve = Sieve::new();
    assert_eq!(sieve.len(), 0);
}
