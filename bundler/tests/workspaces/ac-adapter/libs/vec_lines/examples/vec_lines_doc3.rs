fn main() {
    use vec_lines::{VecLinesDecreasing, VecLinesIncreasing, VecLines, DecreasingTilt,
    IncreasingTilt};
    // 傾きが単調減少な直線の列を管理します。
    let lines = VecLinesDecreasing::<i32>::new();

    // 傾きが単調減少な直線の列を管理します。
    let lines = VecLinesDecreasing::<i32>::new();

    // それぞれ、別名を使わずに構築する方法です。
    let lines = VecLines::<i32, DecreasingTilt>::new();
    let lines = VecLines::<i32, IncreasingTilt>::new();
}
