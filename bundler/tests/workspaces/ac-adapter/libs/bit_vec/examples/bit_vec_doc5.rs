fn main() {
    use bit_vec::BitVec;

    let mut bv: BitVec = "00110101".parse().unwrap();
    let mut range = bv.range_mut(2..6);

    let other: BitVec = "11111111111111111".parse().unwrap();
    range.xor_assign(other.range(..));
    assert_eq!(range.to_string(), "0010");
}
