//! Shaking precision, measured with the compiler: how much of the library part of a bundle
//! rustc can show to be dead.
//!
//! **Shaking excess** = library bytes kept / library bytes left after removing every item that
//! rustc reports as dead or unused (`dead_code`, `unused_imports`, `unused_macros`), repeated
//! until rustc reports nothing more that can go. Removing an item also removes the impls of a
//! removed type or trait; a removal after which the bundle no longer compiles (an item used by
//! code that a macro generates, say) is put back, so the floor is always a compiling bundle.
//! rustc does not report trait members that nothing calls, so each member of each trait in the
//! library part is also tried on its own: it goes, with the members of that name in the impls
//! of a trait of that name, when the bundle still compiles without them; then rustc's reports
//! are applied again (a removed member may have been all that used an adapter type), until
//! neither finds more. 1.00 means nothing rustc can see is dead was kept.
//!
//! This needs rustc and several compiles per problem, so it is a measurement (the `excess` test
//! prints the table in the README), not part of bundling.

use crate::base::error::{Error, Result};
use std::ops::Range;
use std::path::Path;
use std::process::Command;
use syn::spanned::Spanned;

/// The measurement for one bundle.
#[derive(Clone, Debug)]
pub struct Excess {
    /// Library bytes in the bundle as the shaker left it.
    pub kept: usize,
    /// Library bytes left after rustc's dead-code removal, iterated.
    pub floor: usize,
    /// rustc runs it took.
    pub compiles: usize,
}

impl Excess {
    pub fn ratio(&self) -> f64 {
        self.kept as f64 / self.floor.max(1) as f64
    }
}

/// Measures a bundle's source (as [`crate::bundle`] returns it), compiling in `scratch`. The
/// library part is every crate's module (they follow the problem's code).
pub fn measure(source: &str, scratch: &Path) -> Result<Excess> {
    floor(source, scratch).map(|(excess, _)| excess)
}

/// [`measure`], with the floor itself: the bundle as rustc's dead-code removal and the
/// trait-member floor left it (diff it against the bundle to see what the shaker kept that
/// rustc shows to be dead).
pub fn floor(source: &str, scratch: &Path) -> Result<(Excess, String)> {
    // Each crate's module opens with `allow`s (`emit::LIBRARY_LINTS`); without them, rustc
    // reports dead code.
    let headers = crate::write::emit::library_headers(source);
    let lib_start = headers.first().map(|(r, _)| r.start).ok_or_else(|| Error::new("no library module in the bundle"))?;
    let mut text = String::with_capacity(source.len());
    let mut at = 0;
    for (range, _) in &headers {
        text.push_str(&source[at..range.start]);
        at = range.end;
    }
    text.push_str(&source[at..]);
    let kept = text.len() - lib_start;
    std::fs::create_dir_all(scratch).map_err(|e| Error::new(format!("cannot create {}: {}", scratch.display(), e)))?;
    let mut compiles = 0;
    let mut rejected: Vec<String> = Vec::new();
    let scratch = &Rustc { scratch, edition: "2021", force_warn: false, compilers_recorded: false, stop: None };
    loop {
        loop {
            let (ok, dead) = lint(&text, scratch, &mut compiles)?;
            if !ok {
                return Err(Error::new("the bundle does not compile before measuring"));
            }
            let found = removals(&text, lib_start, &dead)?;
            if !remove_what_compiles(&mut text, found, scratch, &mut compiles, &mut rejected)? {
                break;
            }
        }
        let found = trait_member_removals(&text, lib_start)?;
        if !remove_what_compiles(&mut text, found, scratch, &mut compiles, &mut rejected)? {
            break;
        }
    }
    Ok((Excess { kept, floor: text.len() - lib_start, compiles }, text))
}

/// [`try_removals`] of the `found` removals not rejected before; whether `text` changed.
pub(crate) fn remove_what_compiles(text: &mut String, found: Vec<Removal>, scratch: &Rustc, compiles: &mut usize, rejected: &mut Vec<String>) -> Result<bool> {
    let candidates: Vec<Removal> = found.into_iter().filter(|r| !rejected.contains(&r.key)).collect();
    if candidates.is_empty() {
        return Ok(false);
    }
    let before = text.len();
    *text = try_removals(std::mem::take(text), candidates, scratch, compiles, rejected)?;
    Ok(text.len() != before)
}

