fn main() {
    use wavelet_matrix::WaveletMatrix;
    let wm = WaveletMatrix::from_iter(vec![2, 1, 3, 0]);
    assert_eq!(wm.range_freq(1.., 0..2), 2);
}
