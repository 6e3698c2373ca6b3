fn main() {
    use fp::fp_new;
    use fp_precalc::Precalc;

    const P: u64 = 1009;
    let precalc = Precalc::<P>::new(6).build_fact();
    assert_eq!(precalc.fact(0), fp_new::<P>(1)); // 0! = 1
    assert_eq!(precalc.fact(5), fp_new::<P>(120)); // 5! = 120
}
