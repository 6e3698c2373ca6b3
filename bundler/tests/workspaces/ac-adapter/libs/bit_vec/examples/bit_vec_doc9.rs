fn main() {
    use bit_vec::BitVec;

    let bv: BitVec = "01".parse().unwrap();
    let mut iter = bv.iter();
    assert_eq!(iter.next(), Some(false));
    assert_eq!(iter.next(), Some(true));
    assert_eq!(iter.next(), None);

    let bv: BitVec = "01".parse().unwrap();
    for b in &bv {
        let _: bool = b;
    }
}
