fn main() {
    use numeric_search::exp_search_float;
    assert_eq!(exp_search_float(|x| 2.5 <= x), 2.5);
    assert_eq!(exp_search_float(|x| -2.5 <= x), -2.5);
}
