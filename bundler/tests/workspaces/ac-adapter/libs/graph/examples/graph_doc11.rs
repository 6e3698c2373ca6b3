fn main() {
    use graph::Csr;
    let mut csr = Csr::new();
    csr.push_section(&[1, 2, 3]);
    assert_eq!(csr.section(0), &[1, 2, 3]);
}
