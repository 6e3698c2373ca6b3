fn main() {
    use bit_vec::BitVec;

    let bv: BitVec = "00110101".parse().unwrap();

    assert!(bv.get(3));
    assert!(!bv.get(4));
}
