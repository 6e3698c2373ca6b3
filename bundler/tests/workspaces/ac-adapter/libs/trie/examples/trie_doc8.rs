fn main() {
    use std::iter::once;
    use trie::TrieMap;

    let mut map = TrieMap::new();
    map.insert(vec![1, 2, 2], "a");
    map.insert(vec![2], "b");
    map.insert(vec![1], "c");
    map.insert(vec![1, 1, 1], "d");

    let mut expected = vec![
        (vec![1], "c"),
        (vec![1, 1, 1], "d"),
        (vec![1, 2, 2], "a"),
        (vec![2], "b"),
    ]
    .into_iter();
    map.for_each_kv(|k, &v| {
        let (ek, ev) = expected.next().unwrap();
        assert_eq!(k, ek.as_slice());
        assert_eq!(v, ev);
    });
}
