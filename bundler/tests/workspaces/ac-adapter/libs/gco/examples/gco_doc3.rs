fn main() {
    use gco::Gco;
    let mut gco = gco::Gco::new(2);
    gco.binary([0, 1], [[0, 10], [0, 0]]); // Costs 10 when x0 = 0, x1 = 1
}
