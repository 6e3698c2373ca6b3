//! The bundler's stages import one way (ARCHITECTURE.md: "No pass reaches back into an earlier
//! one"). `bundler/src/` holds one folder per stage ([`STAGES`], in pipeline order, with
//! `base/`, the shared pieces, at the bottom) and a few files; a module of one stage may name
//! the modules of its own stage and of earlier ones, never of a later one, and no two modules
//! import each other in a circle. A module's imports are the paths `crate::..` its file names
//! outside comments and outside its `#[cfg(test)]` tail (`use crate::read::library::Library`,
//! `use crate::{base::edit, read::parse}`, `use crate::read::{cfg, parse}`, inline
//! `crate::write::emit::f(..)`), each taken to the longest module it starts with.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The stage folders, in the order they may import each other: each from those before it.
/// `judge` (the judges' profiles) comes before the stages that read a profile, and `check`
/// before `fit`, which checks every candidate it keeps.
const STAGES: &[&str] = &["base", "judge", "find", "read", "reach", "write", "check", "fit", "cli"];

/// The files beside the stage folders (besides `lib.rs`, the pipeline, and `main.rs`, the
/// command line, which may name anything).
const TOP_FILES: &[&str] = &["bundle_cache"];

/// The identifier that starts at `rest`, if any.
fn ident(rest: &str) -> &str {
    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
    &rest[..end]
}

/// The longest module of `modules` that the path `rest` (after `crate::`) starts with, then what
/// follows it (a group `{..}` continues the path from that module).
fn resolve(rest: &str, modules: &BTreeSet<String>, out: &mut BTreeSet<String>) {
    let mut path = String::new();
    let mut at = rest;
    let mut found: Option<String> = None;
    loop {
        let name = ident(at);
        if name.is_empty() {
            break;
        }
        let next = if path.is_empty() { name.to_string() } else { format!("{}::{}", path, name) };
        if !modules.contains(&next) {
            break;
        }
        found = Some(next.clone());
        path = next;
        at = &at[name.len()..];
        match at.strip_prefix("::") {
            Some(more) if more.starts_with('{') => {
                let inner = group(&more[1..]);
                for part in split_top(inner) {
                    let mut inside = BTreeSet::new();
                    resolve(&format!("{}::{}", path, part.trim()), modules, &mut inside);
                    out.extend(inside);
                }
                break;
            }
            Some(more) => at = more,
            None => break,
        }
    }
    out.extend(found);
}

/// The text of a group up to its closing brace (`text` starts after the `{`).
fn group(text: &str) -> &str {
    let mut depth = 1;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return &text[..i];
                }
            }
            _ => {}
        }
    }
    text
}

/// A group's members, split at its top-level commas.
fn split_top(inner: &str) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts.into_iter().filter(|p| !p.trim().is_empty()).collect()
}

