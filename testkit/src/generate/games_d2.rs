//! Inputs of issue 21's Strange Nim (arc091_d), a game with move history (cf768e) and
//! simultaneous moves on several heaps (cses2208): small random ones for the differential test
//! and `stress` ([`lines`]), the own fixture cases ([`fixture_cases`]: a few kilobytes each,
//! since fixtures/ is nearly at its budget), and inputs at the stated limits ([`limit_cases`]),
//! made on the fly by `problems/tests/limits.rs` and the bench instead of being stored.

use super::{join, Rng};

/// The problems of this file.
pub const IDS: [&str; 3] = ["arc091_d", "cf768e", "cses2208"];

const E9: u64 = 1_000_000_000;

/// The pile count K at which the Strange Nim recursion takes the most steps for piles near
/// 10^9 (about sqrt(X ln X); see solver_core::strange_nim's module docs).
const WORST_K: u64 = 130_000;

/// Small random lines for problem `id`; `None` when `id` is not one of these problems.
pub(super) fn lines(id: &str, r: &mut Rng) -> Option<Vec<String>> {
    Some(match id {
        "arc091_d" => {
            let n = r.range(1, 8);
            let big = r.below(3) == 0;
            let mut v = vec![n.to_string()];
            for _ in 0..n {
                let (a, k) = if big {
                    (r.value(1, E9), [r.value(1, E9), r.range(1, 40), r.range(WORST_K / 2, WORST_K * 2)][r.index(3)])
                } else {
                    let k = r.range(1, 30);
                    let a = if r.below(4) == 0 { k * r.range(1, 1000 / k) } else { r.range(1, 1000) };
                    (a, k)
                };
                v.push(format!("{a} {k}"));
            }
            v
        }
        "cf768e" => {
            let n = r.range(1, 20) as usize;
            let mut s: Vec<u64> = (0..n).map(|_| if r.below(3) == 0 { triangular_edge(r) } else { r.range(1, 60) }).collect();
            if r.below(3) == 0 {
                // Each pile twice: the second player wins.
                let copy = s.clone();
                s.extend(copy);
            }
            let mut v = vec![s.len().to_string()];
            v.extend(s.iter().map(|x| x.to_string()));
            v
        }
        "cses2208" => {
            let t = r.range(1, 20);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let big = r.below(3) == 0;
                let n = if big { r.range(1, 30) } else { r.range(1, 4) };
                let all_even = r.below(2) == 0;
                let x: Vec<u64> = (0..n)
                    .map(|_| {
                        let c = if big { r.value(1, E9) } else { r.range(1, 6) };
                        if all_even { (c + c % 2).min(E9) } else { c }
                    })
                    .collect();
                v.push(n.to_string());
                v.push(join(&x));
            }
            v
        }
        _ => return None,
    })
}

/// A pile size at or next to a triangular number 1, 3, 6, ..., 55, where the values change.
fn triangular_edge(r: &mut Rng) -> u64 {
    let k = r.range(1, 10);
    (k * (k + 1) / 2 + r.range(0, 2)).saturating_sub(1).clamp(1, 60)
}

fn text(lines: impl IntoIterator<Item = String>) -> String {
    let mut s = String::new();
    for l in lines {
        s.push_str(&l);
        s.push('\n');
    }
    s
}

/// "count, then the lines".
fn count(lines: Vec<String>) -> String {
    text(std::iter::once(lines.len().to_string()).chain(lines))
}

