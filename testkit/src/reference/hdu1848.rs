//! hdu1848 Fibonacci again and again: three piles, a move takes a Fibonacci number (1, 2, 3, 5,
//! ...) from one pile; lines "m n p" until "0 0 0"; print `Fibo` when the first player wins.
//!
//! Method: Grundy values of one pile by the mex over every Fibonacci move (piles <= 1000), XOR of
//! the three. Checked against a direct win/lose search of the three-pile game for all piles <= 12.

use super::Tok;

pub fn solve(input: &str) -> String {
    let g = grundy(1000);
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(m) = t.try_u64() {
        let (n, p) = (t.u64(), t.u64());
        if m == 0 && n == 0 && p == 0 {
            break;
        }
        let x = g[m as usize] ^ g[n as usize] ^ g[p as usize];
        out.push_str(if x != 0 { "Fibo\n" } else { "Nacci\n" });
    }
    out
}

fn fibonacci_moves(limit: usize) -> Vec<usize> {
    let mut f = vec![1, 2];
    while f[f.len() - 1] + f[f.len() - 2] <= limit {
        f.push(f[f.len() - 1] + f[f.len() - 2]);
    }
    f
}

/// g[0..=limit] by the mex over the moves.
pub fn grundy(limit: usize) -> Vec<u32> {
    let moves = fibonacci_moves(limit);
    let mut g = vec![0u32; limit + 1];
    for n in 1..=limit {
        let seen: Vec<u32> = moves
            .iter()
            .filter(|&&s| s <= n)
            .map(|&s| g[n - s])
            .collect();
        g[n] = (0..).find(|v| !seen.contains(v)).unwrap();
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1848");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        const N: usize = 13;
        let moves = fibonacci_moves(N);
        let mut w = vec![false; N * N * N];
        let idx = |a: usize, b: usize, c: usize| (a * N + b) * N + c;
        for a in 0..N {
            for b in 0..N {
                for c in 0..N {
                    let mut win = false;
                    for &s in &moves {
                        win |= s <= a && !w[idx(a - s, b, c)];
                        win |= s <= b && !w[idx(a, b - s, c)];
                        win |= s <= c && !w[idx(a, b, c - s)];
                    }
                    w[idx(a, b, c)] = win;
                    if a + b + c > 0 {
                        let want = if win { "Fibo\n" } else { "Nacci\n" };
                        assert_eq!(
                            solve(&format!("{a} {b} {c}\n0 0 0\n")),
                            want,
                            "({a},{b},{c})"
                        );
                    }
                }
            }
        }
    }
}
