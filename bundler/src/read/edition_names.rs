//! What the edition pass reads from a crate's loaded module tree ([`crate::read::library`]), after
//! the text translation ([`crate::read::edition`]) that loading applies: the trait names its bare trait
//! objects may use (for `dyn`), and its exported macros (for `#[macro_use] extern crate`
//! forwarders). Apart from `edition`, so that `library` -> `edition` stays one way.

use crate::read::edition::{ERROR_TRAIT_MODULE, STD_OBJECT_TRAITS};
use crate::read::library::{use_leaves, ItemKind, Library};
use std::collections::BTreeSet;

/// The names that a crate's bare trait objects may use: its traits (and `use` aliases of
/// them, and std's object traits), minus names of its non-trait types.
pub fn trait_names(lib: &Library) -> BTreeSet<String> {
    let mut traits: BTreeSet<String> = STD_OBJECT_TRAITS.iter().map(|s| s.to_string()).collect();
    let mut types = BTreeSet::new();
    for item in &lib.items {
        if let Some(name) = &item.name {
            if item.is_trait {
                traits.insert(name.clone());
            } else if item.type_ns {
                types.insert(name.clone());
            }
        }
    }
    for item in &lib.items {
        if let Some(u) = &item.use_tree {
            for leaf in use_leaves(&u.tree) {
                if leaf.name == "Error" {
                    let from_error = leaf.prefix.last().map(|s| s.as_str()) == Some(ERROR_TRAIT_MODULE);
                    if from_error {
                        traits.insert(leaf.binding().to_string());
                    } else {
                        types.insert(leaf.binding().to_string());
                    }
                } else if traits.contains(&leaf.name) && leaf.binding() != leaf.name {
                    traits.insert(leaf.binding().to_string());
                }
            }
        }
    }
    traits.retain(|t| !types.contains(t));
    traits
}

/// The names of a crate's `#[macro_export]` macros.
pub fn exported_macros(lib: &Library) -> Vec<String> {
    let mut names: Vec<String> = lib
        .items
        .iter()
        .filter(|item| !item.test_only && matches!(item.kind, ItemKind::Macro { exported: true }))
        .filter_map(|item| item.name.clone())
        .collect();
    names.sort();
    names.dedup();
    names
}
