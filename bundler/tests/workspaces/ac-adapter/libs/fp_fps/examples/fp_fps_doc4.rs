fn main() {
    use fp::fp_new;
    use fp_fps::multipoint_evaluation;
    const P: u64 = 998_244_353;
    let f = [fp_new::<P>(1), fp_new::<P>(2)]; // 1 + 2x
    let points = [fp_new::<P>(0), fp_new::<P>(1)];
    let result = multipoint_evaluation(f.to_vec(), &points);
    assert_eq!(result[0], fp_new::<P>(1)); // f(0) = 1
    assert_eq!(result[1], fp_new::<P>(3)); // f(1) = 3
}
