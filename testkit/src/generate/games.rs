//! Generators and fixture cases for the classic HDU game set (hdu1527 ... hdu1404): inputs for
//! the differential test (`lines`) and the workspace's own fixture cases (`fixture_cases`).

use super::{join, Rng, E18};

/// The lines of a random valid input for `id`, or `None` when `id` is not one of these.
pub(super) fn lines(id: &str, r: &mut Rng) -> Option<Vec<String>> {
    Some(match id {
        "hdu1527" => hdu1527(r),
        "hdu1846" => hdu1846(r),
        "hdu1847" => (0..r.range(1, 20))
            .map(|_| r.value(1, E18).to_string())
            .collect(),
        "hdu1850" => hdu1850(r),
        "hdu1907" => hdu1907(r),
        "hdu1848" => hdu1848(r),
        "hdu1536" => hdu1536(r),
        "hdu2149" => hdu2149(r),
        "hdu2509" => hdu2509(r),
        "hdu1729" => hdu1729(r),
        "hdu2147" => hdu2147(r),
        "hdu1517" => (0..r.range(1, 20))
            .map(|_| hdu1517_n(r).to_string())
            .collect(),
        "hdu1404" => (0..r.range(1, 20)).map(|_| hdu1404_digits(r)).collect(),
        _ => return None,
    })
}

fn hdu2149(r: &mut Rng) -> Vec<String> {
    (0..r.range(1, 20))
        .map(|_| {
            let (m, n) = match r.below(4) {
                0 => {
                    let n = r.range(1, 60);
                    ((n + 1) * r.range(1, 15) + r.range(0, 1), n)
                }
                1 => (r.range(1, 30), r.range(1, 30)),
                2 => (r.range(1, 1099), r.range(1, 1099)),
                _ => (r.range(1, 1099), r.range(1, 40)),
            };
            format!("{} {n}", m.min(1099))
        })
        .collect()
}

/// Tests separated by blank lines now and then, as HDU 2509 allows.
fn hdu2509(r: &mut Rng) -> Vec<String> {
    let mut v = Vec::new();
    for _ in 0..r.range(1, 10) {
        let n = r.range(1, 12) as usize;
        let rows: Vec<u64> = match r.below(4) {
            0 => vec![1; n],
            1 => {
                let mut p = vec![1; n];
                p[r.index(n)] = r.range(2, 100);
                p
            }
            _ => {
                let mut p: Vec<u64> = (0..n).map(|_| r.range(1, 100)).collect();
                if r.below(2) == 0 && n > 1 {
                    let x = p[..n - 1].iter().fold(0, |a, &q| a ^ q);
                    if (1..=100).contains(&x) {
                        p[n - 1] = x;
                    }
                }
                p
            }
        };
        v.push(n.to_string());
        v.push(join(&rows));
        if r.below(3) == 0 {
            v.push(String::new());
        }
    }
    v
}

fn hdu1729(r: &mut Rng) -> Vec<String> {
    let mut v = Vec::new();
    for _ in 0..r.range(1, 5) {
        let n = r.range(1, 8);
        v.push(n.to_string());
        for _ in 0..n {
            let s = match r.below(5) {
                0 => r.range(0, 20),
                1 => r.range(0, 1000),
                2 => 1_000_000 - r.range(0, 3),
                _ => r.range(0, 1_000_000),
            };
            // Stones near the thresholds t (t + t^2 < s) are where the values change.
            let c = match r.below(3) {
                0 => r.range(0, s),
                1 => s - r.range(0, s.min(3)),
                _ => r.range(0, s.min(1000)),
            };
            v.push(format!("{s} {c}"));
        }
    }
    v.push("0".into());
    v
}

fn hdu2147(r: &mut Rng) -> Vec<String> {
    let mut v: Vec<String> = (0..r.range(1, 20))
        .map(|_| match r.below(3) {
            0 => format!("{} {}", r.range(1, 2000), r.range(1, 2000)),
            1 => format!("{} {}", 2000 - r.range(0, 1), r.range(1, 2000)),
            _ => format!("{} {}", r.range(1, 40), r.range(1, 40)),
        })
        .collect();
    v.push("0 0".into());
    v
}

