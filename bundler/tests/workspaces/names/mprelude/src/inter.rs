pub fn twice(n: u32) -> u32 {
    2 * n
}
