fn main() {
    use vec_lines::VecLinesDecreasing;
    let mut lines = VecLinesDecreasing::<i32>::new();
    lines.push([1, 0]);
    lines.push([0, 10]);
    lines.push([-1, 30]);

    // 直線を手に入れたら、次は `Line::eval` で評価です。
    assert_eq!(lines.get(0).unwrap().eval(100), 100);
}
