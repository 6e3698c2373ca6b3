fn main() {
    use veb::VebSet;
    assert_eq!(VebSet::from_iter(vec![]).min(), None);
    assert_eq!(VebSet::from_iter(vec![42]).min(), Some(42));
    assert_eq!(VebSet::from_iter(vec![42, 43]).min(), Some(42));
}
