fn main() {
    use erato::Sieve;

    let mut sieve = Sieve::new();
    assert!(sieve.is_prime(2));
    assert!(!sieve.is_prime(6));
}
