fn main() {
    use heap_tricks::RemovableHeap;
    use std::iter::FromIterator;
    let mut heap = RemovableHeap::from_iter(vec![42, 45, 56]);
    heap.push(48);
    assert_eq!(heap.collect_sorted_vec().as_slice(), &[42, 45, 48, 56]);
}
