fn main() {
    use rand_range::RngRange;
    use rand::{Rng, SeedableRng, rngs::StdRng};

    let mut rng = StdRng::seed_from_u64(42);
    let [a, b, c] = rng.gen_range_many(0..=10);
    assert!(0 <= a && a <= b && b <= c && c <= 10);
}
