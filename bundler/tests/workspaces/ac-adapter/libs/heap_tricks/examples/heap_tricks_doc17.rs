fn main() {
    use heap_tricks::DoubleHeap;
    let mut heap = DoubleHeap::new();
    heap.push_left(10);
    heap.push_left(11);
    heap.push_left(12);
    heap.push_right(13);
    assert_eq!(heap.collect_left_sorted_vec(), vec![10, 11, 12]);
    assert_eq!(heap.collect_right_sorted_vec(), vec![13]);

    heap.balance_right(3);
    assert_eq!(heap.collect_left_sorted_vec(), vec![10]);
    assert_eq!(heap.collect_right_sorted_vec(), vec![11, 12, 13]);
}
