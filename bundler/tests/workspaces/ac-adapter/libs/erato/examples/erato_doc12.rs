fn main() {
    use erato::LpdSieve;

    let mut sieve = LpdSieve::new();
    assert!(sieve.is_prime(2));
    assert!(!sieve.is_prime(6));
}
