//! The whole-bundle cache (`bundler/src/bundle_cache.rs`) is sound only if everything a bundle
//! is made from is recorded, so every read of the file system or the environment in
//! `bundler/src` goes through `bundler/src/base/inputs.rs`. This test reads each file's code (outside
//! comments and its `#[cfg(test)]` tail) and fails on any other read (`std::fs::read*`,
//! `File::open`, `read_dir`, `metadata`, `exists`/`is_file`/`is_dir` probes, `canonicalize`,
//! `read_link`, `env::var*`), and on any program run (`Command::new`), except where the
//! allow-list below says why it is not an input of a bundle.

use std::path::Path;

/// What reads or runs outside `base/inputs.rs`.
const PATTERNS: &[&str] = &[
    "fs::read",
    "File::open",
    "read_dir(",
    "fs::metadata",
    ".metadata()",
    "symlink_metadata",
    ".exists()",
    "try_exists",
    ".is_file()",
    ".is_dir()",
    "canonicalize(",
    "read_link(",
    "env::var",
    "var_os(",
    "current_exe(",
    "Command::new",
];

/// Files that never run while a bundle is made, or whose reads are not a bundle's inputs.
const WHOLE_FILES: &[(&str, &str)] = &[
    ("base/inputs.rs", "the module every input read goes through"),
    ("bundle_cache.rs", "reads its own entries (a missing or foreign one is a miss) and the bundler binary, which is part of each entry's name"),
    ("check/mod.rs", "the check runs after bundling and keys its own cache by the bundle's bytes, the fixtures' bytes and the compilers; bundling runs it only to fit a judge's limit (build-script cfgs left out, the compile-guided shrink), which first records the compilers' identity and the fixtures' digest as derived inputs (check::inputs::record)"),
    ("find/fixtures.rs", "the cases are the check's inputs (keyed by its cache); where bundling checks candidates, their digest is recorded as a derived input (check::inputs::record)"),
    ("judge/judge_crates.rs", "builds the judge's crates for the check, after bundling"),
    ("main.rs", "the command line: `where` reads a written bundle and its map; the current folder is where the root is found"),
    ("cli/mapfile.rs", "writes and reads the line map beside a finished bundle"),
    ("base/output.rs", "compares an output with what would be written"),
    ("find/project.rs", "resolves the program before bundling; what it resolved is part of the entry's name (bundle_cache::Request::Project)"),
    ("cli/watch.rs", "finds what to watch; every round bundles through the cache"),
    ("base/scratch.rs", "the scratch folders the check writes in, and the programs it runs"),
    ("write/c_target.rs", "the C file is made after the Rust bundle, from a wasm variant bundled without the cache; its own cache (target/bundle/.c-cache) is keyed by that variant's text, the wasm toolchain found (a variable and `rustc --version`) and the bundler binary"),
    ("check/c_check.rs", "the C check runs after bundling and keys its own cache by the C text, the compilers found and the fixtures' digest"),
];

