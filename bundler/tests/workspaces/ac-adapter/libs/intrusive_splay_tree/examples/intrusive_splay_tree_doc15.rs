fn main() {
    use intrusive_splay_tree::Tree;

    struct Store {
        key: u32,
    }
    impl Store {
        fn key(&self) -> u32 {
            self.key
        }
    }
    enum O {}
    impl intrusive_splay_tree::Op for O {
        type Store = Store;

        fn update(_: &mut Store, _: Option<&Store>, _: Option<&Store>) {}
    }

    let mut tree = Tree::<O>::new();
    tree.insert_lower_bound_by_key(Store { key: 1 }, Store::key);
    tree.insert_lower_bound_by_key(Store { key: 2 }, Store::key);
    tree.insert_lower_bound_by_key(Store { key: 3 }, Store::key);

    let mut gt = tree.split_off_upper_bound_by_key(&2, Store::key);
    assert_eq!(tree.collect(|_| ()).len(), 2);
    assert_eq!(gt.collect(|_| ()).len(), 1);
}
