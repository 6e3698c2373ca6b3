fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    enum O {}
    impl Op for O {
        type Store = i32;

        fn update(_: &mut i32, _: Option<&i32>, _: Option<&i32>) {}
    }

    let mut tree = Tree::<O>::new();
    tree.insert_lower_bound_by_key(3, |v| *v);
    tree.insert_lower_bound_by_key(1, |v| *v);
    tree.insert_lower_bound_by_key(2, |v| *v);

    let values = tree.collect(|v| *v);
    assert_eq!(values, vec![1, 2, 3]);
}
