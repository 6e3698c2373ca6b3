//! Two-pile games and seed 001's strip games: the win/lose map by a game search, checked against
//! solver-core's closed forms, and the rule fitted from a small library of known shapes.

use crate::games::{PairGame, StripGame};
use solver_core::game::solve_by_index;
use solver_core::golden::golden_floor;
use solver_core::grundy::{grundy_periodicity, PeriodRule, Periodicity};

/// The theory lines drawn over a map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// The rays `b = phi a` and `a = phi b`.
    GoldenRays,
    /// The rays `b + 1 = 2^k (a + 1)` and `a + 1 = 2^k (b + 1)`.
    PowerOfTwoRays,
    /// The diagonal `a = b`.
    Diagonal,
}

/// A shape of P-position rule for two piles, tried against the computed map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairRule {
    /// P iff the piles are equal.
    EqualPiles,
    /// Misère two-pile Nim: P iff the piles are equal and above 1, or they are 0 and 1.
    MisereNim,
    /// P iff the piles differ and the larger is below phi times the smaller (Euclid's game).
    GoldenBandOffDiagonal,
    /// P iff the larger is below phi times the smaller (the Number Game).
    GoldenBand,
    /// P iff the smaller is `floor(k phi)` for the difference `k` (Wythoff).
    WythoffPairs,
    /// P iff `(larger + 1) = 2^k (smaller + 1)` (seed 000's halving pair).
    PowerOfTwoRatio,
}

/// Every rule shape, in the order they are tried.
pub const PAIR_RULES: [PairRule; 6] = [
    PairRule::EqualPiles,
    PairRule::MisereNim,
    PairRule::GoldenBandOffDiagonal,
    PairRule::GoldenBand,
    PairRule::WythoffPairs,
    PairRule::PowerOfTwoRatio,
];

impl PairRule {
    /// Whether `(a, b)` is a P-position under this rule.
    pub fn losing(self, a: u64, b: u64) -> bool {
        let (small, large) = (a.min(b), a.max(b));
        match self {
            PairRule::EqualPiles => a == b,
            PairRule::MisereNim => (a == b && a > 1) || (small == 0 && large == 1),
            PairRule::GoldenBandOffDiagonal => {
                a != b && (large as u128) * ((large - small) as u128) < (small as u128).pow(2)
            }
            PairRule::GoldenBand => {
                (large as u128) * ((large - small) as u128) < (small as u128).pow(2)
            }
            PairRule::WythoffPairs => small == golden_floor(large - small),
            PairRule::PowerOfTwoRatio => {
                let (l, s) = (large as u128 + 1, small as u128 + 1);
                l % s == 0 && (l / s).is_power_of_two()
            }
        }
    }

    /// The rule in words.
    pub fn describe(self) -> &'static str {
        match self {
            PairRule::EqualPiles => "the mover loses iff a = b",
            PairRule::MisereNim => "the mover loses iff a = b > 1 or {a, b} = {0, 1}",
            PairRule::GoldenBandOffDiagonal => {
                "the mover loses iff a != b and max(a, b) < phi * min(a, b) \
                 (in integers: L (L - s) < s^2)"
            }
            PairRule::GoldenBand => {
                "the mover loses iff max(a, b) < phi * min(a, b) (in integers: L (L - s) < s^2)"
            }
            PairRule::WythoffPairs => {
                "the mover loses iff min(a, b) = floor(k * phi) with k = |a - b| \
                 (the pairs (floor(k phi), floor(k phi) + k))"
            }
            PairRule::PowerOfTwoRatio => {
                "the mover loses iff (L + 1) = 2^k (s + 1) for the larger pile L and the smaller s"
            }
        }
    }

    /// The lines of the theory to draw over the map.
    pub fn overlay(self) -> Overlay {
        match self {
            PairRule::EqualPiles | PairRule::MisereNim => Overlay::Diagonal,
            PairRule::GoldenBandOffDiagonal | PairRule::GoldenBand | PairRule::WythoffPairs => {
                Overlay::GoldenRays
            }
            PairRule::PowerOfTwoRatio => Overlay::PowerOfTwoRays,
        }
    }
}

/// The win/lose map of a two-pile game over `low..=high` squared.
#[derive(Clone, Debug)]
pub struct PairAnalysis {
    /// The game.
    pub game: PairGame,
    /// Misère play.
    pub misere: bool,
    /// The smallest pile drawn (1 for Euclid and the Number Game, else 0).
    pub low: u64,
    /// The largest pile drawn.
    pub high: u64,
    /// `losing[(a - low) * width + (b - low)]`: the mover loses at `(a, b)`.
    losing: Vec<bool>,
    /// The first rule shape that fits every position of the map.
    pub rule: Option<PairRule>,
    /// Cross-checks against solver-core, one line each.
    pub agreements: Vec<String>,
}

