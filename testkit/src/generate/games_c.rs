//! Generators and fixture cases for issue 21's cutting and interval games (poj2311, abc206_f,
//! timus1540, spoj_bchoco), chess pieces with draws (hdu5754), Nim with counting
//! (codechef_shgame) and Cutcake (kattis_cuttingbrownies): random valid inputs for the
//! differential test and `stress` ([`lines`]), and the workspace's own fixture cases
//! ([`fixture_cases`]). The fixtures stay small (a few KB each) because fixtures/ is near its
//! 20 MB budget; each problem still gets its largest legal case once.

use super::Rng;

/// The problems of this file.
pub(super) const IDS: [&str; 7] = [
    "poj2311",
    "abc206_f",
    "timus1540",
    "spoj_bchoco",
    "hdu5754",
    "codechef_shgame",
    "kattis_cuttingbrownies",
];

/// The lines of a random valid input for `id`, or `None` when `id` is not one of these.
pub(super) fn lines(id: &str, r: &mut Rng) -> Option<Vec<String>> {
    Some(match id {
        "poj2311" => (0..r.range(1, 20)).map(|_| format!("{} {}", side(r, 2, 200), side(r, 2, 200))).collect(),
        "abc206_f" => with_count(
            (0..r.range(1, 20))
                .map(|_| {
                    let n = r.range(1, 12) as usize;
                    intervals(r, n)
                })
                .collect(),
        ),
        "timus1540" => {
            let k = r.range(1, 6) as usize;
            rings(r, k, 12, 6)
        }
        "spoj_bchoco" => with_count((0..r.range(1, 5)).map(|_| bar(r, 8, 8)).collect()),
        "hdu5754" => with_count((0..r.range(1, 20)).map(|_| format!("{} {} {}", r.range(1, 4), side(r, 2, 1000), side(r, 2, 1000))).collect()),
        "codechef_shgame" => with_count((0..r.range(1, 20)).map(|_| format!("{} {}", side(r, 1, 2000), side(r, 1, 2000))).collect()),
        "kattis_cuttingbrownies" => with_count((0..r.range(1, 10)).map(|_| brownie(r)).collect()),
        _ => return None,
    })
}

/// A side in lo..=hi: often small or at a bound, sometimes near a power of two (where the
/// values of these games change).
fn side(r: &mut Rng, lo: u64, hi: u64) -> u64 {
    match r.below(6) {
        0 => [lo, lo + 1, hi, hi - 1][r.index(4)],
        1 => {
            let p = 1u64 << r.range(1, 10);
            (p + r.range(0, 2)).saturating_sub(1).clamp(lo, hi)
        }
        2 | 3 => r.range(lo, (lo + 12).min(hi)),
        _ => r.range(lo, hi),
    }
}

fn with_count(tests: Vec<String>) -> Vec<String> {
    let mut v = vec![tests.len().to_string()];
    v.extend(tests);
    v
}

/// One abc206_f test of `n` intervals, with repeats and touching ends.
fn intervals(r: &mut Rng, n: usize) -> String {
    let hi = if r.below(3) == 0 { 100 } else { 20 };
    let mut v: Vec<(u64, u64)> = Vec::new();
    while v.len() < n {
        if !v.is_empty() && r.below(5) == 0 {
            let k = r.index(v.len());
            v.push(v[k]);
        } else if !v.is_empty() && r.below(5) == 0 {
            let (_, b) = v[r.index(v.len())];
            if b < hi {
                v.push((b, r.range(b + 1, hi)));
            }
        } else {
            let l = r.range(1, hi - 1);
            v.push((l, r.range(l + 1, hi)));
        }
    }
    let mut s = n.to_string();
    for (l, b) in v {
        s.push_str(&format!("\n{} {}", l, b));
    }
    s
}

/// A timus1540 input of `k` chains up to `max_len` rings with contents up to `max_gold`
/// (sometimes the full 1..=100).
fn rings(r: &mut Rng, k: usize, max_len: u64, max_gold: u64) -> Vec<String> {
    let mut v = vec![k.to_string()];
    for _ in 0..k {
        let len = r.range(1, max_len);
        let top = if r.below(4) == 0 { 100 } else { max_gold };
        let gold: Vec<String> = (0..len).map(|_| r.range(1, top).to_string()).collect();
        v.push(format!("{} {}", len, gold.join(" ")));
    }
    v
}

