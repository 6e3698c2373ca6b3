fn main() {
    use zeta::zeta;
    let mut a = [1, 2, 4, 8];
    zeta(&mut a, |x, y| x + y);
    assert_eq!(a, [1, 3, 5, 15]);
}
