fn main() {
    use splay_tree::{SplayTree, Nop};
    use std::iter::repeat;
    let mut splay = vec![10, 11, 12]
        .into_iter()
        .collect::<SplayTree<Nop<i32>>>();
    *splay.entry(0).unwrap() += 10;
    assert_eq!(splay.iter().copied().collect::<Vec<_>>(), vec![20, 11, 12]);
}
