//! nim: k piles, take any positive amount from one pile. Rule source: problems.md and seed 003.
//! Lose iff XOR = 0; move `1 i s`: lowest i with (X xor p_i) < p_i, s = p_i - (X xor p_i).
//! Checked against exhaustive search of every position of 1..=3 piles with sizes <= 12
//! (verdict, and the first winning (i, s) in scan order equals the printed move), plus seed
//! 003's examples (15,12,10) -> `1 1 9` and (3,4,5) -> `1 1 2`.

use super::{per_test, read_piles};

pub fn solve(input: &str) -> String {
    let mut piles = Vec::new();
    per_test(input, |t| {
        read_piles(t, &mut piles);
        answer(&piles)
    })
}

pub fn answer(piles: &[u64]) -> String {
    let x = piles.iter().fold(0, |a, &p| a ^ p);
    if x == 0 {
        return "0".into();
    }
    let (i, p) = piles
        .iter()
        .enumerate()
        .find(|&(_, &p)| x ^ p < p)
        .expect("nonzero XOR has a pile with its top bit");
    format!("1 {} {}", i + 1, p - (x ^ p))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn win(v: &mut Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        let mut key = v.clone();
        key.sort();
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let mut w = false;
        'outer: for i in 0..v.len() {
            for s in 1..=v[i] {
                v[i] -= s;
                let r = win(v, memo);
                v[i] += s;
                if !r {
                    w = true;
                    break 'outer;
                }
            }
        }
        memo.insert(key, w);
        w
    }

    fn scan(v: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> String {
        let mut v = v.to_vec();
        for i in 0..v.len() {
            for s in 1..=v[i] {
                v[i] -= s;
                let r = win(&mut v, memo);
                v[i] += s;
                if !r {
                    return format!("1 {} {s}", i + 1);
                }
            }
        }
        "0".into()
    }

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("nim");
        assert_eq!(solve(&i), o);
        assert_eq!(answer(&[15, 12, 10]), "1 1 9");
        assert_eq!(answer(&[3, 4, 5]), "1 1 2");
    }

    #[test]
    fn brute_agrees() {
        let mut memo = HashMap::new();
        let n = 12;
        for a in 0..=n {
            assert_eq!(answer(&[a]), scan(&[a], &mut memo));
            for b in 0..=n {
                assert_eq!(answer(&[a, b]), scan(&[a, b], &mut memo));
                for c in 0..=n {
                    assert_eq!(
                        answer(&[a, b, c]),
                        scan(&[a, b, c], &mut memo),
                        "{a} {b} {c}"
                    );
                }
            }
        }
    }
}
