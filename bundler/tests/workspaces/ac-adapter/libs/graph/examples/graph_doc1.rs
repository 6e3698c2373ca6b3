fn main() {
    use graph::Csr;
    let csr: Csr<usize> = Csr::new();
    assert!(csr.is_empty());
}
