fn main() {
    use graph::Csr;
    let mut csr = Csr::from_sections(&[vec![1, 2, 3], vec![4, 5]]);
    csr.last_mut().extend(vec![42, 43]);
    assert_eq!(csr.section(1), &[4, 5, 42, 43]);
}
