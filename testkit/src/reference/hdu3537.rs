//! hdu3537 Daizhenyang's Coin (Mock Turtles): cases until end of file, each n then n positions
//! of heads (0-based; repeats are one head). A move turns over 1, 2 or 3 coins, the rightmost
//! from heads to tails. Print `Yes` when the first player loses, else `No`.
//!
//! Method: a head at position k is worth the k-th odious number (odd count of 1 bits, counted
//! from 0: 1, 2, 4, 7, 8, ...; Winning Ways, ch. 14): of 2k and 2k + 1 exactly one is odious,
//! and it is that one. The position is lost iff the XOR over distinct heads is 0. Checked
//! against a direct win/lose search of the game on every row of up to 10 coins.

use super::Tok;

fn odious(k: u64) -> u64 {
    if (2 * k).count_ones() % 2 == 1 {
        2 * k
    } else {
        2 * k + 1
    }
}

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(n) = t.try_u64() {
        let mut heads: Vec<u64> = (0..n).map(|_| t.u64()).collect();
        heads.sort();
        heads.dedup();
        let value = heads.iter().fold(0, |a, &k| a ^ odious(k));
        out.push_str(if value == 0 { "Yes\n" } else { "No\n" });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu3537");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn odious_rule_matches_game_search() {
        for len in 1..=10usize {
            // win[mask]: the mover wins; every move lowers the mask.
            let mut win = vec![false; 1 << len];
            for mask in 1..(1usize << len) {
                let mut any = false;
                for r in (0..len).filter(|r| mask >> r & 1 == 1) {
                    let base = mask ^ (1 << r);
                    any |= !win[base];
                    for i in 0..r {
                        any |= !win[base ^ (1 << i)];
                        for j in 0..i {
                            any |= !win[base ^ (1 << i) ^ (1 << j)];
                        }
                    }
                }
                win[mask] = any;
            }
            for mask in 0..(1usize << len) {
                let heads: Vec<String> = (0..len).filter(|i| mask >> i & 1 == 1).map(|i| i.to_string()).collect();
                // Each head listed twice: repeats must not cancel.
                let input = format!("{} {} {}", 2 * heads.len(), heads.join(" "), heads.join(" "));
                let want = if win[mask] { "No\n" } else { "Yes\n" };
                assert_eq!(solve(&input), want, "{len} coins, heads {mask:b}");
            }
        }
    }
}
