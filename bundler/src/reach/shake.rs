//! Tree shaking: which library items a problem reaches, transitively, following what names
//! mean rather than how they are spelled.
//!
//! Every path an item spells ([`crate::read::scan::PathRef`]) is resolved in the scope of the item's
//! module the way rustc resolves it: the module's own items and child modules, its `use`
//! bindings (followed through re-exports, `self`, `super`, `crate`, `$crate`), then its glob
//! imports; macros also by textual scope and, for `#[macro_export]` ones, at the root. So
//! `io::Scanner` reaches that `Scanner` and not another module's, and a generic parameter `S`
//! reaches nothing. A path that stops at a type (`Dsu::new`) reaches the type; the rest names a
//! member.
//!
//! Members are what a resolver without types cannot pin down, so they are decided by name,
//! conservatively, but only through what is already reached:
//! - an `impl` comes with its self type and its trait (each kept, or not ours); an impl whose
//!   module is otherwise unused still comes (an `impl Graph` in a child module of `Graph`'s);
//! - an inherent impl's associated function or constant stays when its name is mentioned by
//!   something kept in a way that can call it ([`Calls`]): a method call (`x.name()`) calls
//!   only methods (an associated function without `self` is called through a path);
//!   `self.name()` in an impl of one struct, enum or union of ours that derefs to nothing
//!   calls only that type's methods, and `Self::name` there only its members;
//! - a trait is reached by a member's name (a method called through a glob import or on a
//!   value) only when the trait is implemented by a kept type, by a type that is not ours
//!   (`u32`), or by a blanket impl (otherwise no value can have that method), and is in scope
//!   where the name is used: declared or imported in that module (by name, glob or `as _`),
//!   or the name is used by macro text or by the problem, whose scope is not known. A trait
//!   that a generic bound, `dyn` or a path names is reached by that path.
//!
//! Where this cannot decide (an item macro invocation, which may generate anything; a macro
//! body's names, which resolve where the macro is invoked), it keeps, and
//! [`Shaken::undecided`] counts those places.
//!
//! `keep_modules` switches to whole modules: once anything in a module is reached, everything
//! in it is.

use crate::read::library::{use_leaves, ItemKind, Library, UseLeaf};
use crate::read::scan::PathRef;
use std::collections::{BTreeMap, BTreeSet, HashMap};

/// The result: which items are kept and which modules are emitted.
#[derive(Clone, Debug)]
pub struct Shaken {
    pub kept_items: Vec<bool>,
    /// Per item, which of its inherent-impl members are kept.
    pub kept_members: Vec<Vec<bool>>,
    pub emitted_modules: Vec<bool>,
    /// Per `use` item, per leaf (in [`use_leaves`] order): whether the leaf stays.
    pub live_leaves: Vec<Vec<bool>>,
    /// Kept items that were kept without a decision by meaning (item macro invocations, and
    /// macro bodies whose names were looked up crate-wide).
    pub undecided: usize,
    /// Traits of the crates it depends on (by the name it gives the dependency, and the trait's
    /// name) whose impls for its kept types wait until that trait is known to stay
    /// ([`Roots::known_dependency_traits`]).
    pub waiting: BTreeSet<(String, String)>,
}

/// What the problem asks for: its paths, identifiers and imports from the library.
#[derive(Clone, Debug, Default)]
pub struct Roots {
    /// The name that means the library at the head of a path (`solver_core`).
    pub name: String,
    pub paths: Vec<PathRef>,
    pub idents: BTreeSet<String>,
    /// `use solver_core::a::b as c;` anywhere in the problem: `c` → `["a", "b"]`.
    pub bindings: Vec<(String, Vec<String>)>,
    /// `use solver_core::a::*;`: `["a"]`.
    pub globs: Vec<Vec<String>>,
    /// For the crate's dependencies, by the name it gives them: their traits and each trait's
    /// members. An import from a dependency that is no trait is dead unless named; a trait's
    /// import stays only while one of its members is mentioned. Without an entry, an
    /// unmentioned capitalized import is kept, since it may be a trait.
    pub dependency_traits: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    /// Whether the roots' method calls are made only where the traits they imported are in
    /// scope: the problem's own code, and a dependent crate's kept items other than macros.
    /// Then a member name that the roots spell reaches one of this crate's traits only when a
    /// binding or glob of the roots brings it into scope (see [`State::in_roots_scope`]).
    /// `false`: any trait, as for names whose scope is not known.
    pub scoped: bool,
    /// Names whose scope is not known even when `scoped`: what a dependent's macros and item
    /// macro invocations spell (they expand in a scope this pass does not see).
    pub any_scope_names: BTreeSet<String>,
    /// The traits of its dependencies (the dependency's name here, the trait's name) that stay
    /// in the bundle. An impl of another bundled crate's trait for a type of ours is needed
    /// only when the trait stays: a trait nothing names is bound by nothing and called by
    /// nothing, so no code can select the impl (smallvec's `impl Arbitrary for SmallVec` and
    /// `impl Serialize for SmallVec` under features the program does not use brought the whole
    /// of arbitrary and serde). Such an impl waits ([`Shaken::waiting`]) until the dependency's
    /// shaking keeps the trait; `lib.rs`'s `reach` then shakes again with it known.
    pub known_dependency_traits: BTreeSet<(String, String)>,
    /// For the crate's dependencies, by the name it gives them: those of their traits that
    /// only the dependency's own types implement (no blanket impl, no impl for a std type, none
    /// a macro may write) and that no other crate of the bundle implements by that name
    /// ([`crate::read::library::Library::trait_impls`]). A method of one can only be called on a
    /// value of the dependency's types, so a `use dep::Tr;` kept only because a method of that
    /// name is called somewhere (smallvec's `use serde::de::SeqAccess;` beside its iterators'
    /// `size_hint()`) needs the crate to reach the dependency some other way first.
    pub closed_dependency_traits: BTreeMap<String, BTreeSet<String>>,
}

/// What a name resolves to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Res {
    Item(usize),
    Module(usize),
    /// Outside the library (std, core, another crate).
    External,
}

/// Which namespace a name is looked up in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Ns {
    /// Modules and types: a path continues after it.
    Type,
    Macro,
    Any,
}

type Resolution = (Vec<Res>, Vec<(usize, usize)>);

/// Whether an item's text (attributes first) carries an attribute that makes the compiler use
/// the item without a path to it: `#[global_allocator]`, `#[panic_handler]`,
/// `#[alloc_error_handler]`, `#[no_mangle]`, `#[export_name = ..]`.
fn is_linkage_root(text: &str) -> bool {
    const ATTRIBUTES: [&str; 5] = ["#[global_allocator]", "#[panic_handler]", "#[alloc_error_handler]", "#[no_mangle]", "#[export_name"];
    text.lines()
        .map(str::trim_start)
        .take_while(|line| line.starts_with('#') || line.starts_with("//") || line.is_empty())
        .any(|line| ATTRIBUTES.iter().any(|a| line.starts_with(a) || line.starts_with(&a.replace("#[", "#[unsafe("))))
}

/// The crate as the compiler sees it for the target: every item and module that is not left
/// out (tests, `cfg`s that do not hold), every member, every `use` leaf. Nothing is decided by
/// meaning, so nothing can be decided wrong.
pub fn keep_everything(lib: &Library) -> Shaken {
    let kept_items: Vec<bool> = lib.items.iter().map(|item| !item.test_only).collect();
    let mut emitted_modules = vec![false; lib.modules.len()];
    emitted_modules[0] = true;
    for (i, item) in lib.items.iter().enumerate() {
        if let ItemKind::Module(m) = item.kind {
            emitted_modules[m] = kept_items[i];
        }
    }
    // A module inside one that is left out is left out too.
    for m in 1..lib.modules.len() {
        let mut at = lib.modules[m].parent;
        while let Some(p) = at {
            if !emitted_modules[p] {
                emitted_modules[m] = false;
                break;
            }
            at = lib.modules[p].parent;
        }
    }
    Shaken {
        kept_members: lib.items.iter().map(|item| vec![true; item.impl_members.len()]).collect(),
        live_leaves: lib
            .items
            .iter()
            .map(|item| match (&item.kind, &item.use_tree) {
                (ItemKind::Use, Some(u)) => vec![true; use_leaves(&u.tree).len()],
                _ => Vec::new(),
            })
            .collect(),
        kept_items,
        emitted_modules,
        undecided: 0,
        waiting: BTreeSet::new(),
    }
}

pub fn shake(lib: &Library, roots: &Roots, keep_modules: bool) -> Shaken {
    let leaves: Vec<Vec<UseLeaf>> = lib
        .items
        .iter()
        .map(|item| match (&item.kind, &item.use_tree) {
            // `use ::core::hash::Hash;` names another crate even beside a module `core` of
            // the library's own (indexmap's `map::core`): the leaves say so with a `::` head.
            (ItemKind::Use, Some(u)) if !item.test_only && u.leading_colon.is_some() => use_leaves(&u.tree)
                .into_iter()
                .map(|mut leaf| {
                    leaf.prefix.insert(0, "::".to_string());
                    leaf
                })
                .collect(),
            (ItemKind::Use, Some(u)) if !item.test_only => use_leaves(&u.tree),
            _ => Vec::new(),
        })
        .collect();
    let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut traits_by_member: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut impl_members_by_name: BTreeMap<&str, Vec<(usize, usize)>> = BTreeMap::new();
    for (i, item) in lib.items.iter().enumerate() {
        if item.test_only {
            continue;
        }
        if let (ItemKind::Named | ItemKind::Macro { .. }, Some(n)) = (&item.kind, &item.name) {
            by_name.entry(n).or_default().push(i);
            for member in &item.member_names {
                traits_by_member.entry(member).or_default().push(i);
            }
        }
        if matches!(item.kind, ItemKind::Impl { trait_name: None, .. }) {
            for (k, member) in item.impl_members.iter().enumerate() {
                impl_members_by_name.entry(&member.name).or_default().push((i, k));
            }
        }
    }
    let mut state = State {
        receivers: crate::read::library::ReceiverTyping::new(lib),
        lib,
        leaves,
        by_name,
        keep_modules,
        kept_items: vec![false; lib.items.len()],
        kept_members: lib.items.iter().map(|item| vec![keep_modules; item.impl_members.len()]).collect(),
        emitted_modules: vec![false; lib.modules.len()],
        used_leaves: BTreeSet::new(),
        dependency_traits: &roots.dependency_traits,
        closed_dependency_traits: &roots.closed_dependency_traits,
        mentioned: BTreeSet::new(),
        mentioned_in: BTreeMap::new(),
        trait_in_scope: BTreeMap::new(),
        new_names: Vec::new(),
        inherent_mentions: BTreeSet::new(),
        impl_self: BTreeMap::new(),
        derefs: None,
        roots_scope: BTreeSet::new(),
        named: BTreeSet::new(),
        new_named: Vec::new(),
        queue: Vec::new(),
        cache: HashMap::new(),
        in_progress: HashMap::new(),
        lowest_cut: usize::MAX,
        lookup_ids: Vec::new(),
        next_lookup_id: 0,
        provisional: HashMap::new(),
        undecided: 0,
    };
    // The root module is always emitted: it is `mod solver_core` itself.
    state.emit_module(0);
    state.name_all(&roots.idents);
    state.reach_from_problem(roots);
    // Items the program uses without naming them: the allocator, the panic handler, exported
    // symbols. The compiler links them whoever names them, so they are roots wherever their
    // cfg holds (solver-core's host back-end, in the C target's wasm program).
    for (i, item) in lib.items.iter().enumerate() {
        if !item.test_only && is_linkage_root(&lib.files[item.file].text[item.range.clone()]) {
            state.keep_item(i);
        }
    }
    let mut waiting: BTreeSet<(String, String)> = BTreeSet::new();
    let facts = facts(&mut state, roots, keep_modules, traits_by_member, impl_members_by_name);
    for (i, item) in lib.items.iter().enumerate() {
        let decided = match &item.kind {
            ItemKind::Impl { trait_name: None, .. } => continue,
            ItemKind::Impl { .. } => facts.trait_members.trait_of_impl.contains_key(&i),
            _ => facts.trait_members.members_by_name.contains_key(&i),
        };
        if !decided {
            state.kept_members[i] = vec![true; item.impl_members.len()];
        }
    }
    // Traits implemented by something a value can have without naming the trait's impl's
    // type: a kept type, a type that is not ours, a generic parameter.
    loop {
        state.drain();
        let mut changed = keep_impls(&mut state, &facts, &mut waiting);
        changed |= keep_anonymous_consts(&mut state, &facts, &mut waiting);
        changed |= keep_macro_invocations(&mut state, &facts);
        changed |= keep_traits_by_method(&mut state, &facts);
        changed |= keep_inherent_members(&mut state, &facts);
        changed |= keep_trait_members(&mut state, &facts);
        if !changed && state.queue.is_empty() && state.new_names.is_empty() && state.new_named.is_empty() {
            break;
        }
    }

    let live_leaves = state.live_leaves();
    Shaken {
        kept_items: state.kept_items,
        kept_members: state.kept_members,
        emitted_modules: state.emitted_modules,
        live_leaves,
        undecided: state.undecided,
        waiting,
    }
}

