fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    struct Store {
        value: i32,
        sum: i32,
    }

    enum O {}
    impl Op for O {
        type Store = Store;

        fn update(center: &mut Store, left: Option<&Store>, right: Option<&Store>) {
            center.sum = center.value;
            if let Some(l) = left {
                center.sum += l.sum;
            }
            if let Some(r) = right {
                center.sum += r.sum;
            }
        }
    }

    let mut tree = Tree::<O>::new();
    tree.insert_lower_bound_by_key(Store { value: 5, sum: 5 }, |v| v.value);
    tree.insert_lower_bound_by_key(Store { value: 3, sum: 3 }, |v| v.value);

    assert_eq!(tree.fold().map(|v| v.sum), Some(8));
}
