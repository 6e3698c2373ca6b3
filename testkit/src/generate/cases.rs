//! Inputs of the workspace's own fixture cases (`fixtures/<id>/<name>.in`), deterministic.
//! `regen-fixtures --inputs` writes them; expected outputs always come from `crate::reference`.

use super::{join, Rng, E18, I32MAX};

const I64MAX: u64 = i64::MAX as u64;

fn text(lines: impl IntoIterator<Item = String>) -> String {
    let mut s = String::new();
    for l in lines {
        s.push_str(&l);
        s.push('\n');
    }
    s
}

fn with_count(lines: Vec<String>) -> String {
    text(std::iter::once(lines.len().to_string()).chain(lines))
}

fn strs(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

fn fibs(hi: u64) -> Vec<u64> {
    let (mut f, mut g) = (1u64, 2u64);
    let mut v = vec![1];
    while g <= hi {
        v.push(g);
        (f, g) = (g, f + g);
    }
    let _ = f;
    v
}

/// Log-uniform value in lo..=hi (about as many 1-digit as 18-digit numbers).
fn logu(r: &mut Rng, lo: u64, hi: u64) -> u64 {
    let bits = r.range(1, 60);
    let v = r.next_u64() >> (64 - bits);
    v.clamp(lo, hi)
}

/// Mostly short values (keeps the T = 10^5 files near 1 MB): 85% below 1000, 10% log-uniform
/// below 2^40, 5% log-uniform up to hi.
fn compact(r: &mut Rng, lo: u64, hi: u64) -> u64 {
    match r.below(20) {
        0 => logu(r, lo, hi),
        1 | 2 => (r.next_u64() >> (64 - r.range(1, 40))).clamp(lo, hi),
        _ => r.range(lo, 999),
    }
}

/// T = 10^5 lines of `per_line`.
fn big_t(seed: u64, per_line: impl Fn(&mut Rng) -> String) -> String {
    let mut r = Rng::new(seed);
    with_count((0..100_000).map(|_| per_line(&mut r)).collect())
}

/// `(name, input)` for every own fixture case of `id` (samples not included).
pub fn fixture_cases(id: &str) -> Vec<(&'static str, String)> {
    match id {
        "hdu1525" => hdu1525(),
        "hdu2516" => hdu2516(),
        "hdu3032" => hdu3032(),
        "gcj2010r1a_c" => gcj(),
        "tab" => tab(),
        "jump" => jump(),
        "bocsoia" => bocsoia(),
        "bocsoib" => bocsoib(),
        "bocsoic" => bocsoic(),
        "bocsoid" => bocsoid(),
        "bocsoie" => bocsoie(),
        "bocsoif" => bocsoif(),
        "bocsoig" => bocsoig(),
        "nim" => nim(),
        "hdu2175" => hdu2175(),
        "hdu1995" => hdu1995(),
        "hdu2064" => hdu2064(),
        "hdu1207" => hdu1207(),
        "hdu2842" => hdu2842(),
        "hanoi" => hanoi(),
        "rings" => rings(),
        "hamilton" => hamilton(),
        id if id.starts_with("acl_") => super::acl::fixture_cases(id).unwrap_or_default(),
        id if super::games_c::IDS.contains(&id) => super::games_c::fixture_cases(id).unwrap_or_default(),
        id if super::games_a::IDS.contains(&id) => super::games_a::fixture_cases(id).unwrap_or_default(),
        id if super::GAMES_B.contains(&id) => super::games_b::fixture_cases(id).unwrap_or_default(),
        id if super::games_d2::IDS.contains(&id) => super::games_d2::fixture_cases(id).unwrap_or_default(),
        id if super::games_d1::IDS.contains(&id) => super::games_d1::fixture_cases(id).unwrap_or_default(),
        _ => super::games::fixture_cases(id).unwrap_or_default(),
    }
}

fn hdu1525() -> Vec<(&'static str, String)> {
    let end = |mut v: Vec<String>| {
        v.push("0 0".into());
        text(v)
    };
    let mut fibpairs = Vec::new();
    let f = fibs(E18);
    for w in f.windows(2) {
        fibpairs.push(format!("{} {}", w[1], w[0]));
        fibpairs.push(format!("{} {}", w[0], w[1]));
        fibpairs.push(format!("{} {}", w[1] + 1, w[0]));
    }
    let mut r = Rng::new(1525);
    let random = (0..2000)
        .map(|_| {
            let a = logu(&mut r, 1, E18);
            let b = if r.below(2) == 0 {
                logu(&mut r, 1, E18)
            } else {
                r.range(1, 100)
            };
            format!("{a} {b}")
        })
        .collect();
    vec![
        (
            "edge-equal",
            end(strs(&[
                "1 1",
                "2 2",
                "7 7",
                "2147483647 2147483647",
                "1000000000000000000 1000000000000000000",
            ])),
        ),
        (
            "edge-divides",
            end(strs(&[
                "12 4",
                "4 12",
                "1 1000000",
                "2 1",
                "1 2",
                "1000000000000000000 1",
                "999999999999999999 333333333333333333",
                "6 3",
                "3 9",
            ])),
        ),
        (
            "near-2p31",
            end(strs(&[
                "2147483647 2147483646",
                "2147483646 2147483647",
                "2147483647 1",
                "1 2147483647",
                "2147483647 1327217884",
                "1836311903 1134903170",
                "1134903170 1836311903",
                "2147483647 1073741824",
                "2147483647 1073741823",
            ])),
        ),
        (
            "near-1e18",
            end(strs(&[
                "1000000000000000000 999999999999999999",
                "999999999999999999 1000000000000000000",
                "1000000000000000000 618033988749894848",
                "1000000000000000000 618033988749894849",
                "1000000000000000000 500000000000000000",
                "1000000000000000000 500000000000000001",
            ])),
        ),
        (
            "near-2p63",
            end(vec![
                format!("{I64MAX} 1"),
                format!("{I64MAX} {}", I64MAX - 1),
                format!("{I64MAX} {I64MAX}"),
                format!("7540113804746346429 4660046610375530309"),
                format!("4660046610375530309 7540113804746346429"),
                format!("{I64MAX} 5700357022257240574"),
            ]),
        ),
        ("fibonacci-consecutive", end(fibpairs)),
        ("random-2000-crlf", end(random).replace('\n', "\r\n")),
    ]
}

fn hdu2516() -> Vec<(&'static str, String)> {
    let end = |mut v: Vec<String>| {
        v.push("0".into());
        text(v)
    };
    let mut around = Vec::new();
    for f in fibs(I32MAX).into_iter().filter(|&f| f >= 2) {
        for d in [-1i64, 0, 1] {
            let v = f as i64 + d;
            if (2..=I32MAX as i64).contains(&v) {
                around.push(v.to_string());
            }
        }
    }
    let mut r = Rng::new(2516);
    vec![
        ("n-2", end(strs(&["2"]))),
        (
            "fib-max-2p31",
            end(strs(&[
                "1836311903",
                "1836311902",
                "1836311904",
                "2147483647",
                "2147483646",
                "1134903170",
                "1134903171",
            ])),
        ),
        ("fib-neighbours", end(around)),
        (
            "all-2-to-3000",
            end((2..=3000).map(|n: u64| n.to_string()).collect()),
        ),
        (
            "random-20000-lines",
            end((0..20000).map(|_| r.value(2, I32MAX).to_string()).collect()),
        ),
    ]
}

fn hdu3032() -> Vec<(&'static str, String)> {
    let case = |h: &[u64]| format!("{}\n{}", h.len(), join(h));
    let cases = |v: Vec<String>| text(std::iter::once(v.len().to_string()).chain(v));
    let mut r = Rng::new(3032);
    let mut t100 = Vec::new();
    for a in 1..=10u64 {
        for b in 1..=10u64 {
            t100.push(case(&[a, b]));
        }
    }
    let mut big = Vec::with_capacity(1_000_000);
    for _ in 0..1_000_000 {
        big.push(r.range(1, 9));
    }
    let mut t100r = Vec::new();
    for _ in 0..100 {
        let n = r.range(1, 30) as usize;
        let h: Vec<u64> = (0..n).map(|_| r.value(1, I32MAX)).collect();
        t100r.push(case(&h));
    }
    let m = I32MAX;
    vec![
        (
            "heaps-of-1",
            cases(vec![
                case(&[1]),
                case(&[1, 1]),
                case(&[1, 1, 1]),
                case(&vec![1; 1000]),
                case(&vec![1; 999]),
            ]),
        ),
        ("t100-pairs-1-10", cases(t100)),
        ("t100-random", cases(t100r)),
        (
            "max-2p31-1",
            cases(vec![
                case(&[m]),
                case(&[m, m]),
                case(&[m, m - 1]),
                case(&[m - 3, m]),
                case(&[m - 4, m - 3]),
                case(&[3, m, m - 4, 4]),
            ]),
        ),
        ("large-1e6-heaps", cases(vec![case(&big)])),
    ]
}

fn gcj() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(2010);
    let mut official = Vec::new();
    for _ in 0..100 {
        let (a, b, c, d) = (
            r.range(1, 1_000_000),
            r.range(1, 1_000_000),
            r.range(1, 1_000_000),
            r.range(1, 1_000_000),
        );
        official.push(format!(
            "{} {} {} {}",
            a.min(b),
            a.max(b),
            c.min(d),
            c.max(d)
        ));
    }
    let mut huge = Vec::new();
    for _ in 0..100 {
        let (a, b, c, d) = (
            r.value(1, E18),
            r.value(1, E18),
            r.value(1, E18),
            r.value(1, E18),
        );
        huge.push(format!(
            "{} {} {} {}",
            a.min(b),
            a.max(b),
            c.min(d),
            c.max(d)
        ));
    }
    let f = fibs(E18);
    let mut points: Vec<String> = strs(&[
        "1 1 1 1",
        "2 2 1 1",
        "1 1 2 2",
        "8 8 5 5",
        "5 5 8 8",
        "13 13 8 8",
        "1000000000000000000 1000000000000000000 1000000000000000000 1000000000000000000",
        "1000000000000000000 1000000000000000000 618033988749894848 618033988749894848",
        "1000000000000000000 1000000000000000000 618033988749894849 618033988749894849",
        "1 1 1000000000000000000 1000000000000000000",
    ]);
    let (a, b) = (f[f.len() - 1], f[f.len() - 2]);
    points.push(format!("{a} {a} {b} {b}"));
    points.push(format!("{} {} {b} {b}", a + 1, a + 1));
    vec![
        ("single-points", with_count(points)),
        (
            "a-equals-b-lines",
            with_count(strs(&[
                "7 7 1 100",
                "1 100 7 7",
                "1000000 1000000 1 1000000",
                "1 1000000 1000000 1000000",
                "1000000000000000000 1000000000000000000 1 1000000000000000000",
                "1 1 1 1000000000000000000",
                "5 5 5 5",
            ])),
        ),
        (
            "full-box-1e18",
            with_count(strs(&["1 1000000000000000000 1 1000000000000000000"])),
        ),
        ("official-large-t100", with_count(official)),
        ("huge-random-t100", with_count(huge)),
    ]
}

