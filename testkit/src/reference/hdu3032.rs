//! hdu3032 Lasker's Nim. Rule source: problems.md (remove any positive amount from one heap, or
//! split one heap into two non-empty heaps; taking the last object wins).
//!
//! Large method: Grundy value by residue mod 4 (1,2 -> s; 3 -> s+1; 0 -> s-1), XOR of heaps.
//! Checked against a mex table over all removals and splits for s <= 300.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let cases = t.u64();
    let mut out = String::new();
    for _ in 0..cases {
        let n = t.u64();
        let mut x = 0u64;
        for _ in 0..n {
            x ^= grundy(t.u64());
        }
        out.push_str(if x != 0 { "Alice\n" } else { "Bob\n" });
    }
    out
}

pub fn grundy(s: u64) -> u64 {
    match s % 4 {
        0 if s > 0 => s - 1,
        3 => s + 1,
        _ => s,
    }
}

/// mex table by direct enumeration of both kinds of move.
pub fn brute(limit: usize) -> Vec<u64> {
    let mut g = vec![0u64; limit + 1];
    for s in 1..=limit {
        let mut seen = vec![false; 2 * limit + 4];
        for r in 0..s {
            seen[g[r] as usize] = true;
        }
        for a in 1..s {
            seen[(g[a] ^ g[s - a]) as usize] = true;
        }
        g[s] = seen.iter().position(|&b| !b).unwrap() as u64;
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu3032");
        assert_eq!(solve(&i), o);
    }
    #[test]
    fn brute_agrees() {
        let g = brute(300);
        for s in 0..=300 {
            assert_eq!(g[s], grundy(s as u64), "s={s}");
        }
    }
}
