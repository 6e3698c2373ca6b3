fn main() {
    use heap_tricks::RemovableHeap;
    use std::iter::FromIterator;
    assert_eq!(RemovableHeap::from_iter(Vec::<u32>::new()).is_empty(), true);
    assert_eq!(RemovableHeap::from_iter(vec![42]).is_empty(), false);
}