fn tab() -> Vec<(&'static str, String)> {
    vec![
        (
            "n1-and-m1",
            with_count(strs(&[
                "1 1 1 1",
                "1 50 1 25",
                "200 1 1 1",
                "5 1 3 1",
                "2 1 1 1",
                "2 2 1 2",
                "2 2 1 1",
            ])),
        ),
        (
            "full-200x50",
            with_count(strs(&[
                "200 50 1 1",
                "200 50 1 50",
                "200 50 1 25",
                "200 50 100 7",
                "200 50 150 50",
                "200 50 199 2",
                "200 50 150 1",
                "200 50 2 3",
                "200 50 3 4",
                "200 50 10 10",
            ])),
        ),
        (
            "no-move",
            with_count(strs(&[
                "10 4 10 3",
                "10 4 9 1",
                "200 50 200 50",
                "200 50 199 1",
                "3 3 3 1",
            ])),
        ),
        (
            "m2-long-game",
            with_count(strs(&[
                "200 2 1 2",
                "200 2 1 1",
                "200 2 2 1",
                "193 2 1 2",
                "194 2 1 2",
                "192 2 1 1",
                "200 2 9 1",
                "200 3 1 2",
                "120 2 1 2",
                "200 2 4 1",
            ])),
        ),
        (
            "seed-example-10x4",
            with_count(strs(&[
                "10 4 5 3", "10 4 4 3", "10 4 1 1", "10 4 1 4", "10 4 6 1", "10 4 7 2", "10 4 9 4",
                "10 4 2 2", "10 4 3 3", "10 4 8 4",
            ])),
        ),
        ("small-random", {
            let mut r = Rng::new(11);
            with_count(
                (0..10)
                    .map(|_| {
                        let n = r.range(1, 40);
                        let m = r.range(1, 8);
                        format!("{n} {m} {} {}", r.range(1, n), r.range(1, m))
                    })
                    .collect(),
            )
        }),
    ]
}

