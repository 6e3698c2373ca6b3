//! A finished bundle, as the pipeline hands it out (its text and what it holds), and how it
//! is written from what the program reaches.

use crate::base::linemap;
use crate::find::crates;
use crate::judge::judge_crates;
use crate::reach::load::Context;
use crate::reach::shake;
use crate::reach::walk::{Reached, Requirements};
use crate::read::{library, parse};
use crate::write::emit;
use crate::write::header::header;
use crate::write::style::{styled, Style};
use std::collections::BTreeMap;

/// A finished bundle.
#[derive(Clone, Debug)]
pub struct Bundle {
    pub id: String,
    /// The whole `main.rs`.
    pub source: String,
    /// solver-core's modules inside, as paths (`euclid`, `grundy::octal`); [`Bundle::crates`]
    /// has every crate's.
    pub modules: Vec<String>,
    /// Every crate inlined, in the bundle's order.
    pub crates: Vec<BundledCrate>,
    /// Bytes of the library part when whole modules are kept.
    pub whole_module_bytes: usize,
    /// Bytes of the library part actually kept.
    pub kept_bytes: usize,
    /// Where each line of `source` came from, for the check's compiler messages.
    pub line_map: linemap::LineMap,
    /// Why the bundle cannot be checked with rustc 1.63 (a crate needs a newer one, and the
    /// judge profile has it); `None` when it must compile with 1.63 too.
    pub old_rustc_skipped: Option<String>,
    /// The oldest rustc the bundle needs, when it is newer than 1.63 (what the crates declare or
    /// use, and the program's own syntax), as "1.70", with why.
    pub rustc_needed: Option<(String, String)>,
    /// Which shrinking step made it fit its judge profile's size limit (see [`crate::write::shrink`]); then
    /// [`Bundle::line_map`] no longer matches the library lines.
    pub shrunk: Option<String>,
    /// The crates it uses without holding them: the judge has them (see [`judge_crates`]).
    pub externs: Vec<judge_crates::ExternCrate>,
    /// Over its judge's limit after every shrink step: the smallest text a step reached (the
    /// compile-guided shrink's, after the text steps), which did not fit either and is not
    /// checked. The limit check's error says how close it came and what is left in it.
    pub closest_over: Option<String>,
    /// Over its judge's limit whatever shrink step keeps the crates' code: the least its
    /// library part can shrink to, in characters, and what makes that up
    /// ([`crate::fit::floor`]). The compile-guided shrink was not tried.
    pub floor_over: Option<(usize, String)>,
}

/// One crate inside a bundle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BundledCrate {
    /// Its module in the bundle (`ac_library`).
    pub module: String,
    /// `ac-library-rs 0.1.1`.
    pub package: String,
    /// Its modules inside, as paths.
    pub modules: Vec<String>,
}

/// What the bundle is written from.
pub struct Written<'a> {
    pub id: &'a str,
    /// The program's path, relative to the workspace (for the header).
    pub problem_rel: &'a str,
    pub problem: &'a parse::SourceFile,
    pub ctx: &'a Context<'a>,
    pub reached: &'a Reached,
    /// The same program reached with whole modules, for [`Bundle::whole_module_bytes`].
    pub whole: Option<&'a Reached>,
    /// The text steps the contestant asked for.
    pub style: Style,
}

/// The bundle's text: the header, the program, then one module per reached crate with what it
/// keeps ([`emit::assemble`]), in `style`.
pub fn write<'a>(from: &Written<'a>, lib_of: &dyn Fn(usize) -> &'a library::Library, needs: Requirements) -> Bundle {
    let Written { id, problem_rel, problem, ctx, reached, whole, style } = *from;
    let graph = ctx.graph;
    // The problem's paths into the judge's crates stay as written.
    let problem_names: BTreeMap<String, String> = graph.problem_deps.iter().filter(|(_, c)| !ctx.left[*c]).map(|(n, c)| (n.clone(), graph.crates[*c].module.clone())).collect();
    fn pairs<'a>(r: &'a Reached, lib_of: &dyn Fn(usize) -> &'a library::Library) -> Vec<(&'a library::Library, &'a shake::Shaken)> {
        r.crates.iter().map(|(c, s)| (lib_of(*c), s)).collect()
    }
    let assembled = emit::assemble(problem, &problem_names, &pairs(reached, lib_of));
    let line_map = emit::line_map(problem, &pairs(reached, lib_of));
    let whole = whole.map(|w| emit::assemble(problem, &problem_names, &pairs(w, lib_of)));
    let problem_bytes = assembled.body.find("\n#[allow(dead_code").unwrap_or(assembled.body.len());
    let kept_bytes = assembled.body.len() - problem_bytes;
    let whole_module_bytes = whole.map_or(kept_bytes, |w| w.body.len() - problem_bytes);

    let body = styled(assembled.body, style);
    let crates: Vec<BundledCrate> = reached
        .crates
        .iter()
        .zip(&assembled.modules)
        .map(|((c, _), (module, modules))| BundledCrate { module: module.clone(), package: graph.crates[*c].display(), modules: modules.clone() })
        .collect();
    let mut source = header(id, problem_rel, ctx, reached, &assembled.modules, lib_of);
    source.push_str(&body);
    let modules = assembled.modules.iter().find(|(m, _)| m == crates::BUNDLED_MODULE).map(|(_, v)| v.clone()).unwrap_or_default();
    let Requirements { externs, rustc_needed, old_rustc_skipped } = needs;
    Bundle { id: id.to_string(), source, modules, crates, whole_module_bytes, kept_bytes, line_map, old_rustc_skipped, rustc_needed, shrunk: None, externs, closest_over: None, floor_over: None }
}

/// `bundle` (made without any style option) with `style` applied to its code: the problem's
/// and what is left of the libraries. The header (the leading `//` lines) stays as it is,
/// since it says what the bundle holds.
pub fn restyle(mut bundle: Bundle, style: Style) -> Bundle {
    let mut at = 0;
    for line in bundle.source.split_inclusive('\n') {
        if !line.starts_with("//") {
            break;
        }
        at += line.len();
    }
    let (header, code) = bundle.source.split_at(at);
    bundle.source = format!("{}{}", header, styled(code.to_string(), style));
    bundle
}