/// One spoj_bchoco test: "R C" and R rows, mostly sparse or dense in black.
fn bar(r: &mut Rng, max_r: u64, max_c: u64) -> String {
    let (rows, cols) = (r.range(1, max_r), r.range(1, max_c));
    let black_in_8 = [0, 1, 4, 7, 8][r.index(5)];
    let mut s = format!("{} {}", rows, cols);
    for _ in 0..rows {
        let cells: Vec<&str> = (0..cols).map(|_| if r.below(8) < black_in_8 { "1" } else { "0" }).collect();
        s.push('\n');
        s.push_str(&cells.join(" "));
    }
    s
}

fn brownie(r: &mut Rng) -> String {
    let starter = if r.below(2) == 0 { "Harry" } else { "Vicky" };
    format!("{} {} {}", side(r, 1, 500), side(r, 1, 500), starter)
}

fn text(lines: impl IntoIterator<Item = String>) -> String {
    let mut s = String::new();
    for l in lines {
        s.push_str(&l);
        s.push('\n');
    }
    s
}

/// `(name, input)` for every own fixture case of `id` (samples not included); `None` when `id`
/// is not one of these problems.
pub(super) fn fixture_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    Some(match id {
        "poj2311" => fixtures_poj2311(),
        "abc206_f" => fixtures_abc206_f(),
        "timus1540" => fixtures_timus1540(),
        "spoj_bchoco" => fixtures_spoj_bchoco(),
        "hdu5754" => fixtures_hdu5754(),
        "codechef_shgame" => fixtures_codechef_shgame(),
        "kattis_cuttingbrownies" => fixtures_kattis(),
        _ => return None,
    })
}

fn fixtures_poj2311() -> Vec<(&'static str, String)> {
    let small = (2..=12).flat_map(|w| (2..=12).map(move |h| format!("{} {}", w, h)));
    let mut r = Rng::new(2311);
    let random = (0..300).map(|_| format!("{} {}", r.range(2, 200), r.range(2, 200)));
    vec![
        ("all-2-to-12", text(small)),
        ("largest-sheets", text(["200 200", "200 199", "199 200", "2 200", "200 2", "3 200", "128 128"].iter().map(|s| s.to_string()))),
        ("random-300-crlf", text(random).replace('\n', "\r\n")),
        ("single-sheet-no-final-newline", "2 2".to_string()),
        ("thin-sheets", text((2..=200).step_by(7).flat_map(|k| vec![format!("2 {}", k), format!("{} 3", k)]))),
    ]
}

fn fixtures_abc206_f() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(206);
    // T = 20 tests of N = 100 intervals within 1..=100: the limits.
    let largest: Vec<String> = (0..20)
        .map(|k| {
            let v: Vec<String> = (0..100)
                .map(|_| {
                    let l = r.range(1, 99);
                    let len = if k % 2 == 0 { r.range(1, 5) } else { r.range(1, 40) };
                    format!("{} {}", l, (l + len).min(100))
                })
                .collect();
            format!("100\n{}", v.join("\n"))
        })
        .collect();
    // Copies of one interval, unit intervals side by side (they only touch), nested ones.
    let one = vec!["1\n1 100".to_string(), "1\n99 100".to_string()];
    let copies = vec![format!("100\n{}", vec!["3 7"; 100].join("\n")), format!("2\n1 2\n1 2")];
    let touching: Vec<String> = [1usize, 2, 3, 4, 5, 10, 33, 99]
        .iter()
        .map(|&k| format!("{}\n{}", k, (1..=k).map(|i| format!("{} {}", i, i + 1)).collect::<Vec<_>>().join("\n")))
        .collect();
    let nested: Vec<String> = (1..=6).map(|k| format!("{}\n{}", k, (1..=k).map(|i| format!("{} {}", i, 101 - i)).collect::<Vec<_>>().join("\n"))).collect();
    let random: Vec<String> = (0..20).map(|_| intervals(&mut r, 12)).collect();
    vec![
        ("largest-t20-n100", text(with_count(largest))),
        ("one-interval-and-copies", text(with_count(one.into_iter().chain(copies).collect()))),
        ("touching-unit-intervals", text(with_count(touching))),
        ("nested", text(with_count(nested))),
        ("random-small-extra-spaces", text(with_count(random)).replace(' ', "   ")),
    ]
}

