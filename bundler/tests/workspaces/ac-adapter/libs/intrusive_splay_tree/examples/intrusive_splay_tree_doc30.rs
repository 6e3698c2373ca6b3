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
    tree.insert_lower_bound_by_key(Store { key: 5 }, Store::key);
    tree.insert_lower_bound_by_key(Store { key: 3 }, Store::key);

    let found = tree.get_by_key(&3, Store::key);
    assert_eq!(found.map(Store::key), Some(3));
}
