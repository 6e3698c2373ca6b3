fn main() {
    use splay_tree::{SplayTree, Nop};
    use std::iter::repeat;

    // 0 要素
    let splay = SplayTree::<Nop<()>>::new();
    assert_eq!(splay.len(), 0);

    // 3 要素
    let splay = repeat(()).take(3).collect::<SplayTree<Nop<()>>>();
    assert_eq!(splay.len(), 3);
}
