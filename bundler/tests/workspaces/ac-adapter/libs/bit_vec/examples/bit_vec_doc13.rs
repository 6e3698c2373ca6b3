fn main() {
    use bit_vec::BitVec;

    let bv: BitVec = "00110101".parse().unwrap();

    assert_eq!(bv.range(3..5).collect_vec()[..], [true, false][..]);
}
