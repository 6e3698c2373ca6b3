//! Inputs of games-b's problems (nimber arithmetic, coin turning, take-and-break): small random
//! ones for the differential test and `stress` ([`lines`]) and the own fixture cases
//! ([`fixture_cases`]). fixtures/ keeps to a 20 MB budget that is nearly spent, so the own
//! cases are small edge-case files; inputs at the stated limits are made by the bench
//! (`bench/src/main.rs`) instead of being stored.

use super::{join, Rng};

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
        "hdu3404" => {
            let t = r.range(1, 10);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                v.extend(lights(r));
            }
            v
        }
        "hdu3537" => (0..r.range(1, 10)).map(|_| coin_case(r)).collect(),
        "hdu5795" => {
            let t = r.range(1, 10);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let heaps = split_heaps(r);
                v.push(heaps.len().to_string());
                v.push(join(&heaps));
            }
            v
        }
        "cses2207" => {
            let t = r.range(1, 20);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let n = match r.below(5) {
                    0 => r.range(1, 60),
                    1 => GRUNDY_LOSSES[r.index(GRUNDY_LOSSES.len())] + r.range(0, 2),
                    2 => [1, 2, 1_000_000, 999_999, 1221, 1222, 1223][r.index(7)],
                    _ => r.range(1, 1_000_000),
                };
                v.push(n.max(1).to_string());
            }
            v
        }
        "luogu_p3185" => {
            let t = r.range(1, 10);
            let mut v = vec![t.to_string()];
            for _ in 0..t {
                let n = if r.below(3) == 0 { r.range(2, 21) } else { r.range(2, 7) } as usize;
                let style = r.below(4);
                let beans: Vec<u64> = (0..n)
                    .map(|_| match style {
                        0 => [0, 0, 1, 2][r.index(4)],
                        1 => r.range(0, 10_000),
                        2 => 2 * r.range(0, 3),
                        _ => r.range(0, 3),
                    })
                    .collect();
                v.push(n.to_string());
                v.push(join(&beans));
            }
            v
        }
        _ => return None,
    })
}

/// One hdu3404 case: n, then n distinct lights. Small boards (where games are often lost),
/// mirrored pairs (x, y), (y, x) that cancel, or anywhere up to 10^4.
fn lights(r: &mut Rng) -> Vec<String> {
    let side = [3, 8, 100, 10_000][r.index(4)];
    let n = if r.below(16) == 0 { 0 } else { r.range(1, 12) as usize };
    let mirrored = r.below(3) == 0;
    let mut set: Vec<(u64, u64)> = Vec::new();
    for _ in 0..4 * n {
        if set.len() >= n {
            break;
        }
        let (x, y) = (r.range(1, side), r.range(1, side));
        let mut add = |p: (u64, u64)| {
            if !set.contains(&p) {
                set.push(p);
            }
        };
        add((x, y));
        if mirrored && x != y {
            add((y, x));
        }
    }
    let mut v = vec![set.len().to_string()];
    v.extend(set.iter().map(|(x, y)| format!("{x} {y}")));
    v
}

/// One hdu3537 case on one line: n, then n positions below 10^8, near 0 or anywhere, with a
/// repeated position now and then.
fn coin_case(r: &mut Rng) -> String {
    let n = [0, r.range(1, 6), r.range(1, 20), r.range(1, 100)][r.index(4)] as usize;
    let small = r.below(2) == 0;
    let mut heads: Vec<u64> = (0..n).map(|_| if small { r.below(8) } else { r.value(0, 99_999_999) }).collect();
    if n > 0 && r.below(4) == 0 {
        let k = heads[r.index(n)];
        heads.push(k);
    }
    if heads.is_empty() {
        "0".to_string()
    } else {
        format!("{} {}", heads.len(), join(&heads))
    }
}

/// Some losing heaps of Grundy's game (Grundy value 0, from the definition: see the reference's
/// tests); used only to aim generated heaps at them and their neighbours.
const GRUNDY_LOSSES: [u64; 12] = [1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 1222];

