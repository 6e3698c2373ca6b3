fn main() {
    use fp::fp_new;
    use fp_precalc::Precalc;

    const P: u64 = 1009;
    let precalc = Precalc::<P>::new(6)
        .build_fact()
        .build_inv()
        .build_finv_using_inv();
    let fact_5 = precalc.fact(5);
    let finv_5 = precalc.finv(5);
    assert_eq!(fact_5 * finv_5, fp_new::<P>(1)); // fact[5] * finv[5] = 1
}
