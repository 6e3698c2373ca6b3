fn main() {
    use heap_tricks::DoubleHeap;
    let mut heap = DoubleHeap::new();
    assert_eq!(heap.right_len(), 0);
    heap.push_left(42);
    heap.push_right(42);
    heap.push_right(42);
    assert_eq!(heap.right_len(), 2);
}
