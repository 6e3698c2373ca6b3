fn main() {
    let mut pairs = vec![(2, 'a'), (1, 'b'), (2, 'c'), (1, 'd')];
    let n = partition::partition(&mut pairs, |&(k, _)| k == 2);
    assert_eq!(n, 2);
    // Elements with key 2 come first, and their relative order (a before c) is preserved.
    assert_eq!(&pairs[0..n], &[(2, 'a'), (2, 'c')]);
    // Elements with key 1 come next, and their relative order (b before d) is preserved.
    assert_eq!(&pairs[n..], &[(1, 'b'), (1, 'd')]);
}
