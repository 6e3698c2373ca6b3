//! hdu1517 A Multiplication Game: p starts at 1, players multiply it by 2..9, whoever first makes
//! p >= n wins; Stan first. One n per line until end of file.
//!
//! Method: the first player wins iff n lies in one of the intervals (1, 9], (18, 162],
//! (324, 2916], ..., i.e. 18^k < n <= 9 * 18^k for some k >= 0 (powers in u128). Checked against
//! a memoised search of the real game (every p < n, every factor) for all n <= 3000, and of the
//! game on the missing factor ceil(n / p) near every interval end below 2^32.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(n) = t.try_u64() {
        out.push_str(if stan_wins(n) {
            "Stan wins.\n"
        } else {
            "Ollie wins.\n"
        });
    }
    out
}

pub fn stan_wins(n: u64) -> bool {
    assert!(n >= 2, "n must be at least 2");
    let n = n as u128;
    let mut power = 1u128; // 18^k
    loop {
        if n <= 9 * power {
            return n > power;
        }
        if n <= 18 * power {
            return false;
        }
        power *= 18;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The real game for target n: win[p] for 1 <= p < n.
    fn by_search(n: usize) -> bool {
        let mut win = vec![false; n];
        for p in (1..n).rev() {
            win[p] = (2..=9).any(|k| p * k >= n || !win[p * k]);
        }
        win[1]
    }

    /// The game on the missing factor m = ceil(n / p): m <= 1 means the target was reached.
    fn by_missing(m: u64, memo: &mut HashMap<u64, bool>) -> bool {
        if m <= 1 {
            return false;
        }
        if let Some(&w) = memo.get(&m) {
            return w;
        }
        let w = (2..=9u64).any(|k| !by_missing(m.div_ceil(k), memo));
        memo.insert(m, w);
        w
    }

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1517");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        for n in 2..=3000usize {
            assert_eq!(stan_wins(n as u64), by_search(n), "{n}");
        }
        let mut memo = HashMap::new();
        let mut power = 1u64;
        while power * 18 < 1 << 32 {
            for end in [9 * power, 18 * power] {
                for n in end - 2..=end + 2 {
                    assert_eq!(stan_wins(n), by_missing(n, &mut memo), "{n}");
                }
            }
            power *= 18;
        }
        assert_eq!(
            stan_wins((1 << 32) - 1),
            by_missing((1 << 32) - 1, &mut memo)
        );
    }
}
