//! The families beyond octal games: take-and-break codes whose moves split a heap into any number
//! of heaps (hexadecimal codes and wider), coin-turning games, and Green Hackenbush trees.
//! Each is computed here from its own rules, independently of solver-core; the unit tests play
//! the real games by exhaustive search over small positions and compare.

/// A take-and-break code `d0.d1d2...`: digit `d_t` says what removing `t` tokens may leave, bit
/// `j` set meaning "exactly `j` non-empty heaps" (bit 0: nothing, so only when the heap had
/// exactly `t`). Octal codes are the digits 0..7 (at most two heaps); hexadecimal codes, digits
/// 0..F, allow three; a digit written `[n]` in decimal allows more (`[31]`: 0 to 4 heaps).
///
/// Source: Berlekamp, Conway and Guy, Winning Ways, ch. 4 ("Hexadecimal games").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakeBreakCode {
    /// `digits[t]` for removals `t = 0, 1, 2, ...`.
    digits: Vec<u64>,
}

impl TakeBreakCode {
    /// Parses `0.F`, `4.37`, `0.[31]1`: hexadecimal digits, or a decimal digit in brackets.
    pub fn parse(text: &str) -> Result<TakeBreakCode, String> {
        let text = text.trim();
        let bad = |why: &str| format!("take-and-break code {:?}: {}; write e.g. 0.F, 0.B7 or 0.[31]", text, why);
        let (first, rest) = match text.split_once('.') {
            Some((first, rest)) => (if first.is_empty() { "0" } else { first }, rest),
            None => return Err(bad("no `.` after the first digit")),
        };
        let mut digits = vec![parse_digits(first).map_err(|e| bad(&e))?];
        if digits[0].len() != 1 {
            return Err(bad("one digit before the `.`"));
        }
        let mut all: Vec<u64> = digits.pop().unwrap();
        all.extend(parse_digits(rest).map_err(|e| bad(&e))?);
        if all[0] & 0b11 != 0 {
            return Err(bad("the digit before the `.` (removing nothing) may only split: bits 2 and up"));
        }
        while all.len() > 1 && *all.last().unwrap() == 0 {
            all.pop();
        }
        if all.iter().all(|&d| d == 0) {
            return Err(bad("it allows no move at all"));
        }
        Ok(TakeBreakCode { digits: all })
    }

    /// The most heaps one move may leave.
    pub fn max_heaps(&self) -> u32 {
        self.digits.iter().map(|&d| 63 - d.max(1).leading_zeros()).max().unwrap_or(0)
    }

    /// The largest removal.
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// Whether the code is an octal code (every digit at most 7).
    pub fn is_octal(&self) -> bool {
        self.digits.iter().all(|&d| d <= 7)
    }

    /// The Grundy values of heaps `0..n`, by the mex over every move, with the XOR values of
    /// every split of `r` tokens into `j` heaps kept per `(j, r)`.
    ///
    /// Complexity: O(k n^2 V) for at most `k` heaps per move and values below `V`.
    pub fn grundy_values(&self, n: usize) -> Vec<u32> {
        let k = self.max_heaps() as usize;
        // splits[j][r]: the XOR values of the splits of r tokens into exactly j heaps (j >= 2).
        let mut splits: Vec<Vec<Vec<u32>>> = vec![Vec::new(); k + 1];
        let mut values: Vec<u32> = Vec::with_capacity(n);
        let mut seen: Vec<bool> = Vec::new();
        for h in 0..n {
            // The split sets of h tokens into two or more heaps need only smaller heaps' values.
            for j in 2..=k {
                let mut set = Vec::new();
                for a in 1..h {
                    if h - a < j - 1 {
                        break;
                    }
                    let rest: &[u32] = if j == 2 { std::slice::from_ref(&values[h - a]) } else { &splits[j - 1][h - a] };
                    for &x in rest {
                        set.push(values[a] ^ x);
                    }
                }
                set.sort_unstable();
                set.dedup();
                splits[j].push(set);
            }
            seen.clear();
            for (t, &digit) in self.digits.iter().enumerate() {
                if t > h {
                    break;
                }
                let r = h - t;
                for j in 0..=k {
                    if digit >> j & 1 == 0 {
                        continue;
                    }
                    if j == 0 {
                        if r == 0 {
                            mark(&mut seen, 0);
                        }
                    } else if t == 0 && j == 1 {
                        // Removing nothing and leaving the heap as it was is no move.
                    } else if j == 1 {
                        if r >= 1 {
                            mark(&mut seen, values[r]);
                        }
                    } else if r >= j {
                        for &x in &splits[j][r] {
                            mark(&mut seen, x);
                        }
                    }
                }
            }
            values.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32);
        }
        values
    }
}

