//! Grundy tables of one-heap octal games by the sparse-space method (Gangolli and Plambeck, "A
//! note on periodicity in some octal games", Int. J. Game Theory 18, 1989; used by Flammenkamp
//! for octal-game tables to 2^30 and beyond).
//!
//! The plain computation takes the mex over every way of splitting a heap, O(n) per heap and
//! O(n^2) in all. Octal games have few Grundy values, and in most of them the values split into
//! a *common* half and a *rare* half: with a bit mask `m`, a value `v` is rare when `v & m` has an
//! odd number of bits. The common values form a group under XOR, so a split `a + b` can reach a
//! rare value only when exactly one of `g(a)`, `g(b)` is rare. With the few rare positions kept
//! in a list, every rare option of a heap is found in O(rare positions); a common value is
//! searched among the pairs only when it is a candidate for the mex, and the search stops at its
//! first hit (the next candidate's search resumes there). So a heap costs O(rare positions)
//! plus short searches, instead of O(n).
//!
//! The method is exact whatever the mask: a poor mask only makes it slower. The mask is chosen
//! from the value counts (fewest rare positions) and revised as the table doubles.

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

/// Whether `value` is rare under `mask` (odd parity of the masked bits).
fn is_rare(value: u32, mask: u32) -> bool {
    (value & mask).count_ones() % 2 == 1
}

/// The mask with the fewest rare positions, given how many heaps (of size >= 1) have each value.
/// Mask 0 (every value common) wins ties, and is kept unless another mask makes at most a
/// sixteenth of the positions rare: with more, the rare lists cost more than they save.
fn best_mask(count_of_value: &[usize]) -> u32 {
    let total: usize = count_of_value.iter().sum();
    // Masks over the bits of the largest value; higher bits would make nothing rare.
    let largest = count_of_value.len().saturating_sub(1) as u32;
    let bits = 32 - largest.leading_zeros();
    let mut best = (total, 0u32);
    for mask in 1..(1u32 << bits) {
        let rare: usize = count_of_value
            .iter()
            .enumerate()
            .filter(|&(v, _)| is_rare(v as u32, mask))
            .map(|(_, &c)| c)
            .sum();
        if rare < best.0 {
            best = (rare, mask);
        }
    }
    if best.0 * 16 <= total {
        best.1
    } else {
        0
    }
}

/// Grundy values `g(0), ..., g(n - 1)` of the one-heap octal game `code`, by the sparse-space
/// method. The same values as `solver_core::grundy::octal_grundy_table` (the plain mex over every
/// move), which the tests check for many codes.
///
/// # Complexity
/// O(n * (r + s)) time for `r` rare positions and searches of length `s` among common pairs,
/// and never more than the plain mex's O(n^2 / 2) splits plus the rare lists; O(n) memory. Fast
/// when the game has a sparse space; when every mask leaves many rare positions (Kayles) it is
/// about as fast as the plain mex, and periodic games are better extended by their proven
/// period (see `heap::analyse_heap_game`).
pub fn octal_grundy_sparse(code: &OctalCode, n: usize) -> Vec<u32> {
    let mut sparse = SparseOctal::new(code);
    sparse.extend_to(n);
    sparse.table
}

/// A growing sparse-space table of one octal game.
pub struct SparseOctal {
    one_heap_moves: Vec<(usize, u8)>,
    split_removals: Vec<usize>,
    /// `table[h] = g(h)` for every heap computed so far.
    pub table: Vec<u32>,
    count_of_value: Vec<usize>,
    mask: u32,
    rare_positions: Vec<usize>,
    // The common values that occur at heaps >= 1, for the quick "can two commons XOR to v" test.
    common_values: Vec<u32>,
    common_seen: StampSet,
    options: StampSet,
    next_mask_review: usize,
    rests: Vec<usize>,
}

