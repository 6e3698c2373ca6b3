fn main() {
    use bit_vec::BitVec;

    let bv: BitVec = "01".parse().unwrap();
    assert_eq!(bv.collect_vec()[..], [false, true][..]);
}
