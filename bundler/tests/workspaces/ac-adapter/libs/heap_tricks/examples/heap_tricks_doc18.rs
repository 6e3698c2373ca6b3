fn main() {
    use heap_tricks::DoubleHeap;
    use heap_tricks::Sum;
    let mut heap = DoubleHeap::with_handler(Sum::default());
    heap.push_left(10);
    heap.push_left(11);
    heap.push_left(12);
    heap.push_right(13);
    assert_eq!(heap.handler().left, 33);
    assert_eq!(heap.handler().right, 13);

    heap.balance_left(1);
    assert_eq!(heap.handler().left, 10);
    assert_eq!(heap.handler().right, 36);
}
