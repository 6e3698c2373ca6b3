fn main() {
    use skew_heap::meld;
    use skew_heap::SkewHeap;

    let mut heap = SkewHeap::new(); // new で構築
    heap.push(3); // push で挿入
    heap.push(4);
    heap.push(2);

    assert_eq!(heap.pop(), Some(4)); // pop で最大がでてきます。

    assert_eq!(heap.peek(), Some(&3)); // peek で次が見られます。
    assert_eq!(heap.pop(), Some(3));
    assert_eq!(heap.pop(), Some(2));
    assert_eq!(heap.pop(), None);
}
