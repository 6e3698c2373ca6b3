fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    enum O {}
    impl Op for O {
        type Store = i32;

        fn update(_: &mut i32, _: Option<&i32>, _: Option<&i32>) {}
    }

    let mut tree = Tree::<O>::new();
    tree.insert_upper_bound_by_key(5, |v| *v);
    tree.insert_upper_bound_by_key(3, |v| *v);
    tree.insert_upper_bound_by_key(5, |v| *v);
    assert_eq!(tree.collect(|_| ()).len(), 3);
}
