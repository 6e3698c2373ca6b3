//! What a bundle's code generation reaches: the functions rustc instantiates for the binary,
//! read from the symbols of an unoptimized LLVM IR build (`--emit=llvm-ir -C opt-level=0`).
//!
//! rustc collects the items it generates code for from `main` outwards (its "lazy" mono-item
//! collection, the default on stable): every function a reachable function calls, every
//! instance of a generic one, and every method of a trait impl that is made into a `dyn`
//! vtable. So a library function whose symbol is not there is never run by this program.
//! That is a fact about the whole program, which the dead-code lint is not: the lint counts a
//! function as used when any trait impl calls it, and trait impls are always "used".
//!
//! The IR is taken before any LLVM pass runs (`-C no-prepopulate-passes`), since even at
//! opt-level 0 LLVM's always-inliner removes an `#[inline(always)]` function it inlined
//! everywhere (num-bigint's `to_radix_digits_le`); every symbol the module defines or refers
//! to counts.
//!
//! Symbols use rustc's legacy mangling (the default), which names the definition, not the
//! instance: `<main::m::BigUint as core::ops::arith::MulAssign<u32>>::mul_assign`, or
//! `main::m::<impl core::ops::arith::Add<&main::m::BigUint> for &main::m::BigUint>::add`
//! when the impl sits in a module of neither its type nor its trait, or `main::m::gcd`; they
//! are demangled with `rustc-demangle`, the crate the Rust tools themselves use. Matching is
//! by name (last path segments), so two items of one name count as one: it can keep too much,
//! never too little.
//!
//! Judges build with optimizations, where `debug_assertions` is off; a bundle whose code
//! mentions the cfg is built both ways and what either build instantiates counts, so that
//! neither a release-only path nor a `debug_assert!`'s callee is taken for unreached.

use crate::base::error::{Error, Result};
use crate::fit::measure::Rustc;
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// The functions a bundle's binary instantiates, by name.
#[derive(Debug, Default)]
pub(crate) struct MonoItems {
    /// The last path segment of every instantiated function (free functions, inherent and
    /// trait methods, without closures' `{{closure}}`).
    pub(crate) names: BTreeSet<String>,
    /// Every instantiated trait method: (trait, self type, the trait's generic arguments, the
    /// method), each by its last path segment through references (`&BigUint` is `BigUint`).
    pub(crate) impl_members: BTreeSet<(String, String, Vec<String>, String)>,
    /// (trait, self type, method, whether the self type is a reference or pointer) of every
    /// instantiated trait method: what [`MonoItems::may_have_impl_member`] tells `impl Mul for
    /// &BigUint` from `impl Mul<BigUint> for BigUint` by.
    impl_member_pointers: BTreeSet<(String, String, String, bool)>,
    /// (owner, name) of every other instantiated function: the owner is the type of an
    /// inherent method, the trait of a provided method, the module of a free function.
    pub(crate) owned: BTreeSet<(String, String)>,
    /// Every symbol the module names that is not a Rust one: the foreign functions and
    /// statics it calls or reads (`syscall`, `getrandom`, a `#[link_name]`'s name), besides
    /// LLVM's own (`llvm.memcpy..`) and its unnamed constants.
    pub(crate) foreign: BTreeSet<String>,
    /// Every demangled path of a function or static the bundle itself defines (its crate is
    /// `main`), as opposed to an instance of the standard library's generic code: what
    /// [`MonoItems::own`] reads.
    own_paths: BTreeSet<String>,
}

