fn main() {
    use wavelet_matrix::WaveletMatrix;
    let wm = WaveletMatrix::default();
    assert!(wm.is_empty());

    let wm = WaveletMatrix::from_iter(vec![0]);
    assert!(!wm.is_empty());
}