impl PairAnalysis {
    /// Piles per side.
    pub fn width(&self) -> usize {
        (self.high - self.low + 1) as usize
    }

    /// Whether the mover loses at `(a, b)`; both within `low..=high`.
    pub fn is_losing(&self, a: u64, b: u64) -> bool {
        self.losing[(a - self.low) as usize * self.width() + (b - self.low) as usize]
    }

    /// Every P-position `(a, b)` with `a <= b`.
    pub fn p_positions(&self) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        for a in self.low..=self.high {
            for b in a..=self.high {
                if self.is_losing(a, b) {
                    out.push((a, b));
                }
            }
        }
        out
    }
}

/// The moves of a two-pile game from `(a, b)`, as resulting pairs.
fn pair_moves(game: PairGame, a: u64, b: u64, out: &mut Vec<(u64, u64)>) {
    match game {
        PairGame::Wythoff => {
            for k in 1..=a {
                out.push((a - k, b));
            }
            for k in 1..=b {
                out.push((a, b - k));
            }
            for k in 1..=a.min(b) {
                out.push((a - k, b - k));
            }
        }
        PairGame::Euclid => {
            // Reaching 0 wins: (x, 0) has no move, so its mover has lost.
            if a > 0 && b > 0 {
                if a >= b {
                    for k in 1..=a / b {
                        out.push((a - k * b, b));
                    }
                } else {
                    for k in 1..=b / a {
                        out.push((a, b - k * a));
                    }
                }
            }
        }
        PairGame::NumberGame => {
            // A move to a number <= 0 loses at once, so it is never better than no move.
            if a > 0 && b > 0 {
                let mut k = 1;
                while k * b < a {
                    out.push((a - k * b, b));
                    k += 1;
                }
                let mut k = 1;
                while k * a < b {
                    out.push((a, b - k * a));
                    k += 1;
                }
            }
        }
        PairGame::HalvingPair => {
            for s in 1..=a / 2 {
                out.push((a - s, b));
            }
            for s in 1..=b / 2 {
                out.push((a, b - s));
            }
        }
        PairGame::Nim => {
            for s in 1..=a {
                out.push((a - s, b));
            }
            for s in 1..=b {
                out.push((a, b - s));
            }
        }
    }
}

/// The largest pile side for two-pile maps (the search is O(N^3) for the take-any games).
pub const PAIR_MAX_N: u64 = 2000;