/// What [`shake`] works out once before its fixpoint ([`Facts`]); it also tells `state` each
/// impl's self type and which types may deref elsewhere.
fn facts<'a>(state: &mut State<'a>, roots: &Roots, keep_modules: bool, traits_by_member: BTreeMap<&'a str, Vec<usize>>, impl_members_by_name: BTreeMap<&'a str, Vec<(usize, usize)>>) -> Facts<'a> {
    let lib = state.lib;
    let impls: Vec<usize> = (0..lib.items.len())
        .filter(|&i| !lib.items[i].test_only && matches!(lib.items[i].kind, ItemKind::Impl { .. }))
        .collect();
    let others: Vec<usize> = (0..lib.items.len())
        .filter(|&i| !lib.items[i].test_only && lib.items[i].kind == ItemKind::Other)
        .collect();
    // Per impl: the library items its self type and trait resolve to (None: not ours).
    let impl_sides: BTreeMap<usize, (Option<Vec<usize>>, Option<Vec<usize>>)> = impls
        .iter()
        .map(|&i| {
            let item = &lib.items[i];
            let side = |path: &Option<Vec<String>>, state: &mut State| {
                path.as_ref().and_then(|p| {
                    if p.first().map_or(true, |h| item.generic_names.contains(h)) {
                        return None;
                    }
                    let (res, _) = state.resolve_path(item.module, p, Ns::Type, false);
                    let local: Vec<usize> = res.iter().filter_map(|r| if let Res::Item(x) = r { Some(*x) } else { None }).collect();
                    if local.is_empty() { None } else { Some(local) }
                })
            };
            let self_side = side(&item.self_ty_path, state).map(|tys| with_aliased_types(state, tys));
            let trait_side = side(&item.trait_path, state);
            (i, (self_side, trait_side))
        })
        .collect();
    // Per impl: for each type of ours its trait is over (`impl From<StableGraph> for Graph`),
    // the struct, enum or union items that type's path may be.
    let impl_nominal_args: BTreeMap<usize, Vec<Vec<usize>>> = impls
        .iter()
        .map(|&i| {
            let item = &lib.items[i];
            let mut args = Vec::new();
            for p in &item.impl_type_args {
                if p.first().map_or(true, |h| item.generic_names.contains(h) || h == "Self") {
                    continue;
                }
                let (res, _) = state.resolve_path(item.module, p, Ns::Type, false);
                let items: Vec<usize> = res.iter().filter_map(|r| if let Res::Item(x) = r { Some(*x) } else { None }).collect();
                // Only a path that surely names our own struct, enum or union: an alias, a
                // type of another crate or an unresolved name decides nothing.
                if !items.is_empty() && items.len() == res.len() && items.iter().all(|&x| lib.items[x].nominal_type) {
                    args.push(items);
                }
            }
            (i, args)
        })
        .collect();
    let macro_named: BTreeSet<&String> = lib
        .items
        .iter()
        .filter(|item| !item.test_only && matches!(item.kind, ItemKind::Macro { .. } | ItemKind::Other))
        .flat_map(|item| item.idents.iter())
        .collect();
    state.impl_self = impl_sides.iter().filter_map(|(&i, (ty, _))| ty.clone().map(|ty| (i, ty))).collect();
    // Impls of our types whose trait is another bundled crate's, not yet known to stay.
    let impl_waits: BTreeMap<usize, (String, String)> = impls
        .iter()
        .filter(|i| matches!(impl_sides[i], (Some(_), None)))
        .filter_map(|&i| {
            let item = &lib.items[i];
            let path = item.trait_path.as_ref()?;
            let named = state.dependency_trait(item.module, path, &roots.dependency_traits)?;
            (!roots.known_dependency_traits.contains(&named)).then_some((i, named))
        })
        .collect();
    // `const _: () = { impl .. };` blocks (derive output): per impl in one, its self type's
    // items of ours, its trait's items of ours, and the dependency trait it waits for.
    let anonymous_consts: Vec<(usize, Vec<Sides>)> = (0..lib.items.len())
        .filter(|&i| !lib.items[i].test_only && (!lib.items[i].anonymous_impls.is_empty() || lib.items[i].anonymous_invokes))
        .map(|i| {
            let item = &lib.items[i];
            let sides = item
                .anonymous_impls
                .iter()
                .map(|(self_ty, trait_path)| {
                    let side = |path: &Option<Vec<String>>, state: &mut State| {
                        let (res, _) = state.resolve_path(item.module, path.as_ref()?, Ns::Type, false);
                        let local: Vec<usize> = res.iter().filter_map(|r| if let Res::Item(x) = r { Some(*x) } else { None }).collect();
                        (!local.is_empty()).then_some(local)
                    };
                    let self_side = side(self_ty, state);
                    let trait_side = side(trait_path, state);
                    let waits = match (&trait_side, trait_path) {
                        (None, Some(path)) => state.dependency_trait(item.module, path, &roots.dependency_traits).filter(|named| !roots.known_dependency_traits.contains(named)),
                        _ => None,
                    };
                    (self_side, trait_side, waits)
                })
                .collect();
            (i, sides)
        })
        .collect();

    let deref_impls: Vec<usize> = impls
        .iter()
        .copied()
        .filter(|&i| lib.items[i].trait_path.as_ref().and_then(|p| p.last()).map_or(false, |t| t == "Deref" || t == "DerefMut"))
        .collect();
    // A `Deref` impl a macro may write, or one for a type that is not surely one struct, enum
    // or union of ours, may make any type deref elsewhere.
    let deref_unknown = macro_named.iter().any(|n| *n == "Deref" || *n == "DerefMut")
        || deref_impls.iter().any(|i| impl_sides[i].0.as_ref().map_or(true, |tys| tys.iter().any(|&x| !lib.items[x].nominal_type)));
    state.derefs = if deref_unknown {
        None
    } else {
        Some(deref_impls.iter().filter_map(|i| impl_sides[i].0.clone()).flatten().collect())
    };
    // Names a macro may write an impl for: those in a `macro_rules!` body that writes `impl`
    // (unless nothing can invoke it: it is not exported and no other item of the crate spells
    // its name, as after `macro_expand` expanded every invocation), and those passed to any
    // macro invocation.
    let mut spelled_by: BTreeMap<&str, usize> = BTreeMap::new();
    for item in lib.items.iter().filter(|item| !item.test_only) {
        for n in &item.idents {
            *spelled_by.entry(n.as_str()).or_default() += 1;
        }
    }
    let invocable = |item: &crate::read::library::Item| {
        matches!(item.kind, ItemKind::Macro { exported: true })
            || item.name.as_ref().map_or(true, |n| spelled_by.get(n.as_str()).copied().unwrap_or(0) > usize::from(item.idents.contains(n)))
    };
    let impl_macro_named: BTreeSet<&String> = lib
        .items
        .iter()
        .filter(|item| !item.test_only)
        .flat_map(|item| -> Vec<&String> {
            match item.kind {
                ItemKind::Macro { .. } if item.idents.contains("impl") && invocable(item) => item.idents.iter().collect(),
                ItemKind::Macro { .. } => Vec::new(),
                _ => item.paths.iter().filter(|p| p.in_macro).flat_map(|p| p.segments.iter()).collect(),
            }
        })
        .collect();
    let trait_members = TraitMembers::new(lib, &impls, &impl_sides, &impl_macro_named, keep_modules);
    Facts { impls, others, impl_sides, impl_nominal_args, impl_waits, anonymous_consts, macro_named, traits_by_member, impl_members_by_name, trait_members }
}

/// What [`shake`] works out once about a library before its fixpoint: the impls and their
/// sides, what macros may write, the members by name.
struct Facts<'a> {
    impls: Vec<usize>,
    /// Items that are neither named items nor impls nor uses: item macro invocations.
    others: Vec<usize>,
    /// Per impl: the library items its self type and trait resolve to (None: not ours).
    impl_sides: BTreeMap<usize, (Option<Vec<usize>>, Option<Vec<usize>>)>,
    /// Per impl: for each type of ours its trait is over, the items that type may be.
    impl_nominal_args: BTreeMap<usize, Vec<Vec<usize>>>,
    /// Impls of our types whose trait is another bundled crate's, not yet known to stay.
    impl_waits: BTreeMap<usize, (String, String)>,
    /// `const _: () = { impl .. };` blocks, per impl in one its sides and what it waits for.
    anonymous_consts: Vec<(usize, Vec<Sides>)>,
    /// Identifiers in macro bodies and macro invocations.
    macro_named: BTreeSet<&'a String>,
    traits_by_member: BTreeMap<&'a str, Vec<usize>>,
    impl_members_by_name: BTreeMap<&'a str, Vec<(usize, usize)>>,
    trait_members: TraitMembers,
}

/// An impl in a `const _` block: its self type's items of ours, its trait's items of ours, and
/// the dependency trait it waits for.
type Sides = (Option<Vec<usize>>, Option<Vec<usize>>, Option<(String, String)>);

/// One round of [`shake`]'s fixpoint: impls whose type and trait are kept come along.
fn keep_impls(state: &mut State, facts: &Facts, waiting: &mut BTreeSet<(String, String)>) -> bool {
    let mut changed = false;
    for &i in &facts.impls {
        if state.kept_items[i] {
            continue;
        }
        let kept_any = |items: &Vec<usize>, state: &State| items.iter().any(|&x| state.kept_items[x]);
        // A type of ours that no kept code names is the type of no value and no inference
        // variable in the bundle, so no impl for or over it can be selected: `impl
        // From<StableGraph> for Graph` waits until something keeps `StableGraph`.
        if !facts.impl_nominal_args[&i].iter().all(|items| kept_any(items, &state)) {
            continue;
        }
        let (self_side, trait_side) = &facts.impl_sides[&i];
        if let Some(waits) = facts.impl_waits.get(&i) {
            if self_side.as_ref().map_or(false, |ty| kept_any(ty, &state)) {
                waiting.insert(waits.clone());
            }
            continue;
        }
        let keep = match (self_side, trait_side) {
            (Some(ty), Some(tr)) => kept_any(ty, &state) && kept_any(tr, &state),
            (Some(ty), None) => kept_any(ty, &state),
            (None, Some(tr)) => kept_any(tr, &state),
            // Neither side is ours (`impl From<Ours> for u64`): by the orphan rule the
            // header names one of our types; the impl comes with it.
            (None, None) => {
                let item = &state.lib.items[i];
                item.impl_header_paths.iter().filter(|p| !p.member).any(|p| {
                    let (res, _) = state.resolve_item_path(i, p);
                    res.iter().any(|r| matches!(r, Res::Item(x) if state.kept_items[*x]))
                })
            }
        };
        if keep {
            state.commit_impl_sides(i);
            state.keep_item(i);
            changed = true;
        }
    }
    changed
}

/// An impl in a `const _` block is needed as one written out is; the block goes with the first
/// that is.
fn keep_anonymous_consts(state: &mut State, facts: &Facts, waiting: &mut BTreeSet<(String, String)>) -> bool {
    let mut changed = false;
    for (i, sides) in &facts.anonymous_consts {
        if state.kept_items[*i] {
            continue;
        }
        let kept_any = |items: &Vec<usize>| items.iter().any(|&x| state.kept_items[x]);
        let mut keep = false;
        for (self_side, trait_side, waits) in sides {
            let needed = match (self_side, trait_side) {
                (Some(ty), Some(tr)) => kept_any(ty) && kept_any(tr),
                (Some(ty), None) => kept_any(ty),
                (None, Some(tr)) => kept_any(tr),
                (None, None) => false,
            };
            match waits {
                Some(w) if needed => {
                    waiting.insert(w.clone());
                }
                _ => keep |= needed,
            }
        }
        // Its macro invocations may write impls for any type of ours they are passed or
        // name: needed once one of those is kept.
        if !keep && state.lib.items[*i].anonymous_invokes {
            let item = &state.lib.items[*i];
            keep = item.paths.iter().filter(|p| !p.member && !p.macro_call).any(|p| {
                let (res, _) = state.resolve_path(item.module, &p.segments, Ns::Any, false);
                res.iter().any(|r| matches!(r, Res::Item(x) if state.kept_items[*x] && !matches!(state.lib.items[*x].kind, ItemKind::Macro { .. })))
            });
        }
        if keep {
            state.keep_item(*i);
            changed = true;
        }
    }
    changed
}

