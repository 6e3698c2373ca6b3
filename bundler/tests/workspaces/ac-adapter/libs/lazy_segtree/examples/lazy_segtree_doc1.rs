fn main() {
    use lazy_segtree::LazySegtree;
    use lazy_segtree::Op;

    enum O {}
    impl Op for O {
        type Operator = u64;
        type Value = u64;

        fn identity() -> Self::Value {
            0
        }

        fn op(lhs: &Self::Value, rhs: &Self::Value) -> Self::Value {
            (*lhs).max(*rhs)
        }

        fn apply(op: &Self::Operator, value: &Self::Value) -> Self::Value {
            *op + *value
        }

        fn identity_op() -> Self::Operator {
            0
        }

        fn compose(op: &Self::Operator, other: &Self::Operator) -> Self::Operator {
            *op + *other
        }
    }

    let mut seg = LazySegtree::<O>::new(&[3, 1, 4, 1, 5, 9, 2, 6]);
    assert_eq!(seg.fold(0..8), 9);
    seg.range_apply(3..6, &2);
    assert_eq!(seg.fold(0..8), 11);
}
