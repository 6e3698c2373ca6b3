fn main() {
    use fenwick::{Fenwick, Op};
    struct AddOp;
    impl Op for AddOp {
        type Value = i64;

        fn identity() -> i64 {
            0
        }

        fn add(a: &i64, b: &i64) -> i64 {
            a + b
        }
    }

    let mut tree = Fenwick::<AddOp>::new(5);
    tree.add(2, &10); // Add 10 at index 2
    tree.add(4, &5); // Add 5 at index 4
    let sum = tree.fold_to(..5); // Sum of [0, 5)
    assert_eq!(sum, 15);
}
