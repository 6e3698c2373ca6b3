fn main() {
    use std::iter::once;
    use trie::TrieSet;

    let mut set = TrieSet::new();
    set.insert(vec![1]);
    set.insert(vec![1, 1, 1]);

    // Corresponding an existing value.
    let mut expected = [false, true, false, true].iter();
    set.for_each_prefix(vec![1, 1, 1].into_iter(), |trie| {
        let expected = *expected.next().unwrap();
        assert_eq!(trie.get(None.into_iter()).is_some(), expected);
    });

    // No, but falls within the trie.
    let mut expected = [false, true, false].iter();
    set.for_each_prefix(vec![1, 1].into_iter(), |trie| {
        let expected = *expected.next().unwrap();
        assert_eq!(trie.get(None.into_iter()).is_some(), expected);
    });

    // Runs off thte trie.
    let mut expected = [false, true, false, true].iter();
    set.for_each_prefix(vec![1, 1, 1, 1].into_iter(), |trie| {
        let expected = *expected.next().unwrap();
        assert_eq!(trie.get(None.into_iter()).is_some(), expected);
    });
}
