//! cses2207 Grundy's Game: one heap of n; a move splits a heap into two non-empty heaps of
//! different sizes; the last mover wins. Print `first` or `second` per test.
//!
//! Method: the Grundy values from the definition (every split) up to
//! min(max n of the input, 2000); above 2000 the heap is a first-player win by the computed
//! fact that no losing heap lies above 1222 (A. Flammenkamp's tables of Grundy's game, linked
//! from OEIS A002188; not a theorem). The unit test recomputes up to 3000 to check that the
//! last loss below it is 1222.

use super::Tok;

const EXACT_UP_TO: usize = 2000;

fn values(limit: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(limit + 1);
    // Grundy values up to a few thousand stay below 256 (OEIS A002188); `seen` grows if not.
    let mut seen = vec![false; 256];
    for n in 0..=limit {
        seen.iter_mut().for_each(|s| *s = false);
        for a in (1..n).filter(|&a| a < n - a) {
            let v = (g[a] ^ g[n - a]) as usize;
            if v >= seen.len() {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        }
        g.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32);
    }
    g
}

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let count = t.usize();
    let ns: Vec<usize> = (0..count).map(|_| t.usize()).collect();
    let top = ns.iter().copied().max().unwrap_or(0).min(EXACT_UP_TO);
    let g = values(top);
    let mut out = String::new();
    for n in ns {
        let first = n > EXACT_UP_TO || g[n] != 0;
        out.push_str(if first { "first\n" } else { "second\n" });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("cses2207");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn last_loss_below_3000_is_1222() {
        let g = values(3000);
        let last = (0..=3000).rev().find(|&n| g[n] == 0);
        assert_eq!(last, Some(1222));
        // OEIS A002188 begins 0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0.
        assert_eq!(&g[..21], &[0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]);
    }
}
