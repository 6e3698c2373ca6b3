fn main() {
    use erato::LpdSieve;
    use erato::Sieve;

    let mut sieve = Sieve::new();
    assert!(sieve.is_prime(2));
    assert!(!sieve.is_prime(20));

    let mut sieve = LpdSieve::new();
    assert!(sieve.is_prime(2));
    assert!(!sieve.is_prime(20));
}