impl SparseOctal {
    /// An empty table for `code`.
    pub fn new(code: &OctalCode) -> SparseOctal {
        let t = code.max_removal();
        SparseOctal {
            one_heap_moves: (1..=t)
                .map(|k| (k, code.digit(k)))
                .filter(|&(_, d)| d & 3 != 0)
                .collect(),
            split_removals: (0..=t).filter(|&k| code.digit(k) & 4 != 0).collect(),
            table: Vec::new(),
            count_of_value: Vec::new(),
            mask: 0,
            rare_positions: Vec::new(),
            common_values: Vec::new(),
            common_seen: StampSet::new(),
            options: StampSet::new(),
            next_mask_review: 64,
            rests: Vec::new(),
        }
    }

    /// Chooses the mask again from the value counts, and rebuilds the lists when it changes.
    fn review_mask(&mut self) {
        let new_mask = best_mask(&self.count_of_value);
        if new_mask == self.mask {
            return;
        }
        self.mask = new_mask;
        let (table, mask) = (&self.table, self.mask);
        self.rare_positions = (1..table.len())
            .filter(|&p| is_rare(table[p], mask))
            .collect();
        self.common_seen.clear();
        self.common_values.clear();
        for (v, &c) in self.count_of_value.iter().enumerate() {
            if c > 0 && !is_rare(v as u32, mask) {
                self.common_values.push(v as u32);
                self.common_seen.insert(v as u32);
            }
        }
    }

    /// Computes values until the table holds `n` of them.
    pub fn extend_to(&mut self, n: usize) {
        while self.table.len() < n {
            let heap = self.table.len();
            if heap == self.next_mask_review {
                self.review_mask();
                self.next_mask_review *= 2;
            }
            let value = self.next_value(heap);
            self.table.push(value);
            if heap >= 1 {
                let v = value as usize;
                if v >= self.count_of_value.len() {
                    self.count_of_value.resize(v + 1, 0);
                }
                self.count_of_value[v] += 1;
                if is_rare(value, self.mask) {
                    self.rare_positions.push(heap);
                } else if !self.common_seen.contains(value) {
                    self.common_seen.insert(value);
                    self.common_values.push(value);
                }
            }
        }
    }

    /// `g(heap)` from the values below it.
    fn next_value(&mut self, heap: usize) -> u32 {
        let table = &self.table;
        let mask = self.mask;
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
        // Every split with a rare part, from the rare side (both orders, so no a <= b test).
        for &rest in &self.rests {
            for &a in &self.rare_positions {
                if a >= rest {
                    break;
                }
                self.options.insert(table[a] ^ table[rest - a]);
            }
        }
        // Candidates in increasing order. A common one is looked for among all pairs by one
        // scan that resumes where the last candidate's search stopped and records every value it
        // passes, so a heap never costs more than one plain pass over its splits.
        let (mut scan_rest, mut scan_a) = (0usize, 1usize);
        let mut value = 0u32;
        loop {
            if self.options.contains(value) {
                value += 1;
                continue;
            }
            if is_rare(value, mask) || self.rests.is_empty() {
                return value;
            }
            let common_seen = &self.common_seen;
            if !self
                .common_values
                .iter()
                .any(|&x| common_seen.contains(x ^ value))
            {
                return value;
            }
            let mut found = false;
            while !found && scan_rest < self.rests.len() {
                let rest = self.rests[scan_rest];
                while scan_a <= rest / 2 {
                    let reached = table[scan_a] ^ table[rest - scan_a];
                    scan_a += 1;
                    self.options.insert(reached);
                    if reached == value {
                        found = true;
                        break;
                    }
                }
                if !found {
                    scan_rest += 1;
                    scan_a = 1;
                }
            }
            if !found {
                // The scan saw every split: `value` is not an option.
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

    #[test]
    fn best_mask_prefers_few_rare_positions() {
        // Masks 1, 2, 3 make two of the values 1, 2, 3 rare; take the one that leaves few.
        assert_eq!(best_mask(&[0, 100, 100, 1]), 0);
        assert_eq!(best_mask(&[0, 1, 100, 1]), 1);
        assert_eq!(best_mask(&[50, 2, 50, 1, 50]), 1);
    }
}