/// One removal: byte ranges to cut (an item and what goes with it), and a key naming it.
#[derive(Clone, Debug)]
pub(crate) struct Removal {
    pub(crate) key: String,
    pub(crate) ranges: Vec<Range<usize>>,
}

/// Removes as many candidates as possible while the bundle still compiles: all at once, and on
/// failure each half on its own, down to single removals.
fn try_removals(text: String, candidates: Vec<Removal>, scratch: &Rustc, compiles: &mut usize, rejected: &mut Vec<String>) -> Result<String> {
    let attempt = cut(&text, &candidates);
    if lint(&attempt, scratch, compiles)?.0 {
        return Ok(attempt);
    }
    if candidates.len() == 1 {
        rejected.push(candidates[0].key.clone());
        return Ok(text);
    }
    // Ranges refer to the original text, so the halves are tried on it and then combined.
    let mid = candidates.len() / 2;
    let (a, b) = candidates.split_at(mid);
    let mut kept_removals = Vec::new();
    for half in [a, b] {
        let t = try_removals(text.clone(), half.to_vec(), scratch, compiles, rejected)?;
        if t.len() < text.len() {
            kept_removals.extend(half.iter().filter(|r| !rejected.contains(&r.key)).cloned());
        }
    }
    let combined = cut(&text, &kept_removals);
    if lint(&combined, scratch, compiles)?.0 {
        Ok(combined)
    } else {
        Ok(text)
    }
}

pub(crate) fn cut(text: &str, removals: &[Removal]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for r in cut_ranges(removals) {
        out.push_str(&text[at..r.start]);
        at = r.end;
    }
    out.push_str(&text[at..]);
    out
}

/// What rustc drops before anything else looks at the library part (from `lib_start` on): each
/// item, statement, match arm, field, variant and member under `#[cfg(any())]`, the bundle's
/// false `cfg` ([`crate::read::cfg`] writes one where it cannot take the code out: in bodies,
/// in arms). Each range is the node's, with the comma after a field, variant or field pattern;
/// `macro_rules!` bodies are tokens, never read here.
pub(crate) fn cfg_false_ranges(text: &str, lib_start: usize) -> Result<Vec<Range<usize>>> {
    use syn::visit::Visit;
    struct Finder<'a> {
        file: &'a crate::read::parse::SourceFile,
        text: &'a str,
        lib_start: usize,
        out: Vec<Range<usize>>,
    }
    impl Finder<'_> {
        /// Whether `attrs` hold the false `cfg`; if so, its node's range is recorded (`comma`:
        /// with the comma that follows it) and the node is not walked into.
        fn found(&mut self, attrs: &[syn::Attribute], span: proc_macro2::Span, comma: bool) -> bool {
            if !attrs.iter().any(crate::base::syntax::is_cfg_false) {
                return false;
            }
            let mut range = self.file.range(span);
            if range.start < self.lib_start {
                return false;
            }
            if comma {
                let rest = &self.text[range.end..];
                let gap = rest.len() - rest.trim_start().len();
                if rest[gap..].starts_with(',') {
                    range.end += gap + 1;
                }
            }
            self.out.push(range);
            true
        }
    }
    impl<'ast> Visit<'ast> for Finder<'_> {
        fn visit_item(&mut self, i: &'ast syn::Item) {
            let attrs = crate::base::syntax::item_attrs(i);
            if !self.found(attrs, i.span(), false) {
                syn::visit::visit_item(self, i);
            }
        }
        fn visit_stmt(&mut self, s: &'ast syn::Stmt) {
            // An item's attributes are its own: `visit_item` reads them.
            let attrs = if matches!(s, syn::Stmt::Item(_)) { &[] } else { crate::base::syntax::stmt_attrs(s) };
            if !self.found(attrs, s.span(), false) {
                syn::visit::visit_stmt(self, s);
            }
        }
        fn visit_arm(&mut self, a: &'ast syn::Arm) {
            if !self.found(&a.attrs, a.span(), true) {
                syn::visit::visit_arm(self, a);
            }
        }
        fn visit_field(&mut self, f: &'ast syn::Field) {
            if !self.found(&f.attrs, f.span(), true) {
                syn::visit::visit_field(self, f);
            }
        }
        fn visit_field_value(&mut self, f: &'ast syn::FieldValue) {
            if !self.found(&f.attrs, f.span(), true) {
                syn::visit::visit_field_value(self, f);
            }
        }
        fn visit_field_pat(&mut self, f: &'ast syn::FieldPat) {
            if !self.found(&f.attrs, f.span(), true) {
                syn::visit::visit_field_pat(self, f);
            }
        }
        fn visit_variant(&mut self, v: &'ast syn::Variant) {
            if !self.found(&v.attrs, v.span(), true) {
                syn::visit::visit_variant(self, v);
            }
        }
        fn visit_impl_item(&mut self, i: &'ast syn::ImplItem) {
            let attrs: &[syn::Attribute] = match i {
                syn::ImplItem::Const(x) => &x.attrs,
                syn::ImplItem::Fn(x) => &x.attrs,
                syn::ImplItem::Type(x) => &x.attrs,
                syn::ImplItem::Macro(x) => &x.attrs,
                _ => &[],
            };
            if !self.found(attrs, i.span(), false) {
                syn::visit::visit_impl_item(self, i);
            }
        }
        fn visit_trait_item(&mut self, i: &'ast syn::TraitItem) {
            let attrs: &[syn::Attribute] = match i {
                syn::TraitItem::Const(x) => &x.attrs,
                syn::TraitItem::Fn(x) => &x.attrs,
                syn::TraitItem::Type(x) => &x.attrs,
                syn::TraitItem::Macro(x) => &x.attrs,
                _ => &[],
            };
            if !self.found(attrs, i.span(), false) {
                syn::visit::visit_trait_item(self, i);
            }
        }
        fn visit_foreign_item(&mut self, i: &'ast syn::ForeignItem) {
            let attrs: &[syn::Attribute] = match i {
                syn::ForeignItem::Fn(x) => &x.attrs,
                syn::ForeignItem::Static(x) => &x.attrs,
                syn::ForeignItem::Type(x) => &x.attrs,
                syn::ForeignItem::Macro(x) => &x.attrs,
                _ => &[],
            };
            if !self.found(attrs, i.span(), false) {
                syn::visit::visit_foreign_item(self, i);
            }
        }
    }
    let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
    let mut finder = Finder { file: &file, text, lib_start, out: Vec::new() };
    finder.visit_file(&file.ast);
    Ok(finder.out)
}

