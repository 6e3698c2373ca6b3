fn main() {
    use fp_precalc::Precalc;

    const P: u64 = 1009;
    let precalc = Precalc::<P>::new(10).build_inv();
    let inv_2 = precalc.inv(2);
    // inv_2 * 2 ≡ 1 (mod P)
}
