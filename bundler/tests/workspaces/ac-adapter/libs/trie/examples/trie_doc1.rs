fn main() {
    use std::iter::once;
    use trie::TrieMap;

    let mut map = TrieMap::new();

    // entries can now be inserted into the empty map
    map.insert(once(1), "a");
}
