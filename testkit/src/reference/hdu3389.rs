//! hdu3389 Game: cards in boxes 1..n; a move takes cards from box A to a box B < A with A + B
//! odd and divisible by 3; the last mover wins. T tests "n, n counts"; print `Case k: Alice`
//! or `Case k: Bob`.
//!
//! Small method: a memoised search of the game when a test has at most 7 boxes and 4 cards.
//! Large method: staircase Nim on the move graph. Each box is coloured from one move: a box
//! with no move is even, any other box gets the opposite colour of the lowest box it can move
//! to; the first player loses iff the XOR of the odd boxes is 0. Checked against the search on
//! every test of 8 boxes with at most 3 cards.

use super::{per_test, Tok};
use std::collections::HashMap;

pub fn solve(input: &str) -> String {
    let mut memo = HashMap::new();
    let mut case = 0;
    per_test(input, |t: &mut Tok| {
        case += 1;
        let n = t.usize();
        let cards: Vec<u64> = (0..n).map(|_| t.u64()).collect();
        let alice = if n <= 7 && cards.iter().sum::<u64>() <= 4 {
            search(&cards, &mut memo)
        } else {
            let odd = colours(n);
            (0..n).filter(|&i| odd[i]).fold(0, |x, i| x ^ cards[i]) != 0
        };
        format!("Case {case}: {}", if alice { "Alice" } else { "Bob" })
    })
}

fn can_move(a: usize, b: usize) -> bool {
    b < a && (a + b) % 2 == 1 && (a + b) % 3 == 0
}

/// `odd[i]` for box i + 1.
fn colours(n: usize) -> Vec<bool> {
    let mut odd = vec![false; n];
    for a in 1..=n {
        // The lowest target has the residue 3 - a mod 6, so it is among the first 6 boxes.
        if let Some(b) = (1..a.min(7)).find(|&b| can_move(a, b)) {
            odd[a - 1] = !odd[b - 1];
        }
    }
    odd
}

fn search(cards: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&w) = memo.get(cards) {
        return w;
    }
    let mut w = false;
    for a in 1..=cards.len() {
        for b in 1..a {
            if !can_move(a, b) {
                continue;
            }
            for d in 1..=cards[a - 1] {
                let mut next = cards.to_vec();
                next[a - 1] -= d;
                next[b - 1] += d;
                if !search(&next, memo) {
                    w = true;
                }
            }
        }
    }
    memo.insert(cards.to_vec(), w);
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("hdu3389");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn colours_agree_with_search() {
        let mut memo = HashMap::new();
        let odd = colours(8);
        for code in 0..4u64.pow(8) {
            let cards: Vec<u64> = (0..8).map(|i| code / 4u64.pow(i) % 4).collect();
            if cards.iter().sum::<u64>() > 3 {
                continue;
            }
            let x = (0..8).filter(|&i| odd[i]).fold(0, |x, i| x ^ cards[i]);
            assert_eq!(x != 0, search(&cards, &mut memo), "{cards:?}");
        }
    }
}
