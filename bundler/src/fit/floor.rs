//! The least a bundle's library part can shrink to while it keeps the crates' code as written:
//! the minified text of the library functions the program's build instantiates.
//!
//! - In: a bundle's text (the library part after [`crate::write::shrink::LIBRARY_START`]) and
//!   what its build instantiates ([`MonoItems`]). Out: a [`Floor`].
//!
//! Every shrink step keeps a function the build instantiates, with its body: it is code the
//! program can run (the compile-guided shrink's step 0 replaces only the bodies of the others).
//! So once the text steps have made it as small as they can (docs and comments dropped,
//! minified), each such function still takes at least its own minified text, and a bundle
//! whose floor is over the judge's limit cannot fit by any step that keeps the code: the
//! compile-guided shrink, minutes to hours of compiles for such bundles, is not tried.
//!
//! What makes it a lower bound rather than an estimate:
//! - Only functions written out as items count, not those a macro invocation writes (a bundle
//!   may keep the shorter invocation), nor a function's own nested items.
//! - A function counts only when it is the one definition in the bundle that an instantiated
//!   symbol can name (by owner and name: `BigUint::to_str_radix`; by trait, self type, the
//!   trait's arguments and name: `<BigUint as MulAssign<u32>>::mul_assign`; only of the
//!   bundle's own crate, [`MonoItems::own`]). A name that two definitions share (two `Iter`
//!   types in different modules) counts neither, and a generic impl (`impl<T> Tr for T`) counts
//!   for no symbol.
//! - Its text is the signature and the body, minified alone, without attributes, less one
//!   character for every line break the minifier put in (a break may stand where a space
//!   would have), so never more than what it adds to the minified library.
//!
//! Statics the build refers to count the same way. Constants do not (their uses are inlined,
//! so no symbol names them), which leaves out data tables such as regex-syntax's Unicode
//! classes: the floor is below the true minimum, never above it.

use crate::fit::mono_items::MonoItems;
use std::collections::BTreeMap;

/// The least a bundle's library part can shrink to ([the module doc](self)).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Floor {
    /// Characters of the library part at least (as minified, the unit vnoj counts; never more
    /// than its bytes).
    pub chars: usize,
    /// How many functions and statics make it up.
    pub items: usize,
    /// The largest of them, by path, with their characters, largest first (at most 8).
    pub largest: Vec<(String, usize)>,
}

impl Floor {
    /// "the 412 functions this program's build instantiates take at least 97,250 characters
    /// minified (regex_automata::meta::strategy::Core::new 3,120, ...)".
    pub fn describe(&self) -> String {
        let largest: Vec<String> = self.largest.iter().map(|(path, chars)| format!("{} {}", path, chars)).collect();
        format!(
            "the {} library functions and statics this program's build instantiates take at least {} characters minified{}",
            self.items,
            self.chars,
            if largest.is_empty() { String::new() } else { format!(" (largest: {})", largest.join(", ")) }
        )
    }
}

/// A function or static written out in the bundle, and what an instantiated symbol would say
/// of it.
struct Definition {
    path: String,
    chars: usize,
    key: Key,
}

/// How a symbol names a definition ([`MonoItems`]'s matching).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    /// A free function or static (owner: its module), an inherent method (its type), a
    /// trait's provided method (its trait).
    Owned { owner: String, name: String },
    /// A trait impl's method: trait, self type, the trait's generic arguments (empty when not
    /// all are plain names), name.
    Member { trait_name: String, self_name: String, trait_args: Vec<String>, name: String },
}

