fn main() {
    use wavelet_matrix::WaveletMatrix;
    let (_wm, table) = WaveletMatrix::from_iter_collect_vec2(vec![2, 1, 3, 0]);
    let expected = vec![vec![2, 1, 3, 0], vec![1, 0, 2, 3], vec![0, 2, 1, 3]];
    assert_eq!(table, expected);
}