/// Single lines in files that bundling runs: (file, a part of the line, why).
const LINES: &[(&str, &str, &str)] = &[
    ("reach/load.rs", "cargo_env::variables(krate)", "not the environment: `cargo_env::variables` computes what cargo would set for a crate from its metadata (already an input), and `overlay` reads the crate's files through inputs"),
    ("read/proc_macro.rs", "crate::read::cargo_env::variables(krate)", "not the environment: what cargo would set for the library crate whose own proc-macro invocations are expanded, computed from its metadata (already an input) and handed to the proc-macro server"),
    ("find/crates.rs", "std::fs::read_to_string(&cache_path)", "the `cargo metadata` cache: its answer is a function of `cache_key`'s files, read through inputs on a hit and a miss"),
    ("find/crates.rs", "cargo_metadata::MetadataCommand::new()", "run only when its cache missed; the answer is keyed by files read through inputs"),
    ("read/build_script.rs", "std::fs::read_to_string(&cache_path)", "the build-script output cache: keyed by files and variables read through inputs"),
    ("read/build_script.rs", "std::process::Command::new(&cargo)", "run only when that cache missed; its output is keyed like a hit's"),
    ("read/build_script.rs", "std::fs::read_to_string(root.join(&answers))", "the old-rustc probe's cache: keyed by cargo's answers and the file facts of the compiler and the scripts, read through inputs"),
    ("read/build_script.rs", "std::process::Command::new(rustc).arg(arg)", "the old compiler's version and cfgs, asked only when the probe's cache missed (its file facts are keyed)"),
    ("read/build_script.rs", "std::process::Command::new(rustc).args([\"--print\", \"cfg\"])", "as above"),
    ("read/build_script.rs", "crate::read::cargo_env::variables(krate)", "not the environment: what cargo would set for the crate, from its metadata (already an input)"),
    ("read/build_script.rs", "std::process::Command::new(script)", "runs a build script again with the old compiler, only when the probe's cache missed; the script is keyed by its file facts"),
    ("read/proc_macro.rs", "std::fs::read_to_string(&cache).ok().as_deref()", "the proc-macro server's cache: keyed by variables and files read through inputs"),
    ("read/proc_macro.rs", "std::fs::read_to_string(&cache).unwrap_or_default()", "the dylib cache: keyed by Cargo.lock and variables read through inputs; the dylib is recorded by its file facts"),
    ("read/proc_macro.rs", "std::process::Command::new(crate::base::inputs::var_os(\"CARGO\")", "builds a registry crate's dylib (keyed as above) or a local one (marked not cacheable)"),
    ("read/proc_macro_server.rs", "let out = Command::new(&rustc)", "`rustc --print sysroot` to find the server, behind the server cache keyed by variables and files read through inputs"),
    ("read/proc_macro_server.rs", "let mut child = Command::new(path)", "starts the server, which is recorded by its file facts; what it expands is the problem's text and the dylibs, both recorded"),
    ("fit/measure.rs", "Command::new(\"rustc\")", "the compiler decides what such a bundle keeps: marked not cacheable just before, unless the caller recorded the compilers' identity (compile_shrink through fit::to_limit)"),
    ("fit/compile_shrink.rs", "std::env::var_os(\"BUNDLER_SHRINK_TRACE\").filter(", "a debugging aid: writes the text the step starts from into a folder; the bundle does not depend on it"),
    ("fit/compile_shrink.rs", "std::env::var_os(\"BUNDLER_SHRINK_TRACE\").is_some()", "a debugging aid: the step's progress on stderr; the bundle does not depend on it"),
    ("fit/mono_items.rs", "Command::new(\"rustc\")", "the compiler decides what such a bundle keeps: marked not cacheable just before, unless the caller recorded the compilers' identity (compile_shrink through fit::to_limit)"),
    ("fit/same_code.rs", "Command::new(\"rustc\")", "the compiler's MIR of two bundle texts, to compare them: marked not cacheable just before, unless the caller recorded the compilers' identity (compile_shrink through fit::to_limit)"),
    ("fit/same_code.rs", "std::fs::read_to_string(&out)", "the MIR that rustc just wrote into the scratch folder, from the bundle text (a derived file, not an input)"),
    ("fit/mono_items.rs", "std::fs::read_to_string(&ir)", "the LLVM IR that rustc just wrote into the scratch folder, from the bundle text (a derived file, not an input)"),
    ("fit/compile_shrink.rs", "std::fs::read_to_string(path).unwrap_or_default().lines()", "a long type rustc wrote beside its scratch output for the error it reports: part of the compiler's answer, which the recorded compilers already describe"),
    ("fit/compile_shrink.rs", "std::fs::read_to_string(self.path())", "the compile-guided step's own cache (and the floor's) (keyed by the text it starts from and the compiler), reached only after fit::to_limit recorded the compilers and the fixtures"),
];

