//! acl_modint Ballot paths: per query "n m", the lattice paths (0, 0) -> (n, m) by unit steps
//! right and up that never go above y = x, mod 998244353.
//!
//! Method: (n - m + 1) / (n + 1) * C(n + m, m) (the ballot theorem), from factorials in plain
//! u64 arithmetic mod p with inverses by Fermat's little theorem (own power function). Checked
//! against a direct count of the paths over the grid (the number of ways to reach each cell from
//! the cells left of and below it, cells above the diagonal excluded) for all n, m <= 80.

use super::Tok;

pub const MODULUS: u64 = 998_244_353;

fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    base %= MODULUS;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = result * base % MODULUS;
        }
        base = base * base % MODULUS;
        exponent >>= 1;
    }
    result
}

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let tests = t.usize();
    let queries: Vec<(u64, u64)> = (0..tests).map(|_| (t.u64(), t.u64())).collect();
    let top = queries.iter().map(|&(n, m)| n + m).max().unwrap_or(0) as usize;
    let mut factorial = vec![1u64; top + 1];
    for i in 1..=top {
        factorial[i] = factorial[i - 1] * i as u64 % MODULUS;
    }
    let mut out = String::new();
    for (n, m) in queries {
        assert!(m <= n, "acl_modint: m > n");
        let ways = factorial[(n + m) as usize] * power(factorial[n as usize] * factorial[m as usize], MODULUS - 2)
            % MODULUS;
        let ballot = (n - m + 1) % MODULUS * power(n + 1, MODULUS - 2) % MODULUS;
        out.push_str(&(ways * ballot % MODULUS).to_string());
        out.push('\n');
    }
    out
}

/// paths[n][m] for n, m <= limit, counted cell by cell (0 above the diagonal), mod p.
pub fn brute(limit: usize) -> Vec<Vec<u64>> {
    let mut paths = vec![vec![0u64; limit + 1]; limit + 1];
    paths[0][0] = 1;
    for x in 0..=limit {
        for y in 0..=x {
            if x + y == 0 {
                continue;
            }
            let from_left = if x > 0 { paths[x - 1][y] } else { 0 };
            let from_below = if y > 0 { paths[x][y - 1] } else { 0 };
            paths[x][y] = (from_left + from_below) % MODULUS;
        }
    }
    paths
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("acl_modint");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn agrees_with_counting_paths() {
        let limit = 80;
        let paths = brute(limit);
        let mut input = String::new();
        let mut expected = String::new();
        let mut count = 0;
        for n in 0..=limit {
            for m in 0..=n {
                input.push_str(&format!("{n} {m}\n"));
                expected.push_str(&format!("{}\n", paths[n][m]));
                count += 1;
            }
        }
        assert_eq!(solve(&format!("{count}\n{input}")), expected);
        // Catalan numbers on the diagonal; C(160, 80) / 81 exceeds p, so the reduction is tested.
        assert_eq!(paths[4][4], 14);
        assert!(paths[80][80] < MODULUS);
    }
}
