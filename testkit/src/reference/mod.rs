//! Independent reference solvers, one file per problem of `shared/problems.md`.
//!
//! Each solver is written from the problem statement (and the seed documents), never from
//! solver-core. Where input values are small the solvers search the game directly (memoised
//! minimax, mex tables); for values too large to search they use a method cross-checked in the
//! file's unit tests against that brute force.

pub mod poj3922;
pub mod cf1537d;
pub mod abc368_f;
pub mod codechef_fdivgame;
pub mod poj1704;
pub mod hdu4315;
pub mod arc091_d;
pub mod cf768e;
pub mod cses1099;
pub mod cses2208;
pub mod hdu3389;
pub mod hdu3590;
pub mod agc017_d;
pub mod poj3710;
pub mod acl_dsu;
pub mod acl_maxflow;
pub mod acl_modint;
pub mod acl_nim_components;
pub mod acl_segtree_monoid;
pub mod acl_strings;
pub mod bocsoia;
pub mod bocsoib;
pub mod bocsoic;
pub mod bocsoid;
pub mod bocsoie;
pub mod bocsoif;
pub mod bocsoig;
pub mod poj2311;
pub mod abc206_f;
pub mod timus1540;
pub mod spoj_bchoco;
pub mod hdu5754;
pub mod codechef_shgame;
pub mod kattis_cuttingbrownies;
pub mod gcj2010r1a_c;
pub mod hdu1404;
pub mod hdu1517;
pub mod hdu1525;
pub mod hdu1527;
pub mod hdu1536;
pub mod hdu1729;
pub mod hdu1846;
pub mod hdu1847;
pub mod hdu1848;
pub mod hdu1850;
pub mod hdu1907;
pub mod hdu2147;
pub mod hdu2149;
pub mod hdu2509;
pub mod hdu2516;
pub mod hdu3032;
pub mod jump;
pub mod nim;
pub mod tab;
// games-b: nimber arithmetic, coin turning, take-and-break.
pub mod yosupo_nim_product;
pub mod hdu3404;
pub mod hdu3537;
pub mod hdu5795;
pub mod cses2207;
pub mod luogu_p3185;
// Seed 003's binary puzzles and the Hanoi / Chinese-rings problems of the HDU set.
pub mod hamilton;
pub mod hanoi;
pub mod hdu1207;
pub mod hdu1995;
pub mod hdu2064;
pub mod hdu2175;
pub mod hdu2842;
#[cfg(test)]
mod puzzle_search;
pub mod rings;

/// Every problem id of the catalogue, in catalogue order.
pub const IDS: [&str; 68] = [
    "hdu1525",
    "hdu2516",
    "hdu3032",
    "gcj2010r1a_c",
    "tab",
    "jump",
    "bocsoia",
    "bocsoib",
    "bocsoic",
    "bocsoid",
    "bocsoie",
    "bocsoif",
    "bocsoig",
    "nim",
    "hdu1527",
    "hdu1846",
    "hdu1847",
    "hdu1850",
    "hdu1907",
    "hdu1848",
    "hdu1536",
    "hdu2149",
    "hdu2509",
    "hdu1729",
    "hdu2147",
    "hdu1517",
    "hdu1404",
    "hdu2175",
    "hdu1995",
    "hdu2064",
    "hdu1207",
    "hdu2842",
    "hanoi",
    "rings",
    "hamilton",
    // Problems over ac-library-rs (AtCoder Library), solved here without it.
    "acl_dsu",
    "acl_segtree_monoid",
    "acl_modint",
    "acl_maxflow",
    "acl_strings",
    "acl_nim_components",
    // Issue 21, games-c: cutting and interval games, chess pieces with draws, Nim with
    // counting, Cutcake.
    "poj2311",
    "abc206_f",
    "timus1540",
    "spoj_bchoco",
    "hdu5754",
    "codechef_shgame",
    "kattis_cuttingbrownies",
    // Issue 21, games-a: staircase Nim, misère and plain Green Hackenbush.
    "poj1704",
    "hdu4315",
    "cses1099",
    "hdu3389",
    "hdu3590",
    "agc017_d",
    "poj3710",
    // Issue 21, games-b: nimber arithmetic and coin turning, take-and-break.
    "yosupo_nim_product",
    "hdu3404",
    "hdu3537",
    "hdu5795",
    "cses2207",
    "luogu_p3185",
    // Issue 21, games-d2: Strange Nim, a game with move history, simultaneous moves.
    "arc091_d",
    "cf768e",
    "cses2208",
    // Issue 21, games-d1: dynamic subtraction and number-theoretic games.
    "poj3922",
    "cf1537d",
    "abc368_f",
    "codechef_fdivgame",
];

