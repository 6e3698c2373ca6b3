//! Digits of numbers.

/// The decimal digits of `n`, most significant first.
pub fn digits(mut n: u64) -> Vec<u8> {
    let mut d = vec![(n % 10) as u8];
    n /= 10;
    while n > 0 {
        d.push((n % 10) as u8);
        n /= 10;
    }
    d.reverse();
    d
}

/// The number with `n`'s digits in reverse order.
pub fn reversed(n: u64) -> u64 {
    digits(n).iter().rev().fold(0, |r, &d| r * 10 + d as u64)
}

/// Whether `n` reads the same both ways; no example uses it.
pub fn is_palindrome(n: u64) -> bool {
    reversed(n) == n
}
