fn main() {
    use skew_heap::meld;
    use skew_heap::SkewHeap;

    // フリー関数 `meld` を使う方法
    let heap_a = [0, 2, 4, 6].iter().copied().collect::<SkewHeap<_>>();
    let heap_b = [1, 3, 5, 7].iter().copied().collect::<SkewHeap<_>>();
    let mut heap = meld(heap_a, heap_b);
    assert_eq!(heap.into_sorted_vec(), vec![0, 1, 2, 3, 4, 5, 6, 7]);

    // メソッド `SkewHeap::meld` を使う方法
    let mut heap_a = [0, 2, 4, 6].iter().copied().collect::<SkewHeap<_>>();
    let mut heap_b = [1, 3, 5, 7].iter().copied().collect::<SkewHeap<_>>();
    heap_a.meld(heap_b);
    assert_eq!(heap_a.into_sorted_vec(), vec![0, 1, 2, 3, 4, 5, 6, 7]);
}