fn mark(seen: &mut Vec<bool>, v: u32) {
    let i = v as usize;
    if i >= seen.len() {
        seen.resize(i + 1, false);
    }
    seen[i] = true;
}

fn parse_digits(text: &str) -> Result<Vec<u64>, String> {
    let mut out = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '[' {
            let inner: String = chars.by_ref().take_while(|&c| c != ']').collect();
            let d: u64 = inner.trim().parse().map_err(|_| format!("[{}] is not a decimal digit value", inner))?;
            if d >= 1 << 20 {
                return Err(format!("[{}]: at most 19 heaps per move", d));
            }
            out.push(d);
        } else {
            out.push(c.to_digit(16).ok_or_else(|| format!("{:?} is not a hexadecimal digit", c))? as u64);
        }
    }
    Ok(out)
}

/// Which coins a move of a coin-turning game turns: always one coin from heads to tails (the
/// rightmost of those turned), plus others to its left as the rule says. A position's value is
/// the XOR of the values of its heads-up coins, each coin's value being that of the game with
/// only it heads up.
///
/// Source: Berlekamp, Conway and Guy, Winning Ways, ch. 14; Ferguson, Game Theory, I.5.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoinRule {
    /// Turn 1 to `k` coins anywhere (the rightmost heads to tails): Turning Turtles for k = 2,
    /// Mock Turtles for k = 3.
    AtMost(usize),
    /// Turn a run of 1 to `k` consecutive coins ending at the one turned heads to tails; `None`:
    /// any length (the Ruler game).
    Run(Option<usize>),
}

impl CoinRule {
    /// Parses `mock-turtles`, `turtles`, `ruler`, `at-most:K`, `run:K`.
    pub fn parse(text: &str) -> Result<CoinRule, String> {
        let key = text.trim().to_ascii_lowercase();
        let bad = || format!("coin rule {:?}: write mock-turtles, turtles, ruler, at-most:K or run:K (K >= 1)", text.trim());
        let number = |s: &str| s.trim().parse::<usize>().ok().filter(|&k| k >= 1).ok_or_else(bad);
        Ok(match key.as_str() {
            "mock-turtles" | "mock_turtles" => CoinRule::AtMost(3),
            "turtles" | "turning-turtles" => CoinRule::AtMost(2),
            "ruler" => CoinRule::Run(None),
            _ => match key.split_once(':') {
                Some(("at-most", k)) => CoinRule::AtMost(number(k)?),
                Some(("run", k)) => CoinRule::Run(Some(number(k)?)),
                _ => return Err(bad()),
            },
        })
    }

    /// The rule in words.
    pub fn describe(&self) -> String {
        match *self {
            CoinRule::AtMost(3) => "Mock Turtles (turn 1, 2 or 3 coins)".to_string(),
            CoinRule::AtMost(2) => "Turning Turtles (turn 1 or 2 coins)".to_string(),
            CoinRule::AtMost(k) => format!("turn 1 to {} coins", k),
            CoinRule::Run(None) => "the Ruler game (turn any run of consecutive coins)".to_string(),
            CoinRule::Run(Some(k)) => format!("turn a run of 1 to {} consecutive coins", k),
        }
    }

