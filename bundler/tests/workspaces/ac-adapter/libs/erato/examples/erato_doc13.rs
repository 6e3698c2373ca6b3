fn main() {
    use erato::LpdSieve;

    let mut sieve = LpdSieve::new();
    let mut prime_numbers = sieve.prime_numbers();
    assert_eq!(prime_numbers.next(), Some(2));
    assert_eq!(prime_numbers.next(), Some(3));
    assert_eq!(prime_numbers.next(), Some(5));
    assert_eq!(prime_numbers.next(), Some(7));
}
