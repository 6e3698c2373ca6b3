fn main() {
    use bit_vec::BitVec;

    let bv: BitVec = "00110101".parse().unwrap();

    let mut iter = bv.range(3..5).iter();
    assert_eq!(iter.next(), Some(true));
    assert_eq!(iter.next(), Some(false));
    assert_eq!(iter.next(), None);
}
