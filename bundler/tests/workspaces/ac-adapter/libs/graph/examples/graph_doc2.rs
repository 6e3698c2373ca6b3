fn main() {
    use graph::Csr;
    let csr: Csr<usize> = Csr::with_capacity(10, 5);
    assert!(csr.is_empty());
}
