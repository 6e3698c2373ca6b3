//! The last shrink step, guided by the compiler: for a bundle that is still over its judge's
//! size limit after every other step ([`crate::write::shrink`]'s docs, comments and minification, the
//! libraries' macros expanded, build-script cfgs left out), rustc decides what of the library
//! part this one program can do without, the way [`crate::fit::measure`]'s floor does:
//!
//! First, what rustc drops anyway goes: each item, statement, arm, field and member under the
//! false `cfg` the bundle writes (`#[cfg(any())]`, [`crate::fit::measure::cfg_false_ranges`]).
//!
//! 0. What the program's build never instantiates ([`crate::fit::mono_items`]: the functions rustc
//!    generates code for, from `main` outwards) goes: library functions and inherent methods
//!    it never calls, trait impls none of whose methods it calls, and foreign declarations
//!    (`extern "C" { fn .. }`, libc's bulk) whose symbol no build names. What the compiler then asks
//!    back (an impl that satisfies a bound, a function a kept body names) comes back as in
//!    step 2. The bodies of functions it never runs that must stay are replaced by
//!    `unreachable!()` (their parameters' patterns by `_`), so that what only they used is
//!    dead for step 1. For functions and bodies this is sound by construction: code that is
//!    not instantiated cannot run, and the instantiated set is computed both with and without
//!    `debug_assertions` when the code mentions it. For impls it is not: an impl none of
//!    whose methods is instantiated can still decide, through a blanket impl's bound, which
//!    method a call resolves to (without `impl Marker for X`, `x.go()` may resolve one
//!    autoref step further, to `impl Foo for &X`, and still compile), so they are guarded by
//!    the comparison of the code before and after, like steps 2 and 3 (below).
//! 1. Items rustc reports dead or unused (`dead_code`, `unused_imports`, `unused_macros`) go,
//!    repeated until it reports nothing more ([`crate::fit::measure`]'s removals: what no longer
//!    compiles without it is put back). An import that then no longer resolves (E0432 in the
//!    library: a `pub use` that another re-exports, or one only dead code used, which rustc
//!    does not report) goes with the item instead of keeping it. A removal an error names is
//!    not tried again until step 2 or 3 has changed the program. Then the item-level macro
//!    invocations whose input names a dead item go ([`remove_dead_invocations`]), each put
//!    back when an error names a word of its input.
//! 2. Trait impls go, all at once, unless the compiler needs them: the bundle without every
//!    candidate impl is type-checked (`--emit=metadata`), and each error restores the impls it
//!    names ([`restore_for`]: the trait with the generic arguments and the self type it names,
//!    by last path segment; else the trait and the self type; else the impls of a member it
//!    names on a type it names; else every impl of a trait it names; else every impl of a
//!    member it names). An error whose message names none of them (the compiler chose another
//!    impl instead: "expected `BigInt`, found `&BigInt`") is read with the names of its source
//!    lines, through the macros it was expanded from, and of the function or item at its
//!    outermost call site, operators standing for their traits (`u / -other`: `Div`, `Neg`);
//!    then by the traits that the impls of a trait it names require ([`Requirements`]: with
//!    several blanket impls that could apply, rustc names only the trait it was asked for);
//!    one that names none even so restores the type-level impls (an associated type, or no
//!    function: rustc needed one to normalize a projection and says so in other words, as
//!    im-rc's "`K` may not live long enough" for a missing typenum `Shl`) the first time, and
//!    every impl after that, which ends the step for impls. Repeated until it compiles; then step 1 again (what only a dropped
//!    impl used is dead now). The shaker cannot drop these impls by reachability: std returns
//!    unnamed `u8`/`usize`, literals default to `i32`/`f64`, operators name no trait, so
//!    whether `impl Add<BigUint> for u8` is used is a type checker's question.
//!    The impls a macro invocation writes ([`MacroTable::written_impls`], read from its
//!    expansion by the bundle's own `macro_rules!`) are candidates too: each statement
//!    invocation of an anonymous constant (zerocopy's `const _: () = unsafe {
//!    unsafe_impl!(u8: Immutable, FromBytes, ..); .. };`) and each item-level invocation that
//!    writes only impls, one candidate per impl, the invocation going and coming back whole.
//! 3. Trait members go the same way, all at once (a member with the members of that name in
//!    the impls of a trait of that name), an error naming a member restoring it; then step 1.
//!
//! The sequence is repeated, on what the last round left, while it shrinks (at most
//! [`OUTER_ROUNDS`] times): a body replaced or an impl left out makes more dead.
//!
//! Never candidates: `Drop` impls (nothing names them, yet they run), `Deref`/`DerefMut` impls
//! (they steer autoderef, so method calls could silently resolve elsewhere without them), and
//! anything in the problem's own code (only the library part, after
//! [`crate::write::shrink::LIBRARY_START`], is touched). An `unsafe impl` is a candidate like any
//! other: it is a promise that code relying on the trait may trust, and without it the code
//! that relies on it (a `Send` bound, zerocopy's `FromBytes` behind `transmute!`) does not
//! compile, so taking away a promise nothing asks for cannot make the program do anything else.
//! (zerocopy writes about a hundred such impls for the primitive types, in every ahash bundle.)
//!
//! **Why it is safe enough.** Removing an item or an impl from a program that still compiles
//! can change what it does only where the compiler *chose* between candidates:
//! - method calls by autoref/autoderef: `x.f()` takes the first receiver step (`T`, `&T`,
//!   `&mut T`, then through `Deref`) with a candidate, so with `impl Tr for T` gone a remaining
//!   `impl Tr for &T` (or another trait's `f` one step further) may be picked. Deref impls are
//!   never removed, so the steps stay the same; the rest is what the fixtures must show;
//! - integer and float literals: with all but one `impl Tr<X> for {integer}` gone, inference
//!   may settle a literal's type on the remaining one instead of failing or defaulting to
//!   `i32`, so an overflow could behave otherwise;
//! - dynamic checks: `Any::type_id`/`downcast` and `dyn` coercions need the impl to exist at
//!   compile time, so they fail to compile rather than change; but a trait member removed from
//!   a trait whose provided default another impl overrode is not a choice either (it is gone
//!   from both).
//!
//! So the result is kept only when it compiles with every compiler of the profile (rustc 1.63
//! too, unless the bundle's crates need a newer one) under the judge's editions with warnings
//! denied, passes every fixture of the program, exactly as `drop_build_cfgs_to_fit`
//! ([`crate::fit::to_limit`]) checks its candidates, and runs the same code as the text the step
//! started from ([`crate::fit::same_code`]: every MIR body that may run, compared, so a call
//! resolved to another impl or a literal inferred to another type is a difference whatever the
//! fixtures cover). A program without fixtures (one that prints random numbers) is kept by the
//! last two alone. What is not compared is the layout of types (a never-constructed variant the
//! dead-code step removed), which no body that runs can tell but through `size_of`.
//!
//! Its outcome (the text it left, or that it did not fit) is cached under the
//! workspace's `target/bundle/.cache/compile-shrink/`, keyed by a digest of the text it started
//! from, the edition and the stable compiler's version, so bundling the same program again
//! does not compile again.

use crate::base::error::{Error, Result};
use crate::fit::mono_items::{Aliases, ImplMatch, MonoItems};
use crate::fit::measure::{cfg_false_ranges, compile, cut, cut_ranges, dead_invocation_removals, dead_item_spans, dead_spans, removals, trait_member_removals, widen, Removal, Rustc};
use std::collections::BTreeSet;
use std::ops::Range;
use std::path::Path;
use quote::ToTokens;
use syn::spanned::Spanned;
use crate::base::syntax::type_name;

/// Where outcomes are cached, relative to the workspace root.
pub const CACHE_DIR: &str = "target/bundle/.cache/compile-shrink";

/// Bumped whenever what the step removes changes, so that older cache entries are not used.
const VERSION: &str = "15";

/// The most rounds of the whole sequence (steps 0 to 3), each on what the last one left.
const OUTER_ROUNDS: usize = 4;

/// The most rounds of restoring impls (or members) before the step gives up on them.
const MAX_ROUNDS: usize = 40;

/// What the step left out of a bundle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    /// The bundle without it.
    pub source: String,
    /// Items rustc reported dead or unused (with the impls of a removed type or trait).
    pub items: usize,
    /// Trait impls no code needs.
    pub impls: usize,
    /// Trait members nothing calls.
    pub members: usize,
    /// Functions and methods the program never runs (not instantiated by its build).
    pub functions: usize,
    /// Bodies of functions the program never runs but that must stay (a trait's required
    /// method in an impl a bound needs), replaced by `unreachable!()`.
    pub bodies: usize,
    /// rustc runs it took (when it ran: a cached outcome keeps the count it was made with).
    pub compiles: usize,
    /// Library modules whose header lost the deny-by-default lints their code does not raise.
    pub lean_headers: usize,
}

impl Pruned {
    /// For the bundle's header and `Bundle::shrunk`.
    pub fn describe(&self) -> String {
        let told = self.told();
        if self.lean_headers == 0 {
            return told;
        }
        // Before the closing parenthesis of "(compile-guided shrink, N compiles)".
        let (what, compiles) = told.rsplit_once(" (").unwrap_or((&told, ""));
        format!("{}; {} library headers name only the deny-by-default lints their code raises ({}", what, self.lean_headers, compiles)
    }

    fn told(&self) -> String {
        if self.functions == 0 && self.bodies == 0 {
            return format!(
                "left out {} trait impls, {} trait members and {} items that rustc showed this program does not need (compile-guided shrink, {} compiles)",
                self.impls, self.members, self.items, self.compiles
            );
        }
        format!(
            "left out {} functions, {} trait impls, {} trait members and {} items that rustc showed this program does not need, and replaced {} bodies it never runs by `unreachable!()` (compile-guided shrink, {} compiles)",
            self.functions, self.impls, self.members, self.items, self.bodies, self.compiles
        )
    }
}

/// `source` (a bundle whose library part starts at [`crate::write::shrink::LIBRARY_START`]) without
/// what the compiler shows it does not need, or `None` when there is no library part or
/// nothing can go. `edition` is the judge's; `work` a scratch folder. Not verified here: the
/// caller checks the result with every compiler and fixture, and records the compilers for the
/// bundle cache ([`crate::check::inputs::record`]) before it calls this.
pub fn prune(source: &str, edition: &str, work: &Path) -> Result<Option<Pruned>> {
    prune_with(source, edition, work, true)
}

/// [`prune`], with step 0 and the repeated rounds only when `by_instantiation`; without, one
/// round of steps 1 to 3 (what the caller falls back to when the bundle step 0 made fails its
/// check).
pub fn prune_with(source: &str, edition: &str, work: &Path, by_instantiation: bool) -> Result<Option<Pruned>> {
    prune_stoppable(source, edition, work, by_instantiation, None)
}

/// [`prune_with`], giving up with an error at its next compile once `stop` is set.
fn prune_stoppable(source: &str, edition: &str, work: &Path, by_instantiation: bool, stop: Option<&std::sync::atomic::AtomicBool>) -> Result<Option<Pruned>> {
    let lib_start = match source.find(crate::write::shrink::LIBRARY_START) {
        Some(at) => at,
        None => return Ok(None),
    };
    std::fs::create_dir_all(work).map_err(|e| Error::new(format!("cannot create {}: {}", work.display(), e)))?;
    let rustc = Rustc { scratch: work, edition, force_warn: true, compilers_recorded: true, stop };
    if let Some(dir) = std::env::var_os("BUNDLER_SHRINK_TRACE").filter(|d| Path::new(d).is_dir()) {
        let _ = std::fs::write(Path::new(&dir).join(format!("start-{}.rs", source.len())), source);
    }
    let mut text = source.to_string();
    let mut out = Pruned::default();
    let mut rejected = BTreeSet::new();
    let mut rejected_invocations = BTreeSet::new();
    // Type-level impls a search found the program needs ([`type_level_search`]).
    let mut needed = BTreeSet::new();
    // What rustc drops anyway, before anything reads the rest. Checked like every other step,
    // though it cannot change what compiles.
    let cfg_false: Vec<Range<usize>> = cfg_false_ranges(&text, lib_start)?.into_iter().map(|r| widen(&text, r)).collect();
    let without_cfg_false = cut(&text, &[Removal { key: "cfg(any())".into(), ranges: cfg_false.clone() }]);
    if !cfg_false.is_empty() && compile(&without_cfg_false, &rustc, &mut out.compiles)?.0 {
        trace(|| format!("{} nodes under a false cfg went", cfg_false.len()));
        text = without_cfg_false;
        out.items += cfg_false.len();
    } else if !compile(&text, &rustc, &mut out.compiles)?.0 {
        return Err(Error::new("the bundle does not compile before the compile-guided shrink"));
    }
    // Each round can free more for the next: a body replaced or an impl left out leaves what
    // only it used dead, and what is dead may have been the only thing needing an impl.
    for _ in 0..if by_instantiation { OUTER_ROUNDS } else { 1 } {
        let before = text.len();
        let mono = if by_instantiation { MonoItems::of(&text, &rustc, &mut out.compiles)? } else { None };
        if let Some(mono) = mono {
            let unreached = unreached_candidates(&text, lib_start, &mono)?;
            let left_out = restore_until_it_compiles(&mut text, unreached, &rustc, &mut out.compiles, &mut needed)?;
            let impls = left_out.iter().filter(|c| c.trait_name.is_some()).count();
            out.impls += impls;
            out.functions += left_out.len() - impls;
            out.bodies += replace_unreached_bodies(&mut text, lib_start, &mono, &rustc, &mut out.compiles)?;
        }
        out.items += remove_dead(&mut text, lib_start, &rustc, &mut out.compiles, &mut rejected)?;
        let candidates = impl_candidates(&text, lib_start)?;
        let impls = restore_until_it_compiles(&mut text, candidates, &rustc, &mut out.compiles, &mut needed)?.len();
        out.impls += impls;
        // What an impl that is gone now needed no longer stops a dead item from going.
        if impls > 0 {
            rejected.clear();
        }
        out.items += remove_dead(&mut text, lib_start, &rustc, &mut out.compiles, &mut rejected)?;
        let members = member_candidates(&text, lib_start)?;
        let members = restore_until_it_compiles(&mut text, members, &rustc, &mut out.compiles, &mut needed)?.len();
        out.members += members;
        if members > 0 {
            rejected.clear();
        }
        out.items += remove_dead(&mut text, lib_start, &rustc, &mut out.compiles, &mut rejected)?;
        // What only the invocations that went used is dead now, and an invocation that came
        // back because a dead item named it may go once that item has.
        for _ in 0..MAX_ROUNDS {
            let invocations = remove_dead_invocations(&mut text, lib_start, &rustc, &mut out.compiles, &mut rejected_invocations)?;
            if invocations == 0 {
                break;
            }
            out.items += invocations;
            rejected.clear();
            let items = remove_dead(&mut text, lib_start, &rustc, &mut out.compiles, &mut rejected)?;
            out.items += items;
            if items > 0 {
                rejected_invocations.clear();
            }
        }
        trace(|| format!("round: {} -> {} bytes", before, text.len()));
        if text.len() >= before {
            break;
        }
    }
    out.lean_headers = lean_headers(&mut text, &rustc, &mut out.compiles)?;
    trace(|| format!("{} -> {} bytes: {}", source.len(), text.len(), out.describe()));
    if text.len() >= source.len() {
        return Ok(None);
    }
    out.source = text;
    Ok(Some(out))
}

/// The last step: each library module's header names only the deny-by-default lints its code
/// raises ([`crate::write::emit::lean_header`]), as one compile with the lean headers shows: this
/// step's compiles cap lints at warnings, and `allow(warnings)` does not lower a deny-level
/// lint, so each one the module raises is reported by name at its line. The groups and the
/// dead-code lints stay. How many headers changed; none when the lean text does not compile.
fn lean_headers(text: &mut String, rustc: &Rustc, compiles: &mut usize) -> Result<usize> {
    let headers: Vec<Range<usize>> = crate::write::emit::library_headers(text)
        .into_iter()
        .filter_map(|(range, _)| Some(range.start..range.start + text[range.clone()].find(")]")? + 2))
        .collect();
    let none = std::collections::BTreeSet::new();
    let lean = replace_headers(text, &headers, |_| &none);
    if lean.len() == text.len() {
        return Ok(0);
    }
    let (ok, diagnostics) = compile(&lean, rustc, compiles)?;
    if !ok {
        trace(|| "lean headers: the text does not compile with them, the full ones stay".to_string());
        return Ok(0);
    }
    // Each header's start in `lean`, to find the module a lint fired in.
    let starts: Vec<usize> = crate::write::emit::library_headers(&lean).into_iter().map(|(range, _)| range.start).collect();
    let named: BTreeSet<&str> = crate::write::emit::lints_named_one_by_one().collect();
    let mut firing = vec![BTreeSet::new(); headers.len()];
    for diag in &diagnostics {
        let code = diag["code"]["code"].as_str().unwrap_or("");
        if !named.contains(code) {
            continue;
        }
        for span in diag["spans"].as_array().into_iter().flatten().filter(|s| s["is_primary"].as_bool() == Some(true)) {
            match span["byte_start"].as_u64().and_then(|at| starts.iter().rposition(|&s| s <= at as usize)) {
                Some(module) => {
                    firing[module].insert(code.to_string());
                }
                // Before any library module: the program's own line, whose lints are its own.
                None => {}
            }
        }
    }
    let changed = headers.iter().zip(&firing).filter(|(h, f)| crate::write::emit::lean_header(&text[(*h).clone()], f).len() != h.len()).count();
    *text = replace_headers(text, &headers, |module| &firing[module]);
    Ok(changed)
}

