fn main() {
    use intrusive_splay_tree::Tree;

    enum O {}
    impl intrusive_splay_tree::Op for O {
        type Store = i32;

        fn update(_: &mut i32, _: Option<&i32>, _: Option<&i32>) {}
    }

    let mut tree1 = Tree::<O>::new();
    tree1.insert_lower_bound_by_key(1, |v| *v);
    tree1.insert_lower_bound_by_key(3, |v| *v);

    let mut tree2 = Tree::<O>::new();
    tree2.insert_lower_bound_by_key(2, |v| *v);

    tree1.append(&mut tree2);
    assert_eq!(tree1.collect(|_| ()).len(), 3);
}
