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
    tree.insert(5, |center, _, _| {
        if 5 < *center { Navi2::GoDownLeft } else { Navi2::GoDownRight }
    });
}
