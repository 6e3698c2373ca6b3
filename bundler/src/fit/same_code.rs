//! Whether a shrunk bundle runs the same code as the bundle it was shrunk from, as rustc's MIR
//! shows it: the check that lets the compile-guided step keep a result without fixtures, and
//! that guards the removals fixtures cannot (an impl whose absence steers a method call
//! elsewhere, on an input no case covers).
//!
//! Both texts are built to MIR (`--emit=mir`, unoptimized, with `debug-assertions` off and,
//! when the code mentions them, on), and every body of the shrunk one must be a body of the
//! first: its signature and every statement, the functions it calls (`<X as Foo>::go`, so a
//! call that resolves to another impl differs), the types inference chose (`const 1_u8`
//! against `const 1_i32`), the constants and static data it reads (by content). A body that
//! is not there is allowed only where it cannot run: a function or closure the shrunk build
//! does not instantiate ([`MonoItems`], by last path segments, so two functions of one name
//! keep each other: an impl's method through [`ImplMatch`], which reads its header through
//! `type` aliases, `use .. as` renames, trait arguments a symbol leaves out as defaults and
//! reference self types; anything else by its owner), or a body replaced by `unreachable!()`
//! that only const evaluation could reach, which then fails to compile instead. A constant or
//! static whose body changed is a difference, but for an anonymous one (`const _: () = ..`,
//! zerocopy's checks and impls), which nothing can name: it only runs when the bundle compiles.
//!
//! Why that is enough: the shrunk text is the first with items taken out and bodies replaced
//! (never an edit inside a kept body), so a kept function's MIR changes only where the compiler
//! chose differently: method resolution, inference, which impl a bound found. Calls name their
//! callee by path and trait, and coherence allows one impl per trait and type, so equal
//! bodies from `main` outwards run equal code.
//!
//! Left out of the comparison: whether an operand is copied or moved (`copy _1`, `move _1`:
//! the same bytes at run time; a `Copy` impl the shrink left out makes the one the other),
//! spans (`<impl at a.rs:5:1: 5:26>`, `{closure@a.rs:21:36: 21:39}`: the lines moved), and the
//! numbers of allocations (`alloc7`), which stand for their contents. Not compared: type layouts (a field or variant
//! the shrink removed, which only the dead-code steps do, and only of what is never read or
//! constructed, so no body that builds or reads it is left). Paths are printed whole
//! (`-Z trim-diagnostic-paths=false`): rustc would print `Option` for `std::option::Option`
//! once the shrink removed the bundle's own `Option`, and every kept body that names it would
//! read as changed.

use crate::base::error::{Error, Result};
use crate::fit::measure::Rustc;
use crate::fit::mono_items::{Aliases, ImplMatch, MonoItems};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// Bumped whenever what the comparison allows changes, so that cached verdicts are not used.
pub(crate) const VERSION: &str = "2";

/// What the comparison found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every body the shrunk build can run is one of the first's.
    Same,
    /// The first body (its MIR signature line) that could run and is not one of the first's.
    Differs(String),
    /// One of the texts did not build to MIR: nothing is known.
    Unknown,
}

/// [`compare`] in a scratch folder `work` of its own, for tools outside the pipeline (the
/// `compile_shrink` example's `--same`).
pub fn compare_in(before: &str, after: &str, edition: &str, work: &std::path::Path) -> Result<Verdict> {
    std::fs::create_dir_all(work).map_err(|e| Error::new(format!("cannot create {}: {}", work.display(), e)))?;
    let rustc = Rustc { scratch: work, edition, force_warn: false, compilers_recorded: true, stop: None };
    compare(before, after, &rustc, &mut 0)
}

