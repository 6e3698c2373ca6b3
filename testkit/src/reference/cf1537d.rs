//! cf1537d Deleting Divisors: a move subtracts a divisor d of n with 1 < d < n; a player who
//! cannot move loses; Alice first. t tests "n"; print `Alice` or `Bob`.
//!
//! Small method (n <= 5000): a win/lose table of the game over every divisor move. Large
//! method: write n = 2^e * m with m odd; the mover wins iff e > 0 and (m > 1 or e is even)
//! (the Codeforces editorial's argument), checked against the table for every n <= 5000.

use super::per_test;

const TABLE: usize = 5000;

pub fn solve(input: &str) -> String {
    let table = win_table(TABLE);
    per_test(input, |t| {
        let n = t.u64();
        let alice = if n as usize <= TABLE { table[n as usize] } else { by_parity(n) };
        if alice { "Alice" } else { "Bob" }.to_string()
    })
}

fn win_table(limit: usize) -> Vec<bool> {
    let mut wins = vec![false; limit + 1];
    for n in 2..=limit {
        let mut d = 2;
        while d * d <= n {
            if n % d == 0 && (!wins[n - d] || !wins[n - n / d]) {
                wins[n] = true;
                break;
            }
            d += 1;
        }
    }
    wins
}

fn by_parity(n: u64) -> bool {
    let mut e = 0;
    let mut m = n;
    while m % 2 == 0 {
        m /= 2;
        e += 1;
    }
    e > 0 && (m > 1 || e % 2 == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("cf1537d");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn parity_rule_agrees_with_table() {
        let table = win_table(TABLE);
        for n in 1..=TABLE {
            assert_eq!(by_parity(n as u64), table[n], "n {n}");
        }
    }
}
