fn main() {
    use wavelet_matrix::WaveletMatrix;
    let wm = WaveletMatrix::from_iter(vec![2, 1, 3, 0]);
    assert_eq!(wm.quantile(0, .., ..), Some(0));
    assert_eq!(wm.quantile(1, .., ..), Some(1));
}