fn hdu1517_n(r: &mut Rng) -> u64 {
    let max = u32::MAX as u64;
    match r.below(3) {
        0 => {
            // Next to an interval end 9 * 18^k or 18^(k+1).
            let k = r.range(0, 6) as u32;
            let end = if r.below(2) == 0 {
                9 * 18u64.pow(k)
            } else {
                18u64.pow(k + 1)
            };
            (end + r.range(0, 2)).saturating_sub(1).clamp(2, max)
        }
        1 => r.range(2, 400),
        _ => r.value(2, max),
    }
}

fn hdu1404_digits(r: &mut Rng) -> String {
    let len = r.range(1, 6) as usize;
    let zeros = r.below(3) == 0;
    (0..len)
        .map(|_| {
            let d = if zeros && r.below(2) == 0 {
                0
            } else {
                r.range(0, 9)
            };
            char::from(b'0' + d as u8)
        })
        .collect()
}

fn hdu1527(r: &mut Rng) -> Vec<String> {
    (0..r.range(1, 20))
        .map(|_| {
            let (a, b) = match r.below(6) {
                0 => {
                    let k = if r.below(2) == 0 {
                        r.range(0, 100)
                    } else {
                        r.value(0, E18 / 2)
                    };
                    wythoff_pair(k)
                }
                1 => {
                    let a = r.value(0, E18);
                    (a, a)
                }
                2 => (r.range(0, 12), r.range(0, 12)),
                _ => (r.value(0, E18), r.value(0, E18)),
            };
            if r.below(2) == 0 {
                format!("{a} {b}")
            } else {
                format!("{b} {a}")
            }
        })
        .collect()
}

/// The losing Wythoff pair `(floor(k phi), floor(k phi) + k)`: `floor(k phi)` is the largest
/// `a` with `2a - k < k sqrt 5`, found by bisection on `(2a - k)^2 < 5 k^2` in `k..2k`.
fn wythoff_pair(k: u64) -> (u64, u64) {
    if k == 0 {
        return (0, 0);
    }
    let five_k2 = 5 * k as u128 * k as u128;
    let (mut lo, mut hi) = (k, 2 * k); // (2k - k)^2 = k^2 < 5k^2 at lo; (3k)^2 > 5k^2 at hi
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        let s = (2 * mid - k) as u128;
        if s * s < five_k2 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (lo, lo + k)
}

fn hdu1846(r: &mut Rng) -> Vec<String> {
    let c = r.range(1, 20);
    let mut v = vec![c.to_string()];
    for _ in 0..c {
        let (n, m) = match r.below(4) {
            0 => {
                let m = r.value(1, 1_000_000_000);
                let k = r.range(1, 1000);
                (k * (m + 1) + r.range(0, 1) * r.range(1, m), m)
            }
            1 => (r.range(1, 30), r.range(1, 30)),
            _ => (r.value(1, E18), r.value(1, E18)),
        };
        v.push(format!("{n} {m}"));
    }
    v
}

fn nim_piles(r: &mut Rng, len: usize, lo: u64) -> Vec<u64> {
    let small = r.below(3) == 0;
    let mut p: Vec<u64> = (0..len)
        .map(|_| {
            if small {
                r.range(lo, 9)
            } else {
                r.value(lo, E18)
            }
        })
        .collect();
    if r.below(3) == 0 && len > 1 {
        // Make the XOR 0 through the last pile when that keeps it in range.
        let x = p[..len - 1].iter().fold(0, |a, &q| a ^ q);
        if x >= lo && x <= E18 {
            p[len - 1] = x;
        }
    }
    p
}

fn hdu1850(r: &mut Rng) -> Vec<String> {
    let mut v = Vec::new();
    for _ in 0..r.range(1, 8) {
        let m = r.range(2, 12) as usize;
        let p = nim_piles(r, m, 1);
        v.push(m.to_string());
        v.push(join(&p));
    }
    v.push("0".into());
    v
}

fn hdu1907(r: &mut Rng) -> Vec<String> {
    let t = r.range(1, 10);
    let mut v = vec![t.to_string()];
    for _ in 0..t {
        let n = r.range(1, 12) as usize;
        let p = match r.below(4) {
            0 => vec![1; n],
            1 => {
                let mut p = vec![1; n];
                p[r.index(n)] = r.range(2, 9);
                p
            }
            _ => nim_piles(r, n, 1),
        };
        v.push(n.to_string());
        v.push(join(&p));
    }
    v
}

