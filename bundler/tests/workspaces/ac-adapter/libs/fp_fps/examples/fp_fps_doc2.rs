fn main() {
    use fp::fp_new;
    use fp_fps::poly_mul;
    const P: u64 = 998_244_353;
    let a = [fp_new(1), fp_new(2)]; // 1 + 2x
    let b = [fp_new(3), fp_new(4)]; // 3 + 4x
    let c = poly_mul::<P>(a.to_vec(), b.to_vec());
    assert_eq!(c.as_slice(), [fp_new(3), fp_new(10), fp_new(8)]);
}
