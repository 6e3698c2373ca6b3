fn main() {
    use splay_tree::{SplayTree, Nop};
    use std::iter::repeat;
    let mut splay = (10..15).into_iter().collect::<SplayTree<Nop<i32>>>();
    let other = splay.split_off(3);

    assert_eq!(splay.iter().copied().collect::<Vec<_>>(), vec![10, 11, 12]);
    assert_eq!(other.iter().copied().collect::<Vec<_>>(), vec![13, 14]);
}