/// Solve `input` for problem `id`; the output is in the canonical format of problems.md with
/// every line ending in `"\n"`. `None` for an unknown id. Panics on malformed input.
pub fn solve(id: &str, input: &str) -> Option<String> {
    Some(match id {
        "hdu1525" => hdu1525::solve(input),
        "hdu2516" => hdu2516::solve(input),
        "hdu3032" => hdu3032::solve(input),
        "gcj2010r1a_c" => gcj2010r1a_c::solve(input),
        "tab" => tab::solve(input),
        "jump" => jump::solve(input),
        "bocsoia" => bocsoia::solve(input),
        "bocsoib" => bocsoib::solve(input),
        "bocsoic" => bocsoic::solve(input),
        "bocsoid" => bocsoid::solve(input),
        "bocsoie" => bocsoie::solve(input),
        "bocsoif" => bocsoif::solve(input),
        "bocsoig" => bocsoig::solve(input),
        "nim" => nim::solve(input),
        "hdu1527" => hdu1527::solve(input),
        "hdu1846" => hdu1846::solve(input),
        "hdu1847" => hdu1847::solve(input),
        "hdu1850" => hdu1850::solve(input),
        "hdu1907" => hdu1907::solve(input),
        "hdu1848" => hdu1848::solve(input),
        "hdu1536" => hdu1536::solve(input),
        "hdu2149" => hdu2149::solve(input),
        "hdu2509" => hdu2509::solve(input),
        "hdu1729" => hdu1729::solve(input),
        "hdu2147" => hdu2147::solve(input),
        "hdu1517" => hdu1517::solve(input),
        "hdu1404" => hdu1404::solve(input),
        "hdu2175" => hdu2175::solve(input),
        "hdu1995" => hdu1995::solve(input),
        "hdu2064" => hdu2064::solve(input),
        "hdu1207" => hdu1207::solve(input),
        "hdu2842" => hdu2842::solve(input),
        "hanoi" => hanoi::solve(input),
        "rings" => rings::solve(input),
        "hamilton" => hamilton::solve(input),
        "acl_dsu" => acl_dsu::solve(input),
        "acl_segtree_monoid" => acl_segtree_monoid::solve(input),
        "acl_modint" => acl_modint::solve(input),
        "acl_maxflow" => acl_maxflow::solve(input),
        "acl_strings" => acl_strings::solve(input),
        "acl_nim_components" => acl_nim_components::solve(input),
        "poj2311" => poj2311::solve(input),
        "abc206_f" => abc206_f::solve(input),
        "timus1540" => timus1540::solve(input),
        "spoj_bchoco" => spoj_bchoco::solve(input),
        "hdu5754" => hdu5754::solve(input),
        "codechef_shgame" => codechef_shgame::solve(input),
        "kattis_cuttingbrownies" => kattis_cuttingbrownies::solve(input),
        "poj1704" => poj1704::solve(input),
        "hdu4315" => hdu4315::solve(input),
        "cses1099" => cses1099::solve(input),
        "hdu3389" => hdu3389::solve(input),
        "hdu3590" => hdu3590::solve(input),
        "agc017_d" => agc017_d::solve(input),
        "poj3710" => poj3710::solve(input),
        "yosupo_nim_product" => yosupo_nim_product::solve(input),
        "hdu3404" => hdu3404::solve(input),
        "hdu3537" => hdu3537::solve(input),
        "hdu5795" => hdu5795::solve(input),
        "cses2207" => cses2207::solve(input),
        "luogu_p3185" => luogu_p3185::solve(input),
        "arc091_d" => arc091_d::solve(input),
        "cf768e" => cf768e::solve(input),
        "cses2208" => cses2208::solve(input),
        "poj3922" => poj3922::solve(input),
        "cf1537d" => cf1537d::solve(input),
        "abc368_f" => abc368_f::solve(input),
        "codechef_fdivgame" => codechef_fdivgame::solve(input),
        _ => return None,
    })
}

