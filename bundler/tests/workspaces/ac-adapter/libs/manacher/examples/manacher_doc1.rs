fn main() {
    use manacher::manacher;
    let s = "mississippi";
    let a = manacher(s.as_bytes());
    assert_eq!(a, vec![
        0, 1, 0, 1, 0, 1, 4, 1, 0, 7, 0, 1, 4, 1, 0, 1, 0, 1, 4, 1, 0, 1, 0
    ]);
}
