fn main() {
    use heap_tricks::RemovableHeap;
    use std::iter::FromIterator;
    assert_eq!(RemovableHeap::from_iter(Vec::<u32>::new()).len(), 0);
    assert_eq!(RemovableHeap::from_iter(vec![42, 45, 56]).len(), 3);
}
