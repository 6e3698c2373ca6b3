fn main() {
    use vec_lines::Line;
    let line = Line([2, 10]);
    assert_eq!(line.eval(2), 14);
}