/// The floor of `text`'s library part, which starts at byte `lib_start`, given `mono`, what the
/// bundle's build instantiates. `None` when the text does not parse.
pub(crate) fn of(text: &str, lib_start: usize, mono: &MonoItems) -> Option<Floor> {
    let file = crate::read::parse::SourceFile::parse("bundle.rs", text.to_string()).ok()?;
    let mut definitions = Vec::new();
    collect(&file, &file.ast.items, "", lib_start, &mut definitions);
    let own = mono.own();
    // Which definitions each instantiated symbol can name; one that is the only candidate of
    // some symbol must be there.
    let mut symbols: BTreeMap<Key, Vec<usize>> = BTreeMap::new();
    for (owner, name) in &own.owned {
        symbols.entry(Key::Owned { owner: owner.clone(), name: name.clone() }).or_default();
    }
    for (trait_name, self_name, trait_args, name) in &own.impl_members {
        symbols.entry(Key::Member { trait_name: trait_name.clone(), self_name: self_name.clone(), trait_args: trait_args.clone(), name: name.clone() }).or_default();
    }
    for (k, d) in definitions.iter().enumerate() {
        for (symbol, candidates) in symbols.iter_mut() {
            if names(symbol, &d.key) {
                candidates.push(k);
            }
        }
    }
    let mut counted: Vec<usize> = symbols.values().filter(|c| c.len() == 1).map(|c| c[0]).collect();
    counted.sort_unstable();
    counted.dedup();
    let mut largest: Vec<(String, usize)> = counted.iter().map(|&k| (definitions[k].path.clone(), definitions[k].chars)).collect();
    largest.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let chars = largest.iter().map(|(_, c)| c).sum();
    largest.truncate(8);
    Some(Floor { chars, items: counted.len(), largest })
}

/// Whether an instantiated symbol's key can name a definition's, as [`MonoItems`] matches:
/// a definition's trait arguments, when it has none written as plain names, match any.
fn names(symbol: &Key, definition: &Key) -> bool {
    match (symbol, definition) {
        (Key::Owned { owner: a, name: n }, Key::Owned { owner: b, name: m }) => a == b && n == m,
        (Key::Member { trait_name: t, self_name: s, trait_args: a, name: n }, Key::Member { trait_name: u, self_name: r, trait_args: b, name: m }) => {
            t == u && s == r && n == m && (b.is_empty() || a == b)
        }
        _ => false,
    }
}

/// The definitions of `items`, in the module at `path` (`""` for the crate root).
fn collect(file: &crate::read::parse::SourceFile, items: &[syn::Item], path: &str, lib_start: usize, out: &mut Vec<Definition>) {
    use syn::spanned::Spanned;
    // A symbol names a free function by its module's last segment (`main::lib::gcd`: `lib`).
    let module = if path.is_empty() { "main" } else { path.rsplit("::").next().unwrap_or(path) };
    let within = |name: &str| if path.is_empty() { name.to_string() } else { format!("{}::{}", path, name) };
    let mut define = |path: String, from: proc_macro2::Span, to: proc_macro2::Span, key: Key, out: &mut Vec<Definition>| {
        let start = file.range(from).start;
        let end = file.range(to).end;
        if start < lib_start || end <= start {
            return;
        }
        out.push(Definition { path, chars: minified_chars(&file.text[start..end]), key });
    };
    for item in items {
        match item {
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    collect(file, inner, &within(&m.ident.to_string()), lib_start, out);
                }
            }
            syn::Item::Fn(f) => {
                let name = f.sig.ident.to_string();
                define(within(&name), f.sig.span(), f.block.span(), Key::Owned { owner: module.to_string(), name }, out);
            }
            syn::Item::Static(s) => {
                let name = s.ident.to_string();
                define(within(&name), s.static_token.span, s.semi_token.span, Key::Owned { owner: module.to_string(), name }, out);
            }
            syn::Item::Impl(i) => impl_definitions(i, path, &mut define, out),
            syn::Item::Const(c) => {
                for (_, i) in crate::base::syntax::anonymous_const_impls(c) {
                    impl_definitions(i, path, &mut define, out);
                }
            }
            syn::Item::Trait(t) => {
                let owner = t.ident.to_string();
                for member in &t.items {
                    if let syn::TraitItem::Fn(syn::TraitItemFn { sig, default: Some(block), .. }) = member {
                        let name = sig.ident.to_string();
                        define(within(&format!("{}::{}", owner, name)), sig.span(), block.span(), Key::Owned { owner: owner.clone(), name }, out);
                    }
                }
            }
            _ => {}
        }
    }
}

