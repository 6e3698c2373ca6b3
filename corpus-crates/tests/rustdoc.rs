//! The doctest extraction against rustdoc itself: a small crate whose doc comments hold every
//! kind of block is tested with `rustdoc --test`, and the blocks it lists (by line, with their
//! kind: run, compile only, compile fail, ignored) must be exactly the Rust blocks
//! `corpus_crates::doctest` finds, classified the same way. Every block rustdoc runs and passes
//! must also pass as the program `make_program` writes, compiled with plain rustc.

use corpus_crates::doctest::{blocks_of_file, make_program, Lang};
use std::collections::BTreeMap;
use std::process::Command;

const LIB: &str = r#"//! Demo.
//!
//! ```
//! # fn hidden() -> u32 { 2 }
//! assert_eq!(hidden(), 2);
//! ```
//!
//! ```text
//! not a test
//! ```

/// Runs with its own main.
///
/// ```rust
/// fn helper() -> i32 { 4 }
/// fn main() {
///     assert_eq!(helper(), 4);
/// }
/// ```
///
/// ```should_panic
/// panic!("expected");
/// ```
///
/// ```no_run
/// loop {}
/// ```
///
/// ```compile_fail,E0308
/// let x: u32 = "no";
/// ```
///
/// ```ignore
/// this is not rust
/// ```
pub fn f() {}

/// A `?` test and a `##` line.
///
/// ```
/// #![allow(dead_code)]
/// ##[derive(Debug, PartialEq)]
/// struct P(u8);
/// let n: u8 = "7".parse()?;
/// assert_eq!(P(n), P(7));
/// # Ok::<(), std::num::ParseIntError>(())
/// ```
///
/// ~~~edition2018
/// let v = vec![1, 2, 3];
/// println!("{}", v.iter().sum::<i32>());
/// ~~~
#[inline]
pub fn g() {}

#[doc = "Attribute docs.\n\n```\nassert!(1 + 1 == 2);\n```"]
pub fn h() {}
"#;

#[test]
fn blocks_and_kinds_match_rustdoc_and_the_programs_pass() {
    let dir = std::env::temp_dir().join(format!("corpus-rustdoc-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(dir.join("src/lib.rs"), LIB).unwrap();
    let out = Command::new("rustdoc").args(["--test", "src/lib.rs", "--crate-name", "demo", "--edition", "2021"]).current_dir(&dir).output().expect("rustdoc runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "rustdoc --test failed:\n{}\n{}", text, String::from_utf8_lossy(&out.stderr));
    // `test src/lib.rs - f (line 14) - compile fail ... ok`
    let mut theirs: BTreeMap<usize, &str> = BTreeMap::new();
    for l in text.lines().filter(|l| l.starts_with("test src/lib.rs")) {
        let line: usize = l.split("(line ").nth(1).and_then(|r| r.split(')').next()).and_then(|n| n.parse().ok()).expect(l);
        let kind = if l.ends_with("ignored") {
            "ignore"
        } else if l.contains(" - compile fail ") {
            "compile_fail"
        } else if l.contains(" - compile ") {
            "no_run"
        } else {
            "run"
        };
        theirs.insert(line, kind);
    }
    let blocks = blocks_of_file(&dir, "src/lib.rs", &Default::default()).unwrap();
    let mut ours: BTreeMap<usize, &str> = BTreeMap::new();
    for b in &blocks {
        let lang = Lang::parse(&b.info);
        if !lang.rust {
            continue;
        }
        let line: usize = b.place.rsplit(':').next().unwrap().parse().unwrap();
        // rustdoc 1.95 names no `should_panic` in its list: such a test is one it runs.
        ours.insert(line, lang.skipped().unwrap_or("run"));
    }
    assert_eq!(ours, theirs, "rustdoc said:\n{}", text);
    assert_eq!(theirs.len(), 9, "{}", text);

    // The programs rustdoc runs, compiled with plain rustc, behave as rustdoc says.
    for b in blocks.iter().filter(|b| Lang::parse(&b.info).rust && Lang::parse(&b.info).skipped().is_none()) {
        let program = make_program(&b.code, "demo");
        let src = dir.join("p.rs");
        std::fs::write(&src, &program).unwrap();
        let c = Command::new("rustc").args(["--edition", "2021", "-o", "p", "p.rs"]).current_dir(&dir).output().unwrap();
        assert!(c.status.success(), "{}:\n{}\n{}", b.place, program, String::from_utf8_lossy(&c.stderr));
        let r = Command::new(dir.join("p")).output().unwrap();
        assert_eq!(r.status.success(), !Lang::parse(&b.info).should_panic, "{}:\n{}", b.place, program);
    }
    std::fs::remove_dir_all(&dir).ok();
}