/// `code` with every `inputs::<name>` removed (those reads are recorded).
fn without_inputs_calls(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(i) = rest.find("inputs::") {
        out.push_str(&rest[..i]);
        let after = &rest[i + "inputs::".len()..];
        let end = after.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(after.len());
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

fn code_of(text: &str) -> &str {
    match text.find("\n#[cfg(test)]") {
        Some(i) => &text[..i],
        None => text,
    }
}

#[test]
fn bundler_src_reads_inputs_only_through_the_inputs_module() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // Every file under src/, by its path there (`read/library.rs`).
    let mut files: Vec<_> = std::fs::read_dir(&src).unwrap().map(|e| e.unwrap().path()).flat_map(|p| if p.is_dir() { std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()).collect() } else { vec![p] }).filter(|p| p.extension().map_or(false, |e| e == "rs")).collect();
    files.sort();
    assert!(files.len() > 20, "found only {} files in {}", files.len(), src.display());
    let mut unexplained = Vec::new();
    let mut used_lines = vec![false; LINES.len()];
    for path in &files {
        let name = path.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        if WHOLE_FILES.iter().any(|(f, _)| *f == name) {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        for (n, line) in code_of(&text).lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            // A call through the module is the point.
            let outside = without_inputs_calls(code);
            if !PATTERNS.iter().any(|p| outside.contains(p)) {
                continue;
            }
            match LINES.iter().position(|(f, part, _)| *f == name && code.contains(part)) {
                Some(k) => used_lines[k] = true,
                None => unexplained.push(format!("bundler/src/{}:{}: {}", name, n + 1, line.trim())),
            }
        }
    }
    assert!(
        unexplained.is_empty(),
        "these lines read the file system or the environment (or run a program) outside bundler/src/base/inputs.rs, so the bundle cache would not see them; use crate::inputs::{{read, read_to_string, is_file, is_dir, exists, read_dir, canonicalize, file_facts, var, var_os}}, call inputs::not_cacheable before work no record describes, or add the line to this test's allow-list with the reason it is not an input:\n{}",
        unexplained.join("\n")
    );
    let stale: Vec<String> = LINES.iter().zip(&used_lines).filter(|(_, used)| !**used).map(|((f, part, _), _)| format!("{}: {}", f, part)).collect();
    assert!(stale.is_empty(), "allow-list entries that match no line any more (remove them): {:?}", stale);
    for (f, _) in WHOLE_FILES {
        assert!(src.join(f).is_file(), "the allow-list names bundler/src/{}, which does not exist", f);
    }
}

#[test]
fn work_no_record_describes_marks_the_bundle_not_cacheable() {
    // The allow-list's reasons for these files say so; hold them to it.
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (file, before) in [("fit/measure.rs", "let out = crate::base::scratch::output("), ("read/proc_macro.rs", "return build_dylibs(root, graph, &[krate]);")] {
        let text = std::fs::read_to_string(src.join(file)).unwrap();
        let found: Vec<usize> = text.match_indices(before).map(|(at, _)| at).collect();
        assert!(!found.is_empty(), "bundler/src/{} no longer has `{}`", file, before);
        for at in found {
            let preceding: Vec<&str> = text[..at].lines().rev().take(4).collect();
            assert!(preceding.iter().any(|l| l.contains("inputs::not_cacheable(")), "bundler/src/{}: `{}` must follow inputs::not_cacheable(..)", file, before);
        }
    }
}

#[test]
fn the_steps_that_check_candidates_record_what_decides_them() {
    // drop_build_cfgs_to_fit and the compile-guided step's setup compile and run candidates:
    // the line after each `let program = program();` records the compilers and the fixtures.
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/fit/to_limit.rs")).unwrap();
    let found: Vec<usize> = text.match_indices("let program = program();").map(|(at, _)| at).collect();
    assert_eq!(found.len(), 2, "bundler/src/fit/to_limit.rs: expected the two checking steps");
    for at in found {
        let next = text[at..].lines().nth(1).unwrap_or("");
        assert!(next.contains("check::inputs::record(&program);"), "bundler/src/fit/to_limit.rs: `let program = program();` must be followed by check::inputs::record(&program), found `{}`", next.trim());
    }
}
