fn main() {
    use graph::Csr;
    let mut csr = Csr::<()>::new();
    csr.push_empty();
    assert_eq!(csr.section(0), &[]);
}