impl MonoItems {
    /// Builds `text` (a whole bundle) without optimizations and reads its symbols. `None` when
    /// it does not build, which the caller treats as "nothing known".
    pub(crate) fn of(text: &str, rustc: &Rustc, compiles: &mut usize) -> Result<Option<MonoItems>> {
        // The compiler decides what a bundle shrunk with this keeps: only the caller's record of
        // the compilers describes that (as in `measure`'s compiles).
        if !rustc.compilers_recorded {
            crate::base::inputs::not_cacheable("rustc decided what the bundle keeps");
        }
        if rustc.stop.map_or(false, |s| s.load(std::sync::atomic::Ordering::SeqCst)) {
            return Err(Error::new(crate::fit::measure::STOPPED));
        }
        let src = rustc.scratch.join("mono.rs");
        std::fs::write(&src, text).map_err(|e| Error::new(format!("cannot write {}: {}", src.display(), e)))?;
        // Both ways when the code can tell (`cfg!(debug_assertions)`, `#[cfg(not(debug_assertions))]`):
        // a function either build runs counts.
        let settings: &[&str] = if text.contains("debug_assertions") { &["off", "on"] } else { &["off"] };
        let mut out = MonoItems::default();
        for setting in settings {
            *compiles += 1;
            let ir = rustc.scratch.join("mono.ll");
            let run = crate::base::scratch::output(
                Command::new("rustc")
                    .args(["--edition", rustc.edition, "--crate-type", "bin", "--crate-name", "main", "--emit=llvm-ir", "--cap-lints", "allow"])
                    // Before any LLVM pass: at opt-level 0 the always-inliner still runs, and an
                    // `#[inline(always)]` function inlined everywhere would leave no symbol.
                    .args(["-C", "opt-level=0", "-C", "no-prepopulate-passes", "-C", "codegen-units=1", "-C"])
                    .arg(format!("debug-assertions={}", setting))
                    .arg("-o")
                    .arg(&ir)
                    .arg(&src),
            )
            .map_err(|e| Error::new(format!("cannot run rustc: {}", e)))?;
            if !run.status.success() {
                return Ok(None);
            }
            let module = std::fs::read_to_string(&ir).map_err(|e| Error::new(format!("cannot read {}: {}", ir.display(), e)))?;
            let _ = std::fs::remove_file(&ir);
            out.read_ir(&module);
        }
        Ok(Some(out))
    }

    /// The functions an LLVM IR module defines or refers to (a call, a vtable entry), added.
    fn read_ir(&mut self, module: &str) {
        let mut seen = BTreeSet::new();
        for (at, _) in module.match_indices("@") {
            let rest = &module[at + 1..];
            let symbol = match rest.strip_prefix('"') {
                Some(quoted) => quoted.split('"').next().unwrap_or(""),
                None => rest.split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))).next().unwrap_or(""),
            };
            if symbol.starts_with("_ZN") && seen.insert(symbol) {
                let path = format!("{:#}", rustc_demangle::demangle(symbol));
                if defined_by_bundle(&path) {
                    self.own_paths.insert(path.clone());
                }
                self.add(&path);
            } else if !symbol.is_empty() {
                self.foreign.insert(symbol.to_string());
            }
        }
    }

    /// One demangled path.
    fn add(&mut self, path: &str) {
        let mut path = path;
        // Closures and constants inside a function are that function's.
        while let Some(outer) = path.strip_suffix("::{{closure}}").or_else(|| path.strip_suffix("::{{constant}}")) {
            path = outer;
        }
        let (qualifier, name) = match split_last_segment(path) {
            Some(parts) => parts,
            None => return,
        };
        self.names.insert(name.to_string());
        // The qualifier ends with `<A as B>` or `<impl B for A>` (a trait impl), `<impl A>`
        // (an inherent impl), or a plain path (a type, a trait or a module).
        // A type's own generic arguments (`main::m::IndexMap<K, V>::new`) are not such brackets.
        let open = matching_open(qualifier).filter(|&at| at == 0 || qualifier[..at].ends_with("::"));
        let Some(open) = open else {
            self.owned.insert((last_segment_with_args(qualifier).0, name.to_string()));
            return;
        };
        let inner = &qualifier[open + 1..qualifier.len() - 1];
        let (self_ty, trait_path) = if let Some(header) = inner.strip_prefix("impl ") {
            match split_top_level(header, " for ") {
                Some((t, s)) => (s, t),
                None => {
                    self.owned.insert((last_segment_with_args(header).0, name.to_string()));
                    return;
                }
            }
        } else {
            match split_top_level(inner, " as ") {
                Some((s, t)) => (s, t),
                None => return,
            }
        };
        let (trait_name, args) = last_segment_with_args(trait_path);
        let (self_name, _) = last_segment_with_args(self_ty);
        let args: Vec<String> = args.iter().map(|a| last_segment_with_args(a).0).collect();
        self.impl_member_pointers.insert((trait_name.clone(), self_name.clone(), name.to_string(), pointee(self_ty) != self_ty.trim()));
        self.impl_members.insert((trait_name, self_name, args, name.to_string()));
    }

    /// The same, of only the functions and statics the bundle defines: `<Vec<main::X> as
    /// Clone>::clone` is the standard library's function, `<main::X as Clone>::clone` the
    /// bundle's ([`crate::fit::floor`] counts only the bundle's).
    pub(crate) fn own(&self) -> MonoItems {
        let mut out = MonoItems::default();
        for path in &self.own_paths {
            out.add(path);
        }
        out
    }

    /// What a build that instantiates exactly `paths` (demangled) would give.
    #[cfg(test)]
    pub(crate) fn from_paths(paths: &[&str]) -> MonoItems {
        let mut out = MonoItems::default();
        for path in paths {
            if defined_by_bundle(path) {
                out.own_paths.insert(path.to_string());
            }
            out.add(path);
        }
        out
    }

    /// Whether function `name` of `owner` (a type's inherent method, a trait's provided one)
    /// is instantiated.
    pub(crate) fn has_owned(&self, owner: &str, name: &str) -> bool {
        self.owned.contains(&(owner.to_string(), name.to_string()))
    }

    /// Whether an inherent method `name` of an impl in `module` (a path in the bundle, as
    /// rustc's MIR prints it: `a::b`) for a type named one of `owners` is instantiated. The
    /// legacy symbol of such a method lies directly under the impl's module either way
    /// (`main::a::b::X::name` when the type is defined there too, `main::a::b::<impl
    /// main::c::X>::name` when not), which tells apart the inherent `new`s of two types of one
    /// name.
    pub(crate) fn has_inherent_in(&self, module: &str, owners: &BTreeSet<String>, name: &str) -> bool {
        let parent = format!("main::{}", module);
        let names_owner = |qualifier: &str| {
            let Some((at, segment)) = split_last_segment(qualifier) else { return false };
            if at != parent {
                return false;
            }
            match segment.strip_prefix("<impl ") {
                // `<impl main::c::X<T>>`: the self type, by its last segment.
                Some(rest) => owners.contains(&last_segment_with_args(rest.strip_suffix('>').unwrap_or(rest)).0),
                None => owners.contains(&last_segment_with_args(segment).0),
            }
        };
        self.own_paths.iter().any(|path| split_last_segment(path).map_or(false, |(qualifier, last)| last == name && names_owner(qualifier)))
    }
}


