/// Greatest common divisor (Euclid).
pub fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Least common multiple; nothing in the solver uses it, so the bundle leaves it out.
pub fn lcm(a: u64, b: u64) -> u64 {
    a / gcd(a, b) * b
}
