//! Anti-SG games (misère play: the player who cannot move wins) and the Sprague-Grundy-Jewett
//! (SJ) theorem, with its use on misère sums of Green Hackenbush trees (HDU 3590).

/// Whether the player to move wins a misère sum (the player who cannot move **wins**) whose
/// components have the normal-play Grundy values `values`, provided every component whose
/// Grundy value is 0 has no move left.
///
/// Rule (the SJ theorem; Jia Zhihao, 2009 Chinese national training-team paper, for anti-SG
/// games; the same rule is Bouton's misère Nim for Nim heaps): the mover wins iff either the
/// XOR is not 0 and some component is worth more than 1, or the XOR is 0 and no component is.
///
/// The proviso is essential: a component of value 0 that still has moves breaks the rule (see
/// [`misere_hackenbush_mover_wins`] for a Green Hackenbush tree that does).
///
/// # Constraints
/// Any `u64` values; the caller guarantees the proviso above.
///
/// # Complexity
/// O(k), no allocation, so it can consume a stream.
///
/// Checked exhaustively against misère play of Nim (every position of 4 heaps of at most 7,
/// `tests::misere_nim_matches_game_search`) and of Green Hackenbush root branches
/// (`tests::misere_hackenbush_matches_game_search`).
///
/// # Example
/// ```
/// use solver_core::anti_sg::anti_sg_mover_wins;
/// assert!(!anti_sg_mover_wins([1u64]));      // the mover must take the last stone
/// assert!(anti_sg_mover_wins([1u64, 1]));
/// assert!(anti_sg_mover_wins(Vec::<u64>::new())); // no move: the mover has won
/// assert!(!anti_sg_mover_wins([2u64, 2]));
/// ```
pub fn anti_sg_mover_wins<I: IntoIterator<Item = u64>>(values: I) -> bool {
    let mut xor = 0;
    let mut any_above_one = false;
    for v in values {
        xor ^= v;
        any_above_one |= v > 1;
    }
    if any_above_one {
        xor != 0
    } else {
        xor == 0
    }
}

