fn main() {
    use bit_vec::BitVec;

    let bv: BitVec = "00110101".parse().unwrap();
    let range = bv.range(2..6);
    assert_eq!(range.collect_vec()[..], [true, true, false, true][..]);
}
