fn main() {
    use fenwick::Fenwick;
    struct AddOp;
    impl fenwick::Op for AddOp {
        type Value = i64;
        fn identity() -> i64 { 0 }
        fn add(a: &i64, b: &i64) -> i64 { a + b }
    }
    let tree: Fenwick<AddOp> = Default::default();
}
