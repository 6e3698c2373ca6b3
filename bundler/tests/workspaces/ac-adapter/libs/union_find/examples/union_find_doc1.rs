fn main() {
    use union_find::UnionFind;
    // 型引数 `()` の defaulting の `UnionFind` に `<_>` が必要です。
    let mut uf = <UnionFind>::new(3);

    // `Debug` トレイトを実装しています。
    // 頂点重みを持つ場合と実装を分岐できないため、`()` がついて悲しいです。
    assert_eq!(&format!("{:?}", &uf), "[((), [0]), ((), [1]), ((), [2])]");

    // union-find 操作です。
    assert_eq!(uf.same(0, 1), false);
    assert_eq!(uf.union(0, 1), true);
    assert_eq!(uf.same(0, 1), true);
    assert_eq!(uf.same(0, 2), false);
    assert_eq!(uf.union(0, 1), false);
}
