//! hdu1536 S-Nim: tests "k s1 .. sk", m, then m positions "l h1 .. hl", until a line "0". A move
//! removes some s_i from one heap. One line per test: W or L per position.
//!
//! Method: Grundy values of one heap by the mex over the allowed removals, up to the largest
//! heap of the test; XOR over the heaps. Checked against a direct win/lose search of two-heap
//! and three-heap positions (heaps <= 15) for several sets.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let mut out = String::new();
    while let Some(k) = t.try_u64() {
        if k == 0 {
            break;
        }
        let set: Vec<usize> = (0..k).map(|_| t.usize()).collect();
        let m = t.usize();
        let positions: Vec<Vec<usize>> = (0..m)
            .map(|_| {
                let l = t.usize();
                (0..l).map(|_| t.usize()).collect()
            })
            .collect();
        let top = positions.iter().flatten().copied().max().unwrap_or(0);
        let g = grundy(&set, top);
        for p in &positions {
            let x = p.iter().fold(0, |x, &h| x ^ g[h]);
            out.push(if x != 0 { 'W' } else { 'L' });
        }
        out.push('\n');
    }
    out
}

/// g[0..=limit] for removal set `set`.
pub fn grundy(set: &[usize], limit: usize) -> Vec<u32> {
    let mut g = vec![0u32; limit + 1];
    for n in 1..=limit {
        let seen: Vec<u32> = set.iter().filter(|&&s| s <= n).map(|&s| g[n - s]).collect();
        g[n] = (0..).find(|v| !seen.contains(v)).unwrap();
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu1536");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn brute_agrees() {
        const N: usize = 16;
        for set in [
            vec![2, 5],
            vec![1, 3, 4],
            vec![2, 3],
            vec![3, 7, 8],
            vec![1],
            vec![4, 4, 9],
        ] {
            let mut w = vec![false; N * N * N];
            let idx = |a: usize, b: usize, c: usize| (a * N + b) * N + c;
            for a in 0..N {
                for b in 0..N {
                    for c in 0..N {
                        let mut win = false;
                        for &s in &set {
                            win |= s <= a && !w[idx(a - s, b, c)];
                            win |= s <= b && !w[idx(a, b - s, c)];
                            win |= s <= c && !w[idx(a, b, c - s)];
                        }
                        w[idx(a, b, c)] = win;
                    }
                }
            }
            let head = format!(
                "{} {}",
                set.len(),
                set.iter()
                    .map(|s| s.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            );
            let mut input = format!("{head}\n{}\n", 2 * N * N);
            let mut want = String::new();
            for a in 0..N {
                for b in 0..N {
                    input.push_str(&format!("2 {a} {b}\n3 {a} {b} {}\n", (a + b) % N));
                    want.push(if w[idx(a, b, 0)] { 'W' } else { 'L' });
                    want.push(if w[idx(a, b, (a + b) % N)] { 'W' } else { 'L' });
                }
            }
            input.push_str("0\n");
            assert_eq!(solve(&input), want + "\n", "{set:?}");
        }
    }
}
