fn main() {
    use fp::fp_new;
    use fp_precalc::Precalc;

    const P: u64 = 1009;
    let precalc = Precalc::<P>::new(10).build_inv();
    let inv_2 = precalc.inv(2);
    assert_eq!(inv_2 * fp_new::<P>(2), fp_new::<P>(1)); // 2^{-1} * 2 = 1 mod P
}
