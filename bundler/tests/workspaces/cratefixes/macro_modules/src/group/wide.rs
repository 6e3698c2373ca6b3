pub const BITS: u32 = 64;
