//! The problem's invocations of `macro_rules!` that a crate of edition 2015 or 2018 exports,
//! expanded in the problem's text where the expansion holds a bare trait object.
//!
//! rustc reads a bare trait in a type position by the edition of the macro that wrote that
//! type: a `$x:path` (or `$x:ident`) fragment is parsed where the transcriber puts it, so in
//! static_assertions (edition 2015), whose `assert_obj_safe!` writes `const _: Option<&$x> =
//! None;`, a 2021 program's `assert_obj_safe!(MyTrait)` means `&dyn MyTrait`. (A `$x:ty`
//! fragment is parsed in the caller, by the caller's edition.) A bundle is one
//! crate of the judge's edition, where that same macro body reads `&MyTrait` as an error
//! (E0782), and the body cannot say `dyn` for every invocation: whether `$x` is a trait is a
//! question about each invocation's argument. So each invocation whose expansion holds a bare
//! trait object is expanded here ([`MacroRules`], which refuses where hygiene could change a
//! name's meaning), `$crate` written as the path through which the problem names the crate,
//! and `dyn` goes before each trait object of the expansion ([`crate::read::edition::dyn_edits`],
//! from the names of the problem's traits and of the crate's, minus the problem's types). An
//! invocation whose expansion needs no `dyn` stays as written.
//!
//! Found: invocations at item or statement level, named through the crate (`sa::name!`,
//! `::sa::name!`) or by a name the problem imports (`#[macro_use] extern crate sa;`,
//! `use sa::name;`, `use sa::*;`), unless the problem defines a `macro_rules!` of that name.
//! Left as written: an invocation with attributes, a macro the crate defines more than once
//! (a `cfg` may pick one) or under `#[macro_export(local_inner_macros)]` (its body's bare
//! `name!` calls mean the crate's), and an expansion that does not parse as items. Nested
//! invocations in an expansion are not expanded.
//!
//! The expansion replaces the invocation on its first line, and the invocation's other lines
//! stay (empty), so every line keeps its number.

use crate::base::error::Result;
use crate::read::library::Library;
use crate::read::macro_expand::MacroRules;
use crate::read::parse::SourceFile;
use proc_macro2::{Ident, Punct, Spacing, Span, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use syn::spanned::Spanned;
use syn::visit::Visit;

/// A crate the problem depends on, of an edition before the bundle's 2021: the name the
/// problem's code gives it, and its loaded library.
pub struct OlderCrate<'a> {
    pub ext: String,
    pub lib: &'a Library,
}

/// The problem with the invocations described above expanded; `None` when there is none.
pub fn expand(problem: &SourceFile, crates: &[OlderCrate]) -> Result<Option<SourceFile>> {
    let defs: Vec<BTreeMap<String, MacroRules>> = crates.iter().map(|c| crate::read::macro_expand::exported_macro_rules(c.lib)).collect();
    if defs.iter().all(|d| d.is_empty()) {
        return Ok(None);
    }
    let crate_of = |ext: &str| crates.iter().position(|c| c.ext == ext);
    let mut problem_items = ProblemItems::default();
    problem_items.visit_file(&problem.ast);
    // Which crate's macro a bare `name!` is, by the name it is imported as.
    let mut imported: BTreeMap<String, (usize, String)> = BTreeMap::new();
    for e in &problem_items.macro_use_externs {
        if let Some(k) = crate_of(e) {
            imported.extend(defs[k].keys().map(|name| (name.clone(), (k, name.clone()))));
        }
    }
    for leaf in &problem_items.use_leaves {
        let prefix: Vec<&str> = leaf.prefix.iter().map(|s| s.as_str()).collect();
        let [ext] = prefix[..] else { continue };
        let Some(k) = crate_of(ext) else { continue };
        if leaf.name == "*" {
            imported.extend(defs[k].keys().map(|name| (name.clone(), (k, name.clone()))));
        } else if defs[k].contains_key(&leaf.name) {
            imported.insert(leaf.binding().to_string(), (k, leaf.name.clone()));
        }
    }
    for own in &problem_items.macro_rules {
        imported.remove(own);
    }
    let mut traits: BTreeSet<String> = problem_items.traits.clone();
    for c in crates {
        traits.extend(crate::read::edition_names::trait_names(c.lib));
    }
    for t in &problem_items.types {
        traits.remove(t);
    }
    let mut edits: Vec<crate::base::edit::Edit> = Vec::new();
    for (mac, whole) in &problem_items.invocations {
        let range = problem.range(*whole);
        let segments: Vec<String> = mac.path.segments.iter().map(|s| crate::base::syntax::unraw(&s.ident)).collect();
        let found = match &segments[..] {
            [name] if mac.path.leading_colon.is_none() => imported.get(name).cloned(),
            [ext, name] => crate_of(ext).filter(|&k| defs[k].contains_key(name)).map(|k| (k, name.clone())),
            _ => None,
        };
        let Some((k, name)) = found else { continue };
        let dollar_crate = [TokenTree::Punct(Punct::new(':', Spacing::Joint)), TokenTree::Punct(Punct::new(':', Spacing::Alone)), TokenTree::Ident(Ident::new(&crates[k].ext, Span::call_site()))];
        let Some(expansion) = defs[k][&name].expand_with_crate(mac.tokens.clone(), &dollar_crate) else { continue };
        let Some(text) = with_dyn(&crate::read::macro_expand::render(expansion), &traits)? else { continue };
        let lines = problem.text[range.clone()].matches('\n').count();
        edits.push(crate::base::edit::Edit::replace(range, format!("{}{}", text, "\n".repeat(lines))));
    }
    if edits.is_empty() {
        return Ok(None);
    }
    let text = crate::base::edit::apply(&problem.text, 0..problem.text.len(), edits);
    SourceFile::parse(&problem.rel_path, text).map(Some)
}

