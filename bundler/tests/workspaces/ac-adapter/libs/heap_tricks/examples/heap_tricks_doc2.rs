fn main() {
    use heap_tricks::DoubleHeap;
    let mut heap = DoubleHeap::new();
    assert_eq!(heap.is_empty(), true);
    heap.push_left(42);
    assert_eq!(heap.is_empty(), false);
}
