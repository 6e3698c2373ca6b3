//! Tree shaking: which library items a problem reaches, transitively.
//!
//! Name-based and conservative, so that it needs no type checking: an item is reached when
//! its name is mentioned by the problem or by an item already reached (paths, `use` trees,
//! macro bodies and `$crate` paths all count, since every identifier token counts). This can
//! keep an item that is only mentioned, never used, but it never drops an item that is used,
//! because every use of an item in Rust spells its name or a `use ... as` alias of it. The
//! exceptions are method calls, which name a method and not its type: those are covered
//! because an `impl` comes along with its type (and with its trait, when the trait is kept or
//! lives outside the library), and because naming a trait's method reaches the trait (a method
//! of a trait brought in by a glob import is called without naming the trait).
//!
//! Inherent impls are shaken member by member: an associated function or constant stays when its
//! name is mentioned (method calls spell it), so a problem that reads only `u64`s carries no
//! `next_i64`. Trait impls stay whole, as the trait requires.
//!
//! `keep_modules` switches to whole modules: once anything in a module is reached, everything
//! in it is.

use crate::library::{use_leaves, ItemKind, Library};
use std::collections::{BTreeMap, BTreeSet};

/// The result: which items are kept and which modules are emitted.
#[derive(Clone, Debug)]
pub struct Shaken {
    pub kept_items: Vec<bool>,
    /// Per item, which of its inherent-impl members are kept.
    pub kept_members: Vec<Vec<bool>>,
    pub emitted_modules: Vec<bool>,
    /// Names of kept named items and macros and of emitted modules: what a `use` may import.
    pub kept_names: BTreeSet<String>,
}

pub fn shake(lib: &Library, roots: &BTreeSet<String>, keep_modules: bool) -> Shaken {
    let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut modules_by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut aliases: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut by_member: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut impl_members_by_name: BTreeMap<&str, Vec<(usize, usize)>> = BTreeMap::new();
    for (i, item) in lib.items.iter().enumerate() {
        if item.test_only {
            continue;
        }
        match (&item.kind, &item.name) {
            (ItemKind::Named, Some(n)) | (ItemKind::Macro { .. }, Some(n)) => {
                by_name.entry(n).or_default().push(i);
                for member in &item.member_names {
                    by_member.entry(member).or_default().push(i);
                }
            }
            (ItemKind::Module(m), Some(n)) => modules_by_name.entry(n).or_default().push(*m),
            (ItemKind::Impl { .. }, _) => {
                for (k, member) in item.impl_members.iter().enumerate() {
                    impl_members_by_name.entry(&member.name).or_default().push((i, k));
                }
            }
            (ItemKind::Use, _) => {
                for leaf in use_leaves(&item.use_tree.as_ref().expect("use item").tree) {
                    if let Some(r) = &leaf.rename {
                        aliases.entry(r.clone()).or_default().push(leaf.name.clone());
                    }
                }
            }
            _ => {}
        }
    }

    let mut state = State {
        lib,
        keep_modules,
        kept_items: vec![false; lib.items.len()],
        kept_members: lib.items.iter().map(|item| vec![keep_modules; item.impl_members.len()]).collect(),
        emitted_modules: vec![false; lib.modules.len()],
        seen: BTreeSet::new(),
        pending: roots.iter().cloned().collect(),
    };
    // The root module is always emitted: it is `mod solver_core` itself.
    state.emit_module(0);
    loop {
        while let Some(name) = state.pending.pop() {
            if !state.seen.insert(name.clone()) {
                continue;
            }
            if let Some(items) = by_name.get(name.as_str()) {
                for &i in items {
                    state.keep_item(i);
                }
            }
            // An associated function is kept when its name is mentioned; it only appears in the
            // bundle if its impl is kept too.
            if let Some(members) = impl_members_by_name.get(name.as_str()) {
                for &(i, k) in members {
                    if !state.kept_members[i][k] {
                        state.kept_members[i][k] = true;
                        // What the member mentions matters only once its impl is in; keeping
                        // the impl later pushes it then.
                        if state.kept_items[i] {
                            state.pending.extend(lib.items[i].impl_members[k].idents.iter().cloned());
                        }
                    }
                }
            }
            if let Some(traits) = by_member.get(name.as_str()) {
                for &i in traits {
                    state.keep_item(i);
                }
            }
            if let Some(mods) = modules_by_name.get(name.as_str()) {
                for &m in mods {
                    state.emit_module(m);
                }
            }
            if let Some(originals) = aliases.get(&name) {
                state.pending.extend(originals.iter().cloned());
            }
        }
        // Impls and other unnamed items follow what is kept; repeat until nothing changes.
        let mut changed = false;
        for (i, item) in lib.items.iter().enumerate() {
            if state.kept_items[i] || item.test_only || !state.emitted_modules[item.module] {
                continue;
            }
            let keep = match &item.kind {
                ItemKind::Impl { self_ty, trait_name } => {
                    let local_kept = |name: &Option<String>| match name {
                        Some(n) if by_name.contains_key(n.as_str()) => Some(state.is_kept_name(&by_name, n)),
                        _ => None,
                    };
                    match (local_kept(self_ty), local_kept(trait_name)) {
                        (Some(ty), Some(tr)) => ty && tr,
                        (Some(ty), None) => ty,
                        (None, Some(tr)) => tr,
                        // Neither side is ours (`impl From<Ours> for u64`): the orphan rule
                        // means the header names one of our types; keep the impl with it.
                        (None, None) => item
                            .impl_header_idents
                            .iter()
                            .any(|n| by_name.contains_key(n.as_str()) && state.is_kept_name(&by_name, n)),
                    }
                }
                ItemKind::Other => true,
                _ => false,
            };
            if keep {
                state.keep_item(i);
                changed = true;
            }
        }
        if !changed && state.pending.is_empty() {
            break;
        }
    }

    let mut kept_names = BTreeSet::new();
    for (i, item) in lib.items.iter().enumerate() {
        if let Some(n) = &item.name {
            let kept = match item.kind {
                ItemKind::Module(m) => state.emitted_modules[m],
                _ => state.kept_items[i],
            };
            if kept {
                kept_names.insert(n.clone());
            }
        }
    }
    Shaken {
        kept_items: state.kept_items,
        kept_members: state.kept_members,
        emitted_modules: state.emitted_modules,
        kept_names,
    }
}

