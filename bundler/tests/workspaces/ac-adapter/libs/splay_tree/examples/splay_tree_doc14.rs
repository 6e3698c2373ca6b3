fn main() {
    use splay_tree::{SplayTree, Nop};
    use std::iter::repeat;
    let splay = (0..20).into_iter().collect::<SplayTree<Nop<i32>>>();
    let mut iter = splay.range(10..13);

    assert_eq!(iter.next(), Some(&10));
    assert_eq!(iter.next_back(), Some(&12));
    assert_eq!(iter.next(), Some(&11));
    assert_eq!(iter.next_back(), None);
}
