//! Path rewrites at syn span positions, as [`crate::base::edit::Edit`]s: paths into other crates made
//! to work inside one file.

use crate::base::edit::Edit;
use crate::read::parse::SourceFile;
use proc_macro2::{Delimiter, TokenTree};
use std::collections::BTreeMap;

/// Edits that make paths into other crates work inside one file, where each crate is a module
/// at the crate root: `::name::x` anywhere, and `name::x` inside a module (`nested`), become
/// `crate::module::x`; `extern crate name;` becomes a `use` of the module under the same name.
/// `names` maps the names the code uses to the modules. At the top level of the problem
/// (`nested` false) `name::x` already works: the modules are declared there. `local(name,
/// offset)`: the module around `offset` has an item or `use` binding `name` of its own (`mod
/// helper;` beside a dependency `helper`), which a path that starts with `name` means (the 2018
/// path rules): such a path stays as written; `::name::x` is the crate's.
///
/// An `extern crate name [as alias];` anywhere below the problem's own top level (a function
/// body, the `const _: () = { .. };` a derive expands into) is rewritten too: only the
/// problem's top-level items are left to [`crate::write::emit`], where the crate's module is declared.
pub fn extern_path_edits(file: &SourceFile, trees: &[TokenTree], names: &BTreeMap<String, String>, nested: bool, local: &dyn Fn(&str, usize) -> bool, edits: &mut Vec<Edit>) {
    walk(file, trees, names, nested, true, local, edits)
}

fn walk(file: &SourceFile, trees: &[TokenTree], names: &BTreeMap<String, String>, nested: bool, top: bool, local: &dyn Fn(&str, usize) -> bool, edits: &mut Vec<Edit>) {
    let punct = |i: usize, c: char| matches!(trees.get(i), Some(TokenTree::Punct(p)) if p.as_char() == c);
    let ident_is = |i: usize, word: &str| matches!(trees.get(i), Some(TokenTree::Ident(id)) if id == word);
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            // A `use` tree's group (`use dep::{prelude::{zerofrom::ZeroFrom, *}}`): what it
            // holds continues the path before it, so no name in it starts one.
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace && i >= 2 && punct(i - 1, ':') && punct(i - 2, ':') => {}
            TokenTree::Group(g) if names.keys().any(|name| file.group_mentions(g, name)) => {
                let module_body = g.delimiter() == Delimiter::Brace && i >= 2 && ident_is(i - 2, "mod");
                // A macro's body expands wherever it is invoked, nested modules included.
                let macro_body = i >= 3 && ident_is(i - 3, "macro_rules") && punct(i - 2, '!');
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                walk(file, &inner, names, nested || module_body || macro_body, false, local, edits);
            }
            TokenTree::Ident(id) if nested && id == "use" && i >= 1 && ident_is(i - 1, "pub") => {
                // `pub use dep;`, `pub use dep as d;`, `pub use ::dep::{self, ..}`: the crate's
                // module is private to the bundle's root, so a `pub` re-export of it is E0365;
                // inside one file `pub(crate)` is as wide. Not `pub use dep::Item;`: a `pub`
                // item re-exports `pub` through a private module, and its re-export must stay
                // `pub` for one further on (rand's prelude re-exports rand's `pub use
                // rand_core::{CryptoRng, ..}`: E0365 on `pub(crate)`). A dependency's macros,
                // `pub(crate)` in the bundle, are `emit`'s (`macro_reexports`).
                let head = if punct(i + 1, ':') && punct(i + 2, ':') { i + 3 } else { i + 1 };
                let into_dependency = match trees.get(head) {
                    Some(TokenTree::Ident(h)) => {
                        let h = crate::base::syntax::unraw(h);
                        names.contains_key(&h) && (head != i + 1 || !local(&h, file.range(trees[head].span()).start))
                    }
                    _ => false,
                };
                let whole_crate = punct(head + 1, ';')
                    || ident_is(head + 1, "as")
                    || (punct(head + 1, ':')
                        && punct(head + 2, ':')
                        && matches!(trees.get(head + 3), Some(TokenTree::Group(g)) if g.stream().into_iter().any(|t| matches!(&t, TokenTree::Ident(s) if s == "self"))));
                if into_dependency && whole_crate {
                    edits.push(Edit::replace(file.range(trees[i - 1].span()), "pub(crate)"));
                }
            }
            TokenTree::Ident(id) => {
                let name = crate::base::syntax::unraw(id);
                let Some(module) = names.get(&name) else { continue };
                if (nested || !top) && i >= 2 && ident_is(i - 2, "extern") && ident_is(i - 1, "crate") {
                    let start = file.range(trees[i - 2].span()).start;
                    let end = file.range(id.span()).end;
                    let renamed = ident_is(i + 1, "as");
                    let text = if renamed { format!("use crate::{}", module) } else { format!("use crate::{} as {}", module, name) };
                    edits.push(Edit::replace(start..end, text));
                    // `pub extern crate name;`: the crate's module is private to the bundle's
                    // root, so a `pub use` of it would be E0365; `pub(crate)` is as wide here.
                    if i >= 3 && ident_is(i - 3, "pub") {
                        edits.push(Edit::replace(file.range(trees[i - 3].span()), "pub(crate)"));
                    }
                    continue;
                }
                let bare_start = !(i >= 1 && punct(i - 1, ':'));
                if nested && bare_start && local(&name, file.range(id.span()).start) {
                    continue;
                }
                // `use name as b;` / `use name;`: the whole crate, by its module.
                let whole_crate = nested && i >= 1 && ident_is(i - 1, "use") && (ident_is(i + 1, "as") || punct(i + 1, ';'));
                if whole_crate {
                    edits.push(Edit::replace(file.range(id.span()), format!("crate::{}", module)));
                    continue;
                }
                if !(punct(i + 1, ':') && punct(i + 2, ':')) {
                    continue;
                }
                let after_colons = i >= 2 && punct(i - 1, ':') && punct(i - 2, ':');
                // `a::name` continues some other path; `::name` starts one.
                let continues_path = after_colons
                    && i >= 3
                    && matches!(&trees[i - 3], TokenTree::Ident(id) if !STARTS_A_PATH_AFTER.iter().any(|k| id == k));
                let ident_range = file.range(id.span());
                if after_colons && !continues_path {
                    let start = file.range(trees[i - 2].span()).start;
                    if *module == name {
                        let end = file.range(trees[i - 1].span()).end;
                        edits.push(Edit::replace(start..end, "crate::"));
                    } else {
                        edits.push(Edit::replace(start..ident_range.end, format!("crate::{}", module)));
                    }
                } else if nested && !after_colons {
                    if *module == name {
                        edits.push(Edit::insert(ident_range.start, "crate::"));
                    } else {
                        edits.push(Edit::replace(ident_range, format!("crate::{}", module)));
                    }
                }
            }
            _ => {}
        }
    }
}

/// Keywords after which `::x` starts a path (`use ::solver_core::x`) instead of continuing one.
const STARTS_A_PATH_AFTER: &[&str] = &[
    "as", "box", "break", "const", "dyn", "else", "for", "if", "impl", "in", "let", "match", "move", "mut", "pub",
    "ref", "return", "static", "type", "unsafe", "use", "where", "while", "yield",
];
