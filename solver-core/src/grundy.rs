//! Sprague-Grundy values of heap games: the mex, subtraction games (S-Nim), take-and-break games
//! given by an octal code (Kayles, Dawson's Kayles, Dawson's chess), and proven periodicity of
//! their Grundy sequences.
//!
//! A position made of several heaps is the sum of one-heap games, so its Grundy value is the XOR
//! of the heaps' values ([`crate::nim::nim_sum`]) and the mover loses iff that XOR is 0
//! (Sprague 1935, Grundy 1939). Grundy values here are `u32`: a heap game's values never come
//! near 2^32 for any table that fits in memory.

use alloc::vec;
use alloc::vec::Vec;
use alloc::format;
use alloc::string::String;

/// The minimum excludant: the smallest value not in `values`.
///
/// Rule: the Grundy value of a position is the mex of its options' Grundy values (Sprague 1935,
/// Grundy 1939; Berlekamp, Conway, Guy, "Winning Ways", vol. 1, ch. 3; seed 003).
///
/// # Constraints
/// Any values, in any order, repeats allowed. The mex of `k` values is at most `k`, so values
/// above `k` are ignored and cost nothing.
///
/// # Complexity
/// O(k) time and O(k) memory for `k` values. For many mexes in a row, [`MexScratch`] reuses
/// its buffer.
///
/// Checked exhaustively against a direct search for the first missing value over every
/// sequence of up to 5 values from `0..=6` (`tests::mex_matches_definition`).
///
/// # Example
/// ```
/// use solver_core::grundy::mex;
/// assert_eq!(mex([0u32, 1, 3]), 2);
/// assert_eq!(mex(Vec::<u32>::new()), 0);
/// assert_eq!(mex([5u32, 0, 0, 1, u32::MAX]), 2);
/// ```
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for &v in &values {
        if (v as usize) < seen.len() {
            seen[v as usize] = true;
        }
    }
    // k values cannot fill k + 1 slots, so a free slot exists.
    seen.iter()
        .position(|&s| !s)
        .expect("k values leave a slot of k + 1 free") as u32
}

/// A reusable seen-buffer for computing many mexes in a row without clearing memory: each
/// [`MexScratch::clear`] starts a new generation, and a value counts as seen only when it was
/// inserted in the current generation.
///
/// # Complexity
/// `clear` and `insert` are O(1) amortised (the buffer grows to the largest value inserted);
/// `mex` is O(result).
///
/// Checked exhaustively against a direct search for the first missing value over every
/// sequence of up to 5 values from `0..=6` (`tests::mex_matches_definition`).
///
/// # Example
/// ```
/// use solver_core::grundy::MexScratch;
/// let mut scratch = MexScratch::new();
/// for v in [0u32, 2, 1, 4] { scratch.insert(v); }
/// assert_eq!(scratch.mex(), 3);
/// scratch.clear();
/// scratch.insert(1);
/// assert_eq!(scratch.mex(), 0);
/// ```
#[derive(Clone, Debug, Default)]
pub struct MexScratch {
    generation_of: Vec<u32>,
    generation: u32,
}

impl MexScratch {
    /// An empty buffer (generation 1, so the zero-filled slots count as unseen).
    pub fn new() -> MexScratch {
        MexScratch {
            generation_of: Vec::new(),
            generation: 1,
        }
    }

    /// Forgets every inserted value.
    pub fn clear(&mut self) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // After 2^32 - 1 generations the stamps would repeat: reset them once.
            for stamp in self.generation_of.iter_mut() {
                *stamp = 0;
            }
            self.generation = 1;
        }
    }

    /// Marks `value` as seen. The buffer grows to `value + 1` stamps, so insert only values that
    /// can matter (at most the number of options).
    pub fn insert(&mut self, value: u32) {
        let i = value as usize;
        if i >= self.generation_of.len() {
            let new_len = (i + 1).max(2 * self.generation_of.len());
            self.generation_of.resize(new_len, 0);
        }
        self.generation_of[i] = self.generation;
    }

    /// The smallest value not inserted since the last `clear`.
    pub fn mex(&self) -> u32 {
        let generation = self.generation;
        self.generation_of
            .iter()
            .position(|&stamp| stamp != generation)
            .unwrap_or(self.generation_of.len()) as u32
    }
}

