fn main() {
    use std::iter::once;
    use trie::TrieSet;

    let mut set = TrieSet::new();

    // entries can now be inserted into the empty set
    set.insert(once(1));
}
