fn main() {
    use partially_persistent_union_find::PartiallyPersistentUnionFind;
    let uf = PartiallyPersistentUnionFind::new(5);
}