struct State<'a> {
    lib: &'a Library,
    keep_modules: bool,
    kept_items: Vec<bool>,
    kept_members: Vec<Vec<bool>>,
    emitted_modules: Vec<bool>,
    seen: BTreeSet<String>,
    pending: Vec<String>,
}

impl<'a> State<'a> {
    fn is_kept_name(&self, by_name: &BTreeMap<&str, Vec<usize>>, name: &str) -> bool {
        by_name.get(name).map_or(false, |items| items.iter().any(|&i| self.kept_items[i]))
    }

    fn keep_item(&mut self, i: usize) {
        if self.kept_items[i] {
            return;
        }
        self.kept_items[i] = true;
        let item = &self.lib.items[i];
        if item.impl_members.is_empty() {
            self.pending.extend(item.idents.iter().cloned());
        } else {
            // An inherent impl reaches what its header mentions and what its kept members do;
            // the members reach further as their names come up.
            self.pending.extend(item.impl_header_idents.iter().cloned());
            for (k, member) in item.impl_members.iter().enumerate() {
                if self.kept_members[i][k] {
                    self.pending.extend(member.idents.iter().cloned());
                }
            }
        }
        self.emit_module(item.module);
    }

    fn emit_module(&mut self, m: usize) {
        if self.emitted_modules[m] {
            return;
        }
        self.emitted_modules[m] = true;
        if let Some(parent) = self.lib.modules[m].parent {
            self.emit_module(parent);
        }
        if self.keep_modules && m != 0 {
            for &i in &self.lib.modules[m].items {
                let item = &self.lib.items[i];
                if !item.test_only && !matches!(item.kind, ItemKind::Use | ItemKind::Module(_)) {
                    self.keep_item(i);
                }
            }
        }
    }
}
