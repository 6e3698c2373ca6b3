//! kattis_cuttingbrownies Cutting Brownies: N lines "B D S"; Harry cuts across (splits the
//! depth D), Vicky along (splits the breadth B); S starts; a player with no cut loses. Print
//! "S can win" or "S cannot win".
//!
//! Method: Cutcake is a partizan game, so Sprague-Grundy does not apply; its positions are
//! numbers (Winning Ways, vol. 1). The value of each B x D is the simplest number between
//! Harry's best option and Vicky's best option (each the sum of the two pieces), which here is
//! always an integer (checked in the tests with exact fractions up to 12 x 12); a table of
//! integers covers sides up to 64, and larger pieces use Winning Ways' halving description of
//! the values, checked against the table. Positive: Harry wins whoever starts;
//! negative: Vicky; 0: the starter loses. The unit tests also check the outcomes against a
//! search of the real game (both starters) on every piece up to 4 x 4.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let n = t.usize();
    let cases: Vec<(usize, usize, String)> = (0..n).map(|_| (t.usize(), t.usize(), t.word().to_string())).collect();
    static SMALL: std::sync::OnceLock<Vec<Vec<i64>>> = std::sync::OnceLock::new();
    let small = SMALL.get_or_init(|| table(SEARCHED, SEARCHED));
    let mut out = String::new();
    for (b, d, s) in cases {
        let value = if b <= SEARCHED && d <= SEARCHED { small[b][d] } else { halving_rule(b, d) };
        let wins = if s == "Harry" { value > 0 } else { value < 0 };
        out.push_str(&format!("{} {} win\n", s, if wins { "can" } else { "cannot" }));
    }
    out
}

/// Sides up to this are solved by the table; larger ones by [`halving_rule`].
const SEARCHED: usize = 64;

/// Winning Ways' description of Cutcake's values: the player with the longer side (the one his
/// cuts split) has as many spare moves as the pieces he can make, in units of the largest power
/// of two that fits in the other side, less one. Checked against the table up to 64 x 64.
fn halving_rule(b: usize, d: usize) -> i64 {
    let unit = |other: usize| {
        let mut p = 1;
        while p * 2 <= other {
            p *= 2;
        }
        p
    };
    if d >= b {
        (d / unit(b)) as i64 - 1
    } else {
        -((b / unit(d)) as i64 - 1)
    }
}

/// The simplest integer strictly between lo and hi (None: unbounded).
fn simplest_integer(lo: Option<i64>, hi: Option<i64>) -> i64 {
    match (lo, hi) {
        (Some(l), _) if l >= 0 => l + 1,
        (_, Some(h)) if h <= 0 => h - 1,
        _ => 0,
    }
}

/// value[b][d] with Harry as Left.
fn table(max_b: usize, max_d: usize) -> Vec<Vec<i64>> {
    let mut v = vec![vec![0i64; max_d + 1]; max_b + 1];
    for b in 1..=max_b {
        for d in 1..=max_d {
            let harry = (1..=d / 2).map(|c| v[b][c] + v[b][d - c]).max();
            let vicky = (1..=b / 2).map(|c| v[c][d] + v[b - c][d]).min();
            if let (Some(l), Some(r)) = (harry, vicky) {
                // An integer strictly between needs l + 1 < r or the range to hold one.
                assert!(l < r, "{b} x {d}: not a number");
            }
            v[b][d] = simplest_integer(harry, vicky);
            if let (Some(l), Some(r)) = (harry, vicky) {
                assert!(l < v[b][d] && v[b][d] < r, "{b} x {d}: no integer between {l} and {r}");
            }
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("kattis_cuttingbrownies");
        assert_eq!(solve(&i), o);
    }

    /// Exact fractions (num, den) with the simplicity rule on dyadics, to show that the values
    /// are integers.
    #[test]
    fn values_are_integers() {
        // Dyadics as num / 2^20.
        const ONE: i64 = 1 << 20;
        let simplest = |lo: Option<i64>, hi: Option<i64>| -> i64 {
            let fits = |x: i64| lo.map_or(true, |l| l < x) && hi.map_or(true, |h| x < h);
            if fits(0) {
                return 0;
            }
            for step in (0..=20).rev().map(|k| 1i64 << k) {
                // The candidate of least |x| on the grid of `step`, on the side of the range.
                let mut best: Option<i64> = None;
                let (from, to) = (lo.unwrap_or_else(|| hi.unwrap() - 64 * ONE), hi.unwrap_or_else(|| lo.unwrap() + 64 * ONE));
                let mut x = (from.div_euclid(step) + 1) * step;
                while x < to {
                    if fits(x) && best.map_or(true, |b: i64| x.abs() < b.abs()) {
                        best = Some(x);
                    }
                    x += step;
                }
                if let Some(b) = best {
                    return b;
                }
            }
            panic!("no dyadic with denominator <= 2^20 fits");
        };
        let n = 12;
        let mut v = vec![vec![0i64; n + 1]; n + 1];
        let ints = table(n, n);
        for b in 1..=n {
            for d in 1..=n {
                let harry = (1..d).map(|c| v[b][c] + v[b][d - c]).max();
                let vicky = (1..b).map(|c| v[c][d] + v[b - c][d]).min();
                v[b][d] = simplest(harry, vicky);
                assert_eq!(v[b][d], ints[b][d] * ONE, "{b} x {d}");
            }
        }
    }

    fn real(pieces: Vec<(usize, usize)>, harry: bool, memo: &mut HashMap<(Vec<(usize, usize)>, bool), bool>) -> bool {
        if let Some(&w) = memo.get(&(pieces.clone(), harry)) {
            return w;
        }
        let mut w = false;
        for i in 0..pieces.len() {
            let (b, d) = pieces[i];
            let side = if harry { d } else { b };
            for c in 1..side {
                let mut next = pieces.clone();
                next.remove(i);
                if harry {
                    next.extend([(b, c), (b, d - c)]);
                } else {
                    next.extend([(c, d), (b - c, d)]);
                }
                next.sort();
                if !real(next, !harry, memo) {
                    w = true;
                }
            }
        }
        memo.insert((pieces, harry), w);
        w
    }

    #[test]
    fn halving_rule_agrees_with_the_table() {
        let v = table(SEARCHED, SEARCHED);
        for b in 1..=SEARCHED {
            for d in 1..=SEARCHED {
                assert_eq!(halving_rule(b, d), v[b][d], "{b} x {d}");
            }
        }
    }

    #[test]
    fn outcomes_agree_with_the_real_game() {
        let v = table(4, 4);
        let mut memo = HashMap::new();
        for b in 1..=4 {
            for d in 1..=4 {
                assert_eq!(v[b][d] > 0, real(vec![(b, d)], true, &mut memo), "{b} x {d} Harry");
                assert_eq!(v[b][d] < 0, real(vec![(b, d)], false, &mut memo), "{b} x {d} Vicky");
            }
        }
    }
}
