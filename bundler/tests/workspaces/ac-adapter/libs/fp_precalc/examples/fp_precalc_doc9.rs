fn main() {
    use fp_precalc::Precalc;

    const P: u64 = 1009;
    let precalc = Precalc::<P>::new(6).build_fact().build_finv_using_fact();
    assert_eq!(precalc.binom(5, 2).to_string(), "10"); // C(5,2) = 10
}
