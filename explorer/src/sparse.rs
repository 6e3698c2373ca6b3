//! Grundy tables of one-heap octal games by the sparse-space method (Berlekamp, "Winning Ways",
//! vol. 1, ch. 4, "Sparse Space Spells Speed"; Gangolli and Plambeck, "A note on periodicity in
//! some octal games", Int. J. Game Theory 18, 1989; Flammenkamp's octal-game tables, which also
//! describe the position-parity variant used here).
//!
//! The plain computation takes the mex over every way of splitting a heap, O(n) per heap and
//! O(n^2) in all. In many octal games the positions split into a few *rare* ones and many
//! *common* ones by a label `L(p) = parity(g(p) & m) xor (c * p mod 2)` for a bit mask `m` and
//! `c` in {0, 1}: rare when `L(p)` is the game's rare label. Two common parts `a + b = r` have
//! equal labels, so their value `g(a) xor g(b)` has masked parity `c * r mod 2`, the rest's
//! *scan class*. Hence:
//! - a value outside the scan class is reachable from rest `r` only with a rare part, and the
//!   pairs with a rare part are enumerated exactly from the (short) list of rare positions;
//! - a value in the scan class is looked for among all pairs by a scan that stops at its first
//!   hit. Common pairs are many and spread over the class, so every small value of the class is
//!   hit after a few pairs, and the mex lands outside the class (a common position) except at
//!   the rare positions, where the scan runs to the end.
//! A heap costs O(rare positions + a short scan) instead of O(n), and a full scan only at rare
//! positions. The rare label is chosen so that exactly the heaps whose mex needed a full scan
//! are rare.
//!
//! The method is exact whatever the mask: a poor mask only makes it slower. The mask is chosen
//! from the value counts (fewest rare positions) and revised as the table doubles; with no
//! mask that makes at most an eighth of the positions rare, every value is found by the scan,
//! which is the plain mex with an early stop.

use solver_core::grundy::OctalCode;

/// A set of small values with O(1) clear (generation stamps), like solver-core's `MexScratch`,
/// but with a membership test.
struct StampSet {
    stamp_of: Vec<u32>,
    stamp: u32,
}

impl StampSet {
    fn new() -> StampSet {
        StampSet {
            stamp_of: Vec::new(),
            stamp: 1,
        }
    }

    fn clear(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stamp_of.iter_mut().for_each(|s| *s = 0);
            self.stamp = 1;
        }
    }

    fn insert(&mut self, value: u32) {
        let i = value as usize;
        if i >= self.stamp_of.len() {
            self.stamp_of
                .resize((i + 1).max(2 * self.stamp_of.len()), 0);
        }
        self.stamp_of[i] = self.stamp;
    }

    fn contains(&self, value: u32) -> bool {
        self.stamp_of
            .get(value as usize)
            .map_or(false, |&s| s == self.stamp)
    }
}

/// Masked parity: whether `value & mask` has an odd number of bits.
fn odd_parity(value: u32, mask: u32) -> bool {
    (value & mask).count_ones() % 2 == 1
}

/// How positions are labelled rare or common (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SparseSpace {
    /// The bit mask `m`.
    pub mask: u32,
    /// Whether the label also counts the position's parity (`c = 1`, the "domain" type of
    /// Flammenkamp's tables), else only the value's (`c = 0`, the "range" type).
    pub with_position: bool,
    /// The label of the rare positions.
    pub rare_label: bool,
}

impl SparseSpace {
    fn label(&self, position: usize, value: u32) -> bool {
        odd_parity(value, self.mask) ^ (self.with_position && position % 2 == 1)
    }

    fn is_rare(&self, position: usize, value: u32) -> bool {
        self.label(position, value) == self.rare_label
    }

    /// The masked parity of the values two common parts of `rest` can reach.
    fn scan_class(&self, rest: usize) -> bool {
        self.with_position && rest % 2 == 1
    }
}

/// The sparse space with the fewest rare positions, given how many heaps (of size >= 1) of each
/// parity have each value (`count_of_value[v][p % 2]`), or `None` when even the best one makes
/// more than an eighth of the positions rare: then the rare lists cost more than they save.
///
/// The rare label is the one of the heaps whose mex needs a full scan: with `c = 0` the values
/// of even masked parity (the class common pairs reach); with `c = 1` the label `t mod 2` for
/// the split removals `t`, which must then all have one parity (`split_parity`).
fn best_space(count_of_value: &[[usize; 2]], split_parity: Option<bool>) -> Option<SparseSpace> {
    let total: usize = count_of_value.iter().map(|c| c[0] + c[1]).sum();
    // Masks over the bits of the largest value; higher bits change nothing.
    let largest = count_of_value.len().saturating_sub(1) as u32;
    let bits = 32 - largest.leading_zeros();
    let mut best: Option<(usize, SparseSpace)> = None;
    let mut spaces = Vec::new();
    for mask in 1..(1u32 << bits) {
        spaces.push(SparseSpace {
            mask,
            with_position: false,
            rare_label: false,
        });
        if let Some(parity) = split_parity {
            spaces.push(SparseSpace {
                mask,
                with_position: true,
                rare_label: parity,
            });
        }
    }
    for space in spaces {
        let rare: usize = count_of_value
            .iter()
            .enumerate()
            .map(|(v, counts)| {
                (0..2)
                    .filter(|&p| space.is_rare(p, v as u32))
                    .map(|p| counts[p])
                    .sum::<usize>()
            })
            .sum();
        if best.map_or(true, |(r, _)| rare < r) {
            best = Some((rare, space));
        }
    }
    best.filter(|&(rare, _)| rare * 8 <= total)
        .map(|(_, space)| space)
}

