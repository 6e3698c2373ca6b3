//! The bundle's header: the lines before the program that say what the bundle is, where it
//! came from and what it holds.

use crate::reach::load::Context;
use crate::reach::walk::Reached;
use crate::read::{build_script, library};

/// The first lines of every bundle: what it is, where it came from (relative paths only),
/// which modules of which crate it holds, and for crates from a registry their version and
/// license. No timestamps, so equal inputs give equal bytes.
pub fn header<'a>(id: &str, problem_rel: &str, ctx: &Context, reached: &Reached, modules: &[(String, Vec<String>)], lib_of: &dyn Fn(usize) -> &'a library::Library) -> String {
    let (graph, scripts) = (ctx.graph, ctx.scripts);
    let mut out = format!(
        "// {id}: bundled from {problem_rel} by the solver-core bundler; edit that file, not this one.\n",
        id = id,
        problem_rel = problem_rel
    );
    for &c in &reached.externs {
        let krate = &graph.crates[c];
        out.push_str(&format!(
            "// {} is {}, which the {} judge has: used from there, not inlined.\n",
            krate.module,
            krate.display(),
            ctx.crate_judge.unwrap_or("chosen")
        ));
    }
    for ((c, _), (module, list)) in reached.crates.iter().zip(modules) {
        let list = if list.is_empty() { "(none)".to_string() } else { list.join(", ") };
        out.push_str(&format!("// {} modules: {}\n", module, list));
        let krate = &graph.crates[*c];
        if let Some(origin) = &krate.origin {
            out.push_str(&format!(
                "// {} is {} from {}, license {}; its license applies to that module.\n",
                module,
                krate.display(),
                origin,
                krate.license.as_deref().unwrap_or("not stated")
            ));
        }
        let lib = lib_of(*c);
        if !lib.proc_macros.is_empty() {
            out.push_str(&format!("// {}: proc macros its own code invokes, expanded at bundle time: {}\n", module, lib.proc_macros.join(", ")));
        }
        if !lib.proc_macros_failed.is_empty() {
            out.push_str(&format!("// {}: proc macros its own code invokes, left unexpanded: {}\n", module, lib.proc_macros_failed.join("; ")));
        }
        if let Ok(Some(output)) = scripts.output(graph, *c, id, ctx.probe) {
            let dropped: Vec<String> = ctx.dropped.iter().filter(|(d, _)| d == c).map(|(_, cfg)| cfg.clone()).collect();
            out.extend(build_script::header_line(module, output, &dropped));
        }
    }
    out
}
