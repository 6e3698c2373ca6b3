//! One-heap games: compute the Grundy sequence (or the win/lose sequence in misère play), find
//! its period and prove it where a theorem applies, or fit one of the known non-periodic rules.

use crate::games::{HeapGame, SubtractionSet};
use crate::sparse::SparseOctal;
use solver_core::grundy::OctalCode;
use solver_core::grundy::{grundy_periodicity, subtraction_grundy_table, PeriodRule, Periodicity};

/// The largest `n` for the games computed by a plain O(n^2) mex (Lasker's Nim, halving,
/// Fibonacci Nim).
pub const QUADRATIC_GAME_MAX_N: usize = 20_000;

/// The largest `n` for take-and-break codes that split into three or more heaps.
pub const TAKE_BREAK_MAX_N: usize = 3_000;

/// What the numbers of a sequence mean.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// Sprague-Grundy values (normal play): a sum of heaps loses iff their XOR is 0.
    Grundy,
    /// 1 when the player to move wins, 0 when they lose.
    Outcome,
}

/// A period of the sequence, proven or only seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeriodFinding {
    /// Proven for the whole infinite sequence from the first `required_len` values.
    Proven {
        /// Pre-period and period.
        periodicity: Periodicity,
        /// The prefix length the theorem needs.
        required_len: usize,
        /// The theorem and its condition, in words.
        proof: String,
    },
    /// Seen in the computed prefix (at least two full periods), not proven.
    Candidate {
        /// Pre-period and period within the prefix.
        periodicity: Periodicity,
        /// Why it is not proven: the prefix is too short, or no theorem applies.
        reason: String,
    },
    /// No period within the prefix.
    NotFound,
}

/// A rule for the whole sequence other than plain periodicity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FittedRule {
    /// `g(n + period) = g(n) + saltus` for `n >= preperiod` (Lasker's Nim: period 4, saltus 4).
    ArithmeticPeriodic {
        /// From where the rule holds.
        preperiod: usize,
        /// The period.
        period: usize,
        /// What each period adds.
        saltus: u32,
    },
    /// `g(n) = (odd part of (n + 1) - 1) / 2`; P-positions `n = 2^k - 1` (halving).
    OddPartOfSuccessor,
    /// The mover loses iff `n` is 0 or a Fibonacci number (Fibonacci Nim).
    LosesAtFibonacci,
    /// `g(n) = n` (Turning Turtles, Hackenbush paths).
    Identity,
    /// `g(0) = 0`, and `g(n)` is the `n`-th odious number (odd count of ones in binary: 1, 2, 4,
    /// 7, 8, 11, ...), `2(n - 1)` or `2(n - 1) + 1` (Mock Turtles).
    Odious,
    /// `g(n)` is the largest power of two dividing `n`, `g(0) = 0` (the Ruler game).
    LowestSetBit,
}

impl FittedRule {
    /// The rule in words.
    pub fn describe(&self) -> String {
        match self {
            FittedRule::ArithmeticPeriodic {
                preperiod,
                period,
                saltus,
            } => format!(
                "arithmetic-periodic: g(n + {}) = g(n) + {} for every n >= {}",
                period, saltus, preperiod
            ),
            FittedRule::OddPartOfSuccessor => {
                "g(n) = (odd part of (n + 1) - 1) / 2; the mover loses iff n + 1 is a power of two"
                    .to_string()
            }
            FittedRule::LosesAtFibonacci => {
                "the mover loses iff n is 0 or a Fibonacci number (1, 2, 3, 5, 8, ...)".to_string()
            }
            FittedRule::Identity => "g(n) = n".to_string(),
            FittedRule::Odious => "g(n) is the n-th odious number (1, 2, 4, 7, 8, 11, ...): \
                                   2(n - 1), plus 1 when n - 1 has an even count of ones"
                .to_string(),
            FittedRule::LowestSetBit => "g(n) is the largest power of two dividing n".to_string(),
        }
    }

