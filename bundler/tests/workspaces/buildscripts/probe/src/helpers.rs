/// Reached only through the generated `facade` module.
pub fn doubled(x: u64) -> u64 {
    2 * x
}
