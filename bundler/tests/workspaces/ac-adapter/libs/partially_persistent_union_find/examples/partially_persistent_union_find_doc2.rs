fn main() {
    use partially_persistent_union_find::PartiallyPersistentUnionFind;

    let mut uf = PartiallyPersistentUnionFind::new(5);

    // MAX にイベントをセット
    uf.union(0, 1, usize::MAX);

    // 適用前を参照
    assert!(!uf.same(0, 1, usize::MAX - 1));

    // 適用後を参照
    assert!(uf.same(0, 1, usize::MAX));
}