fn jump() -> Vec<(&'static str, String)> {
    vec![
        (
            "y0-no-previous-push",
            with_count(strs(&[
                "12 4 6 0",
                "1 1 1 0",
                "2 1 1 0",
                "3 1 1 0",
                "100 50 1 0",
                "100 3 1 0",
                "50 2 1 0",
                "7 7 1 0",
                "2000 50 1 0",
                "1000 13 500 0",
            ])),
        ),
        (
            "y-equals-m",
            with_count(strs(&[
                "10 4 4 4",
                "10 4 1 4",
                "100 50 1 50",
                "2 1 1 1",
                "3 1 1 1",
                "500 2 1 2",
                "300 7 1 7",
            ])),
        ),
        (
            "x-equals-n-no-move",
            with_count(strs(&[
                "1 1 1 0",
                "1 50 1 50",
                "10 4 10 3",
                "10 4 9 1",
                "1000 50 1000 0",
                "5 1 4 1",
            ])),
        ),
        (
            "large-sum-n-2e6",
            with_count(
                (0..10u64)
                    .map(|i| {
                        format!(
                            "200000 50 1 {}",
                            [0, 1, 50, 25, 2, 49, 0, 3, 17, 50][i as usize]
                        )
                    })
                    .collect(),
            ),
        ),
        (
            "m1-m2-long",
            with_count(strs(&[
                "200 2 1 2",
                "200 2 1 1",
                "200 2 1 0",
                "100000 2 1 0",
                "100000 2 1 1",
                "100000 1 1 0",
                "100000 1 1 1",
                "99999 2 2 2",
            ])),
        ),
        ("small-random", {
            let mut r = Rng::new(12);
            with_count(
                (0..10)
                    .map(|_| {
                        let n = r.range(1, 60);
                        let m = r.range(1, 10);
                        format!("{n} {m} {} {}", r.range(1, n), r.range(0, m))
                    })
                    .collect(),
            )
        }),
    ]
}

