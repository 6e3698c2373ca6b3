fn main() {
    use cht::BTreeCht;
    use cht::Concave;
    use cht::X;

    // 初期化
    // この時点で `eval`, `multieval` を呼ぶとパニックします。
    let mut cht = BTreeCht::<Concave>::new();

    // 1 + x + x^2 を追加
    cht.add(1 + X + X * X);
    assert_eq!(cht.multieval(0..5), vec![1, 3, 7, 13, 21]);

    // (1 - 2x) * (1 - 3x) - 5x^2 を追加
    cht.add((1 - 2 * X) * (1 - 3 * X) - 5 * X * X);
    assert_eq!(cht.multieval(0..5), vec![1, -3, -5, -5, -3]);
    assert_eq!(cht.eval(-1), 1);
}