/// Heaps of one hdu5795 case: small, up to 10^9, around multiples of 8, and now and then a
/// last heap that makes the position lost (the value map n -> g(n) swaps 8k - 1 and 8k).
fn split_heaps(r: &mut Rng) -> Vec<u64> {
    let n = r.range(1, 20) as usize;
    let small = r.below(2) == 0;
    let mut heaps: Vec<u64> = (0..n)
        .map(|_| match r.below(4) {
            0 => 8 * r.range(1, 1000) - r.below(2),
            _ if small => r.range(1, 16),
            _ => r.value(1, 1_000_000_000),
        })
        .collect();
    if r.below(3) == 0 {
        let g = |h: u64| match h % 8 {
            0 if h > 0 => h - 1,
            7 => h + 1,
            _ => h,
        };
        let x = heaps.iter().fold(0, |a, &h| a ^ g(h));
        let last = g(x); // g is its own inverse on the positive integers
        if x > 0 && last <= 1_000_000_000 {
            heaps.push(last);
        }
    }
    heaps
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
        "hdu3404" => switch_lights_cases(),
        "hdu3537" => mock_turtles_cases(),
        "hdu5795" => split_nim_cases(),
        "cses2207" => grundy_game_cases(),
        "luogu_p3185" => bean_cases(),
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
    let small: Vec<(u64, u64)> = (0..16).flat_map(|a| (0..16).map(move |b| (a, b))).collect();
    let mut r = Rng::new(64);
    let random: Vec<(u64, u64)> = (0..20).map(|_| (r.next_u64(), r.next_u64())).collect();
    // Products of single bits: every level of the Fermat-power recursion, bit 63 included.
    let bits = [0u32, 1, 7, 15, 16, 31, 32, 47, 62, 63];
    let single_bits: Vec<(u64, u64)> = bits.iter().flat_map(|&i| bits.iter().map(move |&j| (1u64 << i, 1u64 << j))).collect();
    vec![
        ("zero-one-all-ones", pairs(&edge)),
        ("fermat-powers", pairs(&fermat_pairs)),
        ("all-below-16", pairs(&small)),
        ("random-20-crlf-no-final-newline", pairs(&random).replace('\n', "\r\n").trim_end().to_string()),
        ("single-bit-pairs", pairs(&single_bits)),
    ]
}

fn switch_lights_cases() -> Vec<(&'static str, String)> {
    let case = |v: &[(u64, u64)]| {
        let mut lines = vec![v.len().to_string()];
        lines.extend(v.iter().map(|(x, y)| format!("{x} {y}")));
        lines
    };
    let corners = [(1, 1), (1, 10_000), (10_000, 1), (10_000, 10_000), (9_999, 10_000), (1, 2)];
    let mut single = vec![corners.len().to_string()];
    for c in corners {
        single.extend(case(&[c]));
    }
    // Every light set of the 2 x 2 board, and of (1, 1), (1, 2), (1, 3), (2, 1) on a 1 x 4 row.
    let board: Vec<(u64, u64)> = vec![(1, 1), (1, 2), (2, 1), (2, 2)];
    let mut subsets = vec!["32".to_string()];
    for row in [board.clone(), vec![(1, 1), (1, 2), (1, 3), (1, 4)]] {
        for mask in 0..16 {
            let set: Vec<(u64, u64)> = (0..4).filter(|i| mask >> i & 1 == 1).map(|i| row[i]).collect();
            subsets.extend(case(&set));
        }
    }
    // n = 100 distinct lights anywhere, and n = 1000 in 500 mirrored pairs on the 60 x 60
    // corner (a loss; the largest n, kept short for the fixtures budget).
    let mut r = Rng::new(3404);
    let mut random: Vec<(u64, u64)> = Vec::new();
    while random.len() < 100 {
        let p = (r.range(1, 10_000), r.range(1, 10_000));
        if !random.contains(&p) {
            random.push(p);
        }
    }
    let mut mirrored: Vec<(u64, u64)> = Vec::new();
    while mirrored.len() < 1000 {
        let (x, y) = (r.range(1, 60), r.range(1, 60));
        if x != y && !mirrored.contains(&(x, y)) && !mirrored.contains(&(y, x)) {
            mirrored.push((x, y));
            mirrored.push((y, x));
        }
    }
    let mut large = vec!["2".to_string()];
    large.extend(case(&random));
    large.extend(case(&mirrored));
    vec![
        ("single-lights-at-the-corners", text(single)),
        ("every-subset-2x2-and-1x4", text(subsets)),
        ("n100-random-and-n1000-mirrored", text(large)),
        ("crlf-extra-spaces-no-final-newline", "3\r\n1\r\n  5   7\r\n2\r\n5 7\r\n7 5\r\n1\r\n10000 10000".to_string()),
        ("one-light-at-1-1", "1\n1\n1 1\n".to_string()),
    ]
}

fn mock_turtles_cases() -> Vec<(&'static str, String)> {
    let singles: Vec<String> = (0..24).map(|k| format!("1\n{k}")).collect();
    let subsets: Vec<String> = (0..64u64)
        .map(|mask| {
            let heads: Vec<u64> = (0..6).filter(|i| mask >> i & 1 == 1).collect();
            format!("{} {}", heads.len(), join(&heads)).trim_end().to_string()
        })
        .collect();
    let mut r = Rng::new(3537);
    let big: Vec<u64> = (0..100).map(|_| r.range(0, 99_999_999)).collect();
    let mut top: Vec<u64> = (99_999_900..100_000_000).collect();
    top[99] = top[0];
    vec![
        ("single-heads-0-to-23", text(singles)),
        ("every-subset-of-0-to-5", text(subsets)),
        ("n100-random-and-n100-at-the-top-with-a-repeat", text(vec![format!("100\n{}", join(&big)), format!("100\n{}", join(&top))])),
        ("repeats-collapse", text(vec!["2\n5 5".into(), "3\n0 0 0".into(), "4\n1 2 1 2".into(), "5\n0 1 2 3 3".into()])),
        ("zeros-crlf-no-final-newline", "0\r\n0\r\n1\r\n0\r\n0".to_string()),
    ]
}

