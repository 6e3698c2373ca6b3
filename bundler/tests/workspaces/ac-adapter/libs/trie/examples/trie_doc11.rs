fn main() {
    use std::iter::once;
    use trie::TrieSet;

    let mut set = TrieSet::new();

    assert_eq!(set.insert(once(2)), true);
    assert_eq!(set.insert(once(2)), false);
    // assert_eq!(set.len(), 1); not implemented
}
