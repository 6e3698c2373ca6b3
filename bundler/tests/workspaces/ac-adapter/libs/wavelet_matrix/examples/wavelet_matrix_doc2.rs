fn main() {
    use wavelet_matrix::WaveletMatrix;
    let wm = WaveletMatrix::default();
    assert_eq!(wm.len(), 0);

    assert_eq!(WaveletMatrix::from_iter(vec![42]).len(), 1);
    assert_eq!(WaveletMatrix::from_iter(vec![42, 45]).len(), 2);
}
