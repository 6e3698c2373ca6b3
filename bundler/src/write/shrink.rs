//! Over the judge's size limit, shrink before failing: a bundle that does not fit its judge
//! profile's limit loses, one step at a time, the libraries' doc comments, then their plain
//! comments, then their layout (minified), and stops at the first step that fits. Only the
//! library part changes (the modules after the problem's code): the contestant's own code stays
//! as written. What was needed is reported ([`Shrunk::step`]); when even the minified libraries
//! do not fit, the bundle is left as it was for the limit check to refuse
//! ([`explain_still_over`] says so).

use crate::base::error::Error;
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
    let limit = judge.size_limit;
    // Minifying drops comments itself (below): when even the libraries without any line that
    // may hold a doc or a comment would not fit, the first two steps cannot, and the third is
    // made from one lexing of the library instead of three.
    let hopeless = |bound: Option<usize>| limit.map_or(false, |(limit, unit)| bound.map_or(false, |b| unit.size_of(own) + b > limit));
    if hopeless(limit.and_then(|(_, unit)| at_least_without_docs_and_comments(library, unit))) {
        if let Some(minified) = crate::write::minify::minify_without_docs(library) {
            let candidate = format!("{}\n{}\n", own, minified.trim());
            return fitted(judge, id, 2, source, candidate);
        }
    }
    let mut text = String::new();
    for k in 0..STEPS.len() {
        text = match k {
            0 => crate::write::strip::remove_docs(library),
            // Minifying drops comments and keeps tokens and their spacing, which is all that
            // dropping comments changes: it may be skipped on the way to minifying, and that
            // saves a lexing of the whole library, when it surely leaves too much.
            1 if hopeless(limit.map(|(_, unit)| at_least_without_comments(&text, unit))) => continue,
            1 => crate::write::strip::remove_comments(&text),
            _ => format!("\n{}\n", crate::write::minify::minify(&text).trim()),
        };
        let candidate = format!("{}{}", own, text);
        if let Some(fit) = fitted(judge, id, k, source, candidate) {
            return Some(fit);
        }
    }
    None
}

/// `candidate`, made by [`STEPS`]`[k]` from `source`, when the judge takes it.
fn fitted(judge: &Judge, id: &str, k: usize, source: &str, candidate: String) -> Option<Shrunk> {
    judge.admits(id, &candidate).ok()?;
    let (limit, unit) = judge.size_limit?;
    Some(Shrunk { step: format!("{} to fit {}'s limit of {} {} ({} -> {} bytes)", STEPS[k], judge.name, limit, unit.word(), source.len(), candidate.len()), source: candidate })
}

/// A lower bound on the size of `text` after [`crate::write::strip::remove_comments`], without
/// lexing it: every line that holds `//` or `/*`, or lies in what may be a block comment,
/// counted as gone with its line break. The comments that pass removes, and the lines it
/// empties, are all on such lines (a `/*` or `*/` inside a string only makes the region
/// counted larger: the depth here never falls below the real one), and the `" "` it leaves
/// for a block comment only adds.
fn at_least_without_comments(text: &str, unit: crate::judge::Unit) -> usize {
    let mut depth = 0usize;
    let mut kept = 0;
    for line in text.split_inclusive('\n') {
        let inside = depth > 0;
        if !(comment_marks(line, &mut depth) || inside) {
            kept += unit.size_of(line);
        }
    }
    kept
}

/// [`at_least_without_comments`] for the library before its docs went too: lines that may hold
/// a doc comment or a `#[doc]` attribute (any line with `doc` in it) count as gone as well.
/// `None` when a doc attribute may span lines (a line with `doc` and an odd number of `"` or
/// more `[` than `]`, or a `#` alone on its line), whose other lines would not be counted.
fn at_least_without_docs_and_comments(text: &str, unit: crate::judge::Unit) -> Option<usize> {
    let mut kept = 0;
    let mut depth = 0usize;
    for line in text.split_inclusive('\n') {
        let inside = depth > 0;
        let marked = comment_marks(line, &mut depth);
        let doc = line.contains("doc");
        if doc && (line.matches('"').count() % 2 == 1 || line.matches('[').count() > line.matches(']').count()) {
            return None;
        }
        if matches!(line.trim(), "#" | "#!") {
            return None;
        }
        if !(inside || marked || doc) {
            kept += unit.size_of(line);
        }
    }
    Some(kept)
}

