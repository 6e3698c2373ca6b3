fn main() {
    use zeta::add_inv;
    let mut a = [1, 3, 5, 15];
    add_inv(&mut a);
    assert_eq!(a, [1, 2, 4, 8]);
}
