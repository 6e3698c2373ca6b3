fn main() {
    use splay_tree::{SplayTree, NoLazy, Ops};
    use std::iter::repeat;
    enum Sum {}
    impl Ops for Sum {
        type Acc = i32;
        type Value = i32;

        fn proj(&x: &i32) -> i32 {
            x
        }

        fn op(&x: &i32, &y: &i32) -> i32 {
            x + y
        }
    }
    let splay = (10..15).collect::<SplayTree<NoLazy<Sum>>>();
    assert_eq!(splay.fold(2..), Some(12 + 13 + 14));
    assert_eq!(splay.fold(2..2), None);
}