/// The ranges [`cut`] removes for `removals`, in order: a range that starts inside one already
/// removed is skipped.
pub(crate) fn cut_ranges(removals: &[Removal]) -> Vec<Range<usize>> {
    let mut ranges: Vec<Range<usize>> = removals.iter().flat_map(|r| r.ranges.iter().cloned()).collect();
    ranges.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
    let mut out: Vec<Range<usize>> = Vec::new();
    let mut at = 0;
    for r in ranges {
        if r.start < at {
            continue;
        }
        at = r.end;
        out.push(r);
    }
    out
}

/// How the measurement's (and [`crate::fit::compile_shrink`]'s) compiles run: stable `rustc` from
/// PATH, type checking only, in `scratch`.
pub(crate) struct Rustc<'a> {
    pub(crate) scratch: &'a Path,
    pub(crate) edition: &'a str,
    /// `--force-warn` instead of `-W` for the dead-code lints, so that they report through the
    /// bundle's `#[allow(dead_code, ..)]` on each library module (stable since Rust 1.56).
    pub(crate) force_warn: bool,
    /// The caller recorded what decides rustc's answers for the bundle cache
    /// ([`crate::check::inputs::record`]: the compilers' identity); otherwise a compile here marks the
    /// bundle being made not cacheable.
    pub(crate) compilers_recorded: bool,
    /// Set by another thread when this work is no longer wanted: the next compile fails at
    /// once with [`STOPPED`] instead of running rustc.
    pub(crate) stop: Option<&'a std::sync::atomic::AtomicBool>,
}

/// The error of a compile asked for after [`Rustc::stop`] was set.
pub(crate) const STOPPED: &str = "stopped: the other variant's result is kept";

