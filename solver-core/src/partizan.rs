//! Partizan games whose positions are numbers: the simplest-number rule, and Cutcake (Kattis
//! "Cutting Brownies"), where one player cuts only across, the other only along.
//!
//! A game `{L | R}` whose options are numbers with every left option below every right option
//! is a number: the simplest number strictly between the best left option and the best right
//! option. A sum of numbers is their sum, and a number `x` is won by Left whoever starts when
//! `x > 0`, by Right when `x < 0`, and by the second player when `x = 0`.
//!
//! Source: J. H. Conway, "On Numbers and Games" (ONAG), ch. 0-2 (the simplicity theorem);
//! Berlekamp, Conway, Guy, "Winning Ways", vol. 1, ch. 1-2 (Cutcake); A. N. Siegel,
//! "Combinatorial Game Theory", II.3.

use core::cmp::Ordering;

/// A dyadic rational `num / 2^exp`, kept in lowest terms (`num` odd or `exp == 0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// `num / 2^exp`, reduced.
    ///
    /// # Constraints
    /// `exp <= 62`.
    ///
    /// # Example
    /// ```
    /// use solver_core::partizan::Dyadic;
    /// assert_eq!(Dyadic::new(6, 2), Dyadic::new(3, 1));
    /// assert_eq!(Dyadic::new(4, 2), Dyadic::integer(1));
    /// ```
    pub fn new(num: i64, exp: u32) -> Dyadic {
        assert!(exp <= 62, "Dyadic::new: 2^{} is too fine", exp);
        let (mut num, mut exp) = (num, exp);
        while exp > 0 && num % 2 == 0 {
            num /= 2;
            exp -= 1;
        }
        Dyadic { num, exp }
    }

    /// The integer `n`.
    pub fn integer(n: i64) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    /// The numerator in lowest terms.
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// The exponent of the denominator `2^exp` in lowest terms.
    pub fn exponent(self) -> u32 {
        self.exp
    }

    /// `floor(self * 2^q)` (exact).
    fn floor_scaled(self, q: u32) -> i128 {
        let scaled = (self.num as i128) << q;
        scaled.div_euclid(1i128 << self.exp)
    }

    fn negate(self) -> Dyadic {
        Dyadic { num: -self.num, exp: self.exp }
    }

    fn is_negative(self) -> bool {
        self.num < 0
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        let e = self.exp.max(other.exp);
        let a = (self.num as i128) << (e - self.exp);
        let b = (other.num as i128) << (e - other.exp);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The simplest number strictly between `left` and `right` (`None`: no option on that side),
/// which is the value of the game `{left | right}` when both are numbers.
///
/// Rule (the simplicity theorem): if 0 fits, 0; otherwise, if an integer fits, the one nearest
/// 0; otherwise the fitting dyadic `k / 2^q` with the least `q` (there is exactly one).
///
/// Source: Conway, ONAG, ch. 2 (Theorem 11, "the simplicity theorem"); Siegel, CGT, II.3.
///
/// # Constraints
/// `left < right` when both are given (panics otherwise: `{x | y}` with `x >= y` is not a
/// number). The answer's denominator must stay within `2^62`.
///
/// # Complexity
/// O(q) for an answer with denominator `2^q`.
///
/// Checked exhaustively against "the number of least birthday in the interval" over every pair
/// of dyadics in [-4, 4] with denominators up to 16, and every one-sided bound among them
/// (`tests::simplest_number_has_least_birthday`).
///
/// # Example
/// ```
/// use solver_core::partizan::{simplest_number, Dyadic};
/// assert_eq!(simplest_number(None, None), Dyadic::integer(0)); // { | } = 0
/// assert_eq!(simplest_number(Some(Dyadic::integer(0)), None), Dyadic::integer(1));
/// assert_eq!(simplest_number(Some(Dyadic::integer(0)), Some(Dyadic::integer(1))), Dyadic::new(1, 1));
/// assert_eq!(simplest_number(Some(Dyadic::new(1, 1)), Some(Dyadic::integer(1))), Dyadic::new(3, 2));
/// assert_eq!(simplest_number(Some(Dyadic::new(-7, 2)), Some(Dyadic::integer(5))), Dyadic::integer(0));
/// ```
pub fn simplest_number(left: Option<Dyadic>, right: Option<Dyadic>) -> Dyadic {
    if let (Some(l), Some(r)) = (left, right) {
        assert!(l < r, "simplest_number: {{{:?} | {:?}}} is not a number", l, r);
    }
    let zero = Dyadic::integer(0);
    let zero_fits = left.map_or(true, |l| l < zero) && right.map_or(true, |r| r > zero);
    if zero_fits {
        return zero;
    }
    // 0 does not fit, so the interval is on one side of 0; mirror it to the positive side.
    let negative = right.map_or(false, |r| r <= zero);
    if negative {
        let mirrored = simplest_number(right.map(Dyadic::negate), left.map(Dyadic::negate));
        return mirrored.negate();
    }
    let l = left.expect("0 fits when there is no left bound and the right one is positive");
    debug_assert!(!l.is_negative());
    for q in 0..=62u32 {
        let k = l.floor_scaled(q) + 1;
        let candidate = Dyadic::new(k as i64, q);
        if right.map_or(true, |r| candidate < r) {
            return candidate;
        }
    }
    panic!("simplest_number: the answer needs a denominator beyond 2^62")
}

/// The value of a `breadth` x `depth` Cutcake position (Kattis "Cutting Brownies") with Harry
/// as Left: Harry cuts across, splitting the depth; Vicky cuts along, splitting the breadth;
/// pieces are never turned.
///
/// Rule: every value is an integer: with `2^k <= breadth < 2^(k+1)`, the value is
/// `floor(depth / 2^k) - 1` when `depth >= breadth`; symmetrically, with `2^k <= depth < 2^(k+1)`,
/// `-(floor(breadth / 2^k) - 1)` when `depth < breadth`. (Harry has `depth - 1` cuts on a strip
/// of breadth 1; on a wider piece he must save cuts, as each of his cuts makes two pieces
/// Vicky can halve.)
///
/// Source: "Winning Ways", vol. 1, ch. 2 (Cutcake's table of values); the simplest-number rule
/// ([`simplest_number`]) gives each entry from its options.
///
/// # Constraints
/// `breadth, depth >= 1` (panics otherwise); Kattis: up to 500. Any `u64` whose value fits
/// `i64`.
///
/// # Complexity
/// O(1).
///
/// Checked exhaustively against the simplest-number rule applied to the real options (sums of
/// the two pieces' values) on every position up to 40 x 40, and against a search of the real
/// partizan game (multisets of pieces, each player to move first) on every position up to
/// 5 x 5 (`tests::cutcake_matches_simplicity_and_search`).
///
/// # Example
/// ```
/// use solver_core::partizan::cutcake_value;
/// assert_eq!(cutcake_value(1, 4), 3); // three cuts for Harry, none for Vicky
/// assert_eq!(cutcake_value(3, 2), 0);
/// assert_eq!(cutcake_value(4, 2), -1);
/// assert_eq!(cutcake_value(6, 8), 1);
/// ```
pub fn cutcake_value(breadth: u64, depth: u64) -> i64 {
    assert!(breadth >= 1 && depth >= 1, "cutcake_value: the cake needs a square");
    let floor_log2 = |x: u64| 63 - x.leading_zeros();
    if depth >= breadth {
        (depth >> floor_log2(breadth)) as i64 - 1
    } else {
        -((breadth >> floor_log2(depth)) as i64 - 1)
    }
}

/// Whether the player who starts wins a `breadth` x `depth` Cutcake position (Harry cuts
/// across, Vicky along): a positive value is Harry's win whoever starts, a negative one
/// Vicky's, and 0 is lost by the starter.
///
/// Source: the outcome of a number (ONAG, ch. 0; "Winning Ways", vol. 1, ch. 1).
///
/// # Constraints
/// As [`cutcake_value`].
///
/// # Complexity
/// O(1).
///
/// Checked against a search of the real game on every position up to 5 x 5, for both
/// starters (`tests::cutcake_matches_simplicity_and_search`).
///
/// # Example
/// ```
/// use solver_core::partizan::cutcake_starter_wins;
/// assert!(!cutcake_starter_wins(1, 1, true));
/// assert!(cutcake_starter_wins(4, 2, false)); // Vicky starts and wins
/// assert!(!cutcake_starter_wins(4, 2, true));
/// ```
pub fn cutcake_starter_wins(breadth: u64, depth: u64, harry_starts: bool) -> bool {
    let value = cutcake_value(breadth, depth);
    if harry_starts {
        value > 0
    } else {
        value < 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The birthday of a dyadic: |n| for an integer n, else floor(|x|) + 1 + q for
    /// denominator 2^q.
    fn birthday(x: Dyadic) -> i64 {
        let whole = x.num.abs() >> x.exp;
        if x.exp == 0 {
            whole
        } else {
            whole + 1 + x.exp as i64
        }
    }

    #[test]
    fn simplest_number_has_least_birthday() {
        let grid: Vec<Dyadic> = (-64..=64).map(|k| Dyadic::new(k, 4)).collect();
        let fine: Vec<Dyadic> = (-5 * 32..=5 * 32).map(|k| Dyadic::new(k, 5)).collect();
        let bounds: Vec<Option<Dyadic>> = std::iter::once(None).chain(grid.iter().map(|&d| Some(d))).collect();
        for &l in &bounds {
            for &r in &bounds {
                if let (Some(a), Some(b)) = (l, r) {
                    if a >= b {
                        continue;
                    }
                }
                let inside = fine.iter().filter(|&&x| l.map_or(true, |a| a < x) && r.map_or(true, |b| x < b));
                let best = inside.min_by_key(|&&x| birthday(x)).copied().unwrap();
                assert_eq!(simplest_number(l, r), best, "{:?} {:?}", l, r);
            }
        }
    }

    /// The real game on a multiset of pieces (breadth, depth): whether the player to move
    /// (Harry when `harry`) wins.
    fn cutcake_mover_wins(pieces: &[(u8, u8)], harry: bool, memo: &mut HashMap<(Vec<(u8, u8)>, bool), bool>) -> bool {
        let key = (pieces.to_vec(), harry);
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut wins = false;
        'search: for (i, &(b, d)) in pieces.iter().enumerate() {
            let side = if harry { d } else { b };
            for cut in 1..side {
                let mut next = pieces.to_vec();
                next.remove(i);
                if harry {
                    next.push((b, cut));
                    next.push((b, d - cut));
                } else {
                    next.push((cut, d));
                    next.push((b - cut, d));
                }
                // Single squares never move again; drop them to keep the memo small.
                next.retain(|&p| p != (1, 1));
                next.sort_unstable();
                if !cutcake_mover_wins(&next, !harry, memo) {
                    wins = true;
                    break 'search;
                }
            }
        }
        memo.insert(key, wins);
        wins
    }

    #[test]
    fn cutcake_matches_simplicity_and_search() {
        const SIDE: usize = 40;
        let mut value = vec![vec![Dyadic::integer(0); SIDE + 1]; SIDE + 1];
        for b in 1..=SIDE {
            for d in 1..=SIDE {
                let sum = |x: Dyadic, y: Dyadic| {
                    assert!(x.exp == 0 && y.exp == 0, "Cutcake values are integers");
                    Dyadic::integer(x.num + y.num)
                };
                let harry = (1..d).map(|c| sum(value[b][c], value[b][d - c])).max();
                let vicky = (1..b).map(|c| sum(value[c][d], value[b - c][d])).min();
                value[b][d] = simplest_number(harry, vicky);
                assert_eq!(value[b][d], Dyadic::integer(cutcake_value(b as u64, d as u64)), "{} x {}", b, d);
            }
        }
        let mut memo = HashMap::new();
        for b in 1..=5u8 {
            for d in 1..=5u8 {
                for harry in [true, false] {
                    let real = cutcake_mover_wins(&[(b, d)], harry, &mut memo);
                    assert_eq!(cutcake_starter_wins(b as u64, d as u64, harry), real, "{} x {} harry {}", b, d, harry);
                }
            }
        }
    }
}
