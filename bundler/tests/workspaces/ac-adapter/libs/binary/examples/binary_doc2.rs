fn main() {
    use binary::value_binary;

    let a = 3;
    let n = 5_u32; // `i32` はコンパイルエラー
    let result = value_binary(a, n, 1, |&i, &j| i * j);
    assert_eq!(result, 243);
}