/// `text` with each header in `headers` (sorted byte ranges) made lean, naming the lints
/// `firing` gives for it.
fn replace_headers<'a>(text: &str, headers: &[Range<usize>], mut firing: impl FnMut(usize) -> &'a BTreeSet<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (i, h) in headers.iter().enumerate() {
        out.push_str(&text[at..h.start]);
        out.push_str(&crate::write::emit::lean_header(&text[h.clone()], firing(i)));
        at = h.end;
    }
    out.push_str(&text[at..]);
    out
}

/// Step 1: rustc's dead-code reports applied until none is left; how many removals stayed.
/// All at once; when that does not compile, the removals an error names (by the removed
/// item's name, or a removed `use` leaf's) are kept and the rest tried again. Only when no
/// error names one does [`crate::fit::measure`]'s halving search decide.
/// `rejected` holds, by the removed text (which stays the same as other removals shift the
/// offsets), what did not go before and is not tried again.
fn remove_dead(text: &mut String, lib_start: usize, rustc: &Rustc, compiles: &mut usize, rejected: &mut BTreeSet<String>) -> Result<usize> {
    let mut removed = 0;
    let mut last = None;
    for _ in 0..MAX_ROUNDS {
        let diagnostics = match last.take() {
            Some(d) => d,
            None => {
                let (ok, diagnostics) = compile(text, rustc, compiles)?;
                if !ok {
                    return Err(Error::new("the bundle stopped compiling during the compile-guided shrink"));
                }
                diagnostics
            }
        };
        let mut found: Vec<(Removal, String, String)> = removals(text, lib_start, &dead_spans(&diagnostics))?
            .into_iter()
            .map(|r| {
                let r = with_use_commas(text, r);
                let content: String = r.ranges.iter().map(|x| &text[x.clone()]).collect();
                let name = removal_name(&r, &content);
                (r, content, name)
            })
            .filter(|(_, content, _)| !rejected.contains(content))
            .collect();
        if found.is_empty() {
            break;
        }
        let mut accepted = false;
        for _ in 0..MAX_ROUNDS {
            if found.is_empty() {
                break;
            }
            let all: Vec<Removal> = found.iter().map(|f| f.0.clone()).collect();
            let attempt = cut(text, &all);
            let (ok, diagnostics) = compile(&attempt, rustc, compiles)?;
            if ok {
                removed += found.len();
                *text = attempt;
                last = Some(diagnostics);
                accepted = true;
                break;
            }
            // An import of a removed item that rustc did not report unused (a `pub use`, or one
            // only dead code used) goes with it rather than keeping the item.
            let (imports, handled) = unresolved_import_removals(text, lib_start, &cut_ranges(&all), &diagnostics)?;
            let mut words = BTreeSet::new();
            for (i, error) in diagnostics.iter().enumerate().filter(|(_, d)| d["level"].as_str() == Some("error")) {
                if !handled.contains(&i) {
                    words.extend(self::words(error));
                }
            }
            let before = found.len();
            for r in imports {
                if !found.iter().any(|f| f.0.ranges == r.ranges) {
                    let r = with_use_commas(text, r);
                    let content: String = r.ranges.iter().map(|x| &text[x.clone()]).collect();
                    let name = removal_name(&r, &content);
                    found.push((r, content, name));
                }
            }
            if words.is_empty() && found.len() > before {
                continue;
            }
            let named = |name: &str| {
                let mut ws = BTreeSet::new();
                collect_words(name, &mut ws);
                !ws.is_empty() && ws.iter().any(|w| words.contains(w) && w.chars().any(|c| c.is_alphabetic()))
            };
            let (kept, rest): (Vec<_>, Vec<_>) = found.into_iter().partition(|f| named(&f.2));
            if kept.is_empty() {
                // No error names a removal: halve.
                let before = text.len();
                let mut dropped = Vec::new();
                crate::fit::measure::remove_what_compiles(text, rest.iter().map(|f| f.0.clone()).collect(), rustc, compiles, &mut dropped)?;
                for f in &rest {
                    if dropped.contains(&f.0.key) {
                        rejected.insert(f.1.clone());
                    }
                }
                if text.len() < before {
                    removed += rest.len() - dropped.len();
                    accepted = true;
                }
                found = Vec::new();
                break;
            }
            trace(|| {
                let errors: Vec<String> = diagnostics
                    .iter()
                    .enumerate()
                    .filter(|(i, d)| d["level"].as_str() == Some("error") && !handled.contains(i))
                    .take(4)
                    .map(|(_, d)| {
                        let at = d["spans"].as_array().and_then(|s| s.first()).and_then(|s| s["text"].as_array()?.first()?["text"].as_str().map(|t| t.trim().to_string())).unwrap_or_default();
                        format!("{} at `{}`", d["message"].as_str().unwrap_or(""), at.chars().take(120).collect::<String>())
                    })
                    .collect();
                let names: Vec<&str> = kept.iter().take(8).map(|f| f.2.as_str()).collect();
                format!("{} dead removals named by an error stay ({}; errors: {})", kept.len(), names.join(", "), errors.join(" | "))
            });
            rejected.extend(kept.into_iter().map(|f| f.1));
            found = rest;
        }
        if !accepted {
            break;
        }
    }
    Ok(removed)
}

/// Step 1's sequel, once the dead items have gone: the item-level macro invocations whose input
/// names an item rustc reports dead ([`dead_invocation_removals`]: libc's `s! { .. }` pieces,
/// see [`crate::read::macro_expand`]'s split) go, all at once. An invocation may define more
/// than its dead item (an impl-writing macro's methods, of which one is dead), so when the
/// bundle no longer compiles, each invocation that defines a name an error names comes back
/// (what it defines read from its expansion by the bundle's own `macro_rules!`, [`MacroTable`];
/// where that cannot be read, the dead name), and the rest are tried again; when no error names one, none goes, since halving over
/// hundreds of invocations would cost as many compiles. Apart from step 1 so that an
/// invocation that breaks the build never keeps a dead item with it. An invocation that came
/// back is not tried again (`rejected`, by its text) until more dead items have gone. How many
/// went.
fn remove_dead_invocations(text: &mut String, lib_start: usize, rustc: &Rustc, compiles: &mut usize, rejected: &mut BTreeSet<String>) -> Result<usize> {
    let (ok, diagnostics) = compile(text, rustc, compiles)?;
    if !ok {
        return Err(Error::new("the bundle stopped compiling during the compile-guided shrink"));
    }
    let removals = dead_invocation_removals(text, lib_start, &dead_item_spans(&diagnostics))?;
    if removals.is_empty() {
        return Ok(0);
    }
    let macros = MacroTable::of(text)?;
    let mut found: Vec<(Removal, String, BTreeSet<String>)> = removals
        .into_iter()
        .map(|r| {
            let content: String = r.ranges.iter().map(|x| &text[x.clone()]).collect();
            // What it defines, where its expansion can be read; else every word of its input.
            let names = macros.defined_names(&content).unwrap_or_else(|| input_words(content.split_once('!').map_or(content.as_str(), |(_, input)| input)));
            (r, content, names)
        })
        .filter(|(_, content, _)| !rejected.contains(content))
        .collect();
    for _ in 0..MAX_ROUNDS {
        if found.is_empty() {
            return Ok(0);
        }
        let all: Vec<Removal> = found.iter().map(|f| f.0.clone()).collect();
        let attempt = cut(text, &all);
        let (ok, diagnostics) = compile(&attempt, rustc, compiles)?;
        if ok {
            *text = attempt;
            trace(|| format!("{} item-level invocations whose item is dead went", found.len()));
            return Ok(found.len());
        }
        let mut words = BTreeSet::new();
        for error in diagnostics.iter().filter(|d| d["level"].as_str() == Some("error")) {
            words.extend(self::words(error));
        }
        let (kept, rest): (Vec<_>, Vec<_>) = found.into_iter().partition(|f| f.2.iter().any(|w| words.contains(w)));
        trace(|| format!("{} dead invocations named by an error stay, {} tried again", kept.len(), rest.len()));
        if kept.is_empty() {
            trace(|| {
                let errors: Vec<&str> = diagnostics.iter().filter(|d| d["level"].as_str() == Some("error")).take(3).filter_map(|d| d["message"].as_str()).collect();
                format!("dead invocations: errors naming none of them, none goes: {}", errors.join(" | "))
            });
            rejected.extend(rest.into_iter().map(|f| f.1));
            return Ok(0);
        }
        rejected.extend(kept.into_iter().map(|f| f.1));
        found = rest;
    }
    rejected.extend(found.into_iter().map(|f| f.1));
    Ok(0)
}

/// The words of a macro invocation's input that can name what it defines, when its expansion
/// cannot be read: its identifiers but keywords and the primitive types, which errors name for
/// other reasons.
fn input_words(input: &str) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    collect_words(input, &mut words);
    const COMMON: &[&str] = &[
        "pub", "crate", "super", "self", "Self", "struct", "enum", "union", "fn", "impl", "trait", "type", "const", "static", "mut", "unsafe", "extern", "for", "where", "as", "in",
        "use", "mod", "let", "if", "else", "match", "return", "dyn", "ref", "move", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64",
        "bool", "char", "str",
    ];
    words.retain(|w| !COMMON.contains(&w.as_str()) && w.chars().any(|c| c.is_alphabetic()));
    words
}

/// The `macro_rules!` definitions of a bundle, by name (every module's: the bundle's crates
/// seldom reuse a name, and a name defined twice is expanded with each).
struct MacroTable(std::collections::BTreeMap<String, Vec<crate::read::macro_expand::MacroRules>>);

impl MacroTable {
    /// The most levels of invocations inside an expansion that are expanded in turn (zerocopy's
    /// `unsafe_impl_for_power_set!` recurses once per type parameter, twelve of them).
    const DEPTH: usize = 32;

    fn of(text: &str) -> Result<MacroTable> {
        Ok(MacroTable::of_file(&crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?))
    }

    fn of_file(file: &crate::read::parse::SourceFile) -> MacroTable {
        fn walk(items: &[syn::Item], out: &mut std::collections::BTreeMap<String, Vec<crate::read::macro_expand::MacroRules>>) {
            for item in items {
                match item {
                    syn::Item::Mod(m) => walk(m.content.as_ref().map_or(&[][..], |(_, inner)| inner), out),
                    syn::Item::Macro(m) if m.mac.path.is_ident("macro_rules") => {
                        if let (Some(name), Some(rules)) = (&m.ident, crate::read::macro_expand::MacroRules::parse(m.mac.tokens.clone())) {
                            out.entry(name.to_string()).or_default().push(rules);
                        }
                    }
                    _ => {}
                }
            }
        }
        let mut out = std::collections::BTreeMap::new();
        walk(&file.ast.items, &mut out);
        MacroTable(out)
    }

    /// The trait and inherent impls the invocation `mac` writes, read from its expansion as
    /// statements, through the invocations and blocks it holds (zerocopy's `unsafe_impl!(u8:
    /// A, B)` is `{ unsafe_impl!(@unpack_attrs {} u8: A); .. }`, each of which is `{
    /// __unsafe(); unsafe impl A for u8 { .. } }`). `None` when any part of it cannot be read
    /// (a macro not in the table, no arm matching, more than [`Self::DEPTH`] levels).
    fn written_impls(&self, mac: &syn::Macro) -> Option<WrittenImpls> {
        let mut written = WrittenImpls::default();
        self.write_impls(mac, 0, true, &mut written)?;
        Some(written)
    }

    /// The expansion of `mac`, `depth` levels inside another one, by the first definition of
    /// its name whose arms match (hygiene off: only names are read from it).
    fn expand(&self, mac: &syn::Macro, depth: usize) -> Option<proc_macro2::TokenStream> {
        if depth > Self::DEPTH {
            return None;
        }
        let name = mac.path.segments.last()?.ident.to_string();
        self.0.get(&name)?.iter().find_map(|rules| rules.expand_for_names(mac.tokens.clone()))
    }

    fn defines(&self, mac: &syn::Macro) -> bool {
        mac.path.segments.last().map_or(false, |s| self.0.contains_key(&s.ident.to_string()))
    }

    /// `outer`: whether what the expansion writes is in the invocation's own scope, where the
    /// code around it can name it, rather than in a block of its own.
    fn write_impls(&self, mac: &syn::Macro, depth: usize, outer: bool, written: &mut WrittenImpls) -> Option<()> {
        let expanded = self.expand(mac, depth)?;
        let stmts = syn::parse::Parser::parse2(syn::Block::parse_within, expanded).ok()?;
        self.walk_statements(&stmts, depth, outer, written)
    }

    fn walk_statements(&self, stmts: &[syn::Stmt], depth: usize, outer: bool, written: &mut WrittenImpls) -> Option<()> {
        for stmt in stmts.iter().filter(|s| !crate::base::syntax::stmt_attrs(s).iter().any(crate::base::syntax::is_cfg_false)) {
            match stmt {
                // std's checks and panics write no item.
                syn::Stmt::Macro(syn::StmtMacro { mac, .. }) | syn::Stmt::Expr(syn::Expr::Macro(syn::ExprMacro { mac, .. }), _) if is_std_expression_macro(mac) && !self.defines(mac) => {}
                syn::Stmt::Item(syn::Item::Impl(i)) => written.impls.push(i.clone()),
                syn::Stmt::Item(syn::Item::Macro(m)) if m.ident.is_none() => self.write_impls(&m.mac, depth + 1, outer, written)?,
                syn::Stmt::Macro(m) => self.write_impls(&m.mac, depth + 1, outer, written)?,
                syn::Stmt::Expr(syn::Expr::Macro(m), _) => self.write_impls(&m.mac, depth + 1, outer, written)?,
                syn::Stmt::Expr(syn::Expr::Block(b), _) => self.walk_statements(&b.block.stmts, depth, false, written)?,
                syn::Stmt::Expr(syn::Expr::Unsafe(u), _) => self.walk_statements(&u.block.stmts, depth, false, written)?,
                // An impl in an anonymous constant is as global as one outside it (zerocopy's
                // `impl_known_layout!` writes each of its impls so).
                syn::Stmt::Item(syn::Item::Const(c)) if crate::base::syntax::anonymous_const_statements(c).is_some() => {
                    self.walk_statements(crate::base::syntax::anonymous_const_statements(c).unwrap_or(&[]), depth, false, written)?
                }
                syn::Stmt::Item(item) if outer => match crate::base::syntax::item_name(item) {
                    Some(name) => written.items.push(name),
                    None => written.unnamed = true,
                },
                syn::Stmt::Local(_) if outer => written.unnamed = true,
                syn::Stmt::Item(_) | syn::Stmt::Local(_) | syn::Stmt::Expr(..) => {}
            }
        }
        Some(())
    }

    /// The names of what the item-level invocation `invocation` (its text) defines: items,
    /// and an impl's self type, trait and members, through the invocations its expansion
    /// holds (where one of those cannot be read, its input's words). `None` when the
    /// invocation's own expansion cannot be read (a macro not in the table, no arm matching).
    fn defined_names(&self, invocation: &str) -> Option<BTreeSet<String>> {
        let item = syn::parse_str::<syn::ItemMacro>(invocation).ok()?;
        let mut names = BTreeSet::new();
        self.expand_into(&item.mac, 0, &mut names)?;
        Some(names)
    }

    fn expand_into(&self, mac: &syn::Macro, depth: usize, names: &mut BTreeSet<String>) -> Option<()> {
        let expanded = self.expand(mac, depth)?;
        let file = syn::parse2::<syn::File>(expanded).ok()?;
        for item in &file.items {
            match item {
                // A nested invocation of a macro the table does not hold (`cfg_if!` from
                // another route, std's): its input's words stand for what it defines.
                syn::Item::Macro(m) if m.ident.is_none() => {
                    if self.expand_into(&m.mac, depth + 1, names).is_none() {
                        names.extend(input_words(&m.mac.tokens.to_string()));
                    }
                }
                syn::Item::Impl(i) => {
                    names.extend(type_name(&i.self_ty));
                    names.extend(i.trait_.as_ref().and_then(|(_, p, _)| p.segments.last()).map(|s| s.ident.to_string()));
                    names.extend(i.items.iter().filter_map(member_name));
                }
                _ => names.extend(crate::base::syntax::item_name(item)),
            }
        }
        Some(())
    }
}

