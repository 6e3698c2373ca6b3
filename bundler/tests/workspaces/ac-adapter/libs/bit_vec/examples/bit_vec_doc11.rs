fn main() {
    use bit_vec::BitVec;

    let bv: BitVec = "00110101".parse().unwrap();

    assert_eq!(bv.range(2..6).count_ones(), 3);
}
