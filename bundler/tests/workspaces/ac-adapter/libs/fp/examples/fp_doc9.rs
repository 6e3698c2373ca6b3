fn main() {
    use fp::fp_new;
    const P: u64 = 1009;
    assert_eq!(format!("{:?}", fp_new::<P>(2).inv()), "1/2"); // $2^{-1}$ を 1/2 で表示
}