/// Computes the win/lose map of `game` for piles up to `high`, checks it against solver-core
/// and fits a rule.
pub fn analyse_pair_game(game: PairGame, high: u64, misere: bool) -> Result<PairAnalysis, String> {
    if high < 2 || high > PAIR_MAX_N {
        return Err(format!(
            "-n {}: two-pile maps take 2 <= n <= {}",
            high, PAIR_MAX_N
        ));
    }
    let side = high as usize + 1;
    let mut moves = Vec::new();
    // Every move lowers one pile, so the index a * side + b decreases.
    let losing_all: Vec<bool> = if misere {
        // Misère: no move means the opponent moved last, so the mover has won.
        let mut lose = vec![false; side * side];
        for s in 0..side * side {
            moves.clear();
            pair_moves(game, (s / side) as u64, (s % side) as u64, &mut moves);
            lose[s] = !moves.is_empty()
                && moves
                    .iter()
                    .all(|&(x, y)| !lose[x as usize * side + y as usize]);
        }
        lose
    } else {
        solve_by_index(side * side, |s, out| {
            moves.clear();
            pair_moves(game, (s / side) as u64, (s % side) as u64, &mut moves);
            out.extend(moves.iter().map(|&(x, y)| x as usize * side + y as usize));
        })
        .iter()
        .map(|v| v.is_lose())
        .collect()
    };
    let low = match game {
        PairGame::Euclid | PairGame::NumberGame => 1,
        _ => 0,
    };
    let width = (high - low + 1) as usize;
    let mut losing = Vec::with_capacity(width * width);
    for a in low..=high {
        for b in low..=high {
            losing.push(losing_all[a as usize * side + b as usize]);
        }
    }
    let mut analysis = PairAnalysis {
        game,
        misere,
        low,
        high,
        losing,
        rule: None,
        agreements: Vec::new(),
    };

    type Closed = fn(u64, u64) -> bool;
    let closed: Option<(&str, Closed)> = match (game, misere) {
        (PairGame::Wythoff, false) => Some(("solver_core::wythoff::wythoff_losing", |a, b| {
            solver_core::wythoff::wythoff_losing(a, b)
        })),
        (PairGame::Euclid, false) => Some(("solver_core::euclid::euclid_mover_wins", |a, b| {
            !solver_core::euclid::euclid_mover_wins(a, b)
        })),
        (PairGame::NumberGame, false) => {
            Some(("solver_core::euclid::number_game_mover_wins", |a, b| {
                !solver_core::euclid::number_game_mover_wins(a, b)
            }))
        }
        (PairGame::HalvingPair, false) => {
            Some(("solver_core::halving::halving_pair_move", |a, b| {
                solver_core::halving::halving_pair_move(a, b).0 == 0
            }))
        }
        (PairGame::Nim, false) => Some((
            "solver_core::subtraction::two_pile_take_any_move",
            |a, b| solver_core::subtraction::two_pile_take_any_move(a, b).is_none(),
        )),
        (PairGame::Nim, true) => {
            Some(("solver_core::subtraction::two_pile_misere_move", |a, b| {
                solver_core::subtraction::two_pile_misere_move(a, b).is_none()
            }))
        }
        _ => None,
    };
    if let Some((name, closed)) = closed {
        // (0, 0) in misère play: the game is over and the mover has won; solver-core's move
        // function answers "no move" there, which is not a loss.
        let ok = (low..=high).all(|a| {
            (low..=high)
                .all(|b| (misere && a == 0 && b == 0) || closed(a, b) == analysis.is_losing(a, b))
        });
        analysis.agreements.push(format!(
            "{} {} on every pair {}..={}",
            if ok { "agrees with" } else { "DISAGREES with" },
            name,
            low,
            high
        ));
    }
    analysis.rule = PAIR_RULES.iter().copied().find(|rule| {
        (low..=high).all(|a| (low..=high).all(|b| rule.losing(a, b) == analysis.is_losing(a, b)))
    });
    Ok(analysis)
}

/// Seed 001's strip games over (cells left `r`, previous push `y`).
#[derive(Clone, Debug)]
pub struct StripAnalysis {
    /// Jump or tab.
    pub game: StripGame,
    /// Pushes `1..=max_push` (columns of the tab board).
    pub max_push: usize,
    /// Cells (rows) left: `0..=max_left`.
    pub max_left: u64,
    /// The smallest previous push drawn: 0 ("none") for jump, 1 for tab.
    pub low_push: usize,
    /// `losing[r * (max_push + 1) + y]`.
    losing: Vec<bool>,
    /// The period of the columns `r -> (outcome for every y)`, if any.
    pub period: Option<Periodicity>,
    /// The proof of the period in words (the window argument), or why there is none.
    pub period_note: String,
    /// Cross-checks against solver-core.
    pub agreements: Vec<String>,
}

impl StripAnalysis {
    /// Whether the mover loses with `r` cells left and previous push `y`.
    pub fn is_losing(&self, r: u64, y: usize) -> bool {
        self.losing[r as usize * (self.max_push + 1) + y]
    }

    /// Every P-position `(r, y)`.
    pub fn p_positions(&self) -> Vec<(u64, usize)> {
        let mut out = Vec::new();
        for r in 0..=self.max_left {
            for y in self.low_push..=self.max_push {
                if self.is_losing(r, y) {
                    out.push((r, y));
                }
            }
        }
        out
    }
}

/// The largest push for the strip games (columns are packed in a u64 mask).
pub const STRIP_MAX_PUSH: usize = 63;

