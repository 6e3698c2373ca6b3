pub const BITS: u32 = 16;
pub const MASK: u128 = (1u128 << BITS) - 1;