/// Compiles for lints only; returns whether it compiled and the byte spans rustc reported as
/// dead or unused. Lints are capped at warnings: a problem's own `#![deny(unused_imports)]`
/// (cargo-equip's test programs have it) would otherwise make the library's unused imports,
/// which the `allow` hid, errors.
///
/// Judges compile with optimizations, where `debug_assertions` is off, and this compiles
/// without, where it is on: a bundle that mentions the cfg is compiled both ways, and only
/// what is dead both ways is dead (proconio's `AutoSource` is `LineSource` in one and
/// `OnceSource` in the other).
fn lint(text: &str, rustc: &Rustc, compiles: &mut usize) -> Result<(bool, Vec<Range<usize>>)> {
    let (ok, diagnostics) = compile(text, rustc, compiles)?;
    let spans = dead_spans(&diagnostics);
    if !ok || !text.contains("debug_assertions") {
        return Ok((ok, spans));
    }
    let (ok_release, release) = compile_with(text, rustc, compiles, &["-C", "debug-assertions=off"])?;
    let release = dead_spans(&release);
    Ok((ok_release, spans.into_iter().filter(|s| release.contains(s)).collect()))
}

/// Compiles `text` (`--emit=metadata`, `--error-format=json`, lints capped at warnings);
/// whether it compiled, and rustc's diagnostics.
pub(crate) fn compile(text: &str, rustc: &Rustc, compiles: &mut usize) -> Result<(bool, Vec<serde_json::Value>)> {
    compile_with(text, rustc, compiles, &[])
}

/// [`compile`] with more flags for rustc.
fn compile_with(text: &str, rustc: &Rustc, compiles: &mut usize, flags: &[&str]) -> Result<(bool, Vec<serde_json::Value>)> {
    if rustc.stop.map_or(false, |s| s.load(std::sync::atomic::Ordering::SeqCst)) {
        return Err(Error::new(STOPPED));
    }
    *compiles += 1;
    let scratch = rustc.scratch;
    let src = scratch.join("main.rs");
    std::fs::write(&src, text).map_err(|e| Error::new(format!("cannot write {}: {}", src.display(), e)))?;
    // The compiler decides what a bundle measured here keeps: only the caller's record of the
    // compilers describes that.
    if !rustc.compilers_recorded {
        crate::base::inputs::not_cacheable("rustc decided what the bundle keeps");
    }
    let warn = if rustc.force_warn { "--force-warn" } else { "-W" };
    let out = crate::base::scratch::output(
        Command::new("rustc")
            .args(["--edition", rustc.edition, "--crate-type", "bin", "--crate-name", "main", "--emit=metadata", "--error-format=json"])
            .args(["--cap-lints", "warn", warn, "dead_code", warn, "unused_imports", warn, "unused_macros"])
            .args(flags)
            .arg("-o")
            .arg(scratch.join("main.rmeta"))
            .arg(&src),
    )
    .map_err(|e| Error::new(format!("cannot run rustc: {}", e)))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    let diagnostics = stderr.lines().filter(|l| l.starts_with('{')).filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok()).collect();
    Ok((out.status.success(), diagnostics))
}

/// The byte spans that `diagnostics` report as dead or unused.
pub(crate) fn dead_spans(diagnostics: &[serde_json::Value]) -> Vec<Range<usize>> {
    dead_spans_where(diagnostics, |_| true)
}

/// The byte spans that `diagnostics` report as names of dead items: not fields nor variants
/// ("field `a` is never read"), which cannot go without the item that holds them.
pub(crate) fn dead_item_spans(diagnostics: &[serde_json::Value]) -> Vec<Range<usize>> {
    dead_spans_where(diagnostics, |message| {
        let first = message.split(' ').next().unwrap_or("");
        !matches!(first, "field" | "fields" | "variant" | "variants") && !message.starts_with("multiple fields") && !message.starts_with("multiple variants")
    })
}

fn dead_spans_where(diagnostics: &[serde_json::Value], reported: impl Fn(&str) -> bool) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    for diag in diagnostics {
        let code = diag["code"]["code"].as_str().unwrap_or("");
        if !matches!(code, "dead_code" | "unused_imports" | "unused_macros") || !reported(diag["message"].as_str().unwrap_or("")) {
            continue;
        }
        for span in diag["spans"].as_array().into_iter().flatten() {
            if span["is_primary"].as_bool() == Some(true) {
                if let (Some(a), Some(b)) = (span["byte_start"].as_u64(), span["byte_end"].as_u64()) {
                    spans.push(a as usize..b as usize);
                }
            }
        }
    }
    spans
}

