fn main() {
    use bit_vec::BitVec;

    let mut bv: BitVec = "00110101".parse().unwrap();
    *bv.entry(3) = false;
    *bv.entry(7) = false;

    assert_eq!(bv.to_string(), "00100100");
}
