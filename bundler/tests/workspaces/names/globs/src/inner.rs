pub struct Thing;

impl Thing {
    pub fn value() -> u32 {
        1
    }
}
