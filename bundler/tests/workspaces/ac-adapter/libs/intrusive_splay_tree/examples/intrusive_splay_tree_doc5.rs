fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    enum O {}
    impl Op for O {
        type Store = i32;

        fn update(_: &mut i32, _: Option<&i32>, _: Option<&i32>) {}
    }

    let mut tree = Tree::<O>::new();
    tree.insert_lower_bound_by_key(1, |v| *v);
    tree.insert_lower_bound_by_key(2, |v| *v);
    tree.insert_lower_bound_by_key(3, |v| *v);

    // Extract range [1, 3] and modify it
    let mut range = tree.range_by_key(1..=3, |v| *v);
    // Modifications to range stay within the range
}
