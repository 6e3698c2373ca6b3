fn main() {
    use bit_vec::BitVec;

    let bv = BitVec::new(3);
    assert_eq!(bv.len(), 3);
}