fn hdu1848(r: &mut Rng) -> Vec<String> {
    let mut v: Vec<String> = (0..r.range(1, 20))
        .map(|_| {
            let mut pile = || match r.below(4) {
                0 => r.range(1, 20),
                1 => 1000 - r.range(0, 5),
                _ => r.range(1, 1000),
            };
            format!("{} {} {}", pile(), pile(), pile())
        })
        .collect();
    v.push("0 0 0".into());
    v
}

fn hdu1536_test(
    r: &mut Rng,
    max_k: u64,
    max_s: u64,
    max_m: u64,
    max_l: u64,
    max_h: u64,
) -> Vec<String> {
    let k = r.range(1, max_k);
    let set: Vec<u64> = (0..k)
        .map(|_| {
            if r.below(2) == 0 {
                r.range(1, 10)
            } else {
                r.range(1, max_s)
            }
        })
        .collect();
    let m = r.range(1, max_m);
    let mut v = vec![format!("{k} {}", join(&set)), m.to_string()];
    for _ in 0..m {
        let l = r.range(1, max_l);
        let h: Vec<u64> = (0..l)
            .map(|_| {
                if r.below(3) == 0 {
                    r.range(0, 20)
                } else {
                    r.range(0, max_h)
                }
            })
            .collect();
        v.push(format!("{l} {}", join(&h)));
    }
    v
}

fn hdu1536(r: &mut Rng) -> Vec<String> {
    let mut v = Vec::new();
    for _ in 0..r.range(1, 4) {
        v.extend(hdu1536_test(r, 8, 100, 6, 6, 2000));
    }
    v.push("0".into());
    v
}

fn text(lines: impl IntoIterator<Item = String>) -> String {
    let mut s = String::new();
    for l in lines {
        s.push_str(&l);
        s.push('\n');
    }
    s
}

