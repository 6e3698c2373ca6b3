fn main() {
    use fp::fp_new;
    const P: u64 = 1009;
    assert_eq!(fp_new::<P>(123), fp_new::<P>(1132)); // 1132 mod 1009 = 123
}
