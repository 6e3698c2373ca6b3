//! Inputs of issue 21's dynamic-subtraction and number-theoretic problems (poj3922, cf1537d,
//! abc368_f, codechef_fdivgame): small random ones for the differential test and `stress`
//! ([`lines`]), the own fixture cases ([`fixture_cases`]: a few kilobytes each, since fixtures/
//! is nearly at its budget), and inputs at the stated limits ([`limit_cases`]), made on the fly
//! by `problems/tests/limits.rs` and the bench instead of being stored.

use super::{join, Rng, E18};

/// The problems of this file.
pub const IDS: [&str; 4] = ["poj3922", "cf1537d", "abc368_f", "codechef_fdivgame"];

/// A pile and bound of POJ 3922 (2 <= n <= 10^8, 1 <= k <= 10^5): mostly small enough for the
/// reference's search, sometimes a losing pile of k = 1 or 2 (a power of two, a Fibonacci
/// number), sometimes large.
fn stone_case(r: &mut Rng) -> (u64, u64) {
    match r.below(16) {
        0 | 1 => (1 << r.range(1, 26), 1),
        2 | 3 => (r.fib_in(2, 100_000_000), 2),
        4..=6 => (r.value(2, 100_000_000), r.range(1, 20)),
        // The reference's sequence has about n terms while they stay below k: keep n * k small.
        7 => (r.value(2, 100_000_000), r.value(1, 100)),
        8 => (r.value(2, 1_000_000), r.value(1, 100_000)),
        _ => (r.range(2, 150), r.range(1, 12)),
    }
}

/// A number of CF 1537D (1 <= n <= 10^9): powers of two and their neighbours, odd numbers,
/// small ones, random ones.
fn divisor_number(r: &mut Rng) -> u64 {
    match r.below(5) {
        0 => ((1u64 << r.range(0, 29)) + r.range(0, 2) - 1).max(1),
        1 => r.range(1, 60),
        2 => r.range(0, 499_999_999) * 2 + 1,
        _ => r.value(1, 1_000_000_000),
    }
}

/// A number of FDIVGAME (1 <= A_i <= 10^18): mostly below 10^4, one in a hundred near 10^18
/// (each of those costs the reference's memoised search a few thousand states).
fn board_number(r: &mut Rng) -> u64 {
    match r.below(100) {
        0 => r.value(1, E18),
        1..=4 => r.range(1, 80),
        5..=20 => 6 * 12u64.pow(r.range(0, 5) as u32) + r.range(0, 2) - 1,
        21..=25 => r.value(1, 1_000_000),
        _ => r.range(1, 10_000),
    }
}