/// Whether `line` holds `//` or `/*`, with `depth` the block comments open (naively: strings
/// are not skipped, which only keeps it higher) carried over.
fn comment_marks(line: &str, depth: &mut usize) -> bool {
    let bytes = line.as_bytes();
    let mut marked = false;
    let mut i = 0;
    while i + 1 < bytes.len() {
        match (bytes[i], bytes[i + 1]) {
            (b'/', b'/') => {
                marked = true;
                i += 2;
            }
            (b'/', b'*') => {
                marked = true;
                *depth += 1;
                i += 2;
            }
            (b'*', b'/') => {
                *depth = depth.saturating_sub(1);
                i += 2;
            }
            _ => i += 1,
        }
    }
    marked
}

/// `source` after every text step (its libraries without docs or comments, minified), whether
/// or not that fits: how far a bundle is from fitting. `None` without a library part.
pub fn after_every_step(source: &str) -> Option<String> {
    let at = source.find(LIBRARY_START)?;
    let (own, library) = source.split_at(at);
    let minified = crate::write::minify::minify(&crate::write::strip::remove_comments(&crate::write::strip::remove_docs(library)));
    Some(format!("{}\n{}\n", own, minified.trim()))
}

/// The limit check's error for a bundle that is over even with every step applied. `closest`
/// is the smallest text a shrink step reached that was still over
/// ([`crate::Bundle::closest_over`]): what is left is said of it, since that is what the next
/// step would have to shrink. `floor`: the least the library part can shrink to, when that is
/// over the limit ([`crate::Bundle::floor_over`]), and so no step that keeps the crates' code
/// was tried.
pub fn explain_still_over(e: Error, judge: &Judge, source: &str, closest: Option<&str>, floor: Option<&(usize, String)>) -> Error {
    if !source.contains(LIBRARY_START) {
        return e;
    }
    let mut e = e;
    match (closest, judge.size_limit) {
        (_, Some((limit, unit))) if floor.is_some() => {
            let (_, what) = floor.expect("matched");
            e.notes.push(format!("  = no shrink step that keeps the crates' code can make it fit: {}, over the limit of {} {}; the compile-guided shrink was not tried", what, limit, unit.word()));
            e.notes.extend(what_is_left(closest.unwrap_or(source)));
            e.help = Some("the library code this program runs is over the limit by itself: use less of it (a smaller crate, or your own code for what the program needs of it), or a judge with a larger limit".to_string());
            return e;
        }
        (Some(closest), Some((_, unit))) => {
            e.notes.push(format!("  = the compile-guided shrink left {} {} at best (minified), still over", unit.size_of(closest), unit.word()));
            e.notes.extend(what_is_left(closest));
        }
        _ => e.notes.extend(what_is_left(source)),
    }
    e.help = Some(
        "even with the libraries' docs and comments dropped and their code minified it does not fit: shrink your own code too (--remove-docs, --remove-comments or --minify), use less library code, or a judge with a larger limit"
            .to_string(),
    );
    e
}

/// Tokens as quote prints them (`de :: Deserializer < 'de >`), spaced as people write them.
fn tidy(tokens: &str) -> String {
    let mut out = tokens.replace(" :: ", "::").replace(" < ", "<").replace("< ", "<").replace(" >", ">").replace(" ,", ",").replace("& ", "&");
    out = out.replace(">for", "> for");
    out
}

