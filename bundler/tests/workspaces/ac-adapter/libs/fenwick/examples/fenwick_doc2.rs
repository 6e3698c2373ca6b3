fn main() {
    use fenwick::Op;
    struct AddOp;
    impl Op for AddOp {
        type Value = i64;

        fn identity() -> Self::Value {
            0
        }

        fn add(a: &Self::Value, b: &Self::Value) -> Self::Value {
            a + b
        }
    }
}
