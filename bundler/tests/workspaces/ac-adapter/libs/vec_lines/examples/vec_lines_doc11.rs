fn main() {
    use vec_lines::Line;
    let line = Line([2, 10]);
    assert_eq!(line.into_coeff(), [2, 10]);
}