fn split_nim_cases() -> Vec<(&'static str, String)> {
    let tests = |cases: &[Vec<u64>]| {
        let mut v = vec![cases.len().to_string()];
        for c in cases {
            v.push(c.len().to_string());
            v.push(join(c));
        }
        text(v)
    };
    let singles: Vec<Vec<u64>> = (1..=24).map(|h| vec![h]).collect();
    // Pairs whose values cancel: (7, 8) is worth 8 ^ 7; (8k - 1, 8k) swap, so (8, 8 - 1 + 0)...
    let pairs: Vec<Vec<u64>> = vec![vec![7, 8], vec![8, 7], vec![7, 7], vec![8, 8], vec![15, 16], vec![16, 15], vec![1, 2, 3], vec![7, 1, 9], vec![999_999_999, 1_000_000_000], vec![999_999_992, 999_999_991]];
    let top: Vec<Vec<u64>> = vec![vec![1_000_000_000; 20], vec![1; 100], vec![999_999_999; 19], (999_999_980..1_000_000_000).collect()];
    let mut r = Rng::new(5795);
    let random: Vec<Vec<u64>> = (0..100).map(|_| (0..r.range(1, 3)).map(|_| r.value(1, 1_000_000_000)).collect()).collect();
    vec![
        ("one-heap-1-to-24", tests(&singles)),
        ("eights-and-sevens", tests(&pairs)),
        ("heaps-near-1e9", tests(&top)),
        ("t100-random", tests(&random)),
        ("crlf-no-final-newline", "2\r\n1\r\n8\r\n2\r\n8   7".to_string()),
    ]
}

fn grundy_game_cases() -> Vec<(&'static str, String)> {
    let lines = |ns: Vec<u64>| with_count(ns.iter().map(|n| n.to_string()).collect());
    let mut near_losses: Vec<u64> = Vec::new();
    for n in [4u64, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222] {
        near_losses.extend([n - 1, n, n + 1]);
    }
    near_losses.dedup();
    let mut r = Rng::new(2207);
    let random: Vec<u64> = (0..100).map(|_| r.range(1, 1_000_000)).collect();
    vec![
        ("heaps-1-to-100", lines((1..=100).collect())),
        ("around-every-losing-heap", lines(near_losses)),
        ("largest-heaps", lines(vec![1_000_000, 999_999, 999_998, 524_288, 100_000, 1223, 1224, 1221])),
        ("random-100", lines(random)),
        ("one-heap-of-1-crlf-no-final-newline", "1\r\n1".to_string()),
    ]
}

fn bean_cases() -> Vec<(&'static str, String)> {
    let tests = |cases: &[Vec<u64>]| {
        let mut v = vec![cases.len().to_string()];
        for c in cases {
            v.push(c.len().to_string());
            v.push(join(c));
        }
        text(v)
    };
    // Even counts cancel in the XOR but their beans still move: the count changes with them.
    let even: Vec<Vec<u64>> = vec![vec![2, 0, 0, 1, 0], vec![2, 0, 1, 0, 2], vec![1, 1, 2, 1, 0], vec![4, 0, 1, 1, 0], vec![10_000, 0, 0, 1, 10_000], vec![2, 0, 1], vec![2, 2, 2]];
    let empty: Vec<Vec<u64>> = vec![vec![0, 0], vec![0, 5], vec![0, 0, 0, 10_000], vec![1, 0], vec![0; 21], vec![1, 1]];
    let mut r = Rng::new(3185);
    let largest: Vec<Vec<u64>> = (0..10).map(|k| (0..21).map(|_| if k < 5 { r.range(0, 10_000) } else { r.range(0, 1) }).collect()).collect();
    let mut one_bean = Vec::new();
    for i in 0..10 {
        let mut p = vec![0u64; 21];
        p[2 * i] = 1;
        one_bean.push(p);
    }
    vec![
        ("even-counts-still-move", tests(&even)),
        ("empty-and-last-bottle-only", tests(&empty)),
        ("t10-n21-largest", tests(&largest)),
        ("one-bean-n21", tests(&one_bean)),
        ("crlf-no-final-newline", "2\r\n2\r\n1  0\r\n3\r\n1 1 1".to_string()),
    ]
}
