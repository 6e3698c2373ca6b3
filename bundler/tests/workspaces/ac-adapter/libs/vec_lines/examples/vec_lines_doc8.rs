fn main() {
    use vec_lines::VecLinesDecreasing;
    let mut lines = VecLinesDecreasing::<i32>::new();
    lines.push([1, 0]);
    lines.push([0, 10]);
    lines.push([-1, 30]);

    assert_eq!(lines.eval_gcc(-10), Some(-10)); // x
    assert_eq!(lines.eval_gcc(15), Some(10)); // 10
    assert_eq!(lines.eval_gcc(40), Some(-10)); // -x + 30
}
