fn main() {
    use intrusive_splay_tree::Op;
    use intrusive_splay_tree::Tree;

    struct Store {
        value: i32,
        sum: i32,
    }
    impl Store {
        fn value(&self) -> i32 {
            self.value
        }
    }

    enum O {}
    impl Op for O {
        type Store = Store;

        fn update(node: &mut Store, left: Option<&Store>, right: Option<&Store>) {
            node.sum = node.value;
            if let Some(l) = left {
                node.sum += l.sum;
            }
            if let Some(r) = right {
                node.sum += r.sum;
            }
        }
    }

    let mut tree = Tree::<O>::new();
    tree.insert_lower_bound_by_key(Store { value: 10, sum: 10 }, Store::value);
    tree.insert_lower_bound_by_key(Store { value: 5, sum: 5 }, Store::value);

    // Query the entire tree's aggregate
    assert_eq!(tree.fold().unwrap().sum, 15);
}
