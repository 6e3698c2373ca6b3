fn main() {
    use partially_persistent_union_find::PartiallyPersistentUnionFind;

    // 頂点数を指定してクエリ
    let mut uf = PartiallyPersistentUnionFind::new(5);

    // 時刻を指定して union
    assert!(uf.union(0, 1, 10));
    assert!(uf.union(2, 3, 20));
    assert!(!uf.union(3, 2, 30)); // すでに結ばれている場合は `false`
    assert!(uf.union(3, 4, 40));
    assert!(!uf.union(3, 3, 30)); // すでに結ばれている場合は `false`

    // 時刻を指定して find
    assert_ne!(uf.find(0, 9), uf.find(1, 9));
    assert_eq!(uf.find(0, 10), uf.find(1, 10));
    assert_ne!(uf.find(0, 99), uf.find(2, 99));
    assert_eq!(uf.find(2, 99), uf.find(3, 99));

    // 時刻を指定して same
    assert!(!uf.same(0, 1, 9));
    assert!(uf.same(0, 1, 10));

    // 1 以上の時刻を指定して size
    assert_eq!(uf.size(0, 9), 1);
    assert_eq!(uf.size(0, 10), 2);
    assert_eq!(uf.size(2, 19), 1);
    assert_eq!(uf.size(2, 39), 2);
    assert_eq!(uf.size(2, 40), 3);

    // union された時刻をクエリ
    assert_eq!(uf.time(0, 0), Some(0));
    assert_eq!(uf.time(0, 1), Some(10));
    assert_eq!(uf.time(2, 3), Some(20));
    assert_eq!(uf.time(0, 3), None);
}