/// Item macro invocations: kept once something they write impls for is, or kept undecided.
fn keep_macro_invocations(state: &mut State, facts: &Facts) -> bool {
    let mut changed = false;
    for &i in &facts.others {
        if state.kept_items[i] {
            continue;
        }
        match state.impl_macro_invocation(i) {
            // Expands to impls only: needed once something it names is kept (an impl
            // whose type and trait are both gone is not), like an impl written out, even
            // where nothing else of its module is (num-bigint's bigint/shift.rs holds
            // only `impl_shift!` and its invocations, which make `Shl<usize> for BigInt`).
            Some(named) => {
                if named.iter().any(|&x| state.kept_items[x]) {
                    state.keep_item(i);
                    changed = true;
                }
            }
            // Of a module nothing else reaches: it stays out with its module.
            None if !state.emitted_modules[state.lib.items[i].module] => {}
            // An item macro invocation may define anything: keep.
            None => {
                state.undecided += 1;
                state.keep_item(i);
                changed = true;
            }
        }
    }
    changed
}

/// A method call names only the method, and calls it only where its trait is in scope: the
/// traits with a member of a mentioned name, in scope there and implemented by something a
/// value can have.
fn keep_traits_by_method(state: &mut State, facts: &Facts) -> bool {
    let mut changed = false;
    let mut candidates: BTreeSet<usize> = BTreeSet::new();
    let names: Vec<String> = state.mentioned.iter().filter(|n| facts.traits_by_member.contains_key(n.as_str())).cloned().collect();
    for n in names {
        let scopes: Vec<Option<usize>> = state.mentioned_in.get(&n).map(|s| s.iter().copied().collect()).unwrap_or_default();
        for &t in &facts.traits_by_member[n.as_str()] {
            if state.kept_items[t] || candidates.contains(&t) {
                continue;
            }
            if scopes.iter().any(|&from| from.map_or(true, |m| state.in_scope(m, t))) {
                candidates.insert(t);
            }
        }
    }
    for t in candidates {
        // Impls written by macros are not seen as impls: a trait that a macro names may be
        // implemented for anything.
        let by_macro = state.lib.items[t].name.as_ref().map_or(false, |n| facts.macro_named.contains(n));
        let implemented = by_macro || facts.impls.iter().any(|i| match &facts.impl_sides[i] {
            (self_side, Some(tr)) if tr.contains(&t) => match self_side {
                None => true,
                Some(ty) => ty.iter().any(|&x| state.kept_items[x]),
            },
            _ => false,
        });
        if implemented {
            state.keep_item(t);
            changed = true;
        }
    }
    changed
}

/// Inherent members whose names came up, in a way that may call them.
fn keep_inherent_members(state: &mut State, facts: &Facts) -> bool {
    let mut changed = false;
    while let Some((name, calls)) = state.new_names.pop() {
        if let Some(members) = facts.impl_members_by_name.get(name.as_str()) {
            for &(i, k) in members {
                if !state.kept_members[i][k] && state.may_call(calls, i, k) {
                    state.kept_members[i][k] = true;
                    if state.kept_items[i] {
                        state.reach_member(i, k);
                        changed = true;
                    }
                }
            }
        }
    }
    changed
}

/// Trait members whose names came up, with the same members of the trait's impls.
fn keep_trait_members(state: &mut State, facts: &Facts) -> bool {
    let mut changed = false;
    while let Some(name) = state.new_named.pop() {
        for (t, k) in facts.trait_members.named(&name) {
            if state.kept_members[t][k] {
                continue;
            }
            changed = true;
            state.kept_members[t][k] = true;
            if state.kept_items[t] {
                state.reach_member(t, k);
            }
            for &i in facts.trait_members.impls_of.get(&t).into_iter().flatten() {
                for k in 0..state.lib.items[i].impl_members.len() {
                    if state.lib.items[i].impl_members[k].name == name && !state.kept_members[i][k] {
                        state.kept_members[i][k] = true;
                        if state.kept_items[i] {
                            state.reach_member(i, k);
                        }
                    }
                }
            }
        }
    }
    changed
}

/// How a name came up, for the inherent members it may call ([`State::may_call`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Calls {
    /// Anyhow (a path, a macro's text, the problem's code): any member of that name.
    Any,
    /// A method call, `x.name(..)`: methods only (an associated function without `self` is
    /// called through a path).
    Method,
    /// A method call with this many arguments: methods with as many parameters after `self`
    /// only (Rust has no default or variadic parameters).
    MethodWith(usize),
    /// `self.name(..)` where `self` is this type: its methods only.
    MethodOf(usize),
    /// `Self::name` where `Self` is this type: its members only.
    PathOf(usize),
    /// A method call on a receiver of a std type that no inherent member of ours can be
    /// called on ([`crate::reach::receivers`]): none.
    Nothing,
}

/// The members of the crate's own traits, which are shaken one by one, and the impls they are
/// tied to.
///
/// In a bundle nothing outside can call a trait's member, so a member of one of the crate's
/// traits stays only when its name is an identifier somewhere in kept text: in the problem (or
/// a dependent crate's kept code), or in this crate's kept items and kept members. That covers
/// every way a member is called or named: a method call on any receiver (the receiver's type
/// is not resolved, so a name match keeps the member in every trait that has it), a call
/// through a bound `T: Tr` or on `dyn Tr`, `Tr::m` and `<T as Tr>::m`, `Self::m` in another
/// member's default body, an associated type in `Tr<Out = u8>`, a member written by an impl
/// outside this crate (the problem's `impl Tr for Mine { fn m() .. }`), a macro body's tokens.
/// A member goes from the trait and from every impl of the trait together: a required member
/// with its impls' members, a provided one with its overrides, so that every impl stays
/// complete and none defines a member its trait lacks.
///
/// The language calls members implicitly only for std's traits (`+` for `Add::add`, `for` for
/// `Iterator::next`, `Drop`, `Deref`, `Display::fmt` in `format!`, derives, `?` for `From`,
/// `collect` for `FromIterator`, ...): their impls are never decided here and stay whole, as
/// does every impl of a trait that is not the crate's. A trait of the crate stays whole too
/// when some impl of it might not be seen or tied to it: a macro invocation in its body or in
/// an impl's body (it may define any member), its name in a `macro_rules!` body that writes
/// `impl` or among a macro invocation's tokens (a macro may write an impl of it, with members
/// spelled where this crate's text does not show them), or an impl whose trait path ends in its
/// name but does not resolve to it alone. An impl that a kept macro of this crate writes needs
/// no more: the macro's text is kept text, so every member it defines is named.
struct TraitMembers {
    /// Per decided trait or trait impl: its members by name.
    members_by_name: BTreeMap<usize, BTreeMap<String, Vec<usize>>>,
    /// Member name -> (decided trait, member).
    by_name: BTreeMap<String, Vec<(usize, usize)>>,
    /// Per decided trait: the impls of it.
    impls_of: BTreeMap<usize, Vec<usize>>,
    /// Per impl of a decided trait: the trait.
    trait_of_impl: BTreeMap<usize, usize>,
}

impl TraitMembers {
    fn new(
        lib: &Library,
        impls: &[usize],
        impl_sides: &BTreeMap<usize, (Option<Vec<usize>>, Option<Vec<usize>>)>,
        impl_macro_named: &BTreeSet<&String>,
        keep_modules: bool,
    ) -> TraitMembers {
        let mut out = TraitMembers { members_by_name: BTreeMap::new(), by_name: BTreeMap::new(), impls_of: BTreeMap::new(), trait_of_impl: BTreeMap::new() };
        if keep_modules {
            return out;
        }
        for (t, item) in lib.items.iter().enumerate() {
            let Some(name) = &item.name else { continue };
            if !item.is_trait || item.test_only || item.impl_members.is_empty() || item.opaque_members || impl_macro_named.contains(name) {
                continue;
            }
            let mut own = Vec::new();
            let mut whole = false;
            for &i in impls {
                let trait_name = match &lib.items[i].kind {
                    ItemKind::Impl { trait_name: Some(n), .. } => n,
                    _ => continue,
                };
                match &impl_sides[&i].1 {
                    Some(tr) if tr.as_slice() == [t] => {
                        own.push(i);
                        whole |= lib.items[i].opaque_members;
                    }
                    Some(tr) if tr.contains(&t) => whole = true,
                    _ => whole |= trait_name == name,
                }
            }
            if whole {
                continue;
            }
            for &i in own.iter().chain(std::iter::once(&t)) {
                let mut by_name: BTreeMap<String, Vec<usize>> = BTreeMap::new();
                for (k, member) in lib.items[i].impl_members.iter().enumerate() {
                    by_name.entry(member.name.clone()).or_default().push(k);
                }
                out.members_by_name.insert(i, by_name);
            }
            for (k, member) in item.impl_members.iter().enumerate() {
                out.by_name.entry(member.name.clone()).or_default().push((t, k));
            }
            for &i in &own {
                out.trait_of_impl.insert(i, t);
            }
            out.impls_of.insert(t, own);
        }
        out
    }

    /// The decided trait members called `name`.
    fn named(&self, name: &str) -> Vec<(usize, usize)> {
        self.by_name.get(name).cloned().unwrap_or_default()
    }
}

struct State<'a> {
    lib: &'a Library,
    /// Which method calls have a receiver of a std type ([`Calls::Nothing`]).
    receivers: crate::read::library::ReceiverTyping<'a>,
    leaves: Vec<Vec<UseLeaf>>,
    by_name: BTreeMap<&'a str, Vec<usize>>,
    keep_modules: bool,
    kept_items: Vec<bool>,
    kept_members: Vec<Vec<bool>>,
    emitted_modules: Vec<bool>,
    /// `use` leaves that a kept item's path went through: (item, leaf).
    used_leaves: BTreeSet<(usize, usize)>,
    dependency_traits: &'a BTreeMap<String, BTreeMap<String, Vec<String>>>,
    closed_dependency_traits: &'a BTreeMap<String, BTreeSet<String>>,
    /// Every identifier that kept code mentions: the member names.
    mentioned: BTreeSet<String>,
    /// Per mentioned name, the modules whose scope it is used in (`None`: any).
    mentioned_in: BTreeMap<String, BTreeSet<Option<usize>>>,
    /// Whether trait `.1` is in scope in module `.0`.
    trait_in_scope: BTreeMap<(usize, usize), bool>,
    /// Inherent members' names as they came up, with how they may be called.
    new_names: Vec<(String, Calls)>,
    inherent_mentions: BTreeSet<(Calls, String)>,
    /// Per impl: the items its self type resolves to, when they are ours.
    impl_self: BTreeMap<usize, Vec<usize>>,
    /// Types of ours with a `Deref` impl: a method call on them may reach the target's.
    /// `None`: which types deref is not known (a macro may write such an impl).
    derefs: Option<BTreeSet<usize>>,
    /// The traits in scope where scoped roots call methods ([`State::traits_in_roots_scope`]).
    roots_scope: BTreeSet<usize>,
    /// Every identifier anywhere in kept text and in the dependent's (problem's) text: what
    /// keeps a trait member (see [`TraitMembers`]).
    named: BTreeSet<String>,
    new_named: Vec<String>,
    /// Kept items whose paths are still to be followed.
    queue: Vec<usize>,
    // Hashed, not ordered: only looked up (never iterated, so the bundle's bytes cannot depend
    // on the order), and a name's lookup is the shaker's most frequent (51,203 for
    // num_traits_generic, where ordered maps spent 7% of the run comparing strings).
    cache: HashMap<(usize, String, Ns, bool), Resolution>,
    /// The lookups under way, each with its depth in the chain of lookups.
    in_progress: HashMap<(usize, String, Ns, bool), usize>,
    /// The shallowest depth of a lookup under way that the current lookup ran into (a cycle
    /// cut short: `usize::MAX` when none). A result that leaned on such a cut is incomplete
    /// while that lookup is unfinished, so it is not cached: ndarray's `imp_prelude` glob
    /// chains reach `Ix1` from the root, and a root lookup under way had cached the prelude's
    /// `Ix1` as nothing.
    lowest_cut: usize,
    /// The lookups under way by depth, each with an id of its own.
    lookup_ids: Vec<u64>,
    next_lookup_id: u64,
    /// Results that leaned on a cut cycle, good while the lookup they were cut at (its depth and
    /// id) is under way: without them each is computed again at every turn of the cycle, which
    /// in glob-heavy crates grows without bound.
    provisional: HashMap<(usize, String, Ns, bool), (Resolution, usize, u64)>,
    undecided: usize,
}

