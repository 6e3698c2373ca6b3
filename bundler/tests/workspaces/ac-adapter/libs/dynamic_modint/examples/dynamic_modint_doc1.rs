fn main() {
    use std::cell::Cell;
    use dynamic_modint::{define_mod, Mod, mint};

    // 遅延初期化される MOD を置く
    // `STORAGE` は衝突しない任意の名前にしてください
    define_mod!(M(usize); STORAGE);

    // 以下 main 関数
    M::set(19);
    let x = mint::<M>(12);
    let y = mint::<M>(13);
    assert_eq!(x + y, mint::<M>(6));
}
