fn main() {
    use bit_vec::BitVec;

    assert!(BitVec::new(0).is_empty());
    assert!(!BitVec::new(3).is_empty());
}