/// Whitespace-separated integer reader: CRLF, runs of spaces and a missing final newline are
/// all just whitespace.
pub(crate) struct Tok<'a> {
    it: std::str::SplitAsciiWhitespace<'a>,
}

impl<'a> Tok<'a> {
    pub(crate) fn new(s: &'a str) -> Self {
        Tok {
            it: s.split_ascii_whitespace(),
        }
    }
    /// Next integer, `None` at end of input.
    pub(crate) fn try_u64(&mut self) -> Option<u64> {
        self.it.next().map(|w| {
            w.parse()
                .unwrap_or_else(|_| panic!("not a non-negative integer: {w:?}"))
        })
    }
    /// Next whitespace-separated word; panics at the end of the input.
    pub(crate) fn word(&mut self) -> &'a str {
        self.it.next().expect("input ended early")
    }
    pub(crate) fn u64(&mut self) -> u64 {
        self.try_u64().expect("input ended early")
    }
    pub(crate) fn usize(&mut self) -> usize {
        self.u64() as usize
    }
}

/// The answers of an input "T, then T tests", one line per test: `answer_one` reads one test
/// from the tokens and returns its line.
pub(crate) fn per_test(input: &str, mut answer_one: impl FnMut(&mut Tok) -> String) -> String {
    let mut t = Tok::new(input);
    let cases = t.u64();
    let mut out = String::new();
    for _ in 0..cases {
        out.push_str(&answer_one(&mut t));
        out.push('\n');
    }
    out
}

/// Reads a test "k p1 .. pk" into `piles` (reused, so a 10^6-pile file allocates once).
pub(crate) fn read_piles(t: &mut Tok, piles: &mut Vec<u64>) {
    let k = t.usize();
    piles.clear();
    piles.extend((0..k).map(|_| t.u64()));
}

/// Integer square root of a u128 (largest r with r*r <= n), by bisection on bits.
pub(crate) fn isqrt(n: u128) -> u128 {
    let mut r: u128 = 0;
    let mut bit: u32 = 64;
    while bit > 0 {
        bit -= 1;
        let c = r | (1u128 << bit);
        if c <= u64::MAX as u128 * 2 && c.checked_mul(c).is_some_and(|sq| sq <= n) {
            r = c;
        }
    }
    r
}

#[cfg(test)]
pub(crate) fn sample(id: &str) -> (String, String) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    // Prefer the workspace fixture copy; fall back to /work/shared if present.
    for base in [
        dir.join("fixtures").join(id),
        dir.join("../shared/samples").join(id),
    ] {
        let i = base.join("sample-1.in");
        let o = base.join("sample-1.out");
        if let (Ok(a), Ok(b)) = (std::fs::read_to_string(&i), std::fs::read_to_string(&o)) {
            return (a, b);
        }
    }
    panic!("no sample for {id}");
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn isqrt_exact() {
        for n in 0u128..2000 {
            let r = isqrt(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "{n}");
        }
        for r in [
            1u128 << 40,
            999_999_999_999_999_999,
            3_000_000_000_000_000_000,
        ] {
            assert_eq!(isqrt(r * r), r);
            assert_eq!(isqrt(r * r - 1), r - 1);
            assert_eq!(isqrt(r * r + 2 * r), r);
        }
    }
    #[test]
    fn unknown_id() {
        assert_eq!(solve("nope", "1\n"), None);
    }
    #[test]
    fn tolerant_input() {
        assert_eq!(solve("bocsoia", "2\r\n13   3\r\n12 3").unwrap(), "1 1\n0\n");
    }
}
