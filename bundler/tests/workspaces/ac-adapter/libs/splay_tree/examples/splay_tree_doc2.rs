fn main() {
    use splay_tree::{SplayTree, Nop};
    let splay = SplayTree::<Nop<()>>::new();
    assert!(splay.is_empty());
}