/// How an impl's header is matched against the symbols of a build, where a wrong "not
/// instantiated" would be a function that runs taken for one that does not: names read
/// through `type` aliases and `use .. as` renames ([`Aliases`]), a trait printed without
/// arguments read as possibly its defaults (a symbol prints `Mul` for `Mul<Self>`), a
/// reference self type told from its pointee (`impl Mul for &BigUint` from `impl Mul<u32> for
/// BigUint`), an inherent method by the module of its impl when known.
pub(crate) struct ImplMatch {
    /// What the trait's name may stand for; empty for an inherent impl.
    traits: BTreeSet<String>,
    /// What the self type's name may stand for; `None` when it is a type parameter or unnamed.
    selves: Option<BTreeSet<String>>,
    /// Whether the self type is a reference or pointer, when no alias could hide one.
    pointer: Option<bool>,
    /// The lists of names the trait's arguments may be (one empty list: any).
    args: Vec<Vec<String>>,
    /// Whether a symbol that prints the trait without arguments may be this impl's.
    args_may_be_defaults: bool,
    /// The impl's module (`a::b`), for an inherent impl whose module prints plainly.
    module: Option<String>,
}

impl ImplMatch {
    pub(crate) fn of(item: &syn::ItemImpl, aliases: &Aliases, module: Option<&str>) -> ImplMatch {
        let params: Vec<String> = item.generics.type_params().map(|p| p.ident.to_string()).collect();
        let self_name = crate::base::syntax::type_name(&item.self_ty).filter(|n| !params.contains(n));
        let selves = self_name.as_deref().map(|n| aliases.meanings(n));
        let is_pointer = |t: &syn::Type| matches!(t, syn::Type::Reference(_) | syn::Type::Ptr(_));
        let pointer = selves.as_ref().filter(|s| s.len() == 1).map(|_| is_pointer(&item.self_ty));
        let Some(last) = item.trait_.as_ref().and_then(|(_, p, _)| p.segments.last()) else {
            return ImplMatch { traits: BTreeSet::new(), selves, pointer, args: vec![Vec::new()], args_may_be_defaults: true, module: module.map(str::to_string) };
        };
        let written: Vec<&syn::Type> = match &last.arguments {
            syn::PathArguments::AngleBracketed(a) => a.args.iter().filter_map(|g| if let syn::GenericArgument::Type(t) = g { Some(t) } else { None }).collect(),
            _ => Vec::new(),
        };
        // An argument that cannot be the self type: another name, or a reference where the
        // self type is none (or the other way), with no alias in between.
        let cannot_be_self = |t: &syn::Type| match (crate::base::syntax::type_name(t), &selves) {
            (Some(n), Some(s)) => !s.contains(&n) || (pointer.is_some() && aliases.meanings(&n).len() == 1 && Some(is_pointer(t)) != pointer),
            _ => false,
        };
        let trait_name = last.ident.to_string();
        let args_may_be_defaults = !aliases.defaults_are_self(&trait_name) || !written.iter().any(|t| cannot_be_self(t));
        ImplMatch { traits: aliases.meanings(&trait_name), selves, pointer, args: trait_arguments(last, &params, aliases), args_may_be_defaults, module: None }
    }