/// Compares `before` and `after` (whole bundles) as the module doc says.
pub(crate) fn compare(before: &str, after: &str, rustc: &Rustc, compiles: &mut usize) -> Result<Verdict> {
    let mentions = |t: &str| t.contains("debug_assertions");
    let settings: &[&str] = if mentions(before) || mentions(after) { &["off", "on"] } else { &["off"] };
    let mut unmatched: Vec<Body> = Vec::new();
    for setting in settings {
        let Some(first) = mir_of(before, setting, rustc, compiles)? else { return Ok(Verdict::Unknown) };
        let Some(second) = mir_of(after, setting, rustc, compiles)? else { return Ok(Verdict::Unknown) };
        let known: BTreeSet<&str> = first.iter().map(|b| b.text.as_str()).collect();
        unmatched.extend(second.into_iter().filter(|b| !known.contains(b.text.as_str())));
    }
    if unmatched.is_empty() {
        return Ok(Verdict::Same);
    }
    let mut mono: Option<(MonoItems, Aliases)> = None;
    // A closure's or promoted constant's enclosing item may be a `const` or `static`, whose
    // value the program reads whether or not anything is instantiated.
    for body in &unmatched {
        match &body.kind {
            Kind::Runtime(owner) => {
                if mono.is_none() {
                    match MonoItems::of(after, rustc, compiles)? {
                        Some(m) => mono = Some((m, Aliases::of(after))),
                        None => return Ok(Verdict::Unknown),
                    }
                }
                if mono.as_ref().map_or(true, |(m, names)| may_run(owner, after, m, names)) {
                    return Ok(Verdict::Differs(body.signature.clone()));
                }
            }
            Kind::ConstEvaluation if body.is_unreachable_stub() => {}
            // `const _: T = ..` is evaluated when the bundle compiles, and nothing can name it.
            Kind::Data if body.signature.strip_prefix("const ").map_or(false, |p| last_segment(owner_path(p)) == "_") => {}
            Kind::ConstEvaluation | Kind::Data => return Ok(Verdict::Differs(body.signature.clone())),
        }
    }
    Ok(Verdict::Same)
}

/// One body of a MIR printout, normalized.
#[derive(Debug)]
struct Body {
    /// Its first line, as printed (spans and all): what a difference is reported by.
    signature: String,
    /// The whole body with spans and allocation numbers normalized: what is compared.
    text: String,
    kind: Kind,
}

#[derive(Debug, PartialEq, Eq)]
enum Kind {
    /// A function, closure or promoted constant run by the program, by the path of its
    /// function (a closure's or promoted's enclosing one) as printed, spans and all.
    Runtime(String),
    /// A `const fn`'s body for const evaluation (after `// MIR FOR CTFE`).
    ConstEvaluation,
    /// A `const` or `static` item's body (or an array length's).
    Data,
}

impl Body {
    /// `unreachable!()` as the whole body: what the compile-guided step writes for a function
    /// it never runs.
    fn is_unreachable_stub(&self) -> bool {
        self.text.contains("entered unreachable code") && !self.text.contains("bb1")
    }
}

/// `text` built to MIR with `debug-assertions` set to `setting`; `None` when it does not build.
fn mir_of(text: &str, setting: &str, rustc: &Rustc, compiles: &mut usize) -> Result<Option<Vec<Body>>> {
    if !rustc.compilers_recorded {
        crate::base::inputs::not_cacheable("rustc decided what the bundle keeps");
    }
    if rustc.stop.map_or(false, |s| s.load(std::sync::atomic::Ordering::SeqCst)) {
        return Err(Error::new(crate::fit::measure::STOPPED));
    }
    *compiles += 1;
    // The same file name for both texts: spans are normalized anyway, but a name in them is not.
    let src = rustc.scratch.join("same_code.rs");
    let out = rustc.scratch.join("same_code.mir");
    std::fs::write(&src, text).map_err(|e| Error::new(format!("cannot write {}: {}", src.display(), e)))?;
    let run = crate::base::scratch::output(
        Command::new("rustc")
            // rustc prints a path by its shortest unambiguous form (`Option`, when nothing else
            // is named so) unless told not to, and a shrink that removes a same-named item would
            // print every kept body that names it otherwise. The option is unstable; the
            // environment variable lets this one build, which makes no binary, use it.
            .env("RUSTC_BOOTSTRAP", "1")
            .args(["-Z", "trim-diagnostic-paths=false"])
            .args(["--edition", rustc.edition, "--crate-type", "bin", "--crate-name", "main", "--emit=mir", "--cap-lints", "allow"])
            .args(["-C", "opt-level=0", "-C"])
            .arg(format!("debug-assertions={}", setting))
            .arg("-o")
            .arg(&out)
            .arg(&src),
    )
    .map_err(|e| Error::new(format!("cannot run rustc: {}", e)))?;
    if !run.status.success() {
        return Ok(None);
    }
    let printout = std::fs::read_to_string(&out).map_err(|e| Error::new(format!("cannot read {}: {}", out.display(), e)))?;
    let _ = std::fs::remove_file(&out);
    Ok(Some(bodies(&printout)))
}