fn bocsoia() -> Vec<(&'static str, String)> {
    vec![
        (
            "n0-no-move",
            with_count(strs(&["0 1", "0 5", "0 1000000000000000000", "1 1", "2 1"])),
        ),
        (
            "equal-piles-n-eq-m",
            with_count(strs(&[
                "1 1",
                "7 7",
                "1000000000000000000 1000000000000000000",
                "999999999999999999 999999999999999999",
            ])),
        ),
        (
            "m-1e18",
            with_count(strs(&[
                "1000000000000000000 1000000000000000000",
                "999999999999999999 1000000000000000000",
                "1 1000000000000000000",
                "1000000000000000000 999999999999999999",
                "1000000000000000000 499999999999999999",
                "1000000000000000000 1",
            ])),
        ),
        (
            "multiples-of-m-plus-1",
            with_count(strs(&[
                "12 3",
                "13 3",
                "15 3",
                "16 3",
                "999999999999999999 999999999",
                "1000000000000000000 999999999",
                "1000000000 999999999",
            ])),
        ),
        (
            "t1e5",
            big_t(101, |r| {
                format!("{} {}", compact(r, 0, E18), compact(r, 1, E18))
            }),
        ),
    ]
}

fn bocsoib() -> Vec<(&'static str, String)> {
    vec![
        (
            "n1-lose",
            with_count(strs(&["1 1", "1 1000000000000000000", "1 5"])),
        ),
        (
            "edge-small",
            with_count(strs(&[
                "2 1", "3 1", "4 1", "2 2", "3 2", "4 2", "5 2", "6 5", "7 5", "8 5",
            ])),
        ),
        (
            "n-eq-m",
            with_count(strs(&[
                "2 2",
                "1000000000000000000 1000000000000000000",
                "999999999999999999 999999999999999999",
                "5 5",
            ])),
        ),
        (
            "m-1e18",
            with_count(strs(&[
                "1000000000000000000 1000000000000000000",
                "1 1000000000000000000",
                "2 1000000000000000000",
                "1000000000000000000 999999999999999999",
                "1000000000000000000 499999999999999999",
                "1000000000000000000 1",
            ])),
        ),
        (
            "t1e5",
            big_t(102, |r| {
                format!("{} {}", compact(r, 1, E18), compact(r, 1, E18))
            }),
        ),
    ]
}

fn bocsoic() -> Vec<(&'static str, String)> {
    let mut pow = Vec::new();
    for k in 1..=59u32 {
        let v = (1u64 << k) - 1;
        pow.push(v.to_string());
        pow.push((v + 1).to_string());
    }
    vec![
        ("n1-no-move", with_count(strs(&["1", "2", "3", "4"]))),
        ("pow2-minus-1", with_count(pow)),
        (
            "near-1e18",
            with_count(strs(&[
                "1000000000000000000",
                "999999999999999999",
                "576460752303423487",
                "576460752303423488",
                "576460752303423486",
            ])),
        ),
        (
            "all-1-to-1000",
            with_count((1..=1000u64).map(|n| n.to_string()).collect()),
        ),
        ("t1e5", big_t(103, |r| compact(r, 1, E18).to_string())),
    ]
}