/// What to cut for each reported span inside the library (from `lib_start`): the item whose
/// name the span is (functions, types, traits, constants, macros, inherent associated items),
/// with the impls of a removed type or trait; the `use` leaf or item of an unused import.
/// Fields and variants are reported too but cannot go on their own; they are skipped.
pub(crate) fn removals(text: &str, lib_start: usize, dead: &[Range<usize>]) -> Result<Vec<Removal>> {
    let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
    let mut named = Vec::new(); // (name span, item range, type or trait name to take impls with)
    let mut impls = Vec::new(); // (item range, self type name, trait name)
    let mut uses = Vec::new(); // (item range, number of leaves)
    collect(&file, &file.ast.items, &mut named, &mut impls, &mut uses, &mut Vec::new());
    let mut out = Vec::new();
    let mut unused_leaves: Vec<Vec<Range<usize>>> = vec![Vec::new(); uses.len()];
    for span in dead.iter().filter(|s| s.start >= lib_start) {
        if let Some((_, range, ty)) = named.iter().find(|(name, _, _)| name == span) {
            let mut ranges = vec![widen(text, range.clone())];
            if let Some(ty) = ty {
                for (r, self_ty, tr) in &impls {
                    if self_ty.as_deref() == Some(ty.as_str()) || tr.as_deref() == Some(ty.as_str()) {
                        ranges.push(widen(text, r.clone()));
                    }
                }
            }
            out.push(Removal { key: format!("{}@{}", &text[span.clone()], range.start), ranges });
        } else if let Some(u) = uses.iter().position(|(u, _)| u.start <= span.start && span.end <= u.end) {
            unused_leaves[u].push(span.clone());
        }
    }
    for ((range, leaves), spans) in uses.iter().zip(unused_leaves) {
        if spans.is_empty() {
            continue;
        }
        // The whole `use` when every leaf is unused (or rustc's span is the whole path), else
        // the leaves (`{a, }` still parses).
        let whole = spans.len() >= *leaves || spans.iter().any(|s| s.end - s.start + 8 >= range.end - range.start);
        let ranges = if whole { vec![widen(text, range.clone())] } else { spans };
        out.push(Removal { key: format!("use@{}", range.start), ranges });
    }
    Ok(out)
}

/// For each reported span inside the library (from `lib_start`) that is the name of no item
/// but lies in the input of an item-level macro invocation, the invocation's removal, once per
/// invocation: the invocation gave what it defines that name (libc's `s! { pub struct in_addr
/// { .. } }`). Whether it also defines something used, only the compiler can say; the caller
/// puts back an invocation whose input's words an error names.
pub(crate) fn dead_invocation_removals(text: &str, lib_start: usize, dead: &[Range<usize>]) -> Result<Vec<Removal>> {
    let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
    let (mut named, mut invocations) = (Vec::new(), Vec::new()); // invocations: (the input's range, item range)
    collect(&file, &file.ast.items, &mut named, &mut Vec::new(), &mut Vec::new(), &mut invocations);
    let mut out: Vec<Removal> = Vec::new();
    for span in dead.iter().filter(|s| s.start >= lib_start && !named.iter().any(|(name, _, _)| name == *s)) {
        let invoked = invocations.iter().find(|(input, _)| input.start <= span.start && span.end <= input.end);
        if let Some((_, range)) = invoked {
            let range = widen(text, range.clone());
            if !out.iter().any(|r| r.ranges[0] == range) {
                out.push(Removal { key: format!("{}@{}", &text[span.clone()], range.start), ranges: vec![range] });
            }
        }
    }
    Ok(out)
}