/// Whether `mac` is one of std's macros that expand to an expression (a check, a panic, a
/// formatting call), which write no item wherever they stand: by its last path segment (the
/// caller asks first whether the bundle defines a macro of that name).
fn is_std_expression_macro(mac: &syn::Macro) -> bool {
    const STD: &[&str] = &["assert", "assert_eq", "assert_ne", "debug_assert", "debug_assert_eq", "debug_assert_ne", "panic", "unreachable", "unimplemented", "todo", "format_args", "concat", "stringify", "compile_error"];
    mac.path.segments.last().map_or(false, |s| STD.contains(&s.ident.to_string().as_str()))
}

/// What an invocation writes, as [`MacroTable::written_impls`] reads it.
#[derive(Default)]
struct WrittenImpls {
    impls: Vec<syn::ItemImpl>,
    /// The names of the other items it writes where the code around it can name them
    /// (zerocopy's `define_cast!` writes an `enum` that the next statement's impl is for).
    items: Vec<String>,
    /// Whether it writes there something that has no one name: a `let`, a `use`.
    unnamed: bool,
}

/// What names a removal in the compiler's errors: the item's name, or for a `use` the names it
/// imports (not `use`, `crate` or the modules on its path, which many errors mention).
fn removal_name(r: &Removal, content: &str) -> String {
    if !r.key.starts_with("use@") {
        return r.key.split('@').next().unwrap_or("").to_string();
    }
    let mut names = Vec::new();
    let mut word = String::new();
    let mut chars = content.char_indices().peekable();
    while let Some((at, ch)) = chars.next() {
        if ch.is_alphanumeric() || ch == '_' {
            word.push(ch);
            if chars.peek().map_or(true, |&(_, c)| !(c.is_alphanumeric() || c == '_')) {
                let rest = content[at + ch.len_utf8()..].trim_start();
                let keyword = matches!(word.as_str(), "use" | "pub" | "crate" | "super" | "self" | "as" | "in");
                if !keyword && !rest.starts_with("::") {
                    names.push(std::mem::take(&mut word));
                }
                word.clear();
            }
        }
    }
    names.join(" ")
}

/// For the unresolved imports (E0432) of a failed attempt that point into the library's `use`
/// items of `text`: the removal of each such `use` tree (the leaf, or the path segment with all
/// under it, and the `use` item when nothing else of it is left), and the indices of those
/// errors in `diagnostics`. `removed` is what the attempt cut from `text` (its spans are mapped
/// back through it).
fn unresolved_import_removals(text: &str, lib_start: usize, removed: &[Range<usize>], diagnostics: &[serde_json::Value]) -> Result<(Vec<Removal>, BTreeSet<usize>)> {
    let to_text = |at: usize| {
        let mut pos = at;
        for r in removed {
            if r.start <= pos {
                pos += r.end - r.start;
            } else {
                break;
            }
        }
        pos
    };
    let mut spans = Vec::new(); // (diagnostic index, range in text)
    for (i, diag) in diagnostics.iter().enumerate() {
        if diag["level"].as_str() != Some("error") || diag["code"]["code"].as_str() != Some("E0432") {
            continue;
        }
        let primary: Vec<Range<usize>> = diag["spans"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|s| s["is_primary"].as_bool() == Some(true))
            .filter_map(|s| Some(to_text(s["byte_start"].as_u64()? as usize)..to_text(s["byte_end"].as_u64()? as usize)))
            .collect();
        if !primary.is_empty() && primary.iter().all(|r| r.start >= lib_start) {
            spans.extend(primary.into_iter().map(|r| (i, r)));
        }
    }
    if spans.is_empty() {
        return Ok((Vec::new(), BTreeSet::new()));
    }
    let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
    let mut uses = Vec::new();
    library_uses(&file, &file.ast.items, lib_start, &mut uses);
    let mut out: Vec<Removal> = Vec::new();
    let mut handled = BTreeSet::new();
    for (i, span) in spans {
        let Some((item, tree)) = uses.iter().find(|(item, _)| file.range(item.span()).start <= span.start && span.end <= file.range(item.span()).end) else {
            continue;
        };
        let range = match use_tree_cut(&file, tree, &span) {
            Some(Cut::Whole) => widen(text, file.range(item.span())),
            Some(Cut::Range(r)) => r,
            None => continue,
        };
        handled.insert(i);
        if !out.iter().any(|r| r.ranges[0] == range) {
            out.push(Removal { key: format!("use@{}", range.start), ranges: vec![range] });
        }
    }
    Ok((out, handled))
}

/// The library's `use` items (in inline modules too) with their trees.
fn library_uses<'a>(file: &crate::read::parse::SourceFile, items: &'a [syn::Item], lib_start: usize, out: &mut Vec<(&'a syn::ItemUse, &'a syn::UseTree)>) {
    for item in items {
        match item {
            syn::Item::Use(u) if file.range(u.span()).start >= lib_start => out.push((u, &u.tree)),
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    library_uses(file, inner, lib_start, out);
                }
            }
            _ => {}
        }
    }
}

enum Cut {
    /// The whole `use` item.
    Whole,
    /// A member of a `{..}` group.
    Range(Range<usize>),
}

/// What to cut of `tree` so that the part `span` points at goes: the deepest tree holding the
/// span, widened over the path segments that hold only it, up to a group member or the root.
fn use_tree_cut(file: &crate::read::parse::SourceFile, tree: &syn::UseTree, span: &Range<usize>) -> Option<Cut> {
    let holds = |t: &syn::UseTree| {
        let r = file.range(t.span());
        r.start <= span.start && span.end <= r.end
    };
    if !holds(tree) {
        return None;
    }
    // The innermost group member on the way down that holds the span; a path segment's subtree
    // is cut with the segment.
    let mut member: Option<&syn::UseTree> = None;
    let mut at = tree;
    loop {
        match at {
            syn::UseTree::Path(p) if holds(&p.tree) => at = &p.tree,
            syn::UseTree::Group(g) => match g.items.iter().find(|t| holds(t)) {
                Some(t) => {
                    member = Some(t);
                    at = t;
                }
                None => break,
            },
            _ => break,
        }
    }
    Some(match member {
        Some(t) => Cut::Range(file.range(t.span())),
        None => Cut::Whole,
    })
}

/// A `use` leaf's removal with the comma after it (`{a, b}` loses `a, `, not only `a`, which
/// would leave `{, b}`); a whole `use` item is left as it is.
fn with_use_commas(text: &str, mut r: Removal) -> Removal {
    if !r.key.starts_with("use@") {
        return r;
    }
    for range in r.ranges.iter_mut() {
        let rest = &text[range.end..];
        let trimmed = rest.trim_start();
        if let Some(after) = trimmed.strip_prefix(',') {
            let skip = rest.len() - after.len();
            let skip = skip + (after.len() - after.trim_start().len());
            range.end += skip;
        }
    }
    r
}

/// The identifiers in `text`, added to `out`.
fn collect_words(text: &str, out: &mut BTreeSet<String>) {
    let mut word = String::new();
    for ch in text.chars().chain(std::iter::once(' ')) {
        if ch.is_alphanumeric() || ch == '_' {
            word.push(ch);
        } else if !word.is_empty() {
            out.insert(std::mem::take(&mut word));
        }
    }
}

/// A removal the compiler's errors can map back to: what names it.
#[derive(Clone, Debug)]
struct Candidate {
    removal: Removal,
    /// The trait's name (last path segment), for impls; `None` for a trait member.
    trait_name: Option<String>,
    /// The self type's name (last segment, through references, slices and arrays); `None` when
    /// it is a generic parameter or has no name (a tuple, a function pointer).
    self_name: Option<String>,
    /// The members it holds (an impl's) or is (a trait member).
    members: Vec<String>,
    /// The names of the trait's generic arguments (`u32` in `impl MulAssign<u32> for BigUint`),
    /// where each has one; empty otherwise.
    trait_args: Vec<String>,
    /// A type-level trait impl: one with no function (`impl Bits for U17 { type Store = u32;
    /// }`, a marker impl) or one that defines an associated type (typenum's `impl Shl<..> for
    /// UInt<..>`). Rustc may need it only to normalize a projection, and when it is missing
    /// says so in words that are not its own.
    type_level: bool,
    /// The self type with the library's type aliases expanded, as rustc writes it in a
    /// message ([`type_word`]), where that differs from the self type as written: typenum's
    /// `U32` is `UInt<UInt<UInt<UInt<UInt<UInt<UTerm, B1>, B0>, B0>, B0>, B0>, B0>` to rustc.
    self_expanded: Option<String>,
}

/// Every trait impl of the library part that may go (not `Drop`, `Deref` nor `DerefMut`), at
/// module level, through inline modules.
///
/// Also the impls a macro invocation writes ([`MacroTable::written_impls`]): each statement
/// invocation of an anonymous constant (zerocopy's `unsafe_impl!(u8: Immutable, FromBytes,
/// ..);` in `const _: () = unsafe { .. };`), and each item-level invocation that writes
/// nothing but impls. The invocation goes or stays as a unit: one candidate per impl it
/// writes, all with the invocation's removal, and putting one back puts back the others
/// ([`restore_until_it_compiles`]).
fn impl_candidates(text: &str, lib_start: usize) -> Result<Vec<Candidate>> {
    let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
    let macros = MacroTable::of_file(&file);
    let mut out = Vec::new();
    collect_impls(&file, &file.ast.items, lib_start, &macros, &mut out);
    expand_self_types(&file, &mut out);
    Ok(out)
}

fn collect_impls(file: &crate::read::parse::SourceFile, items: &[syn::Item], lib_start: usize, macros: &MacroTable, out: &mut Vec<Candidate>) {
    for item in items {
        match item {
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect_impls(file, inner, lib_start, macros, out);
                }
            }
            syn::Item::Impl(i) => out.extend(impl_candidate(file.range(item.span()), i, lib_start, None)),
            syn::Item::Const(c) => {
                for (inner, i) in crate::base::syntax::anonymous_const_impls(c) {
                    out.extend(impl_candidate(file.range(inner.span()), i, lib_start, None));
                }
                // What an anonymous constant's statements write only the constant sees, and
                // its statements run when the bundle compiles, never when it runs.
                for (stmt, mac) in crate::base::syntax::anonymous_const_invocations(c) {
                    match macros.written_impls(mac) {
                        Some(written) if !written.unnamed => out.extend(invocation_candidates(file.range(stmt.span()), mac, &written, lib_start)),
                        written => trace(|| format!("a statement invocation not a candidate ({}): {}", if written.is_some() { "writes a `let` or a `use`" } else { "expansion not read" }, file.text[file.range(stmt.span())].chars().take(120).collect::<String>())),
                    }
                }
            }
            syn::Item::Macro(m) if m.ident.is_none() && file.range(item.span()).start >= lib_start => match macros.written_impls(&m.mac) {
                Some(written) if !written.unnamed && written.items.iter().all(|n| n == "_") => out.extend(invocation_candidates(file.range(item.span()), &m.mac, &written, lib_start)),
                Some(written) if !written.impls.is_empty() => trace(|| format!("an item-level invocation that writes impls not a candidate (it writes {:?}{}): {}", written.items, if written.unnamed { " and a `let` or a `use`" } else { "" }, file.text[file.range(item.span())].chars().take(120).collect::<String>())),
                Some(_) => {}
                None => trace(|| format!("an item-level invocation not a candidate (expansion not read): {}", file.text[file.range(item.span())].chars().take(120).collect::<String>())),
            },
            _ => {}
        }
    }
}

/// The candidates of one invocation: one per trait impl it writes, and one for the other items
/// it writes (named by their names, as a trait member is; by the macro's name when it writes
/// nothing else, as zerocopy's `assert_unaligned!(u8)` writes only checks that keep the
/// impls they check), each with the invocation's removal (`range`) under one key, so that they
/// go and come back together. None when it writes an impl that never goes.
fn invocation_candidates(range: Range<usize>, mac: &syn::Macro, written: &WrittenImpls, lib_start: usize) -> Vec<Candidate> {
    let name = mac.path.segments.last().map_or(String::new(), |s| s.ident.to_string());
    let key = format!("{}!@{}", name, range.start);
    if range.start < lib_start {
        return Vec::new();
    }
    let candidates: Option<Vec<Candidate>> = written.impls.iter().filter(|i| i.trait_.is_some()).map(|i| impl_candidate(range.clone(), i, lib_start, Some(&key))).collect();
    let Some(mut candidates) = candidates else { return Vec::new() };
    // An inherent impl's members are named as items are.
    let mut items: Vec<String> = written.items.iter().filter(|n| *n != "_").cloned().collect();
    items.extend(written.impls.iter().filter(|i| i.trait_.is_none()).flat_map(|i| i.items.iter().filter_map(member_name)));
    if candidates.is_empty() && items.is_empty() {
        items.push(name);
    }
    if !items.is_empty() {
        let removal = Removal { key, ranges: vec![range] };
        candidates.push(Candidate { removal, trait_name: None, self_name: None, members: items, trait_args: Vec::new(), type_level: false, self_expanded: None });
    }
    candidates
}

/// A trait impl of the library part as a candidate, unless it is one that never goes (`Drop`,
/// `Deref`, `DerefMut`) or an inherent impl. `range` is what removing it cuts: the impl, or the
/// invocation that writes it (whose removal `key` the candidate then shares).
fn impl_candidate(range: Range<usize>, i: &syn::ItemImpl, lib_start: usize, key: Option<&str>) -> Option<Candidate> {
    let trait_name = i.trait_.as_ref().and_then(|(_, p, _)| p.segments.last())?.ident.to_string();
    if range.start < lib_start || matches!(trait_name.as_str(), "Drop" | "Deref" | "DerefMut") {
        return None;
    }
    let params: Vec<String> = i.generics.type_params().map(|p| p.ident.to_string()).collect();
    let self_name = type_name(&i.self_ty).filter(|n| !params.contains(n));
    let members = i.items.iter().filter_map(member_name).collect();
    let trait_args = i.trait_.as_ref().and_then(|(_, p, _)| p.segments.last()).map(|s| crate::base::syntax::type_argument_names(s, &params)).unwrap_or_default();
    let key = key.map_or_else(|| format!("impl {} for {:?}@{}", trait_name, self_name, range.start), str::to_string);
    let type_level = !i.items.iter().any(|m| matches!(m, syn::ImplItem::Fn(_))) || i.items.iter().any(|m| matches!(m, syn::ImplItem::Type(_)));
    let self_expanded = Some(i.self_ty.to_token_stream().to_string());
    Some(Candidate { removal: Removal { key, ranges: vec![range] }, trait_name: Some(trait_name), self_name, members, trait_args, type_level, self_expanded })
}

/// An impl member's name: a function's, a constant's or a type's.
fn member_name(member: &syn::ImplItem) -> Option<String> {
    match member {
        syn::ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
        syn::ImplItem::Const(c) => Some(c.ident.to_string()),
        syn::ImplItem::Type(t) => Some(t.ident.to_string()),
        _ => None,
    }
}

/// Each impl candidate's `self_expanded` (set to its self type's tokens by [`impl_candidate`])
/// through the bundle's type aliases: kept where an alias was expanded, `None` otherwise.
fn expand_self_types(file: &crate::read::parse::SourceFile, candidates: &mut [Candidate]) {
    let aliases = type_aliases(&file.ast.items);
    for c in candidates.iter_mut() {
        c.self_expanded = c.self_expanded.take().and_then(|written| {
            let tokens: proc_macro2::TokenStream = written.parse().ok()?;
            let expanded = expand_aliases(tokens, &aliases, 0)?;
            let word = type_word(&expanded.to_string());
            (word != type_word(&written)).then_some(word)
        });
    }
}

/// The bundle's type aliases without generic parameters, by name: those whose name is defined
/// once (or always the same way), since a message gives no module to tell two apart.
fn type_aliases(items: &[syn::Item]) -> std::collections::BTreeMap<String, proc_macro2::TokenStream> {
    fn walk(items: &[syn::Item], out: &mut std::collections::BTreeMap<String, Option<String>>) {
        for item in items {
            match item {
                syn::Item::Mod(m) => {
                    if let Some((_, inner)) = &m.content {
                        walk(inner, out);
                    }
                }
                syn::Item::Type(t) if t.generics.params.is_empty() => {
                    let ty = t.ty.to_token_stream().to_string();
                    out.entry(t.ident.to_string()).and_modify(|e| if e.as_deref() != Some(ty.as_str()) { *e = None }).or_insert(Some(ty));
                }
                _ => {}
            }
        }
    }
    let mut found = std::collections::BTreeMap::new();
    walk(items, &mut found);
    found.into_iter().filter_map(|(name, ty)| Some((name, ty?.parse().ok()?))).collect()
}

