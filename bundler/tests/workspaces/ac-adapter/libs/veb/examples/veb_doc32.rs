fn main() {
    use veb::VebSet;
    assert_eq!(VebSet::from_iter(vec![]).max(), None);
    assert_eq!(VebSet::from_iter(vec![42]).max(), Some(42));
    assert_eq!(VebSet::from_iter(vec![42, 43]).max(), Some(43));
}
