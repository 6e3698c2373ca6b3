fn main() {
    use vec_lines::{VecLinesDecreasing, Line};
    // 前よりも良いものがくると置き換えます。
    let mut lines = VecLinesDecreasing::<i32>::new();
    lines.push([0, 10]);
    lines.push([0, 0]);
    let expected = vec![Line([0, 0])];
    assert_eq!(lines.iter_copied().collect::<Vec<_>>(), expected);

    // 前よりも良くないものは無視します。
    let mut lines = VecLinesDecreasing::<i32>::new();
    lines.push([0, 0]);
    lines.push([0, 10]);
    let expected = vec![Line([0, 0])];
    assert_eq!(lines.iter_copied().collect::<Vec<_>>(), expected);

    // 置き換えたあとは通常の不要直線除去アルゴリズムが走ります。
    let mut lines = VecLinesDecreasing::<i32>::new();
    lines.push([1, 0]);
    lines.push([0, 10]);
    lines.push([-1, 1000]);
    lines.push([-1, 0]);
    let expected = vec![Line([1, 0]), Line([-1, 0])];
    assert_eq!(lines.iter_copied().collect::<Vec<_>>(), expected);
}
