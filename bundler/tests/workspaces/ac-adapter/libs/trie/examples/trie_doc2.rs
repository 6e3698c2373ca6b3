fn main() {
    use std::iter::once;
    use trie::TrieMap;

    let mut map = TrieMap::new();
    assert_eq!(map.insert(once(17), "a"), None);
    // assert_eq!(map.is_empty(), false); TODO: unimplemented

    map.insert(once(17), "b");
    assert_eq!(map.insert(once(17), "c"), Some("b"));
    // assert_eq!(map[&37], "c"); TODO: unimplemented
}
