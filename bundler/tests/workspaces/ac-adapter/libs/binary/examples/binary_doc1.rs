fn main() {
    use binary::operator_binary;

    let a = 2;
    let n = 5_u32; // `i32` はコンパイルエラー
    let x = 42;
    let result = operator_binary(a, n, x, |&i| i * i, |&i, j| i * j);
    assert_eq!(result, 32 * x);
}
