fn main() {
    use numeric_search::binary_search_unsigned;
    assert_eq!(binary_search_unsigned(10_u32, 20, |x| 200 <= x * x), 15);
}