fn bocsoid() -> Vec<(&'static str, String)> {
    vec![
        (
            "zero-pile",
            with_count(strs(&[
                "0 1",
                "1 0",
                "0 1000000000000000000",
                "1000000000000000000 0",
            ])),
        ),
        (
            "equal-piles",
            with_count(strs(&[
                "1 1",
                "2 2",
                "1000000000000000000 1000000000000000000",
                "123456789 123456789",
            ])),
        ),
        (
            "near-1e18",
            with_count(strs(&[
                "1000000000000000000 999999999999999999",
                "999999999999999999 1000000000000000000",
                "1 1000000000000000000",
                "1000000000000000000 1",
            ])),
        ),
        (
            "all-small-0-to-20",
            with_count(
                (0..=20u64)
                    .flat_map(|n| (0..=20u64).map(move |m| (n, m)))
                    .filter(|&(n, m)| n + m > 0)
                    .map(|(n, m)| format!("{n} {m}"))
                    .collect(),
            ),
        ),
        (
            "t1e5",
            big_t(104, |r| {
                let (n, m) = (compact(r, 0, E18), compact(r, 0, E18));
                if r.below(10) == 0 || n + m == 0 {
                    format!("{} {}", n.max(1), n.max(1))
                } else {
                    format!("{n} {m}")
                }
            }),
        ),
    ]
}

fn bocsoie() -> Vec<(&'static str, String)> {
    vec![
        (
            "tiny-0-1",
            with_count(strs(&[
                "0 1", "1 0", "1 1", "0 2", "2 0", "1 2", "2 1", "2 2", "0 3", "3 1",
            ])),
        ),
        (
            "equal-piles",
            with_count(strs(&[
                "2 2",
                "3 3",
                "1000000000000000000 1000000000000000000",
                "1 1",
            ])),
        ),
        (
            "one-pile-1e18",
            with_count(strs(&[
                "0 1000000000000000000",
                "1000000000000000000 0",
                "1 1000000000000000000",
                "1000000000000000000 1",
                "1000000000000000000 999999999999999999",
            ])),
        ),
        (
            "all-small-0-to-20",
            with_count(
                (0..=20u64)
                    .flat_map(|n| (0..=20u64).map(move |m| (n, m)))
                    .filter(|&(n, m)| n + m > 0)
                    .map(|(n, m)| format!("{n} {m}"))
                    .collect(),
            ),
        ),
        (
            "t1e5",
            big_t(105, |r| {
                let (n, m) = (compact(r, 0, E18), compact(r, 0, E18));
                match r.below(10) {
                    0 => format!("{n} {n}").replace("0 0", "1 0"),
                    1 => format!("{} {}", r.below(2), m.max(1)),
                    _ if n + m == 0 => "0 1".into(),
                    _ => format!("{n} {m}"),
                }
            }),
        ),
    ]
}

fn bocsoif() -> Vec<(&'static str, String)> {
    let mut ladder = Vec::new();
    for s in [1u64, 2, 3, 7, 1000] {
        let mut l = s;
        while l <= E18 {
            ladder.push(format!("{l} {s}"));
            ladder.push(format!("{s} {}", l + 1));
            l = 2 * l + 1;
        }
    }
    vec![
        (
            "one-one-no-move",
            with_count(strs(&["1 1", "1 2", "2 1", "1 3", "3 1", "2 2"])),
        ),
        ("losing-ladders", with_count(ladder)),
        (
            "equal-piles",
            with_count(strs(&[
                "2 2",
                "3 3",
                "1000000000000000000 1000000000000000000",
                "999999999999999999 999999999999999999",
            ])),
        ),
        (
            "near-1e18",
            with_count(strs(&[
                "1000000000000000000 1",
                "1 1000000000000000000",
                "1000000000000000000 999999999999999999",
                "1000000000000000000 499999999999999999",
                "999999999999999999 499999999999999999",
                "576460752303423487 1",
                "576460752303423488 1",
            ])),
        ),
        (
            "t1e5",
            big_t(106, |r| {
                format!("{} {}", compact(r, 1, E18), compact(r, 1, E18))
            }),
        ),
    ]
}

fn piles_line(p: &[u64]) -> String {
    format!("{} {}", p.len(), join(p))
}

