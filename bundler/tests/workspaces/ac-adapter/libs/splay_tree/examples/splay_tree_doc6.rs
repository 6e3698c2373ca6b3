fn main() {
    use splay_tree::{SplayTree, Nop};
    use std::iter::repeat;
    let mut splay = (10..15).collect::<SplayTree<Nop<i32>>>();
    assert_eq!(splay.iter().copied().collect::<Vec<_>>(), vec![
        10, 11, 12, 13, 14
    ]);

    splay.reverse(1..4);
    assert_eq!(splay.iter().copied().collect::<Vec<_>>(), vec![
        10, 13, 12, 11, 14
    ]);
}
