fn main() {
    use wavelet_matrix::WaveletMatrix;
    let wm = WaveletMatrix::from_iter(vec![2, 1, 3, 0]);
    assert_eq!(wm.next_value(1.., ..2), Some(0));
    assert_eq!(wm.next_value(1.., 2..3), None);
}
