fn main() {
    use riff::bitmask_combinations;

    assert_eq!(bitmask_combinations::<u32>(3, 2).collect::<Vec<_>>(), vec![
        3, 5, 6
    ]);
}
