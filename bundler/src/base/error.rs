//! The bundler's one error type: every failure says where (file:line:col when there is a
//! place), what is wrong, and what to do about it.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// `file:line:col`, or a file, or empty.
    pub location: String,
    /// What is wrong.
    pub message: String,
    /// The offending source line, when there is one.
    pub snippet: Option<String>,
    /// More lines after the snippet: a caret under the place, the compiler's notes, further
    /// messages of the same failure.
    pub notes: Vec<String>,
    /// What to do about it.
    pub help: Option<String>,
}

impl Error {
    pub fn new(message: impl Into<String>) -> Self {
        Error { location: String::new(), message: message.into(), snippet: None, notes: Vec::new(), help: None }
    }

    pub fn at(mut self, location: impl Into<String>) -> Self {
        self.location = location.into();
        self
    }

    pub fn snippet(mut self, line: impl Into<String>) -> Self {
        self.snippet = Some(line.into());
        self
    }

    pub fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.location.is_empty() {
            write!(f, "error: {}", self.message)?;
        } else {
            write!(f, "error: {}: {}", self.location, self.message)?;
        }
        if let Some(snippet) = &self.snippet {
            write!(f, "\n  | {}", snippet)?;
        }
        for note in &self.notes {
            write!(f, "\n{}", note)?;
        }
        if let Some(help) = &self.help {
            write!(f, "\nhelp: {}", help)?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

pub type Result<T> = std::result::Result<T, Error>;

/// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo.
pub fn nearest<'a, I: IntoIterator<Item = &'a str>>(name: &str, candidates: I) -> Option<&'a str> {
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        let d = edit_distance(name, c);
        if best.map_or(true, |(bd, bc)| d < bd || (d == bd && c < bc)) {
            best = Some((d, c));
        }
    }
    let (d, c) = best?;
    let limit = (name.chars().count().max(c.chars().count()) / 2).max(2);
    if d <= limit {
        Some(c)
    } else {
        None
    }
}

/// Levenshtein distance over chars.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut cur = vec![i + 1; b.len() + 1];
        for j in 0..b.len() {
            let cost = if ca == b[j] { 0 } else { 1 };
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        prev = cur;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_names() {
        assert_eq!(nearest("hdu1252", ["hdu1525", "hdu2516", "nim"]), Some("hdu1525"));
        assert_eq!(nearest("nim_summ", ["nim_sum", "mex"]), Some("nim_sum"));
        assert_eq!(nearest("zzzzzzzz", ["nim", "mex"]), None);
    }
}
