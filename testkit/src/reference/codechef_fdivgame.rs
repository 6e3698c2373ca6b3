//! codechef_fdivgame Floor Division Game: a move replaces one number by floor(A / d), d in
//! 2..=6 (0 is erased); the last mover wins; Henry first. T tests "N, A_1 .. A_N"; print
//! `Henry` or `Derek`.
//!
//! Method: Sprague-Grundy with each number's value from the definition, mex over the five
//! moves, memoised on the values reached (numbers of the form A / (2^a 3^b 5^c), a few thousand
//! even for A near 10^18). The unit tests check the XOR against a search of the game on every
//! pair of numbers <= 40.

use super::per_test;
use std::collections::HashMap;

pub fn solve(input: &str) -> String {
    let mut memo: HashMap<u64, u64> = HashMap::new();
    per_test(input, |t| {
        let n = t.usize();
        let x = (0..n).fold(0, |x, _| {
            let a = t.u64();
            x ^ grundy(a, &mut memo)
        });
        if x != 0 { "Henry" } else { "Derek" }.to_string()
    })
}

fn grundy(a: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if a == 0 {
        return 0;
    }
    if let Some(&g) = memo.get(&a) {
        return g;
    }
    let mut options = [0u64; 5];
    for d in 2..=6 {
        options[d as usize - 2] = grundy(a / d, memo);
    }
    let g = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(a, g);
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("codechef_fdivgame");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn pairs_agree_with_search() {
        let mut wins = vec![vec![false; 41]; 41];
        for a in 0..=40usize {
            for b in 0..=40usize {
                let from_a = a > 0 && (2..=6).any(|d| !wins[a / d][b]);
                let from_b = b > 0 && (2..=6).any(|d| !wins[a][b / d]);
                wins[a][b] = from_a || from_b;
            }
        }
        for a in 1..=40u64 {
            for b in 1..=40u64 {
                let expected = if wins[a as usize][b as usize] { "Henry\n" } else { "Derek\n" };
                assert_eq!(solve(&format!("1\n2\n{a} {b}\n")), expected, "{a} {b}");
            }
        }
    }
}
