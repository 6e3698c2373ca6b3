fn main() {
    use swag::DequeueSwag;
    enum O {}
    impl swag::Op for O {
        type Value = i32;

        fn op(a: &Self::Value, b: &Self::Value) -> Self::Value {
            a + b
        }
    }
    let mut swag = DequeueSwag::<O>::copy_from_slice(&[1, 2, 3]);
    assert_eq!(swag.pop_back(), Some(3));
    assert_eq!(swag.collect_vec(), vec![1, 2]);
}
