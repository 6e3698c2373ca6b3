fn main() {
    use vec_lines::{VecLinesDecreasing, Line};
    let mut lines = VecLinesDecreasing::<i32>::new();
    lines.push([1, 0]);
    lines.push([0, 10]);
    lines.push([-1, 30]);

    let lines = lines
        .iter_copied()
        .map(Line::into_coeff)
        .collect::<Vec<_>>();
    assert_eq!(lines, vec![[1, 0], [0, 10], [-1, 30]]);
}
