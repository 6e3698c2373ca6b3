//! What a problem asks of the libraries: the names it mentions (the tree shaker's roots), and
//! checks that its paths into each crate (`solver_core::...`) exist and that it does not shadow a
//! crate's module.

use crate::base::error::{Error, Result};
use crate::find::crates::BUNDLED_MODULE;
use crate::read::library::{use_leaves, Library};
use crate::reach::shake::Roots;
use crate::read::parse::SourceFile;
use proc_macro2::{Spacing, TokenStream, TokenTree};
use syn::spanned::Spanned;

/// What the problem asks of solver-core (the roots of tree shaking): see [`roots_for`].
pub fn roots(problem: &SourceFile) -> Roots {
    roots_for(problem, &[BUNDLED_MODULE.to_string()]).pop().expect("one per name")
}

/// What the problem asks of each crate it calls `name` (one [`Roots`] per name, in order): the
/// paths it spells, its identifiers (member names: methods called on library values), and what
/// its `use` trees import from `name`, in any of its modules. The text is scanned once.
pub fn roots_for(problem: &SourceFile, names: &[String]) -> Vec<Roots> {
    let scanned = crate::read::scan::scan(&problem.text, 0..problem.text.len());
    let mut out = Vec::with_capacity(names.len());
    let mut scanned = Some(scanned);
    for (k, name) in names.iter().enumerate() {
        // The last name takes the scan; the others copy it.
        let s = if k + 1 == names.len() { scanned.take().expect("scan") } else { scanned.clone().expect("scan") };
        out.push(roots_named(problem, name, s));
    }
    out
}

fn roots_named(problem: &SourceFile, name: &str, scanned: crate::read::scan::Scan) -> Roots {
    // The problem calls a crate's trait methods only where its own `use` items bring the
    // traits into scope (a library macro it invokes expands with the macro's own paths).
    let mut roots = Roots { name: name.to_string(), paths: scanned.paths, idents: scanned.idents, scoped: true, ..Roots::default() };
    let mut uses = Vec::new();
    collect_uses(&problem.ast.items, &mut uses);
    for u in uses {
        for leaf in use_leaves(&u.tree) {
            let mut segs = leaf.prefix.clone();
            segs.push(leaf.name.clone());
            if matches!(segs.first().map(|s| s.as_str()), Some("crate" | "::")) {
                segs.remove(0);
            }
            if segs.first().map(|s| s.as_str()) != Some(name) {
                continue;
            }
            segs.remove(0);
            match leaf.name.as_str() {
                "*" => {
                    segs.pop();
                    roots.globs.push(segs);
                }
                "self" => {
                    segs.pop();
                    roots.bindings.push((leaf.binding().to_string(), segs));
                }
                _ => roots.bindings.push((leaf.binding().to_string(), segs)),
            }
        }
    }
    // A program whose root defines `name` itself (anyhow's doctest with its own `mod
    // serde_json { .. }` standing in for the crate) means that item by `name::..` at its root
    // (items shadow the extern prelude): only `::name::..` or `extern crate name;` reach the
    // crate then.
    let shadowed = problem.ast.items.iter().any(|item| top_level_ident(item).map_or(false, |i| crate::base::syntax::unraw(i) == name));
    let reached_anyway = roots.paths.iter().any(|p| p.segments.len() > 1 && p.segments[0] == "::" && p.segments[1] == name)
        || extern_crates_plain(&problem.ast.items).iter().any(|n| n == name);
    if shadowed && !reached_anyway {
        // Its `name::..` paths mean the program's own item, and name nothing of the crate.
        roots.paths.retain(|p| p.segments.first().map(String::as_str) != Some(name));
        roots.idents.remove(name);
        roots.globs.clear();
        roots.bindings.clear();
    }
    // `extern crate name as alias;` anywhere (im-rc's doctests, a derive's expansion) binds
    // the crate itself, as `use name as alias;` does.
    for (ident, alias) in extern_crates(&problem.ast.items) {
        if ident == name && alias != "_" && alias != name {
            roots.bindings.push((alias, Vec::new()));
        }
    }
    roots
}

/// The crates of the `extern crate name;` items (without `as`) anywhere in `items`.
fn extern_crates_plain(items: &[syn::Item]) -> Vec<String> {
    struct Externs(Vec<String>);
    impl<'a> syn::visit::Visit<'a> for Externs {
        fn visit_item_extern_crate(&mut self, e: &'a syn::ItemExternCrate) {
            if e.rename.is_none() {
                self.0.push(crate::base::syntax::unraw(&e.ident));
            }
        }
    }
    let mut externs = Externs(Vec::new());
    for item in items {
        syn::visit::Visit::visit_item(&mut externs, item);
    }
    externs.0
}

