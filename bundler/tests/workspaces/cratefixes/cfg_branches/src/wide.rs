pub const BITS: u32 = 64;
pub const MASK: u128 = (1u128 << BITS) - 1;