impl<'a> State<'a> {
    /// The member names an item's paths may use (see [`PathRef::member_names`]); macro
    /// definitions and item macro invocations may use any of their identifiers.
    /// `from`: the module whose scope the names are used in (`None`: any scope, for macro
    /// text and the problem's).
    /// `self_type`: the type `self` and `Self` stand for in these paths, where that is one
    /// struct, enum or union of ours (see [`State::self_type`]).
    /// `closed`: where the method names whose receiver is of a std type start.
    fn mention_paths(&mut self, paths: &[PathRef], idents: &BTreeSet<String>, all: bool, from: Option<usize>, self_type: Option<usize>, closed: &BTreeSet<usize>) {
        if all {
            self.mention(idents, None);
        } else {
            for p in paths {
                let calls = if p.in_macro {
                    Calls::Any
                } else if p.dot && !p.field && p.dot_at.map_or(false, |at| closed.contains(&at)) {
                    Calls::Nothing
                } else if p.dot && !p.field {
                    match (p.on_self, self_type, p.args) {
                        (true, Some(x), _) => Calls::MethodOf(x),
                        (_, _, Some(n)) => Calls::MethodWith(n),
                        _ => Calls::Method,
                    }
                } else if !p.member && p.segments.len() == 2 && p.segments[0] == "Self" {
                    self_type.map_or(Calls::Any, Calls::PathOf)
                } else {
                    Calls::Any
                };
                for n in p.member_names() {
                    self.mention_as(n, from, calls);
                }
            }
            self.mention_write_fmt(idents, from);
        }
    }

    /// `write!(dst, ..)` / `writeln!(dst, ..)` call `dst.write_fmt(..)`, a method a library's
    /// writer may define itself (solver-core's `Writer`): [`crate::read::scan::scan`] puts
    /// `write_fmt` among the idents of text that invokes them.
    fn mention_write_fmt(&mut self, idents: &BTreeSet<String>, from: Option<usize>) {
        const WRITE_FMT: &str = "write_fmt";
        if idents.contains(WRITE_FMT) {
            self.mention_as(&WRITE_FMT.to_string(), from, Calls::MethodWith(1));
        }
    }

