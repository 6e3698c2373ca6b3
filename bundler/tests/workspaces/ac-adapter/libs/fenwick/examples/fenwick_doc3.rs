fn main() {
    use fenwick::OpSub;
    struct AddOp;
    impl OpSub for AddOp {
        fn sub(a: &i64, b: &i64) -> i64 {
            a - b
        }
    }
    impl fenwick::Op for AddOp {
        type Value = i64;
        fn identity() -> i64 { 0 }
        fn add(a: &i64, b: &i64) -> i64 { a + b }
    }
}
