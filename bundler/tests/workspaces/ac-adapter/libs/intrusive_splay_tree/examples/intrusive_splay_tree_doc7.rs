fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    enum O {}
    impl Op for O {
        type Store = i32;

        fn update(_: &mut i32, _: Option<&i32>, _: Option<&i32>) {}
    }

    let tree = Tree::<O>::new();
    assert!(tree.is_empty());
}
