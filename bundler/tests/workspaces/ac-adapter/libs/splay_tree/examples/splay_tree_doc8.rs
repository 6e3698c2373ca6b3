fn main() {
    use splay_tree::{SplayTree, LazyOps};
    use std::iter::repeat;
    enum Update {}
    impl LazyOps for Update {
        type Acc = ();
        type Lazy = i32;
        type Value = i32;

        fn proj(&x: &i32) {}

        fn op(&(): &(), &(): &()) {}

        fn act_value(&lazy: &Self::Lazy, value: &mut Self::Value) {
            *value = lazy;
        }

        fn act_acc(&_lazy: &Self::Lazy, &mut (): &mut Self::Acc) {}

        fn compose(&x: &Self::Lazy, y: &mut Self::Lazy) {
            *y = x;
        }
    }

    let mut splay = (10..15).collect::<SplayTree<Update>>();
    splay.act(2..4, 20);
    assert_eq!(splay.iter().copied().collect::<Vec<_>>(), vec![
        10, 11, 20, 20, 14
    ]);
}
