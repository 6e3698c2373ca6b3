fn main() {
    use sparse_segtree::Op;
    use sparse_segtree::SparseSegtree;
    /* define `enum SumOp` and implement `Op` trait */
    #[derive(Clone, Debug)]
    enum SumOp {}
    impl Op for SumOp {
       type Value = i64;
       fn identity() -> Self::Value {
           0
       }
       fn mul(lhs: &Self::Value, rhs: &Self::Value) -> Self::Value {
           lhs + rhs
       }
    }
    let mut seg = SparseSegtree::<SumOp>::from_range(0..10);
    seg.update(2, |x| *x += 5);
    seg.update(5, |x| *x += 3);
    assert_eq!(seg.fold(0..10), 8);
}
