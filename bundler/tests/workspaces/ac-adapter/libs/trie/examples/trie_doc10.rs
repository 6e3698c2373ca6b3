fn main() {
    use std::iter::once;
    use trie::TrieSet;

    let mut set = TrieSet::new();
    set.insert(once(1));
    set.insert(once(2));
    set.insert(once(3));

    // let set: TrieSet<_> = [1, 2, 3].iter().cloned().collect(); TODO: unimplemented
    assert_eq!(set.contains(once(1)), true);
    assert_eq!(set.contains(once(4)), false);
}