/// `tokens` with every identifier that names an alias (and is not a path's module) replaced by
/// its definition, to a depth of 16; `None` deeper (a cycle, or too deep to be worth it).
fn expand_aliases(tokens: proc_macro2::TokenStream, aliases: &std::collections::BTreeMap<String, proc_macro2::TokenStream>, depth: usize) -> Option<proc_macro2::TokenStream> {
    use proc_macro2::TokenTree;
    if depth > 16 {
        return None;
    }
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    for (k, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Ident(id) => {
                let module = matches!(trees.get(k + 1), Some(TokenTree::Punct(p)) if p.as_char() == ':');
                match aliases.get(&id.to_string()).filter(|_| !module) {
                    Some(def) => out.extend(expand_aliases(def.clone(), aliases, depth + 1)?),
                    None => out.push(tree.clone()),
                }
            }
            TokenTree::Group(g) => {
                let mut inner = proc_macro2::Group::new(g.delimiter(), expand_aliases(g.stream(), aliases, depth)?);
                inner.set_span(g.span());
                out.push(TokenTree::Group(inner));
            }
            _ => out.push(tree.clone()),
        }
    }
    Some(out.into_iter().collect())
}

/// A type as one word of [`words`]: without spaces and without the modules of its paths
/// (`uint::UInt<uint::UTerm, bit::B1>` and `UInt < UTerm , B1 >` are both
/// `UInt<UTerm,B1>`, and so is `UInt<UTerm, B1,>`), behind a `type:` mark no identifier has.
fn type_word(ty: &str) -> String {
    let squeezed: String = ty.chars().filter(|c| !c.is_whitespace()).collect();
    let mut out = String::from("type:");
    let mut word = String::new();
    let mut chars = squeezed.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_alphanumeric() || c == '_' || c == '$' {
            word.push(c);
            continue;
        }
        if c == ':' && chars.peek() == Some(&':') {
            chars.next();
            word.clear();
            continue;
        }
        out.push_str(&std::mem::take(&mut word));
        out.push(c);
    }
    out.push_str(&word);
    // A trailing comma in a list (`UInt<.., B0,>` where rustfmt broke the line) is not rustc's.
    out.replace(",>", ">").replace(",)", ")")
}

/// Step 0: what of the library part the program's build never instantiates
/// ([`MonoItems`]): free functions and inherent methods by name, and trait impls none of whose
/// methods is instantiated (with the exceptions of [`impl_candidate`]). The dead-code lint
/// cannot see these: a function a trait impl calls is "used" to it, and every trait impl is.
/// Some are still needed to type-check what stays (an impl that satisfies a bound, a `const
/// fn` evaluated at compile time): the compiler's errors name them and they come back.
fn unreached_candidates(text: &str, lib_start: usize, mono: &MonoItems) -> Result<Vec<Candidate>> {
    let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
    let mut out = Vec::new();
    let aliases = Aliases::of(text);
    collect_unreached(&file, &file.ast.items, lib_start, mono, &aliases, &mut out);
    expand_self_types(&file, &mut out);
    Ok(out)
}