    /// A snake_case name.
    pub fn slug(&self) -> String {
        match *self {
            CoinRule::AtMost(3) => "mock_turtles".to_string(),
            CoinRule::AtMost(2) => "turning_turtles".to_string(),
            CoinRule::AtMost(k) => format!("turn_at_most_{}", k),
            CoinRule::Run(None) => "ruler".to_string(),
            CoinRule::Run(Some(k)) => format!("turn_run_of_{}", k),
        }
    }

    /// How many values before it a coin's value depends on, when that is bounded: a run rule
    /// of `k` looks at the `k - 1` coins to its left only.
    pub fn window(&self) -> Option<usize> {
        match *self {
            CoinRule::Run(Some(k)) => Some(k - 1),
            _ => None,
        }
    }

    /// The values of coins `0..n`: coin 0 does not exist (value 0), coins are numbered from 1.
    ///
    /// Complexity: O(n k V) for `AtMost(k)` with values below `V`; O(n k) for runs.
    pub fn values(&self, n: usize) -> Vec<u32> {
        let mut values = vec![0u32; n.min(1)];
        match *self {
            CoinRule::AtMost(k) => {
                // xors[j][x]: some j distinct coins left of the next one have XOR x; every set
                // is `width` long, a power of two above every value so far.
                let mut width = 1usize;
                let mut xors: Vec<Vec<bool>> = vec![vec![false]; k];
                xors[0][0] = true;
                for _coin in 1..n {
                    let v = (0..width).find(|&x| !xors.iter().any(|set| set[x])).unwrap_or(width);
                    values.push(v as u32);
                    while v >= width {
                        width *= 2;
                        for set in xors.iter_mut() {
                            set.resize(width, false);
                        }
                    }
                    for j in (1..k).rev() {
                        let (lower, upper) = xors.split_at_mut(j);
                        for x in 0..width {
                            if lower[j - 1][x] {
                                upper[0][x ^ v] = true;
                            }
                        }
                    }
                }
            }
            CoinRule::Run(limit) => {
                for c in 1..n {
                    let mut seen = Vec::new();
                    let mut x = 0u32;
                    mark(&mut seen, 0);
                    let longest = limit.unwrap_or(c).min(c);
                    for len in 2..=longest {
                        x ^= values[c - len + 1];
                        mark(&mut seen, x);
                    }
                    values.push(seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32);
                }
            }
        }
        values
    }
}

/// A family of rooted trees `T_n` played as Green Hackenbush (cut an edge, drop what no longer
/// reaches the ground).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeFamily {
    /// A path of `n` edges up from the ground.
    Path,
    /// `n` edges from the ground.
    Star,
    /// A path of `n` edges with one more edge hanging from each of its upper vertices.
    Comb,
    /// `n` legs of `l` edges each from the ground.
    Spider(usize),
    /// A handle of `l` edges with `n` edges on its top.
    Broom(usize),
}

impl TreeFamily {
    /// Parses `path`, `star`, `comb`, `spider:L`, `broom:L`.
    pub fn parse(text: &str) -> Result<TreeFamily, String> {
        let key = text.trim().to_ascii_lowercase();
        let bad = || format!("tree family {:?}: write path, star, comb, spider:L or broom:L (L >= 1)", text.trim());
        let number = |s: &str| s.trim().parse::<usize>().ok().filter(|&l| l >= 1).ok_or_else(bad);
        Ok(match key.as_str() {
            "path" => TreeFamily::Path,
            "star" => TreeFamily::Star,
            "comb" => TreeFamily::Comb,
            _ => match key.split_once(':') {
                Some(("spider", l)) => TreeFamily::Spider(number(l)?),
                Some(("broom", l)) => TreeFamily::Broom(number(l)?),
                _ => return Err(bad()),
            },
        })
    }

