fn main() {
    use intrusive_splay_tree::{Op, Tree, Navi2, Navi3};
    use std::cmp::Ordering;

    // Boilerplates.
    struct Store {
        value: u32,
        sum: u32,
    }

    enum O {}
    impl Op for O {
        type Store = Store;

        fn update(root: &mut Self::Store, left: Option<&Self::Store>, right: Option<&Self::Store>) {
            root.sum = root.value;
            if let Some(left) = left {
                root.sum = left.sum + root.sum;
            }
            if let Some(right) = right {
                root.sum = root.sum + right.sum;
            }
        }
    }


    let mut tree = Tree::<O>::new();

    // Insertions. When inserting, you must specify the full value of the node and the binary search method.
    for value in 10..=13 {
        tree.insert(Store { value, sum: value }, |center, _left, _right| {
            match value.cmp(&center.value) {
                Ordering::Less | Ordering::Equal => Navi2::GoDownLeft,
                Ordering::Greater => Navi2::GoDownRight,
            }
        });
    }

    // Removals. You must also specify this when removing.
    tree.remove(|center, _left, _right| {
        match center.value.cmp(&12) {
            Ordering::Less => Navi3::GoDownRight,
            Ordering::Equal => Navi3::Found,
            Ordering::Greater => Navi3::GoDownLeft,
       }
    });

    // Debugging.
    assert_eq!(
        tree.collect(|value| value.value).as_slice(),
        &[
            10,
            11,
            13,
        ],
    );

    // Folding. Only overall aggregation (`fold()`) is available.
    assert_eq!(tree.fold().unwrap().sum, 34);
}
