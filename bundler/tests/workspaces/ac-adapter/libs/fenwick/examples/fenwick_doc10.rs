fn main() {
    use fenwick::{Fenwick, Op, OpSub};
    struct AddOp;
    impl Op for AddOp {
        type Value = i64;
        fn identity() -> i64 { 0 }
        fn add(a: &i64, b: &i64) -> i64 { a + b }
    }
    impl OpSub for AddOp {
        fn sub(a: &i64, b: &i64) -> i64 { a - b }
    }
    let mut tree = Fenwick::<AddOp>::new(5);
    tree.add(0, &1);
    tree.add(1, &2);
    tree.add(2, &3);
    tree.add(3, &4);
    assert_eq!(tree.fold(1..3), 5); // 2 + 3
}
