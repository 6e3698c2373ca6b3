fn main() {
    use fp_precalc::Precalc;

    const P: u64 = 1009;
    let precalc = Precalc::<P>::new(6).build_fact();
    assert_eq!(precalc.fact(5).to_string(), "120");
}
