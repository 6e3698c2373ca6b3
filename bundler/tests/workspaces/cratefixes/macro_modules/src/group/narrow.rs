pub const BITS: u32 = 32;