/// Grundy values `g(0), ..., g(n - 1)` of the subtraction game S-Nim: one heap, a move removes
/// `s` tokens for some `s` in `set` with `s <= heap`; no move: lose.
///
/// Rule: `g(h) = mex { g(h - s) : s in set, s <= h }` (Sprague-Grundy; "Winning Ways", vol. 1,
/// ch. 4, subtraction games). A sum of heaps is lost for the mover iff the XOR of the heaps'
/// values is 0.
///
/// # Constraints
/// Every element of `set` is positive (panics on 0: removing nothing is not a move); repeats
/// are allowed.
///
/// # Complexity
/// O(n * |set|) time, O(n + |set|) memory.
///
/// Checked exhaustively against `crate::game::solve_by_index` on the real two-heap game, for
/// every pair of heaps below 25 and 12 subtraction sets (`tests::subtraction_table_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::grundy::subtraction_grundy_table;
/// // Take 1 or 2: the values repeat 0, 1, 2.
/// assert_eq!(subtraction_grundy_table(&[1, 2], 7), vec![0, 1, 2, 0, 1, 2, 0]);
/// assert_eq!(subtraction_grundy_table(&[1, 3, 4], 8), vec![0, 1, 0, 1, 2, 3, 2, 0]);
/// ```
pub fn subtraction_grundy_table(set: &[usize], n: usize) -> Vec<u32> {
    let mut table = Vec::with_capacity(n);
    extend_subtraction_grundy_table(set, &mut table, n, &mut MexScratch::new());
    table
}

/// Appends S-Nim values to `table` until it holds `new_len` values.
fn extend_subtraction_grundy_table(
    set: &[usize],
    table: &mut Vec<u32>,
    new_len: usize,
    scratch: &mut MexScratch,
) {
    assert!(
        set.iter().all(|&s| s > 0),
        "subtraction_grundy_table: the subtraction set must be positive"
    );
    while table.len() < new_len {
        let heap = table.len();
        scratch.clear();
        for &s in set {
            if s <= heap {
                scratch.insert(table[heap - s]);
            }
        }
        table.push(scratch.mex());
    }
}

/// Kayles: knock down one pin or two adjacent pins from a row (Dudeney, Loyd; "Winning Ways",
/// vol. 1, ch. 4). Period 12, last exception at 70.
pub const KAYLES_OCTAL_CODE: &str = "0.77";
/// Dawson's Kayles: knock down two adjacent pins. Period 34, last exception at 52.
pub const DAWSONS_KAYLES_OCTAL_CODE: &str = "0.07";
/// Dawson's chess (T. R. Dawson, 1934): pawns on a 3 x n board with forced captures, as a heap
/// game. Its values are Dawson's Kayles' shifted by one: `g(n) = g_0.07(n + 1)`. Period 34, last
/// exception at 51.
pub const DAWSONS_CHESS_OCTAL_CODE: &str = "0.137";

/// A take-and-break game written as an octal code `d0.d1d2d3...`.
///
/// Rule ("Winning Ways", vol. 1, ch. 4; Guy & Smith, "The G-values of various games", Proc.
/// Cambridge Philos. Soc. 52, 1956): a move picks one heap and removes `k` tokens from it, where
/// the octal digit `d_k` says what may be left of that heap: bit 1, nothing (the whole heap of
/// exactly `k` is removed); bit 2, one non-empty heap; bit 4, two non-empty heaps. The digit
/// before the point is `d_0`: only `0` or `4` (split a heap into two without removing any) makes
/// sense, since leaving the same heap is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalCode {
    /// `digits[k]` is `d_k`; no trailing zeros.
    digits: Vec<u8>,
}

impl OctalCode {
    /// Parses `"0.77"`, `".07"`, `"0.137"`, `"4.07"` and the like: an optional `0` or `4`, a
    /// point, then octal digits. Surrounding whitespace is ignored.
    ///
    /// Source: the notation of "Winning Ways", vol. 1, ch. 4 (see [`OctalCode`]).
    ///
    /// # Constraints
    /// Any string: a malformed code is an `Err` with a message, never a panic. Trailing zeros
    /// after the point are dropped (`"4.0700"` is `"4.07"`).
    ///
    /// # Complexity
    /// O(length of `code`).
    ///
    /// Checked exhaustively against a separate recogniser of the grammar for every string of up
    /// to 5 characters over `0`, `1`, `4`, `7`, `8`, `.` and space
    /// (`tests::parse_matches_grammar_on_short_strings`).
    ///
    /// # Example
    /// ```
    /// use solver_core::grundy::OctalCode;
    /// let kayles = OctalCode::parse("0.77").unwrap();
    /// assert_eq!((kayles.digit(1), kayles.digit(2), kayles.digit(3)), (7, 7, 0));
    /// assert_eq!(kayles.max_removal(), 2);
    /// assert!(kayles.splits_heaps());
    /// assert!(OctalCode::parse("0.8").is_err());
    /// assert!(OctalCode::parse("1.7").is_err());
    /// ```
    pub fn parse(code: &str) -> Result<OctalCode, String> {
        let code = code.trim();
        let point = code
            .find('.')
            .ok_or_else(|| format!("octal code {:?}: missing the point", code))?;
        let (whole, fraction) = (&code[..point], &code[point + 1..]);
        let d0 = match whole {
            "" | "0" => 0u8,
            "4" => 4,
            _ => {
                return Err(format!(
                    "octal code {:?}: the digit before the point must be 0 or 4",
                    code
                ))
            }
        };
        let mut digits = vec![d0];
        for c in fraction.chars() {
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => {
                    return Err(format!(
                        "octal code {:?}: {:?} is not an octal digit",
                        code, c
                    ))
                }
            }
        }
        while digits.len() > 1 && digits[digits.len() - 1] == 0 {
            digits.pop();
        }
        Ok(OctalCode { digits })
    }

    /// The digit `d_k` (0 beyond the code).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The largest `k` with `d_k != 0` (0 for a code with no move at all, or only `d_0`).
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// Whether some move leaves two heaps (a digit with bit 4).
    pub fn splits_heaps(&self) -> bool {
        self.digits.iter().any(|&d| d & 4 != 0)
    }

    /// The periodicity criterion that applies to this game.
    ///
    /// # Example
    /// ```
    /// use solver_core::grundy::{OctalCode, PeriodRule};
    /// let rule = OctalCode::parse("0.77").unwrap().period_rule();
    /// assert_eq!(rule, PeriodRule::TakeAndBreak { max_removal: 2, splits_heaps: true });
    /// ```
    pub fn period_rule(&self) -> PeriodRule {
        PeriodRule::TakeAndBreak {
            max_removal: self.max_removal(),
            splits_heaps: self.splits_heaps(),
        }
    }
}