/// The bodies of a MIR printout (functions, closures, promoted constants, `const`s and
/// `static`s), normalized; allocations are read for their contents and not returned.
fn bodies(printout: &str) -> Vec<Body> {
    let mut blocks: Vec<(bool, Vec<&str>)> = Vec::new();
    let mut lines = printout.lines().peekable();
    let mut for_const_evaluation = false;
    while let Some(line) = lines.next() {
        if line.trim().is_empty() || line.starts_with(' ') || line == "}" {
            continue;
        }
        if line.starts_with("//") {
            for_const_evaluation |= line.starts_with("// MIR FOR CTFE");
            continue;
        }
        let mut block = vec![line];
        if line.ends_with('{') {
            for next in lines.by_ref() {
                block.push(next);
                if next == "}" {
                    break;
                }
            }
        }
        blocks.push((std::mem::take(&mut for_const_evaluation), block));
    }
    let allocations: BTreeMap<String, String> = blocks.iter().filter_map(|(_, b)| allocation_id(b[0]).map(|id| (id.to_string(), b[1..].join("\n") + &b[0][id.len()..]))).collect();
    let mut digests = BTreeMap::new();
    let mut out = Vec::new();
    for (for_const_evaluation, block) in &blocks {
        if allocation_id(block[0]).is_some() {
            continue;
        }
        let signature = block[0].to_string();
        let text = normalize(&block.join("\n"), &allocations, &mut digests, 0);
        let kind = if *for_const_evaluation {
            Kind::ConstEvaluation
        } else if let Some(path) = signature.strip_prefix("fn ") {
            Kind::Runtime(function_path(path).to_string())
        } else if let Some(path) = signature.strip_prefix("const ").filter(|p| owner_path(p).ends_with(']') && owner_path(p).contains("::promoted[")) {
            Kind::Runtime(function_path(path).to_string())
        } else {
            Kind::Data
        };
        out.push(Body { signature, text, kind });
    }
    out
}

/// `alloc12` of an allocation's first line (`alloc12 (size: 4, align: 1) {`).
fn allocation_id(line: &str) -> Option<&str> {
    let end = line.find(' ')?;
    let id = &line[..end];
    let digits = id.strip_prefix("alloc").or_else(|| id.strip_prefix("ALLOC"))?;
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some(id)
}

/// The path a body's first line names, up to its parameters or type (`m::<impl at a.rs:9:5:
/// 9:11>::get` of `fn m::<impl at a.rs:9:5: 9:11>::get(_1: &Y) -> u8 {`).
fn owner_path(after_keyword: &str) -> &str {
    let mut depth = 0i32;
    for (at, c) in after_keyword.char_indices() {
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            '(' | ':' if depth == 0 && (c == '(' || after_keyword[at..].starts_with(": ")) => return &after_keyword[..at],
            _ => {}
        }
    }
    after_keyword
}

/// The path of the function a body belongs to: a closure's and a promoted constant's is their
/// enclosing function's.
fn function_path(after_keyword: &str) -> &str {
    let mut path = owner_path(after_keyword);
    while let Some(at) = last_separator(path) {
        let last = &path[at + 2..];
        if !(last.starts_with('{') || last.starts_with("promoted[")) {
            break;
        }
        path = &path[..at];
    }
    path
}

/// The last path segment of `path`, without generic arguments (`new` of `X::new::<T>`).
fn last_segment(path: &str) -> &str {
    let last = last_separator(path).map_or(path, |at| &path[at + 2..]);
    last.split("::<").next().unwrap_or(last)
}

/// Whether the function at `path` (a MIR body's, in `text`) may be instantiated by `text`'s
/// build, by [`MonoItems`]' matching: an impl's method by the trait and self type its header
/// in `text` names (through `type` aliases and `use .. as` renames, since symbols name the
/// definition), any other function by its owner (a trait's provided method by the trait, a free
/// function by its module). Whatever cannot be read may run.
fn may_run(path: &str, text: &str, mono: &MonoItems, names: &Aliases) -> bool {
    let name = last_segment(path);
    let Some(at) = last_separator(path) else { return mono.has_owned("main", name) };
    let qualifier = &path[..at];
    let Some(span) = qualifier.rfind("<impl at ").filter(|_| qualifier.ends_with('>')).map(|open| &qualifier[open + "<impl at ".len()..qualifier.len() - 1]) else {
        return mono.has_owned(last_segment(qualifier), name);
    };
    let Some(header) = span_text(text, span) else { return true };
    let Ok(item) = syn::parse_str::<syn::ItemImpl>(&format!("{} {{}}", header)) else { return true };
    let module = &qualifier[..qualifier.len() - span.len() - "<impl at >".len()];
    let module = module.strip_suffix("::").unwrap_or(module);
    // A module path MIR and symbols print alike (not an anonymous constant's `_`, a closure's
    // `{closure#0}`, a raw `r#` name) tells two types of one name apart.
    let plain = !module.is_empty() && module.split("::").all(|s| s != "_" && !s.starts_with("r#") && s.chars().all(|c| c.is_alphanumeric() || c == '_'));
    ImplMatch::of(&item, names, plain.then_some(module)).method_may_run(mono, name)
}

