fn main() {
    use vec_lines::VecLinesDecreasing;
    let mut lines = VecLinesDecreasing::<i32>::new();
    assert_eq!(lines.len(), 0);

    lines.push([0, 0]);
}
