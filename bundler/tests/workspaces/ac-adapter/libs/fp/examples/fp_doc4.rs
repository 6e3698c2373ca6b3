fn main() {
    use fp::fp_new;
    const P: u64 = 1009;
    let x = fp_new::<P>(100);
    let y = fp_new::<P>(200);
    assert_eq!(x + y, fp_new::<P>(300)); // $𝔽_{1009}$ 上の加算
}