/// Grundy values `g(0), ..., g(n - 1)` of the one-heap take-and-break game `code` (see
/// [`OctalCode`] for the moves).
///
/// Rule: `g(h)` is the mex over every move of the value left: 0 for no heap, `g(h - k)` for one
/// heap, `g(a) xor g(b)` for two heaps `a + b = h - k` (Sprague-Grundy; "Winning Ways", vol. 1,
/// ch. 4). Lasker's Nim is the infinite code `4.333...` (see [`crate::nim::lasker_grundy`]).
///
/// # Constraints
/// Any code; `n` such that the O(n^2) time fits.
///
/// # Complexity
/// O(n^2 * s / 2 + n * t) time, where `t` is [`OctalCode::max_removal`] and `s` the number of
/// digits with bit 4; O(n) memory (one reusable mex buffer).
///
/// Checked exhaustively against a direct brute force over every move for all heaps `<= 200`
/// and 27 codes (`tests::octal_tables_match_brute_force`), and against
/// `crate::game::solve_reachable` on the real multi-heap game for every position reachable from
/// a few starts with up to 12 tokens (`tests::octal_sums_match_game_search`).
///
/// # Example
/// ```
/// use solver_core::grundy::{octal_grundy_table, OctalCode};
/// let kayles = OctalCode::parse("0.77").unwrap();
/// assert_eq!(octal_grundy_table(&kayles, 12), vec![0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
/// let dawsons_kayles = OctalCode::parse("0.07").unwrap();
/// assert_eq!(octal_grundy_table(&dawsons_kayles, 8), vec![0, 0, 1, 1, 2, 0, 3, 1]);
/// ```
pub fn octal_grundy_table(code: &OctalCode, n: usize) -> Vec<u32> {
    let mut table = Vec::with_capacity(n);
    extend_octal_grundy_table(code, &mut table, n, &mut MexScratch::new());
    table
}

/// Appends octal-game values to `table` until it holds `new_len` values.
fn extend_octal_grundy_table(
    code: &OctalCode,
    table: &mut Vec<u32>,
    new_len: usize,
    scratch: &mut MexScratch,
) {
    while table.len() < new_len {
        let heap = table.len();
        scratch.clear();
        for (k, &digit) in code.digits.iter().enumerate().take(heap + 1) {
            let rest = heap - k;
            if k > 0 && rest == 0 && digit & 1 != 0 {
                scratch.insert(0);
            }
            if k > 0 && rest > 0 && digit & 2 != 0 {
                scratch.insert(table[rest]);
            }
            if digit & 4 != 0 {
                for a in 1..=rest / 2 {
                    scratch.insert(table[a] ^ table[rest - a]);
                }
            }
        }
        table.push(scratch.mex());
    }
}

/// Which theorem proves that a Grundy sequence is periodic from a finite prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PeriodRule {
    /// A subtraction game whose largest subtraction is `max_subtraction`: `g(h)` depends only on
    /// the previous `max_subtraction` values, so one repeat of that window proves the period.
    Subtraction {
        /// The largest element of the subtraction set.
        max_subtraction: usize,
    },
    /// A take-and-break (octal) game whose largest removal is `max_removal`.
    TakeAndBreak {
        /// The largest `k` with `d_k != 0`.
        max_removal: usize,
        /// Whether a move may leave two heaps.
        splits_heaps: bool,
    },
}