fn strs(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// `(name, input)` for every own fixture case of `id` (samples not included); `None` when `id`
/// is not one of these problems.
pub(super) fn fixture_cases(id: &str) -> Option<Vec<(&'static str, String)>> {
    Some(match id {
        "hdu1527" => fixtures_hdu1527(),
        "hdu1846" => fixtures_hdu1846(),
        "hdu1847" => fixtures_hdu1847(),
        "hdu1850" => fixtures_hdu1850(),
        "hdu1907" => fixtures_hdu1907(),
        "hdu1848" => fixtures_hdu1848(),
        "hdu1536" => fixtures_hdu1536(),
        "hdu2149" => fixtures_hdu2149(),
        "hdu2509" => fixtures_hdu2509(),
        "hdu1729" => fixtures_hdu1729(),
        "hdu2147" => fixtures_hdu2147(),
        "hdu1517" => fixtures_hdu1517(),
        "hdu1404" => fixtures_hdu1404(),
        _ => return None,
    })
}

fn fixtures_hdu1527() -> Vec<(&'static str, String)> {
    let mut pairs = Vec::new();
    for k in 0..=40 {
        let (a, b) = wythoff_pair(k);
        pairs.push(format!("{a} {b}"));
        pairs.push(format!("{b} {a}"));
        pairs.push(format!("{} {b}", a + 1));
    }
    let mut near = Vec::new();
    for k in [
        E18 / 2,
        618_033_988_749_894_848,
        999_999_999_999,
        381_966_011_250_105_151,
    ] {
        let (a, b) = wythoff_pair(k);
        near.push(format!("{a} {b}"));
        near.push(format!("{b} {a}"));
        near.push(format!("{} {}", a - 1, b));
        near.push(format!("{} {}", a, b + 1));
    }
    near.extend(strs(&[
        "1000000000000000000 1000000000000000000",
        "0 1000000000000000000",
        "1000000000 1000000000",
        "999999999 1000000000",
    ]));
    let mut r = Rng::new(1527);
    let random = (0..3000)
        .map(|_| format!("{} {}", r.value(0, E18), r.value(0, E18)))
        .collect::<Vec<_>>();
    vec![
        (
            "zeros-and-equal",
            text(strs(&[
                "0 0",
                "0 1",
                "1 0",
                "1 1",
                "5 5",
                "0 7",
                "1000000000 0",
            ])),
        ),
        ("losing-pairs-k0-40", text(pairs)),
        ("near-1e18", text(near)),
        ("random-3000-crlf-no-final-newline", {
            let s = text(random).replace('\n', "\r\n");
            s.trim_end().to_string()
        }),
        ("fibonacci-pairs", {
            let (mut f, mut g) = (1u64, 2u64);
            let mut v = Vec::new();
            while g <= E18 {
                v.push(format!("{f} {g}"));
                v.push(format!("{g} {f}"));
                (f, g) = (g, f + g);
            }
            text(v)
        }),
    ]
}

fn fixtures_hdu1846() -> Vec<(&'static str, String)> {
    let count = |v: Vec<String>| text(std::iter::once(v.len().to_string()).chain(v));
    let mut all = Vec::new();
    for n in 1..=10 {
        for m in 1..=10 {
            all.push(format!("{n} {m}"));
        }
    }
    let mut r = Rng::new(1846);
    vec![
        (
            "ones",
            count(strs(&[
                "1 1",
                "2 1",
                "3 1",
                "1 1000",
                "1000 1",
                "1000 1000",
                "999 1",
                "1000 999",
            ])),
        ),
        ("c100-small", count(all)),
        (
            "multiples-1e18",
            count(strs(&[
                "1000000000000000000 1000000000000000000",
                "1000000000000000000 999999999999999999",
                "1000000000000000000 499999999999999999",
                "999999999999999999 999999999999999998",
                "1000000000000000000 1",
                "999999999999999999 2",
                "1000000000000000000 3",
            ])),
        ),
        (
            "c100-random",
            count(
                (0..100)
                    .map(|_| {
                        let m = r.value(1, E18);
                        let n = if r.below(2) == 0 {
                            (m + 1).saturating_mul(r.range(1, 5)).min(E18)
                        } else {
                            r.value(1, E18)
                        };
                        format!("{n} {m}")
                    })
                    .collect(),
            ),
        ),
        ("n-is-m-plus-1", {
            let mut v = Vec::new();
            for m in [1, 2, 3, 999, 1000, 999_999_999, E18 - 1] {
                v.push(format!("{} {m}", m + 1));
                v.push(format!("{m} {m}"));
                v.push(format!("{} {m}", m + 2));
            }
            text(std::iter::once(v.len().to_string()).chain(v))
        }),
    ]
}

fn fixtures_hdu1847() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(1847);
    vec![
        ("one-to-1000", text((1..=1000u64).map(|n| n.to_string()))),
        ("single-1", "1\n".to_string()),
        (
            "powers-and-1e18",
            text(
                (0..60u32)
                    .flat_map(|j| [(1u64 << j) - 1, 1 << j, (1 << j) + 1])
                    .filter(|&n| n >= 1)
                    .chain([E18, E18 - 1, E18 - 2, u64::MAX / 2])
                    .map(|n| n.to_string()),
            ),
        ),
        (
            "random-no-final-newline",
            text((0..500).map(|_| r.value(1, E18).to_string()))
                .trim_end()
                .to_string(),
        ),
        (
            "multiples-of-3",
            text((1..=200u64).map(|k| (3 * k).to_string()).chain([
                (E18 - 1).to_string(),
                (E18 + 2).to_string(),
                999_999_999_999_999_999u64.to_string(),
            ])),
        ),
    ]
}

fn fixtures_hdu1850() -> Vec<(&'static str, String)> {
    let block = |p: &[u64]| format!("{}\n{}", p.len(), join(p));
    let mut r = Rng::new(1850);
    let mut random = Vec::new();
    for _ in 0..30 {
        let m = r.range(2, 100) as usize;
        random.push(block(&nim_piles(&mut r, m, 1)));
    }
    random.push("0".into());
    let top = [E18, E18 - 1, E18, 1, 1];
    vec![
        (
            "equal-piles",
            text([
                block(&[1, 1]),
                block(&[7, 7]),
                block(&[5, 5, 5]),
                block(&[E18, E18]),
                block(&[E18, E18, E18]),
                "0".into(),
            ]),
        ),
        (
            "ones",
            text([
                block(&[1, 1, 1]),
                block(&vec![1; 100]),
                block(&vec![1; 99]),
                block(&[1, 2, 3]),
                "0".into(),
            ]),
        ),
        (
            "all-piles-winning",
            text([
                block(&[1, 2, 4, 7, 7]),
                block(&[15, 12, 10]),
                block(&[8, 9, 10, 11, 12, 13, 14, 15, 7]),
                block(&[1000000, 999999, 1]),
                "0".into(),
            ]),
        ),
        (
            "near-1e18",
            text([
                block(&top),
                block(&[E18, 1]),
                block(&[u64::MAX, 1, 2]),
                "0".into(),
            ]),
        ),
        ("random-30-blocks", text(random)),
        ("trailing-data-after-0", "2\n3 4\n0\n2\n1 1\n".into()),
    ]
}

