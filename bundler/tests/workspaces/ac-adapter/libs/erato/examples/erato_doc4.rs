fn main() {
    use erato::LpdSieve;
    use erato::Sieve;

    let mut sieve = Sieve::new();
    let mut prime_numbers = sieve.prime_numbers();
    assert_eq!(prime_numbers.next(), Some(2));
    assert_eq!(prime_numbers.next(), Some(3));

    let mut sieve = LpdSieve::new();
    let mut prime_numbers = sieve.prime_numbers();
    assert_eq!(prime_numbers.next(), Some(2));
    assert_eq!(prime_numbers.next(), Some(3));
}