    fn mention<'b>(&mut self, idents: impl IntoIterator<Item = &'b String>, from: Option<usize>) {
        for n in idents {
            self.mention_as(n, from, Calls::Any);
        }
    }

    fn mention_as(&mut self, n: &String, from: Option<usize>, calls: Calls) {
        let scopes = self.mentioned_in.entry(n.clone()).or_default();
        if !scopes.contains(&None) {
            scopes.insert(from);
        }
        if !self.mentioned.contains(n) {
            self.mentioned.insert(n.clone());
        }
        if !self.inherent_mentions.contains(&(Calls::Any, n.clone())) && self.inherent_mentions.insert((calls, n.clone())) {
            self.new_names.push((n.clone(), calls));
        }
    }

    /// Whether a mention of member `k` of inherent impl `i`'s name, made as `calls` says, may
    /// call it: a method call calls methods only, and on `self` only those of `self`'s type (or
    /// of a type that may be it: an alias); `Self::name` only that type's.
    fn may_call(&self, calls: Calls, i: usize, k: usize) -> bool {
        let member = &self.lib.items[i].impl_members[k];
        let of = |x: usize| self.impl_self.get(&i).map_or(true, |tys| tys.contains(&x) || tys.iter().any(|&y| !self.lib.items[y].nominal_type));
        match calls {
            Calls::Any => true,
            Calls::Method => member.has_self,
            Calls::MethodWith(n) => member.has_self && member.arity.map_or(true, |a| a == n),
            Calls::MethodOf(x) => member.has_self && of(x),
            Calls::PathOf(x) => of(x),
            Calls::Nothing => false,
        }
    }

    /// The type `self` and `Self` stand for in member `member` of impl `i`: its self type when
    /// that is one struct, enum or union of ours without a `Deref` impl (whose target's
    /// methods `self.name()` may call too). `None` in a trait's default bodies (`Self` is any
    /// implementor), and where a nested `impl`, `trait` or `macro_rules!` may give `self` or
    /// `Self` another meaning.
    fn self_type(&self, i: usize, member: &crate::read::library::ImplMember) -> Option<usize> {
        if ["impl", "trait", "macro_rules"].iter().any(|w| member.idents.contains(*w)) {
            return None;
        }
        match self.impl_self.get(&i).map(Vec::as_slice) {
            Some(&[x]) if self.lib.items[x].nominal_type && self.derefs.as_ref().map_or(false, |d| !d.contains(&x)) => Some(x),
            _ => None,
        }
    }

    /// The crate's traits that the roots' `use` items bring into scope: a binding's trait
    /// (`use dep::Tr;`, `use dep::Tr as _;`), and every trait under a module that a binding or
    /// a glob names (`use dep::ops;` then `ops::Tr` or a further `use ops::Tr;` that this pass
    /// does not see; `use dep::*;`), however deep, so that no way to import it is missed.
    fn traits_in_roots_scope(&mut self, roots: &Roots) -> BTreeSet<usize> {
        let mut modules: Vec<usize> = Vec::new();
        let mut traits = BTreeSet::new();
        let targets: Vec<&Vec<String>> = roots.bindings.iter().map(|(_, t)| t).chain(roots.globs.iter()).collect();
        for target in targets {
            let mut full = vec!["crate".to_string()];
            full.extend(target.iter().cloned());
            let at_root = target.is_empty();
            let (res, _) = if at_root { (vec![Res::Module(0)], Vec::new()) } else { self.resolve_path(0, &full, Ns::Any, true) };
            for r in res {
                match r {
                    Res::Item(x) if self.lib.items[x].is_trait => {
                        traits.insert(x);
                    }
                    Res::Module(x) => modules.push(x),
                    _ => {}
                }
            }
        }
        // A glob brings the traits its module re-exports too (tap's `use tap::prelude::*;`,
        // whose `pub use crate::{tap::*, ..}` holds `Tap`).
        let mut globbed: Vec<usize> = Vec::new();
        for target in &roots.globs {
            let mut full = vec!["crate".to_string()];
            full.extend(target.iter().cloned());
            let (res, _) = if target.is_empty() { (vec![Res::Module(0)], Vec::new()) } else { self.resolve_path(0, &full, Ns::Type, true) };
            globbed.extend(res.into_iter().filter_map(|r| if let Res::Module(x) = r { Some(x) } else { None }));
        }
        let lib = self.lib;
        for (t, item) in lib.items.iter().enumerate() {
            if !item.is_trait || item.test_only {
                continue;
            }
            let mut at = Some(item.module);
            while let Some(m) = at {
                if modules.contains(&m) {
                    traits.insert(t);
                    break;
                }
                at = lib.modules[m].parent;
            }
            if !traits.contains(&t) && globbed.iter().any(|&x| self.in_scope(x, t)) {
                traits.insert(t);
            }
        }
        traits
    }

    /// Whether trait `t` is in scope in module `m` (so that its methods can be called there by
    /// name alone): declared there, imported by name or by a glob, or imported as `_` there or
    /// through a glob. [`ROOTS_SCOPE`] is the scope of scoped roots ([`Roots::scoped`]).
    fn in_scope(&mut self, m: usize, t: usize) -> bool {
        if m == ROOTS_SCOPE {
            return self.roots_scope.contains(&t);
        }
        if let Some(&known) = self.trait_in_scope.get(&(m, t)) {
            return known;
        }
        let lib = self.lib;
        let found = lib.items[t].module == m
            || lib.items[t].name.as_ref().map_or(false, |name| self.resolve_name(m, name, Ns::Type).0.contains(&Res::Item(t)))
            || self.underscore_import(m, t, 3);
        self.trait_in_scope.insert((m, t), found);
        found
    }

    /// Whether module `m` has `use path::Trait as _;` for trait `t`, itself or through glob
    /// imports (`depth` levels deep).
    fn underscore_import(&mut self, m: usize, t: usize, depth: usize) -> bool {
        let lib = self.lib;
        for &i in &lib.modules[m].items {
            for k in 0..self.leaves[i].len() {
                let leaf = self.leaves[i][k].clone();
                if leaf.rename.as_deref() == Some("_") {
                    let mut target = leaf.prefix.clone();
                    target.push(leaf.name.clone());
                    if self.resolve_path(m, &target, Ns::Type, true).0.contains(&Res::Item(t)) {
                        return true;
                    }
                } else if leaf.name == "*" && depth > 0 {
                    for r in self.resolve_path(m, &leaf.prefix, Ns::Type, true).0 {
                        if let Res::Module(x) = r {
                            if x != m && self.underscore_import(x, t, depth - 1) {
                                return true;
                            }
                        }
                    }
                }
            }
        }
        false
    }

    fn name_all<'b>(&mut self, idents: impl IntoIterator<Item = &'b String>) {
        for n in idents {
            if !self.named.contains(n) {
                self.named.insert(n.clone());
                self.new_named.push(n.clone());
            }
        }
    }

    fn keep_item(&mut self, i: usize) {
        if self.kept_items[i] {
            return;
        }
        self.kept_items[i] = true;
        self.queue.push(i);
        self.emit_module(self.lib.items[i].module);
    }

    fn commit(&mut self, (res, used): Resolution) {
        for &(i, _) in &used {
            // A re-export of a std item in a module that holds nothing else we keep.
            self.emit_module(self.lib.items[i].module);
        }
        self.used_leaves.extend(used);
        for r in res {
            match r {
                Res::Item(x) => self.keep_item(x),
                // A module reached as a name's stand-in (`macro_may_define`): its item macro
                // invocations may make that name.
                Res::Module(x) if self.has_item_macros(x) => self.emit_module(x),
                _ => {}
            }
        }
    }

    /// Module `x` has item-position macro invocations (which may define any name).
    fn has_item_macros(&self, x: usize) -> bool {
        self.lib.modules[x].items.iter().any(|&i| is_item_macro_invocation(&self.lib.items[i]))
    }

    fn commit_impl_sides(&mut self, i: usize) {
        let item = &self.lib.items[i];
        for path in [&item.self_ty_path, &item.trait_path].into_iter().flatten() {
            if path.first().map_or(false, |h| item.generic_names.contains(h)) {
                continue;
            }
            let r = self.resolve_path(item.module, path, Ns::Type, false);
            self.commit(r);
        }
    }

    /// For an item macro invocation of a `macro_rules!` that expands to impls only: the library
    /// items that the invocation and the macro's body name (other than macros). `None` for any
    /// other item macro.
    fn impl_macro_invocation(&mut self, i: usize) -> Option<Vec<usize>> {
        let lib = self.lib;
        let item = &lib.items[i];
        let call = item.invoked_macro.as_ref()?;
        let (res, _) = self.resolve_path(item.module, call, Ns::Macro, false);
        let macros: Vec<usize> = res.iter().filter_map(|r| if let Res::Item(x) = r { Some(*x) } else { None }).collect();
        if macros.is_empty() || !macros.iter().all(|&m| lib.items[m].expands_to_impls_only) {
            return None;
        }
        // Impls for one of our structs, enums or unions that the invocation itself passes
        // (`__impl_slice_eq1! { [A: Allocator] Vec<T, A>, &[U] }` in allocator-api2) are needed
        // only once that type is: no value of it exists before, whatever else the invocation
        // names (a kept `Allocator` would otherwise keep the whole `Vec`).
        let passed_types: Vec<usize> = item
            .paths
            .iter()
            .filter(|p| !p.member && !p.macro_call)
            .flat_map(|p| self.resolve_path(item.module, &p.segments, Ns::Type, false).0)
            .filter_map(|r| match r {
                Res::Item(x) if lib.items[x].nominal_type => Some(x),
                _ => None,
            })
            .collect();
        if !passed_types.is_empty() {
            return Some(passed_types);
        }
        let mut named = Vec::new();
        // A `macro_rules!` body's paths (other than `$crate::..`) resolve where it expands, so
        // in the invocation's module: ndarray's `impl_scalar_lhs_op!` names `ArrayBase`, which
        // only the invoking module imports. The macro's own module is looked in too.
        let scopes = |owner: usize| if owner == i { vec![item.module] } else { vec![item.module, lib.items[owner].module] };
        for (owner, paths) in std::iter::once((i, &item.paths)).chain(macros.iter().map(|&m| (m, &lib.items[m].paths))) {
            for p in paths.iter().filter(|p| !p.member && !p.macro_call) {
                for module in scopes(owner) {
                    let (res, _) = self.resolve_path(module, &p.segments, Ns::Any, false);
                    named.extend(res.iter().filter_map(|r| match r {
                        Res::Item(x) if !matches!(lib.items[*x].kind, ItemKind::Macro { .. }) => Some(*x),
                        _ => None,
                    }));
                }
            }
        }
        Some(named)
    }

    /// Follows the paths of the kept items in the queue until it is empty.
    fn drain(&mut self) {
        while let Some(i) = self.queue.pop() {
            let lib = self.lib;
            let item = &lib.items[i];
            if matches!(item.kind, ItemKind::Use | ItemKind::Module(_)) {
                continue;
            }
            if item.impl_members.is_empty() {
                let all = matches!(item.kind, ItemKind::Macro { .. } | ItemKind::Other);
                self.name_all(&item.idents);
                let closed = if all { BTreeSet::new() } else { self.receivers.closed_calls(i, None) };
                self.mention_paths(&item.paths, &item.idents, all, scope_of(item), None, &closed);
                for p in &item.paths {
                    self.reach_path(i, p);
                }
            } else {
                // An impl or trait reaches what its header mentions and what its kept members
                // do; the members reach further as their names come up.
                self.name_all(&item.impl_header_idents);
                self.mention_paths(&item.impl_header_paths, &item.impl_header_idents, false, scope_of(item), None, &BTreeSet::new());
                for p in &item.impl_header_paths {
                    self.reach_path(i, p);
                }
                for k in 0..item.impl_members.len() {
                    if self.kept_members[i][k] {
                        self.reach_member(i, k);
                    }
                }
            }
        }
    }

    fn reach_member(&mut self, i: usize, k: usize) {
        let item = &self.lib.items[i];
        let member = &item.impl_members[k];
        self.name_all(&member.idents);
        let self_type = self.self_type(i, member);
        let closed = self.receivers.closed_calls(i, Some(k));
        self.mention_paths(&member.paths, &member.idents, false, scope_of(item), self_type, &closed);
        for p in &member.paths {
            self.reach_path(i, p);
        }
    }

    fn reach_path(&mut self, i: usize, p: &PathRef) {
        if p.member {
            return;
        }
        let r = self.resolve_item_path(i, p);
        if !p.in_macro && !p.macro_call {
            // A path that ends at a module (a function body's `use crate::tables::age;`) needs
            // the module to be there even when nothing in it is reached by name.
            for res in &r.0 {
                if let Res::Module(x) = *res {
                    self.emit_module(x);
                }
            }
        }
        self.commit(r);
    }

    /// A path written in item `i`, resolved in its module (with the item's own glob imports
    /// from function bodies); names in a macro body that do not resolve there are looked up
    /// crate-wide, since they resolve where the macro is invoked.
    fn resolve_item_path(&mut self, i: usize, p: &PathRef) -> Resolution {
        let item = &self.lib.items[i];
        let head = &p.segments[0];
        if p.glob && p.in_macro && matches!(item.kind, ItemKind::Macro { .. }) {
            // `a::$name` (or `use a::*`) in a macro body: any item of `a` may be named where
            // the macro expands, so all of them are kept (and counted undecided).
            let (targets, used) = self.resolve_path(item.module, &p.segments, Ns::Type, true);
            let mut res = Vec::new();
            for t in targets {
                if let Res::Module(x) = t {
                    res.extend(self.lib.modules[x].items.iter().map(|&m| Res::Item(m)));
                }
            }
            if !res.is_empty() {
                self.undecided += 1;
            }
            return (res, used);
        }
        if item.generic_names.contains(head) {
            return (Vec::new(), Vec::new());
        }
        if p.glob {
            // `use CommentState::*;` in a body (chrono): its variants are then named bare, and
            // no lookup of a bare name goes into an enum, so the glob keeps the enum. A glob of
            // a module is followed name by name (below).
            let (targets, used) = self.resolve_path(item.module, &p.segments, Ns::Type, false);
            let items: Vec<Res> = targets.into_iter().filter(|r| matches!(r, Res::Item(_))).collect();
            return if items.is_empty() { (Vec::new(), Vec::new()) } else { (items, used) };
        }
        let ns = if p.macro_call { Ns::Macro } else { Ns::Any };
        let mut r = self.resolve_path(item.module, &p.segments, ns, false);
        // An exported macro's body may name its crate by the crate's name instead of `$crate`
        // (pathfinding's `matrix!` writes `pathfinding::matrix::Matrix::new_empty`): from the
        // crates that invoke it, that is this crate.
        if matches!(item.kind, ItemKind::Macro { exported: true }) && p.segments.len() > 1 && *head == self.lib.name && r.0.iter().all(|x| matches!(x, Res::External)) {
            let mut own = p.segments.clone();
            own[0] = "crate".to_string();
            r = self.resolve_path(item.module, &own, ns, false);
        }
        // Names imported inside the item's blocks, which shadow the module's: a block's `use`
        // path is read in the item's module, as the module's own `use`s are.
        for leaf in item.block_uses.iter().filter(|l| l.name != "*" && l.binding() == head.as_str()) {
            let mut target = leaf.prefix.clone();
            if leaf.name != "self" {
                target.push(leaf.name.clone());
            }
            if target.first() == Some(head) && target.len() == 1 {
                // `use name;` (edition 2015's `use core;`): the name itself, resolved above.
                continue;
            }
            target.extend(p.segments[1..].iter().cloned());
            let (res, used) = self.resolve_path(item.module, &target, ns, false);
            r.0.extend(res);
            r.1.extend(used);
        }
        if r.0.is_empty() && p.segments.len() == 1 {
            // Glob imports written inside function bodies.
            for g in item.paths.iter().filter(|g| g.glob) {
                let (targets, used) = self.resolve_path(item.module, &g.segments, Ns::Type, true);
                for t in targets {
                    if let Res::Module(x) = t {
                        let (res, used2) = self.resolve_name(x, head, ns);
                        if !res.is_empty() {
                            r.0.extend(res);
                            r.1.extend(used.iter().copied());
                            r.1.extend(used2);
                        }
                    }
                }
            }
        }
        if r.0.is_empty() && p.segments.len() == 1 && p.in_macro && !p.macro_call {
            // A bare name in a macro's input that names no type or value may be a macro that
            // the callee invokes as `$m!`: num-traits 0.2.15 writes
            // `for_each_tuple!(bounded_tuple);` and `for_each_tuple_!` expands `$m! { .. }`.
            // Only a `macro_rules!` in textual scope (this module or an enclosing one, or a
            // `#[macro_use] mod` of one of them: petgraph's `GraphBase! {delegate_impl []}`
            // names `visit/macros.rs`'s `delegate_impl`) counts: a method of the same name as
            // some other module's macro (ac-library-rs's `modulus`) must not bring that macro.
            let lib = self.lib;
            let mut at = Some(item.module);
            while let Some(m) = at {
                let mut scope = vec![m];
                let mut k = 0;
                while k < scope.len() {
                    scope.extend(lib.modules[scope[k]].children.iter().copied().filter(|&c| lib.modules[c].macro_use));
                    k += 1;
                }
                for &s in &scope {
                    for &x in &lib.modules[s].items {
                        if matches!(lib.items[x].kind, ItemKind::Macro { .. }) && lib.items[x].name.as_deref() == Some(head.as_str()) && !lib.items[x].test_only {
                            r.0.push(Res::Item(x));
                        }
                    }
                }
                at = lib.modules[m].parent;
            }
        }
        if r.0.is_empty() && p.segments.len() == 1 && matches!(item.kind, ItemKind::Macro { .. }) {
            let lib = self.lib;
            let found: Vec<usize> = self
                .by_name
                .get(head.as_str())
                .into_iter()
                .flatten()
                .copied()
                .filter(|&x| x != i && matches!(lib.items[x].kind, ItemKind::Macro { .. }) == p.macro_call)
                .collect();
            if !found.is_empty() {
                self.undecided += 1;
                r.0.extend(found.into_iter().map(Res::Item));
            }
        }
        r
    }

    /// What the problem reaches: its `solver_core::` paths, and names it imported.
    fn reach_from_problem(&mut self, roots: &Roots) {
        let scope = if roots.scoped {
            self.roots_scope = self.traits_in_roots_scope(roots);
            Some(ROOTS_SCOPE)
        } else {
            None
        };
        // `use krate::prelude::*;` needs the module to exist, whatever the program takes from
        // it (maybe only trait methods, which name no path).
        for target in &roots.globs {
            if target.is_empty() {
                continue;
            }
            let mut full = vec!["crate".to_string()];
            full.extend(target.iter().cloned());
            let (res, used) = self.resolve_path(0, &full, Ns::Type, true);
            for r in &res {
                if let Res::Module(x) = r {
                    self.emit_module(*x);
                }
            }
            self.commit((res, used));
        }
        self.mention_paths(&roots.paths, &BTreeSet::new(), false, scope, None, &BTreeSet::new());
        self.mention_write_fmt(&roots.idents, scope);
        self.mention(&roots.any_scope_names, None);
        for p in &roots.paths {
            if p.member || p.glob {
                continue;
            }
            let mut segs: &[String] = &p.segments;
            if segs.first().map(|s| s.as_str()) == Some("::") {
                segs = &segs[1..];
            }
            if segs.first().map(|s| s.as_str()) == Some("crate") && segs.len() > 1 {
                segs = &segs[1..];
            }
            let Some(head) = segs.first() else { continue };
            let ns = if p.macro_call { Ns::Macro } else { Ns::Any };
            let mut targets: Vec<Vec<String>> = Vec::new();
            if *head == roots.name {
                targets.push(segs[1..].to_vec());
            } else {
                for (binding, target) in &roots.bindings {
                    if binding == head {
                        let mut t = target.clone();
                        t.extend(segs[1..].iter().cloned());
                        targets.push(t);
                    }
                }
                for g in &roots.globs {
                    let mut t = g.clone();
                    t.extend(segs.iter().cloned());
                    targets.push(t);
                }
            }
            let mut found = false;
            for t in targets {
                if t.is_empty() {
                    continue;
                }
                let mut full = vec!["crate".to_string()];
                full.extend(t);
                let r = self.resolve_path(0, &full, ns, false);
                found |= !r.0.is_empty();
                self.commit(r);
            }
            if !found && p.macro_call && segs.len() == 1 {
                // `#[macro_use] extern crate solver_core;` brings exported macros by name.
                let exported: Vec<usize> = self.by_name.get(head.as_str()).into_iter().flatten().copied()
                    .filter(|&x| matches!(self.lib.items[x].kind, ItemKind::Macro { exported: true }))
                    .collect();
                for x in exported {
                    self.keep_item(x);
                }
            }
        }
    }

    /// Resolves a path written in module `m`. Returns every library item on the way (a path
    /// that continues past a type names a member of it) and the `use` leaves it went through.
    fn resolve_path(&mut self, m: usize, segs: &[String], ns_last: Ns, is_use: bool) -> Resolution {
        let mut used = Vec::new();
        let mut reached = Vec::new();
        let (mut cur, rest): (Vec<Res>, &[String]) = match segs.first().map(|s| s.as_str()) {
            None => return (reached, used),
            Some("::") => return (vec![Res::External], used),
            Some("crate") => (vec![Res::Module(0)], &segs[1..]),
            Some("self") => (vec![Res::Module(m)], &segs[1..]),
            Some("super") => {
                let mut at = m;
                let mut k = 0;
                while segs.get(k).map(|s| s.as_str()) == Some("super") {
                    match self.lib.modules[at].parent {
                        Some(p) => at = p,
                        None => return (reached, used),
                    }
                    k += 1;
                }
                (vec![Res::Module(at)], &segs[k..])
            }
            Some("Self") => return (reached, used),
            Some(head) => {
                let ns = if segs.len() > 1 { Ns::Type } else { ns_last };
                let outer_cut = std::mem::replace(&mut self.lowest_cut, usize::MAX);
                let (res, u) = self.resolve_name(m, head, ns);
                // Nothing found only because the lookup ran into one under way (libc's `mod
                // new` resolves `linux` through its globs, one of which is `pub use
                // linux::futex::*;`) is no evidence of another crate: where the cycle closes,
                // the whole lookup decides. Read as another crate, the head made every glob
                // of the module "hold any name", and the module's imports stayed for modules
                // the bundle leaves out.
                let cut_short = self.lowest_cut != usize::MAX;
                self.lowest_cut = outer_cut.min(self.lowest_cut);
                used.extend(u);
                // `use core;` (edition 2015 writes it in submodules) declares `core` as core
                // itself: resolving it again finds the cycle, not another item. So does `pub
                // use funty;` of a dependency (bitvec's mount points for its macros'
                // `$crate::macros::internal::funty::..` paths).
                let builtin = matches!(head, "std" | "core" | "alloc") || (is_use && self.lib.extern_names.contains_key(head));
                if res.is_empty() && is_use && (builtin || (!cut_short && !self.declares(m, head))) {
                    // Not a name in scope: another crate (`std::...`).
                    return (vec![Res::External], used);
                }
                (res, &segs[1..])
            }
        };
        for (k, seg) in rest.iter().enumerate() {
            if seg == "self" {
                continue;
            }
            let ns = if k + 1 == rest.len() { ns_last } else { Ns::Type };
            let mut next = Vec::new();
            for r in cur {
                match r {
                    Res::Module(x) => {
                        let (res, u) = self.resolve_name(x, seg, ns);
                        used.extend(u);
                        next.extend(res);
                    }
                    // The rest names a member of this item (or of an enum).
                    Res::Item(_) => reached.push(r),
                    Res::External => next.push(Res::External),
                }
            }
            next.sort();
            next.dedup();
            cur = next;
        }
        reached.extend(cur);
        reached.sort();
        reached.dedup();
        (reached, used)
    }

    /// What `name` means in module `m`: its items and child modules, then its `use`
    /// bindings, then its glob imports (which explicit names shadow).
    fn resolve_name(&mut self, m: usize, name: &str, ns: Ns) -> Resolution {
        self.resolve_visible(m, name, ns, false)
    }

    /// [`State::resolve_name`], leaving out with `visible_only` what `m` declares or imports
    /// privately: what a glob import of `m` from outside it sees (libc's `pub use
    /// linux::futex::*;` in `mod new` does not bring the names of futex.rs's own `use
    /// crate::prelude::*;`).
    fn resolve_visible(&mut self, m: usize, name: &str, ns: Ns, visible_only: bool) -> Resolution {
        let key = (m, name.to_string(), ns, visible_only);
        if let Some(r) = self.cache.get(&key) {
            return r.clone();
        }
        if let Some(&depth) = self.in_progress.get(&key) {
            self.lowest_cut = self.lowest_cut.min(depth);
            return (Vec::new(), Vec::new());
        }
        if let Some((r, cut, id)) = self.provisional.get(&key) {
            if self.lookup_ids.get(*cut) == Some(id) {
                self.lowest_cut = self.lowest_cut.min(*cut);
                return r.clone();
            }
            self.provisional.remove(&key);
        }
        let depth = self.in_progress.len();
        self.in_progress.insert(key.clone(), depth);
        self.lookup_ids.push(self.next_lookup_id);
        self.next_lookup_id += 1;
        let outer_cut = std::mem::replace(&mut self.lowest_cut, usize::MAX);
        let lib = self.lib;
        let mut res = Vec::new();
        let mut used = Vec::new();
        for &i in &lib.modules[m].items {
            let item = &lib.items[i];
            if item.test_only || item.name.as_deref() != Some(name) || (visible_only && item.private) {
                continue;
            }
            let fits = match (&item.kind, ns) {
                (ItemKind::Module(c), Ns::Type | Ns::Any) => {
                    res.push(Res::Module(*c));
                    continue;
                }
                (ItemKind::Macro { .. }, Ns::Macro) => true,
                // `extern crate alloc;` (the only named `Other` item): another crate.
                (ItemKind::Other, Ns::Type | Ns::Any) => {
                    res.push(Res::External);
                    continue;
                }
                (ItemKind::Named, Ns::Type) => item.type_ns,
                (ItemKind::Named, Ns::Any) => true,
                _ => false,
            };
            if fits {
                res.push(Res::Item(i));
            }
        }
        // What an `extern { .. }` block declares is the module's, like its own `fn`s: the
        // block stands for it (kept whole).
        if ns != Ns::Macro {
            for &i in &lib.modules[m].items {
                let item = &lib.items[i];
                if !item.test_only && item.foreign_names.iter().any(|(n, type_ns)| n == name && (ns == Ns::Any || *type_ns)) {
                    res.push(Res::Item(i));
                }
            }
        }
        // An item a macro invocation of this module defines is the module's own, as rustc sees
        // it after expansion: the invocation stands for it (and shadows the module's globs).
        if ns != Ns::Macro {
            for &i in &lib.modules[m].items {
                let defines = lib.macro_defines.get(&i).into_iter().flatten();
                if !lib.items[i].test_only && defines.into_iter().any(|d| d.name == name && (ns == Ns::Any || d.type_ns)) {
                    res.push(Res::Item(i));
                }
            }
        }
        if ns != Ns::Macro {
            // `extern crate num_traits as traits;`: `traits` is the other crate.
            let extern_crate = lib.modules[m].items.iter().any(|&i| {
                let item = &lib.items[i];
                !item.test_only && item.extern_crate.as_ref().map_or(false, |(_, binding)| binding == name)
            });
            if extern_crate {
                res.push(Res::External);
            }
        }
        for &i in &lib.modules[m].items {
            if visible_only && lib.items[i].private {
                continue;
            }
            for k in 0..self.leaves[i].len() {
                let leaf = &self.leaves[i][k];
                if leaf.name == "*" || leaf.binding() != name {
                    continue;
                }
                let mut target = leaf.prefix.clone();
                if leaf.name != "self" {
                    target.push(leaf.name.clone());
                }
                let (prefix, is_self) = (leaf.prefix.clone(), leaf.name == "self");
                let (mut r, mut u) = self.resolve_path(m, &target, ns, true);
                // A `use` imports in every namespace: `pub use __value as value;` re-exports a
                // macro (icu_locale_core), which then stays with the import.
                if ns == Ns::Any && target.len() == 1 {
                    let (macros, via) = self.resolve_path(m, &target, Ns::Macro, true);
                    let macros: Vec<Res> = macros.into_iter().filter(|x| matches!(x, Res::Item(_))).collect();
                    if !macros.is_empty() {
                        r.retain(|x| !matches!(x, Res::External));
                        r.extend(macros);
                        u.extend(via);
                    }
                }
                if r.is_empty() && !is_self {
                    // `pub use float::FloatConst;` where `float_const_impl!` makes the trait:
                    // the module whose invocations may make it.
                    r.extend(self.macro_may_define(m, &prefix).map(Res::Module));
                }
                if !r.is_empty() {
                    used.push((i, k));
                    used.extend(u);
                    res.extend(r);
                }
            }
        }
        // A glob's names are shadowed namespace by namespace: a module `intersperse` leaves
        // the function `intersperse` that `pub use crate::free::*;` brings (itertools), which
        // is what `use itertools::intersperse;` imports from outside.
        // So does a function, constant or static, a value only: the glob's type of that name
        // still comes through (libc's `extern { fn statvfs(.., buf: *mut statvfs); }` beside the
        // `struct statvfs` that `pub use crate::new::glibc::bits::statvfs::*;` brings).
        let value_only = |r: &Res| match r {
            Res::Item(i) if lib.items[*i].name.as_deref() == Some(name) => matches!(lib.items[*i].kind, ItemKind::Named) && !lib.items[*i].type_ns,
            // An extern block or a macro invocation, standing for what it declares.
            Res::Item(i) => {
                let declared = lib.items[*i].foreign_names.iter().filter(|(n, _)| n == name).map(|(_, t)| *t);
                let made = lib.macro_defines.get(i).into_iter().flatten().filter(|d| d.name == name).map(|d| d.type_ns);
                let mut types = declared.chain(made).peekable();
                types.peek().is_some() && types.all(|t| !t)
            }
            _ => false,
        };
        let one_namespace = ns == Ns::Any && !res.is_empty() && (res.iter().all(|r| matches!(r, Res::Module(_))) || res.iter().all(value_only));
        if res.is_empty() || one_namespace {
            for &i in &lib.modules[m].items {
                if visible_only && lib.items[i].private {
                    continue;
                }
                for k in 0..self.leaves[i].len() {
                    let leaf = &self.leaves[i][k];
                    if leaf.name != "*" {
                        continue;
                    }
                    let prefix = leaf.prefix.clone();
                    let (targets, u) = self.resolve_path(m, &prefix, Ns::Type, true);
                    // A glob of another crate's module may hold any name: a dependency's
                    // (`pub use num_bigint::*;`), or std's (serde's facade `mod core { pub use
                    // std::*; }`, through which `pub use self::core::fmt::Display;` goes).
                    if targets.contains(&Res::External) {
                        used.push((i, k));
                        used.extend(u.iter().copied());
                        res.push(Res::External);
                    }
                    for t in targets {
                        // `use self::InsertAction::*;` (im-rc's B-tree): a variant named bare
                        // is the enum's.
                        if let Res::Item(e) = t {
                            if ns != Ns::Macro && lib.items[e].variant_names.iter().any(|v| v == name) {
                                used.push((i, k));
                                used.extend(u.iter().copied());
                                res.push(Res::Item(e));
                            }
                        }
                        if let Res::Module(x) = t {
                            // From `x` itself or a module under it (`use super::*;`), the
                            // glob sees `x`'s private names too.
                            let mut within = Some(m);
                            while within.is_some_and(|w| w != x) {
                                within = lib.modules[within.unwrap()].parent;
                            }
                            let (r, u2) = self.resolve_visible(x, name, ns, within.is_none());
                            if !r.is_empty() {
                                used.push((i, k));
                                used.extend(u.iter().copied());
                                used.extend(u2);
                                res.extend(r);
                            }
                        }
                    }
                }
            }
        }
        // A glob of another crate's module (`use core::arch::x86_64::*;` in matrixmultiply's
        // kernels) may hold any name, but a `macro_rules!` in textual scope shadows whatever
        // the module's names are: the crate's own macro is looked for all the same.
        if ns == Ns::Macro && !res.iter().any(|r| matches!(r, Res::Item(_))) {
            // Textual scope: a `macro_rules!` of this module or an enclosing one; exported
            // macros live at the root.
            let mut at = Some(m);
            while let Some(x) = at {
                for &i in &lib.modules[x].items {
                    let item = &lib.items[i];
                    if matches!(item.kind, ItemKind::Macro { .. }) && item.name.as_deref() == Some(name) {
                        res.push(Res::Item(i));
                    }
                }
                at = lib.modules[x].parent;
            }
            if !res.iter().any(|r| matches!(r, Res::Item(_))) {
                for &i in self.by_name.get(name).into_iter().flatten() {
                    if matches!(lib.items[i].kind, ItemKind::Macro { .. }) {
                        res.push(Res::Item(i));
                    }
                }
            }
        }
        res.sort();
        res.dedup();
        used.sort();
        used.dedup();
        self.in_progress.remove(&key);
        self.lookup_ids.pop();
        let cut = self.lowest_cut;
        let r = (res, used);
        if cut >= depth {
            self.cache.insert(key, r.clone());
            self.lowest_cut = outer_cut;
        } else {
            self.provisional.insert(key, (r.clone(), cut, self.lookup_ids[cut]));
            self.lowest_cut = outer_cut.min(cut);
        }
        r
    }

    /// Whether module `m` declares or imports `name` by name (an empty resolution of such a
    /// name is a cycle, not another crate).
    /// Whether the module `prefix` names (from module `m`) has item-position macro invocations,
    /// which may define any name (rustc sees them; the shaker does not expand them).
    /// Such a module stands for the name: the import keeps it, and with it the invocations.
    fn macro_may_define(&mut self, m: usize, prefix: &[String]) -> Option<usize> {
        let targets = if prefix.is_empty() { vec![Res::Module(m)] } else { self.resolve_path(m, prefix, Ns::Type, true).0 };
        targets.into_iter().find_map(|t| match t {
            Res::Module(x) if self.has_item_macros(x) => Some(x),
            _ => None,
        })
    }

    /// The dependency (by the name this crate gives it) and trait name that `path`, spelled in
    /// module `m`, names, when it is a trait of a crate the bundle carries (`dependency_traits`,
    /// [`Roots::dependency_traits`]): `arbitrary::Arbitrary`, `::serde::Serialize`, or
    /// `Arbitrary` after `use arbitrary::{Arbitrary, ..};`, followed through modules, `use`
    /// bindings and `extern crate` renames. `None` for anything else: std's traits, our own, a
    /// name only a glob brings (such an impl stays whenever its type does).
    fn dependency_trait(&self, m: usize, path: &[String], dependency_traits: &BTreeMap<String, BTreeMap<String, Vec<String>>>) -> Option<(String, String)> {
        let lib = self.lib;
        let named = |ext: &str, path: &[String]| {
            let name = path.last()?;
            (path.len() > 1 && dependency_traits.get(ext).map_or(false, |traits| traits.contains_key(name))).then(|| (ext.to_string(), name.clone()))
        };
        let mut path: Vec<String> = path.to_vec();
        let mut at = m;
        // Each step shortens the path or replaces its head by a `use` target; a cycle of
        // bindings is cut by the bound.
        for _ in 0..32 {
            let head = path.first()?.clone();
            match head.as_str() {
                "::" => return named(path.get(1)?, &path[1..]),
                "crate" => {
                    at = 0;
                    path.remove(0);
                }
                "self" => {
                    path.remove(0);
                }
                "super" => {
                    at = lib.modules[at].parent?;
                    path.remove(0);
                }
                _ => {
                    if path.len() > 1 {
                        if let Some(&child) = lib.modules[at].children.iter().find(|&&c| lib.modules[c].name == head) {
                            at = child;
                            path.remove(0);
                            continue;
                        }
                    }
                    let items = || lib.modules[at].items.iter().copied().filter(|&i| !lib.items[i].test_only);
                    if let Some((krate, _)) = items().find_map(|i| lib.items[i].extern_crate.as_ref().filter(|(_, binding)| *binding == head)) {
                        let mut spelled = vec![krate.clone()];
                        spelled.extend(path[1..].iter().cloned());
                        return named(krate, &spelled);
                    }
                    let bound = items().find_map(|i| self.leaves[i].iter().find(|l| l.name != "*" && l.binding() == head));
                    if let Some(leaf) = bound {
                        let mut target = leaf.prefix.clone();
                        if leaf.name != "self" {
                            target.push(leaf.name.clone());
                        }
                        target.extend(path[1..].iter().cloned());
                        path = target;
                        continue;
                    }
                    if lib.extern_names.contains_key(&head) && !self.declares(at, &head) {
                        return named(&head, &path);
                    }
                    return None;
                }
            }
        }
        None
    }

    fn declares(&self, m: usize, name: &str) -> bool {
        self.lib.modules[m].items.iter().any(|&i| {
            self.lib.items[i].name.as_deref() == Some(name) || self.leaves[i].iter().any(|l| l.name != "*" && l.binding() == name)
        })
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

    /// Which `use` leaves stay: those that still import something that is in the bundle.
    fn live_leaves(&mut self) -> Vec<Vec<bool>> {
        let lib = self.lib;
        let mut live: Vec<Vec<bool>> = self.leaves.iter().map(|l| vec![false; l.len()]).collect();
        // `macro_rules!` bodies are unhygienic for items: a kept macro whose body names
        // `UsizePromotion` (num-bigint's `promote_scalars!`) needs that name where it is
        // invoked, which the invoking module's own text never shows. So an import of a name
        // some kept macro mentions stays (when what it imports does).
        let macro_names: BTreeSet<&str> = lib
            .items
            .iter()
            .enumerate()
            .filter(|(x, it)| self.kept_items[*x] && matches!(it.kind, ItemKind::Macro { .. }))
            .flat_map(|(_, it)| it.idents.iter().map(|n| n.as_str()))
            .collect();
        // The leaves each leaf's own path resolved through: a live `use crate::vec::Vec;`
        // keeps the root's `use alloc::vec::{self, Vec};` leaf `self` (indexmap 1.9.3).
        let mut through: Vec<(usize, usize, Vec<(usize, usize)>)> = Vec::new();
        let mut waits_for_reach: Vec<(usize, usize, String)> = Vec::new();
        let aliases: BTreeMap<&str, BTreeSet<String>> = self.dependency_traits.keys().map(|ext| (ext.as_str(), crate_aliases(lib, ext))).collect();
        // Per module: whether kept code may call methods through its imports, its own or, by
        // glob imports of it (however deep), another module's (serde's facade `mod lib`
        // holds only imports, `pub use self::core::fmt::Write as FmtWrite;` among them, and
        // the modules that `use crate::lib::*;` call `write!` on their own writers).
        let mut uses_imports: Vec<bool> = (0..lib.modules.len()).map(|m| lib.modules[m].items.iter().any(|&j| self.kept_items[j])).collect();
        let mut glob_importers: Vec<(usize, usize)> = Vec::new();
        for i in 0..lib.items.len() {
            let m = lib.items[i].module;
            if !self.emitted_modules[m] {
                continue;
            }
            for k in 0..self.leaves[i].len() {
                if self.leaves[i][k].name == "*" {
                    let prefix = self.leaves[i][k].prefix.clone();
                    for r in self.resolve_path(m, &prefix, Ns::Type, true).0 {
                        if let Res::Module(x) = r {
                            glob_importers.push((x, m));
                        }
                    }
                }
            }
        }
        loop {
            let mut changed = false;
            for &(x, by) in &glob_importers {
                if uses_imports[by] && !uses_imports[x] {
                    uses_imports[x] = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for i in 0..lib.items.len() {
            let item = &lib.items[i];
            if self.leaves[i].is_empty() || !self.emitted_modules[item.module] {
                continue;
            }
            let m = item.module;
            for k in 0..self.leaves[i].len() {
                let leaf = self.leaves[i][k].clone();
                // Whether another crate may supply the name in the type or value namespace,
                // where a trait is: a glob of another crate's module, seen only by the macro
                // lookup of a name that is this crate's struct (icu_segmenter's `pub use
                // crate::sentence::SentenceSegmenter;` beside `use icu_provider::prelude::*;`
                // there), may bring a macro of that name but no trait.
                let (targets, went_through, external_type) = if leaf.name == "*" || leaf.name == "self" {
                    let (targets, went_through) = self.resolve_path(m, &leaf.prefix, Ns::Type, true);
                    let external_type = targets.contains(&Res::External);
                    (targets, went_through, external_type)
                } else {
                    let mut t = leaf.prefix.clone();
                    t.push(leaf.name.clone());
                    // `use` imports the name in every namespace, macros too (bitvec's prelude
                    // re-exports `crate::bitarr`, an exported macro, which `Ns::Any` does not
                    // look up).
                    let (mut targets, mut went_through) = self.resolve_path(m, &t, Ns::Any, true);
                    let (macros, through_macros) = self.resolve_path(m, &t, Ns::Macro, true);
                    // A head that is no name in scope reads as another crate (`std`), unless it
                    // is one of this crate's macros (anyhow's `pub use anyhow as format_err;`
                    // beside its `anyhow!`).
                    let head = t.iter().find(|s| *s != "::").map(String::as_str).unwrap_or("");
                    let other_crate = matches!(head, "std" | "core" | "alloc") || lib.extern_names.contains_key(head);
                    if targets == [Res::External] && !other_crate && macros.iter().any(|r| matches!(r, Res::Item(_))) && t.first().map(String::as_str) != Some("::") {
                        targets.clear();
                    }
                    let external_type = targets.contains(&Res::External);
                    for r in macros {
                        if !targets.contains(&r) {
                            targets.push(r);
                        }
                    }
                    went_through.extend(through_macros);
                    (targets, went_through, external_type)
                };
                let names_one = leaf.name != "*" && leaf.name != "self";
                // A name a macro invocation there may define (see `resolve_name`).
                let targets = match targets.is_empty() && names_one {
                    true => self.macro_may_define(m, &leaf.prefix).map(Res::Module).into_iter().collect(),
                    false => targets,
                };
                // Such a module stands for the name (it is not the name's own module); the kept
                // invocations there that spell the name are what makes it: petgraph's
                // `trait_template! { pub trait NodeIndexable .. }` makes a trait whose methods
                // stable_graph calls through `use crate::visit::NodeIndexable;`, never naming it
                // again.
                // So is an invocation seen to define the name (`resolve_name`), when kept.
                let made_by_kept_invocation = names_one
                    && targets.iter().any(|r| match r {
                        Res::Module(x) if lib.modules[*x].name != leaf.name => lib.modules[*x].items.iter().any(|&j| {
                            self.kept_items[j] && is_item_macro_invocation(&lib.items[j]) && lib.items[j].idents.contains(&leaf.name)
                        }),
                        Res::Item(x) => self.kept_items[*x] && is_item_macro_invocation(&lib.items[*x]),
                        _ => false,
                    });
                let present = targets.iter().any(|r| match r {
                    Res::Item(x) => self.kept_items[*x],
                    Res::Module(x) => self.emitted_modules[*x],
                    Res::External => false,
                });
                // A local import stays when a kept path went through it, or when it imports a
                // kept trait (whose methods are called without naming it), or is a glob.
                let needed = leaf.name == "*"
                    || self.used_leaves.contains(&(i, k))
                    || macro_names.contains(leaf.binding())
                    || made_by_kept_invocation
                    || targets.iter().any(|r| matches!(r, Res::Item(x) if self.kept_items[*x] && lib.items[*x].is_trait));
                let present = present && needed;
                let external = targets.iter().any(|r| *r == Res::External);
                let dependency = self
                    .dependency_traits
                    .iter()
                    .find(|(ext, _)| leaf.prefix.first() == Some(*ext) || dependency_tail(&leaf.prefix, ext, &aliases[ext.as_str()]).is_some());
                let unknown_may_be_trait = || external_type && leaf.binding().starts_with(|c: char| c.is_ascii_uppercase()) && !STD_TYPES.contains(&leaf.name.as_str()) && uses_imports[m];
                // A trait imported for its methods is never named again, so an unmentioned
                // import stays unless it is known to be no trait, or a trait whose methods
                // nothing calls. Through an `extern crate .. as alias;` (edition 2015) a name
                // missing from the dependency's trait list stays unknown: the list does not
                // hold the traits its macros make (`make_trait!(Twice, twice)` re-exported).
                // A closed trait's methods (see `Roots::closed_dependency_traits`) are called only
                // on the dependency's own values: its import waits until the crate is seen to
                // reach the dependency otherwise (below).
                let mut closed_of = None;
                let maybe_trait = match dependency {
                    Some((ext, traits)) => match traits.get(&leaf.name) {
                        Some(members) => {
                            let called = members.iter().any(|n| module_calls(lib, &self.kept_items, &self.kept_members, m, n));
                            if called && self.closed_dependency_traits.get(ext.as_str()).map_or(false, |closed| closed.contains(&leaf.name)) {
                                closed_of = Some(ext.clone());
                                false
                            } else {
                                called
                            }
                        }
                        None => leaf.prefix.iter().find(|s| *s != "::" && *s != "crate") != Some(ext) && unknown_may_be_trait(),
                    },
                    None => unknown_may_be_trait(),
                };
                live[i][k] = present
                    || (external
                        && (leaf.name == "*"
                            || self.used_leaves.contains(&(i, k))
                            || module_mentions(lib, &self.kept_items, &self.kept_members, m, leaf.binding())
                            || macro_names.contains(leaf.binding())
                            || maybe_trait));
                if let (false, true, Some(ext)) = (live[i][k], external, closed_of) {
                    waits_for_reach.push((i, k, ext));
                }
                through.push((i, k, went_through.into_iter().filter(|&u| u != (i, k)).collect()));
            }
        }
        // Whether the crate reaches the dependency other than through imports of closed traits:
        // a live import from it, or kept code that names it.
        let reaches = |ext: &str, live: &Vec<Vec<bool>>| {
            let aliases = &aliases[ext];
            let imports = (0..lib.items.len()).any(|i| {
                self.leaves[i].iter().zip(&live[i]).any(|(leaf, &l)| l && (leaf.prefix.first().map(String::as_str) == Some(ext) || dependency_tail(&leaf.prefix, ext, aliases).is_some()))
            });
            imports || lib.items.iter().zip(&self.kept_items).any(|(item, &kept)| kept && item.kind != ItemKind::Use && (item.idents.contains(ext) || aliases.iter().any(|a| item.idents.contains(a))))
        };
        let exts: BTreeSet<String> = waits_for_reach.iter().map(|(_, _, ext)| ext.clone()).collect();
        for ext in exts {
            if reaches(&ext, &live) {
                for (i, k, _) in waits_for_reach.iter().filter(|(_, _, e)| *e == ext) {
                    live[*i][*k] = true;
                }
            }
        }
        loop {
            let mut changed = false;
            for (i, k, via) in &through {
                if !live[*i][*k] {
                    continue;
                }
                for &(a, b) in via {
                    if !live[a][b] {
                        // A kept `use` must resolve in the bundle, so the leaves its path went
                        // through stay, with their modules, even a module that holds nothing
                        // else kept: serde's `pub use self::content::Content;` in `de` goes
                        // through `mod content { pub use crate::serde_core_private::Content; }`.
                        let mut at = Some(lib.items[a].module);
                        while let Some(x) = at.filter(|&x| !self.emitted_modules[x]) {
                            self.emitted_modules[x] = true;
                            at = lib.modules[x].parent;
                        }
                        live[a][b] = true;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        live
    }
}

/// An item-position macro invocation (`make_trait!(Weigh, weight);`), which may define any name.
fn is_item_macro_invocation(item: &crate::read::library::Item) -> bool {
    item.kind == ItemKind::Other && item.name.is_none() && !item.test_only
}

/// The scope an item's method calls are made in: its module's, or any (`None`) when its body
/// has glob imports of its own (`use super::*;` inside a function), which the scope check
/// does not follow.
fn scope_of(item: &crate::read::library::Item) -> Option<usize> {
    if item.paths.iter().any(|p| p.glob) {
        None
    } else {
        Some(item.module)
    }
}

/// The scope of scoped roots in [`State::mentioned_in`]: no module of the crate.
const ROOTS_SCOPE: usize = usize::MAX;

/// std types (not traits) that an unmentioned `use` may import: such an import is dead.
const STD_TYPES: &[&str] = &[
    "Arc", "BTreeMap", "BTreeSet", "BinaryHeap", "BufReader", "BufWriter", "Cell", "Cow", "Duration", "File",
    "HashMap", "HashSet", "Instant", "LinkedList", "Ordering", "Path", "PathBuf", "PhantomData", "Range",
    "RangeInclusive", "Rc", "RefCell", "Reverse", "Stdin", "StdinLock", "Stdout", "StdoutLock", "VecDeque",
    "Weak", "Wrapping",
];

/// Whether the kept text of module `m` mentions `name` (an inherent impl's removed members
/// do not count).
fn module_mentions(lib: &Library, kept: &[bool], kept_members: &[Vec<bool>], m: usize, name: &str) -> bool {
    lib.modules[m].items.iter().any(|&j| {
        let item = &lib.items[j];
        if !kept[j] || matches!(item.kind, ItemKind::Use) || !item.idents.contains(name) {
            return false;
        }
        if item.impl_members.is_empty() || item.impl_header_idents.contains(name) {
            return true;
        }
        let in_members: Vec<usize> = (0..item.impl_members.len()).filter(|&k| item.impl_members[k].idents.contains(name)).collect();
        // Outside every member (an associated type), or in a kept member.
        in_members.is_empty() || in_members.iter().any(|&k| kept_members[j][k] && !item.impl_members[k].off)
    })
}

/// Whether kept code of module `m` may call a member `name` the way only a trait in scope
/// allows: a method call (`x.name(..)`), a path through a type (`u32::name`), or anything in a
/// macro's tokens. A local variable, a field (`range.end`) or a bare function of that name
/// does not: smallvec's drain code spells `end` and `size_hint`, which kept `use
/// serde::ser::SerializeSeq;` and `use serde::de::SeqAccess;` (and with them serde) when
/// nothing serialises.
fn module_calls(lib: &Library, kept: &[bool], kept_members: &[Vec<bool>], m: usize, name: &str) -> bool {
    let calls = |paths: &[PathRef]| paths.iter().filter(|p| p.member_names().iter().any(|n| n == name)).count();
    lib.modules[m].items.iter().any(|&j| {
        let item = &lib.items[j];
        if !kept[j] || matches!(item.kind, ItemKind::Use) || !item.idents.contains(name) {
            return false;
        }
        // The paths of removed members are in the item's too: they call nothing.
        let removed: usize = item.impl_members.iter().enumerate().filter(|(k, member)| !kept_members[j][*k] || member.off).map(|(_, member)| calls(&member.paths)).sum();
        calls(&item.paths) > removed
    })
}

/// `tys` and the types that those of them that are aliases stand for, through chains of
/// aliases: an impl on an alias is an impl on its type (nalgebra's `impl SquareMatrix<T, D, S>
/// { fn determinant }` is `Matrix`'s), whose values call its members without naming the alias.
fn with_aliased_types(state: &mut State, mut tys: Vec<usize>) -> Vec<usize> {
    let lib = state.lib;
    let mut k = 0;
    while k < tys.len() {
        let item = &lib.items[tys[k]];
        k += 1;
        let Some(target) = &item.alias_of else { continue };
        if target.first().map_or(true, |h| item.generic_names.contains(h)) {
            continue;
        }
        let (res, _) = state.resolve_path(item.module, target, Ns::Type, false);
        for r in res {
            if let Res::Item(y) = r {
                if !tys.contains(&y) {
                    tys.push(y);
                }
            }
        }
    }
    tys
}

/// The other names a crate gives dependency `ext`: `extern crate ext [as alias];` in any
/// module (edition 2015: num-integer's `extern crate num_traits as traits;` at the root,
/// multimap's `extern crate serde;` in its module `serde`, whose paths say `self::serde::de`),
/// and `use ext as alias;` or `use ext::{self as alias};` in any module (im-rc's `use
/// sized_chunks as sc;` in `nodes::chunk`). Both bind in their module only; taking the name
/// crate-wide keeps more, never less.
fn crate_aliases(lib: &Library, ext: &str) -> BTreeSet<String> {
    let mut aliases: BTreeSet<String> = lib
        .items
        .iter()
        .filter(|item| !item.test_only)
        .filter_map(|item| item.extern_crate.as_ref())
        .filter(|(name, binding)| name == ext && binding != "_")
        .map(|(_, binding)| binding.clone())
        .collect();
    for item in lib.items.iter().filter(|item| !item.test_only) {
        if let (ItemKind::Use, Some(u)) = (&item.kind, &item.use_tree) {
            for leaf in use_leaves(&u.tree) {
                let names_crate = (leaf.prefix.is_empty() && leaf.name == ext) || (leaf.prefix == [ext] && leaf.name == "self");
                if names_crate && leaf.binding() != "_" && leaf.binding() != ext {
                    aliases.insert(leaf.binding().to_string());
                }
            }
        }
    }
    aliases
}

/// The rest of a path that goes into dependency `ext`: after `ext::` or `::ext::`, or after
/// an alias of it (`traits::`, `crate::traits::`, `::traits::`, `self::traits::`,
/// `super::traits::`); `None` for other paths.
fn dependency_tail<'s>(segs: &'s [String], ext: &str, aliases: &BTreeSet<String>) -> Option<&'s [String]> {
    let first = segs.first().map(|s| s.as_str());
    let at = match first {
        Some("::" | "crate" | "self") => 1,
        Some("super") => segs.iter().take_while(|s| *s == "super").count(),
        _ => 0,
    };
    let head = segs.get(at)?;
    // Past `crate`, `self` or `super` only a name the crate binds (an `extern crate` or a
    // `use`) is the dependency; a module of the crate may have its name.
    let is_dependency = (head == ext && at == usize::from(first == Some("::"))) || aliases.contains(head);
    if is_dependency {
        Some(&segs[at + 1..])
    } else {
        None
    }
}

/// What library `lib` (already shaken) asks of a dependency it calls `ext`, as roots for
/// shaking that dependency as module `module`: the paths and identifiers of its kept items
/// (a path `ext::a::b` becomes `module::a::b`), and its live `use ext::...` leaves, which are
/// reached themselves (a re-export `pub use numbers::Gcd;` that the problem names).
pub fn roots_from_dependent(lib: &Library, shaken: &Shaken, ext: &str, module: &str) -> Roots {
    // A kept item's method calls are made in its module, whose traits of `ext` are the live
    // `use ext::..` leaves gathered below; an exported macro's are made where it expands.
    let mut roots = Roots { name: module.to_string(), scoped: true, ..Roots::default() };
    let aliases = crate_aliases(lib, ext);
    // Live `use` leaves that may go through a name bound to a part of `ext`, as kept items'
    // paths do (serde's `use serde_core::__private229 as serde_core_private;`, then `pub use
    // crate::serde_core_private::InPlaceSeed;`, which derive output names through serde).
    let mut through_bindings: Vec<Vec<String>> = Vec::new();
    let rename_head = |p: &PathRef| {
        let mut p = p.clone();
        if let Some(tail) = dependency_tail(&p.segments, ext, &aliases) {
            let mut segments = vec![module.to_string()];
            segments.extend(tail.iter().cloned());
            p.segments = segments;
        }
        p
    };
    for (i, item) in lib.items.iter().enumerate() {
        if !shaken.kept_items[i] && !matches!(item.kind, ItemKind::Use) {
            continue;
        }
        if let (ItemKind::Use, Some(u)) = (&item.kind, &item.use_tree) {
            for (leaf, &live) in use_leaves(&u.tree).iter().zip(&shaken.live_leaves[i]) {
                let tail = match dependency_tail(&leaf.prefix, ext, &aliases) {
                    Some(tail) if live => tail,
                    _ => {
                        if live && leaf.name != "*" {
                            let mut segments = leaf.prefix.clone();
                            if leaf.name != "self" {
                                segments.push(leaf.name.clone());
                            }
                            through_bindings.push(segments);
                        }
                        continue;
                    }
                };
                let mut target: Vec<String> = tail.to_vec();
                match leaf.name.as_str() {
                    "*" => roots.globs.push(target.clone()),
                    // `use dep::{self as d};` only renames the crate: `crate_aliases`
                    // takes `d`, so that `d::x` paths and `use d::Tr;` leaves count as `dep`'s.
                    "self" if target.is_empty() => {}
                    "self" => roots.bindings.push((leaf.binding().to_string(), target.clone())),
                    name => {
                        target.push(name.to_string());
                        roots.bindings.push((leaf.binding().to_string(), target.clone()));
                    }
                }
                let mut segments = vec![module.to_string()];
                segments.extend(target);
                if segments.len() > 1 {
                    // A `use` imports the name in every namespace: an exported macro of that
                    // name too (`pub use tables::hmap as ten_times;` for `ten_times!`).
                    if leaf.name != "*" && leaf.name != "self" {
                        roots.paths.push(PathRef { segments: segments.clone(), macro_call: true, ..PathRef::default() });
                    }
                    roots.paths.push(PathRef { segments, ..PathRef::default() });
                }
                roots.idents.insert(module.to_string());
            }
            continue;
        }
        // Its blocks' own imports of `ext` (icu_segmenter's baked data: `const _: () = { use
        // icu_segmenter_data::*; make_provider!(Baked); .. };`), taken as the module's.
        for leaf in &item.block_uses {
            let Some(tail) = dependency_tail(&leaf.prefix, ext, &aliases) else { continue };
            let mut target: Vec<String> = tail.to_vec();
            match leaf.name.as_str() {
                "*" => {
                    if !roots.globs.contains(&target) {
                        roots.globs.push(target);
                    }
                    roots.idents.insert(module.to_string());
                    continue;
                }
                "self" if target.is_empty() => continue,
                "self" => {}
                name => target.push(name.to_string()),
            }
            roots.bindings.push((leaf.binding().to_string(), target.clone()));
            let mut segments = vec![module.to_string()];
            segments.extend(target);
            roots.paths.push(PathRef { segments: segments.clone(), macro_call: true, ..PathRef::default() });
            roots.paths.push(PathRef { segments, ..PathRef::default() });
            roots.idents.insert(module.to_string());
        }
        // The kept text only: an inherent impl's removed members ask for nothing.
        let removed: Vec<&std::ops::Range<usize>> = item
            .impl_members
            .iter()
            .enumerate()
            .filter(|&(k, m)| !shaken.kept_members[i][k] || m.off)
            .map(|(_, m)| &m.range)
            .collect();
        let (paths, idents) = if removed.is_empty() {
            (item.paths.clone(), item.idents.clone())
        } else {
            let text = &lib.files[item.file].text;
            let mut paths = Vec::new();
            let mut idents = BTreeSet::new();
            let mut at = item.range.start;
            for r in removed.iter().map(|r| r.start..r.end).chain(std::iter::once(item.range.end..item.range.end)) {
                let scanned = crate::read::scan::scan(text, at..r.start);
                paths.extend(scanned.paths);
                idents.extend(scanned.idents);
                at = r.end;
            }
            (paths, idents)
        };
        if idents.contains(ext) || aliases.iter().any(|a| idents.contains(a)) {
            roots.idents.insert(module.to_string());
        }
        // An exported macro expands in crates this pass does not see. A crate-local one, like
        // an item macro invocation's tokens, expands in this crate, where `ext`'s traits are in
        // scope only through the live leaves gathered here.
        if matches!(item.kind, ItemKind::Macro { exported: true }) {
            roots.any_scope_names.extend(idents.iter().cloned());
        }
        // `ext::a::$name` in a kept macro's body (nalgebra's `typenum::$D`): each invocation
        // completes it with a name it spells, which the paths of the invocations' tokens carry;
        // such a name is then looked up in `ext::a` too, as through `use ext::a::*`.
        for p in paths.iter().filter(|p| p.glob && p.in_macro) {
            if let Some(tail) = dependency_tail(&p.segments, ext, &aliases) {
                if !roots.globs.iter().any(|g| g.as_slice() == tail) {
                    roots.globs.push(tail.to_vec());
                }
            }
        }
        roots.paths.extend(paths.iter().map(rename_head));
        roots.idents.extend(idents);
    }
    for segments in through_bindings {
        let at = usize::from(segments.first().map(String::as_str) == Some("crate"));
        if segments.len() > at + 1 && roots.bindings.iter().any(|(binding, _)| *binding == segments[at]) {
            roots.paths.push(PathRef { segments, ..PathRef::default() });
        }
    }
    roots
}

impl Roots {
    /// Adds what `other` asks of the same crate.
    pub fn merge(&mut self, other: Roots) {
        self.paths.extend(other.paths);
        self.idents.extend(other.idents);
        self.bindings.extend(other.bindings);
        self.globs.extend(other.globs);
        self.scoped &= other.scoped;
        self.any_scope_names.extend(other.any_scope_names);
    }

    /// Whether anything names the crate at all: otherwise it adds nothing to the bundle. Only a
    /// path that starts with its name (or `::name`) names a crate: `std::time::Duration` and
    /// `.time()` do not name a crate `time`. The name spelled where no path was seen
    /// (`extern crate name;`) still counts.
    pub fn mention_crate(&self) -> bool {
        fn head(p: &PathRef) -> Option<&String> {
            match p.segments.first().map(String::as_str) {
                Some("::") => p.segments.get(1),
                _ => p.segments.first(),
            }
        }
        let in_paths = self.paths.iter().any(|p| p.segments.contains(&self.name));
        let as_head = self.paths.iter().any(|p| !p.member && !p.dot && head(p) == Some(&self.name));
        !self.globs.is_empty() || !self.bindings.is_empty() || as_head || (self.idents.contains(&self.name) && !in_paths)
    }
}
