#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bits(pub u32);