fn collect(
    file: &crate::read::parse::SourceFile,
    items: &[syn::Item],
    named: &mut Vec<(Range<usize>, Range<usize>, Option<String>)>,
    impls: &mut Vec<(Range<usize>, Option<String>, Option<String>)>,
    uses: &mut Vec<(Range<usize>, usize)>,
    invocations: &mut Vec<(Range<usize>, Range<usize>)>,
) {
    for item in items {
        let range = file.range(item.span());
        let mut add = |ident: &syn::Ident, is_type: bool| {
            named.push((file.range(ident.span()), range.clone(), if is_type { Some(ident.to_string()) } else { None }))
        };
        match item {
            syn::Item::Fn(f) => add(&f.sig.ident, false),
            syn::Item::Const(c) => {
                add(&c.ident, false);
                // An impl of an anonymous constant goes with its type or trait too.
                for (inner, _) in crate::base::syntax::anonymous_const_impls(c) {
                    collect(file, std::slice::from_ref(inner), named, impls, uses, invocations);
                }
            }
            syn::Item::Static(s) => add(&s.ident, false),
            syn::Item::Struct(s) => add(&s.ident, true),
            syn::Item::Enum(e) => add(&e.ident, true),
            syn::Item::Union(u) => add(&u.ident, true),
            syn::Item::Trait(t) => add(&t.ident, true),
            syn::Item::Type(t) => add(&t.ident, true),
            syn::Item::Macro(m) => match &m.ident {
                Some(ident) => add(ident, false),
                None => invocations.push((file.range(m.mac.delimiter.span().join()), range.clone())),
            },
            syn::Item::Use(u) => uses.push((range, crate::read::library::use_leaves(&u.tree).len())),
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect(file, inner, named, impls, uses, invocations);
                }
            }
            syn::Item::Impl(i) => {
                let last = |p: &syn::Path| p.segments.last().map(|s| s.ident.to_string());
                let self_ty = match &*i.self_ty {
                    syn::Type::Path(p) => last(&p.path),
                    _ => None,
                };
                let tr = i.trait_.as_ref().and_then(|(_, p, _)| last(p));
                if i.trait_.is_none() {
                    for member in &i.items {
                        let (ident, r) = match member {
                            syn::ImplItem::Fn(f) => (&f.sig.ident, file.range(member.span())),
                            syn::ImplItem::Const(c) => (&c.ident, file.range(member.span())),
                            _ => continue,
                        };
                        named.push((file.range(ident.span()), r, None));
                    }
                }
                impls.push((range, self_ty, tr));
            }
            _ => {}
        }
    }
}

/// One removal per member of every trait in the library part (from `lib_start`): the member,
/// with the members of the same name in every library impl of a trait of the same name (so
/// that the impls still match their trait). Keyed by the trait's module path and the member's
/// name, which stay the same as other removals shift the text.
pub(crate) fn trait_member_removals(text: &str, lib_start: usize) -> Result<Vec<Removal>> {
    let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
    let mut traits = Vec::new(); // (path, name, members: (name, range))
    let mut impls = Vec::new(); // (trait name, members: (name, range))
    collect_traits(&file, &file.ast.items, &mut Vec::new(), lib_start, &mut traits, &mut impls);
    let mut out = Vec::new();
    for (path, name, members) in &traits {
        for (member, range) in members {
            let mut ranges = vec![widen(text, range.clone())];
            for (_, impl_members) in impls.iter().filter(|(t, _)| t == name) {
                ranges.extend(impl_members.iter().filter(|(m, _)| m == member).map(|(_, r)| widen(text, r.clone())));
            }
            out.push(Removal { key: format!("trait {}::{}", path, member), ranges });
        }
    }
    Ok(out)
}

type Members = Vec<(String, Range<usize>)>;

fn collect_traits(
    file: &crate::read::parse::SourceFile,
    items: &[syn::Item],
    path: &mut Vec<String>,
    lib_start: usize,
    traits: &mut Vec<(String, String, Members)>,
    impls: &mut Vec<(String, Members)>,
) {
    for item in items {
        if file.range(item.span()).start < lib_start {
            continue;
        }
        match item {
            syn::Item::Trait(t) => {
                let members = t
                    .items
                    .iter()
                    .filter_map(|m| match m {
                        syn::TraitItem::Fn(f) => Some((f.sig.ident.to_string(), file.range(m.span()))),
                        syn::TraitItem::Const(c) => Some((c.ident.to_string(), file.range(m.span()))),
                        syn::TraitItem::Type(ty) => Some((ty.ident.to_string(), file.range(m.span()))),
                        _ => None,
                    })
                    .collect();
                let name = t.ident.to_string();
                let mut full = path.clone();
                full.push(name.clone());
                traits.push((full.join("::"), name, members));
            }
            syn::Item::Impl(i) => {
                if let Some((_, p, _)) = &i.trait_ {
                    let Some(name) = p.segments.last().map(|s| s.ident.to_string()) else { continue };
                    let members = i
                        .items
                        .iter()
                        .filter_map(|m| match m {
                            syn::ImplItem::Fn(f) => Some((f.sig.ident.to_string(), file.range(m.span()))),
                            syn::ImplItem::Const(c) => Some((c.ident.to_string(), file.range(m.span()))),
                            syn::ImplItem::Type(ty) => Some((ty.ident.to_string(), file.range(m.span()))),
                            _ => None,
                        })
                        .collect();
                    impls.push((name, members));
                }
            }
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    path.push(m.ident.to_string());
                    collect_traits(file, inner, path, lib_start, traits, impls);
                    path.pop();
                }
            }
            // Its impls must keep matching their traits as members go.
            syn::Item::Const(c) => {
                for (inner, _) in crate::base::syntax::anonymous_const_impls(c) {
                    collect_traits(file, std::slice::from_ref(inner), path, lib_start, traits, impls);
                }
            }
            _ => {}
        }
    }
}

