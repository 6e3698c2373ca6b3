//! Over the judge's size limit, shrink before failing: a bundle that does not fit its judge
//! profile's limit loses, one step at a time, the libraries' doc comments, then their plain
//! comments, then their layout (minified), and stops at the first step that fits. Only the
//! library part changes (the modules after the problem's code): the contestant's own code stays
//! as written. What was needed is reported ([`Shrunk::step`]); when even the minified libraries
//! do not fit, the bundle is left as it was for the limit check to refuse
//! ([`explain_still_over`] says so).

use crate::error::Error;
use crate::judge::Judge;

/// Where the library part of a bundle begins: the first library module (see `emit`).
pub const LIBRARY_START: &str = "\n#[allow(dead_code";

/// The steps, in order; each includes the ones before it.
pub const STEPS: [&str; 3] = ["dropped the libraries' doc comments", "dropped the libraries' doc comments and comments", "dropped the libraries' comments and minified them"];

/// A bundle made to fit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk {
    pub source: String,
    /// Which of [`STEPS`] was needed, with the sizes: "dropped the libraries' doc comments to
    /// fit vnoj's limit of 65536 characters (182757 -> 60123 bytes)".
    pub step: String,
}

/// `source` shrunk to fit `judge`'s limit, or `None` when it already fits, when it has no
/// library part, or when no step makes it fit.
pub fn to_fit(judge: &Judge, id: &str, source: &str) -> Option<Shrunk> {
    if judge.admits(id, source).is_ok() {
        return None;
    }
    let at = source.find(LIBRARY_START)?;
    let (own, library) = source.split_at(at);
    // Each step's text is made from the one before, and only when that one did not fit (each
    // re-lexes the whole library part).
    let mut text = String::new();
    for (k, step) in STEPS.iter().enumerate() {
        text = match k {
            0 => crate::strip::remove_docs(library),
            1 => crate::strip::remove_comments(&text),
            _ => format!("\n{}\n", crate::minify::minify(&text).trim()),
        };
        let candidate = format!("{}{}", own, text);
        if judge.admits(id, &candidate).is_ok() {
            let (limit, unit) = judge.size_limit.expect("a judge that refused the size has a limit");
            let unit = match unit {
                crate::judge::Unit::Bytes => "bytes",
                crate::judge::Unit::Chars => "characters",
            };
            return Some(Shrunk {
                step: format!("{} to fit {}'s limit of {} {} ({} -> {} bytes)", step, judge.name, limit, unit, source.len(), candidate.len()),
                source: candidate,
            });
        }
    }
    None
}

/// The limit check's error for a bundle that is over even with every step applied.
pub fn explain_still_over(e: Error, shrinkable: bool) -> Error {
    if !shrinkable {
        return e;
    }
    let mut e = e;
    e.help = Some(
        "even with the libraries' docs and comments dropped and their code minified it does not fit: shrink your own code too (--remove-docs, --remove-comments or --minify), use less library code, or a judge with a larger limit"
            .to_string(),
    );
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    fn judge(limit: usize) -> Judge {
        Judge { size_limit: Some((limit, crate::judge::Unit::Bytes)), ..crate::judge::find("vnoj").unwrap().clone() }
    }

    /// A bundle: the problem's code (with comments that must stay), then a library module.
    const BUNDLE: &str = "// header\n// the problem's comment stays\nfn main() { lib::f(); }\n\n#[allow(dead_code, unused_imports, unused_macros)]\nmod lib {\n    /// A documented function, with a long doc comment that is worth dropping when over.\n    pub fn f() {\n        // a plain comment inside the library, also worth dropping when it is too long\n        let   x   =   1;\n        let _ = x;\n    }\n}\n";

    #[test]
    fn each_step_is_taken_only_when_the_one_before_does_not_fit() {
        let full = BUNDLE.len();
        assert_eq!(to_fit(&judge(full), "p", BUNDLE), None, "a bundle that fits is left alone");
        let docs = to_fit(&judge(full - 1), "p", BUNDLE).unwrap();
        assert!(docs.step.starts_with(STEPS[0]) && !docs.source.contains("///") && docs.source.contains("// a plain comment"), "{:?}", docs);
        let comments = to_fit(&judge(docs.source.len() - 1), "p", BUNDLE).unwrap();
        assert!(comments.step.starts_with(STEPS[1]) && !comments.source.contains("// a plain comment") && comments.source.contains("let   x"), "{:?}", comments);
        let minified = to_fit(&judge(comments.source.len() - 1), "p", BUNDLE).unwrap();
        assert!(minified.step.starts_with(STEPS[2]) && !minified.source.contains("let   x"), "{:?}", minified);
        for shrunk in [&docs, &comments, &minified] {
            assert!(shrunk.source.starts_with("// header\n// the problem's comment stays\nfn main() { lib::f(); }\n"), "the problem's own code changed: {:?}", shrunk);
        }
        assert_eq!(to_fit(&judge(minified.source.len() - 1), "p", BUNDLE), None, "nothing fits: left to the limit check");
        assert!(minified.step.contains(&format!("({} -> {} bytes)", full, minified.source.len())), "{}", minified.step);
    }
}