impl PeriodRule {
    /// The prefix length that proves `g(n + period) = g(n)` for all `n >= preperiod`, once that
    /// identity holds throughout the prefix.
    ///
    /// - Subtraction games: `preperiod + period + max_subtraction` (the window argument).
    /// - Splitting octal games: `2 * n0 + 2 * period + t` with `n0 = max(preperiod, 1)`, from the
    ///   periodicity theorem of Guy and Smith (1956; "Winning Ways", vol. 1, ch. 4): if
    ///   `g(n + p) = g(n)` for `n0 <= n < 2 n0 + p + t`, then for all `n >= n0`. The proof pairs
    ///   a two-heap option `(a, b)` of `n + p` with `(a, b - p)` of `n`, which needs `b - p`
    ///   to be a non-empty heap; `n0 >= 1` guarantees it (with `n0 = 0` the pair `(a, 0)` would
    ///   stand for a one-heap move the code may not allow).
    /// - Non-splitting octal games: `n0 + period + t`, `n0 = max(preperiod, 1)` (the window
    ///   argument; `n0 >= 1` keeps "take the whole heap" moves out of the window).
    ///
    /// # Constraints
    /// Any values. The sums saturate at `usize::MAX`, which no table reaches, so an overflow can
    /// never make an unproven period look proven.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// Checked through [`grundy_periodicity`]: every period it proves for the 64 codes `0.d1d2`
    /// and 40 random subtraction sets holds through tables of 600 and 3000 values
    /// (`tests::proven_periods_hold_in_long_tables`), and for Kayles, Dawson's Kayles and
    /// Dawson's chess one value fewer than this length proves nothing
    /// (`tests::named_games_have_their_known_periods`).
    ///
    /// # Example
    /// ```
    /// use solver_core::grundy::PeriodRule;
    /// let kayles = PeriodRule::TakeAndBreak { max_removal: 2, splits_heaps: true };
    /// assert_eq!(kayles.required_len(71, 12), 168);
    /// assert_eq!(PeriodRule::Subtraction { max_subtraction: 2 }.required_len(0, 3), 5);
    /// ```
    pub fn required_len(&self, preperiod: usize, period: usize) -> usize {
        let n0 = preperiod.max(1);
        match *self {
            PeriodRule::Subtraction { max_subtraction } => preperiod
                .saturating_add(period)
                .saturating_add(max_subtraction),
            PeriodRule::TakeAndBreak {
                max_removal,
                splits_heaps: true,
            } => n0
                .saturating_mul(2)
                .saturating_add(period.saturating_mul(2))
                .saturating_add(max_removal),
            PeriodRule::TakeAndBreak {
                max_removal,
                splits_heaps: false,
            } => n0.saturating_add(period).saturating_add(max_removal),
        }
    }
}

/// The eventual period of a Grundy sequence: `g(n + period) = g(n)` for all `n >= preperiod`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Periodicity {
    /// The smallest `n0` from which the sequence repeats with `period`.
    pub preperiod: usize,
    /// The smallest period.
    pub period: usize,
    /// `true`: proven for the whole infinite sequence by [`PeriodRule::required_len`].
    /// `false`: only a candidate seen in the prefix (at least two full periods after
    /// `preperiod`), which a longer prefix may refute.
    pub proven: bool,
}

impl Periodicity {
    /// The last `n` with `g(n) != g(n + period)` (`preperiod - 1`), `None` when purely periodic.
    pub fn last_exception(&self) -> Option<usize> {
        self.preperiod.checked_sub(1)
    }
}

/// The preperiod of `values` for a given period within the prefix: one past the last `n` with
/// `values[n + period] != values[n]`, or 0.
fn prefix_preperiod_for(values: &[u32], period: usize) -> usize {
    (0..values.len() - period)
        .rev()
        .find(|&n| values[n + period] != values[n])
        .map_or(0, |n| n + 1)
}