/// The text of `span` (`same_code.rs:305:1: 305:39`: lines and columns from 1, columns in
/// characters) in `text`.
fn span_text<'a>(text: &'a str, span: &str) -> Option<&'a str> {
    let (_, positions) = span.split_once(".rs:")?;
    let (start, end) = positions.split_once(": ")?;
    let offset = |position: &str| -> Option<usize> {
        let (line, column) = position.split_once(':')?;
        let (line, column): (usize, usize) = (line.parse().ok()?, column.parse().ok()?);
        let line_start = if line == 1 { 0 } else { text.match_indices('\n').nth(line - 2)?.0 + 1 };
        let rest = &text[line_start..];
        Some(line_start + rest.char_indices().nth(column - 1).map_or(rest.len(), |(i, _)| i))
    };
    let (start, end) = (offset(start)?, offset(end)?);
    text.get(start..end)
}

/// Where the last `::` outside angle brackets is.
fn last_separator(path: &str) -> Option<usize> {
    let mut depth = 0i32;
    let mut found = None;
    let bytes = path.as_bytes();
    for (at, &b) in bytes.iter().enumerate() {
        match b {
            b'<' => depth += 1,
            b'>' if at > 0 && bytes[at - 1] == b'-' => {}
            b'>' => depth -= 1,
            // Not a turbofish (`new::<T>`): generic arguments are not a segment.
            b':' if depth == 0 && bytes.get(at + 1) == Some(&b':') && (at == 0 || bytes[at - 1] != b':') && bytes.get(at + 2) != Some(&b'<') => found = Some(at),
            _ => {}
        }
    }
    found
}

/// `text` with every span (`a.rs:5:1: 5:26`) written `SPAN` and every allocation number by a
/// digest of its contents (themselves normalized, to a depth of 16).
fn normalize(text: &str, allocations: &BTreeMap<String, String>, digests: &mut BTreeMap<String, String>, depth: usize) -> String {
    let mut out = String::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if let Some(len) = span_at(&text[at..]) {
            out.push_str("SPAN");
            at += len;
            continue;
        }
        let word_start = at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
        // An operand is copied when its type is `Copy` and moved otherwise; at run time both
        // are the same bytes copied, and a program that used a moved value would not compile.
        // So a `Copy` impl left out reads the same.
        if word_start && bytes.get(at.wrapping_sub(1)) != Some(&b':') && text[at..].starts_with("copy ") {
            out.push_str("move ");
            at += "copy ".len();
            continue;
        }
        if word_start && (text[at..].starts_with("alloc") || text[at..].starts_with("ALLOC")) {
            let digits = text[at + 5..].bytes().take_while(|b| b.is_ascii_digit()).count();
            let end = at + 5 + digits;
            let word_end = bytes.get(end).map_or(true, |b| !(b.is_ascii_alphanumeric() || *b == b'_'));
            if digits > 0 && word_end {
                let id = &text[at..end];
                out.push_str(&digest_of(id, allocations, digests, depth));
                at = end;
                continue;
            }
        }
        let c = text[at..].chars().next().unwrap_or(' ');
        out.push(c);
        at += c.len_utf8();
    }
    out
}

/// The digest an allocation stands for in normalized text.
fn digest_of(id: &str, allocations: &BTreeMap<String, String>, digests: &mut BTreeMap<String, String>, depth: usize) -> String {
    if let Some(d) = digests.get(id) {
        return d.clone();
    }
    let Some(contents) = allocations.get(id) else { return "alloc?".to_string() };
    if depth >= 16 {
        return "alloc(deep)".to_string();
    }
    // A cycle through statics reads as this placeholder while its own digest is made.
    digests.insert(id.to_string(), "alloc(cycle)".to_string());
    let normalized = normalize(contents, allocations, digests, depth + 1);
    let hash = Sha256::digest(normalized.as_bytes());
    let d = format!("alloc[{}]", hash.iter().take(12).map(|b| format!("{:02x}", b)).collect::<String>());
    digests.insert(id.to_string(), d.clone());
    d
}

