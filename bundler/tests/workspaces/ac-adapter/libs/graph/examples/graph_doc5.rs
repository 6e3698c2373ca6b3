fn main() {
    use graph::Csr;
    let mut csr = Csr::from_sections(&[vec![1, 2, 3], vec![4, 5]]);
    csr.section_mut(0)[0] = 42;
    assert_eq!(csr.section(0), &[42, 2, 3]);
}
