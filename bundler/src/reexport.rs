//! Re-exports of a whole crate: `pub mod bigint { pub use num_bigint::*; }`,
//! `pub use num_bigint as bigint;` (how `num` hands on `num-bigint`) and `pub extern crate x;`. A problem's path through
//! such a module (`num::bigint::BigUint`) names an item of the other crate, which the problem
//! does not depend on directly: this pass turns what the problem asks of the re-exporting
//! crate into what it asks of the re-exported one, so that the tree shaker of that crate keeps
//! `BigUint` (and, through the problem's identifiers, the methods it calls).

use crate::library::{use_leaves, ItemKind, Library};
use crate::scan::PathRef;
use crate::shake::Roots;

/// Where a crate mounts all of dependency `ext`: (module path in the crate, path in `ext`).
fn mounts(lib: &Library, ext: &str) -> Vec<(Vec<String>, Vec<String>)> {
    let mut out = Vec::new();
    for item in &lib.items {
        if let (Some((name, binding)), false, true) = (&item.extern_crate, item.test_only, item.public) {
            // `pub extern crate ext;` / `pub extern crate ext as b;` in module m: m::b is ext.
            if name == ext {
                let mut at = lib.modules[item.module].path.clone();
                at.push(binding.clone());
                out.push((at, Vec::new()));
            }
            continue;
        }
        let (ItemKind::Use, Some(u), false, true) = (&item.kind, &item.use_tree, item.test_only, item.public) else { continue };
        let module_path = &lib.modules[item.module].path;
        for leaf in use_leaves(&u.tree) {
            let mut prefix = leaf.prefix.clone();
            if prefix.first().map(|s| s.as_str()) == Some("::") {
                prefix.remove(0);
            }
            if leaf.name == "*" && prefix.first().map(|s| s.as_str()) == Some(ext) {
                // `pub use ext::a::*;` in module m: m's names are ext::a's.
                out.push((module_path.clone(), prefix[1..].to_vec()));
            } else if prefix.is_empty() && leaf.name == ext {
                // `pub use ext as b;` in module m: m::b is ext.
                let mut at = module_path.clone();
                at.push(leaf.binding().to_string());
                out.push((at, Vec::new()));
            }
        }
    }
    out
}

/// What `roots` (the problem's roots for `lib`, whose module is `roots.name`) ask of
/// dependency `ext` (module `dep_module`) through `lib`'s whole-crate re-exports of it;
/// `None` when `lib` has none.
pub fn roots_through_reexports(lib: &Library, roots: &Roots, ext: &str, dep_module: &str) -> Option<Roots> {
    let mounts = mounts(lib, ext);
    if mounts.is_empty() {
        return None;
    }
    let mut out = Roots { name: dep_module.to_string(), idents: roots.idents.clone(), ..Roots::default() };
    out.idents.insert(dep_module.to_string());
    // A path inside `lib` (without its head), translated into `ext` when it goes through a mount.
    let translate = |inside: &[String]| -> Option<Vec<String>> {
        mounts.iter().find(|(at, _)| inside.len() > at.len() && inside.starts_with(at)).map(|(at, to)| {
            let mut t = to.clone();
            t.extend(inside[at.len()..].iter().cloned());
            t
        })
    };
    for p in &roots.paths {
        let skip = usize::from(p.segments.first().map(|s| s.as_str()) == Some("::"));
        if p.segments.get(skip).map(|s| s.as_str()) != Some(roots.name.as_str()) {
            // A method call (`a.add(&b)`) may call the other crate's method.
            if p.member || p.in_macro {
                out.paths.push(p.clone());
            }
            continue;
        }
        if let Some(t) = translate(&p.segments[skip + 1..]) {
            let mut segments = vec![dep_module.to_string()];
            segments.extend(t);
            out.paths.push(PathRef { segments, ..p.clone() });
        }
    }
    for (binding, target) in &roots.bindings {
        if let Some(t) = translate(target) {
            out.bindings.push((binding.clone(), t));
        }
    }
    for g in &roots.globs {
        if let Some(t) = translate(g) {
            out.globs.push(t);
        }
    }
    Some(out)
}
