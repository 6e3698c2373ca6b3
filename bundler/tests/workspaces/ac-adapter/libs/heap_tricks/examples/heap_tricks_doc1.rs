fn main() {
    use heap_tricks::DoubleHeap;
    let mut heap = DoubleHeap::new();
    heap.push_left(42);
    assert_eq!(heap.collect_sorted_vec(), vec![42]);
}