    pub fn describe(&self) -> String {
        match *self {
            TreeFamily::Path => "a path of n edges".to_string(),
            TreeFamily::Star => "a star of n edges".to_string(),
            TreeFamily::Comb => "a comb (a path of n edges, a tooth on each upper vertex)".to_string(),
            TreeFamily::Spider(l) => format!("a spider of n legs of {} edges", l),
            TreeFamily::Broom(l) => format!("a broom (a handle of {} edges, n bristles)", l),
        }
    }

    pub fn slug(&self) -> String {
        match *self {
            TreeFamily::Path => "path".to_string(),
            TreeFamily::Star => "star".to_string(),
            TreeFamily::Comb => "comb".to_string(),
            TreeFamily::Spider(l) => format!("spider_{}", l),
            TreeFamily::Broom(l) => format!("broom_{}", l),
        }
    }

    /// Why `g(n + 2) = g(n)` for every `n`, when the family grows by two equal branches at one
    /// vertex: their values cancel in the colon principle's XOR.
    pub fn period_two_proof(&self) -> Option<&'static str> {
        match self {
            TreeFamily::Star | TreeFamily::Spider(_) | TreeFamily::Broom(_) => Some(
                "colon principle: T(n + 2) is T(n) with two more equal branches at one vertex, \
                 worth 1 + b each, and x ^ (1 + b) ^ (1 + b) = x, so g(n + 2) = g(n) for all n",
            ),
            TreeFamily::Path | TreeFamily::Comb => None,
        }
    }

    /// `T_n` as a parent list: vertex 0 is the ground, `parent[v - 1] < v` for every other
    /// vertex `v`, one edge each.
    pub fn tree(&self, n: usize) -> Vec<usize> {
        let mut parent = Vec::new();
        match *self {
            TreeFamily::Path => parent.extend(0..n),
            TreeFamily::Star => parent.extend(std::iter::repeat(0).take(n)),
            TreeFamily::Comb => {
                // Spine vertices 1..=n; each spine vertex v gets a tooth.
                parent.extend(0..n);
                parent.extend(1..=n);
            }
            TreeFamily::Spider(l) => {
                for _ in 0..n {
                    let start = parent.len();
                    parent.push(0);
                    for i in 1..l {
                        parent.push(start + i);
                    }
                }
            }
            TreeFamily::Broom(l) => {
                parent.extend(0..l);
                parent.extend(std::iter::repeat(l).take(n));
            }
        }
        parent
    }

    /// The values of `T_0 .. T_{n-1}`, each by the colon principle on its tree.
    pub fn values(&self, n: usize) -> Vec<u32> {
        (0..n).map(|i| colon_principle_value(&self.tree(i)) as u32).collect()
    }
}

