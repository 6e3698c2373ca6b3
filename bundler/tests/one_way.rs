//! The bundler's modules import one way (ARCHITECTURE.md: "No pass reaches back into an earlier
//! one"): the paths `crate::<module>` that each `bundler/src/<module>.rs` names outside comments
//! and outside its `#[cfg(test)]` tail (`use crate::x::..`, `use crate::{x, y}`, and inline
//! `crate::x::f(..)`) form a graph without a cycle. Shared pieces live at the bottom
//! (`edit.rs`: edits at byte ranges; `syntax.rs`: small syntax helpers).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The identifier that starts at `rest`, if any.
fn ident(rest: &str) -> &str {
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    &rest[..end]
}

/// The crate's modules that `text` names, by file: `crate::name` and the names inside a
/// `crate::{..}` group (one level, which is how the files write them).
fn imports(text: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let code = match text.find("\n#[cfg(test)]") {
        Some(i) => &text[..i],
        None => text,
    };
    let mut out = BTreeSet::new();
    for line in code.lines() {
        let line = line.split("//").next().unwrap_or("");
        let mut rest = line;
        while let Some(i) = rest.find("crate::") {
            let before = rest[..i].chars().last();
            rest = &rest[i + "crate::".len()..];
            // `$crate::` and `solver_crate::` are other crates' paths.
            if matches!(before, Some(c) if c == '$' || c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            if let Some(group) = rest.strip_prefix('{') {
                let inner = &group[..group.find('}').unwrap_or(group.len())];
                out.extend(inner.split(',').map(|part| ident(part.trim()).to_string()).filter(|n| modules.contains(n)));
            } else if modules.contains(ident(rest)) {
                out.insert(ident(rest).to_string());
            }
        }
    }
    out
}

/// A cycle of `graph`, as the modules on it, if there is one (depth-first search, colours).
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(n: &str, graph: &BTreeMap<String, BTreeSet<String>>, state: &mut BTreeMap<String, u8>, path: &mut Vec<String>) -> Option<Vec<String>> {
        state.insert(n.to_string(), 1);
        path.push(n.to_string());
        for d in &graph[n] {
            match state.get(d.as_str()).copied().unwrap_or(0) {
                1 => {
                    let start = path.iter().position(|p| p == d).unwrap();
                    let mut c = path[start..].to_vec();
                    c.push(d.clone());
                    return Some(c);
                }
                0 => {
                    if let Some(c) = visit(d, graph, state, path) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(n.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for n in graph.keys() {
        if state.get(n.as_str()).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(n, graph, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}

fn module_graph(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let mut texts = BTreeMap::new();
    for entry in std::fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension().map_or(false, |e| e == "rs") && name != "lib" && name != "main" {
            texts.insert(name, std::fs::read_to_string(&path).unwrap());
        }
    }
    let modules: BTreeSet<String> = texts.keys().cloned().collect();
    texts
        .iter()
        .map(|(name, text)| {
            let mut deps = imports(text, &modules);
            deps.remove(name);
            (name.clone(), deps)
        })
        .collect()
}

#[test]
fn no_two_bundler_files_import_each_other_in_a_circle() {
    let graph = module_graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    assert!(graph.len() > 20, "found only {} modules", graph.len());
    if let Some(c) = cycle(&graph) {
        panic!("bundler/src: an import circle {}; move what they share into a module below both (edit.rs, syntax.rs)", c.join(" -> "));
    }
    for bottom in ["edit", "syntax"] {
        assert!(graph[bottom].is_empty(), "bundler/src/{}.rs imports {:?}: it is the bottom of the pipeline", bottom, graph[bottom]);
    }
}

#[test]
fn the_reader_sees_use_lines_groups_and_inline_paths_and_finds_circles() {
    let modules: BTreeSet<String> = ["a", "b", "c", "d"].iter().map(|s| s.to_string()).collect();
    let text = "use crate::a::X;\nuse crate::{b, c::Y};\nfn f() { $crate::d::g(); } // crate::d\n#[cfg(test)]\nmod tests { use crate::d; }\n";
    let want: BTreeSet<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
    assert_eq!(imports(text, &modules), want);
    let g = |edges: &[(&str, &str)]| {
        let mut m: BTreeMap<String, BTreeSet<String>> = modules.iter().map(|n| (n.clone(), BTreeSet::new())).collect();
        for (a, b) in edges {
            m.get_mut(*a).unwrap().insert(b.to_string());
        }
        m
    };
    assert_eq!(cycle(&g(&[("a", "b"), ("b", "c"), ("a", "c")])), None);
    assert_eq!(cycle(&g(&[("a", "b"), ("b", "c"), ("c", "a")])), Some(vec!["a".into(), "b".into(), "c".into(), "a".into()]));
}
