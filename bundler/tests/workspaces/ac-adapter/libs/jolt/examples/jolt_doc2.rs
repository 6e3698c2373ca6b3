fn main() {
    use riff::bitmask_subsets;

    assert_eq!(bitmask_subsets(10u32).collect::<Vec<_>>(), vec![
        0, 2, 8, 10
    ]);
}
