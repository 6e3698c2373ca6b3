//! Shrinking a failing input: parse it into tests (lists of numbers) by the problem's format,
//! then greedily try smaller valid inputs (a single test, fewer tests, fewer heaps, smaller
//! numbers) and keep each one that still fails, until nothing smaller fails.
//!
//! Formats and validity follow shared/problems.md; a shrunk input is always one the statement
//! allows, so the failure it shows is a real one.

use testkit::generate::E18;

/// How the tests of an input are delimited.
#[derive(Clone, Copy, Debug)]
pub enum Framing {
    /// A first line with the number of tests.
    Count,
    /// Tests until this line (not a test itself), e.g. `0 0`.
    Sentinel(&'static [u64]),
}

/// The numbers of one test.
#[derive(Clone, Copy, Debug)]
pub enum Shape {
    Fixed(usize),
    /// `k` then `k` numbers (heaps).
    Counted,
}

#[derive(Clone, Copy)]
pub struct Format {
    pub framing: Framing,
    pub shape: Shape,
    /// Whether one test's numbers (for [`Shape::Counted`], without `k`) are within the limits.
    pub valid: fn(&[u64]) -> bool,
}

const I32MAX: u64 = (1 << 31) - 1;

/// The input format of problem `id`; `None` when it is not known here (the failing input is
/// then saved as found).
pub fn format(id: &str) -> Option<Format> {
    use Framing::*;
    use Shape::*;
    let f = |framing, shape, valid| Some(Format { framing, shape, valid });
    match id {
        "hdu1525" => f(Sentinel(&[0, 0]), Fixed(2), |t| t.iter().all(|&v| v >= 1)),
        "hdu2516" => f(Sentinel(&[0]), Fixed(1), |t| (2..=I32MAX).contains(&t[0])),
        "hdu3032" => f(Count, Counted, |t| !t.is_empty() && t.iter().all(|&v| (1..=I32MAX).contains(&v))),
        "gcj2010r1a_c" => f(Count, Fixed(4), |t| 1 <= t[0] && t[0] <= t[1] && 1 <= t[2] && t[2] <= t[3] && t[1] <= E18 && t[3] <= E18),
        "tab" => f(Count, Fixed(4), |t| (1..=200).contains(&t[0]) && (1..=50).contains(&t[1]) && (1..=t[0]).contains(&t[2]) && (1..=t[1]).contains(&t[3])),
        "jump" => f(Count, Fixed(4), |t| (1..=2_000_000).contains(&t[0]) && (1..=50).contains(&t[1]) && (1..=t[0]).contains(&t[2]) && t[3] <= t[1]),
        "bocsoia" => f(Count, Fixed(2), |t| t[0] <= E18 && (1..=E18).contains(&t[1])),
        "bocsoib" | "bocsoif" => f(Count, Fixed(2), |t| t.iter().all(|v| (1..=E18).contains(v))),
        "bocsoic" => f(Count, Fixed(1), |t| (1..=E18).contains(&t[0])),
        "bocsoid" | "bocsoie" => f(Count, Fixed(2), |t| t[0] <= E18 && t[1] <= E18 && t[0] + t[1] >= 1),
        "bocsoig" => f(Count, Counted, |t| !t.is_empty() && t.iter().all(|v| (1..=E18).contains(v))),
        "nim" => f(Count, Counted, |t| !t.is_empty() && t.iter().all(|&v| v <= E18)),
        _ => None,
    }
}

impl Format {
    /// The tests of `input`, or `None` when it does not follow the format.
    pub fn parse(&self, input: &str) -> Option<Vec<Vec<u64>>> {
        let numbers: Vec<u64> = input.split_ascii_whitespace().map(|w| w.parse().ok()).collect::<Option<_>>()?;
        let mut at = 0;
        let mut take = |n: usize| -> Option<Vec<u64>> {
            let slice = numbers.get(at..at + n)?.to_vec();
            at += n;
            Some(slice)
        };
        let mut tests = Vec::new();
        let one = |take: &mut dyn FnMut(usize) -> Option<Vec<u64>>| -> Option<Vec<u64>> {
            match self.shape {
                Shape::Fixed(n) => take(n),
                Shape::Counted => {
                    let k = take(1)?[0] as usize;
                    take(k)
                }
            }
        };
        match self.framing {
            Framing::Count => {
                let t = take(1)?[0];
                for _ in 0..t {
                    tests.push(one(&mut take)?);
                }
            }
            Framing::Sentinel(end) => loop {
                let test = one(&mut take)?;
                if test == end {
                    break;
                }
                tests.push(test);
            },
        }
        Some(tests)
    }

