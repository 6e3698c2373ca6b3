fn main() {
    use fp_precalc::Precalc;

    const P: u64 = 1009;
    let precalc = Precalc::<P>::new(6).build_fact().build_finv_using_fact();
    let inv_5_fact = precalc.finv(5);
    // inv_5_fact * precalc.fact(5) ≡ 1 (mod P)
}
