fn main() {
    use fp::fp_new;
    const P: u64 = 1009;
    assert_eq!(fp_new::<P>(2).pow(10), fp_new::<P>(15)); // $2^{10} \equiv 15 \pmod{1009}$
}
