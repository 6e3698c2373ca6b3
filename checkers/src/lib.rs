//! How a judge accepts an output, shared by every tool that judges: the bundler's `--check`,
//! the `judge` runner, `stress`, the test suite, and the standalone `checker` program (the
//! `oj test --judge-command` convention: `checker --judge <name> <input> <output> <expected>`).
//!
//! Independent of solver-core on purpose: a judge must not share code with the solutions it
//! judges.

pub mod compare;
pub mod special;

use std::fmt;

/// How a problem's output is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checker {
    /// Judge-style comparison with the expected output ([`compare::judge_equal`]).
    Exact,
    /// The special judge of that name ([`special::NAMES`]): any correct answer is accepted.
    Special(&'static str),
}

impl Checker {
    /// `exact` or a special judge's name; the error lists the names that exist.
    pub fn from_name(name: &str) -> Result<Checker, String> {
        if name == "exact" {
            return Ok(Checker::Exact);
        }
        match special::NAMES.iter().find(|n| **n == name) {
            Some(n) => Ok(Checker::Special(n)),
            None => Err(format!("unknown checker `{}`; checkers: {}", name, Checker::names().join(", "))),
        }
    }

    /// Every name [`Checker::from_name`] accepts.
    pub fn names() -> Vec<&'static str> {
        let mut names = vec!["exact"];
        names.extend(special::NAMES);
        names
    }

    pub fn name(&self) -> &'static str {
        match self {
            Checker::Exact => "exact",
            Checker::Special(n) => n,
        }
    }

    /// `Ok(())` when `actual` is accepted for this `input`; otherwise what is wrong (a diff for
    /// [`Checker::Exact`], the test case and the reason for a special judge).
    pub fn judge(&self, input: &str, expected: &str, actual: &str) -> Result<(), String> {
        match self {
            Checker::Exact => compare::judge_equal(expected, actual),
            Checker::Special(name) => special::check(name, input, expected, actual),
        }
    }
}

impl fmt::Display for Checker {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_names_are_listed() {
        for name in Checker::names() {
            assert_eq!(Checker::from_name(name).unwrap().name(), name);
        }
        let err = Checker::from_name("nimm").unwrap_err();
        assert!(err.contains("unknown checker `nimm`") && err.contains("bocsoig"), "{err}");
    }

    #[test]
    fn exact_and_special_differ_on_another_winning_move() {
        // (7, 11, 13): the XOR is 1, so taking 1 from any pile wins; the canonical answer is pile 1.
        let input = "1\n3 7 11 13\n";
        assert!(Checker::Special("nim").judge(input, "1 1 1\n", "1 2 1\n").is_ok());
        assert!(Checker::Exact.judge(input, "1 1 1\n", "1 2 1\n").is_err());
    }
}