/// Grundy values `g(0), ..., g(n - 1)` of the one-heap octal game `code`, by the sparse-space
/// method. The same values as `solver_core::grundy::octal_grundy_table` (the plain mex over every
/// move), which the tests check for every code of up to three digits and many longer ones.
///
/// # Complexity
/// O(n * (d * r + s)) time for `d` split digits, `r` rare positions and scans of length `s`,
/// plus a full O(n) scan at each rare position; never more than the plain mex's O(n^2 / 2)
/// splits plus the rare lists. O(n) memory. Fast when the game has a sparse space (0.16 and
/// 0.106 to a million heaps in under a second in release mode); when it has none (0.007,
/// 0.164) it falls back to the plain mex with an early stop, and periodic games are better
/// extended by their proven period (see `heap::analyse_heap_game`).
pub fn octal_grundy_sparse(code: &OctalCode, n: usize) -> Vec<u32> {
    let mut sparse = SparseOctal::new(code);
    sparse.extend_to(n);
    sparse.table
}

/// A growing sparse-space table of one octal game.
pub struct SparseOctal {
    one_heap_moves: Vec<(usize, u8)>,
    split_removals: Vec<usize>,
    /// `Some(parity)` when every split removal has that parity (the position-parity labels are
    /// usable).
    split_parity: Option<bool>,
    /// `table[h] = g(h)` for every heap computed so far.
    pub table: Vec<u32>,
    /// `count_of_value[v][p % 2]`: heaps `p >= 1` with value `v`.
    count_of_value: Vec<[usize; 2]>,
    /// The labelling in use; `None` while no space is sparse enough (plain mex with early stop).
    space: Option<SparseSpace>,
    /// The rare positions (>= 1) in increasing order; empty without a space.
    rare_positions: Vec<usize>,
    /// The values at common positions (>= 1), and every XOR of two of them: a value outside
    /// `common_xors` is reached by no pair of common parts, so it needs no scan.
    common_values: Vec<u32>,
    common_seen: StampSet,
    common_xors: StampSet,
    options: StampSet,
    next_space_review: usize,
    rests: Vec<usize>,
    /// Per rest, the next `a` the scan looks at (pairs `(a, rest - a)`, `1 <= a <= rest / 2`).
    scan_next: Vec<usize>,
}

impl SparseOctal {
    /// An empty table for `code`.
    pub fn new(code: &OctalCode) -> SparseOctal {
        let t = code.max_removal();
        let split_removals: Vec<usize> = (0..=t).filter(|&k| code.digit(k) & 4 != 0).collect();
        let split_parity = match split_removals.first() {
            Some(&first) if split_removals.iter().all(|&k| k % 2 == first % 2) => {
                Some(first % 2 == 1)
            }
            _ => None,
        };
        SparseOctal {
            one_heap_moves: (1..=t)
                .map(|k| (k, code.digit(k)))
                .filter(|&(_, d)| d & 3 != 0)
                .collect(),
            split_removals,
            split_parity,
            table: Vec::new(),
            count_of_value: Vec::new(),
            space: None,
            rare_positions: Vec::new(),
            common_values: Vec::new(),
            common_seen: StampSet::new(),
            common_xors: StampSet::new(),
            options: StampSet::new(),
            next_space_review: 64,
            rests: Vec::new(),
            scan_next: Vec::new(),
        }
    }

    /// The labelling in use (`None`: the plain mex with an early stop).
    pub fn space(&self) -> Option<SparseSpace> {
        self.space
    }

    /// How many positions are rare under the labelling in use.
    pub fn rare_count(&self) -> usize {
        self.rare_positions.len()
    }

    /// Chooses the labelling again from the value counts, and rebuilds the lists when it
    /// changes.
    fn review_space(&mut self) {
        let new_space = best_space(&self.count_of_value, self.split_parity);
        if new_space == self.space {
            return;
        }
        self.space = new_space;
        self.rare_positions.clear();
        self.common_values.clear();
        self.common_seen.clear();
        self.common_xors.clear();
        if let Some(space) = new_space {
            for p in 1..self.table.len() {
                self.record(space, p);
            }
        }
    }

