fn main() {
    use fenwick::{Fenwick, Op};
    struct AddOp;
    impl Op for AddOp {
        type Value = i64;
        fn identity() -> i64 { 0 }
        fn add(a: &i64, b: &i64) -> i64 { a + b }
    }
    let mut tree = Fenwick::<AddOp>::new(5);
    tree.add(0, &1);
    tree.add(1, &2);
    tree.add(2, &3);
    assert_eq!(tree.fold_to(..3), 6);
}
