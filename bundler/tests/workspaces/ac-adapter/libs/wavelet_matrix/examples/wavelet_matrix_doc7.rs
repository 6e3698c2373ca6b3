fn main() {
    use wavelet_matrix::WaveletMatrix;
    let wm = WaveletMatrix::from_iter(vec![2, 1, 3, 0]);
    assert_eq!(wm.prev_value(1.., ..2), Some(1));
    assert_eq!(wm.prev_value(1.., 2..3), None);
}
