fn main() {
    use bsgs::Bsgs;

    // ℤ / 10 ℤ の乗法群は、巡回群 { 1, 3, 9, 7 }
    let bsgs = Bsgs::new(3, 4, |x, y| x * y % 10, |x| x * x * x % 10, || 1);

    assert_eq!(bsgs.log(1), Some(0));
    assert_eq!(bsgs.log(3), Some(1));
    assert_eq!(bsgs.log(9), Some(2));
    assert_eq!(bsgs.log(7), Some(3));

    // 存在しないものを指定すると、None です。
    assert_eq!(bsgs.log(0), None);
    assert_eq!(bsgs.log(2), None);

    // 原子根でない場合も、位数さえちゃんとしていればうごきます。
    let bsgs = Bsgs::new(9, 2, |x, y| x * y % 10, |x| x * x * x % 10, || 1);
    assert_eq!(bsgs.log(1), Some(0));
    assert_eq!(bsgs.log(9), Some(1));

    assert_eq!(bsgs.log(0), None);
    assert_eq!(bsgs.log(2), None);
    assert_eq!(bsgs.log(3), None);
    assert_eq!(bsgs.log(7), None);
}
