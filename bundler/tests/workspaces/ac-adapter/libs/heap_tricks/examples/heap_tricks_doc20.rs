fn main() {
    use heap_tricks::DoubleHeap;
    let mut heap = DoubleHeap::new();
    heap.push_left(10);
    heap.push_left(11);
    heap.push_left(12);
    heap.push_right(13);
    assert_eq!(heap.collect_right_sorted_vec(), vec![13]);
}
