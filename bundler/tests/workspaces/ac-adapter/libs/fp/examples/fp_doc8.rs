fn main() {
    use fp::fp_new;
    const P: u64 = 1009;
    let a = fp_new::<P>(123);
    assert_eq!(a * a.inv(), fp_new::<P>(1));
}
