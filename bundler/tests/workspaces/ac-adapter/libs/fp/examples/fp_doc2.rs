fn main() {
    use fp::fp_new;
    use fp::fpu;
    const P: u64 = 1009;
    assert_eq!(fpu::<P>(2000), fp_new::<P>(991)); // 2000 mod 1009
}
