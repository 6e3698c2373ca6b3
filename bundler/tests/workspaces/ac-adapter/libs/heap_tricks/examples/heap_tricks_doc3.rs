fn main() {
    use heap_tricks::DoubleHeap;
    let mut heap = DoubleHeap::new();
    assert_eq!(heap.len(), 0);
    heap.push_left(42);
    assert_eq!(heap.len(), 1);
}
