fn main() {
    use zeta::rzeta;
    let mut a = [1, 2, 4, 8];
    rzeta(&mut a, |x, y| x + y);
    assert_eq!(a, [15, 10, 12, 8]);
}
