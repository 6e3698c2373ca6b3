fn main() {
    use bit_vec::BitVec;

    let bv = BitVec::new(3);
    assert_eq!(bv.collect_vec()[..], [false; 3][..]);
}