fn bocsoig() -> Vec<(&'static str, String)> {
    let g = crate::reference::bocsoig::grundy;
    let mut r = Rng::new(107);
    // T = 10^5 with sum k = 10^6 would exceed 3 MB with big values: mostly small piles
    let mut lines = Vec::new();
    let mut total = 0usize;
    for i in 0..100_000usize {
        let k = if i < 50_000 {
            r.range(1, 10) as usize
        } else {
            1
        };
        total += k;
        let p: Vec<u64> = (0..k)
            .map(|_| {
                if r.below(20) == 0 {
                    logu(&mut r, 1, E18)
                } else {
                    r.range(1, 99)
                }
            })
            .collect();
        lines.push(piles_line(&p));
    }
    assert!(total <= 1_000_000);
    let mut any = Vec::new();
    for _ in 0..300 {
        let k = r.range(2, 8) as usize;
        let p: Vec<u64> = (0..k).map(|_| r.range(1, 40)).collect();
        any.push(piles_line(&p));
    }
    let big_k: Vec<u64> = (0..100_000).map(|i| (i % 97 + 1) as u64).collect();
    // second line: 99,999 of those piles plus one that makes the XOR 0 (k = 10^5, losing)
    let x = big_k[1..].iter().fold(0, |a, &q| a ^ g(q));
    vec![
        (
            "k1-no-move",
            with_count(strs(&[
                "1 1",
                "2 1 1",
                "3 1 1 1",
                "1 2",
                "1 3",
                "5 1 1 1 1 1",
            ])),
        ),
        (
            "equal-piles",
            with_count(strs(&[
                "2 5 5",
                "2 1000000000000000000 1000000000000000000",
                "4 7 7 9 9",
                "3 6 6 6",
            ])),
        ),
        (
            "near-1e18",
            with_count(strs(&[
                "1 1000000000000000000",
                "2 1000000000000000000 999999999999999999",
                "3 1000000000000000000 576460752303423487 5",
                "1 999999999999999999",
            ])),
        ),
        (
            "max-k-1e5",
            with_count(vec![
                piles_line(&big_k),
                format!(
                    "{} {} {}",
                    big_k.len(),
                    join(&big_k[1..]),
                    if x == 0 { 1 } else { 2 * x }
                ),
            ]),
        ),
        ("t1e5", with_count(lines)),
        ("many-winning-moves.any", with_count(any)),
    ]
}

fn nim() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(108);
    let mut lines = Vec::new();
    let mut total = 0usize;
    for i in 0..100_000usize {
        let k = if i < 40_000 {
            r.range(1, 12) as usize
        } else {
            1 + r.below(2) as usize
        };
        total += k;
        let p: Vec<u64> = (0..k)
            .map(|_| {
                if r.below(25) == 0 {
                    logu(&mut r, 0, E18)
                } else {
                    r.range(0, 99)
                }
            })
            .collect();
        lines.push(piles_line(&p));
    }
    assert!(total <= 1_000_000);
    let mut any = Vec::new();
    for _ in 0..300 {
        let k = r.range(2, 8) as usize;
        // several piles share the top bit of the XOR more often with similar sizes
        let p: Vec<u64> = (0..k).map(|_| r.range(16, 63)).collect();
        any.push(piles_line(&p));
    }
    let big_k: Vec<u64> = (0..100_000).map(|i| (i * 7919 % 1000) as u64).collect();
    vec![
        (
            "zero-piles-no-move",
            with_count(strs(&[
                "1 0", "2 0 0", "3 0 0 0", "1 1", "2 0 5", "3 0 0 7",
            ])),
        ),
        (
            "equal-piles",
            with_count(strs(&[
                "2 5 5",
                "2 1000000000000000000 1000000000000000000",
                "4 7 7 9 9",
                "3 6 6 6",
                "2 0 0",
            ])),
        ),
        (
            "near-1e18",
            with_count(strs(&[
                "1 1000000000000000000",
                "2 1000000000000000000 999999999999999999",
                "3 1000000000000000000 576460752303423487 5",
                "3 576460752303423488 576460752303423487 1",
            ])),
        ),
        ("max-k-1e5", with_count(vec![piles_line(&big_k)])),
        ("t1e5", with_count(lines)),
        (
            "seed003-examples.any",
            with_count(strs(&[
                "3 15 12 10",
                "3 3 4 5",
                "3 7 11 13",
                "4 1 2 4 8",
                "3 9 10 11",
            ])),
        ),
        ("many-winning-moves.any", with_count(any)),
    ]
}

// Seed 003's binary puzzles and the Hanoi / Chinese-rings problems of the HDU set.

fn ended(mut lines: Vec<String>, end: &str) -> String {
    lines.push(end.to_string());
    text(lines)
}