/// Whether the player to move wins a misère sum of Green Hackenbush trees (HDU 3590, "PP and
/// QQ": a move cuts an edge and removes what no longer touches its tree's root; the player who
/// cannot move wins), given the values of **all root branches of all trees** (one per edge at a
/// root, from [`crate::hackenbush::root_branch_values`]).
///
/// Rule: a tree is the sum of its root branches, and a branch (an edge at the root and all that
/// hangs from it) is worth its colon value, at least 1, until its root edge is cut, after which
/// it has no move. So the branches, not the trees, satisfy the proviso of the SJ theorem, and
/// [`anti_sg_mover_wins`] over the branch values decides the game.
///
/// **The rule in circulation is false.** It applies the SJ theorem to whole trees (one colon
/// value per tree). A tree's value can be 0 while it still has moves, and then the theorem does
/// not apply. Counterexample: a root with two paths of two edges (edges 1-2, 2-3, 1-4, 4-5).
/// Its value is 2 XOR 2 = 0, so the circulated rule says the player to move wins. But cutting a
/// root edge leaves one stalk of two edges, where the opponent cuts the upper edge and the mover
/// must cut the last one; cutting an upper edge leaves stalks of 1 and 2, where the opponent
/// removes the stalk of 2 and again the mover must cut the last edge. So the player to move
/// **loses**, as the branch rule says: branches 2 and 2, XOR 0 with a branch above 1.
///
/// # Constraints
/// Any `u64` branch values (each at least 1 when they come from real branches).
///
/// # Complexity
/// O(k) for k branches.
///
/// Checked exhaustively against a misère search of the actual game on every rooted tree of up
/// to 11 vertices, 3 047 trees, where a tree stands for every forest whose roots are glued
/// into its root (`tests::misere_hackenbush_matches_game_search`); the search also confirms the
/// counterexample.
///
/// # Example
/// ```
/// use solver_core::anti_sg::misere_hackenbush_mover_wins;
/// use solver_core::hackenbush::root_branch_values;
/// // The counterexample: two stalks of two edges at the root.
/// let branches = root_branch_values(5, &[(0, 1), (1, 2), (0, 3), (3, 4)], 0);
/// assert_eq!(branches, vec![2, 2]);
/// assert!(!misere_hackenbush_mover_wins(branches));
/// ```
pub fn misere_hackenbush_mover_wins<I: IntoIterator<Item = u64>>(root_branch_values: I) -> bool {
    anti_sg_mover_wins(root_branch_values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn misere_nim_matches_game_search() {
        // Four heaps of 0..=7, index = base-8 digits; misère: no move wins.
        let mut wins = vec![false; 8 * 8 * 8 * 8];
        for s in 0..wins.len() {
            let heaps = [s % 8, s / 8 % 8, s / 64 % 8, s / 512];
            let mut any_losing_option = false;
            let mut any_move = false;
            for (i, &h) in heaps.iter().enumerate() {
                for take in 1..=h {
                    any_move = true;
                    if !wins[s - take * 8usize.pow(i as u32)] {
                        any_losing_option = true;
                    }
                }
            }
            wins[s] = !any_move || any_losing_option;
            assert_eq!(anti_sg_mover_wins(heaps.iter().map(|&h| h as u64)), wins[s], "{:?}", heaps);
        }
    }

    /// A rooted tree in canonical form: "(" + the sorted canonical forms of the children + ")".
    fn children(tree: &str) -> Vec<&str> {
        let bytes = tree.as_bytes();
        let mut out = Vec::new();
        let mut depth = 0;
        let mut start = 1;
        for i in 1..bytes.len() - 1 {
            if bytes[i] == b'(' {
                depth += 1;
            } else {
                depth -= 1;
            }
            if depth == 0 {
                out.push(&tree[start..=i]);
                start = i + 1;
            }
        }
        out
    }

    fn join(mut kids: Vec<String>) -> String {
        kids.sort();
        let mut s = String::from("(");
        for k in kids {
            s.push_str(&k);
        }
        s.push(')');
        s
    }

    /// The positions one cut away: a child's branch removed, or a cut inside a child.
    fn options(tree: &str, memo: &mut HashMap<String, Vec<String>>) -> Vec<String> {
        if let Some(o) = memo.get(tree) {
            return o.clone();
        }
        let kids: Vec<String> = children(tree).into_iter().map(String::from).collect();
        let mut out = Vec::new();
        for i in 0..kids.len() {
            let mut rest = kids.clone();
            let child = rest.remove(i);
            out.push(join(rest.clone()));
            for inner in options(&child, memo) {
                let mut with = rest.clone();
                with.push(inner);
                out.push(join(with));
            }
        }
        out.sort();
        out.dedup();
        memo.insert(tree.to_string(), out.clone());
        out
    }

    /// Misère: the player who cannot move wins.
    fn misere_wins(tree: &str, memo: &mut HashMap<String, Vec<String>>, wins: &mut HashMap<String, bool>) -> bool {
        if let Some(&w) = wins.get(tree) {
            return w;
        }
        let opts = options(tree, memo);
        let w = opts.is_empty() || opts.iter().any(|o| !misere_wins(o, memo, wins));
        wins.insert(tree.to_string(), w);
        w
    }

    fn colon_value(tree: &str) -> u64 {
        children(tree).into_iter().fold(0, |x, c| x ^ (colon_value(c) + 1))
    }

    #[test]
    fn misere_hackenbush_matches_game_search() {
        // All rooted trees of up to 11 vertices, each tree of k + 1 vertices made from one of k
        // by adding a leaf anywhere.
        fn add_leaf(tree: &str) -> Vec<String> {
            let kids: Vec<String> = children(tree).into_iter().map(String::from).collect();
            let mut with_leaf = kids.clone();
            with_leaf.push("()".into());
            let mut out = vec![join(with_leaf)];
            for i in 0..kids.len() {
                for grown in add_leaf(&kids[i]) {
                    let mut k = kids.clone();
                    k[i] = grown;
                    out.push(join(k));
                }
            }
            out.sort();
            out.dedup();
            out
        }
        let mut level = vec!["()".to_string()];
        let mut all = level.clone();
        for _ in 2..=11 {
            let mut next: Vec<String> = level.iter().flat_map(|t| add_leaf(t)).collect();
            next.sort();
            next.dedup();
            all.extend(next.iter().cloned());
            level = next;
        }
        assert_eq!(all.len(), 1 + 1 + 2 + 4 + 9 + 20 + 48 + 115 + 286 + 719 + 1842);
        let mut memo = HashMap::new();
        let mut wins = HashMap::new();
        let mut circulated_wrong = 0;
        for tree in &all {
            let branches: Vec<u64> = children(tree).into_iter().map(|c| colon_value(c) + 1).collect();
            let truth = misere_wins(tree, &mut memo, &mut wins);
            assert_eq!(misere_hackenbush_mover_wins(branches), truth, "{}", tree);
            // The circulated rule: the SJ theorem on the whole tree, as one component.
            if anti_sg_mover_wins([colon_value(tree)]) != truth {
                circulated_wrong += 1;
            }
        }
        // The counterexample of the docs: two stalks of two edges.
        let two_stalks = "((())(()))";
        assert!(!misere_wins(two_stalks, &mut memo, &mut wins));
        assert!(anti_sg_mover_wins([colon_value(two_stalks)]));
        assert!(circulated_wrong > 0);
    }
}
