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
use std::collections::BTreeSet;
use std::process::Command;

/// The functions a bundle's binary instantiates, by name.
#[derive(Debug, Default)]
pub(crate) struct MonoItems {
    /// The last path segment of every instantiated function (free functions, inherent and
    /// trait methods, without closures' `{{closure}}`).
    pub(crate) names: BTreeSet<String>,
    /// Every trait impl one of whose methods is instantiated: (trait, self type, the trait's
    /// generic arguments), each by its last path segment through references (`&BigUint` is
    /// `BigUint`).
    pub(crate) impls: BTreeSet<(String, String, Vec<String>)>,
    /// The same, with the method's name.
    pub(crate) impl_members: BTreeSet<(String, String, Vec<String>, String)>,
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
        self.impl_members.insert((trait_name.clone(), self_name.clone(), args.clone(), name.to_string()));
        self.impls.insert((trait_name, self_name, args));
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

    /// Whether method `name` of an impl of `trait_name` is instantiated ([`has_impl`]'s
    /// matching).
    pub(crate) fn has_impl_member(&self, trait_name: &str, self_name: Option<&str>, trait_args: &[String], name: &str) -> bool {
        self.impl_members
            .iter()
            .any(|(t, s, a, n)| n == name && t == trait_name && self_name.map_or(true, |x| x == s) && (trait_args.is_empty() || a == trait_args))
    }

    /// Whether function `name` of `owner` (a type's inherent method, a trait's provided one)
    /// is instantiated.
    pub(crate) fn has_owned(&self, owner: &str, name: &str) -> bool {
        self.owned.contains(&(owner.to_string(), name.to_string()))
    }

    /// Whether some method of an impl of `trait_name` (with generic arguments `trait_args`,
    /// when it has named ones) for `self_name` (any, when `None`: a generic parameter) is
    /// instantiated.
    pub(crate) fn has_impl(&self, trait_name: &str, self_name: Option<&str>, trait_args: &[String]) -> bool {
        self.impls.iter().any(|(t, s, a)| t == trait_name && self_name.map_or(true, |n| n == s) && (trait_args.is_empty() || a == trait_args))
    }
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
        assert!(m.has_impl("MulAssign", Some("BigUint"), &["u32".to_string()]));
        assert!(!m.has_impl("MulAssign", Some("BigUint"), &["u64".to_string()]));
        assert!(m.has_impl("Add", Some("BigUint"), &["BigUint".to_string()]));
        assert!(m.has_impl("Add", None, &[]));
        assert!(!m.has_impl("Sub", None, &[]));
        assert!(m.names.contains("mul_assign") && m.names.contains("add") && m.names.contains("report"));
        assert!(m.has_impl_member("Add", Some("BigUint"), &[], "add"));
        assert!(!m.has_impl_member("Add", Some("BigInt"), &[], "add"));
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
        assert!(!m.impls.iter().any(|(t, _, _)| t == "BigUint"));
        assert!(m.has_owned("BigUint", "to_str_radix") && m.has_owned("Grundy", "table") && m.has_owned("num_integer", "gcd"));
        assert!(!m.has_owned("BigInt", "to_str_radix"));
        assert!(m.has_impl("Display", Some("Wrapper"), &[]));
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
        assert!(m.has_impl("Deref", Some("Lazy"), &[]));
        assert!(m.names.contains("deref"));
    }
}