/// What a bundle over its limit holds, so that the next step can be chosen: each library
/// crate's bytes, largest first, and the largest items inside them (a function, an impl, a
/// table), by path. Empty when the bundle does not parse.
pub fn what_is_left(source: &str) -> Vec<String> {
    let Ok(file) = crate::read::parse::SourceFile::parse("main.rs", source.to_string()) else { return Vec::new() };
    let mut crates: Vec<(usize, String)> = Vec::new();
    let mut items: Vec<(usize, String)> = Vec::new();
    fn walk(file: &crate::read::parse::SourceFile, list: &[syn::Item], path: &str, items: &mut Vec<(usize, String)>) {
        for item in list {
            let bytes = file.range(syn::spanned::Spanned::span(item)).len();
            match item {
                syn::Item::Mod(m) if m.content.is_some() => walk(file, &m.content.as_ref().expect("inline").1, &format!("{}::{}", path, m.ident), items),
                _ => {
                    let name = match item {
                        syn::Item::Fn(f) => format!("fn {}", f.sig.ident),
                        syn::Item::Impl(i) => {
                            let ty = &i.self_ty;
                            match &i.trait_ {
                                Some((_, t, _)) => format!("impl {} for {}", quote::quote!(#t), quote::quote!(#ty)),
                                None => format!("impl {}", quote::quote!(#ty)),
                            }
                        }
                        syn::Item::Struct(x) => format!("struct {}", x.ident),
                        syn::Item::Enum(x) => format!("enum {}", x.ident),
                        syn::Item::Trait(x) => format!("trait {}", x.ident),
                        syn::Item::Const(x) => format!("const {}", x.ident),
                        syn::Item::Static(x) => format!("static {}", x.ident),
                        syn::Item::Macro(m) => format!("{}!", m.mac.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default()),
                        _ => continue,
                    };
                    items.push((bytes, format!("{}: {}", path.trim_start_matches("::"), tidy(&name))));
                }
            }
        }
    }
    let library_start = source.find(LIBRARY_START).unwrap_or(source.len());
    for item in &file.ast.items {
        let syn::Item::Mod(m) = item else { continue };
        let range = file.range(syn::spanned::Spanned::span(item));
        if range.start < library_start || m.content.is_none() {
            continue;
        }
        crates.push((range.len(), m.ident.to_string()));
        walk(&file, &m.content.as_ref().expect("inline").1, &m.ident.to_string(), &mut items);
    }
    crates.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    items.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let mut notes = Vec::new();
    if !crates.is_empty() {
        notes.push(format!("  = what is left, by crate: {}", crates.iter().map(|(b, n)| format!("{} {} bytes", n, b)).collect::<Vec<_>>().join(", ")));
        notes.push(format!("  = the largest items: {}", items.iter().take(8).map(|(b, n)| format!("{} ({} bytes)", n, b)).collect::<Vec<_>>().join(", ")));
    }
    notes
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
    fn what_is_left_names_each_crate_and_its_largest_items() {
        let notes = what_is_left(BUNDLE);
        assert_eq!(notes.len(), 2, "{:?}", notes);
        assert!(notes[0].starts_with("  = what is left, by crate: lib ") && notes[0].ends_with(" bytes"), "{:?}", notes);
        assert!(notes[1].contains("lib: fn f ("), "{:?}", notes);
        assert_eq!(tidy("impl de :: Deserializer < 'de >for & 'a mut Deserializer < R >"), "impl de::Deserializer<'de> for &'a mut Deserializer<R>");
        assert!(what_is_left("fn main() {}\n").is_empty());
    }

    #[test]
    fn still_over_speaks_of_the_closest_text_a_step_reached() {
        let j = judge(10);
        let over = || j.admits("x", BUNDLE).unwrap_err();
        // Without a closer text: what is left in the bundle itself.
        let e = explain_still_over(over(), &j, BUNDLE, None, None);
        assert!(e.notes[0].starts_with("  = what is left, by crate: lib "), "{:?}", e.notes);
        // With one: its size, and what is left in it, not in the bundle.
        let closest = after_every_step(&BUNDLE.replace("mod lib", "mod shaken")).unwrap();
        assert!(!closest.contains("doc comment") && closest.len() < BUNDLE.len(), "{}", closest);
        let e = explain_still_over(over(), &j, BUNDLE, Some(&closest), None);
        assert_eq!(e.notes[0], format!("  = the compile-guided shrink left {} bytes at best (minified), still over", closest.len()));
        assert!(e.notes[1].starts_with("  = what is left, by crate: shaken "), "{:?}", e.notes);
        assert!(e.notes.iter().all(|n| !n.contains("lib")), "{:?}", e.notes);
        // With a floor over the limit: that, and why nothing more was tried.
        let floor = (40, "the 2 library functions and statics this program's build instantiates take at least 40 characters minified".to_string());
        let e = explain_still_over(over(), &j, BUNDLE, Some(&closest), Some(&floor));
        assert_eq!(e.notes[0], format!("  = no shrink step that keeps the crates' code can make it fit: {}, over the limit of 10 bytes; the compile-guided shrink was not tried", floor.1));
        assert!(e.notes[1].starts_with("  = what is left, by crate: shaken "), "{:?}", e.notes);
        assert!(e.help.as_deref().unwrap_or("").starts_with("the library code this program runs is over the limit by itself"), "{:?}", e.help);
    }

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

    /// Library texts whose comments hide in odd places: strings holding `/*`, `*/` and `//`,
    /// nested block comments, a block comment across lines, code after a comment's end.
    const ODD: &[&str] = &[
        "mod m {\n    const A: &str = \"/*\"; // a\n    const B: &str = \"*/\";\n    fn f() {}\n}\n",
        "mod m {\n    /* one /* two */\n still */ fn g() {}\n    fn h() -> u8 { 1 /* x */ + 2 }\n}\n",
        "mod m {\n    const URL: &str = \"http://x\";\n    // ü comment with characters, not bytes\n    fn k() {}\n}\n",
        "mod m {\n    fn f() {}\n}",
    ];

    #[test]
    fn the_bound_on_dropping_comments_is_never_above_what_dropping_leaves() {
        for text in ODD {
            for unit in [crate::judge::Unit::Bytes, crate::judge::Unit::Chars] {
                let after = unit.size_of(&crate::write::strip::remove_comments(text));
                let bound = at_least_without_comments(text, unit);
                assert!(bound <= after, "{:?}: bound {} over {} ({:?})", text, bound, after, crate::write::strip::remove_comments(text));
            }
        }
        // Not a trivial bound: lines without comments count.
        assert_eq!(at_least_without_comments("a\n// b\nc", crate::judge::Unit::Bytes), 3);
    }

    /// Real library text: docs, comments, macros, doc attributes in macro input.
    const REAL: &[&str] = &[include_str!("../reach/shake.rs"), include_str!("minify.rs"), include_str!("strip.rs"), include_str!("../../../solver-core/src/io.rs")];

    #[test]
    fn minifying_without_docs_in_one_lexing_is_minifying_after_dropping_them() {
        for text in REAL.iter().copied().chain(ODD.iter().copied()) {
            let two = crate::write::minify::minify(&crate::write::strip::remove_docs(text));
            assert_eq!(crate::write::minify::minify_without_docs(text).as_deref(), Some(two.as_str()));
        }
        let kept_in_macro_input = "m! { #[doc = \"E\"] E, }\n/// gone\nfn f() {}\n";
        let one = crate::write::minify::minify_without_docs(kept_in_macro_input).unwrap();
        assert!(one.contains("E\"]E") && !one.contains("gone"), "{}", one);
        assert_eq!(one, crate::write::minify::minify(&crate::write::strip::remove_docs(kept_in_macro_input)));
        // `,` is joined to the `#` here, and would not be after `remove_docs`.
        assert_eq!(crate::write::minify::minify_without_docs("struct S { a: u8,#[doc = \"b\"] b: u8 }"), None);
    }

    #[test]
    fn the_bound_on_dropping_docs_and_comments_is_never_above_what_dropping_leaves() {
        for text in REAL.iter().copied().chain(ODD.iter().copied()) {
            for unit in [crate::judge::Unit::Bytes, crate::judge::Unit::Chars] {
                let after = unit.size_of(&crate::write::strip::remove_comments(&crate::write::strip::remove_docs(text)));
                let bound = at_least_without_docs_and_comments(text, unit).expect("no doc attribute spans lines here");
                assert!(bound <= after, "bound {} against {}", bound, after);
                // Not a trivial bound: most code lines count.
                assert!(text.len() < 1000 || bound * 2 > after, "bound {} against {}", bound, after);
            }
        }
        for spans_lines in ["#[doc = \"one\n two\"]\nfn f() {}\n", "#[doc =\n \"x\"]\nfn f() {}\n", "#\n[doc = \"x\"]\nfn f() {}\n"] {
            assert_eq!(at_least_without_docs_and_comments(spans_lines, crate::judge::Unit::Bytes), None, "{:?}", spans_lines);
        }
    }

    #[test]
    fn skipping_the_comment_step_on_the_way_to_minifying_changes_no_byte() {
        // Layout that only minifying removes, so that the bound rules the comment step out.
        let spread = format!("mod spread {{\n{}}}\n", "    fn   spread   (   )   ->   u8   {   1   }\n".replace("spread", "s").repeat(20));
        for text in ODD.iter().map(|t| format!("fn main() {{}}\n{})]\n{}{}", LIBRARY_START, t, spread)) {
            let at = text.find(LIBRARY_START).unwrap();
            let (own, library) = text.split_at(at);
            let every_step = format!("{}\n{}\n", own, crate::write::minify::minify(&crate::write::strip::remove_comments(&crate::write::strip::remove_docs(library))).trim());
            let limit = every_step.len();
            let bound = own.len() + at_least_without_comments(&crate::write::strip::remove_docs(library), crate::judge::Unit::Bytes);
            assert!(bound > limit, "the comment step is not skipped: {} <= {}", bound, limit);
            let shrunk = to_fit(&judge(limit), "p", &text).unwrap();
            assert!(shrunk.step.starts_with(STEPS[2]), "{}", shrunk.step);
            assert_eq!(shrunk.source, every_step);
        }
    }
}
