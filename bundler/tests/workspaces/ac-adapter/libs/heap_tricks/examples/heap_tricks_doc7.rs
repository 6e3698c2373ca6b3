fn main() {
    use heap_tricks::DoubleHeap;
    let mut heap = DoubleHeap::new();

    heap.push_left(42);
    heap.push_right(45);
    heap.push_right(13);
    assert_eq!(heap.collect_left_sorted_vec(), vec![13]);
    assert_eq!(heap.collect_right_sorted_vec(), vec![42, 45]);
}