/// Finds the period and preperiod of a Grundy sequence from its prefix `values = g(0..len)`,
/// and says whether `rule` proves them for the infinite sequence.
///
/// Rule: for each period `p = 1, 2, ...` the preperiod is one past the last `n` with
/// `g(n + p) != g(n)` inside the prefix. The first `p` whose prefix reaches
/// `rule.required_len(preperiod, p)` is returned as proven. It is the smallest true period: any
/// proven period is a multiple of the smallest one `q`, which has the same preperiod and a
/// shorter required length. Without a proof, the result is the smallest `p` whose periodic part
/// covers at least two full periods of the prefix, marked `proven: false`; `None` when no `p`
/// qualifies. Source: Guy & Smith (1956); "Winning Ways", vol. 1, ch. 4.
///
/// # Constraints
/// `values` is the prefix of the game the rule belongs to.
///
/// # Complexity
/// O(len * p) for the answer's period `p` in the usual case (a wrong period is refuted near the
/// end of the prefix); O(len^2) in the worst case. No allocation.
///
/// Checked against long tables (length 600 for octal games, 3000 for subtraction games): every
/// proven result for the 64 codes `0.d1d2` searched up to 250 values (43 are proven) and for 40
/// random subtraction sets of 4 elements from `1..=12` searched up to 1000 values (all proven)
/// holds through the long table, with no smaller period or preperiod
/// (`tests::proven_periods_hold_in_long_tables`).
///
/// # Example
/// ```
/// use solver_core::grundy::{grundy_periodicity, octal_grundy_table, OctalCode, Periodicity};
/// let kayles = OctalCode::parse("0.77").unwrap();
/// let table = octal_grundy_table(&kayles, 168);
/// let found = grundy_periodicity(&table, kayles.period_rule()).unwrap();
/// assert_eq!(found, Periodicity { preperiod: 71, period: 12, proven: true });
/// assert_eq!(found.last_exception(), Some(70));
/// // 100 values show the period but cannot prove it.
/// assert!(!grundy_periodicity(&table[..100], kayles.period_rule()).unwrap().proven);
/// ```
pub fn grundy_periodicity(values: &[u32], rule: PeriodRule) -> Option<Periodicity> {
    let len = values.len();
    let mut candidate = None;
    for period in 1..=len / 2 {
        let preperiod = prefix_preperiod_for(values, period);
        if rule.required_len(preperiod, period) <= len {
            return Some(Periodicity {
                preperiod,
                period,
                proven: true,
            });
        }
        if candidate.is_none() && len - preperiod >= 2 * period {
            candidate = Some(Periodicity {
                preperiod,
                period,
                proven: false,
            });
        }
    }
    candidate
}

/// Extends a table by doubling until `rule` proves its period or `max_len` is reached; on proof
/// the table is cut to exactly the proving length.
fn search_periodicity<F>(
    mut extend: F,
    rule: PeriodRule,
    max_len: usize,
) -> (Vec<u32>, Option<Periodicity>)
where
    F: FnMut(&mut Vec<u32>, usize),
{
    let mut table = Vec::new();
    let mut len = max_len.min(64);
    loop {
        extend(&mut table, len);
        let found = grundy_periodicity(&table, rule);
        if let Some(periodicity) = found {
            if periodicity.proven {
                // The first length at which anything is proven is the smallest period's
                // required length, so the cut table proves the same periodicity.
                table.truncate(rule.required_len(periodicity.preperiod, periodicity.period));
                return (table, found);
            }
        }
        if len >= max_len {
            return (table, found);
        }
        len = len.saturating_mul(2).min(max_len);
    }
}

/// Computes the Grundy sequence of the octal game `code` until its periodicity is proven, or
/// up to `max_len` values; returns the table and the result of [`grundy_periodicity`] on it.
///
/// On success the table is exactly [`PeriodRule::required_len`] long, the shortest prefix that
/// proves the period. Some octal games have periods in the tens of millions or none known, so
/// the bound is the caller's: the cost is O(max_len^2) time in the worst case.
///
/// Rule and sources: see [`grundy_periodicity`] and [`octal_grundy_table`].
///
/// # Constraints
/// `max_len` values fit in memory and the O(max_len^2) time is acceptable.
///
/// # Complexity
/// O(L^2) time and O(L) memory for the final length `L <= max_len` (the table doubles, and
/// each doubling costs more than every earlier step together).
///
/// Checked for Kayles (period 12, last exception 70), Dawson's Kayles (34, 52) and Dawson's
/// chess (34, 51) and against long tables for all 64 codes `0.d1d2`
/// (`tests::proven_periods_hold_in_long_tables`).
///
/// # Example
/// ```
/// use solver_core::grundy::{octal_periodicity, OctalCode};
/// let dawsons_kayles = OctalCode::parse("0.07").unwrap();
/// let (table, found) = octal_periodicity(&dawsons_kayles, 1000);
/// let found = found.unwrap();
/// assert!(found.proven);
/// assert_eq!((found.period, found.last_exception()), (34, Some(52)));
/// assert_eq!(table.len(), 2 * 53 + 2 * 34 + 2);
/// // A bound too small to prove anything.
/// assert!(!octal_periodicity(&dawsons_kayles, 150).1.map_or(false, |p| p.proven));
/// ```
pub fn octal_periodicity(code: &OctalCode, max_len: usize) -> (Vec<u32>, Option<Periodicity>) {
    let mut scratch = MexScratch::new();
    search_periodicity(
        |table, len| extend_octal_grundy_table(code, table, len, &mut scratch),
        code.period_rule(),
        max_len,
    )
}

