fn main() {
    use fp::fp_new;
    const P: u64 = 1009;
    let a = fp_new::<P>(123);
    let b = fp_new::<P>(456);
    assert_eq!(a.mul(b), a * b);
}