/// The crate's modules that `text` names.
fn imports(text: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let code = match text.find("\n#[cfg(test)]") {
        Some(i) => &text[..i],
        None => text,
    };
    let code: String = code.lines().map(|line| line.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n");
    let mut out = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(i) = rest.find("crate::") {
        let before = rest[..i].chars().last();
        rest = &rest[i + "crate::".len()..];
        // `$crate::` and `solver_crate::` are other crates' paths.
        if matches!(before, Some(c) if c == '$' || c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        if let Some(g) = rest.strip_prefix('{') {
            for part in split_top(group(g)) {
                resolve(part.trim(), modules, &mut out);
            }
        } else {
            resolve(rest, modules, &mut out);
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

/// Every module file under `src` (not `lib.rs`, `main.rs` or `bin/`), by module path
/// (`read::library`; a folder's `mod.rs` is the folder: `judge`), with its text.
fn module_texts(src: &Path) -> BTreeMap<String, String> {
    let mut texts = BTreeMap::new();
    for entry in std::fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.is_dir() && name != "bin" {
            for inner in std::fs::read_dir(&path).unwrap() {
                let file = inner.unwrap().path();
                let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
                if file.extension().map_or(false, |e| e == "rs") {
                    let module = if stem == "mod" { name.clone() } else { format!("{}::{}", name, stem) };
                    texts.insert(module, std::fs::read_to_string(&file).unwrap());
                }
            }
        } else if path.extension().map_or(false, |e| e == "rs") && name != "lib" && name != "main" {
            texts.insert(name, std::fs::read_to_string(&path).unwrap());
        }
    }
    texts
}

fn module_graph(texts: &BTreeMap<String, String>) -> BTreeMap<String, BTreeSet<String>> {
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

/// Where a module stands: its stage's place in [`STAGES`], or after them all (a top file).
fn rank(module: &str) -> usize {
    let stage = module.split("::").next().unwrap();
    STAGES.iter().position(|s| *s == stage).unwrap_or(STAGES.len())
}

fn src() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_stage_imports_from_a_later_one_and_no_two_modules_in_a_circle() {
    let texts = module_texts(&src());
    let graph = module_graph(&texts);
    assert!(graph.len() > 40, "found only {} modules", graph.len());
    if let Some(c) = cycle(&graph) {
        panic!("bundler/src: an import circle {}; move what they share into a module below both (base/)", c.join(" -> "));
    }
    let mut backwards = Vec::new();
    for (module, deps) in &graph {
        for d in deps {
            if rank(d) > rank(module) {
                backwards.push(format!("{} imports {}", module, d));
            }
        }
    }
    assert!(backwards.is_empty(), "bundler/src: a stage imports from a later one (order: {}): {:#?}", STAGES.join(", "), backwards);
    for (module, deps) in graph.iter().filter(|(m, _)| m.starts_with("base::")) {
        assert!(deps.iter().all(|d| d.starts_with("base::")), "{} imports {:?}: base/ is the bottom of the pipeline", module, deps);
    }
    for bottom in ["base::edit", "base::syntax"] {
        assert!(graph[bottom].is_empty(), "bundler/src/{}.rs imports {:?}: it imports nothing of the crate", bottom.replace("::", "/"), graph[bottom]);
    }
}

#[test]
fn the_top_level_shows_the_stages_each_with_its_module_doc() {
    let src = src();
    let mut folders = BTreeSet::new();
    let mut files = BTreeSet::new();
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            folders.insert(name);
        } else {
            files.insert(name);
        }
    }
    let want: BTreeSet<String> = STAGES.iter().map(|s| s.to_string()).chain(["bin".to_string()]).collect();
    assert_eq!(folders, want, "bundler/src/'s folders are the stages (and bin/)");
    let want: BTreeSet<String> = TOP_FILES.iter().map(|s| s.to_string()).chain(["lib".to_string(), "main".to_string()]).collect();
    assert_eq!(files, want, "bundler/src/'s files beside the stage folders");
    let lib = std::fs::read_to_string(src.join("lib.rs")).unwrap();
    for stage in STAGES {
        let text = std::fs::read_to_string(src.join(stage).join("mod.rs")).unwrap();
        let doc: String = text.lines().take_while(|l| l.starts_with("//!")).collect::<Vec<_>>().join("\n");
        for part in ["In:", "Out:", "Never:"] {
            assert!(doc.contains(part), "bundler/src/{}/mod.rs: its module doc says what comes in, what goes out and what it must never do (`{}` missing)", stage, part);
        }
        // Every file of the folder is one of its modules.
        for entry in std::fs::read_dir(src.join(stage)).unwrap() {
            let stem = entry.unwrap().path().file_stem().unwrap().to_string_lossy().into_owned();
            if stem != "mod" {
                assert!(text.contains(&format!("pub mod {};", stem)), "bundler/src/{}/{}.rs is not declared in its mod.rs", stage, stem);
            }
        }
        assert!(lib.contains(&format!("pub mod {};", stage)), "lib.rs does not declare the stage {}", stage);
    }
}

#[test]
fn the_reader_sees_use_lines_groups_and_inline_paths_and_finds_circles() {
    let modules: BTreeSet<String> = ["a", "a::x", "b", "b::y", "c", "d"].iter().map(|s| s.to_string()).collect();
    let text = "use crate::a::x::X;\nuse crate::{b, c::Y};\nuse crate::b::{y, Z};\nfn f() { $crate::d::g(); } // crate::d\n#[cfg(test)]\nmod tests { use crate::d; }\n";
    let want: BTreeSet<String> = ["a::x", "b", "b::y", "c"].iter().map(|s| s.to_string()).collect();
    assert_eq!(imports(text, &modules), want);
    let multi_line = "use crate::{\n    a::{x::X, Q},\n    c,\n};\n";
    let want: BTreeSet<String> = ["a", "a::x", "c"].iter().map(|s| s.to_string()).collect();
    assert_eq!(imports(multi_line, &modules), want);
    let g = |edges: &[(&str, &str)]| {
        let mut m: BTreeMap<String, BTreeSet<String>> = modules.iter().map(|n| (n.clone(), BTreeSet::new())).collect();
        for (a, b) in edges {
            m.get_mut(*a).unwrap().insert(b.to_string());
        }
        m
    };
    assert_eq!(cycle(&g(&[("a", "b"), ("b", "c"), ("a", "c")])), None);
    assert_eq!(cycle(&g(&[("a", "b"), ("b", "c"), ("c", "a")])), Some(vec!["a".into(), "b".into(), "c".into(), "a".into()]));
    assert!(rank("base::edit") < rank("read::library") && rank("check") < rank("bundle_cache"));
}