/// Computes the S-Nim sequence of `set` until its periodicity is proven, or up to `max_len`
/// values; see [`octal_periodicity`]. Every subtraction game is eventually periodic (pigeonhole
/// on windows of `max(set)` values), but the period can be long.
///
/// # Constraints
/// `set` non-empty and positive.
///
/// # Complexity
/// O(L * |set|) for the table plus O(L * p) for the period search, L <= `max_len`.
///
/// Checked against long tables of length 3000 for 40 random sets
/// (`tests::proven_periods_hold_in_long_tables`).
///
/// # Example
/// ```
/// use solver_core::grundy::subtraction_periodicity;
/// let (table, found) = subtraction_periodicity(&[1, 3, 4], 1000);
/// let found = found.unwrap();
/// assert!(found.proven);
/// assert_eq!((found.preperiod, found.period), (0, 7));
/// assert_eq!(table.len(), 0 + 7 + 4);
/// ```
pub fn subtraction_periodicity(set: &[usize], max_len: usize) -> (Vec<u32>, Option<Periodicity>) {
    let max_subtraction = set
        .iter()
        .copied()
        .max()
        .expect("a non-empty subtraction set");
    let mut scratch = MexScratch::new();
    search_periodicity(
        |table, len| extend_subtraction_grundy_table(set, table, len, &mut scratch),
        PeriodRule::Subtraction { max_subtraction },
        max_len,
    )
}