fn fixtures_hdu1907() -> Vec<(&'static str, String)> {
    let case = |p: &[u64]| format!("{}\n{}", p.len(), join(p));
    let count = |v: Vec<String>| text(std::iter::once(v.len().to_string()).chain(v));
    let mut r = Rng::new(1907);
    let random: Vec<String> = (0..474)
        .map(|_| {
            let n = r.range(1, 47) as usize;
            if r.below(5) == 0 {
                case(&vec![1; n])
            } else {
                case(&nim_piles(&mut r, n, 1))
            }
        })
        .collect();
    vec![
        (
            "all-ones",
            count((1..=47).map(|n| case(&vec![1; n])).collect()),
        ),
        (
            "one-big-pile",
            count(strs(&[
                "1\n2",
                "2\n1 2",
                "3\n1 1 4747",
                "4\n1 1 1 4747",
                "1\n4747",
                "2\n2 2",
                "2\n4747 4747",
            ])),
        ),
        (
            "near-1e18",
            count(vec![
                case(&[E18]),
                case(&[E18, E18]),
                case(&[E18, E18 - 1, 1]),
                case(&[1, 1, E18]),
            ]),
        ),
        ("t474-random", count(random)),
        ("t474-hdu-bounds", {
            let mut r = Rng::new(19070);
            let cases: Vec<String> = (0..474)
                .map(|_| {
                    let n = r.range(1, 47) as usize;
                    let p: Vec<u64> = (0..n).map(|_| r.range(1, 4747)).collect();
                    case(&p)
                })
                .collect();
            count(cases)
        }),
    ]
}

fn fixtures_hdu1848() -> Vec<(&'static str, String)> {
    let end = |mut v: Vec<String>| {
        v.push("0 0 0".into());
        text(v)
    };
    let mut small = Vec::new();
    for a in 1..=8 {
        for b in 1..=8 {
            for c in 1..=8 {
                small.push(format!("{a} {b} {c}"));
            }
        }
    }
    let mut r = Rng::new(1848);
    vec![
        ("all-1-to-8", end(small)),
        (
            "max-1000",
            end(strs(&[
                "1000 1000 1000",
                "1000 1000 1",
                "987 987 987",
                "987 610 377",
                "1 1 1000",
                "999 998 997",
            ])),
        ),
        (
            "equal-piles",
            end((1..=100).map(|n| format!("{n} {n} {n}")).collect()),
        ),
        (
            "random-500",
            end((0..500)
                .map(|_| {
                    format!(
                        "{} {} {}",
                        r.range(1, 1000),
                        r.range(1, 1000),
                        r.range(1, 1000)
                    )
                })
                .collect()),
        ),
        ("fibonacci-piles", {
            let f = [
                1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987,
            ];
            let mut v = Vec::new();
            for (i, &a) in f.iter().enumerate() {
                let b = f[(i + 3) % f.len()];
                v.push(format!("{a} {b} {}", f[(i + 7) % f.len()]));
                v.push(format!("{a} {a} {a}"));
                v.push(format!("{} {} 1", a + 1, (b + 1).min(1000)));
            }
            end(v)
        }),
    ]
}

fn fixtures_hdu1536() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(1536);
    let mut limits = Vec::new();
    for _ in 0..3 {
        limits.extend(hdu1536_test(&mut r, 100, 10_000, 100, 100, 10_000));
    }
    limits.push("0".into());
    let mut small = Vec::new();
    for _ in 0..20 {
        small.extend(hdu1536_test(&mut r, 4, 12, 10, 4, 40));
    }
    small.push("0".into());
    vec![
        ("limits-k-m-l-100", text(limits)),
        (
            "take-one",
            text(strs(&["1 1", "4", "1 0", "1 1", "2 1 1", "3 1 1 1", "0"])),
        ),
        (
            "zero-heaps-and-big-moves",
            text(strs(&[
                "2 10000 9999",
                "3",
                "2 0 0",
                "1 10000",
                "2 9999 10000",
                "1 10000",
                "2",
                "1 9999",
                "1 10000",
                "0",
            ])),
        ),
        ("random-small", text(small)),
        ("single-element-sets", {
            let mut v = Vec::new();
            for s in [1u64, 2, 3, 7, 100, 9999, 10000] {
                v.push(format!("1 {s}"));
                v.push("3".into());
                v.push("3 0 1 2".into());
                v.push(format!("2 {} {}", s, 10_000));
                v.push(format!(
                    "4 {} {} {} {}",
                    (2 * s).min(10_000),
                    3 * s % 10_001,
                    10_000,
                    9_999
                ));
            }
            v.push("0".into());
            text(v)
        }),
    ]
}