/// The length of a span (`name.rs:12:5: 14:6`) at the start of `text`, if one is there.
fn span_at(text: &str) -> Option<usize> {
    let name_len = text.bytes().take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'/' | b'.')).count();
    let name = &text[..name_len];
    if !name.ends_with(".rs") || name.len() == 3 {
        return None;
    }
    let mut at = name_len;
    for part in [":", "", ":", "", ": ", "", ":", ""] {
        if part.is_empty() {
            let digits = text[at..].bytes().take_while(|b| b.is_ascii_digit()).count();
            if digits == 0 {
                return None;
            }
            at += digits;
        } else if text[at..].starts_with(part) {
            at += part.len();
        } else {
            return None;
        }
    }
    Some(at)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRINTOUT: &str = "// WARNING: This output format is intended for human consumers only
fn <impl at a.rs:5:1: 5:26>::go(_1: T) -> u32 {
    let mut _0: u32;

    bb0: {
        _0 = const 1_u32;
        return;
    }
}

fn main::{closure#0}(_1: &mut {closure@a.rs:21:36: 21:39}, _2: &u32) -> u32 {
    bb0: {
        _0 = const {alloc4: &[u32; 3]};
        return;
    }
}

alloc4 (size: 2, align: 1) {
    75 38                                           │ u8
}

const main::promoted[1]: &&str = {
    bb0: {
        return;
    }
}

static S: [u32; 3] = {
    bb0: {
        return;
    }
}

