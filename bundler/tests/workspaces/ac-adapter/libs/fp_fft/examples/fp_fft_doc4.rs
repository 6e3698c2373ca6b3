fn main() {
    use fp::fp_new;
    use fp_fft::ifft;

    const P: u64 = 998_244_353;

    let mut a = [fp_new::<P>(12), fp_new::<P>(4)];
    ifft(&mut a);

    assert_eq!(a[0], fp_new::<P>(8));
    assert_eq!(a[1], fp_new::<P>(4));
}
