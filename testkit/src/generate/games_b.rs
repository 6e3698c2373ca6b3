//! Inputs of games-b's problems (nimber arithmetic, coin turning, take-and-break): small random
//! ones for the differential test and `stress` ([`lines`]) and the own fixture cases
//! ([`fixture_cases`]). fixtures/ keeps to a 20 MB budget that is nearly spent, so the own
//! cases are small edge-case files; inputs at the stated limits are made by the bench
//! (`testkit/src/bin/bench.rs`) instead of being stored.

use super::Rng;

/// The lines of a random valid input for `id`, or `None` when `id` is not one of these.
pub(super) fn lines(id: &str, r: &mut Rng) -> Option<Vec<String>> {
    Some(match id {
        "yosupo_nim_product" => {
            let t = r.range(1, 20);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                v.push(format!("{} {}", nimber(r), nimber(r)));
            }
            v
        }
        _ => return None,
    })
}

/// A u64 operand: 0, 1, all ones, a power of two, a Fermat 2-power or one below, a byte, or
/// any value.
fn nimber(r: &mut Rng) -> u64 {
    match r.below(8) {
        0 => [0, 1, u64::MAX, u64::MAX - 1][r.index(4)],
        1 => 1u64 << r.below(64),
        2 => {
            let f = 1u64 << (1u64 << r.below(6));
            f - r.below(2)
        }
        3 => r.below(256),
        4 => r.value(0, u64::MAX),
        _ => r.next_u64(),
    }
}

fn text(lines: Vec<String>) -> String {
    let mut s = String::new();
    for l in lines {
        s.push_str(&l);
        s.push('\n');
    }
    s
}

fn with_count(lines: Vec<String>) -> String {
    let mut v = vec![lines.len().to_string()];
    v.extend(lines);
    text(v)
}

/// `(name, input)` of the own fixture cases of `id`; `None` when `id` is not one of these.
pub(super) fn fixture_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    Some(match id {
        "yosupo_nim_product" => nim_product_cases(),
        _ => return None,
    })
}

fn nim_product_cases() -> Vec<(&'static str, String)> {
    let pairs = |v: &[(u64, u64)]| with_count(v.iter().map(|(a, b)| format!("{a} {b}")).collect());
    let extremes = [0, 1, 2, u64::MAX, u64::MAX - 1, 1 << 63];
    let mut edge = Vec::new();
    for &a in &extremes {
        for &b in &extremes {
            edge.push((a, b));
        }
    }
    let fermat: Vec<u64> = (0..6).map(|k| 1u64 << (1 << k)).collect();
    let mut fermat_pairs = Vec::new();
    for &f in &fermat {
        for &g in &fermat {
            fermat_pairs.push((f, g));
            fermat_pairs.push((f - 1, g - 1));
        }
    }
    let powers: Vec<(u64, u64)> = (0..64).map(|i| (1u64 << i, 1u64 << (i * 5 % 64))).collect();
    let small: Vec<(u64, u64)> = (0..16).flat_map(|a| (0..16).map(move |b| (a, b))).collect();
    let mut r = Rng::new(64);
    let random: Vec<(u64, u64)> = (0..40).map(|_| (r.next_u64(), r.next_u64())).collect();
    vec![
        ("zero-one-all-ones", pairs(&edge)),
        ("fermat-powers", pairs(&fermat_pairs)),
        ("powers-of-two", pairs(&powers)),
        ("all-below-16", pairs(&small)),
        ("random-40-crlf-no-final-newline", pairs(&random).replace('\n', "\r\n").trim_end().to_string()),
    ]
}