fn fixtures_timus1540() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(1540);
    // K = 50 chains of 100 rings with contents in 1..=100: the limits.
    let largest: Vec<String> = std::iter::once("50".to_string())
        .chain((0..50).map(|_| {
            let g: Vec<String> = (0..100).map(|_| r.range(1, 100).to_string()).collect();
            format!("100 {}", g.join(" "))
        }))
        .collect();
    let ascending: Vec<String> = vec!["3".into(), format!("100 {}", (1..=100).map(|v| v.to_string()).collect::<Vec<_>>().join(" ")), format!("100 {}", (1..=100).rev().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")), "1 100".into()];
    let equal: Vec<String> = vec!["2".into(), format!("100 {}", vec!["50"; 100].join(" ")), format!("99 {}", vec!["50"; 99].join(" "))];
    let single = vec!["1".to_string(), "1 1".to_string()];
    let mut small = Vec::new();
    for seed in 0..6 {
        let mut rr = Rng::new(seed);
        small.push(rings(&mut rr, 4, 8, 4).join("\n"));
    }
    vec![
        ("largest-k50-length100", text(largest)),
        ("monotone-chains", text(ascending)),
        ("equal-contents-second-wins", text(equal)),
        ("one-ring", text(single)),
        ("small-mixed", format!("{}\n", small[0])),
        ("small-mixed-2", format!("{}\n", small[1])),
        ("small-mixed-3-crlf", format!("{}\r\n", small[2].replace('\n', "\r\n"))),
    ]
}

fn fixtures_spoj_bchoco() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(17);
    let full = |r: &mut Rng, black_in_8: u64| {
        let mut s = "30 30".to_string();
        for _ in 0..30 {
            let cells: Vec<&str> = (0..30).map(|_| if r.below(8) < black_in_8 { "1" } else { "0" }).collect();
            s.push('\n');
            s.push_str(&cells.join(" "));
        }
        s
    };
    let largest: Vec<String> = vec![full(&mut r, 1), full(&mut r, 4), full(&mut r, 7)];
    let lines_of = |rows: usize, cols: usize, f: &dyn Fn(usize, usize) -> bool| {
        let mut s = format!("{} {}", rows, cols);
        for i in 0..rows {
            s.push('\n');
            s.push_str(&(0..cols).map(|j| if f(i, j) { "1" } else { "0" }).collect::<Vec<_>>().join(" "));
        }
        s
    };
    let shapes = vec![
        lines_of(30, 30, &|_, _| false),
        lines_of(30, 30, &|_, _| true),
        lines_of(30, 30, &|i, j| (i + j) % 2 == 0),
        lines_of(1, 30, &|_, j| j == 29),
        lines_of(30, 1, &|i, _| i == 0),
        lines_of(1, 1, &|_, _| false),
        lines_of(1, 1, &|_, _| true),
        lines_of(2, 2, &|i, j| i == j),
    ];
    let random: Vec<String> = (0..25).map(|_| bar(&mut r, 6, 6)).collect();
    vec![
        ("largest-30-by-30", text(with_count(largest))),
        ("shapes", text(with_count(shapes))),
        ("random-t25-small", text(with_count(random))),
        ("one-white-cell-no-final-newline", "1\n1 1\n0".to_string()),
        ("one-black-cell", "1\n1 1\n1\n".to_string()),
    ]
}

fn fixtures_hdu5754() -> Vec<(&'static str, String)> {
    let all_small = (1..=4).flat_map(|t| (2..=9).flat_map(move |n| (2..=9).map(move |m| format!("{} {} {}", t, n, m))));
    let all_small: Vec<String> = all_small.collect();
    let mut corners = Vec::new();
    for t in 1..=4 {
        for (n, m) in [(1000, 1000), (2, 1000), (1000, 2), (999, 1000), (1000, 999), (667, 1000), (1000, 667), (668, 1000), (2, 2), (2, 3), (3, 2)] {
            corners.push(format!("{} {} {}", t, n, m));
        }
    }
    // Wythoff pairs (queen, G) and neighbours: (a, b) = (floor(k phi), floor(k phi^2)), 1-based.
    let mut wythoff = Vec::new();
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for k in 1..=20u64 {
        let a = (k as f64 * phi).floor() as u64;
        let b = a + k;
        if b < 1000 {
            wythoff.push(format!("4 {} {}", a + 1, b + 1));
            wythoff.push(format!("4 {} {}", b + 1, a + 1));
            wythoff.push(format!("4 {} {}", a + 2, b + 1));
        }
    }
    // Knight: the lattice of its jumps, x == y, |x - y| = 1, 2 and off the lattice.
    let mut knight = Vec::new();
    for (x, y) in [(1u64, 1u64), (100, 100), (332, 333), (333, 332), (10, 12), (12, 10), (0, 5), (5, 0), (0, 1), (1, 0), (300, 333)] {
        let (a, b) = (x + 2 * y, 2 * x + y);
        if a + 1 <= 1000 && b + 1 <= 1000 {
            knight.push(format!("3 {} {}", a + 1, b + 1));
            knight.push(format!("3 {} {}", a + 2, b + 1));
        }
    }
    let mut r = Rng::new(5754);
    let random: Vec<String> = (0..1000).map(|_| format!("{} {} {}", r.range(1, 4), r.range(2, 1000), r.range(2, 1000))).collect();
    vec![
        ("all-types-2-to-9", text(with_count(all_small))),
        ("largest-boards", text(with_count(corners))),
        ("queen-wythoff-pairs", text(with_count(wythoff))),
        ("knight-lattice", text(with_count(knight))),
        ("random-t1000", text(with_count(random))),
    ]
}

