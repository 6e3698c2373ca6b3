fn main() {
    use dual_segtree::{DualSegtree, Ops};
    // 演算定義（historical minimum）
    enum O {}
    impl Ops for O {
        type Value = [i32; 2];

        fn op([a, b]: [i32; 2], [c, d]: [i32; 2]) -> [i32; 2] {
            [a.min(b + c), b + d]
        }

        fn identity() -> [i32; 2] {
            [0, 0]
        }
    }

    // 構築
    let mut seg = DualSegtree::<O>::new(vec![[0, 0], [0, 0]]);
    assert_eq!(seg.collect_vec(), vec![[0, 0], [0, 0]]);

    // 更新
    seg.apply(0..1, &[-2, -2]); // -2
    assert_eq!(seg.collect_vec(), vec![[-2, -2], [0, 0]]);
    seg.apply(0..1, &[0, 3]); // +3
    assert_eq!(seg.collect_vec(), vec![[-2, 1], [0, 0]]);
}
