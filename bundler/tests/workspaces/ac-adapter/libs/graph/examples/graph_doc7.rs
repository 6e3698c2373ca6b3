fn main() {
    use graph::Csr;
    let csr = Csr::from_sections(&[vec![1, 2, 3], vec![4, 5]]);
    assert_eq!(csr.len(), 2);
}
