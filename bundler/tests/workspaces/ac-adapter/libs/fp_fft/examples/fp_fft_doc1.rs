fn main() {
    use fp::fp_new;
    use fp_fft::fft;

    const P: u64 = 998_244_353;
    let mut data = [fp_new::<P>(1), fp_new::<P>(2)];
    fft(&mut data);
    assert_eq!(data[0], fp_new::<P>(3)); // 1 + 2
    assert_eq!(data[1], fp_new::<P>(998244352)); // 1 - 2 ≡ -1 (mod P)
}