/// `g(n)` for any `n`, from a table and its proven periodicity.
///
/// # Constraints
/// `periodicity` was proven for `table` (or is otherwise known to hold), and `table` holds at
/// least `preperiod + period` values.
///
/// # Complexity
/// O(1).
///
/// Checked against a table of 600 values for Kayles, Dawson's Kayles and Dawson's chess.
///
/// # Example
/// ```
/// use solver_core::grundy::{octal_periodicity, periodic_grundy_value, OctalCode};
/// let (table, found) = octal_periodicity(&OctalCode::parse("0.77").unwrap(), 1000);
/// let found = found.unwrap();
/// assert_eq!(periodic_grundy_value(&table, &found, 1_000_000_000_000_000_000), 1);
/// ```
pub fn periodic_grundy_value(table: &[u32], periodicity: &Periodicity, n: u64) -> u32 {
    if n < table.len() as u64 {
        return table[n as usize];
    }
    let pre = periodicity.preperiod as u64;
    let offset = (n - pre) % periodicity.period as u64;
    table[(pre + offset) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{solve_by_index, solve_reachable};
    use crate::nim::{lasker_grundy, nim_sum};

    fn code(s: &str) -> OctalCode {
        OctalCode::parse(s).unwrap()
    }

    fn first_missing(values: &[u32]) -> u32 {
        (0..).find(|v| !values.contains(v)).unwrap()
    }

    #[test]
    fn mex_matches_definition() {
        let mut scratch = MexScratch::new();
        for len in 0..=5u32 {
            for mut word in 0..7u32.pow(len) {
                let mut values = Vec::new();
                for _ in 0..len {
                    values.push(word % 7);
                    word /= 7;
                }
                assert_eq!(
                    mex(values.iter().copied()),
                    first_missing(&values),
                    "{:?}",
                    values
                );
                scratch.clear();
                for &v in &values {
                    scratch.insert(v);
                }
                assert_eq!(scratch.mex(), first_missing(&values), "{:?}", values);
            }
        }
    }

    #[test]
    fn parse_octal_codes() {
        assert_eq!(code("0.137").digits, vec![0, 1, 3, 7]);
        assert_eq!(code(" .07 ").digits, vec![0, 0, 7]);
        assert_eq!(code("4.0700").digits, vec![4, 0, 7]);
        assert_eq!(code("0.").digits, vec![0]);
        assert_eq!(code("0.137").max_removal(), 3);
        assert!(!code("0.333").splits_heaps());
        assert!(code("4.0").splits_heaps());
        for bad in &["077", "0.78", "2.7", "0.7.7", "", "0,77", "0.-1"] {
            assert!(OctalCode::parse(bad).is_err(), "{}", bad);
        }
    }

    /// The grammar of octal codes, one character at a time: optional spaces, then `0`, `4` or
    /// nothing, a point, octal digits, optional spaces. `None` when the string does not match.
    fn recognise_octal_code(s: &str) -> Option<Vec<u8>> {
        let chars: Vec<char> = s.chars().collect();
        let mut i = 0;
        while i < chars.len() && chars[i] == ' ' {
            i += 1;
        }
        let mut digits = vec![0u8];
        if i < chars.len() && (chars[i] == '0' || chars[i] == '4') {
            digits[0] = chars[i] as u8 - b'0';
            i += 1;
        }
        if i == chars.len() || chars[i] != '.' {
            return None;
        }
        i += 1;
        while i < chars.len() && ('0'..='7').contains(&chars[i]) {
            digits.push(chars[i] as u8 - b'0');
            i += 1;
        }
        while i < chars.len() && chars[i] == ' ' {
            i += 1;
        }
        if i != chars.len() {
            return None;
        }
        while digits.len() > 1 && digits[digits.len() - 1] == 0 {
            digits.pop();
        }
        Some(digits)
    }

    #[test]
    fn parse_matches_grammar_on_short_strings() {
        let alphabet = ['0', '1', '4', '7', '8', '.', ' '];
        let mut accepted = 0;
        for len in 0..=5u32 {
            for mut word in 0..alphabet.len().pow(len) {
                let mut s = String::new();
                for _ in 0..len {
                    s.push(alphabet[word % alphabet.len()]);
                    word /= alphabet.len();
                }
                let parsed = OctalCode::parse(&s).ok().map(|c| c.digits);
                assert_eq!(parsed, recognise_octal_code(&s), "{:?}", s);
                accepted += parsed.is_some() as usize;
            }
        }
        assert!(accepted > 100, "{}", accepted);
    }

    /// The game's rule, spelled out move by move: every list of heaps a move can leave.
    fn moves_of_heap(code: &OctalCode, heap: usize) -> Vec<Vec<usize>> {
        let mut moves = Vec::new();
        for k in 0..=heap {
            let digit = code.digit(k);
            let rest = heap - k;
            if k >= 1 && rest == 0 && digit & 1 != 0 {
                moves.push(vec![]);
            }
            if k >= 1 && rest >= 1 && digit & 2 != 0 {
                moves.push(vec![rest]);
            }
            if digit & 4 != 0 {
                for a in 1..rest {
                    moves.push(vec![a, rest - a]);
                }
            }
        }
        moves
    }

    const CODES: [&str; 27] = [
        "0.07", "0.137", "0.77", "4.07", "0.4", "0.6", "0.51", "0.53", "0.37", "0.14", "0.16",
        "0.26", "0.34", "0.45", "0.52", "0.56", "0.72", "0.75", "0.004", "0.0007", "0.3", "0.1",
        "4.0", "4.3", "0.333", "0.2", "0.15",
    ];

    #[test]
    fn octal_tables_match_brute_force() {
        for s in &CODES {
            let c = code(s);
            let table = octal_grundy_table(&c, 201);
            let mut brute: Vec<u32> = Vec::new();
            for heap in 0..=200 {
                let options: Vec<u32> = moves_of_heap(&c, heap)
                    .iter()
                    .map(|left| left.iter().fold(0, |x, &h| x ^ brute[h]))
                    .collect();
                brute.push(first_missing(&options));
            }
            assert_eq!(table, brute, "{}", s);
        }
    }

    #[test]
    fn octal_sums_match_game_search() {
        // Positions are sorted heap lists; the real game moves one heap by the code's rule.
        for s in &CODES {
            let c = code(s);
            let table = octal_grundy_table(&c, 13);
            for start in &[vec![12usize], vec![4, 4, 4], vec![7, 5], vec![3, 5, 2, 2]] {
                let values = solve_reachable(start.clone(), |heaps: &Vec<usize>| {
                    let mut next = Vec::new();
                    for i in 0..heaps.len() {
                        for left in moves_of_heap(&c, heaps[i]) {
                            let mut after: Vec<usize> = heaps.clone();
                            after.remove(i);
                            after.extend(left);
                            after.sort_unstable();
                            next.push(after);
                        }
                    }
                    next
                });
                for (heaps, value) in &values {
                    let x = nim_sum(heaps.iter().map(|&h| table[h] as u64));
                    assert_eq!(value.is_win(), x != 0, "{} {:?}", s, heaps);
                }
            }
        }
    }

    #[test]
    fn lasker_is_the_take_and_break_game_4_333() {
        let lasker = code(&format!("4.{}", "3".repeat(300)));
        let table = octal_grundy_table(&lasker, 301);
        for (n, &g) in table.iter().enumerate() {
            assert_eq!(lasker_grundy(n as u64), g as u64, "n {}", n);
        }
    }

    const SETS: [&[usize]; 12] = [
        &[1],
        &[1, 2],
        &[1, 3, 4],
        &[2, 5, 6],
        &[1, 4],
        &[3],
        &[2, 3, 7],
        &[1, 2, 3, 4, 5],
        &[4, 9, 11],
        &[5, 2, 2],
        &[6, 7],
        &[1, 8, 13],
    ];

    #[test]
    fn subtraction_table_matches_game_search() {
        const N: usize = 25;
        for set in &SETS {
            let table = subtraction_grundy_table(set, N);
            // Two heaps (a, b) as state a * N + b; every move lowers the index.
            let values = solve_by_index(N * N, |state, out| {
                let (a, b) = (state / N, state % N);
                for &s in set.iter() {
                    if s <= a {
                        out.push(state - s * N);
                    }
                    if s <= b {
                        out.push(state - s);
                    }
                }
            });
            for a in 0..N {
                for b in 0..N {
                    let x = table[a] ^ table[b];
                    assert_eq!(values[a * N + b].is_win(), x != 0, "{:?} {} {}", set, a, b);
                }
            }
        }
    }

    #[test]
    fn named_games_have_their_known_periods() {
        for &(s, period, last_exception) in &[
            (KAYLES_OCTAL_CODE, 12, 70),
            (DAWSONS_KAYLES_OCTAL_CODE, 34, 52),
            (DAWSONS_CHESS_OCTAL_CODE, 34, 51),
        ] {
            let c = code(s);
            let (table, found) = octal_periodicity(&c, 100_000);
            let found = found.unwrap();
            assert!(found.proven, "{}", s);
            assert_eq!(found.period, period, "{}", s);
            assert_eq!(found.last_exception(), Some(last_exception), "{}", s);
            let required = 2 * (last_exception + 1) + 2 * period + c.max_removal();
            assert_eq!(table.len(), required, "{}", s);
            // One value fewer does not prove it.
            let shorter = grundy_periodicity(&table[..required - 1], c.period_rule()).unwrap();
            assert!(!shorter.proven, "{}", s);
            let long = octal_grundy_table(&c, 600);
            for (n, &g) in long.iter().enumerate() {
                assert_eq!(
                    periodic_grundy_value(&table, &found, n as u64),
                    g,
                    "{} {}",
                    s,
                    n
                );
            }
        }
        // Kayles from only 100 values: the period shows, the proof does not.
        let kayles = octal_grundy_table(&code(KAYLES_OCTAL_CODE), 100);
        let seen = grundy_periodicity(&kayles, code(KAYLES_OCTAL_CODE).period_rule()).unwrap();
        assert_eq!(
            seen,
            Periodicity {
                preperiod: 71,
                period: 12,
                proven: false
            }
        );
        let (_, capped) = octal_periodicity(&code(KAYLES_OCTAL_CODE), 167);
        assert!(!capped.unwrap().proven);
    }

    #[test]
    fn dawsons_chess_is_dawsons_kayles_shifted() {
        let chess = octal_grundy_table(&code(DAWSONS_CHESS_OCTAL_CODE), 500);
        let kayles07 = octal_grundy_table(&code(DAWSONS_KAYLES_OCTAL_CODE), 501);
        for n in 0..500 {
            assert_eq!(chess[n], kayles07[n + 1], "n {}", n);
        }
    }

    /// A proven periodicity must hold through the long table, with no smaller period and no
    /// smaller preperiod. A non-period `q` shows a mismatch at some `n >= preperiod` as soon as
    /// the table covers one full period beyond `preperiod + q`.
    fn check_against_long_table(long: &[u32], found: Option<Periodicity>, what: &str) {
        if let Some(f) = found.filter(|f| f.proven) {
            assert!(
                long.len() >= f.preperiod + 3 * f.period,
                "{}: table too short",
                what
            );
            for n in f.preperiod..long.len() - f.period {
                assert_eq!(long[n + f.period], long[n], "{} n {}", what, n);
            }
            if let Some(last) = f.last_exception() {
                assert_ne!(long[last + f.period], long[last], "{}", what);
            }
            for q in 1..f.period {
                assert!(
                    prefix_preperiod_for(long, q) > f.preperiod,
                    "{} q {}",
                    what,
                    q
                );
            }
        }
    }

    #[test]
    fn proven_periods_hold_in_long_tables() {
        let mut proven = 0;
        for d1 in 0..8 {
            for d2 in 0..8 {
                let c = code(&format!("0.{}{}", d1, d2));
                let (table, found) = octal_periodicity(&c, 250);
                let long = octal_grundy_table(&c, 600);
                assert_eq!(&long[..table.len()], &table[..]);
                check_against_long_table(&long, found, &format!("0.{}{}", d1, d2));
                proven += found.map_or(0, |f| f.proven as usize);
            }
        }
        assert_eq!(proven, 43, "codes 0.d1d2 proven within 250 values");

        let mut seed = 7u64;
        let mut proven = 0;
        for _ in 0..40 {
            let mut set = Vec::new();
            for _ in 0..4 {
                seed = seed
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                set.push(1 + (seed >> 33) as usize % 12);
            }
            let (table, found) = subtraction_periodicity(&set, 1000);
            let long = subtraction_grundy_table(&set, 3000);
            assert_eq!(&long[..table.len()], &table[..]);
            check_against_long_table(&long, found, &format!("{:?}", set));
            proven += found.map_or(0, |f| f.proven as usize);
        }
        assert_eq!(proven, 40);
    }

    #[test]
    fn purely_periodic_subtraction_games() {
        let (table, found) = subtraction_periodicity(&[1, 2], 1000);
        assert_eq!(
            found,
            Some(Periodicity {
                preperiod: 0,
                period: 3,
                proven: true
            })
        );
        assert_eq!(table, vec![0, 1, 2, 0, 1]);
        assert_eq!(
            grundy_periodicity(&[], PeriodRule::Subtraction { max_subtraction: 1 }),
            None
        );
        assert_eq!(
            grundy_periodicity(&[0, 1, 0], PeriodRule::Subtraction { max_subtraction: 1 }),
            None
        );
    }

    #[test]
    #[should_panic(expected = "must be positive")]
    fn zero_subtraction_is_rejected() {
        subtraction_grundy_table(&[0, 1], 5);
    }
}