    /// Whether some build symbol may be method `name` of this impl.
    pub(crate) fn method_may_run(&self, mono: &MonoItems, name: &str) -> bool {
        self.may_run(mono, Some(name))
    }

    /// Whether some build symbol may be a method of this impl.
    pub(crate) fn any_may_run(&self, mono: &MonoItems) -> bool {
        self.may_run(mono, None)
    }

    fn may_run(&self, mono: &MonoItems, name: Option<&str>) -> bool {
        if self.traits.is_empty() {
            let Some(selves) = &self.selves else { return true };
            return match (&self.module, name) {
                (Some(module), Some(name)) => mono.has_inherent_in(module, selves, name),
                _ => mono.owned.iter().any(|(o, n)| selves.contains(o) && name.map_or(true, |x| x == n)),
            };
        }
        let pointer_as_written = |t: &str, s: &str, n: &str| match self.pointer {
            Some(p) => mono.impl_member_pointers.contains(&(t.to_string(), s.to_string(), n.to_string(), p)),
            None => true,
        };
        mono.impl_members.iter().any(|(t, s, a, n)| {
            name.map_or(true, |x| x == n)
                && self.traits.contains(t)
                && self.selves.as_ref().map_or(true, |selves| selves.contains(s))
                && self.args.iter().any(|args| args.is_empty() || a == args || (a.is_empty() && self.args_may_be_defaults))
                && pointer_as_written(t, s, n)
        })
    }
}

/// What the names a bundle's items are written by may stand for: `type A = B<..>;` makes `A`
/// also `B`, `use x::B as A;` makes `A` also `B` (anywhere in the text, so a name that means
/// one thing in one module and another elsewhere means both).
#[derive(Default)]
pub(crate) struct Aliases {
    targets: BTreeMap<String, BTreeSet<String>>,
    /// The bundle's traits with a generic parameter whose default is not `Self`.
    other_defaults: BTreeSet<String>,
}

