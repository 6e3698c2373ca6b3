//! poj3922 A simple stone game: one pile of n; the first move takes 1..n-1, later moves at most k
//! times the opponent's last; whoever takes the last stone wins. t cases "n k"; print
//! `Case i: lose` or `Case i: x` with x the smallest winning first move.
//!
//! Small method (n <= 400): a search of the game on (stones left, largest move allowed).
//! Large method: the losing piles grow as a_{i+1} = a_i + a_t with a_t the smallest term such
//! that k * a_t >= a_i (a different recurrence from solver-core's, which goes through the
//! largest sums b_i); a pile is won by taking the smallest term of its greedy representation
//! over the a's. Both checked against the search for every k <= 12 and n <= 400.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let cases = t.u64();
    let mut out = String::new();
    for case in 1..=cases {
        let (n, k) = (t.u64(), t.u64());
        let answer = if n <= 400 { by_search(n as usize, k as usize) } else { by_sequence(n, k) };
        match answer {
            Some(x) => out.push_str(&format!("Case {case}: {x}\n")),
            None => out.push_str(&format!("Case {case}: lose\n")),
        }
    }
    out
}

fn by_search(n: usize, k: usize) -> Option<u64> {
    // wins[r][m]: the mover wins with r stones left when at most m (<= r) may be taken.
    let mut wins = vec![vec![false; n + 1]; n + 1];
    for r in 1..=n {
        for m in 1..=r {
            let take_m_wins = m == r || !wins[r - m][(k * m).min(r - m)];
            wins[r][m] = wins[r][m - 1] || take_m_wins;
        }
    }
    (1..n).find(|&x| !wins[n - x][(k * x).min(n - x)]).map(|x| x as u64)
}

fn by_sequence(n: u64, k: u64) -> Option<u64> {
    let mut a = vec![1u64];
    let mut smallest_big_enough = 0usize;
    while *a.last().unwrap() < n {
        let last = *a.last().unwrap();
        while a[smallest_big_enough] * k < last {
            smallest_big_enough += 1;
        }
        a.push(last + a[smallest_big_enough]);
    }
    if *a.last().unwrap() == n {
        return None;
    }
    let mut rest = n;
    let mut smallest = 0;
    for &x in a.iter().rev() {
        if rest >= x {
            rest -= x;
            smallest = x;
        }
    }
    Some(smallest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("poj3922");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn sequence_agrees_with_search() {
        for k in 1..=12 {
            for n in 2..=400 {
                assert_eq!(by_sequence(n, k), by_search(n as usize, k as usize), "n {n} k {k}");
            }
        }
    }
}
