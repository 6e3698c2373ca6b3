fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    enum O {}
    impl Op for O {
        type Store = i32;

        fn update(_: &mut i32, _: Option<&i32>, _: Option<&i32>) {}
    }

    let mut tree = Tree::<O>::new();
    tree.push_back(5);
    tree.push_back(7);

    assert_eq!(tree.back(), Some(&7));
}
