fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    struct Store {
        value: i32,
        size: usize,
    }
    impl Store {
        fn value(&self) -> i32 {
            self.value
        }
    }
    enum O {}
    impl Op for O {
        type Store = Store;

        fn update(center: &mut Store, left: Option<&Store>, right: Option<&Store>) {
            center.size = 1;
            if let Some(left) = left {
                center.size += left.size;
            }
            if let Some(right) = right {
                center.size += right.size;
            }
        }
    }

    let mut tree = Tree::<O>::new();
    tree.insert_lower_bound_by_key(Store { value: 1, size: 1 }, Store::value);
    tree.insert_lower_bound_by_key(Store { value: 2, size: 1 }, Store::value);

    let removed = tree.remove_by_index(0, |v| v.size);
    assert_eq!(removed.as_ref().map(Store::value), Some(1));
}