    /// The value the rule gives at `n`.
    pub fn value(&self, values: &[u32], n: usize) -> u64 {
        match *self {
            FittedRule::ArithmeticPeriodic {
                preperiod,
                period,
                saltus,
            } => {
                if n < preperiod + period {
                    values[n] as u64
                } else {
                    let cycles = (n - preperiod) / period;
                    values[preperiod + (n - preperiod) % period] as u64
                        + cycles as u64 * saltus as u64
                }
            }
            FittedRule::OddPartOfSuccessor => {
                let q = n as u64 + 1;
                ((q >> q.trailing_zeros()) - 1) / 2
            }
            FittedRule::LosesAtFibonacci => {
                let (mut a, mut b) = (1u64, 2u64);
                while a < n as u64 {
                    let next = a + b;
                    a = b;
                    b = next;
                }
                (n != 0 && a != n as u64) as u64
            }
            FittedRule::Identity => n as u64,
            FittedRule::Odious if n == 0 => 0,
            FittedRule::Odious => {
                let m = n as u64 - 1;
                2 * m + (m.count_ones() % 2 == 0) as u64
            }
            FittedRule::LowestSetBit => n as u64 & (n as u64).wrapping_neg(),
        }
    }
}

/// Everything found about a one-heap game on heaps `0..n`.
#[derive(Clone, Debug)]
pub struct HeapAnalysis {
    /// `values[h]` for every heap `h < n`.
    pub values: Vec<u32>,
    /// What the values mean.
    pub kind: ValueKind,
    /// Misère play (last mover loses).
    pub misere: bool,
    /// How the values were computed.
    pub method: String,
    /// The period, if any.
    pub period: PeriodFinding,
    /// A non-periodic rule that fits every computed value, when there is no proven period.
    pub fitted: Option<FittedRule>,
    /// Cross-checks against solver-core's closed forms, one line each.
    pub agreements: Vec<String>,
}

impl HeapAnalysis {
    /// The P-positions (the mover loses): heaps with value 0.
    pub fn p_positions(&self) -> Vec<usize> {
        (0..self.values.len())
            .filter(|&h| self.values[h] == 0)
            .collect()
    }
}

/// Misère outcomes (1: the mover wins) of a subtraction game: no move means the opponent took
/// the last token, so the mover has won.
fn misere_subtraction_outcomes(set: &SubtractionSet, n: usize) -> Vec<u32> {
    let elements = set.elements_up_to(n);
    let mut outcome = Vec::with_capacity(n);
    for h in 0..n {
        let mut has_move = false;
        let mut reaches_loss = false;
        for &s in elements.iter().take_while(|&&s| s <= h) {
            has_move = true;
            reaches_loss |= outcome[h - s] == 0;
        }
        outcome.push((!has_move || reaches_loss) as u32);
    }
    outcome
}

/// The mex over a contiguous range of earlier values, by a reused seen-buffer.
fn mex_of<I: Iterator<Item = u32>>(values: I, seen: &mut Vec<u32>, stamp: u32) -> u32 {
    for v in values {
        let i = v as usize;
        if i >= seen.len() {
            seen.resize(i + 1, 0);
        }
        seen[i] = stamp;
    }
    (0..)
        .find(|&v| seen.get(v as usize).map_or(true, |&s| s != stamp))
        .unwrap() as u32
}

/// Lasker's Nim by the plain mex: take any number from the heap, or split it into two.
fn lasker_table(n: usize) -> Vec<u32> {
    let mut table: Vec<u32> = Vec::with_capacity(n);
    let mut seen = Vec::new();
    for h in 0..n {
        let takes = (0..h).map(|left| table[left]);
        let splits = (1..=h / 2).map(|a| table[a] ^ table[h - a]);
        let value = mex_of(takes.chain(splits), &mut seen, h as u32 + 1);
        table.push(value);
    }
    table
}

/// Halving by the plain mex: from `p` the moves reach `ceil(p/2)..p-1`.
fn halving_table(n: usize) -> Vec<u32> {
    let mut table: Vec<u32> = Vec::with_capacity(n);
    let mut seen = Vec::new();
    for p in 0..n {
        let value = mex_of(((p + 1) / 2..p).map(|q| table[q]), &mut seen, p as u32 + 1);
        table.push(value);
    }
    table
}