/// The Green Hackenbush value of the rooted tree `parent` (vertex 0 the ground): by the colon
/// principle, a vertex's value is the XOR over its children `c` of `1 + value(c)`.
///
/// Source: Berlekamp, Conway and Guy, Winning Ways, ch. 7; Conway, On Numbers and Games, ch. 11.
pub fn colon_principle_value(parent: &[usize]) -> u64 {
    let mut value = vec![0u64; parent.len() + 1];
    for v in (1..=parent.len()).rev() {
        value[parent[v - 1]] ^= value[v] + 1;
    }
    value[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn mex(set: &[u32]) -> u32 {
        (0..).find(|v| !set.contains(v)).unwrap()
    }

    /// Heaps as a sorted list; every move of the code, played for real.
    fn take_break_search(code: &TakeBreakCode, heaps: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        if let Some(&w) = memo.get(&heaps) {
            return w;
        }
        let mut wins = false;
        'outer: for i in 0..heaps.len() {
            let h = heaps[i];
            for (t, &digit) in code.digits.iter().enumerate() {
                if t > h {
                    break;
                }
                let r = h - t;
                for j in 0..=20usize {
                    if digit >> j & 1 == 0 || (t == 0 && j == 1) {
                        continue;
                    }
                    for parts in partitions(r, j) {
                        let mut next: Vec<usize> = heaps.iter().enumerate().filter(|&(k, _)| k != i).map(|(_, &x)| x).collect();
                        next.extend(parts);
                        next.sort_unstable();
                        if !take_break_search(code, next, memo) {
                            wins = true;
                            break 'outer;
                        }
                    }
                }
            }
        }
        memo.insert(heaps, wins);
        wins
    }

    /// The partitions of `r` into exactly `j` positive parts (j = 0: only of 0).
    fn partitions(r: usize, j: usize) -> Vec<Vec<usize>> {
        fn go(r: usize, j: usize, min: usize, acc: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            if j == 0 {
                if r == 0 {
                    out.push(acc.clone());
                }
                return;
            }
            for a in min..=r {
                if a * j > r {
                    break;
                }
                acc.push(a);
                go(r - a, j - 1, a, acc, out);
                acc.pop();
            }
        }
        let mut out = Vec::new();
        go(r, j, 1, &mut Vec::new(), &mut out);
        out
    }

    #[test]
    fn take_break_values_predict_the_real_game_on_sums_of_two_heaps() {
        // Hexadecimal, octal and wider codes; every pair of heaps below 9 (and single heaps
        // below 13): a sum loses iff the XOR of the values is 0.
        for text in ["0.F", "0.B", "0.8", "0.37", "4.07", "0.[31]", "0.1F", "8.0F", "0.[17]2"] {
            let code = TakeBreakCode::parse(text).unwrap();
            let values = code.grundy_values(13);
            let mut memo = HashMap::new();
            for a in 0..13 {
                assert_eq!(take_break_search(&code, vec![a], &mut memo), values[a] != 0, "{} heap {}", text, a);
            }
            for a in 0..9 {
                for b in a..9 {
                    assert_eq!(take_break_search(&code, vec![a, b], &mut memo), values[a] ^ values[b] != 0, "{} heaps {} {}", text, a, b);
                }
            }
        }
    }

    #[test]
    fn codes_parse_and_refuse_what_is_not_a_code() {
        let code = TakeBreakCode::parse("0.[31]F").unwrap();
        assert_eq!(code.max_heaps(), 4);
        assert_eq!(code.max_removal(), 2);
        assert!(TakeBreakCode::parse("0.77").unwrap().is_octal());
        assert!(!TakeBreakCode::parse(".F").unwrap().is_octal());
        for bad in ["", "0", "1.7", "0.G", "0.0", "0.[x]"] {
            assert!(TakeBreakCode::parse(bad).is_err(), "{:?}", bad);
        }
    }

    /// Coin-turning positions as bit masks of heads (bit i: coin i + 1), searched for real.
    fn coin_search(rule: CoinRule, heads: u32, coins: usize, memo: &mut HashMap<u32, bool>) -> bool {
        if let Some(&w) = memo.get(&heads) {
            return w;
        }
        let mut wins = false;
        for right in 0..coins {
            if heads >> right & 1 == 0 {
                continue;
            }
            let mut moves: Vec<u32> = Vec::new();
            match rule {
                CoinRule::AtMost(k) => {
                    // Every set of at most k - 1 coins to the left of `right`.
                    for others in 0u32..(1 << right) {
                        if (others.count_ones() as usize) < k {
                            moves.push(others | 1 << right);
                        }
                    }
                }
                CoinRule::Run(limit) => {
                    for len in 1..=limit.unwrap_or(right + 1).min(right + 1) {
                        moves.push(((1u32 << len) - 1) << (right + 1 - len));
                    }
                }
            }
            if moves.into_iter().any(|m| !coin_search(rule, heads ^ m, coins, memo)) {
                wins = true;
                break;
            }
        }
        memo.insert(heads, wins);
        wins
    }

    #[test]
    fn coin_values_predict_every_position_of_the_real_game() {
        // Every heads/tails pattern of 11 coins: the mover loses iff the XOR of the heads'
        // values is 0.
        const COINS: usize = 11;
        for rule in [CoinRule::AtMost(1), CoinRule::AtMost(2), CoinRule::AtMost(3), CoinRule::AtMost(4), CoinRule::Run(None), CoinRule::Run(Some(2)), CoinRule::Run(Some(3))] {
            let values = rule.values(COINS + 1);
            let mut memo = HashMap::new();
            for heads in 0u32..(1 << COINS) {
                let xor = (0..COINS).filter(|&i| heads >> i & 1 == 1).fold(0, |x, i| x ^ values[i + 1]);
                assert_eq!(coin_search(rule, heads, COINS, &mut memo), xor != 0, "{:?} heads {:b}", rule, heads);
            }
        }
    }

    #[test]
    fn the_known_coin_rules_come_out() {
        // Mock Turtles: the odious numbers; Turning Turtles: n; the Ruler game: n & -n.
        assert_eq!(CoinRule::AtMost(3).values(9)[1..], [1, 2, 4, 7, 8, 11, 13, 14]);
        assert_eq!(CoinRule::AtMost(2).values(6)[1..], [1, 2, 3, 4, 5]);
        assert_eq!(CoinRule::Run(None).values(9)[1..], [1, 2, 1, 4, 1, 2, 1, 8]);
        assert_eq!(mex(&[0, 1, 3]), 2);
    }

    /// Green Hackenbush on a rooted tree, played for real: the edges still attached, as a bit
    /// mask; cutting edge e drops every edge above it.
    fn hackenbush_search(parent: &[usize], edges: u32, memo: &mut HashMap<u32, u32>) -> u32 {
        if let Some(&g) = memo.get(&edges) {
            return g;
        }
        let mut options = Vec::new();
        for e in 0..parent.len() {
            if edges >> e & 1 == 0 {
                continue;
            }
            let mut left = edges & !(1 << e);
            // Edge v - 1 joins vertex v to parent[v - 1]; drop edges whose lower end is gone.
            for v in 1..=parent.len() {
                let p = parent[v - 1];
                if p != 0 && left >> (v - 1) & 1 == 1 && left >> (p - 1) & 1 == 0 {
                    left &= !(1 << (v - 1));
                }
            }
            options.push(hackenbush_search(parent, left, memo));
        }
        let g = mex(&options);
        memo.insert(edges, g);
        g
    }

    #[test]
    fn the_colon_principle_matches_the_real_game_on_every_tree_of_up_to_7_edges() {
        // Every parent list with parent[v - 1] < v: every rooted tree (many times over).
        fn trees(n: usize, acc: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            if acc.len() == n {
                out.push(acc.clone());
                return;
            }
            for p in 0..=acc.len() {
                acc.push(p);
                trees(n, acc, out);
                acc.pop();
            }
        }
        let mut checked = 0;
        for n in 0..=7 {
            let mut all = Vec::new();
            trees(n, &mut Vec::new(), &mut all);
            for parent in all {
                let g = hackenbush_search(&parent, (1u32 << n) - 1, &mut HashMap::new());
                assert_eq!(colon_principle_value(&parent) as u32, g, "{:?}", parent);
                checked += 1;
            }
        }
        assert_eq!(checked, 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040);
    }

    #[test]
    fn tree_families_have_their_shapes() {
        assert_eq!(TreeFamily::Path.values(6), [0, 1, 2, 3, 4, 5]);
        assert_eq!(TreeFamily::Star.values(6), [0, 1, 0, 1, 0, 1]);
        assert_eq!(TreeFamily::Spider(3).values(4), [0, 3, 0, 3]);
        assert_eq!(TreeFamily::Broom(2).values(4), [2, 3, 2, 3]);
        assert_eq!(TreeFamily::Comb.tree(2), [0, 1, 1, 2]);
    }
}