/// `expansion` with `dyn` before its bare trait objects; `None` when it has none, or does not
/// parse as items.
fn with_dyn(expansion: &str, traits: &BTreeSet<String>) -> Result<Option<String>> {
    if syn::parse_str::<syn::File>(expansion).is_err() {
        return Ok(None);
    }
    let file = SourceFile::parse("expansion", expansion.to_string())?;
    let edits = crate::read::edition::dyn_edits(std::slice::from_ref(&file), traits)?.pop().unwrap_or_default();
    if edits.is_empty() {
        return Ok(None);
    }
    Ok(Some(crate::base::edit::apply(&file.text, 0..file.text.len(), edits)))
}

/// What the problem defines and imports, at any depth (a doctest's items are in `fn main`),
/// and its invocations without attributes at item and statement level, with their ranges.
#[derive(Default)]
struct ProblemItems {
    traits: BTreeSet<String>,
    types: BTreeSet<String>,
    macro_rules: BTreeSet<String>,
    macro_use_externs: Vec<String>,
    use_leaves: Vec<crate::read::library::UseLeaf>,
    invocations: Vec<(syn::Macro, Span)>,
}

impl ProblemItems {
    fn invocation(&mut self, attrs: &[syn::Attribute], mac: &syn::Macro, whole: Span) {
        if attrs.is_empty() {
            self.invocations.push((mac.clone(), whole));
        }
    }
}

impl<'ast> Visit<'ast> for ProblemItems {
    fn visit_item_trait(&mut self, t: &'ast syn::ItemTrait) {
        self.traits.insert(crate::base::syntax::unraw(&t.ident));
        syn::visit::visit_item_trait(self, t);
    }
    fn visit_item_struct(&mut self, s: &'ast syn::ItemStruct) {
        self.types.insert(crate::base::syntax::unraw(&s.ident));
        syn::visit::visit_item_struct(self, s);
    }
    fn visit_item_enum(&mut self, e: &'ast syn::ItemEnum) {
        self.types.insert(crate::base::syntax::unraw(&e.ident));
        syn::visit::visit_item_enum(self, e);
    }
    fn visit_item_union(&mut self, u: &'ast syn::ItemUnion) {
        self.types.insert(crate::base::syntax::unraw(&u.ident));
        syn::visit::visit_item_union(self, u);
    }
    fn visit_item_type(&mut self, t: &'ast syn::ItemType) {
        self.types.insert(crate::base::syntax::unraw(&t.ident));
        syn::visit::visit_item_type(self, t);
    }
    fn visit_item_extern_crate(&mut self, e: &'ast syn::ItemExternCrate) {
        if e.attrs.iter().any(|a| a.path().is_ident("macro_use")) {
            self.macro_use_externs.push(crate::base::syntax::unraw(&e.ident));
        }
    }
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        self.use_leaves.extend(crate::read::library::use_leaves(&u.tree));
    }
    fn visit_item_macro(&mut self, m: &'ast syn::ItemMacro) {
        match &m.ident {
            Some(name) if m.mac.path.is_ident("macro_rules") => {
                self.macro_rules.insert(crate::base::syntax::unraw(name));
            }
            Some(_) => {}
            None => self.invocation(&m.attrs, &m.mac, m.span()),
        }
    }
    fn visit_stmt_macro(&mut self, m: &'ast syn::StmtMacro) {
        self.invocation(&m.attrs, &m.mac, m.span());
    }
}