/// An item's range with its whole lines when it stands on its own lines.
pub(crate) fn widen(text: &str, range: Range<usize>) -> Range<usize> {
    crate::base::edit::removal_range(text, range)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What opens a library module in a bundle, up to its name.
    fn allow() -> String {
        format!("{}\nmod ", crate::write::emit::LIBRARY_LINTS)
    }

    /// Every kind of node a false `cfg` can stand on in a body goes with it (the comma after
    /// a field, a variant, a field value or pattern too), the code under a true one stays, and
    /// the program's own part and `macro_rules!` bodies are not read.
    #[test]
    fn what_a_false_cfg_stands_on_goes_and_nothing_else() {
        let own = "fn main() { #[cfg(any())] let own = 1; }\n";
        let library = "mod lib {
    pub struct S { pub a: u8, #[cfg(any())] pub gone_field: u16 }
    pub enum E { A, #[cfg(any())] GoneVariant, B }
    macro_rules! m { () => { #[cfg(any())] fn in_macro() {} } }
    pub fn f(x: u8) -> S {
        #[cfg(any())]
        let gone_local = 2;
        #[cfg(any())]
        {
            gone_block();
        }
        #[cfg(any())]
        use std::gone_use;
        #[cfg(all())]
        let kept = 3;
        let y = match x {
            #[cfg(any())]
            0 => gone_arm(),
            _ => kept,
        };
        let S { a, #[cfg(any())] gone_pat, .. } = S { a: y, #[cfg(any())] gone_value: 1 };
        S { a }
    }
    impl S {
        #[cfg(any())]
        fn gone_method() {}
        fn kept_method() {}
    }
    #[cfg(any())]
    pub fn gone_item() {}
}
";
        let text = format!("{}{}", own, library);
        let ranges = cfg_false_ranges(&text, own.len()).unwrap();
        let removals = vec![Removal { key: "cfg".into(), ranges }];
        let after = cut(&text, &removals);
        for gone in ["gone_field", "GoneVariant", "gone_local", "gone_block", "gone_use", "gone_arm", "gone_pat", "gone_value", "gone_method", "gone_item"] {
            assert!(!after.contains(gone), "`{}` stayed:\n{}", gone, after);
        }
        for kept in ["let own", "in_macro", "let kept", "kept_method", "A, ", "B }", "pub a: u8,", "_ => kept"] {
            assert!(after.contains(kept), "`{}` went:\n{}", kept, after);
        }
        assert!(syn::parse_file(&after).is_ok(), "no longer parses:\n{}", after);
        assert!(!after.contains(", ,") && !after.contains(",,"), "a comma stayed behind:\n{}", after);
    }

    #[test]
    fn dead_items_and_their_impls_go_and_used_ones_stay() {
        let source = format!(
            "fn main() {{ println!(\"{{}}\", solver_core::used(2)); }}\n\n{}solver_core {{\n{}\n}}\n",
            allow(),
            "use std::fmt::{self, Display};\nuse std::collections::HashMap;\npub fn used(x: u64) -> u64 { helper(x) }\nfn helper(x: u64) -> u64 { x + 1 }\n/// Never used.\npub fn dead() -> Dead { Dead }\npub struct Dead;\nimpl Display for Dead {\n    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result { write!(f, \"dead\") }\n}\n"
        );
        let scratch = std::env::temp_dir().join(format!("bundler-measure-{}", std::process::id()));
        let m = measure(&source, &scratch).unwrap();
        let _ = std::fs::remove_dir_all(&scratch);
        let floor_text = "mod solver_core {\npub fn used(x: u64) -> u64 { helper(x) }\nfn helper(x: u64) -> u64 { x + 1 }\n\n}\n";
        assert_eq!(m.floor, floor_text.len(), "{:?}", m);
        assert!(m.ratio() > 2.0, "{:?}", m);
    }

    #[test]
    fn trait_members_nothing_calls_go_with_their_impls_members() {
        let library = "pub trait Shape {\n    fn area(&self) -> u64;\n    fn sides(&self) -> u64;\n    fn twice(&self) -> u64 { 2 * self.area() }\n}\npub struct Sq(pub u64);\nimpl Shape for Sq {\n    fn area(&self) -> u64 { self.0 * self.0 }\n    fn sides(&self) -> u64 { 4 }\n}\n";
        let source = format!(
            "use solver_core::Shape;\nfn main() {{ let s: &dyn Shape = &solver_core::Sq(3); println!(\"{{}}\", s.area()); }}\n\n{}solver_core {{\n{}\n}}\n",
            allow(), library
        );
        let scratch = std::env::temp_dir().join(format!("bundler-measure-traits-{}", std::process::id()));
        let m = measure(&source, &scratch).unwrap();
        let _ = std::fs::remove_dir_all(&scratch);
        let floor_text = "mod solver_core {\npub trait Shape {\n    fn area(&self) -> u64;\n}\npub struct Sq(pub u64);\nimpl Shape for Sq {\n    fn area(&self) -> u64 { self.0 * self.0 }\n}\n\n}\n";
        assert_eq!(m.floor, floor_text.len(), "{:?}", m);
    }

    #[test]
    fn a_problems_own_deny_and_a_minified_library_are_measured() {
        let library = "use std::collections::HashMap;\npub fn used() -> u8 { 1 }\npub fn dead() -> u8 { 2 }\n";
        let plain = format!("#![deny(unused_imports)]\nfn main() {{ println!(\"{{}}\", lib::used()); }}\n\n{}lib {{\n{}\n}}\n", allow(), library);
        let minified = &format!("fn main(){{println!(\"{{}}\",lib::used());}}{}mod lib{{pub fn used()->u8{{1}}pub fn dead()->u8{{2}}}}\n", crate::write::emit::LIBRARY_LINTS.replace(", ", ","));
        let scratch = std::env::temp_dir().join(format!("bundler-measure-deny-{}", std::process::id()));
        let deny = measure(&plain, &scratch).unwrap();
        let small = measure(minified, &scratch).unwrap();
        let _ = std::fs::remove_dir_all(&scratch);
        assert_eq!(deny.floor, "mod lib {\npub fn used() -> u8 { 1 }\n\n}\n".len(), "{:?}", deny);
        assert_eq!(small.floor, "mod lib{pub fn used()->u8{1}}\n".len(), "{:?}", small);
    }

    #[test]
    fn what_only_one_setting_of_debug_assertions_uses_stays() {
        let library = "#[cfg(debug_assertions)]\npub use self::checked::Adder;\n#[cfg(not(debug_assertions))]\npub use self::fast::Adder;\npub mod checked {\n    pub struct Adder;\n    impl Adder {\n        pub fn add(a: u8, b: u8) -> u8 { a.checked_add(b).unwrap() }\n    }\n}\npub mod fast {\n    pub struct Adder;\n    impl Adder {\n        pub fn add(a: u8, b: u8) -> u8 { a.wrapping_add(b) }\n    }\n}\npub fn dead() {}\n";
        let source = format!("fn main() {{ println!(\"{{}}\", lib::Adder::add(1, 2)); }}\n\n{}lib {{\n{}\n}}\n", allow(), library);
        let scratch = std::env::temp_dir().join(format!("bundler-measure-debug-{}", std::process::id()));
        let (m, floor_text) = floor(&source, &scratch).unwrap();
        let _ = std::fs::remove_dir_all(&scratch);
        assert!(floor_text.contains("checked_add") && floor_text.contains("wrapping_add"), "{}", floor_text);
        assert!(!floor_text.contains("fn dead"), "{}", floor_text);
        assert_eq!(m.kept - m.floor, "pub fn dead() {}\n".len(), "{:?}", m);
    }
}
