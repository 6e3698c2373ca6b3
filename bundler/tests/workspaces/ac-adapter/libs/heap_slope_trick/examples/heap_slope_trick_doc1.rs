fn main() {
    use heap_slope_trick::HeapSlopeTrick;
    // f(x) = 0
    let mut slope = HeapSlopeTrick::new();

    // f(x) <- f(x) + |x - 2|
    slope.add_abs(2);
    assert_eq!(slope.eval(0), 2);
    assert_eq!(slope.eval(1), 1);
    assert_eq!(slope.eval(2), 0);
    assert_eq!(slope.eval(3), 1);

    // f(x) <- min(f(x-2), f(x-1), f(x))
    slope.sliding_window_minimum(0, 2);
    assert_eq!(slope.eval(0), 2);
    assert_eq!(slope.eval(1), 1);
    assert_eq!(slope.eval(2), 0);
    assert_eq!(slope.eval(3), 0);
    assert_eq!(slope.eval(4), 0);
    assert_eq!(slope.eval(5), 1);
}
