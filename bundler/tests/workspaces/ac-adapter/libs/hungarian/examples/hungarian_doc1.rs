fn main() {
    use hungarian::hungarian;

    let result = hungarian(&[vec![2, 100, 10], vec![10, 100, 15]]);

    assert_eq!(result.value, 17);
    assert_eq!(&*result.forward, vec![0, 2].as_slice());
    assert_eq!(&*result.backward, vec![Some(0), None, Some(1)].as_slice());
}