/// The `extern crate name as alias;` items anywhere in `items`: `(name, alias)`.
fn extern_crates(items: &[syn::Item]) -> Vec<(String, String)> {
    struct Externs(Vec<(String, String)>);
    impl<'a> syn::visit::Visit<'a> for Externs {
        fn visit_item_extern_crate(&mut self, e: &'a syn::ItemExternCrate) {
            if let Some((_, alias)) = &e.rename {
                self.0.push((crate::base::syntax::unraw(&e.ident), crate::base::syntax::unraw(alias)));
            }
        }
    }
    let mut externs = Externs(Vec::new());
    for item in items {
        syn::visit::Visit::visit_item(&mut externs, item);
    }
    externs.0
}

/// The name a top-level item of the problem defines at the crate root.
/// The name a root item gives in the type namespace, where a path's first segment is looked up
/// (`name::..`) and where the bundle puts each crate's module: a `fn`, `const`, `static` or
/// `macro_rules!` of that name (once_cell's doctest with its own `regex!` beside the crate
/// `regex`) neither shadows the crate nor clashes with its module.
fn top_level_ident(item: &syn::Item) -> Option<&syn::Ident> {
    match item {
        syn::Item::Mod(i) => Some(&i.ident),
        syn::Item::Struct(i) => Some(&i.ident),
        syn::Item::Enum(i) => Some(&i.ident),
        syn::Item::Union(i) => Some(&i.ident),
        syn::Item::Trait(i) => Some(&i.ident),
        syn::Item::Type(i) => Some(&i.ident),
        syn::Item::ExternCrate(i) => i.rename.as_ref().map(|(_, r)| r),
        _ => None,
    }
}

/// Rejects a problem that defines an item named like the crate `lib` (whose module the bundle
/// needs), and paths into `lib` that do not exist. `package` names the crate in messages.
pub fn validate_crate(problem: &SourceFile, lib: &Library, package: &str) -> Result<()> {
    let name = lib.name.as_str();
    for item in &problem.ast.items {
        if let Some(ident) = top_level_ident(item) {
            if ident == name {
                let at = problem.range(ident.span()).start;
                return Err(Error::new(format!(
                    "the problem defines its own `{}`, which the bundle needs for the library",
                    name
                ))
                .at(problem.location(at))
                .snippet(problem.line_at(at).to_string())
                .help(format!("rename this item; `{}` is reserved for the bundled library", name)));
            }
        }
    }
    // `use` trees: every leaf.
    let mut uses = Vec::new();
    collect_uses(&problem.ast.items, &mut uses);
    for u in uses {
        for leaf in use_leaves(&u.tree) {
            let mut segs = leaf.prefix.clone();
            segs.push(leaf.name.clone());
            if segs.first().map(|s| s.as_str()) == Some(name) {
                check(problem, lib, package, &segs[1..], u.span().start())?;
            }
        }
    }
    // A problem that binds the name itself somewhere (`use core::num;`, `use std::time;`,
    // `extern crate x as log;`) may mean that binding by `num::..`, in whichever scope it is
    // in: such paths are rustc's to judge, not this crate's.
    if binds_name(&problem.ast, name) {
        return Ok(());
    }
    // Paths anywhere else, macro invocations included: `solver_core :: a :: b`. The source's
    // own trees, not `ast` printed back: that copy cost more memory than the file's tokens,
    // and `ast` lacks the big array literals (see `SourceFile::deferred_arrays`).
    check_tokens(problem, lib, package, problem.non_test_tokens().into_iter().collect())
}

/// Whether the problem, anywhere (function bodies included), brings `name` into a scope by a
/// `use` that does not start at `name` (`use core::num;`, `use std::{time, fmt}`, `use a as
/// name`), or by `extern crate other as name`.
fn binds_name(file: &syn::File, name: &str) -> bool {
    struct Binds<'a> {
        name: &'a str,
        found: bool,
    }
    impl<'ast> syn::visit::Visit<'ast> for Binds<'_> {
        fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
            for leaf in use_leaves(&u.tree) {
                let first = leaf.prefix.iter().chain(std::iter::once(&leaf.name)).find(|s| s.as_str() != "::");
                if leaf.binding() == self.name && first.map(|s| s.as_str()) != Some(self.name) {
                    self.found = true;
                }
            }
        }
        fn visit_item_extern_crate(&mut self, e: &'ast syn::ItemExternCrate) {
            if let Some((_, rename)) = &e.rename {
                if rename == self.name && e.ident != self.name {
                    self.found = true;
                }
            }
        }
    }
    let mut b = Binds { name, found: false };
    syn::visit::Visit::visit_file(&mut b, file);
    b.found
}

/// Whether the tokens before position `i` make the name there a later segment of some other
/// path (`core::num`, `std::time`): `::` right before it, after an identifier that is not a
/// keyword (`as ::num::X`, `(::num::X)` start from the crate).
fn after_path_segment(trees: &[TokenTree], i: usize) -> bool {
    if i < 3 {
        return false;
    }
    match (&trees[i - 3], &trees[i - 2], &trees[i - 1]) {
        (TokenTree::Ident(before), TokenTree::Punct(a), TokenTree::Punct(b)) => {
            a.as_char() == ':'
                && a.spacing() == Spacing::Joint
                && b.as_char() == ':'
                && !matches!(
                    before.to_string().as_str(),
                    "as" | "in" | "dyn" | "impl" | "mut" | "return" | "use" | "pub" | "for" | "where" | "match" | "if" | "else" | "move" | "break" | "const" | "static" | "let" | "ref" | "box" | "while" | "unsafe" | "type" | "fn" | "struct" | "enum" | "trait" | "mod" | "crate" | "extern"
                )
        }
        _ => false,
    }
}

