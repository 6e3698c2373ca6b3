pub const VALUES: [u32; 3] = [3, 1, 4];
