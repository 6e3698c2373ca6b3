fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    struct Store {
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
    tree.insert_lower_bound_by_key(Store { size: 1 }, |_| 0);
    tree.insert_lower_bound_by_key(Store { size: 1 }, |_| 0);

    assert_eq!(tree.len(Store::size), 2);
}
