fn main() {
    use std::iter::once;
    use trie::TrieMap;

    let mut map = TrieMap::new();
    map.insert(vec![1], "a");
    map.insert(vec![1, 1, 1], "c");

    // Corresponding an existing key.
    let mut expected = [None, Some("a"), None, Some("c")].iter();
    map.for_each_prefix(vec![1, 1, 1].into_iter(), |trie| {
        let expected = expected.next().unwrap().as_ref();
        assert_eq!(trie.get(None.into_iter()), expected);
    });

    // No, but falls within the trie.
    let mut expected = [None, Some("a"), None].iter();
    map.for_each_prefix(vec![1, 1].into_iter(), |trie| {
        let expected = expected.next().unwrap().as_ref();
        assert_eq!(trie.get(None.into_iter()), expected);
    });

    // Runs off thte trie.
    let mut expected = [None, Some("a"), None, Some("c")].iter();
    map.for_each_prefix(vec![1, 1, 1, 1].into_iter(), |trie| {
        let expected = expected.next().unwrap().as_ref();
        assert_eq!(trie.get(None.into_iter()), expected);
    });
}