fn hdu2175() -> Vec<(&'static str, String)> {
    let top = 1u64 << 62;
    let mut r = Rng::new(2175);
    let random = (0..10_000)
        .map(|_| {
            let n = r.range(1, 63);
            format!("{n} {}", r.range(1, (1u64 << n) - 1))
        })
        .collect();
    vec![
        ("n1-and-n2", ended(strs(&["1 1", "2 1", "2 2", "2 3"]), "0 0")),
        (
            "n63-edges",
            ended(
                vec![
                    "63 1".into(),
                    format!("63 {top}"),
                    format!("63 {}", top - 1),
                    format!("63 {}", top + 1),
                    format!("63 {}", 2 * top - 1),
                    format!("63 {}", 3u64 << 60),
                    format!("63 {}", 2 * top - 2),
                ],
                "0 0",
            ),
        ),
        ("every-step-n5", ended((1..32).map(|m| format!("5 {m}")).collect(), "0 0")),
        ("powers-of-two-n63", ended((0..63).map(|k| format!("63 {}", 1u64 << k)).collect(), "0 0")),
        ("random-1e4-crlf", ended(random, "0 0").replace('\n', "\r\n")),
        // Lines after the terminator are not read.
        ("after-terminator", text(strs(&["3 4", "0 0", "3 1"]))),
    ]
}

fn hdu1995() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(1995);
    let random = (0..1000)
        .map(|_| {
            let n = r.range(1, 60);
            format!("{n} {}", r.range(1, n))
        })
        .collect();
    let small = (1..=10u64).flat_map(|n| (1..=n).map(move |k| format!("{n} {k}"))).collect();
    vec![
        ("n1", with_count(strs(&["1 1"]))),
        ("every-k-n60", with_count((1..=60).map(|k| format!("60 {k}")).collect())),
        ("k-equals-n", with_count((1..=60).map(|n| format!("{n} {n}")).collect())),
        ("every-pair-up-to-10", with_count(small)),
        ("random-1000-spaces", with_count(random).replace(' ', "   ")),
    ]
}

fn hdu2064() -> Vec<(&'static str, String)> {
    vec![
        ("one-to-35", text((1..=35).map(|n| n.to_string()))),
        ("single-1-no-final-newline", "1".into()),
        ("max-35", text(strs(&["35"]))),
        ("crlf-repeats", text(strs(&["2", "2", "35", "1", "34"])).replace('\n', "\r\n")),
        ("several-per-line", "3 12   20\n\n7\n".into()),
    ]
}

fn hdu1207() -> Vec<(&'static str, String)> {
    // FS increments double after each triangular number of disks: test around those.
    let around: Vec<String> = [1u64, 3, 6, 10, 15, 21, 28, 36, 45, 55]
        .iter()
        .flat_map(|&t| [t - 1, t, t + 1])
        .filter(|&n| n >= 1)
        .map(|n| n.to_string())
        .collect();
    vec![
        ("one-to-64", text((1..=64).map(|n| n.to_string()))),
        ("max-64", text(strs(&["64"]))),
        ("triangular-boundaries", text(around)),
        ("single-1-no-final-newline", "1".into()),
        ("crlf-repeats", text(strs(&["64", "1", "64", "2"])).replace('\n', "\r\n")),
    ]
}

fn hdu2842() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(2842);
    let big = (0..10_000).map(|_| r.range(999_000_000, 1_000_000_000).to_string()).collect();
    let period_probe = [200_906u64, 200_907, 200_908, 401_814, 66_969, 133_938]
        .iter()
        .map(|n| n.to_string())
        .collect();
    vec![
        ("one-to-40", ended((1..=40).map(|n| n.to_string()).collect(), "0")),
        (
            "near-1e9",
            ended(strs(&["1000000000", "999999999", "999999998", "536870912", "536870911", "2"]), "0"),
        ),
        ("multiples-of-the-modulus", ended(period_probe, "0")),
        ("t1e4-near-1e9", ended(big, "0")),
        ("after-terminator-crlf", text(strs(&["5", "0", "7"])).replace('\n', "\r\n")),
    ]
}

fn hanoi() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(64);
    let big: Vec<String> = (0..1000).map(|_| format!("64 {}", r.next_u64())).collect();
    let mut r = Rng::new(65);
    let random = (0..1000)
        .map(|_| {
            let n = r.range(1, 64);
            let m = if n == 64 { r.next_u64() } else { r.range(0, (1u64 << n) - 1) };
            format!("{n} {m}")
        })
        .collect();
    vec![
        ("n1", with_count(strs(&["1 0", "1 1"]))),
        ("every-m-n4", with_count((0..16).map(|m| format!("4 {m}")).collect())),
        (
            "n64-edges",
            with_count(vec![
                "64 0".into(),
                "64 1".into(),
                format!("64 {}", (1u64 << 63) - 1),
                format!("64 {}", 1u64 << 63),
                format!("64 {}", u64::MAX - 1),
                format!("64 {}", u64::MAX),
                format!("63 {}", (1u64 << 63) - 1),
            ]),
        ),
        ("t1e3-n64", with_count(big)),
        ("random-1000-crlf", with_count(random).replace('\n', "\r\n")),
    ]
}

