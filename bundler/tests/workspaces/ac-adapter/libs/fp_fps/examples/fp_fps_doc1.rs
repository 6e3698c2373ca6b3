fn main() {
    use fp::fp_new;
    use fp_fps::fps_inv;
    const P: u64 = 998_244_353;
    let f = [fp_new::<P>(1), fp_new::<P>(2)];
    let g = fps_inv(&f, 2);
    assert_eq!(g[0], fp_new::<P>(1)); // (1+2x)^{-1} の 0 次項 = 1
    assert_eq!(g[1], fp_new::<P>(998244351)); // (1+2x)^{-1} の 1 次項 = -2
}
