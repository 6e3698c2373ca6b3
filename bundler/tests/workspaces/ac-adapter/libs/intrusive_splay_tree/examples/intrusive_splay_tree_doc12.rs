fn main() {
    use intrusive_splay_tree::Navi2;
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    enum O {}
    impl Op for O {
        type Store = i32;

        fn update(_: &mut i32, _: Option<&i32>, _: Option<&i32>) {}
    }

    let mut tree = Tree::<O>::new();
    tree.insert_lower_bound_by_key(1, |v| *v);
    tree.insert_lower_bound_by_key(5, |v| *v);
    tree.insert_lower_bound_by_key(3, |v| *v);

    let mut right =
        tree.split_off(
            |center, _, _| {
                if *center < 3 { Navi2::GoDownRight } else { Navi2::GoDownLeft }
            },
        );
    assert_eq!(tree.collect(|_| ()).len(), 1);
    assert_eq!(right.collect(|_| ()).len(), 2);
}
