//! jump, the Jump Game of seed 001 ("Co day"). Rule source: problems.md: cells 1..N, piece on x,
//! push t in 1..=M with x + t <= N and t != previous push y (y = 0: no restriction).
//! Values follow seed 001's min-max rule exactly as in tab.rs (fastest win, slowest loss, both
//! players' moves counted, no move = lose in 0).
//!
//! Method (differs from the seed's O(N*M^2) table): for each cell keep only the best and the
//! second-best successor under the order "losing successor before winning one, then larger
//! value" (the two fastest/slowest choices), so every previous push is answered in O(1):
//! O(N*M) time, O(M^2) memory (a ring of the last M+1 cells).
//! Checked against tab::table for every y >= 1 on all boards N <= 60, M <= 12, some up to
//! 200 x 50 and a 3000-cell strip with M = 50; and against a plain memoised recursion on
//! (cell, previous push) for N <= 40,
//! M <= 8, every y in 0..=M; the book example (12 cells, M = 4, 6 to go, y = 0) gives 3.

use super::per_test;

pub fn solve(input: &str) -> String {
    per_test(input, |t| {
        let (n, m, x, y) = (t.usize(), t.usize(), t.usize(), t.usize());
        value(n, m, x, y).max(0).to_string()
    })
}

/// key for "better successor for the mover": losing successors first, then the larger value.
fn key(v: i64) -> (bool, i64) {
    (v <= 0, v)
}

/// mover's value given the chosen successor value (None: no legal move)
fn from_succ(best: Option<i64>) -> i64 {
    match best {
        None => 0,
        Some(v) if v <= 0 => 1 - v,
        Some(v) => -(v + 1),
    }
}

/// Signed seed value of (cell x, previous push y) on a strip of n cells with pushes 1..=m:
/// > 0 win in v moves, <= 0 loss in -v moves.
pub fn value(n: usize, m: usize, x: usize, y: usize) -> i64 {
    assert!(1 <= x && x <= n && y <= m, "jump: bad position");
    // ring[c % (m+1)][p] = value of cell c with previous push p, for c in (cur, cur+m]
    let w = m + 1;
    let mut ring = vec![vec![0i64; w]; w];
    let mut cur = n;
    loop {
        // compute cell `cur`
        let mut best: Option<(i64, usize)> = None;
        let mut second: Option<i64> = None;
        for t in 1..=m {
            if cur + t > n {
                break;
            }
            let v = ring[(cur + t) % w][t];
            match best {
                Some((bv, _)) if key(v) <= key(bv) => {
                    if second.is_none_or(|sv| key(v) > key(sv)) {
                        second = Some(v);
                    }
                }
                _ => {
                    second = best.map(|(bv, _)| bv);
                    best = Some((v, t));
                }
            }
        }
        let row = &mut ring[cur % w];
        for p in 0..=m {
            let choice = match best {
                Some((_, bt)) if bt == p => second,
                b => b.map(|(bv, _)| bv),
            };
            row[p] = from_succ(choice);
        }
        if cur == x {
            return ring[x % w][y];
        }
        cur -= 1;
    }
}

/// Plain memoised recursion on (cell, previous push).
pub fn brute(n: usize, m: usize, x: usize, y: usize) -> i64 {
    fn go(n: usize, m: usize, x: usize, y: usize, memo: &mut Vec<Vec<Option<i64>>>) -> i64 {
        if let Some(v) = memo[x][y] {
            return v;
        }
        let mut wins = Vec::new();
        let mut losses = Vec::new();
        for t in 1..=m {
            if t != y && x + t <= n {
                let v = go(n, m, x + t, t, memo);
                if v <= 0 {
                    wins.push(1 - v); // opponent loses in -v, we win one move earlier
                } else {
                    losses.push(v + 1);
                }
            }
        }
        let r = if let Some(&w) = wins.iter().min() {
            w
        } else if let Some(&l) = losses.iter().max() {
            -l
        } else {
            0
        };
        memo[x][y] = Some(r);
        r
    }
    let mut memo = vec![vec![None; m + 1]; n + 1];
    go(n, m, x, y, &mut memo)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn sample() {
        let (i, o) = super::super::sample("jump");
        assert_eq!(solve(&i), o);
        assert_eq!(value(12, 4, 6, 0), 3);
    }
    #[test]
    fn agrees_with_seed_table() {
        for n in 1..=60 {
            for m in 1..=12 {
                let a = super::super::tab::table(n, m);
                for x in 1..=n {
                    for y in 1..=m {
                        // With M = 1 there is no move anywhere; the seed's program then stores
                        // -1 ("lose in 1") for rows <= N-2 instead of 0. Never referenced, and
                        // printed as 0 either way, so compare the printed value there.
                        let seed = if m == 1 { a[x][y].max(0) } else { a[x][y] };
                        assert_eq!(value(n, m, x, y), seed as i64, "N={n} M={m} x={x} y={y}");
                    }
                }
            }
        }
        for (n, m) in [(200, 50), (200, 7), (137, 33)] {
            let a = super::super::tab::table(n, m);
            for x in (1..=n).step_by(7) {
                for y in 1..=m {
                    assert_eq!(value(n, m, x, y), a[x][y] as i64, "N={n} M={m} x={x} y={y}");
                }
            }
        }
    }
    #[test]
    fn agrees_with_seed_table_long_strip() {
        // the seed's table works for any N; check the O(N*M) method far beyond N = 200
        let (n, m) = (3000, 50);
        let a = super::super::tab::table(n, m);
        for x in [1, 2, 3, 17, 1000, 2999] {
            for y in [1, 2, 25, 49, 50] {
                assert_eq!(value(n, m, x, y), a[x][y] as i64, "x={x} y={y}");
            }
        }
    }
    #[test]
    fn agrees_with_brute() {
        for n in 1..=40 {
            for m in 1..=8 {
                for x in 1..=n {
                    for y in 0..=m {
                        let b = brute(n, m, x, y);
                        // tab/seed convention: a losing value is reported as 0
                        assert_eq!(value(n, m, x, y), b, "N={n} M={m} x={x} y={y}");
                    }
                }
            }
        }
    }
}
