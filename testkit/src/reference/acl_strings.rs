//! acl_strings Distinct substrings and shortest period of each of T lowercase strings.
//!
//! Method: a suffix automaton (not a suffix array): every state stands for the substrings
//! whose lengths run from its suffix link's length + 1 to its own, so the distinct substrings
//! number the sum of len - len(link). The period is n minus the longest proper border, from
//! the Knuth-Morris-Pratt failure function (not the Z-function). Checked against a set of every
//! substring and a test of every period on random strings over 1 to 3 letters, up to 14 long.

use super::Tok;

pub fn solve(input: &str) -> String {
    let mut t = Tok::new(input);
    let tests = t.usize();
    let mut out = String::new();
    for _ in 0..tests {
        let s = t.word().as_bytes();
        assert!(s.iter().all(u8::is_ascii_lowercase), "acl_strings: not lowercase");
        out.push_str(&format!("{} {}\n", distinct_substrings(s), shortest_period(s)));
    }
    out
}

struct State {
    len: usize,
    link: Option<usize>,
    /// (letter, target) pairs, at most 26: a short list scans faster and weighs less than a map.
    next: Vec<(u8, u32)>,
}

impl State {
    fn go(&self, c: u8) -> Option<usize> {
        self.next.iter().find(|e| e.0 == c).map(|e| e.1 as usize)
    }
    fn set(&mut self, c: u8, target: usize) {
        match self.next.iter_mut().find(|e| e.0 == c) {
            Some(e) => e.1 = target as u32,
            None => self.next.push((c, target as u32)),
        }
    }
}

/// Number of distinct non-empty substrings, by a suffix automaton built online.
pub fn distinct_substrings(s: &[u8]) -> u64 {
    let mut states = vec![State { len: 0, link: None, next: Vec::new() }];
    let mut last = 0;
    for &c in s {
        let current = states.len();
        states.push(State { len: states[last].len + 1, link: None, next: Vec::new() });
        let mut p = Some(last);
        while let Some(q) = p {
            if states[q].go(c).is_some() {
                break;
            }
            states[q].set(c, current);
            p = states[q].link;
        }
        match p {
            None => states[current].link = Some(0),
            Some(p) => {
                let q = states[p].go(c).unwrap();
                if states[p].len + 1 == states[q].len {
                    states[current].link = Some(q);
                } else {
                    let clone = states.len();
                    let copy = State { len: states[p].len + 1, link: states[q].link, next: states[q].next.clone() };
                    states.push(copy);
                    let mut r = Some(p);
                    while let Some(x) = r {
                        if states[x].go(c) != Some(q) {
                            break;
                        }
                        states[x].set(c, clone);
                        r = states[x].link;
                    }
                    states[q].link = Some(clone);
                    states[current].link = Some(clone);
                }
            }
        }
        last = current;
    }
    states.iter().skip(1).map(|st| (st.len - states[st.link.unwrap()].len) as u64).sum()
}

/// n minus the longest border that is shorter than the string (KMP failure function).
pub fn shortest_period(s: &[u8]) -> usize {
    let n = s.len();
    let mut border = vec![0usize; n + 1];
    let mut k = 0;
    for i in 1..n {
        while k > 0 && s[i] != s[k] {
            k = border[k];
        }
        if s[i] == s[k] {
            k += 1;
        }
        border[i + 1] = k;
    }
    n - border[n]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::Rng;
    use std::collections::HashSet;

    #[test]
    fn sample() {
        let (i, o) = super::super::sample("acl_strings");
        assert_eq!(solve(&i), o);
    }

    #[test]
    fn agrees_with_every_substring_and_every_period() {
        let mut r = Rng::new(77);
        for _ in 0..3000 {
            let letters = r.range(1, 3) as u8;
            let n = r.range(1, 14) as usize;
            let s: Vec<u8> = (0..n).map(|_| b'a' + r.below(letters as u64) as u8).collect();
            let all: HashSet<&[u8]> = (0..n).flat_map(|i| (i + 1..=n).map(move |j| (i, j))).map(|(i, j)| &s[i..j]).collect();
            assert_eq!(distinct_substrings(&s), all.len() as u64, "{s:?}");
            let period = (1..=n).find(|&p| (p..n).all(|i| s[i] == s[i - p])).unwrap();
            assert_eq!(shortest_period(&s), period, "{s:?}");
        }
    }
}