impl Aliases {
    pub(crate) fn of(text: &str) -> Aliases {
        struct Collect<'a>(&'a mut Aliases);
        impl<'ast> syn::visit::Visit<'ast> for Collect<'_> {
            fn visit_item_type(&mut self, t: &'ast syn::ItemType) {
                if let Some(target) = crate::base::syntax::type_name(&t.ty) {
                    self.0.targets.entry(t.ident.to_string()).or_default().insert(target);
                }
                syn::visit::visit_item_type(self, t);
            }
            fn visit_impl_item_type(&mut self, t: &'ast syn::ImplItemType) {
                if let Some(target) = crate::base::syntax::type_name(&t.ty) {
                    self.0.targets.entry(t.ident.to_string()).or_default().insert(target);
                }
                syn::visit::visit_impl_item_type(self, t);
            }
            fn visit_item_trait(&mut self, t: &'ast syn::ItemTrait) {
                let is_self = |ty: &syn::Type| matches!(ty, syn::Type::Path(p) if p.qself.is_none() && p.path.is_ident("Self"));
                if t.generics.type_params().any(|p| p.default.as_ref().map_or(false, |d| !is_self(d))) {
                    self.0.other_defaults.insert(t.ident.to_string());
                }
                syn::visit::visit_item_trait(self, t);
            }
            fn visit_use_rename(&mut self, r: &'ast syn::UseRename) {
                self.0.targets.entry(r.rename.to_string()).or_default().insert(r.ident.to_string());
            }
        }
        let mut names = Aliases::default();
        if let Ok(file) = syn::parse_file(text) {
            syn::visit::Visit::visit_file(&mut Collect(&mut names), &file);
        }
        names
    }

    /// Whether every generic parameter with a default of the trait `name` (any of that name,
    /// or what it renames) defaults to `Self`, as std's operator and comparison traits do.
    pub(crate) fn defaults_are_self(&self, name: &str) -> bool {
        self.meanings(name).iter().all(|n| !self.other_defaults.contains(n))
    }

    /// `name` and everything it may stand for, through chains of aliases.
    pub(crate) fn meanings(&self, name: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::from([name.to_string()]);
        let mut todo = vec![name.to_string()];
        while let Some(n) = todo.pop() {
            for target in self.targets.get(&n).into_iter().flatten() {
                if out.insert(target.clone()) {
                    todo.push(target.clone());
                }
            }
        }
        out
    }
}

/// The lists of names the trait's generic arguments may stand for (every combination through
/// aliases, at most 64), or one empty list (any arguments) when one is a parameter or unnamed.
fn trait_arguments(segment: &syn::PathSegment, params: &[String], aliases: &Aliases) -> Vec<Vec<String>> {
    let written = crate::base::syntax::type_argument_names(segment, params);
    let mut lists: Vec<Vec<String>> = vec![Vec::new()];
    for arg in &written {
        let meanings = aliases.meanings(arg);
        if lists.len() * meanings.len() > 64 {
            return vec![Vec::new()];
        }
        lists = lists.iter().flat_map(|l| meanings.iter().map(move |m| l.iter().cloned().chain([m.clone()]).collect())).collect();
    }
    lists
}

/// Whether a demangled path names a function (or static) the bundle defines, in the crate
/// the instantiation build calls `main`: a path inside it, a trait impl of one of its traits,
/// or one for one of its types (through references, raw pointers and `dyn`, not inside another
/// type: `Vec<main::X>`'s impls are the standard library's; `dyn main::Tr`'s are the bundle's).
fn defined_by_bundle(path: &str) -> bool {
    if path.starts_with("main::") {
        return true;
    }
    let mut path = path;
    while let Some(outer) = path.strip_suffix("::{{closure}}").or_else(|| path.strip_suffix("::{{constant}}")) {
        path = outer;
    }
    let Some((qualifier, _)) = split_last_segment(path) else { return false };
    let Some(inner) = qualifier.strip_prefix('<').and_then(|q| q.strip_suffix('>')) else { return false };
    let Some((self_ty, trait_path)) = split_top_level(inner, " as ") else { return false };
    pointee(self_ty).starts_with("main::") || trait_path.trim().starts_with("main::")
}

