fn main() {
    use vec_lines::VecLinesDecreasing;
    let lines = VecLinesDecreasing::<i32>::new();
    assert!(lines.is_empty());
}
