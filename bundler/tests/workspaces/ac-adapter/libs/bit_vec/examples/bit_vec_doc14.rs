fn main() {
    use bit_vec::BitVec;

    let mut bv: BitVec = "00110101".parse().unwrap();
    bv.range_mut(2..6).flip();

    assert_eq!(bv.to_string(), "00001001");
}
