fn main() {
    use std::iter::once;
    use trie::TrieSet;

    let mut set = TrieSet::new();

    set.insert(once(2));
    assert_eq!(set.remove(once(2)), true);
    assert_eq!(set.remove(once(2)), false);
}
