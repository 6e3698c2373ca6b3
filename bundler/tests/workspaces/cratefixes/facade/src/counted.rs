// `pu` is in the extern prelude: the crate root renamed the dependency so.
use pu::Counts;

/// How many distinct words.
pub fn count(words: &[&str]) -> usize {
    let mut counts: Counts<&str> = Counts::new();
    for w in words {
        *counts.entry(w).or_insert(0) += 1;
    }
    counts.len()
}

pub mod runs {
    extern crate partial_use;

    use self::partial_use::Runs;

    /// The longest run of equal values.
    pub fn longest(values: &[u32]) -> usize {
        let Runs(runs) = self::partial_use::runs(values);
        runs.iter().map(|r| r.1).max().unwrap_or(0)
    }
}
