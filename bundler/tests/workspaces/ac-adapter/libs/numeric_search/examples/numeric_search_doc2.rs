fn main() {
    use numeric_search::exp_search_unsigned;
    assert_eq!(exp_search_unsigned(|x: u32| 6 <= x), Some(6));
    assert_eq!(exp_search_unsigned(|_: u32| false), None);
    assert_eq!(exp_search_unsigned(|_: u32| true), Some(0));
}
