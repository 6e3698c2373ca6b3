fn main() {
    use std::iter::once;
    use trie::TrieMap;

    let mut map = TrieMap::new();
    map.insert(once(1), "a");
    assert_eq!(map.remove(once(1)), Some("a"));
    assert_eq!(map.remove(once(1)), None);
}
