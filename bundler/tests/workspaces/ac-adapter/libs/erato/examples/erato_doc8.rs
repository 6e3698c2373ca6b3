fn main() {
    use erato::LpdSieve;
    assert!(LpdSieve::with_len(0).is_empty());
    assert!(!LpdSieve::with_len(1).is_empty());
}
