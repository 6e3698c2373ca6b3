//! hdu1847 Good Luck in CET-4 Everybody!: one pile of n, a move takes a power of two, taking the
//! last card wins; Kiki first. One n per line until end of file.
//!
//! Large method: the mover loses iff 3 divides n. Checked against a direct search over every
//! power-of-two move for all n <= 2000.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(n) = t.try_u64() {
        out.push_str(if n % 3 != 0 { "Kiki\n" } else { "Cici\n" });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1847");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        let mut w = vec![false; 2001];
        for n in 1..=2000usize {
            w[n] = (0..12)
                .map(|j| 1usize << j)
                .filter(|&t| t <= n)
                .any(|t| !w[n - t]);
            let want = if w[n] { "Kiki\n" } else { "Cici\n" };
            assert_eq!(solve(&n.to_string()), want, "{n}");
        }
    }
}
