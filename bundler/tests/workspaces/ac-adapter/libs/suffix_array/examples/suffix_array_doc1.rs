fn main() {
    use suffix_array::suffix_array;
    let s = "abracadabra";
    let sa = suffix_array(s.as_bytes());
    assert_eq!(sa, vec![10, 7, 0, 3, 5, 8, 1, 4, 6, 9, 2]);
}
