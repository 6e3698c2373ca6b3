fn main() {
    use numeric_search::exp_search_signed;
    assert_eq!(exp_search_signed(|x| 6 <= x), Some(6));
    assert_eq!(exp_search_signed(|_: i32| false), None);
    assert_eq!(exp_search_signed(|_: i32| true), Some(i32::MIN));
}
