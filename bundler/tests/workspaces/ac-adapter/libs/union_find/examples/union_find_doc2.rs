fn main() {
    use union_find::{UnionFind, EdgeCount, HasCycle};
    // 用意されているもので OK ならそれを使いましょう。
    // 複数使いたいときには、タプルがつかます。
    let mut uf = UnionFind::<(EdgeCount, HasCycle)>::new(3);

    // `Debug` トレイトを実装しています。
    // (重み, メンバー) の形でプリントします。
    assert_eq!(
        &format!("{:?}", &uf),
        "[((0, false), [0]), ((0, false), [1]), ((0, false), [2])]"
    );

    // union-find 操作と、頂点重みの取得です。
    assert_eq!(uf.union(0, 1), true);
    assert_eq!(uf.value(0), (1, false));
    assert_eq!(uf.union(0, 1), false);
    assert_eq!(uf.value(0), (2, true));

    // [`value_mut`] で無理やり書き換えることもできます。
    *uf.value_mut(0) = (100, false);
    assert_eq!(uf.value(0), (100, false));
}
