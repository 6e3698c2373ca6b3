pub fn lanes() -> u32 {
    4
}
