fn main() {
    use vec_lines::VecLinesDecreasing;
    // 傾きが単調減少な直線の列を管理します。
    let mut lines = VecLinesDecreasing::<i32>::new();

    // 直線を挿入していきます。
    lines.push([1, 0]);
    lines.push([0, 10]);
    lines.push([-1, 30]);
    assert_eq!(lines.len(), 3);

    // 黄金分割探索で最適値を計算できます。
    assert_eq!(lines.eval_gcc(-10), Some(-10)); // x
    assert_eq!(lines.eval_gcc(15), Some(10)); // 10
    assert_eq!(lines.eval_gcc(40), Some(-10)); // -x + 30

    // 直線番号指定でも評価します。（しゃくとり法などのため）
    assert_eq!(lines.get(0).unwrap().eval(100), 100);
    assert_eq!(lines.get(1).unwrap().eval(100), 10);
    assert_eq!(lines.get(2).unwrap().eval(100), -70);
}
