fn main() {
    use partially_persistent_union_find::PartiallyPersistentUnionFind;
    let mut uf = PartiallyPersistentUnionFind::new(5);
    uf.union(0, 1, 10);
}
