fn main() {
    use fp::fp_new;
    use fp_fft::fft;

    const P: u64 = 998_244_353;

    let mut a = [fp_new::<P>(3), fp_new::<P>(5)];
    fft(&mut a);
    assert_eq!(a[0], fp_new::<P>(8)); // 3 + 5
    assert_eq!(a[1], fp_new::<P>(998244351)); // 3 - 5 ≡ -1
}