    /// Files position `p` under the rare positions or the common values.
    fn record(&mut self, space: SparseSpace, p: usize) {
        let value = self.table[p];
        if space.is_rare(p, value) {
            self.rare_positions.push(p);
        } else if !self.common_seen.contains(value) {
            self.common_seen.insert(value);
            self.common_values.push(value);
            for &other in &self.common_values {
                self.common_xors.insert(value ^ other);
            }
        }
    }

    /// Computes values until the table holds `n` of them.
    pub fn extend_to(&mut self, n: usize) {
        self.table.reserve(n.saturating_sub(self.table.len()));
        while self.table.len() < n {
            let heap = self.table.len();
            if heap == self.next_space_review {
                self.review_space();
                self.next_space_review *= 2;
            }
            let value = self.next_value(heap);
            self.table.push(value);
            if heap >= 1 {
                let v = value as usize;
                if v >= self.count_of_value.len() {
                    self.count_of_value.resize(v + 1, [0, 0]);
                }
                self.count_of_value[v][heap % 2] += 1;
                if let Some(space) = self.space {
                    self.record(space, heap);
                }
            }
        }
    }

    /// `g(heap)` from the values below it.
    fn next_value(&mut self, heap: usize) -> u32 {
        let table = &self.table;
        self.options.clear();
        for &(k, digit) in &self.one_heap_moves {
            if k == heap && digit & 1 != 0 {
                self.options.insert(0);
            }
            if k < heap && digit & 2 != 0 {
                self.options.insert(table[heap - k]);
            }
        }
        self.rests.clear();
        self.rests.extend(
            self.split_removals
                .iter()
                .filter(|&&k| k + 2 <= heap)
                .map(|&k| heap - k),
        );
        self.scan_next.clear();
        self.scan_next.resize(self.rests.len(), 1);
        // Every split with a rare part, from the rare side (both orders, so no a <= b test):
        // this finds every reachable value outside each rest's scan class.
        for &rest in &self.rests {
            for &a in &self.rare_positions {
                if a >= rest {
                    break;
                }
                self.options.insert(table[a] ^ table[rest - a]);
            }
        }
        let mut value = 0u32;
        loop {
            if self.options.contains(value) {
                value += 1;
                continue;
            }
            let class = self.space.map(|space| odd_parity(value, space.mask));
            let common_pairs_may_reach = class.is_none() || self.common_xors.contains(value);
            let mut found = false;
            if common_pairs_may_reach {
                for (i, &rest) in self.rests.iter().enumerate() {
                    if let (Some(space), Some(class)) = (self.space, class) {
                        if space.scan_class(rest) != class {
                            continue;
                        }
                    }
                    // Resume this rest's scan; record every value it passes for the next
                    // candidates, so a heap never costs more than one pass over its splits.
                    let mut a = self.scan_next[i];
                    while a <= rest / 2 {
                        let reached = table[a] ^ table[rest - a];
                        a += 1;
                        self.options.insert(reached);
                        if reached == value {
                            found = true;
                            break;
                        }
                    }
                    self.scan_next[i] = a;
                    if found {
                        break;
                    }
                }
            }
            if !found {
                return value;
            }
            value += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamp_set_forgets_on_clear() {
        let mut set = StampSet::new();
        set.insert(3);
        assert!(set.contains(3) && !set.contains(2) && !set.contains(1000));
        set.clear();
        assert!(!set.contains(3));
    }

    fn range(mask: u32) -> Option<SparseSpace> {
        Some(SparseSpace {
            mask,
            with_position: false,
            rare_label: false,
        })
    }

    #[test]
    fn best_space_prefers_few_rare_positions() {
        // Rare values have even masked parity (0 is always rare). Mask 1 leaves 0 and 2 rare,
        // mask 2 leaves 0 and 1, mask 3 leaves 0 and 3.
        let counts = |c: &[usize]| c.iter().map(|&n| [n, 0]).collect::<Vec<_>>();
        assert_eq!(best_space(&counts(&[1, 100, 2, 100]), None), range(1));
        assert_eq!(best_space(&counts(&[1, 2, 100, 100]), None), range(2));
        assert_eq!(best_space(&counts(&[1, 100, 100, 1]), None), range(3));
        // Too many rare positions whatever the mask: no space.
        assert_eq!(best_space(&counts(&[50, 50, 50, 50]), None), None);
        // Value 0 at odd heaps and 1 at even heaps: label 1 under c = 1, mask 1, so with even
        // split removals (rare label 0) only the one heap of value 1 at an odd size is rare;
        // no range-type mask does better than 100 rare heaps.
        let by_parity = vec![[0, 100], [100, 1]];
        assert_eq!(
            best_space(&by_parity, Some(false)),
            Some(SparseSpace {
                mask: 1,
                with_position: true,
                rare_label: false
            })
        );
        assert_eq!(best_space(&by_parity, None), None);
    }
}