fn fixtures_hdu2149() -> Vec<(&'static str, String)> {
    let mut all = Vec::new();
    for m in 1..=12 {
        for n in 1..=12 {
            all.push(format!("{m} {n}"));
        }
    }
    let mut r = Rng::new(2149);
    vec![
        ("all-1-to-12", text(all)),
        (
            "limits-1099",
            text(strs(&[
                "1099 1099",
                "1 1099",
                "1099 1",
                "1098 1",
                "1100 1099",
                "1099 549",
                "1098 548",
                "1 1",
            ])),
        ),
        (
            "none-multiples",
            text((1..=30u64).map(|n| format!("{} {n}", (n + 1) * (1099 / (n + 1))))),
        ),
        (
            "random-no-final-newline",
            text((0..300).map(|_| format!("{} {}", r.range(1, 1099), r.range(1, 1099))))
                .trim_end()
                .to_string(),
        ),
        (
            "m-near-n",
            text((1..=50u64).flat_map(|n| {
                [n, n + 1, n + 2]
                    .into_iter()
                    .map(move |m| format!("{m} {n}"))
            })),
        ),
    ]
}

fn fixtures_hdu2509() -> Vec<(&'static str, String)> {
    let case = |p: &[u64]| format!("{}\n{}", p.len(), join(p));
    let mut r = Rng::new(2509);
    let mut random = Vec::new();
    for i in 0..100 {
        let n = r.range(1, 100) as usize;
        let p: Vec<u64> = (0..n).map(|_| r.range(1, 100)).collect();
        random.push(case(&p));
        if i % 3 == 0 {
            random.push(String::new());
        }
    }
    vec![
        ("ones", text((1..=10).map(|n| case(&vec![1; n])))),
        (
            "one-big-row",
            text([
                case(&[2]),
                case(&[1, 2]),
                case(&[1, 1, 100]),
                case(&[100]),
                case(&[1, 1, 1, 100]),
            ]),
        ),
        (
            "equal-rows-blank-lines",
            format!("2\n2 2\n\n\n2\n100 100\n\n4\n7 7 7 7\n   \n3\n5 5 5\n"),
        ),
        (
            "n100-rows-100",
            text([
                case(&vec![100; 100]),
                case(&vec![100; 99]),
                case(&(1..=100).collect::<Vec<u64>>()),
            ]),
        ),
        ("random-crlf", text(random).replace('\n', "\r\n")),
    ]
}

fn fixtures_hdu1729() -> Vec<(&'static str, String)> {
    let block = |boxes: &[(u64, u64)]| {
        let mut s = boxes.len().to_string();
        for (a, b) in boxes {
            s.push_str(&format!("\n{a} {b}"));
        }
        s
    };
    let mut r = Rng::new(1729);
    let mut random = Vec::new();
    for _ in 0..40 {
        let n = r.range(1, 50);
        let boxes: Vec<(u64, u64)> = (0..n)
            .map(|_| {
                let s = r.range(0, 1_000_000);
                (
                    s,
                    if r.below(2) == 0 {
                        r.range(0, s.min(1000))
                    } else {
                        r.range(0, s)
                    },
                )
            })
            .collect();
        random.push(block(&boxes));
    }
    random.push("0".into());
    let e6 = 1_000_000;
    vec![
        (
            "zeros-and-full",
            text([
                block(&[(0, 0)]),
                block(&[(5, 0)]),
                block(&[(7, 7)]),
                block(&[(0, 0), (3, 3), (e6, e6)]),
                block(&[(1, 0), (1, 1)]),
                "0".into(),
            ]),
        ),
        (
            "thresholds-1e6",
            text([
                block(&[(e6, 999)]),
                block(&[(e6, 1000)]),
                block(&[(e6, 998)]),
                block(&[(e6, 31)]),
                block(&[(e6, 500), (999, 500)]),
                block(&[(e6, 0), (e6, 1)]),
                "0".into(),
            ]),
        ),
        (
            "small-boxes",
            text(
                (1..=30u64)
                    .map(|s| block(&(0..=s.min(49)).map(|c| (s, c)).collect::<Vec<_>>()))
                    .chain(["0".to_string()]),
            ),
        ),
        ("random-n50", text(random)),
        ("boxes-at-thresholds", {
            let mut v = Vec::new();
            for s in (2..=200u64).chain([999, 1000, 1001, 999_000, 999_001, 1_000_000]) {
                // t = the largest integer with t + t^2 < s.
                let mut t = 0;
                while (t + 1) * (t + 2) < s {
                    t += 1;
                }
                let boxes: Vec<(u64, u64)> = [t.saturating_sub(1), t, t + 1]
                    .iter()
                    .map(|&c| (s, c.min(s)))
                    .collect();
                v.push(block(&boxes[..1]));
                v.push(block(&boxes[1..2]));
                v.push(block(&boxes[2..]));
            }
            v.push("0".into());
            text(v)
        }),
    ]
}

