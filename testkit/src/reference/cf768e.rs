//! cf768e Game of Stones: n piles s_i <= 60; a move removes k stones from a pile, each k at
//! most once per pile; print `YES` if the second player wins, else `NO`.
//!
//! Method: the Grundy value of every pile size 0..=60 by exhaustive search over (stones left,
//! set of amounts used), computed once per process; the XOR of the piles decides.

use super::Tok;
use std::collections::HashMap;
use std::sync::OnceLock;

fn values() -> &'static [u32; 61] {
    static VALUES: OnceLock<[u32; 61]> = OnceLock::new();
    VALUES.get_or_init(|| {
        let mut memo = HashMap::new();
        let mut v = [0; 61];
        for (s, slot) in v.iter_mut().enumerate() {
            *slot = grundy(s as u32, 0, &mut memo);
        }
        v
    })
}

/// Amounts are bits of `used`; an amount larger than what is left is forgotten.
fn grundy(left: u32, used: u64, memo: &mut HashMap<(u32, u64), u32>) -> u32 {
    let used = used & ((2u64 << left) - 1);
    if let Some(&g) = memo.get(&(left, used)) {
        return g;
    }
    let options: Vec<u32> = (1..=left).filter(|k| used >> k & 1 == 0).map(|k| grundy(left - k, used | 1 << k, memo)).collect();
    let g = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert((left, used), g);
    g
}

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let n = t.usize();
    let table = values();
    let sum = (0..n).fold(0, |acc, _| acc ^ table[t.usize()]);
    if sum == 0 { "YES\n" } else { "NO\n" }.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples() {
        for s in 1..=2 {
            let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/cf768e");
            let i = std::fs::read_to_string(dir.join(format!("sample-{s}.in"))).unwrap();
            let o = std::fs::read_to_string(dir.join(format!("sample-{s}.out"))).unwrap();
            assert_eq!(solve(&i), o, "sample {s}");
        }
    }
}