const S::{constant#0}: usize = const 3_usize;

// MIR FOR CTFE
fn Y(_1: u8) -> Y {
    bb0: {
        _0 = core::panicking::panic(const \"internal error: entered unreachable code\") -> unwind continue;
    }
}
";

    #[test]
    fn a_printout_reads_as_bodies_with_their_owners_spans_and_allocations_normalized() {
        let b = bodies(PRINTOUT);
        let kinds: Vec<&Kind> = b.iter().map(|b| &b.kind).collect();
        assert_eq!(
            kinds,
            [&Kind::Runtime("<impl at a.rs:5:1: 5:26>::go".into()), &Kind::Runtime("main".into()), &Kind::Runtime("main".into()), &Kind::Data, &Kind::Data, &Kind::ConstEvaluation]
        );
        assert!(b[0].text.starts_with("fn <impl at SPAN>::go(_1: T)"), "{}", b[0].text);
        assert!(b[1].text.contains("{closure@SPAN}") && b[1].text.contains("const {alloc["), "{}", b[1].text);
        assert!(!b[1].text.contains("alloc4"));
        assert!(b[5].is_unreachable_stub() && !b[0].is_unreachable_stub());
        // The same allocation under another number reads the same; other contents do not.
        let renumbered = PRINTOUT.replace("alloc4", "alloc9");
        assert_eq!(bodies(&renumbered)[1].text, b[1].text);
        let changed = PRINTOUT.replace("75 38", "75 39");
        assert_ne!(bodies(&changed)[1].text, b[1].text);
    }

    #[test]
    fn owners_are_the_enclosing_function() {
        assert_eq!(function_path("m::<impl at a.rs:9:5: 9:11>::get(_1: &Y) -> u8 {"), "m::<impl at a.rs:9:5: 9:11>::get");
        assert_eq!(function_path("main::{closure#0}::{closure#1}(_1: &mut X) -> u32 {"), "main");
        assert_eq!(function_path("main::promoted[1]: &&str = {"), "main");
        assert_eq!(last_segment("<impl at a.rs:1:1: 2:2>::new::<T>"), "new");
        assert_eq!(span_text("ab\ncdé fg\nh", "x.rs:2:2: 2:5"), Some("dé "));
        assert_eq!(span_at("a.rs:21:36: 21:39}"), Some(17));
        assert_eq!(span_at("a.rs:21:36}"), None);
    }

    fn verdict(before: &str, after: &str) -> Verdict {
        let work = std::env::temp_dir().join(format!("bundler-same-code-{}-{}", std::process::id(), before.len() ^ after.len() << 16));
        std::fs::create_dir_all(&work).unwrap();
        let rustc = Rustc { scratch: &work, edition: "2021", force_warn: false, compilers_recorded: true, stop: None };
        let v = compare(before, after, &rustc, &mut 0).unwrap();
        let _ = std::fs::remove_dir_all(&work);
        v
    }

    /// The program of docs/corpus-sizes.md: `impl Marker for X` is never called, yet without it
    /// `x.go()` resolves one autoref step further and prints 2 instead of 1.
    const STEERED: &str = "trait Marker { fn unused(&self) {} }
struct X;
impl Marker for X {}
trait Foo { fn go(self) -> u32; }
impl<T: Marker> Foo for T { fn go(self) -> u32 { 1 } }
impl Foo for &X { fn go(self) -> u32 { 2 } }
fn never(x: u64) -> u64 { x * 3 }
static TABLE: [u8; 3] = [1, 2, 3];
fn main() {
    let x = X;
    let f = |i: usize| TABLE[i] as u32;
    println!(\"{} {}\", x.go(), f(1));
    if false { println!(\"{}\", never(2)); }
}
";

    #[test]
    fn a_removed_impl_that_steers_a_call_elsewhere_differs_and_what_cannot_run_does_not() {
        // The removal the fixtures alone would have to catch.
        let steered = STEERED.replace("impl Marker for X {}\n", "");
        match verdict(STEERED, &steered) {
            Verdict::Differs(signature) => assert!(signature.starts_with("fn main()"), "{}", signature),
            other => panic!("{:?}", other),
        }
        // Lines moved (spans), a function nothing calls gone, a body never run replaced.
        let moved = STEERED.replace("struct X;\n", "\n\nstruct X;\n");
        assert_eq!(verdict(STEERED, &moved), Verdict::Same);
        let stubbed = STEERED.replace("{ x * 3 }", "{ unreachable!() }").replace("fn never(x: u64)", "fn never(_: u64)");
        assert_eq!(verdict(STEERED, &stubbed), Verdict::Same);
        // The same body under its own name is not enough when it runs: `never` is called.
        let called = stubbed.replace("if false { println!(\"{}\", never(2)); }", "println!(\"{}\", never(2));");
        let calling = STEERED.replace("if false { println!(\"{}\", never(2)); }", "println!(\"{}\", never(2));");
        assert!(matches!(verdict(&calling, &called), Verdict::Differs(s) if s.starts_with("fn never")));
        // Static data is compared by content.
        let data = STEERED.replace("[1, 2, 3]", "[1, 5, 3]");
        assert!(matches!(verdict(STEERED, &data), Verdict::Differs(_)));
        // A literal whose type inference settles otherwise.
        let literal_before = "trait T { fn t(self) -> u32; }\nimpl T for u8 { fn t(self) -> u32 { 8 } }\nimpl T for i64 { fn t(self) -> u32 { 64 } }\nfn main() { println!(\"{}\", 300.t()); }\n";
        let literal_after = literal_before.replace("impl T for u8 { fn t(self) -> u32 { 8 } }\n", "");
        assert!(matches!(verdict(literal_before, &literal_after), Verdict::Differs(_) | Verdict::Unknown));
        assert_eq!(verdict("fn main() {}\n", "fn main() { this does not build }\n"), Verdict::Unknown);
        // A call steered elsewhere inside a closure that a constant holds: the closure is
        // instantiated under the constant's name.
        let in_const = STEERED.replace("fn main() {", "const F: fn(X) -> u32 = |x| x.go();\nfn main() {\n    println!(\"{}\", F(X));");
        assert!(matches!(verdict(&in_const, &in_const.replace("impl Marker for X {}\n", "")), Verdict::Differs(s) if s.contains("F::{closure#0}")));
        // A body that runs, written through an alias and a renamed trait: what its symbol names
        // is the definition, and the check reads through both.
        let aliased = "mod m { pub struct Real(pub u8); pub trait Show { fn show(&self) -> u8; } }\nuse m::Show as Display2;\ntype Al = m::Real;\nimpl Al { fn get(&self) -> u8 { self.0 } }\nimpl Display2 for Al { fn show(&self) -> u8 { self.0 + 1 } }\nfn main() { let r = m::Real(4); println!(\"{} {}\", r.get(), r.show()); }\n";
        let get_stubbed = aliased.replace("fn get(&self) -> u8 { self.0 }", "fn get(&self) -> u8 { unreachable!() }");
        assert!(matches!(verdict(aliased, &get_stubbed), Verdict::Differs(s) if s.contains("::get(")));
        let show_stubbed = aliased.replace("fn show(&self) -> u8 { self.0 + 1 }", "fn show(&self) -> u8 { unreachable!() }");
        assert!(matches!(verdict(aliased, &show_stubbed), Verdict::Differs(s) if s.contains("::show(")));
    }
}