fn fixtures_hdu2147() -> Vec<(&'static str, String)> {
    let end = |mut v: Vec<String>| {
        v.push("0 0".into());
        text(v)
    };
    let mut all = Vec::new();
    for n in 1..=15 {
        for m in 1..=15 {
            all.push(format!("{n} {m}"));
        }
    }
    let mut r = Rng::new(2147);
    vec![
        (
            "one-cell-and-lines",
            end(strs(&[
                "1 1", "1 2", "2 1", "1 2000", "2000 1", "1 1999", "1999 1",
            ])),
        ),
        ("all-1-to-15", end(all)),
        (
            "limits-2000",
            end(strs(&[
                "2000 2000",
                "1999 1999",
                "1999 2000",
                "2000 1999",
                "1999 1",
            ])),
        ),
        (
            "random-500",
            end((0..500)
                .map(|_| format!("{} {}", r.range(1, 2000), r.range(1, 2000)))
                .collect()),
        ),
        (
            "odd-by-odd",
            end((1..=40)
                .map(|k| format!("{} {}", 2 * k - 1, 2001 - 2 * k))
                .collect()),
        ),
    ]
}

fn fixtures_hdu1517() -> Vec<(&'static str, String)> {
    let mut ends = Vec::new();
    let mut power = 1u64;
    while power <= u32::MAX as u64 {
        for end in [9 * power, 18 * power] {
            for n in end.saturating_sub(1).max(2)..=end + 1 {
                if n < 1 << 32 {
                    ends.push(n.to_string());
                }
            }
        }
        power *= 18;
    }
    let mut r = Rng::new(1517);
    vec![
        ("two-to-400", text((2..=400u64).map(|n| n.to_string()))),
        ("interval-ends", text(ends)),
        (
            "max-2p32",
            text(strs(&["4294967295", "4294967294", "2", "3"])),
        ),
        (
            "random-crlf",
            text((0..1000).map(|_| r.value(2, u32::MAX as u64).to_string())).replace('\n', "\r\n"),
        ),
        ("powers-of-2-and-9", {
            let mut v = Vec::new();
            let mut p9 = 1u64;
            while p9 < 1 << 32 {
                let mut n = p9;
                while n < 1 << 32 {
                    if n >= 2 {
                        v.push(n.to_string());
                    }
                    n *= 2;
                }
                p9 *= 9;
            }
            text(v)
        }),
    ]
}

fn fixtures_hdu1404() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(1404);
    vec![
        (
            "single-digits-and-zeros",
            text(
                strs(&[
                    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "000000", "01",
                    "0999999", "10", "100000",
                ])
                .into_iter()
                .filter(|s| s.len() <= 6),
            ),
        ),
        (
            "all-two-digit",
            text(
                (0..100)
                    .map(|v| format!("{v:02}"))
                    .chain((1..10).map(|v| v.to_string())),
            ),
        ),
        (
            "six-digits",
            text(strs(&[
                "999999", "100000", "123456", "909090", "000001", "111111", "654321", "101010",
            ])),
        ),
        (
            "random-2000-no-final-newline",
            text((0..2000).map(|_| hdu1404_digits(&mut r)))
                .trim_end()
                .to_string(),
        ),
        (
            "every-three-digit-string",
            text((0..1000).map(|v| format!("{v:03}"))),
        ),
    ]
}
