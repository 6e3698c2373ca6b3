fn main() {
    use riff::IteratorSuccessors;
    let a = (1..=3)
        .successors(Some([0]), |x, &[y]| Some([x + y]))
        .collect::<Vec<_>>();
    assert_eq!(a.as_slice(), &[[0], [1], [3], [6]]);
}
