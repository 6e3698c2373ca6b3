pub const V1: &[(char, char)] = &[('a', 'm')];
pub const V2: &[(char, char)] = &[('n', 'z'), ('0', '9')];