/// Small random lines for problem `id`; `None` when `id` is not one of these problems.
pub(super) fn lines(id: &str, r: &mut Rng) -> Option<Vec<String>> {
    Some(match id {
        "poj3922" => {
            let t = r.range(1, 20);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let (n, k) = stone_case(r);
                v.push(format!("{n} {k}"));
            }
            v
        }
        "cf1537d" => {
            let t = r.range(1, 30);
            let mut v = vec![t.to_string()];
            v.extend((0..t).map(|_| divisor_number(r).to_string()));
            v
        }
        "abc368_f" => {
            let n = if r.below(4) == 0 { r.range(1, 300) } else { r.range(1, 6) };
            let a: Vec<u64> = (0..n).map(|_| if r.below(2) == 0 { r.range(2, 40) } else { r.value(2, 100_000) }).collect();
            vec![n.to_string(), join(&a)]
        }
        "codechef_fdivgame" => {
            let t = r.range(1, 10);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let n = if r.below(8) == 0 { r.range(1, 100) } else { r.range(1, 5) };
                let a: Vec<u64> = (0..n).map(|_| board_number(r)).collect();
                v.push(n.to_string());
                v.push(join(&a));
            }
            v
        }
        _ => return None,
    })
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
/// is not one of these problems. Kept small: fixtures/ is near its budget.
pub(super) fn fixture_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    let mut r = Rng::new(0xd1 ^ id.len() as u64);
    let counted = |v: Vec<String>| text(std::iter::once(v.len().to_string()).chain(v));
    Some(match id {
        "poj3922" => {
            let tiny: Vec<String> = (2..=21u64).map(|n| format!("{n} {}", 1 + n % 3)).collect();
            let edges = ["2 1", "2 100000", "3 1", "100000000 1", "100000000 2", "100000000 100000", "99999999 100000", "67108864 1", "63245986 2", "100000 100000"];
            let edges: Vec<String> = edges.iter().map(|s| s.to_string()).collect();
            let k_big: Vec<String> = (0..20).map(|_| format!("{} {}", r.range(100_000, 100_000_000), r.range(50_000, 100_000))).collect();
            let random: Vec<String> = (0..20).map(|_| { let (n, k) = stone_case(&mut r); format!("{n} {k}") }).collect();
            vec![
                ("small-piles", counted(tiny)),
                ("limits", counted(edges)),
                ("large-k", counted(k_big)),
                ("random", counted(random.clone())),
                ("crlf-no-final-newline", counted(random[..5].to_vec()).replace('\n', "\r\n").trim_end().to_string()),
            ]
        }
        "cf1537d" => {
            let small: Vec<String> = (1..=100u64).map(|n| n.to_string()).collect();
            let powers: Vec<String> = (0..30).map(|e| (1u64 << e).to_string()).collect();
            let edges: Vec<String> = ["1000000000", "999999999", "999999937", "536870912", "536870911", "536870913", "2", "3"].iter().map(|s| s.to_string()).collect();
            let random: Vec<String> = (0..50).map(|_| divisor_number(&mut r).to_string()).collect();
            vec![
                ("one-to-hundred", counted(small)),
                ("powers-of-two", counted(powers)),
                ("largest", counted(edges)),
                ("random", counted(random.clone())),
                ("crlf-no-final-newline", counted(random[..6].to_vec()).replace('\n', "\r\n").trim_end().to_string()),
            ]
        }
        "abc368_f" => {
            let line = |a: Vec<u64>| text(vec![a.len().to_string(), join(&a)]);
            let random: Vec<u64> = (0..300).map(|_| r.value(2, 100_000)).collect();
            vec![
                ("single-prime", line(vec![99_991])),
                ("single-composite", line(vec![65_536])),
                ("largest-values", line(vec![100_000, 99_999, 98_304, 2, 3])),
                ("cancelling-pairs", line(vec![12, 18, 30, 64, 64, 7, 11])),
                ("two-to-300", line((2..=300).collect())),
                ("random-crlf", line(random).replace('\n', "\r\n")),
            ]
        }
        "codechef_fdivgame" => {
            let mut tests = Vec::new();
            for a in 1..=80u64 {
                tests.push("1".to_string());
                tests.push(a.to_string());
            }
            let edge = vec!["3".to_string(), "1000000000000000000 999999999999999999 1".to_string()];
            let boundaries: Vec<u64> = (0..16).flat_map(|j| { let b = 6 * 12u64.pow(j); [b - 1, b, 2 * b, 4 * b, 8 * b - 1] }).collect();
            let mut random = Vec::new();
            for _ in 0..10 {
                let n = r.range(1, 100);
                random.push(n.to_string());
                random.push(join(&(0..n).map(|_| board_number(&mut r)).collect::<Vec<_>>()));
            }
            let count = |v: Vec<String>| text(std::iter::once((v.len() / 2).to_string()).chain(v));
            vec![
                ("single-numbers-1-to-80", count(tests)),
                ("largest-values", count(edge)),
                ("interval-ends", count(vec![boundaries.len().to_string(), join(&boundaries)])),
                ("random", count(random.clone())),
                ("crlf-no-final-newline", count(random[..4].to_vec()).replace('\n', "\r\n").trim_end().to_string()),
            ]
        }
        _ => return None,
    })
}

/// Inputs at the stated limits of `id`; `None` when `id` is not one of these problems.
pub(super) fn limit_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    let mut r = Rng::new(0xd1d1 ^ id.len() as u64);
    Some(match id {
        "poj3922" => {
            // t = 20 at n near 10^8: the largest k gives the longest sequence.
            let mut v = vec!["20".to_string()];
            for i in 0..20u64 {
                let k = [100_000, 99_999, 1, 2, 1000][(i % 5) as usize];
                v.push(format!("{} {k}", 100_000_000 - r.range(0, 1000)));
            }
            vec![("t20-n1e8", text(v))]
        }
        "cf1537d" => {
            let mut v = vec!["10000".to_string()];
            v.extend((0..10_000).map(|_| r.range(1, 1_000_000_000).to_string()));
            vec![("t1e4-n1e9", text(v))]
        }
        "abc368_f" => {
            let a: Vec<u64> = (0..100_000).map(|_| r.range(2, 100_000)).collect();
            vec![("n1e5", text(vec!["100000".to_string(), join(&a)]))]
        }
        "codechef_fdivgame" => {
            // T = 1000, N = 100, A_i near 10^18; drawn from 40 values so that the reference's
            // memoised search (thousands of states per distinct value) stays fast.
            let pool: Vec<u64> = (0..40).map(|_| r.range(E18 / 10, E18)).collect();
            let mut v = vec!["1000".to_string()];
            for _ in 0..1000 {
                v.push("100".to_string());
                v.push(join(&(0..100).map(|_| pool[r.index(pool.len())]).collect::<Vec<_>>()));
            }
            vec![("t1000-n100-a1e18", text(v))]
        }
        _ => return None,
    })
}
