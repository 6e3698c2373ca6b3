fn main() {
    use splay_tree::{SplayTree, Nop};
    use std::iter::repeat;
    let mut splay = (10..13).into_iter().collect::<SplayTree<Nop<i32>>>();
    let mut other = (20..23).into_iter().collect::<SplayTree<Nop<i32>>>();
    splay.append(&mut other);

    assert_eq!(splay.iter().copied().collect::<Vec<_>>(), vec![
        10, 11, 12, 20, 21, 22
    ]);
}