/// The functions of an impl: an inherent one's by its type, a trait impl's by trait and self
/// type (none when the self type is a generic parameter or has no name).
fn impl_definitions(i: &syn::ItemImpl, path: &str, define: &mut dyn FnMut(String, proc_macro2::Span, proc_macro2::Span, Key, &mut Vec<Definition>), out: &mut Vec<Definition>) {
    use syn::spanned::Spanned;
    let params: Vec<String> = i.generics.type_params().map(|p| p.ident.to_string()).collect();
    let Some(self_name) = crate::base::syntax::type_name(&i.self_ty).filter(|n| !params.contains(n)) else { return };
    let trait_part = i.trait_.as_ref().and_then(|(_, p, _)| p.segments.last()).map(|s| (s.ident.to_string(), crate::base::syntax::type_argument_names(s, &params)));
    for member in &i.items {
        let syn::ImplItem::Fn(f) = member else { continue };
        let name = f.sig.ident.to_string();
        let prefix = if path.is_empty() { String::new() } else { format!("{}::", path) };
        let (shown, key) = match &trait_part {
            None => (format!("{}{}::{}", prefix, self_name, name), Key::Owned { owner: self_name.clone(), name }),
            Some((trait_name, trait_args)) => (
                format!("{}<{} as {}>::{}", prefix, self_name, trait_name, name),
                Key::Member { trait_name: trait_name.clone(), self_name: self_name.clone(), trait_args: trait_args.clone(), name },
            ),
        };
        define(shown, f.sig.span(), f.block.span(), key, out);
    }
}

/// Characters of `text` minified, less its line breaks: at most what it adds to the minified
/// library it is part of.
fn minified_chars(text: &str) -> usize {
    let minified = crate::write::minify::minify(text);
    let minified = minified.trim();
    minified.chars().count() - minified.matches('\n').count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mono(paths: &[&str]) -> MonoItems {
        MonoItems::from_paths(paths)
    }

    const BUNDLE: &str = "fn main() { lib::gcd(4, 6); }

#[allow(dead_code)]
mod lib {
    pub fn gcd(a: u64, b: u64) -> u64 { if b == 0 { a } else { gcd(b, a % b) } }
    pub fn unused(a: u64) -> u64 { a * 2 }
    pub struct Big(Vec<u32>);
    impl Big { pub fn digits(&self) -> usize { self.0.len() } }
    impl std::ops::MulAssign<u32> for Big { fn mul_assign(&mut self, k: u32) { for d in &mut self.0 { *d *= k; } } }
    impl std::ops::MulAssign<u64> for Big { fn mul_assign(&mut self, k: u64) { let _ = k; } }
    pub trait Ext { fn twice(&self) -> usize { 2 } }
    impl<T> Ext for T {}
    static TABLE: [u8; 4] = [1, 2, 3, 4];
    mod a { pub fn same() -> u8 { 1 } }
    mod b { mod a { pub fn same() -> u8 { 2 } } }
}
";

    #[test]
    fn only_instantiated_functions_named_unambiguously_count_at_their_minified_size() {
        let lib_start = BUNDLE.find("\n#[allow").unwrap();
        let floor = of(
            BUNDLE,
            lib_start,
            &mono(&[
                "main::lib::gcd",
                "main::lib::Big::digits",
                "<main::lib::Big as core::ops::arith::MulAssign<u32>>::mul_assign",
                "main::lib::Ext::twice",
                "main::lib::TABLE",
                "main::lib::a::same",
                "<alloc::vec::Vec<main::lib::Big> as core::clone::Clone>::clone",
            ]),
        )
        .unwrap();
        let mut paths: Vec<&str> = floor.largest.iter().map(|(p, _)| p.as_str()).collect();
        paths.sort_unstable();
        // `unused` and the `u64` impl are not instantiated; `same` is defined in two modules
        // named `a`, so neither counts.
        assert_eq!(paths, ["lib::<Big as MulAssign>::mul_assign", "lib::Big::digits", "lib::Ext::twice", "lib::TABLE", "lib::gcd"]);
        let gcd = floor.largest.iter().find(|(p, _)| p == "lib::gcd").unwrap().1;
        assert_eq!(gcd, "fn gcd(a:u64,b:u64)->u64{if b==0{a}else{gcd(b,a%b)}}".len());
        assert_eq!(floor.chars, floor.largest.iter().map(|(_, c)| c).sum::<usize>());
        assert_eq!(floor.items, 5);
    }

    #[test]
    fn nothing_instantiated_is_no_floor() {
        let floor = of(BUNDLE, BUNDLE.find("\n#[allow").unwrap(), &mono(&["std::rt::lang_start", "<u8 as core::clone::Clone>::clone"])).unwrap();
        assert_eq!(floor, Floor::default());
    }
}
