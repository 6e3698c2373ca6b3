fn main() {
    use fp::fp_new;
    use fp_fft::build_twiddle_factors;
    use fp_fft::ifft_with_twiddle_factors;

    const P: u64 = 998_244_353;

    let mut a = [fp_new::<P>(12), fp_new::<P>(4)];
    let twiddle_factors = build_twiddle_factors(2);
    ifft_with_twiddle_factors(&mut a, &twiddle_factors);

    assert_eq!(a[0], fp_new::<P>(8));
    assert_eq!(a[1], fp_new::<P>(4));
}