    pub fn render(&self, tests: &[Vec<u64>]) -> String {
        let line = |t: &[u64]| -> String {
            let mut parts: Vec<String> = Vec::new();
            if let Shape::Counted = self.shape {
                parts.push(t.len().to_string());
            }
            parts.extend(t.iter().map(u64::to_string));
            parts.join(" ")
        };
        let mut out = String::new();
        if let Framing::Count = self.framing {
            out.push_str(&format!("{}\n", tests.len()));
        }
        for t in tests {
            out.push_str(&line(t));
            out.push('\n');
        }
        if let Framing::Sentinel(end) = self.framing {
            out.push_str(&end.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
            out.push('\n');
        }
        out
    }

    fn valid(&self, tests: &[Vec<u64>]) -> bool {
        !tests.is_empty()
            && tests.iter().all(|t| {
                (self.valid)(t)
                    && match self.framing {
                        // a test equal to the sentinel would end the input early
                        Framing::Sentinel(end) => t.as_slice() != end,
                        Framing::Count => true,
                    }
            })
    }
}

/// Smaller candidates for a value, smallest first: 0, 1, 2, v/2, v - v/4, v - 1.
fn smaller(v: u64) -> Vec<u64> {
    let mut c = vec![0, 1, 2, v / 2, v - v / 4, v.saturating_sub(1)];
    c.retain(|&x| x < v);
    c.dedup();
    c
}

/// Shrinks `tests` while `fails` holds (it is called on valid candidates only, and at most
/// `budget` times). Returns the smallest failing tests found.
pub fn shrink(format: &Format, mut tests: Vec<Vec<u64>>, budget: usize, fails: &mut dyn FnMut(&str) -> bool) -> Vec<Vec<u64>> {
    let mut calls = 0;
    let mut attempt = |candidate: &[Vec<u64>], calls: &mut usize| -> bool {
        if *calls >= budget || !format.valid(candidate) {
            return false;
        }
        *calls += 1;
        fails(&format.render(candidate))
    };
    loop {
        let mut improved = false;
        // One test alone.
        if tests.len() > 1 {
            if let Some(i) = (0..tests.len()).find(|&i| attempt(&[tests[i].clone()], &mut calls)) {
                tests = vec![tests[i].clone()];
                improved = true;
            }
        }
        // Fewer tests.
        let mut i = 0;
        while tests.len() > 1 && i < tests.len() {
            let mut fewer = tests.clone();
            fewer.remove(i);
            if attempt(&fewer, &mut calls) {
                tests = fewer;
                improved = true;
            } else {
                i += 1;
            }
        }
        // Fewer heaps.
        if let Shape::Counted = format.shape {
            for t in 0..tests.len() {
                let mut j = 0;
                while tests[t].len() > 1 && j < tests[t].len() {
                    let mut fewer = tests.clone();
                    fewer[t].remove(j);
                    if attempt(&fewer, &mut calls) {
                        tests = fewer;
                        improved = true;
                    } else {
                        j += 1;
                    }
                }
            }
        }
        // Smaller numbers.
        for t in 0..tests.len() {
            for j in 0..tests[t].len() {
                for v in smaller(tests[t][j]) {
                    let mut less = tests.clone();
                    less[t][j] = v;
                    if attempt(&less, &mut calls) {
                        tests = less;
                        improved = true;
                        break;
                    }
                }
            }
        }
        if !improved || calls >= budget {
            return tests;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_generated_input_parses_and_renders_back_to_the_same_tests() {
        // Problems without a format here are stressed too, their failing inputs saved unshrunk.
        let with_format: Vec<&str> = testkit::reference::IDS.iter().copied().filter(|id| format(id).is_some()).collect();
        assert!(with_format.len() >= 14, "{with_format:?}");
        for id in with_format {
            let format = format(id).unwrap();
            for seed in 0..30 {
                let input = testkit::generate::generate(id, seed).unwrap();
                let tests = format.parse(&input).unwrap_or_else(|| panic!("{id} seed {seed}: {input:?}"));
                assert!(format.valid(&tests), "{id} seed {seed}: the generator made an input the format calls invalid: {input:?}");
                assert_eq!(format.parse(&format.render(&tests)).unwrap(), tests, "{id} seed {seed}");
            }
        }
    }

    #[test]
    fn shrinks_to_the_smallest_failing_heap_set() {
        // "Fails" when some heap is at least 5 and there are at least two heaps in one test.
        let format = format("nim").unwrap();
        let start = vec![vec![3, 9, 12], vec![100, 200, 7, 8], vec![1]];
        let mut fails = |input: &str| format.parse(input).unwrap().iter().any(|t| t.len() >= 2 && t.iter().any(|&v| v >= 5));
        let small = shrink(&format, start, 10_000, &mut fails);
        assert_eq!(small, vec![vec![0, 5]]);
    }

    #[test]
    fn never_offers_an_invalid_input() {
        let format = format("tab").unwrap();
        let mut seen = 0;
        let mut fails = |input: &str| {
            seen += 1;
            let t = format.parse(input).unwrap();
            assert!(format.valid(&t), "{input}");
            t.iter().any(|t| t[2] >= 3)
        };
        let small = shrink(&format, vec![vec![200, 50, 150, 49]], 10_000, &mut fails);
        assert_eq!(small, vec![vec![3, 1, 3, 1]]);
        assert!(seen > 0);
    }
}
