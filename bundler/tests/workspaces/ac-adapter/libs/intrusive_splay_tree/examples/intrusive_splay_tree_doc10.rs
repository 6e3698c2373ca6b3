fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    struct Store {
        value: i32,
        size: usize,
    }
    impl Store {
        fn size(&self) -> usize {
            self.size
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
    tree.insert_lower_bound_by_key(Store { value: 10, size: 1 }, |v| v.value);
    tree.insert_lower_bound_by_key(Store { value: 20, size: 1 }, |v| v.value);
    tree.insert_lower_bound_by_key(Store { value: 30, size: 1 }, |v| v.value);

    // Get elements at indices [0, 2)
    let range = tree.range_by_index(0..2, Store::size);
    let collected = range.collect(|v| v.value);
}
