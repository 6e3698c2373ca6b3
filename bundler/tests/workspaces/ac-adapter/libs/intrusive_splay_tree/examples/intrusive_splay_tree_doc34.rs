fn main() {
    use intrusive_splay_tree::Navi2;
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    struct Store {
        value: i32,
        sum: i32,
    }

    enum MyOp {}
    impl Op for MyOp {
        type Store = Store;

        fn update(root: &mut Store, left: Option<&Store>, right: Option<&Store>) {
            root.sum = root.value;
            if let Some(l) = left {
                root.sum += l.sum;
            }
            if let Some(r) = right {
                root.sum += r.sum;
            }
        }
    }

    let mut tree = Tree::<MyOp>::new();
    tree.insert(Store { value: 5, sum: 5 }, |_, _, _| Navi2::GoDownRight);
    tree.insert(Store { value: 3, sum: 3 }, |_, _, _| Navi2::GoDownRight);
    assert_eq!(tree.fold().unwrap().sum, 8);
}
