//! Re-exports of a whole crate: `pub mod bigint { pub use num_bigint::*; }`,
//! `pub use num_bigint as bigint;` (how `num` hands on `num-bigint`) and `pub extern crate x;`. A problem's path through
//! such a module (`num::bigint::BigUint`) names an item of the other crate, which the problem
//! does not depend on directly: this pass turns what the problem asks of the re-exporting
//! crate into what it asks of the re-exported one, so that the tree shaker of that crate keeps
//! `BigUint` (and, through the problem's identifiers, the methods it calls).

use crate::read::library::{use_leaves, ItemKind, Library};
use crate::read::scan::PathRef;
use crate::reach::shake::Roots;

/// Where a crate mounts all of dependency `ext`, or one name of it: (module path in the crate,
/// path in `ext`, whether it is the whole crate or a glob of a module rather than one name).
fn mounts(lib: &Library, ext: &str) -> Vec<(Vec<String>, Vec<String>, bool)> {
    let mut out = Vec::new();
    for item in &lib.items {
        if let (Some((name, binding)), false, true) = (&item.extern_crate, item.test_only, item.public) {
            // `pub extern crate ext;` / `pub extern crate ext as b;` in module m: m::b is ext.
            if name == ext {
                let mut at = lib.modules[item.module].path.clone();
                at.push(binding.clone());
                out.push((at, Vec::new(), true));
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
                out.push((module_path.clone(), prefix[1..].to_vec(), true));
            } else if prefix.is_empty() && leaf.name == ext {
                // `pub use ext as b;` in module m: m::b is ext.
                let mut at = module_path.clone();
                at.push(leaf.binding().to_string());
                out.push((at, Vec::new(), true));
            } else if prefix.first().map(|s| s.as_str()) == Some(ext) && leaf.name != "*" {
                // `pub use ext::a::b [as c];` in module m: a path on through m::c goes on
                // through ext::a::b, a module (serde's `pub use serde_core::{de, ser, ..};`,
                // then `serde::de::IgnoredAny`) or an item whose member it names.
                let mut at = module_path.clone();
                at.push(leaf.binding().to_string());
                let mut to = prefix[1..].to_vec();
                if leaf.name != "self" {
                    to.push(leaf.name.clone());
                }
                out.push((at, to, false));
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
    // Whether a path went through a mount of one name (only then do they add anything).
    let mut through_names = false;
    // A path inside `lib` (without its head), translated into `ext` when it goes through a mount.
    let mut translate = |inside: &[String], exact: bool| -> Option<Vec<String>> {
        mounts.iter().find(|(at, _, _)| (inside.len() > at.len() || (exact && inside.len() == at.len())) && inside.starts_with(at)).map(|(at, to, whole)| {
            through_names |= !whole;
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
        if let Some(t) = translate(&p.segments[skip + 1..], false) {
            let mut segments = vec![dep_module.to_string()];
            segments.extend(t);
            out.paths.push(PathRef { segments, ..p.clone() });
        }
    }
    for (binding, target) in &roots.bindings {
        if let Some(t) = translate(target, false) {
            out.bindings.push((binding.clone(), t));
        }
    }
    // A glob of the mount point itself (`use serde::de::*;`) is a glob of what it mounts.
    for g in &roots.globs {
        if let Some(t) = translate(g, true) {
            out.globs.push(t);
        }
    }
    (through_names || mounts.iter().any(|(_, _, whole)| *whole)).then_some(out)
}

/// What `roots` (the problem's roots for `lib`) ask of dependency `ext` (module `dep_module`)
/// through `lib`'s kept `pub use ext::..` of some of its items (rand's `pub use
/// rand_core::{RngCore, ..}`, re-exported again by its prelude): the problem reaches those
/// items by `lib`'s paths, so what it calls on them (`Tool::id()`, a method) is asked of `ext`
/// too: its identifiers, method calls and macro paths, as for a whole-crate re-export. `None`
/// when `lib` keeps no such re-export.
pub fn roots_through_item_reexports(lib: &Library, shaken: &crate::reach::shake::Shaken, roots: &Roots, ext: &str, dep_module: &str) -> Option<Roots> {
    // The names the re-exports bind (`roots_from_dependent` binds them to `ext`'s items).
    let mut bound = std::collections::BTreeSet::new();
    for (i, item) in lib.items.iter().enumerate() {
        let (ItemKind::Use, Some(u), false, true) = (&item.kind, &item.use_tree, item.test_only, item.public) else { continue };
        for (leaf, &live) in use_leaves(&u.tree).iter().zip(&shaken.live_leaves[i]) {
            let skip = usize::from(leaf.prefix.first().map(|s| s.as_str()) == Some("::"));
            if live && leaf.prefix.get(skip).map(|s| s.as_str()) == Some(ext) && leaf.name != "*" && leaf.name != "self" {
                bound.insert(leaf.binding().to_string());
            }
        }
    }
    if bound.is_empty() {
        return None;
    }
    let mut out = Roots { name: dep_module.to_string(), idents: roots.idents.clone(), ..Roots::default() };
    out.idents.insert(dep_module.to_string());
    for p in &roots.paths {
        // From the re-exported name on (`cfgmacros::prelude::Tool::id` is `Tool::id`, which
        // the binding resolves in `ext`); a path of the problem's own scope (`Tool::id` after a
        // glob import of the prelude), a method call or a macro's path as it is.
        match p.segments.iter().position(|s| bound.contains(s)) {
            Some(k) => out.paths.push(PathRef { segments: p.segments[k..].to_vec(), ..p.clone() }),
            None if p.member || p.in_macro => out.paths.push(p.clone()),
            None => {}
        }
    }
    Some(out)
}
