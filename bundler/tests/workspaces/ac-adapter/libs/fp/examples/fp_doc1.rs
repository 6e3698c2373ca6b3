fn main() {
    use fp::fp_new;
    const P: u64 = 1009;
    let a = fp_new::<P>(123);
    let b = a.pow(100); // $a^{100} \bmod P$, $O(\log n)$
    let c = a / fp_new::<P>(456); // $a \cdot 456^{-1}$, 逆元は $O(\log P)$
    assert_eq!(a * a.inv(), fp_new::<P>(1));
}
