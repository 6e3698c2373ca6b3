fn main() {
    use std::iter::once;
    use trie::TrieMap;

    let mut map = TrieMap::new();
    map.insert(once(1), "a");
    if let Some(x) = map.get_mut(once(1)) {
        *x = "b";
    }
    assert_eq!(map.get(once(1)), Some(&"b"));
    // assert_eq!(map[&1], "b"); TODO: unimplemented
}
