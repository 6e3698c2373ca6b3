fn main() {
    use intrusive_splay_tree::Navi3;
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    enum O {}
    impl Op for O {
        type Store = i32;

        fn update(_: &mut i32, _: Option<&i32>, _: Option<&i32>) {}
    }

    let mut tree = Tree::<O>::new();
    tree.insert_lower_bound_by_key(5, |v| *v);
    tree.insert_lower_bound_by_key(3, |v| *v);

    let found = tree.get(|center, _, _| {
        if 3 < *center {
            Navi3::GoDownLeft
        } else if 3 > *center {
            Navi3::GoDownRight
        } else {
            Navi3::Found
        }
    });
    assert_eq!(found, Some(&3));
}
