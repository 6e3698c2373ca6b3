fn main() {
    use bit_vec::BitVec;

    let mut bv: BitVec = "00110101".parse().unwrap();
    let mut range = bv.range_mut(3..5);

    assert_eq!(range.collect_vec()[..], [true, false][..]);
}
