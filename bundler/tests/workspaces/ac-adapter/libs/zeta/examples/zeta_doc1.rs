fn main() {
    use zeta::add;
    use zeta::add_inv;

    let mut a = [1, 2, 4, 8];
    add(&mut a);
    assert_eq!(a, [1, 3, 5, 15]);
}