/// Fibonacci Nim outcomes of the starting piles (1: the first player wins). A position is a
/// pile `m` with a limit `l` on the next take; more limit never hurts, so each pile has a
/// threshold `T(m)`: the smallest limit that wins. From `(m, l)` a take
/// `t <= l` wins iff `T(m - t) > 2t`, so `T(m)` is the smallest such `t`. The first move may
/// take up to `m - 1`.
fn fibonacci_nim_outcomes(n: usize) -> Vec<u32> {
    // usize::MAX: no limit wins. The empty pile never wins (the taker of the last stone won),
    // so a take that empties the pile always wins.
    let mut threshold = vec![usize::MAX; n.max(1)];
    let mut outcome = Vec::with_capacity(n);
    for m in 0..n {
        if m > 0 {
            threshold[m] = (1..=m)
                .find(|&t| threshold[m - t] > 2 * t)
                .unwrap_or(usize::MAX);
        }
        outcome.push((m >= 2 && threshold[m] <= m - 1) as u32);
    }
    outcome
}

/// The octal game's values for heaps `0..n`: by the sparse-space mex in doubling steps until the
/// Guy-Smith theorem proves a period, then by that period (which the theorem makes exact).
fn octal_values(code: &OctalCode, n: usize) -> (Vec<u32>, String) {
    let mut sparse = SparseOctal::new(code);
    let rule = code.period_rule();
    let mut len = n.min(1024);
    loop {
        sparse.extend_to(len);
        let proven = grundy_periodicity(&sparse.table, rule).filter(|p| p.proven);
        if let (Some(p), true) = (proven, len < n) {
            let mut table = sparse.table;
            for h in len..n {
                let value = table[h - p.period];
                table.push(value);
            }
            return (
                table,
                format!(
                    "sparse-space mex for heaps < {}, where the period is proven; beyond, the \
                     proven period",
                    len
                ),
            );
        }
        if len == n {
            return (
                sparse.table,
                "sparse-space mex (common values from the pairs with a rare part, rare values by \
                 a scan that stops at the first hit)"
                    .to_string(),
            );
        }
        len = (len * 2).min(n);
    }
}

/// The theorem that proves a period of this game from a finite prefix, if any.
fn period_rule(game: &HeapGame) -> Option<PeriodRule> {
    match game {
        HeapGame::Subtraction(set) => set
            .max_element()
            .map(|max_subtraction| PeriodRule::Subtraction { max_subtraction }),
        HeapGame::Octal { code, .. } => Some(code.period_rule()),
        HeapGame::Coins(rule) => rule
            .window()
            .map(|window| PeriodRule::Subtraction { max_subtraction: window.max(1) }),
        _ => None,
    }
}

/// The proof of a period in words.
fn describe_proof(rule: PeriodRule, p: &Periodicity, required_len: usize, len: usize) -> String {
    let n0 = p.preperiod.max(1);
    match rule {
        PeriodRule::Subtraction { max_subtraction } => format!(
            "window argument (subtraction game, largest subtraction t = {}): every value depends \
             only on the {} before it, so g(n + {}) = g(n) for {} <= n < {} + {} + {} = {} \
             proves it for all n >= {}; table of {} values",
            max_subtraction,
            max_subtraction,
            p.period,
            p.preperiod,
            p.preperiod,
            p.period,
            max_subtraction,
            required_len,
            p.preperiod,
            len
        ),
        PeriodRule::TakeAndBreak {
            max_removal,
            splits_heaps: true,
        } => format!(
            "Guy-Smith periodicity theorem (octal game that splits heaps, largest removal t = {}): \
             g(n + {}) = g(n) for {} <= n < 2*{} + 2*{} + {} = {} proves it for all n >= {}; \
             table of {} values",
            max_removal, p.period, n0, n0, p.period, max_removal, required_len, n0, len
        ),
        PeriodRule::TakeAndBreak {
            max_removal,
            splits_heaps: false,
        } => format!(
            "window argument (octal game that never splits, largest removal t = {}): \
             g(n + {}) = g(n) for {} <= n < {} + {} + {} = {} proves it for all n >= {}; \
             table of {} values",
            max_removal, p.period, n0, n0, p.period, max_removal, required_len, n0, len
        ),
    }
}

