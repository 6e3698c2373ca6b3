fn main() {
    use graph::Csr;
    let mut csr = Csr::from_sections(&[vec![1, 2, 3], vec![4, 5]]);
    csr.last_mut().push(42);
    assert_eq!(csr.section(1), &[4, 5, 42]);
}
