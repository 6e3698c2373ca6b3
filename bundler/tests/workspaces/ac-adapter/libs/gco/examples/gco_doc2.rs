fn main() {
    use gco::Gco;
    let mut gco = gco::Gco::new(2);
    gco.unary(0, [0, 10]);
    gco.unary(1, [-40, 0]);
}
