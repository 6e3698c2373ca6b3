fn main() {
    use fp::fp_new;
    const P: u64 = 1009;
    assert_eq!(fp_new::<P>(123).to_string(), "123");
    assert_eq!(fp_new::<P>(2000).to_string(), "991"); // 2000 mod 1009
}