fn collect_unreached(file: &crate::read::parse::SourceFile, items: &[syn::Item], lib_start: usize, mono: &MonoItems, aliases: &Aliases, out: &mut Vec<Candidate>) {
    let function = |range: Range<usize>, name: String, self_name: Option<String>| Candidate {
        removal: Removal { key: format!("fn {}@{}", name, range.start), ranges: vec![range] },
        trait_name: None,
        self_name,
        members: vec![name],
        trait_args: Vec::new(),
        type_level: false,
        self_expanded: None,
    };
    for item in items {
        match item {
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect_unreached(file, inner, lib_start, mono, aliases, out);
                }
            }
            syn::Item::Fn(f) => {
                let range = file.range(item.span());
                let name = f.sig.ident.to_string();
                if range.start >= lib_start && !mono.names.contains(&name) {
                    out.push(function(range, name, None));
                }
            }
            syn::Item::Impl(i) if i.trait_.is_none() => {
                if file.range(item.span()).start < lib_start {
                    continue;
                }
                let header = ImplMatch::of(i, aliases, None);
                for member in &i.items {
                    if let syn::ImplItem::Fn(f) = member {
                        let name = f.sig.ident.to_string();
                        if !header.method_may_run(mono, &name) {
                            out.push(function(file.range(f.span()), name, type_name(&i.self_ty)));
                        }
                    }
                }
            }
            syn::Item::Impl(i) => {
                if let Some(c) = impl_candidate(file.range(item.span()), i, lib_start, None) {
                    if !ImplMatch::of(i, aliases, None).any_may_run(mono) {
                        out.push(c);
                    }
                }
            }
            syn::Item::Const(konst) => {
                for (inner, i) in crate::base::syntax::anonymous_const_impls(konst) {
                    if let Some(c) = impl_candidate(file.range(inner.span()), i, lib_start, None).filter(|_| !ImplMatch::of(i, aliases, None).any_may_run(mono)) {
                        out.push(c);
                    }
                }
            }
            // A declaration the program never calls or reads: its symbol is in no build's IR.
            // libc is mostly these, and their signatures keep its types alive to the lint.
            syn::Item::ForeignMod(m) if file.range(item.span()).start >= lib_start => {
                for foreign in &m.items {
                    let (ident, attrs) = match foreign {
                        syn::ForeignItem::Fn(f) => (&f.sig.ident, &f.attrs),
                        syn::ForeignItem::Static(s) => (&s.ident, &s.attrs),
                        _ => continue,
                    };
                    let name = ident.to_string();
                    if !mono.foreign.contains(&name) && !link_names(attrs).iter().any(|n| mono.foreign.contains(n)) {
                        out.push(function(file.range(foreign.span()), name, None));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The symbols `#[link_name = ".."]` gives a foreign item instead of its own name.
fn link_names(attrs: &[syn::Attribute]) -> Vec<String> {
    attrs.iter().filter_map(|a| crate::read::library::string_attr(a, "link_name")).collect()
}


/// Every member of every library trait, with the same-named members of its impls
/// ([`crate::fit::measure`]'s trait-member removals).
fn member_candidates(text: &str, lib_start: usize) -> Result<Vec<Candidate>> {
    Ok(trait_member_removals(text, lib_start)?
        .into_iter()
        .map(|removal| {
            let member = removal.key.rsplit("::").next().unwrap_or("").to_string();
            Candidate { removal, trait_name: None, self_name: None, members: vec![member], trait_args: Vec::new(), type_level: false, self_expanded: None }
        })
        .collect())
}

/// Steps 0, 2 and 3: removes every candidate, then puts back what each error names until the
/// bundle compiles; the candidates that stayed out. On an error that names none of them the
/// type-level impls come back ([`unnamed_error_restores`]); on a second, or after
/// [`MAX_ROUNDS`], every candidate is put back.
fn restore_until_it_compiles(text: &mut String, candidates: Vec<Candidate>, rustc: &Rustc, compiles: &mut usize, needed: &mut BTreeSet<String>) -> Result<Vec<Candidate>> {
    let mut out: Vec<Candidate> = candidates.into_iter().map(|mut c| {
        c.removal.ranges = c.removal.ranges.iter().map(|r| widen(text, r.clone())).collect();
        c
    }).collect();
    // What an earlier search found the program needs is not tried again.
    out.retain(|c| !needed.contains(&removal_text(text, &c.removal)));
    // Parsed only when an error needs its call site, or names no candidate.
    let mut sites: Option<Sites> = None;
    let mut requirements: Option<Requirements> = None;
    // Whether the type-level impls were put back for an error that named nothing, and which.
    let mut type_level_back = false;
    let mut put_back: Vec<Candidate> = Vec::new();
    let mut put_back_keys: BTreeSet<String> = BTreeSet::new();
    for _ in 0..MAX_ROUNDS {
        if out.is_empty() && put_back.is_empty() {
            return Ok(Vec::new());
        }
        let removals: Vec<Removal> = out.iter().map(|c| c.removal.clone()).collect();
        let attempt = cut(text, &removals);
        let (ok, diagnostics) = compile(&attempt, rustc, compiles)?;
        trace(|| format!("restore round: {} candidates out, compiles: {}", out.len(), ok));
        if ok {
            if !put_back.is_empty() {
                let can_go = type_level_search(text, &out, std::mem::take(&mut put_back), rustc, compiles, needed)?;
                out.extend(can_go);
                let removals: Vec<Removal> = out.iter().map(|c| c.removal.clone()).collect();
                *text = cut(text, &removals);
            } else {
                *text = attempt;
            }
            return Ok(out);
        }
        let mut restore = BTreeSet::new();
        let type_level_back_before = type_level_back;
        let cuts = cut_ranges(&removals);
        for error in diagnostics.iter().filter(|d| d["level"].as_str() == Some("error")) {
            let mut words = words(error);
            if words.is_empty() {
                continue; // "aborting due to N previous errors"
            }
            if let Some((tier, found)) = restore_tier(&out, &words) {
                trace(|| format!("tier {} brings back {}: {}", tier, found.len(), error["message"].as_str().unwrap_or("")));
                // By the trait's or a member's name alone, on no type the error names (rustc
                // writes typenum's `U32` as `UInt<UInt<..>>`): bitmaps' 1024 `Bits` impls all
                // come back for the one a bound needs, so the type-level ones among them are
                // searched once it compiles.
                if tier >= COARSE_TIER {
                    put_back.extend(found.iter().filter(|&&k| out[k].type_level && !put_back_keys.contains(&out[k].removal.key)).map(|&k| out[k].clone()));
                    put_back_keys.extend(found.iter().map(|&k| out[k].removal.key.clone()));
                }
                restore.extend(found);
                continue;
            }
            // An error that names no removed impl: what the compiler chose instead of one shows
            // where it is used (`self.$method(&other)` in `forward_val_assign!(impl
            // BitAndAssign for BigInt, bitand_assign);`, with `impl BitAndAssign<&BigInt>` gone,
            // picks `BitAndAssign<BigInt>`: "expected `BigInt`, found `&BigInt`"), so the names
            // on the error's lines (through the macros it was expanded from) and in the
            // function or item at its outermost call site count too.
            let (mut lines, outermost) = primary_site(error);
            if sites.is_none() && outermost.is_some() {
                sites = Some(Sites::of(text)?);
            }
            if let Some(site) = outermost.map(|at| original_offset(&cuts, at)).and_then(|at| sites.as_ref().and_then(|s| s.enclosing(at))) {
                lines.push(text[site].to_string());
            }
            for line in &lines {
                collect_words(line, &mut words);
                // Operators name no trait in code: `u / -other` stands for `Div` and `Neg`.
                for (op, traits) in OPERATORS.iter().filter(|(op, _)| op.len() == 1 && !matches!(*op, "<" | ">" | "&" | "!")) {
                    if line.contains(&format!(" {} ", op)) || line.contains(&format!(" {}=", op)) {
                        words.extend(traits.iter().map(|t| t.to_string()));
                    }
                }
            }
            if requirements.is_none() {
                requirements = Some(Requirements::of(text)?);
            }
            let by_requirement = restore_for(&out, &words).or_else(|| requirements.as_ref().and_then(|r| r.restore_for(&out, &self::words(error), &words)));
            match by_requirement {
                Some(found) => restore.extend(found),
                // A missing impl without functions shows only where a projection through it
                // no longer normalizes, in words that are not its own (im-rc, with bitmaps'
                // `impl Bits for U32 { type Store = u32; }` gone: "the parameter type `K` may
                // not live long enough" on a `HashMap` iterator). Those impls come back
                // together, once, and the other candidates stay out.
                None => match unnamed_error_restores(&out, type_level_back_before) {
                    Some(type_level) => {
                        if !type_level_back {
                            trace(|| format!("names no candidate, the type-level impls put back: {}", error["rendered"].as_str().unwrap_or("")));
                            type_level_back = true;
                            put_back.extend(type_level.iter().filter(|&&k| !put_back_keys.contains(&out[k].removal.key)).map(|&k| out[k].clone()));
                            put_back_keys.extend(type_level.iter().map(|&k| out[k].removal.key.clone()));
                            restore.extend(type_level);
                        }
                    }
                    None => {
                        trace(|| format!("names no candidate, every one put back: {}", error["rendered"].as_str().unwrap_or("")));
                        return Ok(Vec::new());
                    }
                },
            }
        }
        if restore.is_empty() {
            return Ok(Vec::new());
        }
        // An invocation's impls come back together: its text holds them all.
        let units: BTreeSet<&str> = restore.iter().map(|&k| out[k].removal.key.as_str()).collect();
        let restore: BTreeSet<usize> = (0..out.len()).filter(|&k| restore.contains(&k) || units.contains(out[k].removal.key.as_str())).collect();
        out = out.into_iter().enumerate().filter(|(k, _)| !restore.contains(k)).map(|(_, c)| c).collect();
    }
    Ok(Vec::new())
}

/// The type-level impls `put_back` for an error that named none of them which the program can
/// do without after all, with the candidates `out` left out too: found by compiling, since no
/// error names them. Sorted by trait, then in source order, so that a trait's impls are
/// neighbours (bitmaps' 1024 `impl Bits for U<n>`, of which im-rc needs `U32` and `U64`): a
/// group goes when the bundle still compiles without it (with what already went), else each
/// half is tried, down to single impls; an impl that cannot go alone is recorded in `needed`
/// (by its text) and not tried again in a later round. With k impls needed of n, at most about
/// 2k·log2(n/k) compiles; im-rc's first search keeps 27 of 1,300 in about 150 (a 2 s check each
/// at that size).
///
/// Sound as the rest of the step: an impl is only left out while the bundle compiles without
/// it, and the caller checks the result with every compiler and fixture.
fn type_level_search(text: &str, out: &[Candidate], mut put_back: Vec<Candidate>, rustc: &Rustc, compiles: &mut usize, needed: &mut BTreeSet<String>) -> Result<Vec<Candidate>> {
    put_back.sort_by(|a, b| (&a.trait_name, a.removal.ranges[0].start).cmp(&(&b.trait_name, b.removal.ranges[0].start)));
    let base: Vec<Removal> = out.iter().map(|c| c.removal.clone()).collect();
    let mut gone: Vec<Candidate> = Vec::new();
    // Groups to try, the next on top; the whole set is known to fail, so its halves first.
    let mut groups: Vec<Vec<Candidate>> = Vec::new();
    let mid = put_back.len() / 2;
    let second = put_back.split_off(mid);
    groups.push(second);
    groups.push(put_back);
    let before = *compiles;
    while let Some(group) = groups.pop() {
        if group.is_empty() {
            continue;
        }
        let removals: Vec<Removal> = base.iter().cloned().chain(gone.iter().chain(group.iter()).map(|c| c.removal.clone())).collect();
        let (ok, diagnostics) = compile(&cut(text, &removals), rustc, compiles)?;
        if ok {
            gone.extend(group);
            continue;
        }
        // What the errors name by trait and type stays, and the rest of the group is tried
        // again without it.
        let mut named = BTreeSet::new();
        for error in diagnostics.iter().filter(|d| d["level"].as_str() == Some("error")) {
            let words = words(error);
            if let Some((tier, found)) = restore_tier(&group, &words) {
                // Only impls on a whole type the error names, through the aliases: a generic
                // impl's type (typenum's `UInt<U, B>`) is named by most of its errors.
                if tier < COARSE_TIER {
                    named.extend(found.into_iter().filter(|&k| group[k].self_expanded.as_ref().map_or(false, |t| words.contains(t))));
                }
            }
        }
        if !named.is_empty() && named.len() < group.len() {
            let (stay, rest): (Vec<_>, Vec<_>) = group.into_iter().enumerate().partition(|(k, _)| named.contains(k));
            needed.extend(stay.iter().map(|(_, c)| removal_text(text, &c.removal)));
            groups.push(rest.into_iter().map(|(_, c)| c).collect());
        } else if group.len() == 1 {
            needed.insert(removal_text(text, &group[0].removal));
        } else {
            let mut first = group;
            let second = first.split_off(first.len() / 2);
            groups.push(second);
            groups.push(first);
        }
    }
    trace(|| format!("type-level search: {} of the impls put back can go ({} compiles)", gone.len(), *compiles - before));
    Ok(gone)
}

/// The text a removal cuts, which stays the same while other removals shift the offsets.
fn removal_text(text: &str, removal: &Removal) -> String {
    removal.ranges.iter().filter(|r| r.end <= text.len()).map(|r| &text[r.clone()]).collect()
}

/// For an error that names no candidate: the type-level impls out ([`Candidate::type_level`]),
/// to put back together, the first time; `None` (every candidate back) once they were, or
/// when none is out.
fn unnamed_error_restores(out: &[Candidate], type_level_back: bool) -> Option<Vec<usize>> {
    let type_level: Vec<usize> = out.iter().enumerate().filter(|(_, c)| c.type_level).map(|(k, _)| k).collect();
    if type_level_back || type_level.is_empty() {
        None
    } else {
        Some(type_level)
    }
}

/// Step 0, second part: the body of every library function the program's build never
/// instantiates ([`MonoItems`]) that is still there, replaced by `unreachable!()`, and its
/// parameters' patterns by `_` (their names would be unused). What stays after the first part
/// is needed to type-check the program (a required method of an impl that satisfies a bound),
/// but nothing runs it; what only such bodies used is dead afterwards, for step 1.
///
/// Never replaced: `const fn`s (evaluated at compile time, where nothing is instantiated),
/// `async fn`s and functions returning `impl Trait` (the body decides the hidden type), and
/// bodies no longer than the replacement. A replacement an error names (by the function's
/// name) is undone; an error that names none undoes every one. How many stayed.
fn replace_unreached_bodies(text: &mut String, lib_start: usize, mono: &MonoItems, rustc: &Rustc, compiles: &mut usize) -> Result<usize> {
    let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
    let mut found = Vec::new();
    collect_bodies(&file, &file.ast.items, lib_start, mono, &Aliases::of(text), &mut found);
    for _ in 0..MAX_ROUNDS {
        if found.is_empty() {
            return Ok(0);
        }
        let attempt = crate::base::edit::apply(text, 0..text.len(), found.iter().flat_map(|b| b.edits.iter().cloned()).collect());
        let (ok, diagnostics) = compile(&attempt, rustc, compiles)?;
        trace(|| format!("bodies round: {} replaced, compiles: {}", found.len(), ok));
        if ok {
            *text = attempt;
            return Ok(found.len());
        }
        let mut words = BTreeSet::new();
        for error in diagnostics.iter().filter(|d| d["level"].as_str() == Some("error")) {
            words.extend(self::words(error));
            let (lines, _) = primary_site(error);
            for line in &lines {
                collect_words(line, &mut words);
            }
        }
        let before = found.len();
        found.retain(|b| !words.contains(&b.name));
        if found.len() == before {
            trace(|| "bodies: an error names no replaced function; every body put back".to_string());
            return Ok(0);
        }
    }
    Ok(0)
}

/// A function body to replace: its name, and the edits (the body, each parameter pattern).
struct Body {
    name: String,
    edits: Vec<crate::base::edit::Edit>,
}

fn collect_bodies(file: &crate::read::parse::SourceFile, items: &[syn::Item], lib_start: usize, mono: &MonoItems, aliases: &Aliases, out: &mut Vec<Body>) {
    let body_of = |sig: &syn::Signature, block: &syn::Block, reached: &dyn Fn(&str) -> bool| -> Option<Body> {
        let name = sig.ident.to_string();
        let body = file.range(block.span());
        let returns_impl = match &sig.output {
            syn::ReturnType::Type(_, ty) => quote::quote!(#ty).to_string().contains("impl "),
            syn::ReturnType::Default => false,
        };
        const REPLACEMENT: &str = "{ unreachable!() }";
        if body.start < lib_start || reached(&name) || sig.constness.is_some() || sig.asyncness.is_some() || returns_impl || body.end - body.start <= REPLACEMENT.len() {
            return None;
        }
        let mut edits = vec![crate::base::edit::Edit::replace(body, REPLACEMENT)];
        for input in &sig.inputs {
            match input {
                syn::FnArg::Typed(t) if !matches!(*t.pat, syn::Pat::Wild(_)) => edits.push(crate::base::edit::Edit::replace(file.range(t.pat.span()), "_")),
                // `mut self` by value: the `mut` would be unused.
                syn::FnArg::Receiver(r) if r.reference.is_none() => {
                    if let Some(m) = &r.mutability {
                        let at = file.range(m.span());
                        let end = at.end + file.text[at.end..].len() - file.text[at.end..].trim_start().len();
                        edits.push(crate::base::edit::Edit::remove(at.start..end));
                    }
                }
                _ => {}
            }
        }
        Some(Body { name, edits })
    };
    for item in items {
        match item {
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect_bodies(file, inner, lib_start, mono, aliases, out);
                }
            }
            syn::Item::Fn(f) => out.extend(body_of(&f.sig, &f.block, &|name| mono.names.contains(name))),
            syn::Item::Impl(i) => {
                let params: Vec<String> = i.generics.type_params().map(|p| p.ident.to_string()).collect();
                let self_name = type_name(&i.self_ty).filter(|n| !params.contains(n));
                let header = impl_candidate(file.range(item.span()), i, 0, None);
                let matching = ImplMatch::of(i, aliases, None);
                let reached = |name: &str| match (&i.trait_, &header) {
                    (None, _) => self_name.is_none() || matching.method_may_run(mono, name),
                    (Some(_), Some(_)) => matching.method_may_run(mono, name),
                    // Drop, Deref: by name only.
                    (Some(_), None) => mono.names.contains(name),
                };
                for member in &i.items {
                    if let syn::ImplItem::Fn(f) = member {
                        out.extend(body_of(&f.sig, &f.block, &reached));
                    }
                }
            }
            syn::Item::Trait(t) => {
                let owner = t.ident.to_string();
                for member in &t.items {
                    if let syn::TraitItem::Fn(syn::TraitItemFn { sig, default: Some(block), .. }) = member {
                        out.extend(body_of(sig, block, &|name| mono.has_owned(&owner, name)));
                    }
                }
            }
            _ => {}
        }
    }
}

/// With `BUNDLER_SHRINK_TRACE` set, the step's progress on stderr (why it gave up, mostly); set
/// to a folder, the text each run starts from is written there too.
fn trace(line: impl FnOnce() -> String) {
    if std::env::var_os("BUNDLER_SHRINK_TRACE").is_some() {
        eprintln!("compile-shrink: {}", line());
    }
}

/// What each trait of a text asks of the types that implement it: the traits its impls' bounds
/// and where clauses name, and its own supertraits, by last path segment. An error "the trait
/// bound `ReadOnly<[T; N]>: MutationCompatible<..>` is not satisfied" names only the trait it
/// was asked for when more than one impl could have applied (zerocopy's blanket impls, each
/// conditioned on other traits): the impl that is missing is one that a bound of those impls
/// needs, so it is looked for among their traits, one level deeper at a time.
struct Requirements(std::collections::BTreeMap<String, BTreeSet<String>>);

impl Requirements {
    /// The most levels of requirements followed from the traits an error names.
    const DEPTH: usize = 3;

    fn of(text: &str) -> Result<Requirements> {
        let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
        let mut out = std::collections::BTreeMap::new();
        fn bounds<'a>(bounds: impl Iterator<Item = &'a syn::TypeParamBound>, into: &mut BTreeSet<String>) {
            for bound in bounds {
                if let syn::TypeParamBound::Trait(t) = bound {
                    if let Some(last) = t.path.segments.last() {
                        into.insert(last.ident.to_string());
                    }
                }
            }
        }
        fn generics(g: &syn::Generics, into: &mut BTreeSet<String>) {
            for param in &g.params {
                if let syn::GenericParam::Type(t) = param {
                    bounds(t.bounds.iter(), into);
                }
            }
            for predicate in g.where_clause.iter().flat_map(|w| w.predicates.iter()) {
                if let syn::WherePredicate::Type(t) = predicate {
                    bounds(t.bounds.iter(), into);
                }
            }
        }
        fn walk(items: &[syn::Item], out: &mut std::collections::BTreeMap<String, BTreeSet<String>>) {
            for item in items {
                match item {
                    syn::Item::Mod(m) => walk(m.content.as_ref().map_or(&[][..], |(_, inner)| inner), out),
                    syn::Item::Const(c) => {
                        let inner: Vec<syn::Item> = crate::base::syntax::anonymous_const_items(c).into_iter().cloned().collect();
                        walk(&inner, out);
                    }
                    syn::Item::Impl(i) => {
                        if let Some(name) = i.trait_.as_ref().and_then(|(_, p, _)| p.segments.last()) {
                            generics(&i.generics, out.entry(name.ident.to_string()).or_default());
                        }
                    }
                    syn::Item::Trait(t) => {
                        let into = out.entry(t.ident.to_string()).or_default();
                        bounds(t.supertraits.iter(), into);
                        generics(&t.generics, into);
                    }
                    _ => {}
                }
            }
        }
        walk(&file.ast.items, &mut out);
        for (name, required) in out.iter_mut() {
            required.remove(name);
        }
        Ok(Requirements(out))
    }

    /// For an error that names no candidate: [`restore_for`] with the traits that the traits
    /// the error's own words name require, level by level, with `words` (the error's and its
    /// sites') for the types when the error's own name none. `None` when no level names one.
    fn restore_for(&self, candidates: &[Candidate], named: &BTreeSet<String>, words: &BTreeSet<String>) -> Option<Vec<usize>> {
        let mut traits: BTreeSet<String> = named.iter().filter(|w| self.0.contains_key(*w)).cloned().collect();
        let mut seen = traits.clone();
        for _ in 0..Self::DEPTH {
            let next: BTreeSet<String> = traits.iter().flat_map(|t| self.0.get(t).into_iter().flatten()).filter(|t| !seen.contains(*t)).cloned().collect();
            if next.is_empty() {
                return None;
            }
            // The types the error itself names first, then those of its sites' lines.
            for types in [named, words] {
                let with: BTreeSet<String> = types.iter().chain(next.iter()).cloned().collect();
                if let Some((tier, found)) = restore_tier(candidates, &with) {
                    let found: Vec<usize> = found.into_iter().filter(|&k| candidates[k].trait_name.as_ref().map_or(false, |t| next.contains(t))).collect();
                    if !found.is_empty() && tier < COARSE_TIER {
                        return Some(found);
                    }
                }
            }
            seen.extend(next.iter().cloned());
            traits = next;
        }
        None
    }
}

/// The byte ranges of every function and every item of a text (free functions, impl and trait
/// members, impls, macro invocations, ...; inside inline modules, not the modules themselves),
/// sorted by start.
struct Sites(Vec<Range<usize>>);

impl Sites {
    fn of(text: &str) -> Result<Sites> {
        let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string())?;
        let mut out = Vec::new();
        fn walk(file: &crate::read::parse::SourceFile, items: &[syn::Item], out: &mut Vec<Range<usize>>) {
            for item in items {
                match item {
                    syn::Item::Mod(m) => {
                        if let Some((_, inner)) = &m.content {
                            walk(file, inner, out);
                        }
                        continue;
                    }
                    syn::Item::Impl(i) => {
                        out.extend(i.items.iter().filter_map(|m| match m {
                            syn::ImplItem::Fn(f) => Some(file.range(f.span())),
                            _ => None,
                        }));
                    }
                    syn::Item::Trait(t) => {
                        out.extend(t.items.iter().filter_map(|m| match m {
                            syn::TraitItem::Fn(f) if f.default.is_some() => Some(file.range(f.span())),
                            _ => None,
                        }));
                    }
                    _ => {}
                }
                out.push(file.range(item.span()));
            }
        }
        walk(&file, &file.ast.items, &mut out);
        out.sort_by_key(|r| r.start);
        Ok(Sites(out))
    }

    /// The innermost function or item whose text holds byte `at`.
    fn enclosing(&self, at: usize) -> Option<Range<usize>> {
        self.0.iter().filter(|r| r.start <= at && at < r.end).min_by_key(|r| r.end - r.start).cloned()
    }
}

/// Where byte `at` of the text after `cuts` was in the text before them.
fn original_offset(cuts: &[Range<usize>], at: usize) -> usize {
    let mut original = at;
    for r in cuts {
        if r.start <= original {
            original += r.end - r.start;
        } else {
            break;
        }
    }
    original
}

/// An error's primary span: the source lines it and each macro call site it was expanded from
/// cover, and the byte offset (in the compiled text) of the outermost call site.
fn primary_site(diagnostic: &serde_json::Value) -> (Vec<String>, Option<usize>) {
    let mut lines = Vec::new();
    let Some(mut span) = diagnostic["spans"].as_array().and_then(|spans| spans.iter().find(|s| s["is_primary"].as_bool() == Some(true))) else {
        return (lines, None);
    };
    loop {
        for line in span["text"].as_array().into_iter().flatten() {
            if let Some(t) = line["text"].as_str() {
                lines.push(t.to_string());
            }
        }
        match span["expansion"]["span"].as_object() {
            Some(call) if !call.is_empty() => span = &span["expansion"]["span"],
            _ => break,
        }
    }
    (lines, span["byte_start"].as_u64().map(|b| b as usize))
}

/// Which of the removed `candidates` an error whose text holds `words` asks back, by index:
/// the impls of a trait it names with generic arguments it all names (`MulAssign<u32>`) on a
/// type it names; else the impls of a trait it names on a type it names (or on a generic or
/// unnamed type); else
/// the candidates holding a member it names, on a type it names (or any, for trait members);
/// else every impl of a trait it names. `None`: it names none of them.
fn restore_for(candidates: &[Candidate], words: &BTreeSet<String>) -> Option<Vec<usize>> {
    restore_tier(candidates, words).map(|(_, found)| found)
}

/// The first of [`restore_for`]'s tiers that names a candidate: from here on a restore names no
/// type of the impl.
const COARSE_TIER: usize = 3;

/// [`restore_for`], with the tier (0 to 4) that found them.
fn restore_tier(candidates: &[Candidate], words: &BTreeSet<String>) -> Option<(usize, Vec<usize>)> {
    let self_named = |c: &Candidate| c.self_name.as_ref().map_or(true, |s| words.contains(s)) || c.self_expanded.as_ref().map_or(false, |s| words.contains(s));
    let tiers: [&dyn Fn(&Candidate) -> bool; 5] = [
        &|c| !c.trait_args.is_empty() && c.trait_name.as_ref().map_or(false, |t| words.contains(t)) && self_named(c) && c.trait_args.iter().all(|a| words.contains(a)),
        &|c| c.trait_name.as_ref().map_or(false, |t| words.contains(t)) && self_named(c),
        &|c| c.members.iter().any(|m| words.contains(m)) && (c.trait_name.is_none() || self_named(c)),
        &|c| c.trait_name.as_ref().map_or(false, |t| words.contains(t)),
        &|c| c.members.iter().any(|m| words.contains(m)),
    ];
    for (k, tier) in tiers.iter().enumerate() {
        let found: Vec<usize> = candidates.iter().enumerate().filter(|(_, c)| tier(c)).map(|(k, _)| k).collect();
        if !found.is_empty() {
            return Some((k, found));
        }
    }
    None
}

/// The identifiers an error's message, labels and notes hold (not its source snippets, which
/// in a minified bundle are whole library lines), plus the operator traits an operator it
/// names in backquotes stands for (`+` -> `Add`, `AddAssign`), and those of rustc's operator
/// phrases ("cannot add"); `{integer}` names `i32` and `{float}` `f64`.
fn words(diagnostic: &serde_json::Value) -> BTreeSet<String> {
    let mut texts = Vec::new();
    gather(diagnostic, &mut texts);
    let mut out = BTreeSet::new();
    for text in &texts {
        collect_words(text, &mut out);
        for (op, traits) in OPERATORS {
            let quoted = format!("`{}`", op);
            if text.contains(&quoted) || text.contains(&format!("`{}=`", op)) {
                out.extend(traits.iter().map(|t| t.to_string()));
            }
        }
        // A type, whole, to match an impl's self type through the aliases (`self_expanded`):
        // "the trait `Bits` is not implemented for `UInt<UInt<UTerm, B1>, B0>`", or the bound
        // "`UInt<..>: Bits`".
        for quoted in text.split('`').skip(1).step_by(2) {
            if quoted.contains('<') && !quoted.contains("...") {
                out.insert(type_word(quoted));
                if let Some((ty, _)) = quoted.rsplit_once(": ") {
                    out.insert(type_word(ty));
                }
            }
        }
        // A type too long to show is written to a file, one per line, and its bound as
        // "`type`: Trait".
        if let Some(path) = text.split_once("has been written to '").and_then(|(_, rest)| rest.split_once('\'')).map(|(path, _)| path) {
            for line in std::fs::read_to_string(path).unwrap_or_default().lines() {
                out.insert(type_word(line));
                if let Some((ty, _)) = line.rsplit_once(": ") {
                    out.insert(type_word(ty));
                }
            }
        }
        // E0369 quotes the whole expression: "no implementation for `&BigInt << {integer}`".
        for quoted in text.split('`').skip(1).step_by(2) {
            for token in quoted.split_whitespace() {
                let token = token.strip_suffix('=').filter(|t| !t.is_empty() && !matches!(*t, "=" | "!" | "<" | ">")).unwrap_or(token);
                if let Some((_, traits)) = OPERATORS.iter().find(|(op, _)| *op == token) {
                    out.extend(traits.iter().map(|t| t.to_string()));
                }
            }
        }
        // An unsuffixed literal's type: what rustc falls back to when several impls would do,
        // so that with only the fallback's impl back the literal keeps its type (with only
        // another type's impl left, inference would settle on that one instead).
        if text.contains("{integer}") {
            out.insert("i32".to_string());
        }
        if text.contains("{float}") {
            out.insert("f64".to_string());
        }
        for (phrase, traits) in PHRASES {
            if text.contains(phrase) {
                out.extend(traits.iter().map(|t| t.to_string()));
            }
        }
    }
    if texts.iter().all(|t| t.starts_with("aborting due to") || t.contains("For more information")) {
        out.clear();
    }
    out
}

fn gather(diagnostic: &serde_json::Value, texts: &mut Vec<String>) {
    if let Some(m) = diagnostic["message"].as_str() {
        texts.push(m.to_string());
    }
    for span in diagnostic["spans"].as_array().into_iter().flatten() {
        if let Some(l) = span["label"].as_str() {
            texts.push(l.to_string());
        }
        if let Some(r) = span["suggested_replacement"].as_str() {
            texts.push(r.to_string());
        }
    }
    for child in diagnostic["children"].as_array().into_iter().flatten() {
        gather(child, texts);
    }
}

/// Operators as rustc quotes them, and the traits behind each (E0369, E0368, E0600).
const OPERATORS: [(&str, &[&str]); 17] = [
    ("+", &["Add", "AddAssign"]),
    ("-", &["Sub", "SubAssign", "Neg"]),
    ("*", &["Mul", "MulAssign"]),
    ("/", &["Div", "DivAssign"]),
    ("%", &["Rem", "RemAssign"]),
    ("&", &["BitAnd", "BitAndAssign"]),
    ("|", &["BitOr", "BitOrAssign"]),
    ("^", &["BitXor", "BitXorAssign"]),
    ("<<", &["Shl", "ShlAssign"]),
    (">>", &["Shr", "ShrAssign"]),
    ("!", &["Not"]),
    ("==", &["PartialEq"]),
    ("!=", &["PartialEq"]),
    ("<", &["PartialOrd", "Ord"]),
    (">", &["PartialOrd", "Ord"]),
    ("<=", &["PartialOrd", "Ord"]),
    (">=", &["PartialOrd", "Ord"]),
];

/// rustc's phrases for operator errors (E0277's "cannot add `A` to `B`").
const PHRASES: [(&str, &[&str]); 9] = [
    ("cannot add", &["Add", "AddAssign"]),
    ("cannot subtract", &["Sub", "SubAssign"]),
    ("cannot multiply", &["Mul", "MulAssign"]),
    ("cannot divide", &["Div", "DivAssign"]),
    ("remainder", &["Rem", "RemAssign"]),
    ("cannot index", &["Index", "IndexMut"]),
    ("cannot compare", &["PartialEq", "PartialOrd", "Ord", "Eq"]),
    ("cannot apply unary operator", &["Neg", "Not"]),
    ("is not an iterator", &["Iterator", "IntoIterator"]),
];

/// [`prune`], cached under `root`'s [`CACHE_DIR`] by the text, the edition and the stable
/// compiler's `version`. A cached "nothing can go" is `None` too.
///
/// `stop`: another thread no longer wants the outcome; the step ends with an error at its next
/// compile, and nothing is cached.
pub fn prune_cached(root: &Path, source: &str, edition: &str, version: &str, by_instantiation: bool, stop: Option<&std::sync::atomic::AtomicBool>) -> Result<Option<Pruned>> {
    let entry = cache_entry(root, &[VERSION, if by_instantiation { "instantiation" } else { "lints" }, edition, version, source]);
    if let Some(v) = entry.read() {
        if v["pruned"].is_null() {
            return Ok(None);
        }
        let n = |k: &str| v["pruned"][k].as_u64().unwrap_or(0) as usize;
        if let Some(text) = v["text"].as_str().filter(|t| t.len() == n("bytes")) {
            // The compiles the step took when it ran, not 0: the count is in the bundle's
            // header, which must not depend on whether the outcome came from the cache.
            return Ok(Some(Pruned { source: text.to_string(), items: n("items"), impls: n("impls"), members: n("members"), functions: n("functions"), bodies: n("bodies"), compiles: n("compiles"), lean_headers: n("lean_headers") }));
        }
    }
    let work = scratch_folder(root)?;
    let pruned = prune_stoppable(source, edition, work.path(), by_instantiation, stop)?;
    entry.write(&match &pruned {
        None => serde_json::json!({ "pruned": null }),
        // The whole text, not the ranges removed: replaced bodies are edits, and ranges could
        // not carry them (an outcome with a body replaced was never found again).
        Some(p) => serde_json::json!({ "text": p.source, "pruned": { "bytes": p.source.len(), "items": p.items, "impls": p.impls, "members": p.members, "functions": p.functions, "bodies": p.bodies, "compiles": p.compiles, "lean_headers": p.lean_headers } }),
    });
    Ok(pruned)
}

/// Whether `after` runs the same code as `before` ([`crate::fit::same_code`]: every body of
/// `after`'s MIR that may run is one of `before`'s), cached like [`prune_cached`]: the
/// difference found (a MIR signature line), or `None` when it is the same.
pub fn differs_cached(root: &Path, before: &str, after: &str, edition: &str, version: &str) -> Result<Option<String>> {
    use crate::fit::same_code::Verdict;
    let entry = cache_entry(root, &[VERSION, crate::fit::same_code::VERSION, "same-code", edition, version, before, after]);
    if let Some(dir) = std::env::var_os("BUNDLER_SHRINK_TRACE").filter(|d| Path::new(d).is_dir()) {
        let _ = std::fs::write(Path::new(&dir).join(format!("same-before-{}.rs", before.len())), before);
        let _ = std::fs::write(Path::new(&dir).join(format!("same-after-{}.rs", after.len())), after);
    }
    if let Some(v) = entry.read() {
        return Ok(v["differs"].as_str().map(str::to_string));
    }
    let work = scratch_folder(root)?;
    let rustc = Rustc { scratch: work.path(), edition, force_warn: false, compilers_recorded: true, stop: None };
    let differs = match crate::fit::same_code::compare(before, after, &rustc, &mut 0)? {
        Verdict::Same => None,
        Verdict::Differs(signature) => Some(signature),
        Verdict::Unknown => Some("one of the two does not build to MIR".to_string()),
    };
    trace(|| format!("same code: {}", differs.as_deref().unwrap_or("yes")));
    entry.write(&serde_json::json!({ "differs": differs }));
    Ok(differs)
}

/// The least the library part of `source` (a bundle whose library starts at
/// [`crate::write::shrink::LIBRARY_START`]) can shrink to ([`crate::fit::floor`]), from one
/// build of it; cached like [`prune_cached`]. `None` when it has no library part or does not
/// build.
pub fn floor_cached(root: &Path, source: &str, edition: &str, version: &str) -> Result<Option<crate::fit::floor::Floor>> {
    let entry = cache_entry(root, &[VERSION, "floor", edition, version, source]);
    if let Some(v) = entry.read() {
        if v["floor"].is_null() {
            return Ok(None);
        }
        let n = |k: &str| v["floor"][k].as_u64().unwrap_or(0) as usize;
        let largest = v["floor"]["largest"].as_array().into_iter().flatten().filter_map(|x| Some((x[0].as_str()?.to_string(), x[1].as_u64()? as usize))).collect();
        return Ok(Some(crate::fit::floor::Floor { chars: n("chars"), items: n("items"), largest }));
    }
    let Some(lib_start) = source.find(crate::write::shrink::LIBRARY_START) else { return Ok(None) };
    let work = scratch_folder(root)?;
    let rustc = Rustc { scratch: work.path(), edition, force_warn: true, compilers_recorded: true, stop: None };
    let mut compiles = 0;
    let floor = MonoItems::of(source, &rustc, &mut compiles)?.and_then(|mono| crate::fit::floor::of(source, lib_start, &mono));
    trace(|| floor.as_ref().map_or("floor: none (the bundle does not build)".to_string(), |f| format!("floor: {}", f.describe())));
    entry.write(&match &floor {
        None => serde_json::json!({ "floor": null }),
        Some(f) => serde_json::json!({ "floor": { "chars": f.chars, "items": f.items, "largest": f.largest } }),
    });
    Ok(floor)
}

/// One scratch folder per call: bundles made on parallel threads of one process (the test
/// suite's workers) must not compile in each other's folder.
fn scratch_folder(root: &Path) -> Result<crate::base::scratch::Folder> {
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    crate::base::scratch::Folder::create(root, &format!("compile-shrink-{}-{}", std::process::id(), call))
        .map_err(|e| Error::new(format!("cannot create a scratch folder under {}: {}", root.join(crate::base::scratch::CHECK_DIR).display(), e)))
}

/// An outcome's file in `root`'s [`CACHE_DIR`], named by the digest of what decides it.
struct CacheEntry {
    dir: std::path::PathBuf,
    digest: String,
}

fn cache_entry(root: &Path, parts: &[&str]) -> CacheEntry {
    use sha2::{Digest, Sha256};
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part.as_bytes());
        hasher.update([0u8]);
    }
    CacheEntry { dir: root.join(CACHE_DIR), digest: hasher.finalize().iter().map(|b| format!("{:02x}", b)).collect() }
}

