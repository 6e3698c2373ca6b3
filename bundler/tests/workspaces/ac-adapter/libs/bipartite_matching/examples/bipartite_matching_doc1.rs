fn main() {
    use bipartite_matching::bipartite_matching;
    // 二部グラフ: $L = \\{0, 1\\}$, $R = \\{2\\}$
    // エッジ: $0 \to 2$, $1 \to 2$
    let g = [
        vec![5, 6],
        vec![9],
        vec![7, 8],
        vec![5, 9],
        vec![6, 8],
        vec![],
        vec![],
        vec![],
        vec![],
        vec![],
    ];

    let result = bipartite_matching(&g);
    let expected = [
        usize::MAX,
        usize::MAX,
        usize::MAX,
        usize::MAX,
        usize::MAX,
        3,
        0,
        2,
        4,
        1,
    ];

    assert_eq!(result, expected);
}
