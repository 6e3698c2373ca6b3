fn main() {
    let mut v = vec![1, 2, 3, 4, 5, 6];
    let n = partition::partition(&mut v, |&x| x % 2 == 0);
    assert_eq!(n, 3);
    assert_eq!(v[0..n], [2, 4, 6]);
    assert_eq!(v[n..], [1, 3, 5]);
}
