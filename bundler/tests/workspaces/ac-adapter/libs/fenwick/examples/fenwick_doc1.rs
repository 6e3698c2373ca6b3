fn main() {
    use fenwick::Fenwick;
    use fenwick::Op;
    use fenwick::OpSub;

    struct Sum;
    impl Op for Sum {
        type Value = i64;

        fn identity() -> i64 {
            0
        }

        fn add(a: &i64, b: &i64) -> i64 {
            a + b
        }
    }
    impl OpSub for Sum {
        fn sub(a: &i64, b: &i64) -> i64 {
            a - b
        }
    }

    let mut tree = Fenwick::<Sum>::new(5);
    tree.add(1, &10);
    tree.add(3, &20);

    // Sum of elements in [1, 4)
    assert_eq!(tree.fold(1..4), 30);
}