fn fixtures_codechef_shgame() -> Vec<(&'static str, String)> {
    let small: Vec<String> = (1..=10).flat_map(|n| (1..=10).map(move |m| format!("{} {}", n, m))).collect();
    let largest: Vec<String> = ["1000000 1000000", "1000000 999999", "999999 1000000", "1 1000000", "1000000 1", "524288 1000000", "524287 524288", "1048575 1000000"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut r = Rng::new(14);
    let middle: Vec<String> = (0..100).map(|_| format!("{} {}", r.range(1, 1000), r.range(1, 1000))).collect();
    let ones = vec!["1 1".to_string(), "1 2".to_string(), "2 1".to_string(), "1 7".to_string(), "1000 1".to_string()];
    let powers: Vec<String> = (0..=19).map(|k| format!("{} {}", 1u64 << k, (1u64 << k) - 1 + u64::from(k == 0))).collect();
    vec![
        ("subtask1-all-1-to-10", text(with_count(small))),
        ("largest-1e6", text(with_count(largest))),
        ("subtask2-t100", text(with_count(middle))),
        ("ones", text(with_count(ones))),
        ("powers-of-two", text(with_count(powers))),
    ]
}

fn fixtures_kattis() -> Vec<(&'static str, String)> {
    let case = |b: u64, d: u64, s: &str| format!("{} {} {}", b, d, s);
    let largest: Vec<String> = vec![case(500, 500, "Harry"), case(500, 500, "Vicky"), case(1, 500, "Vicky"), case(500, 1, "Harry"), case(256, 511, "Harry"), case(511, 256, "Vicky"), case(255, 500, "Vicky"), case(500, 255, "Harry"), case(1, 1, "Vicky"), case(499, 500, "Harry")];
    let mut squares = Vec::new();
    for k in [1u64, 2, 3, 4, 7, 8, 9, 16, 100, 500] {
        for s in ["Harry", "Vicky"] {
            squares.push(case(k, k, s));
        }
    }
    squares.truncate(10);
    let mut powers = Vec::new();
    for k in 0..5u64 {
        powers.push(case(1 << k, (1 << (k + 1)) - 1, "Harry"));
        powers.push(case((1 << (k + 1)) - 1, 1 << k, "Vicky"));
    }
    let mut r = Rng::new(11090);
    let random: Vec<String> = (0..10).map(|_| brownie(&mut r)).collect();
    let strips: Vec<String> = vec![case(1, 2, "Harry"), case(1, 2, "Vicky"), case(2, 1, "Harry"), case(2, 1, "Vicky"), case(1, 3, "Vicky"), case(3, 1, "Harry"), case(2, 3, "Harry"), case(3, 2, "Harry"), case(2, 4, "Vicky"), case(4, 2, "Harry")];
    vec![
        ("largest-500", text(with_count(largest))),
        ("squares", text(with_count(squares))),
        ("powers-of-two-edges", text(with_count(powers))),
        ("random-n10-crlf", text(with_count(random)).replace('\n', "\r\n")),
        ("strips", text(with_count(strips))),
    ]
}

#[cfg(test)]
mod tests {
    #[test]
    fn only_these_ids() {
        for id in super::IDS {
            assert!(super::fixture_cases(id).is_some_and(|c| c.len() >= 5), "{id}");
        }
        assert!(super::fixture_cases("hdu1525").is_none());
    }
}
