fn main() {
    use heap_tricks::RemovableHeap;
    let heap = RemovableHeap::<()>::new();
    assert_eq!(heap.collect_sorted_vec(), Vec::new());
}
