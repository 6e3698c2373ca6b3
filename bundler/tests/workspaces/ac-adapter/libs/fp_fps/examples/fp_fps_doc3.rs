fn main() {
    use fp::fp_new;
    use fp_fps::poly_div_rem;
    const P: u64 = 998_244_353;
    let a = [fp_new(1), fp_new(0), fp_new(1)]; // 1 + x^2
    let b = [fp_new(1), fp_new(1)]; // 1 + x
    let (q, r) = poly_div_rem::<P>(a.to_vec(), b.to_vec());
    assert_eq!(q.as_slice(), &[-fp_new(1), fp_new(1)]); // -1 + x
    assert_eq!(r.as_slice(), &[fp_new(2)]); // 2
}
