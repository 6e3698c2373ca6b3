fn main() {
    use splay_tree::{SplayTree, Nop};
    use std::iter::repeat;
    let splay = vec![10, 11, 12]
        .into_iter()
        .collect::<SplayTree<Nop<i32>>>();
    assert_eq!(splay.get(0), Some(&10));
    assert_eq!(splay.get(5), None);
}
