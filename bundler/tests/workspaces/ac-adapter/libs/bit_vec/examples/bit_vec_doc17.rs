fn main() {
    use bit_vec::BitVec;

    let mut bv: BitVec = "00110101".parse().unwrap();
    let mut range = bv.range_mut(3..5);

    let mut iter = range.iter();
    assert_eq!(iter.next(), Some(true));
    assert_eq!(iter.next(), Some(false));
    assert_eq!(iter.next(), None);
}
