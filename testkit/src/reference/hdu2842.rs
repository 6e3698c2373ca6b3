//! hdu2842 Chinese Rings: the least moves that take N rings off, modulo 200907.
//!
//! Method: the statement's recurrence f(n) = f(n-1) + 2 f(n-2) + 1 as a 3x3 matrix acting on
//! (f(n), f(n-1), 1), raised to the power n - 2 by squaring modulo 200907. Checked against
//! a breadth-first search of the real puzzle for n <= 14 and against the plain recurrence
//! loop for n <= 20000.

use super::Tok;

pub const MODULUS: u64 = 200_907;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(n) = t.try_u64() {
        if n == 0 {
            break;
        }
        out.push_str(&format!("{}\n", moves_mod(n, MODULUS)));
    }
    out
}

type Matrix = [[u64; 3]; 3];

fn multiply(a: &Matrix, b: &Matrix, m: u64) -> Matrix {
    let mut c = [[0u64; 3]; 3];
    for i in 0..3 {
        for j in 0..3 {
            c[i][j] = (0..3).map(|k| a[i][k] as u128 * b[k][j] as u128 % m as u128).sum::<u128>() as u64 % m;
        }
    }
    c
}

/// f(n) mod m for n >= 1 (f(1) = 1, f(2) = 2).
pub fn moves_mod(n: u64, m: u64) -> u64 {
    if n <= 2 {
        return n % m;
    }
    let step: Matrix = [[1, 2, 1], [1, 0, 0], [0, 0, 1]];
    let mut power: Matrix = [[1 % m, 0, 0], [0, 1 % m, 0], [0, 0, 1 % m]];
    let mut base = step;
    let mut e = n - 2;
    while e > 0 {
        if e & 1 == 1 {
            power = multiply(&power, &base, m);
        }
        base = multiply(&base, &base, m);
        e >>= 1;
    }
    // (f(n), f(n-1), 1) = power * (f(2), f(1), 1)
    (power[0][0] as u128 * 2 + power[0][1] as u128 + power[0][2] as u128) as u64 % m
}

#[cfg(test)]
mod tests {
    use super::super::puzzle_search::{distances, rings_next};
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu2842");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn search_and_recurrence_agree() {
        for n in 1..=14usize {
            let d = distances(1 << n, (1 << n) - 1, |s| rings_next(s, n));
            assert_eq!(moves_mod(n as u64, u64::MAX), d[0], "n {n}");
            assert_eq!(moves_mod(n as u64, MODULUS), d[0] % MODULUS, "n {n}");
        }
        let (mut a, mut b) = (1u64, 2u64); // f(n-1), f(n)
        for n in 3..=20_000u64 {
            (a, b) = (b, (b + 2 * a + 1) % MODULUS);
            assert_eq!(moves_mod(n, MODULUS), b, "n {n}");
        }
    }
}