fn rings() -> Vec<(&'static str, String)> {
    let mut r = Rng::new(63);
    let big = (0..1000)
        .map(|_| (0..63).map(|_| if r.below(2) == 0 { '0' } else { '1' }).collect())
        .collect();
    let last_only = (1..=63usize).map(|n| format!("{}1", "0".repeat(n - 1))).collect();
    vec![
        ("single-ring", with_count(strs(&["0", "1"]))),
        ("all-on-1-to-63", with_count((1..=63).map(|n| "1".repeat(n)).collect())),
        ("last-ring-only", with_count(last_only)),
        ("all-off", with_count(vec!["0".repeat(63), "00".into(), "0000000".into()])),
        ("t1e3-n63", with_count(big)),
        ("crlf-spaces", with_count(strs(&["10", "01", "110", "0110101"])).replace('\n', "  \r\n")),
    ]
}

fn hamilton() -> Vec<(&'static str, String)> {
    use checkers::special::hamilton::{matrix, search, Test};
    let solids = ["tetrahedron", "octahedron", "dodecahedron", "icosahedron"];
    let graph = |name: &str| matrix(&Test { name: name.into(), cube: None, prefix: vec![] });
    let mut every_solid: Vec<String> = Vec::new();
    for name in solids {
        every_solid.push(format!("{name} 0"));
        for v in 0..graph(name).len() {
            every_solid.push(format!("{name} 1 {v}"));
        }
    }
    every_solid.extend(strs(&["cube 2 0", "cube 3 0", "cube 4 0"]));
    // Prefixes that are paths but cannot be finished: the first few random walks the search
    // (the reference's, exhaustive) cannot complete, on each graph with dead ends.
    let mut dead_ends: Vec<String> = Vec::new();
    let mut r = Rng::new(1857);
    for (name, cube) in [("dodecahedron", None), ("icosahedron", None), ("octahedron", None), ("cube", Some(3)), ("cube", Some(4))] {
        let m = matrix(&Test { name: name.into(), cube, prefix: vec![] });
        let head = cube.map_or(name.to_string(), |n| format!("cube {n}"));
        let mut found = 0;
        for _ in 0..10_000 {
            if found == 4 {
                break;
            }
            let length = r.range(3, m.len() as u64 - 1) as usize;
            let mut prefix = super::hamilton_prefix(&mut r, &m, length);
            prefix.truncate(length);
            let distinct = (1..prefix.len()).all(|i| !prefix[..i].contains(&prefix[i]));
            let is_path = distinct && prefix.windows(2).all(|w| m[w[0] as usize][w[1] as usize]);
            if is_path && search(&m, &prefix).is_none() {
                dead_ends.push(format!("{head} {} {}", prefix.len(), join(&prefix)));
                found += 1;
            }
        }
        assert!(found > 0, "no dead end found on {head}");
    }
    vec![
        ("every-solid.any", with_count(every_solid)),
        ("dead-ends.any", with_count(dead_ends)),
        (
            "not-a-path.any",
            with_count(strs(&[
                "tetrahedron 2 0 0",
                "octahedron 2 0 5",
                "octahedron 3 0 1 20",
                "dodecahedron 3 0 1 3",
                "icosahedron 2 12 0",
                "cube 4 2 0 3",
                "cube 3 4 0 1 3 1",
                "cube 5 1 32",
                "cube 2 5 0 1 3 2 0",
            ])),
        ),
        (
            "full-prefixes.any",
            with_count(strs(&[
                "dodecahedron 20 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19",
                "cube 4 16 0 1 3 2 6 7 5 4 12 13 15 14 10 11 9 8",
                "cube 4 16 0 1 3 7 5 4 6 2 10 8 9 11 15 13 12 14",
                "tetrahedron 4 3 2 1 0",
                "octahedron 6 0 1 2 4 3 5",
                "octahedron 6 0 1 2 5 3 4",
            ])),
        ),
        ("cube16-starts.any", with_count(strs(&["cube 16 1 0", "cube 16 1 65535", "cube 16 1 43690"]))),
        (
            "cubes-and-crlf.any",
            with_count(strs(&[
                "cube 2 0",
                "cube 2 2 3 1",
                "cube 3 3 7 6 4",
                "cube 4 4 15 14 12 8",
                "cube 4 3 0 8 12",
                "cube 5 1 17",
                "cube 10 0",
                "cube 12 1 4095",
            ]))
            .replace('\n', "\r\n"),
        ),
    ]
}
