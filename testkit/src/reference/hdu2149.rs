//! hdu2149 Public Sale: the price starts at 0, players alternately raise it by 1..N, whoever
//! makes it reach at least M wins; lines "M N" until end of file. Print every winning first bid
//! in increasing order, or `none`.
//!
//! Method: a first bid k wins iff it reaches M at once (k >= M), or it leaves M - k, a multiple
//! of N + 1 (the opponent then always faces a multiple of N + 1 and can never reach M first).
//! Each k in 1..=N is tested. Checked against a direct search over every bid for all M <= 200,
//! N <= 40.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(m) = t.try_u64() {
        let n = t.u64();
        let bids = winning_bids(m, n);
        if bids.is_empty() {
            out.push_str("none\n");
        } else {
            let words: Vec<String> = bids.iter().map(|b| b.to_string()).collect();
            out.push_str(&words.join(" "));
            out.push('\n');
        }
    }
    out
}

pub fn winning_bids(m: u64, n: u64) -> Vec<u64> {
    (1..=n)
        .filter(|&k| k >= m || (m - k) % (n + 1) == 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu2149");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        for n in 1..=40usize {
            // win[p] for the price p < m, by direct search from the top
            for m in 1..=200usize {
                let mut win = vec![false; m];
                for p in (0..m).rev() {
                    win[p] = (1..=n).any(|k| p + k >= m || !win[p + k]);
                }
                let want: Vec<u64> = (1..=n)
                    .filter(|&k| k >= m || !win[k])
                    .map(|k| k as u64)
                    .collect();
                assert_eq!(winning_bids(m as u64, n as u64), want, "M={m} N={n}");
            }
        }
    }
}
