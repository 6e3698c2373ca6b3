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
    tree.insert_by_index(Store { value: 1, size: 1 }, 0, Store::size);
    tree.insert_by_index(Store { value: 3, size: 1 }, 1, Store::size);
    assert_eq!(tree.len(Store::size), 2);
}