/// A file-style problem must open its own files: `judge_io("tab")` in problem `jump` would read
/// `tab.inp` on the judge, a mistake that only shows up there (copying a solution between
/// problems makes it easy).
pub fn check_judge_file_name(problem: &SourceFile, id: &str) -> Result<()> {
    let trees = &problem.tokens;
    check_judge_calls(problem, id, trees)
}

fn check_judge_calls(problem: &SourceFile, id: &str, trees: &[TokenTree]) -> Result<()> {
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Ident(name) if name == "judge_io" => {
                if let Some(TokenTree::Group(args)) = trees.get(i + 1) {
                    if let Some(TokenTree::Literal(lit)) = args.stream().into_iter().next() {
                        if let syn::Lit::Str(s) = syn::Lit::new(lit.clone()) {
                            if s.value() != id {
                                let at = problem.range(lit.span()).start;
                                return Err(Error::new(format!(
                                    "problem `{}` calls judge_io({:?}), so on the judge it would read {}.inp and write {}.out",
                                    id,
                                    s.value(),
                                    s.value(),
                                    s.value()
                                ))
                                .at(problem.location(at))
                                .snippet(problem.line_at(at).to_string())
                                .help(format!("use judge_io(\"{}\"): the file names must be the problem id", id)));
                            }
                        }
                    }
                }
            }
            TokenTree::Group(g) if problem.group_mentions(g, "judge_io") => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                check_judge_calls(problem, id, &inner)?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// Every `use` item of the problem: in its modules, and in blocks (`fn main() { use
/// either::*; .. }`, as rustdoc wraps a doctest), which import from a crate the same way.
fn collect_uses<'a>(items: &'a [syn::Item], out: &mut Vec<&'a syn::ItemUse>) {
    struct Uses<'a, 'o>(&'o mut Vec<&'a syn::ItemUse>);
    impl<'a> syn::visit::Visit<'a> for Uses<'a, '_> {
        fn visit_item_use(&mut self, u: &'a syn::ItemUse) {
            self.0.push(u);
        }
    }
    let mut uses = Uses(out);
    for item in items {
        syn::visit::Visit::visit_item(&mut uses, item);
    }
}

fn check_tokens(problem: &SourceFile, lib: &Library, package: &str, tokens: TokenStream) -> Result<()> {
    let name = lib.name.as_str();
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut i = 0;
    while i < trees.len() {
        match &trees[i] {
            TokenTree::Group(g) if problem.group_mentions(g, name) => check_tokens(problem, lib, package, g.stream())?,
            TokenTree::Ident(id) if id == name && !after_path_segment(&trees, i) => {
                let start = id.span().start();
                let mut segs = Vec::new();
                let mut j = i + 1;
                while let (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)), Some(TokenTree::Ident(next))) =
                    (trees.get(j), trees.get(j + 1), trees.get(j + 2))
                {
                    if a.as_char() != ':' || a.spacing() != Spacing::Joint || b.as_char() != ':' {
                        break;
                    }
                    segs.push(crate::base::syntax::unraw(next));
                    j += 3;
                }
                if !segs.is_empty() {
                    check(problem, lib, package, &segs, start)?;
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

fn check(problem: &SourceFile, lib: &Library, package: &str, segs: &[String], start: proc_macro2::LineColumn) -> Result<()> {
    if let Err((bad, available, suggestion)) = lib.check_path(segs) {
        let at = problem.offset(start);
        let written = format!("{}::{}", lib.name, segs[..=bad].join("::"));
        let mut help = match suggestion {
            Some(s) => format!("did you mean `{}`? ", s),
            None => String::new(),
        };
        help.push_str(&format!("available here: {}", available));
        return Err(Error::new(format!("`{}` does not exist in {}", written, package))
            .at(problem.location(at))
            .snippet(problem.line_at(at).to_string())
            .help(help));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judge_file_names_must_match_the_problem() {
        let src = "fn main() {\n    let (i, o) = solver_core::io::judge_io(\"tab\");\n}\n";
        let file = SourceFile::parse("problems/src/bin/jump.rs", src.to_string()).unwrap();
        let err = check_judge_file_name(&file, "jump").unwrap_err();
        assert_eq!(err.location, "problems/src/bin/jump.rs:2:44");
        assert!(err.message.contains("would read tab.inp"), "{}", err);
        assert!(err.help.unwrap().contains("judge_io(\"jump\")"));
        assert!(check_judge_file_name(&file, "tab").is_ok());
    }
}
