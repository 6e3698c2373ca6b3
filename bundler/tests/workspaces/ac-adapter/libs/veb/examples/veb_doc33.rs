fn main() {
    use veb::VebSet;
    assert_eq!(VebSet::from_iter(vec![]).len(), 0);
    assert_eq!(VebSet::from_iter(vec![42]).len(), 1);
    assert_eq!(VebSet::from_iter(vec![42, 43]).len(), 2);
}