/// Computes the strip game's win/lose map for `0..=max_left` cells left and pushes
/// `1..=max_push`, checks it against solver-core's `jump_value`, and finds the period of its
/// columns.
pub fn analyse_strip_game(
    game: StripGame,
    max_left: u64,
    max_push: usize,
) -> Result<StripAnalysis, String> {
    if !(1..=STRIP_MAX_PUSH).contains(&max_push) {
        return Err(format!(
            "--push {}: the strip games take 1 <= M <= {}",
            max_push, STRIP_MAX_PUSH
        ));
    }
    if !(2..=100_000).contains(&max_left) {
        return Err(format!(
            "-n {}: the strip games take 2 <= n <= 100000",
            max_left
        ));
    }
    let width = max_push + 1;
    let states = (max_left as usize + 1) * width;
    let values = solve_by_index(states, |s, out| {
        let (r, y) = (s / width, s % width);
        out.extend(
            (1..=max_push.min(r))
                .filter(|&t| t != y)
                .map(|t| (r - t) * width + t),
        );
    });
    let losing: Vec<bool> = values.iter().map(|v| v.is_lose()).collect();
    let low_push = match game {
        StripGame::Jump => 0,
        StripGame::Tab => 1,
    };
    let sample_limit = max_left.min(300);
    let ok = (0..=sample_limit).all(|r| {
        (0..=max_push).all(|y| {
            solver_core::board::jump_value(r, max_push, y).is_lose()
                == losing[r as usize * width + y]
        })
    });
    let agreements = vec![format!(
        "{} solver_core::board::jump_value on every state with r <= {}",
        if ok { "agrees with" } else { "DISAGREES with" },
        sample_limit
    )];
    // Column r packs the outcomes for every previous push; it depends only on the M columns
    // before it, so a repeat over a window of M columns proves the period.
    let columns: Vec<u64> = (0..=max_left as usize)
        .map(|r| (0..width).fold(0u64, |m, y| m | ((losing[r * width + y] as u64) << y)))
        .collect();
    let mut ids: Vec<u64> = columns.clone();
    ids.sort_unstable();
    ids.dedup();
    let column_ids: Vec<u32> = columns
        .iter()
        .map(|c| ids.binary_search(c).expect("a listed column") as u32)
        .collect();
    let rule = PeriodRule::Subtraction {
        max_subtraction: max_push,
    };
    let found = grundy_periodicity(&column_ids, rule);
    let (period, period_note) = match found {
        Some(p) if p.proven => (
            Some(p),
            format!(
                "proven by the window argument: column r (the outcome for every previous push) \
                 depends only on columns r-1..r-{}, so the repeat for {} <= r < {} proves \
                 column r + {} = column r for all r >= {}; checked on {} columns",
                max_push,
                p.preperiod,
                rule.required_len(p.preperiod, p.period),
                p.period,
                p.preperiod,
                column_ids.len()
            ),
        ),
        Some(p) => (
            Some(p),
            format!(
                "not proven: the window argument needs {} columns, only {} computed (raise -n)",
                rule.required_len(p.preperiod, p.period),
                column_ids.len()
            ),
        ),
        None => (None, format!("no period found up to r = {}", max_left)),
    };
    Ok(StripAnalysis {
        game,
        max_push,
        max_left,
        low_push,
        losing,
        period,
        period_note,
        agreements,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_gets_its_rule_and_agrees_with_solver_core() {
        for (game, misere, rule) in [
            (PairGame::Wythoff, false, PairRule::WythoffPairs),
            (PairGame::Euclid, false, PairRule::GoldenBandOffDiagonal),
            (PairGame::NumberGame, false, PairRule::GoldenBand),
            (PairGame::HalvingPair, false, PairRule::PowerOfTwoRatio),
            (PairGame::Nim, false, PairRule::EqualPiles),
            (PairGame::Nim, true, PairRule::MisereNim),
        ] {
            let a = analyse_pair_game(game, 60, misere).unwrap();
            assert_eq!(a.rule, Some(rule), "{:?}", game);
            assert_eq!(a.agreements.len(), 1);
            assert!(a.agreements[0].starts_with("agrees"), "{:?}", a.agreements);
        }
    }

    #[test]
    fn wythoff_p_positions_are_the_beatty_pairs() {
        let a = analyse_pair_game(PairGame::Wythoff, 20, false).unwrap();
        assert_eq!(
            a.p_positions(),
            vec![
                (0, 0),
                (1, 2),
                (3, 5),
                (4, 7),
                (6, 10),
                (8, 13),
                (9, 15),
                (11, 18),
                (12, 20)
            ]
        );
    }

    #[test]
    fn jump_columns_are_periodic_and_agree_with_solver_core() {
        let a = analyse_strip_game(StripGame::Jump, 200, 4).unwrap();
        assert!(a.agreements[0].starts_with("agrees"));
        let p = a.period.unwrap();
        assert!(p.proven);
        for r in p.preperiod as u64..=200 - p.period as u64 {
            for y in 0..=4 {
                assert_eq!(a.is_losing(r, y), a.is_losing(r + p.period as u64, y));
            }
        }
    }

    #[test]
    fn limits_are_enforced() {
        assert!(analyse_pair_game(PairGame::Wythoff, 1, false).is_err());
        assert!(analyse_strip_game(StripGame::Jump, 100, 0).is_err());
    }
}
