fn main() {
    use elim::column_reduce;

    let mut a = vec![vec![false, true, true], vec![false, true, true], vec![
        true, true, false,
    ]];
    let r = column_reduce(&mut a);
    assert_eq!(r, 2);
    assert_eq!(a, vec![
        vec![true, false, false],
        vec![true, false, false],
        vec![false, true, false],
    ]);
}
