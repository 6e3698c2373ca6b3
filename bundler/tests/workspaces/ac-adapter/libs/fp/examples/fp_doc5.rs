fn main() {
    use fp::fp_new;
    const P: u64 = 1009;
    assert_eq!(fp_new::<P>(2000), fp_new::<P>(991));
}
