fn main() {
    use wavelet_matrix::WaveletMatrix;
    let a = vec![5, 4, 5, 5, 2, 1, 5, 6, 1, 3, 5, 0];
    let (wm, table) = WaveletMatrix::from_iter_collect_vec2(a.clone());

    assert_eq!(&a[3..10], &[5, 2, 1, 5, 6, 1, 3]);
    let spans = wm.spans(3..9, 3..6);
    let mut sorted = wm
        .spans(3..10, 3..6)
        .flat_map(|span| table[span.depth][span.index.clone()].iter().copied())
        .collect::<Vec<_>>();
    sorted.sort();
    assert_eq!(&sorted, &[3, 5, 5]);
}