/// `(name, input)` for every own fixture case of `id` (samples not included); `None` when `id`
/// is not one of these problems. Kept small: fixtures/ is near its budget.
pub(super) fn fixture_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    let mut r = Rng::new(0xd2 ^ id.len() as u64);
    Some(match id {
        "arc091_d" => {
            let pairs = |v: Vec<(u64, u64)>| count(v.iter().map(|(a, k)| format!("{a} {k}")).collect());
            // K = 1: plain Nim.
            let k_one = pairs(vec![(5, 1), (9, 1), (12, 1)]);
            // Every pile below its K: no move at all.
            let below_k = pairs((1..=200).map(|i| (i, i + 1)).collect());
            // Multiples of K (value A / K) and one below each.
            let multiples = pairs((1..=100).flat_map(|k| [(k * 997, k), (k * 997 - 1, k)]).collect());
            // The largest values, and the K that makes the recursion longest.
            let mut largest = vec![(E9, 1), (E9, 2), (E9, E9), (E9 - 1, E9), (1, 1), (1, E9)];
            while largest.len() < 200 {
                largest.push((E9 - r.below(1000), r.range(WORST_K / 2, WORST_K * 2)));
            }
            let small_random = pairs((0..200).map(|_| (r.range(1, 1000), r.range(1, 30))).collect());
            vec![
                ("k-one-is-nim", k_one),
                ("every-pile-below-k", below_k),
                ("multiples-of-k", multiples),
                ("n200-largest", pairs(largest)),
                ("n200-small-random", small_random),
                ("crlf-no-final-newline", pairs(vec![(5, 2), (3, 3), (7, 2)]).replace('\n', "\r\n").trim_end().to_string()),
            ]
        }
        "cf768e" => {
            let piles = |v: Vec<u64>| count(v.iter().map(|x| x.to_string()).collect());
            let every_size = piles((1..=60).collect());
            let pairs_cancel = piles((1..=60).chain(1..=60).collect());
            let edges = piles((1..=10u64).flat_map(|k| [k * (k + 1) / 2 - 1, k * (k + 1) / 2]).filter(|&s| s >= 1 && s <= 60).collect());
            let random = piles((0..1000).map(|_| r.range(1, 60)).collect());
            vec![
                ("one-pile-of-60", piles(vec![60])),
                ("every-size-once", every_size),
                ("every-size-twice", pairs_cancel),
                ("triangular-edges", edges),
                ("n1000-random", random),
                ("crlf-no-final-newline", piles(vec![1, 2, 3]).replace('\n', "\r\n").trim_end().to_string()),
            ]
        }
        "cses2208" => {
            let tests = |v: Vec<Vec<u64>>| text(std::iter::once(v.len().to_string()).chain(v.iter().flat_map(|x| [x.len().to_string(), join(x)])));
            let mut tiny = Vec::new();
            for code in 0..256u64 {
                tiny.push((0..4).map(|i| code / 4u64.pow(i) % 4 + 1).collect::<Vec<u64>>());
            }
            let all_even = tests((1..=20).map(|n| (0..n).map(|_| 2 * r.range(1, E9 / 2)).collect()).collect());
            let one_odd = tests(
                (1..=20)
                    .map(|n| {
                        let mut x: Vec<u64> = (0..n).map(|_| 2 * r.range(1, E9 / 2)).collect();
                        let i = r.index(x.len());
                        x[i] -= 1;
                        x
                    })
                    .collect(),
            );
            let largest = tests(vec![vec![E9], vec![E9 - 1], vec![E9; 5], vec![1], vec![2]]);
            vec![
                ("four-heaps-up-to-4", tests(tiny)),
                ("all-even", all_even),
                ("one-odd-heap", one_odd),
                ("largest-counts", largest),
                ("crlf-no-final-newline", tests(vec![vec![2, 2], vec![1, 2, 3]]).replace('\n', "\r\n").trim_end().to_string()),
            ]
        }
        _ => return None,
    })
}

/// Inputs at the stated limits for `id`; `None` when `id` is not one of these problems.
pub fn limit_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    let mut r = Rng::new(0xd2d2 ^ id.len() as u64);
    Some(match id {
        "arc091_d" => {
            // N = 200 piles near 10^9 with the K of the longest recursion, and with random K.
            let worst: Vec<String> = (0..200).map(|i| format!("{} {}", E9 - i, WORST_K - 500 + 5 * i)).collect();
            let random: Vec<String> = (0..200).map(|_| format!("{} {}", r.range(1, E9), r.value(1, E9))).collect();
            vec![("n200-worst-k", count(worst)), ("n200-random", count(random))]
        }
        "cf768e" => {
            let random: Vec<String> = (0..1_000_000).map(|_| r.range(1, 60).to_string()).collect();
            // Every size 1..=60 an even number of times, then sizes whose values cancel: YES.
            let even: Vec<String> = (0..1_000_000u64).map(|i| (i / 2 % 60 + 1).to_string()).collect();
            vec![("n1000000-random", count(random)), ("n1000000-pairs", count(even))]
        }
        "cses2208" => {
            let one: Vec<u64> = (0..200_000).map(|_| 2 * r.range(1, E9 / 2) - u64::from(r.below(100_000) == 0)).collect();
            let mut many = vec!["200000".to_string()];
            for _ in 0..200_000 {
                many.push("1".into());
                many.push(r.range(1, E9).to_string());
            }
            vec![("n200000", text(["1".to_string(), "200000".to_string(), join(&one)])), ("t200000", text(many))]
        }
        _ => return None,
    })
}