impl CacheEntry {
    fn path(&self) -> std::path::PathBuf {
        self.dir.join(format!("{}.json", self.digest))
    }

    fn read(&self) -> Option<serde_json::Value> {
        std::fs::read_to_string(self.path()).ok().and_then(|t| serde_json::from_str(&t).ok())
    }

    fn write(&self, value: &serde_json::Value) {
        static WRITES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let write = WRITES.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        if std::fs::create_dir_all(&self.dir).is_ok() {
            // Written aside and renamed, so that a parallel run never reads half a file.
            let tmp = self.dir.join(format!(".{}.tmp-{}-{}", self.digest, std::process::id(), write));
            if std::fs::write(&tmp, value.to_string()).is_ok() && std::fs::rename(&tmp, self.path()).is_err() {
                let _ = std::fs::remove_file(&tmp);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_level_impls_are_told_apart_and_come_back_first_for_an_error_naming_nothing() {
        let text = "fn main() {}
pub trait Bits { type Store; }
pub struct U17;
impl Bits for U17 { type Store = u32; }
pub struct UInt<U>(U);
impl<U> std::ops::Shl<U17> for UInt<U> { type Output = UInt<UInt<U>>; fn shl(self, _: U17) -> Self::Output { unreachable!() } }
pub trait Marker {}
impl Marker for U17 {}
impl Clone for U17 { fn clone(&self) -> U17 { U17 } }
";
        let out = impl_candidates(text, text.find("pub trait").unwrap()).unwrap();
        let kinds: Vec<(&str, bool)> = out.iter().map(|c| (c.trait_name.as_deref().unwrap(), c.type_level)).collect();
        assert_eq!(kinds, [("Bits", true), ("Shl", true), ("Marker", true), ("Clone", false)]);
        assert_eq!(unnamed_error_restores(&out, false), Some(vec![0, 1, 2]), "the type-level impls first");
        assert_eq!(unnamed_error_restores(&out, true), None, "then every one");
        assert_eq!(unnamed_error_restores(&out[3..], false), None, "none type-level: every one");
    }

    /// A bundle whose library has operator impls on primitives: `usize + Num` is needed only
    /// because `str::len` returns `usize`, `i32 + Num` only because the literal `1` defaults to
    /// `i32`; `u8 + Num` and `Num * Num` nothing needs; `Guard`'s `Drop` nothing names.
    const LIBRARY: &str = "use std::ops::{Add, Mul};
pub struct Num(pub u64);
impl Add<Num> for usize {
    type Output = Num;
    fn add(self, n: Num) -> Num { Num(self as u64 + n.0) }
}
impl Add<Num> for i32 {
    type Output = Num;
    fn add(self, n: Num) -> Num { Num(self as u64 + n.0 + 100) }
}
impl Add<Num> for u8 {
    type Output = Num;
    fn add(self, n: Num) -> Num { Num(self as u64 + n.0 + 1000) }
}
impl Mul for Num {
    type Output = Num;
    fn mul(self, n: Num) -> Num { Num(self.0 * n.0) }
}
pub struct Guard;
impl Drop for Guard {
    fn drop(&mut self) { println!(\"dropped\"); }
}
pub fn unused() -> Num { Num(7) * Num(6) }
";

    fn bundle() -> String {
        format!(
            "// header\nfn main() {{\n    let _g = solver_core::Guard;\n    let a = \"ab\".len() + solver_core::Num(1);\n    let b: solver_core::Num = 1 + solver_core::Num(2);\n    println!(\"{{}} {{}}\", a.0, b.0);\n}}\n{}solver_core {{\n{}}}\n",
            crate::write::shrink::LIBRARY_START.trim_start_matches('\n').to_string() + ", unused_imports, unused_macros)]\nmod ",
            LIBRARY
        )
    }

    #[test]
    fn an_unneeded_operator_impl_goes_and_impls_a_literal_or_std_return_type_needs_stay_with_drop() {
        let source = bundle();
        assert!(source.contains("\n#[allow(dead_code, unused_imports, unused_macros)]\nmod solver_core {"), "{}", source);
        let work = std::env::temp_dir().join(format!("bundler-compile-shrink-{}", std::process::id()));
        let pruned = prune(&source, "2021", &work).unwrap().expect("something can go");
        let _ = std::fs::remove_dir_all(&work);
        let text = &pruned.source;
        assert!(text.contains("impl Add<Num> for usize") && text.contains("impl Add<Num> for i32"), "a needed impl went:\n{}", text);
        assert!(text.contains("impl Drop for Guard"), "the Drop impl went:\n{}", text);
        assert!(!text.contains("for u8") && !text.contains("impl Mul for Num") && !text.contains("fn unused"), "unneeded code stayed:\n{}", text);
        assert!(pruned.impls >= 1 && pruned.items >= 1 && pruned.compiles >= 3, "{:?}", pruned);
        assert!(text.starts_with("// header\nfn main() {\n    let _g = solver_core::Guard;\n"), "the problem's code changed:\n{}", text);
    }

    /// A bundle of `main` (one line of the problem's code) and `library` as module
    /// `solver_core`, after the library marker.
    fn bundle_with(main: &str, library: &str) -> String {
        format!("{}\n{}, unused_imports, unused_macros)]\nmod solver_core {{\n{}}}\n", main, crate::write::shrink::LIBRARY_START.trim_start_matches('\n'), library)
    }

    /// A dead trait that a `pub use` re-exports (rustc does not report that import unused while
    /// another re-exports it again) and that a group import names beside a live name (used by a
    /// dead struct, so not reported either): the trait goes with its imports instead of staying
    /// because they no longer resolve without it.
    #[test]
    fn a_dead_item_goes_with_the_imports_that_name_it() {
        let library = "pub mod ops {\n    pub trait Inv { fn inv(self) -> Self; }\n    pub fn used() -> u8 { 7 }\n}\npub use self::ops::Inv;\npub mod prelude {\n    pub use super::Inv;\n}\npub mod user {\n    use super::ops::{used, Inv};\n    pub fn twice() -> u8 { used() * 2 }\n    pub struct Dead<T: Inv>(T);\n}\n";
        let source = bundle_with("fn main() { println!(\"{}\", solver_core::user::twice()); }", library);
        let work = std::env::temp_dir().join(format!("bundler-compile-shrink-imports-{}", std::process::id()));
        let pruned = prune(&source, "2021", &work).unwrap().expect("something can go");
        let _ = std::fs::remove_dir_all(&work);
        let text = &pruned.source;
        assert!(!text.contains("Inv") && !text.contains("Dead"), "the dead trait or what names it stayed:\n{}", text);
        assert!(text.contains("use super::ops::{used, }") && text.contains("fn twice"), "the live part went:\n{}", text);
    }

    /// Items a macro invocation defines by names its input gives: the invocation of a dead
    /// struct goes (with the macro, dead then); the one that writes a used method beside a
    /// dead one comes back, since the errors without it name the used one.
    #[test]
    fn an_invocation_whose_item_is_dead_goes_and_one_that_defines_more_stays() {
        let library = "macro_rules! s {\n    ($(pub struct $i:ident { $(pub $f:ident: $t:ty,)* })*) => ($(pub struct $i { $(pub $f: $t,)* })*);\n}\nmacro_rules! methods {\n    ($t:ident: $($m:ident = $v:expr),*) => { impl $t { $(pub fn $m(&self) -> u8 { $v })* } };\n}\ns! { pub struct Used { pub a: u8, } }\ns! { pub struct Gone { pub b: u16, } }\nmethods! { Used: get = 7, never = 9 }\npub fn make() -> Used { Used { a: 1 } }\n";
        let source = bundle_with("fn main() { let u = solver_core::make(); println!(\"{}\", u.a + u.get()); }", library);
        let work = std::env::temp_dir().join(format!("bundler-compile-shrink-invocations-{}", std::process::id()));
        let pruned = prune_with(&source, "2021", &work, false).unwrap().expect("something can go");
        let _ = std::fs::remove_dir_all(&work);
        let text = &pruned.source;
        assert!(!text.contains("Gone"), "the dead struct's invocation stayed:\n{}", text);
        assert!(text.contains("s! { pub struct Used") && text.contains("methods! { Used: get = 7, never = 9 }"), "a used invocation went:\n{}", text);
    }

    /// Two blanket impls of a trait, each on its own condition: without the impl a condition
    /// needs, rustc names only the trait it was asked for ("`Foo: Compatible<_>` is not
    /// satisfied"), so the impl comes back through what `Compatible`'s impls require, for the
    /// type the error names, and the other `Marker` impl stays out (before, the error named no
    /// candidate and every impl came back).
    #[test]
    fn an_impl_a_blanket_impls_bound_needs_comes_back_through_the_trait_the_error_names() {
        let library = "pub trait Marker { fn mark(&self) -> u8; }\npub trait Other { fn other(&self) -> u8; }\npub trait Compatible<M> {}\npub struct A;\npub struct B;\nimpl<T: Marker> Compatible<A> for T {}\nimpl<T> Compatible<B> for T where T: Other {}\npub fn need<M, T: Compatible<M>>(t: T) -> T { t }\npub struct Foo;\npub struct Bar(pub u8);\nimpl Marker for Foo { fn mark(&self) -> u8 { 1 } }\nimpl Marker for Bar { fn mark(&self) -> u8 { self.0 } }\n";
        let source = bundle_with("fn main() { let _ = solver_core::need(solver_core::Foo); println!(\"{}\", solver_core::Bar(3).0); }", library);
        let work = std::env::temp_dir().join(format!("bundler-compile-shrink-requirements-{}", std::process::id()));
        let pruned = prune_with(&source, "2021", &work, false).unwrap().expect("something can go");
        let _ = std::fs::remove_dir_all(&work);
        let text = &pruned.source;
        assert!(text.contains("impl Marker for Foo") && text.contains("impl<T: Marker> Compatible<A> for T"), "a needed impl went:\n{}", text);
        assert!(!text.contains("impl Marker for Bar"), "the impl no bound needs stayed:\n{}", text);
    }

    /// Type-level numbers as bitmaps and typenum write them: a trait implemented for every
    /// alias, where rustc names the type it misses only as `S<S<S<Z>>>`. The impl the program
    /// needs comes back through the aliases, and the others stay out (before, an error naming
    /// the trait but none of the aliases put back all nine).
    #[test]
    fn an_impl_on_an_alias_comes_back_for_the_type_rustc_spells_out() {
        let mut library = String::from("pub mod num {\n    pub struct Z;\n    pub struct S<T>(T);\n    pub type N0 = Z;\n");
        for n in 1..10 {
            library.push_str(&format!("    pub type N{} = S<N{}>;\n", n, n - 1));
        }
        library.push_str("}\npub mod width {\n    use super::num::*;\n    pub trait Width { type Store: Default + std::fmt::Debug; }\n");
        for n in 0..10 {
            library.push_str(&format!("    impl Width for N{} {{ type Store = [u8; {}]; }}\n", n, n));
        }
        library.push_str("    pub struct Bits<W: Width>(pub W::Store);\n    pub fn make() -> Bits<N3> { Bits(Default::default()) }\n}\n");
        let source = bundle_with("fn main() { println!(\"{:?}\", solver_core::width::make().0); }", &library);
        let work = std::env::temp_dir().join(format!("bundler-compile-shrink-aliases-{}", std::process::id()));
        let pruned = prune(&source, "2021", &work).unwrap().expect("something can go");
        let _ = std::fs::remove_dir_all(&work);
        let text = &pruned.source;
        assert!(text.contains("impl Width for N3 "), "the needed impl went:\n{}", text);
        assert_eq!(text.matches("impl Width for").count(), 1, "unneeded impls stayed:\n{}", text);
    }

    #[test]
    fn a_lean_header_names_only_the_deny_by_default_lints_its_module_raises_and_still_compiles() {
        let header = crate::write::emit::LIBRARY_LINTS;
        // `a` has a literal out of range (overflowing_literals, deny by default); `b` is clean.
        let source = format!(
            "fn main() {{ println!(\"{{}} {{}}\", a::f(), b::g()); }}\n\n{h}\nmod a {{\npub fn f() -> u8 {{ 256 }}\n}}\n\n{h}\nmod b {{\npub fn g() -> u8 {{ 2 }}\n}}\n",
            h = header
        );
        let work = std::env::temp_dir().join(format!("bundler-compile-shrink-lean-{}", std::process::id()));
        std::fs::create_dir_all(&work).unwrap();
        let rustc = Rustc { scratch: &work, edition: "2021", force_warn: true, compilers_recorded: true, stop: None };
        let mut text = source.clone();
        let changed = lean_headers(&mut text, &rustc, &mut 0).unwrap();
        assert_eq!(changed, 2, "{}", text);
        let headers: Vec<String> = crate::write::emit::library_headers(&text).into_iter().map(|(r, _)| text[r].to_string()).collect();
        assert!(headers[0].contains("overflowing_literals") && !headers[0].contains("deref_nullptr"), "{}", headers[0]);
        assert!(!headers[1].contains("overflowing_literals") && headers[1].contains("warnings, future_incompatible"), "{}", headers[1]);
        // What a type-check cannot show stays named in both.
        assert!(headers.iter().all(|h| h.contains("arithmetic_overflow") && h.contains("unconditional_panic")), "{:?}", headers);
        assert!(text.len() < source.len() - 2 * 400, "{}", text.len());
        // Built without lints capped, as a judge builds: the lean text builds; with `a`'s lint
        // also gone from its header, it does not (the test can fail).
        let build = |t: &str| {
            std::fs::write(work.join("lean.rs"), t).unwrap();
            std::process::Command::new("rustc").args(["--edition", "2021", "-o"]).arg(work.join("lean")).arg(work.join("lean.rs")).output().unwrap().status.success()
        };
        assert!(build(&text));
        assert!(!build(&text.replacen(", overflowing_literals", "", 1)));
        let _ = std::fs::remove_dir_all(&work);
    }

    /// The search among impls put back without a name: of three, the one the program needs
    /// stays, found by compiling, and the two others can go.
    #[test]
    fn the_type_level_search_keeps_only_what_the_program_needs() {
        let library = "pub trait Unit { const ONE: u32; }\nimpl Unit for u8 { const ONE: u32 = 1; }\nimpl Unit for u16 { const ONE: u32 = 2; }\nimpl Unit for u32 { const ONE: u32 = 3; }\npub fn one<T: Unit>() -> u32 { T::ONE }\n";
        let source = bundle_with("fn main() { println!(\"{}\", solver_core::one::<u16>()); }", library);
        let at = source.find(crate::write::shrink::LIBRARY_START).unwrap();
        let candidates = impl_candidates(&source, at).unwrap();
        assert_eq!(candidates.len(), 3);
        let work = std::env::temp_dir().join(format!("bundler-compile-shrink-search-{}", std::process::id()));
        std::fs::create_dir_all(&work).unwrap();
        let rustc = Rustc { scratch: &work, edition: "2021", force_warn: true, compilers_recorded: true, stop: None };
        let (mut compiles, mut needed) = (0, BTreeSet::new());
        let gone = type_level_search(&source, &[], candidates, &rustc, &mut compiles, &mut needed).unwrap();
        let _ = std::fs::remove_dir_all(&work);
        let gone: Vec<Option<String>> = gone.iter().map(|c| c.self_name.clone()).collect();
        assert_eq!(gone, vec![Some("u8".to_string()), Some("u32".to_string())]);
        assert_eq!(needed.len(), 1);
        assert!(needed.iter().next().unwrap().contains("for u16"));
    }

    #[test]
    fn types_are_words_without_spaces_modules_or_trailing_commas() {
        assert_eq!(type_word("uint::UInt<uint::UTerm, bit::B1>"), "type:UInt<UTerm,B1>");
        assert_eq!(type_word("UInt < UTerm , B1 , >"), "type:UInt<UTerm,B1>");
        assert_eq!(type_word("[u128 ; 4]"), "type:[u128;4]");
        let file = crate::read::parse::SourceFile::parse("t.rs", "mod a { pub type U1 = UInt<UTerm, B1>; pub type U2 = UInt<U1, B0,>; pub type Twice = u8; }\nmod b { pub type Twice = u16; }\n".to_string()).unwrap();
        let aliases = type_aliases(&file.ast.items);
        assert!(!aliases.contains_key("Twice"), "two different definitions: neither is used");
        let expanded = expand_aliases("U2".parse().unwrap(), &aliases, 0).unwrap();
        assert_eq!(type_word(&expanded.to_string()), "type:UInt<UInt<UTerm,B1>,B0>");
    }

    #[test]
    fn a_use_removal_is_named_by_what_it_imports() {
        let r = |key: &str| Removal { key: key.to_string(), ranges: Vec::new() };
        assert_eq!(removal_name(&r("use@3"), "use crate::num_traits::{One, Zero as Z};\n"), "One Zero Z");
        assert_eq!(removal_name(&r("use@3"), "pub use super::Sign::{self, Minus};"), "Minus");
        assert_eq!(removal_name(&r("Sign@40"), "enum Sign {}"), "Sign");
    }

    #[test]
    fn an_unresolved_import_cuts_the_tree_that_holds_it() {
        let text = "use aa::bb::{cc, dd::{ee, ff}, gg};\nuse hh::ii;\n";
        let file = crate::read::parse::SourceFile::parse("t.rs", text.to_string()).unwrap();
        let cut = |item: usize, what: &str| {
            let syn::Item::Use(u) = &file.ast.items[item] else { unreachable!() };
            let at = text.find(what).unwrap();
            match use_tree_cut(&file, &u.tree, &(at..at + what.len())) {
                Some(Cut::Range(r)) => text[r].to_string(),
                Some(Cut::Whole) => "whole".to_string(),
                None => "none".to_string(),
            }
        };
        assert_eq!(cut(0, "cc"), "cc");
        assert_eq!(cut(0, "ee"), "ee");
        assert_eq!(cut(0, "dd"), "dd::{ee, ff}", "a segment goes with what is under it");
        assert_eq!(cut(0, "bb"), "whole", "a segment of the root path takes the item");
        assert_eq!(cut(1, "hh::ii"), "whole");
        assert_eq!(cut(0, "hh::ii"), "none", "not in this item");
    }

    /// The outcome read back from the cache is the one computed, its compile count included
    /// (the count is in the bundle's header: a hit must give the same bytes).
    #[test]
    fn a_cached_outcome_equals_the_computed_one() {
        let root = std::env::temp_dir().join(format!("bundler-compile-shrink-cache-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let source = bundle();
        let computed = prune_cached(&root, &source, "2021", "rustc test", true, None).unwrap().expect("something can go");
        assert!(computed.compiles >= 3, "{:?}", computed);
        assert_eq!(std::fs::read_dir(root.join(CACHE_DIR)).unwrap().count(), 1, "one entry");
        let cached = prune_cached(&root, &source, "2021", "rustc test", true, None).unwrap().expect("the cached outcome");
        assert_eq!(cached, computed);
        let _ = std::fs::remove_dir_all(&root);
    }

    /// The floor from a real build: what `main` runs counts at its minified size (a trait
    /// method through its impl, an inherent method, a free function), what it does not run
    /// and what a macro writes do not; read back from the cache the same.
    #[test]
    fn the_floor_counts_the_library_code_the_build_instantiates() {
        let library = "pub struct Grid(pub Vec<u8>);
impl Grid {
    pub fn total(&self) -> u64 { self.0.iter().map(|&x| x as u64).sum::<u64>() + offset() }
    pub fn never(&self) -> usize { self.0.len() * 1000 + 7 }
}
impl std::fmt::Display for Grid {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", self.total()) }
}
fn offset() -> u64 { 3 }
macro_rules! made { () => { pub fn written_by_a_macro() -> u8 { 1 } }; }
made!();
";
        let source = bundle_source("    println!(\"{}\", lib::Grid(vec![1, 2]));\n    let _ = lib::written_by_a_macro();\n", library);
        let root = std::env::temp_dir().join(format!("bundler-floor-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let floor = floor_cached(&root, &source, "2021", "rustc test").unwrap().expect("it builds");
        let mut paths: Vec<&str> = floor.largest.iter().map(|(p, _)| p.as_str()).collect();
        paths.sort_unstable();
        assert_eq!(paths, ["lib::<Grid as Display>::fmt", "lib::Grid::total", "lib::offset"], "{:?}", floor);
        let minified = |text: &str| crate::write::minify::minify(text).trim().len();
        let expected = minified("fn total(&self) -> u64 { self.0.iter().map(|&x| x as u64).sum::<u64>() + offset() }")
            + minified("fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", self.total()) }")
            + minified("fn offset() -> u64 { 3 }");
        assert_eq!((floor.chars, floor.items), (expected, 3));
        assert_eq!(floor_cached(&root, &source, "2021", "rustc test").unwrap(), Some(floor));
        let _ = std::fs::remove_dir_all(&root);
    }

    /// A bundle of `main_body` over module `lib` holding `library`, pruned in a scratch folder
    /// named after `tag`.
    /// A bundle whose `main` has `main_body` and whose library module `lib` holds `library`.
    fn bundle_source(main_body: &str, library: &str) -> String {
        format!(
            "// header\nfn main() {{\n{}}}\n{}lib {{\n{}}}\n",
            main_body,
            crate::write::shrink::LIBRARY_START.trim_start_matches('\n').to_string() + ", unused_imports, unused_macros)]\nmod ",
            library
        )
    }

    fn pruned_bundle(main_body: &str, library: &str, tag: &str) -> Pruned {
        let source = bundle_source(main_body, library);
        let work = std::env::temp_dir().join(format!("bundler-compile-shrink-{}-{}", tag, std::process::id()));
        let pruned = prune(&source, "2021", &work).unwrap().expect("something can go");
        let _ = std::fs::remove_dir_all(&work);
        pruned
    }

    /// num-bigint's `forward_val_assign!`: `SubAssign<Num>` is written by a macro as
    /// `self.$method(&other)`, which needs `AddAssign<&Num>`. Without that impl the call picks
    /// `AddAssign<Num>` and the error ("expected `Num`, found `&Num`") names no removed impl:
    /// the names at the macro's call site (`add_assign`) bring it back, and the impls nothing
    /// needs still go. (Before, such an error put every impl back.)
    #[test]
    fn an_error_in_a_macro_expansion_that_names_no_impl_restores_what_its_call_site_names() {
        let library = "use std::ops::{AddAssign, SubAssign};
pub struct Num(pub u64);
impl AddAssign<Num> for Num {
    fn add_assign(&mut self, n: Num) { self.0 += n.0; }
}
impl<'a> AddAssign<&'a Num> for Num {
    fn add_assign(&mut self, n: &Num) { self.0 += n.0 * 10; }
}
impl std::fmt::Debug for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"Num\") }
}
macro_rules! forward_val_assign {
    (impl $imp:ident for $res:ty, $method:ident) => {
        impl $imp<$res> for $res {
            fn sub_assign(&mut self, other: $res) {
                self.$method(&other);
            }
        }
    };
}
forward_val_assign!(impl SubAssign for Num, add_assign);
";
        let pruned = pruned_bundle("    let mut a = lib::Num(1);\n    a -= lib::Num(2);\n    println!(\"{}\", a.0);\n", library, "site");
        let text = &pruned.source;
        assert!(text.contains("impl<'a> AddAssign<&'a Num> for Num"), "the impl the macro's expansion needs went:\n{}", text);
        assert!(!text.contains("impl std::fmt::Debug for Num"), "an impl nothing needs stayed:\n{}", text);
        assert!(pruned.impls >= 1, "{:?}", pruned);
    }

    /// `Circle`'s `Shape` impl must stay (`count` bounds on it) but nothing calls its `area`:
    /// the body becomes `unreachable!()` and `circle_area`, which only it called, goes. What
    /// runs keeps its body, down either `cfg!(debug_assertions)` branch (judges build without
    /// debug assertions, a local run with them).
    #[test]
    fn a_body_the_program_never_runs_is_replaced_and_what_only_it_used_goes() {
        let library = "pub trait Shape { fn area(&self) -> u64; }
pub struct Square(pub u64);
pub struct Circle(pub u64);
impl Shape for Square { fn area(&self) -> u64 { self.0 * self.0 } }
impl Shape for Circle { fn area(&self) -> u64 { circle_area(self.0) } }
fn circle_area(radius: u64) -> u64 { 314 * radius * radius / 100 }
pub fn area<S: Shape>(shape: &S) -> u64 { shape.area() }
pub fn count<S: Shape>(shapes: &[S]) -> usize { shapes.len() }
impl Circle { pub fn grow(mut self, by: u64) -> Circle { self.0 += by; self } }
pub fn mode() -> u64 { if cfg!(debug_assertions) { debug_path() } else { release_path() } }
fn debug_path() -> u64 { let debug = 1; debug * 1000 }
fn release_path() -> u64 { let release = 2; release * 1000 }
";
        let pruned = pruned_bundle("    println!(\"{}\", lib::area(&lib::Square(3)) + lib::count(&[lib::Circle(1)]) as u64 + lib::mode());\n", library, "bodies");
        let text = &pruned.source;
        assert!(text.contains("impl Shape for Circle { fn area(&self) -> u64 { unreachable!() } }"), "the unreached body stayed:\n{}", text);
        assert!(!text.contains("fn circle_area"), "what only the unreached body used stayed:\n{}", text);
        assert!(!text.contains("fn grow"), "a method nothing calls stayed:\n{}", text);
        assert!(text.contains("{ self.0 * self.0 }") && text.contains("debug * 1000") && text.contains("release * 1000"), "a body that runs went:\n{}", text);
        assert!(pruned.bodies >= 1, "{:?}", pruned);
        let (ok, diagnostics) = compile(text, &Rustc { scratch: &std::env::temp_dir(), edition: "2021", force_warn: false, compilers_recorded: true, stop: None }, &mut 0).unwrap();
        assert!(ok, "{:?}", diagnostics);
        assert!(!diagnostics.iter().any(|d| d["code"]["code"].as_str() == Some("unused_variables")), "an unused parameter: {:?}", diagnostics);
    }

    /// libc's shape: foreign declarations, most of which the program never calls, whose
    /// signatures are all that use some types. The lint reports no foreign function, so it is
    /// the build's symbols that say which go: the one called stays (under its `#[link_name]`
    /// too), the rest go, and then the types only their signatures named are dead.
    #[test]
    fn foreign_functions_the_program_never_calls_go_with_the_types_only_they_named() {
        let library = "#![allow(non_camel_case_types)]
pub type c_int = i32;
pub type c_long = i64;
pub type size_t = usize;
#[repr(C)]
pub struct div_t { pub quot: c_int, pub rem: c_int }
extern \"C\" {
    pub fn abs(x: c_int) -> c_int;
    pub fn labs(x: c_long) -> c_long;
    pub fn div(numer: c_int, denom: c_int) -> div_t;
    #[link_name = \"strlen\"]
    pub fn length_of(s: *const u8) -> size_t;
    pub static mut environ: *const *const u8;
}
";
        let pruned = pruned_bundle("    let n = unsafe { lib::abs(-3) as usize + lib::length_of(b\"ab\\0\".as_ptr()) };\n    println!(\"{}\", n);\n", library, "foreign");
        let text = &pruned.source;
        assert!(text.contains("pub fn abs(") && text.contains("pub fn length_of("), "a called declaration went:\n{}", text);
        for gone in ["fn labs", "fn div", "struct div_t", "c_long", "environ"] {
            assert!(!text.contains(gone), "`{}` stayed:\n{}", gone, text);
        }
        let (ok, diagnostics) = compile(text, &Rustc { scratch: &std::env::temp_dir(), edition: "2021", force_warn: false, compilers_recorded: true, stop: None }, &mut 0).unwrap();
        assert!(ok, "{:?}", diagnostics);
    }

    /// zerocopy's shape: marker traits with `unsafe impl`s for every primitive type, written in
    /// anonymous constants (`const _: () = unsafe { .. };`), and a function whose bound needs
    /// one of them. The impls nothing asks for go, `unsafe` or not and wherever they are
    /// written; the one the bound needs stays (without it the program does not compile), and
    /// so do a `Send` promise a thread spawn needs and the `Drop` impl.
    #[test]
    fn unsafe_impls_and_impls_in_anonymous_constants_go_unless_a_bound_needs_them() {
        let library = "pub unsafe trait FromBytes { fn only_derive() {} }
pub unsafe trait Immutable {}
const _: () = unsafe {
    unsafe impl FromBytes for u8 {}
    unsafe impl FromBytes for u16 {}
    { unsafe impl FromBytes for u32 {} unsafe impl Immutable for u32 {} }
    unsafe impl FromBytes for u64 {}
};
unsafe impl Immutable for u64 {}
pub fn zero<T: FromBytes>() -> T { unsafe { std::mem::zeroed() } }
pub struct Raw(pub *const u8);
unsafe impl Send for Raw {}
unsafe impl Sync for Raw {}
pub struct Guard;
impl Drop for Guard { fn drop(&mut self) { println!(\"dropped\"); } }
";
        let main = "    let _g = lib::Guard;\n    let r = lib::Raw(std::ptr::null());\n    let z: u32 = lib::zero();\n    std::thread::spawn(move || { let r = r; println!(\"{}\", r.0.is_null()); }).join().unwrap();\n    println!(\"{}\", z);\n";
        let pruned = pruned_bundle(main, library, "unsafe");
        let text = &pruned.source;
        assert!(text.contains("unsafe impl FromBytes for u32"), "the impl the bound needs went:\n{}", text);
        assert!(text.contains("unsafe impl Send for Raw") && text.contains("impl Drop for Guard"), "a needed promise or the Drop impl went:\n{}", text);
        for gone in ["for u8", "for u16", "for u64", "Immutable for u32", "Sync for Raw"] {
            assert!(!text.contains(gone), "`{}` stayed:\n{}", gone, text);
        }
        let (ok, diagnostics) = compile(text, &Rustc { scratch: &std::env::temp_dir(), edition: "2021", force_warn: false, compilers_recorded: true, stop: None }, &mut 0).unwrap();
        assert!(ok, "{:?}", diagnostics);
    }

    /// zerocopy's shape once more, with the impls written by a macro: `unsafe_impl!(u8:
    /// FromBytes, Immutable)` as a statement of an anonymous constant writes one impl per trait
    /// through a nested invocation, and `marker!(u64)` at item level writes nothing but an
    /// impl. The invocations whose impls nothing asks for go whole; the one writing the impl
    /// the bound needs stays whole (its `Immutable` impl with it), as does the macro; and
    /// `define_cast!`, which writes an `enum` as well as an impl, stays for a kept impl that
    /// names the enum. `assert_from_bytes!`, a check that keeps the impls it checks, goes too;
    /// and of `known_layout!`, which writes its impl in an anonymous constant of its own, the
    /// invocation for the type the program needs stays and the other goes.
    #[test]
    fn invocations_that_write_impls_go_as_a_unit_unless_a_bound_needs_one_of_their_impls() {
        let library = "pub unsafe trait FromBytes {}
pub unsafe trait Immutable {}
pub const fn promise() {}
macro_rules! unsafe_impl {
    ($ty:ty: $trait:ident) => {{ crate::lib::promise(); unsafe impl $trait for $ty {} }};
    ($ty:ty: $($traits:ident),*) => {{ $( unsafe_impl!($ty: $traits); )* }};
}
macro_rules! assert_from_bytes {
    ($($ty:ty),*) => { $( const _: () = { fn check<T: FromBytes>() {} let _ = check::<$ty>; }; )* };
}
macro_rules! marker {
    ($ty:ty) => { unsafe impl Immutable for $ty {} };
}
pub trait Cast { fn cast(self) -> u64; }
macro_rules! define_cast {
    ($name:ident) => { pub enum $name {} impl Cast for $name { fn cast(self) -> u64 { 0 } } };
}
pub trait SizeEq { type CastFrom; }
const _: () = unsafe {
    unsafe_impl!(u8: FromBytes, Immutable);
    unsafe_impl!(u16: FromBytes, Immutable);
    unsafe_impl!(u32: FromBytes, Immutable);
    unsafe_impl!(i64: FromBytes);
    assert_from_bytes!(u16, i64);
    define_cast!(CastFromU32);
    impl SizeEq for u32 { type CastFrom = CastFromU32; }
};
marker!(u64);
pub trait KnownLayout {}
macro_rules! known_layout {
    ($ty:ty) => { const _: () = { use std::ptr::NonNull; impl KnownLayout for $ty {} }; };
}
known_layout!(u8);
known_layout!(u32);
pub fn layout<T: KnownLayout>(t: T) -> T { t }
pub fn zero<T: FromBytes>() -> T { unsafe { std::mem::zeroed() } }
pub fn cast_from<T: SizeEq>(_: T) -> Option<T::CastFrom> { None }
";
        let pruned = pruned_bundle("    let z: u32 = lib::layout(lib::zero());\n    println!(\"{} {}\", z, lib::cast_from(z).is_none());\n", library, "written");
        let text = &pruned.source;
        assert!(text.contains("unsafe_impl!(u32: FromBytes, Immutable)"), "the invocation writing the impl the bound needs went:\n{}", text);
        assert!(text.contains("define_cast!(CastFromU32)"), "the invocation writing the type a kept impl names went:\n{}", text);
        assert!(text.contains("known_layout!(u32)"), "the invocation writing an impl in an anonymous constant that a bound needs went:\n{}", text);
        for gone in ["unsafe_impl!(u8", "unsafe_impl!(u16", "unsafe_impl!(i64", "marker!(u64)", "assert_from_bytes!(u16", "known_layout!(u8)"] {
            assert!(!text.contains(gone), "`{}` stayed:\n{}", gone, text);
        }
        let (ok, diagnostics) = compile(text, &Rustc { scratch: &std::env::temp_dir(), edition: "2021", force_warn: false, compilers_recorded: true, stop: None }, &mut 0).unwrap();
        assert!(ok, "{:?}", diagnostics);
    }

    /// An outcome with a body replaced by `unreachable!()` (an edit, not a removal) comes back
    /// from the cache as it was made, without compiling: the entry is read, not recomputed.
    #[test]
    fn an_outcome_with_a_replaced_body_comes_back_from_the_cache() {
        let library = "pub trait Shape { fn area(&self) -> u64; }
pub struct Square(pub u64);
pub struct Circle(pub u64);
impl Shape for Square { fn area(&self) -> u64 { self.0 * self.0 } }
impl Shape for Circle { fn area(&self) -> u64 { 314 * self.0 * self.0 / 100 } }
pub fn area<S: Shape>(shape: &S) -> u64 { shape.area() }
pub fn count<S: Shape>(shapes: &[S]) -> usize { shapes.len() }
";
        let source = bundle_source("    println!(\"{}\", lib::area(&lib::Square(3)) + lib::count(&[lib::Circle(1)]) as u64);\n", library);
        let root = std::env::temp_dir().join(format!("bundler-compile-shrink-cache-{}", std::process::id()));
        let first = prune_cached(&root, &source, "2021", "test", true, None).unwrap().expect("something can go");
        assert!(first.bodies >= 1 && first.source.contains("unreachable!()"), "{:?}", first);
        let entries: Vec<_> = std::fs::read_dir(root.join(CACHE_DIR)).unwrap().map(|e| e.unwrap().path()).collect();
        assert_eq!(entries.len(), 1, "{:?}", entries);
        // Marked, so that only a read of the entry can give the marked text back.
        let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&entries[0]).unwrap()).unwrap();
        let marked = first.source.replace("unreachable!()", "unreachable!( )");
        v["text"] = serde_json::Value::String(marked.clone());
        v["pruned"]["bytes"] = serde_json::json!(marked.len());
        std::fs::write(&entries[0], v.to_string()).unwrap();
        let again = prune_cached(&root, &source, "2021", "test", true, None).unwrap().expect("the cached outcome");
        let _ = std::fs::remove_dir_all(&root);
        assert_eq!(again, Pruned { source: marked, ..first });
    }

    /// The step of a variant whose result is no longer wanted ([`crate::fit::to_limit`] shrinks both variants
    /// at once) ends at its next compile, and leaves nothing in the cache.
    #[test]
    fn a_stopped_step_ends_at_its_next_compile_and_caches_nothing() {
        let source = bundle_source("    lib::f();\n", "pub fn f() {}\npub fn g() {}\n");
        let root = std::env::temp_dir().join(format!("bundler-compile-shrink-stopped-{}", std::process::id()));
        let stop = std::sync::atomic::AtomicBool::new(true);
        let outcome = prune_cached(&root, &source, "2021", "test", true, Some(&stop));
        let cached = std::fs::read_dir(root.join(CACHE_DIR)).map(|d| d.count()).unwrap_or(0);
        let _ = std::fs::remove_dir_all(&root);
        assert!(matches!(&outcome, Err(e) if e.to_string().contains("stopped")), "{:?}", outcome.map(|p| p.map(|p| p.source)));
        assert_eq!(cached, 0);
        stop.store(false, std::sync::atomic::Ordering::SeqCst);
        let root = std::env::temp_dir().join(format!("bundler-compile-shrink-unstopped-{}", std::process::id()));
        let outcome = prune_cached(&root, &source, "2021", "test", true, Some(&stop)).unwrap();
        let _ = std::fs::remove_dir_all(&root);
        assert!(outcome.map_or(false, |p| !p.source.contains("fn g")), "the step did not run when not stopped");
    }

    #[test]
    fn an_error_naming_the_trait_arguments_restores_that_impl_alone() {
        let c = |t: &str, s: &str, args: &[&str]| Candidate {
            removal: Removal { key: String::new(), ranges: Vec::new() },
            trait_name: Some(t.to_string()),
            self_name: Some(s.to_string()),
            members: vec!["mul_assign".to_string()],
            trait_args: args.iter().map(|a| a.to_string()).collect(),
            type_level: false,
        self_expanded: None,
        };
        let candidates = vec![c("MulAssign", "BigUint", &["u8"]), c("MulAssign", "BigUint", &["u32"]), c("MulAssign", "BigUint", &["u64"])];
        let error = serde_json::json!({"message": "the trait bound `BigUint: MulAssign<u32>` is not satisfied", "spans": [], "children": []});
        assert_eq!(restore_for(&candidates, &words(&error)), Some(vec![1]));
        let unspecific = serde_json::json!({"message": "the trait `MulAssign` is not implemented for `BigUint`", "spans": [], "children": []});
        assert_eq!(restore_for(&candidates, &words(&unspecific)), Some(vec![0, 1, 2]));
    }

    #[test]
    fn an_offset_after_cuts_maps_back_to_the_text_before_them() {
        let text = "aaXXbbYYYcc";
        let cuts = cut_ranges(&[Removal { key: String::new(), ranges: vec![2..4, 6..9, 7..8] }]);
        assert_eq!(cuts, vec![2..4, 6..9]);
        let after = cut(text, &[Removal { key: String::new(), ranges: cuts.clone() }]);
        assert_eq!(after, "aabbcc");
        for (at, ch) in after.char_indices() {
            assert_eq!(text.as_bytes()[original_offset(&cuts, at)] as char, ch, "offset {}", at);
        }
    }

    #[test]
    fn an_error_restores_the_impls_it_names() {
        let c = |t: &str, s: Option<&str>, m: &str| Candidate {
            removal: Removal { key: String::new(), ranges: Vec::new() },
            trait_name: Some(t.to_string()),
            self_name: s.map(str::to_string),
            members: vec![m.to_string()],
            trait_args: Vec::new(),
            type_level: false,
        self_expanded: None,
        };
        let candidates = vec![c("Add", Some("u8"), "add"), c("Add", Some("i32"), "add"), c("Mul", Some("Num"), "mul"), c("Display", None, "fmt")];
        let error = serde_json::json!({"message": "cannot add `Num` to `{integer}`", "spans": [], "children": [{"message": "the trait `Add<Num>` is not implemented for `i32`", "spans": [], "children": []}]});
        assert_eq!(restore_for(&candidates, &words(&error)), Some(vec![1]));
        let unmapped = serde_json::json!({"message": "mismatched types", "spans": [], "children": []});
        assert_eq!(restore_for(&candidates, &words(&unmapped)), None);
        let op = serde_json::json!({"message": "binary operation `*` cannot be applied to type `Num`", "spans": [], "children": []});
        assert_eq!(restore_for(&candidates, &words(&op)), Some(vec![2]));
    }
}
