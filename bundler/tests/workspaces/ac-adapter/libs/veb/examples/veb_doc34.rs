fn main() {
    use veb::VebSet;
    assert_eq!(VebSet::from_iter(vec![]).is_empty(), true);
    assert_eq!(VebSet::from_iter(vec![42]).is_empty(), false);
}
