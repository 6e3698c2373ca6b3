fn main() {
    use fp::fp_new;
    use fp_precalc::Precalc;
    const P: u64 = 1009;
    let pc = Precalc::<P>::new(100).build_fact().build_finv_using_fact();
    assert_eq!(pc.binom(5, 2), fp_new::<P>(10)); // C(5,2) = 10
}
