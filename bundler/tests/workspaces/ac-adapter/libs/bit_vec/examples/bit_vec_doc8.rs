fn main() {
    use bit_vec::BitVec;

    let mut bv: BitVec = "01000010".parse().unwrap();

    bv.or_shift_convolution_with_zero(&[1, 3]);
    assert_eq!(bv.to_string(), "01101011");
}
