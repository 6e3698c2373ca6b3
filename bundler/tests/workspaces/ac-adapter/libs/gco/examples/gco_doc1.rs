fn main() {
    use gco::Gco;

    let mut gco = gco::Gco::new(2);
    gco.unary(0, [10, 20]);
    gco.unary(1, [40, 10]);
    gco.binary([0, 1], [[0, 99], [99, 0]]);

    let result = gco.solve();
    assert_eq!(result.value, 30);
    assert_eq!(&result.args, &[true, true]);
}