/// `path` as (everything before its last top-level `::`, the last segment).
fn split_last_segment(path: &str) -> Option<(&str, &str)> {
    let mut depth = 0i32;
    let bytes = path.as_bytes();
    let mut last = None;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'<' => depth += 1,
            b'>' if i > 0 && bytes[i - 1] == b'-' => {}
            b'>' => depth -= 1,
            b':' if depth == 0 && bytes.get(i + 1) == Some(&b':') => {
                last = Some(i);
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    let at = last?;
    Some((&path[..at], &path[at + 2..]))
}

/// Where the `<` that matches a qualifier's final `>` is, when it ends with one.
fn matching_open(qualifier: &str) -> Option<usize> {
    let bytes = qualifier.as_bytes();
    if bytes.last() != Some(&b'>') {
        return None;
    }
    let mut depth = 0i32;
    for i in (0..bytes.len()).rev() {
        match bytes[i] {
            b'>' if i > 0 && bytes[i - 1] == b'-' => {}
            b'>' => depth += 1,
            b'<' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// `text` split at the first `sep` outside angle brackets and parentheses.
fn split_top_level<'a>(text: &'a str, sep: &str) -> Option<(&'a str, &'a str)> {
    let mut depth = 0i32;
    let bytes = text.as_bytes();
    for i in 0..bytes.len() {
        match bytes[i] {
            b'<' | b'(' | b'[' => depth += 1,
            b'>' if i > 0 && bytes[i - 1] == b'-' => {}
            b'>' | b')' | b']' => depth -= 1,
            _ if depth == 0 && text[i..].starts_with(sep) => return Some((&text[..i], &text[i + sep.len()..])),
            _ => {}
        }
    }
    None
}

/// A type written without the references, raw pointers and `dyn` around it: `&'a mut
/// main::m::X` is `main::m::X`.
fn pointee(ty: &str) -> &str {
    let mut p = ty.trim();
    loop {
        let before = p;
        for prefix in ["&mut ", "&", "*const ", "*mut ", "dyn ", "mut "] {
            if let Some(rest) = p.strip_prefix(prefix) {
                p = rest.trim_start();
            }
        }
        // A lifetime after `&`: `&'a T`.
        if let Some(rest) = p.strip_prefix('\'') {
            p = rest.split_once(' ').map_or("", |(_, r)| r);
        }
        if p == before {
            return p;
        }
    }
}

/// A type or trait path's last segment (through `&`, `&mut`, `*const`, `dyn`) and its
/// top-level generic arguments: `&main::m::Ratio<T>` is (`Ratio`, [`T`]).
fn last_segment_with_args(path: &str) -> (String, Vec<String>) {
    let p = pointee(path);
    let (base, args) = match p.find('<') {
        Some(open) if p.ends_with('>') => (&p[..open], &p[open + 1..p.len() - 1]),
        _ => (p, ""),
    };
    let name = base.rsplit("::").next().unwrap_or(base).trim().to_string();
    let mut out = Vec::new();
    let mut rest = args;
    while !rest.is_empty() {
        match split_top_level(rest, ",") {
            Some((a, r)) => {
                out.push(a.trim().to_string());
                rest = r;
            }
            None => {
                out.push(rest.trim().to_string());
                break;
            }
        }
    }
    (name, out.into_iter().filter(|a| !a.is_empty() && !a.starts_with('\'')).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An impl header's matching, with `context` (items beside it) for its aliases.
    fn matching(header: &str, context: &str) -> ImplMatch {
        let item: syn::ItemImpl = syn::parse_str(&format!("{} {{}}", header)).unwrap();
        ImplMatch::of(&item, &Aliases::of(context), None)
    }

    fn of(paths: &[&str]) -> MonoItems {
        let mut m = MonoItems::default();
        for p in paths {
            m.add(p);
        }
        m
    }

    #[test]
    fn trait_methods_name_their_impl_in_both_spellings() {
        let m = of(&[
            "<main::num_bigint::biguint::BigUint as core::ops::arith::MulAssign<u32>>::mul_assign",
            "main::num_bigint::biguint::addition::<impl core::ops::arith::Add<&main::num_bigint::biguint::BigUint> for &main::num_bigint::biguint::BigUint>::add",
            "<() as std::process::Termination>::report",
        ]);
        let may_run = |header: &str| matching(header, "").any_may_run(&m);
        assert!(may_run("impl MulAssign<u32> for BigUint"));
        assert!(!may_run("impl MulAssign<u64> for BigUint"));
        assert!(may_run("impl<'a> Add<&'a BigUint> for &'a BigUint"));
        assert!(may_run("impl<T> Add for T"));
        assert!(!may_run("impl Sub for BigUint"));
        assert!(m.names.contains("mul_assign") && m.names.contains("add") && m.names.contains("report"));
        // The one `add` instantiated is for a reference.
        assert!(!matching("impl Add for BigUint", "").method_may_run(&m, "add"));
        assert!(!matching("impl Add<BigUint> for BigInt", "").method_may_run(&m, "add"));
        // Through an alias.
        assert!(matching("impl MulAssign<u32> for Big", "type Big = BigUint;").method_may_run(&m, "mul_assign"));
    }

    #[test]
    fn an_inherent_method_is_read_by_the_module_of_its_impl_and_its_type() {
        let m = MonoItems::from_paths(&[
            "main::hashbrown::raw::inner::RawTableInner<A>::buckets",
            "main::im_rc::vector::focus::<impl main::im_rc::vector::Focus<A>>::len",
        ]);
        let owners = |n: &str| BTreeSet::from([n.to_string()]);
        assert!(m.has_inherent_in("hashbrown::raw::inner", &owners("RawTableInner"), "buckets"));
        assert!(!m.has_inherent_in("hashbrown::raw::inner", &owners("RawTable"), "buckets"));
        assert!(!m.has_inherent_in("hashbrown::raw", &owners("RawTableInner"), "buckets"));
        assert!(m.has_inherent_in("im_rc::vector::focus", &owners("Focus"), "len"));
        assert!(!m.has_inherent_in("im_rc::vector::focus", &owners("FocusMut"), "len"));
    }

    #[test]
    fn a_trait_printed_without_arguments_may_be_its_defaults() {
        // `impl Mul<&BigUint> for &BigUint` is `Mul<Self>`, printed `Mul`.
        let m = of(&["main::num_bigint::biguint::multiplication::<impl core::ops::arith::Mul for &main::num_bigint::biguint::BigUint>::mul"]);
        let may_run = |header: &str, context: &str| matching(header, context).method_may_run(&m, "mul");
        assert!(may_run("impl<'a, 'b> Mul<&'b BigUint> for &'a BigUint", ""));
        assert!(!may_run("impl<'a> Mul<u32> for &'a BigUint", ""));
        assert!(!may_run("impl<'a> Mul<BigUint> for &'a BigUint", ""));
        // A trait of the bundle's whose default is not `Self`: its arguments may be anything.
        assert!(may_run("impl<'a> Mul<u32> for &'a BigUint", "trait Mul<Rhs = u32> { fn mul(self, r: Rhs); }"));
    }

    #[test]
    fn free_functions_inherent_methods_and_closures_count_by_name() {
        let m = of(&[
            "main::num_integer::gcd",
            "main::num_bigint::biguint::<impl main::num_bigint::biguint::BigUint>::to_str_radix",
            "main::solver::Grundy::table::{{closure}}",
            "<main::m::Wrapper<T> as core::fmt::Display>::fmt",
            "main::indexmap::map::IndexMap<K, V>::new",
        ]);
        assert!(m.has_owned("IndexMap", "new"));
        for name in ["gcd", "to_str_radix", "table", "fmt"] {
            assert!(m.names.contains(name), "{}", name);
        }
        assert!(!m.names.contains("{{closure}}"));
        // An inherent impl is not a trait impl.
        assert!(!m.impl_members.iter().any(|(t, _, _, _)| t == "BigUint"));
        assert!(m.has_owned("BigUint", "to_str_radix") && m.has_owned("Grundy", "table") && m.has_owned("num_integer", "gcd"));
        assert!(!m.has_owned("BigInt", "to_str_radix"));
        assert!(matching("impl<T> Display for Wrapper<T>", "").any_may_run(&m));
    }

    #[test]
    fn the_bundles_own_functions_are_told_from_the_standard_librarys() {
        for own in [
            "main::num_integer::gcd",
            "<main::m::BigUint as core::ops::arith::MulAssign<u32>>::mul_assign",
            "<&main::m::BigUint as core::ops::arith::Add>::add",
            "<alloc::vec::Vec<T> as main::m::Ext>::ext",
            "<[T] as main::m::Ext>::ext",
            "main::m::<impl core::ops::arith::Add<&main::m::BigUint> for &main::m::BigUint>::add",
            "main::solver::Grundy::table::{{closure}}",
        ] {
            assert!(defined_by_bundle(own), "{}", own);
        }
        for theirs in ["<alloc::vec::Vec<main::m::X> as core::clone::Clone>::clone", "<(main::m::X, u8) as core::fmt::Debug>::fmt", "core::ptr::drop_in_place<main::m::X>", "std::rt::lang_start"] {
            assert!(!defined_by_bundle(theirs), "{}", theirs);
        }
    }

    #[test]
    fn function_types_and_arrows_do_not_unbalance_the_brackets() {
        let m = of(&["<main::m::Lazy<T, fn() -> T> as core::ops::Deref>::deref"]);
        assert!(matching("impl<T> Deref for Lazy<T, fn() -> T>", "").any_may_run(&m));
        assert!(m.names.contains("deref"));
    }
}