/// Finds the period of `values` and proves it with `rule` when one is given.
pub fn find_period(values: &[u32], rule: Option<PeriodRule>, why_no_rule: &str) -> PeriodFinding {
    // Without a theorem nothing is proven: an infinite bound keeps every period a candidate.
    let search_rule = rule.unwrap_or(PeriodRule::Subtraction {
        max_subtraction: usize::MAX,
    });
    match grundy_periodicity(values, search_rule) {
        Some(p) if p.proven => {
            let rule = rule.expect("proven only with a theorem");
            let required_len = rule.required_len(p.preperiod, p.period);
            PeriodFinding::Proven {
                periodicity: p,
                required_len,
                proof: describe_proof(rule, &p, required_len, values.len()),
            }
        }
        // A repeat confined to the last few values is noise, not a period worth reporting.
        Some(p) if values.len() - p.preperiod < (2 * p.period).max(values.len() / 4) => {
            PeriodFinding::NotFound
        }
        Some(p) => PeriodFinding::Candidate {
            periodicity: p,
            reason: match rule {
                Some(rule) => format!(
                    "not proven: the proof needs {} values, only {} computed (raise -n)",
                    rule.required_len(p.preperiod, p.period),
                    values.len()
                ),
                None => format!("not proven: {}", why_no_rule),
            },
        },
        None => PeriodFinding::NotFound,
    }
}

/// The smallest arithmetic period (saltus > 0) that holds over the last three periods or more
/// of the prefix.
fn fit_arithmetic_period(values: &[u32]) -> Option<FittedRule> {
    let len = values.len();
    for period in 1..=len / 4 {
        let last = len - 1;
        let saltus = values[last] as i64 - values[last - period] as i64;
        if saltus <= 0 {
            continue;
        }
        let preperiod = (0..len - period)
            .rev()
            .find(|&n| values[n + period] as i64 - values[n] as i64 != saltus)
            .map_or(0, |n| n + 1);
        if len - preperiod >= 3 * period {
            return Some(FittedRule::ArithmeticPeriodic {
                preperiod,
                period,
                saltus: saltus as u32,
            });
        }
    }
    None
}

/// The first known non-periodic rule that fits every computed value.
fn fit_rule(values: &[u32], kind: ValueKind) -> Option<FittedRule> {
    if values.len() < 8 {
        return None;
    }
    let fits =
        |rule: &FittedRule| (0..values.len()).all(|n| rule.value(values, n) == values[n] as u64);
    let mut candidates = vec![];
    match kind {
        ValueKind::Grundy => candidates.extend([
            FittedRule::Identity,
            FittedRule::OddPartOfSuccessor,
            FittedRule::Odious,
            FittedRule::LowestSetBit,
        ]),
        ValueKind::Outcome => candidates.push(FittedRule::LosesAtFibonacci),
    }
    if let Some(rule) = candidates.into_iter().find(|r| fits(r)) {
        return Some(rule);
    }
    if kind == ValueKind::Grundy {
        return fit_arithmetic_period(values);
    }
    None
}

