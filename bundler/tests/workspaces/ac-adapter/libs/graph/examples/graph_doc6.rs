fn main() {
    use graph::Csr;
    let csr = Csr::<()>::new();
    assert!(csr.is_empty());
}
