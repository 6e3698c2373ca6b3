fn main() {
    use std::iter::once;
    use trie::TrieSet;

    let mut set = TrieSet::new();
    set.insert(vec![1, 2, 2]);
    set.insert(vec![2]);
    set.insert(vec![1]);
    set.insert(vec![1, 1, 1]);

    let mut expected = vec![vec![1], vec![1, 1, 1], vec![1, 2, 2], vec![2]].into_iter();
    set.for_each(|k| {
        let ek = expected.next().unwrap();
        assert_eq!(k, ek.as_slice());
    });
}