/// Computes and analyses heaps `0..n` of `game`.
pub fn analyse_heap_game(game: &HeapGame, n: usize, misere: bool) -> Result<HeapAnalysis, String> {
    if n < 2 {
        return Err(format!("-n {}: give at least 2 positions", n));
    }
    let quadratic = matches!(
        game,
        HeapGame::Lasker
            | HeapGame::Halving
            | HeapGame::FibonacciNim
            | HeapGame::Hackenbush(_)
            | HeapGame::Coins(_)
    );
    if matches!(game, HeapGame::TakeBreak { .. }) && n > TAKE_BREAK_MAX_N {
        return Err(format!(
            "-n {}: a code that splits into three or more heaps is computed by a search over \
             every split, O(n^2) per heap count; use at most {}",
            n, TAKE_BREAK_MAX_N
        ));
    }
    if quadratic && n > QUADRATIC_GAME_MAX_N {
        return Err(format!(
            "-n {}: this game is computed by a plain O(n^2) search; use at most {}",
            n, QUADRATIC_GAME_MAX_N
        ));
    }
    let mut agreements = Vec::new();
    let (values, kind, method) = match game {
        HeapGame::Subtraction(set) if misere => (
            misere_subtraction_outcomes(set, n),
            ValueKind::Outcome,
            "misère outcomes by direct search (no move: the mover has won)".to_string(),
        ),
        HeapGame::Subtraction(set) => (
            subtraction_grundy_table(&set.elements_up_to(n), n),
            ValueKind::Grundy,
            "mex over the subtraction set (solver_core::grundy::subtraction_grundy_table)"
                .to_string(),
        ),
        HeapGame::Octal { code, .. } => {
            let (values, method) = octal_values(code, n);
            (values, ValueKind::Grundy, method)
        }
        HeapGame::Lasker => (
            lasker_table(n),
            ValueKind::Grundy,
            "plain mex over every take and split".to_string(),
        ),
        HeapGame::Halving => (
            halving_table(n),
            ValueKind::Grundy,
            "plain mex over the moves ceil(p/2)..p-1".to_string(),
        ),
        HeapGame::FibonacciNim => (
            fibonacci_nim_outcomes(n),
            ValueKind::Outcome,
            "search over (pile, limit) with winning thresholds".to_string(),
        ),
        HeapGame::TakeBreak { code, .. } => (
            code.grundy_values(n),
            ValueKind::Grundy,
            format!(
                "plain mex over every removal and every split into up to {} heaps",
                code.max_heaps()
            ),
        ),
        HeapGame::Coins(rule) => (
            rule.values(n),
            ValueKind::Grundy,
            "mex over every set of coins a move may turn with the rightmost at n (the XOR of \
             their values)"
                .to_string(),
        ),
        HeapGame::Hackenbush(family) => (
            family.values(n),
            ValueKind::Grundy,
            "the colon principle on each tree (a vertex is worth the XOR of 1 + each child's \
             value)"
                .to_string(),
        ),
    };

    // Agreement with solver-core's closed forms, where it has one.
    let mut agree = |what: &str, ok: bool, range: &str| {
        agreements.push(format!(
            "{} {} {}",
            if ok { "agrees with" } else { "DISAGREES with" },
            what,
            range
        ))
    };
    let all = format!("on every heap < {}", n);
    match game {
        HeapGame::Subtraction(SubtractionSet::UpTo(m)) => {
            if misere {
                let ok = (1..n).all(|h| {
                    solver_core::subtraction::take_up_to_misere_move(h as u64, *m as u64).is_some()
                        == (values[h] == 1)
                });
                agree(
                    "solver_core::subtraction::take_up_to_misere_move",
                    ok,
                    "on every heap 1..n",
                );
            } else {
                let ok = (0..n).all(|h| {
                    solver_core::subtraction::take_up_to_move(h as u64, *m as u64).is_none()
                        == (values[h] == 0)
                });
                agree("solver_core::subtraction::take_up_to_move", ok, &all);
            }
        }
        HeapGame::Subtraction(SubtractionSet::PowersOfTwo) if !misere => {
            let ok = (0..n).all(|h| {
                solver_core::subtraction::power_of_two_take_grundy(h as u64) == values[h] as u64
            });
            agree(
                "solver_core::subtraction::power_of_two_take_grundy",
                ok,
                &all,
            );
        }
        HeapGame::Lasker => {
            let ok = (0..n).all(|h| solver_core::nim::lasker_grundy(h as u64) == values[h] as u64);
            agree("solver_core::nim::lasker_grundy", ok, &all);
        }
        HeapGame::Halving => {
            let ok =
                (0..n).all(|h| solver_core::halving::halving_grundy(h as u64) == values[h] as u64);
            agree("solver_core::halving::halving_grundy", ok, &all);
        }
        HeapGame::FibonacciNim => {
            let ok = (1..n).all(|h| {
                solver_core::fibonacci::fibonacci_nim_first_player_wins(h as u64)
                    == (values[h] == 1)
            });
            agree(
                "solver_core::fibonacci::fibonacci_nim_first_player_wins",
                ok,
                "on every pile 1..n",
            );
        }
        _ => {}
    }

    let why_no_rule = match game {
        HeapGame::Subtraction(_) => "the subtraction set is infinite, so no window bounds a proof",
        HeapGame::TakeBreak { .. } => {
            "the Guy-Smith theorem covers splits into at most two heaps; codes that split into \
             more can be arithmetic-periodic instead"
        }
        _ => "no periodicity theorem applies to this game",
    };
    let mut period = find_period(&values, period_rule(game), why_no_rule);
    if let (HeapGame::Coins(rule), PeriodFinding::Proven { periodicity, required_len, proof }) = (game, &mut period) {
        // The window argument of subtraction games, told for coins.
        *proof = format!(
            "window argument ({}): each coin's value depends only on the {} before it, so \
             g(n + {}) = g(n) for {} <= n < {} proves it for all n >= {}; table of {} values",
            rule.describe(),
            rule.window().unwrap_or(0),
            periodicity.period,
            periodicity.preperiod,
            required_len,
            periodicity.preperiod,
            values.len()
        );
    }
    if let HeapGame::Hackenbush(family) = game {
        if let Some(proof) = family.period_two_proof() {
            // The tree argument holds for every n; the table must agree with it.
            if values.iter().enumerate().skip(2).all(|(i, &v)| v == values[i - 2]) {
                let period_len = if values[0] == values[1] { 1 } else { 2 };
                period = PeriodFinding::Proven {
                    periodicity: Periodicity { preperiod: 0, period: period_len, proven: true },
                    required_len: 2,
                    proof: proof.to_string(),
                };
            }
        }
    }
    let fitted = match period {
        PeriodFinding::Proven { .. } => None,
        _ => fit_rule(&values, kind),
    };
    Ok(HeapAnalysis {
        values,
        kind,
        misere,
        method,
        period,
        fitted,
        agreements,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::families::TreeFamily;
    use solver_core::game::solve_by_index;

    #[test]
    fn misere_take_one_or_two_loses_at_one_mod_three() {
        let outcomes = misere_subtraction_outcomes(&SubtractionSet::UpTo(2), 10);
        assert_eq!(outcomes, vec![1, 0, 1, 1, 0, 1, 1, 0, 1, 1]);
    }

    #[test]
    fn fibonacci_nim_matches_game_search() {
        // States (pile, limit) with limit capped at the pile: index pile * (N + 1) + limit.
        const N: usize = 60;
        let values = solve_by_index((N + 1) * (N + 1), |s, out| {
            let (m, l) = (s / (N + 1), s % (N + 1));
            for t in 1..=l.min(m) {
                out.push((m - t) * (N + 1) + (2 * t).min(m - t));
            }
        });
        let outcomes = fibonacci_nim_outcomes(N + 1);
        for m in 2..=N {
            assert_eq!(
                outcomes[m] == 1,
                values[m * (N + 1) + m - 1].is_win(),
                "{}",
                m
            );
        }
        assert_eq!((outcomes[0], outcomes[1]), (0, 0));
    }

    #[test]
    fn lasker_is_arithmetic_periodic() {
        let a = analyse_heap_game(&HeapGame::Lasker, 200, false).unwrap();
        assert_eq!(
            a.fitted,
            Some(FittedRule::ArithmeticPeriodic {
                preperiod: 1,
                period: 4,
                saltus: 4
            })
        );
        assert!(a.agreements.iter().all(|s| s.starts_with("agrees")));
    }

    #[test]
    fn halving_has_no_period_and_fits_the_odd_part_rule() {
        let a = analyse_heap_game(&HeapGame::Halving, 500, false).unwrap();
        assert_eq!(a.period, PeriodFinding::NotFound);
        assert_eq!(a.fitted, Some(FittedRule::OddPartOfSuccessor));
        assert_eq!(a.p_positions(), vec![0, 1, 3, 7, 15, 31, 63, 127, 255]);
    }

    #[test]
    fn hackenbush_families_with_two_equal_new_branches_have_a_proven_period() {
        for family in [TreeFamily::Star, TreeFamily::Spider(3), TreeFamily::Broom(2)] {
            let a = analyse_heap_game(&HeapGame::Hackenbush(family), 50, false).unwrap();
            assert!(matches!(a.period, PeriodFinding::Proven { .. }), "{:?}: {:?}", family, a.period);
        }
        let path = analyse_heap_game(&HeapGame::Hackenbush(TreeFamily::Path), 50, false).unwrap();
        assert_eq!(path.fitted, Some(FittedRule::Identity));
    }

    #[test]
    fn too_large_quadratic_games_are_refused() {
        assert!(analyse_heap_game(&HeapGame::Halving, QUADRATIC_GAME_MAX_N + 1, false).is_err());
        assert!(analyse_heap_game(&HeapGame::Halving, 1, false).is_err());
    }
}
