//! Proc macros are expanded at bundle time (issue 19, item 3), through the toolchain's
//! `rust-analyzer-proc-macro-srv`, on the committed workspace tests/workspaces/procmacro:
//!
//! - `pm_fastout`: proconio 0.4.5's `#[fastout]`, imported as `use proconio::fastout;` (a
//!   re-export of proconio-derive's macro, which used to be reported as missing from proconio);
//! - `pm_memoise`: memoise 0.3.2's `#[memoise(n <= 100)]` and a two-key table;
//! - `pm_derive`: a derive re-exported by its runtime crate beside the trait of its name, with
//!   a helper attribute; the generated `impl ::pm_runtime::Describe` is rewritten to the
//!   bundled module;
//! - `pm_bang`: function-like macros at item level and in an expression, and an attribute
//!   macro that wraps a body;
//! - `pm_rules`: a function-like and an attribute macro invoked from the problem's own
//!   `macro_rules!` (at item level, and inside `fn main` in an expression), which run on what
//!   each invocation transcribes;
//! - `pm_libderive`: a library (`pm_shapes`) that derives with its own proc-macro dependency,
//!   named through `#[macro_use] extern crate` and by path, with a helper attribute: the
//!   library's code is expanded too, also where a `macro_rules!` of another of its files
//!   invokes one;
//! - `pm_stray`: a derive on a struct in `fn main` whose output has a stray token after its
//!   first item (amplify_derive's): only what rustc keeps of it is spliced in;
//! - `pm_readable`: proconio's `#[derive_readable]` read by `input!`, with `#[fastout]`; its
//!   bundle holds proconio itself (rust-version 1.70), so it is bundled for vnoj.
//!
//! Expected outputs come from the cargo-built binaries (`fixtures_agree_with_the_cargo_build`),
//! never from a bundle. Every bundle is compiled alone with stable and rustc 1.63 (edition
//! 2021, `-D warnings`) and run on every fixture. Without a usable server (missing, or
//! speaking another protocol version) the bundle is refused with the reason.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
#[path = "common/compilers.rs"]
mod compilers;
#[path = "common/build_run.rs"]
mod build_run;

use build_run::{cargo_build, compile_alone, run_fixtures, TargetDir};
use bundler::{bundle, Options};
use compilers::{compilers, Compiler};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use workspace_copy::committed;

/// The programs whose bundles must compile with rustc 1.63 too.
const PROGRAMS: [&str; 7] = ["pm_fastout", "pm_memoise", "pm_derive", "pm_bang", "pm_rules", "pm_libderive", "pm_stray"];
/// Every program with fixtures.
const WITH_FIXTURES: [&str; 8] = ["pm_fastout", "pm_memoise", "pm_derive", "pm_bang", "pm_readable", "pm_rules", "pm_libderive", "pm_stray"];

/// One private copy of the workspace for every test here: the bundler builds its proc-macro
/// crates (and their syn) into the copy's target folder, once.
fn workspace() -> &'static Path {
    static COPY: OnceLock<PathBuf> = OnceLock::new();
    COPY.get_or_init(|| workspace_copy::private_copy(&committed("procmacro"), "proc-macros-workspace"))
}

fn scratch(name: &str) -> PathBuf {
    workspace_copy::scratch(&format!("proc-macros-build-{}", name))
}

/// Compiles `source` alone (edition 2021) with warnings denied, as the bundler's check does.
fn compile(compiler: &Compiler, source: &str, dir: &Path, stem: &str) -> Result<PathBuf, String> {
    compile_alone(compiler, source, dir, stem, "2021", &["-D", "warnings"])
}

#[test]
fn fixtures_agree_with_the_cargo_build() {
    // In the shared copy, whose target folder the bundler's builds of the proc-macro crates use
    // too. Online when need be: the registry crates may not be downloaded yet (CI).
    let root = workspace();
    let built = cargo_build(root, TargetDir::Own, &WITH_FIXTURES, true);
    for id in WITH_FIXTURES {
        let cases = run_fixtures(root, id, &built.join(id)).unwrap_or_else(|e| panic!("{}", e));
        assert!(cases >= 2, "{} has only {} cases", id, cases);
    }
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).unwrap();
    assert!(manifest.contains("[workspace]") && root.join("Cargo.lock").is_file(), "procmacro must be a workspace of its own with a Cargo.lock");
}

#[test]
fn every_program_is_expanded_bundles_alone_and_matches() {
    let root = workspace();
    let dir = scratch("all");
    let mut failures = Vec::new();
    for id in PROGRAMS {
        let b = match bundle(root, id, &Options::default()) {
            Ok(b) => b,
            Err(e) => {
                failures.push(format!("{}: refused:\n{}", id, e));
                continue;
            }
        };
        // Nothing of a proc-macro crate is left: not its name, not an attribute that invokes it.
        let code: String = b.source.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
        for gone in ["proconio::", "memoise::", "pm_local", "#[fastout]", "#[memoise", "#[twice]", "#[describe", "squares!", "make_const!", "Describe)]"] {
            if code.contains(gone) {
                failures.push(format!("{}: the bundle still holds `{}`:\n{}", id, gone, b.source));
            }
        }
        for compiler in compilers() {
            let stem = format!("{}-{}", id, compiler.label);
            if let Err(e) = compile(&compiler, &b.source, &dir, &stem).and_then(|binary| run_fixtures(root, id, &binary)) {
                failures.push(format!("{} [{}]: {}\n--- the bundle:\n{}", id, compiler.label, e, b.source));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn the_derive_reaches_its_runtime_crate_and_nothing_more() {
    let b = bundle(workspace(), "pm_derive", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    assert!(b.source.contains("impl crate::pm_runtime::Describe for Point"), "{}", b.source);
    assert!(b.source.lines().nth(1) == Some("// proc macros expanded at bundle time: #[derive(Describe)] from pm_local 0.1.0"), "{}", b.source);
    assert!(b.source.contains("#[derive(Debug, Clone)]"), "{}", b.source);
    // The trait of the derive's name is still imported; the re-export of the proc-macro crate and
    // the unused helper are gone from the runtime crate.
    assert!(b.source.contains("use pm_runtime::{describe_all, Describe};"), "{}", b.source);
    assert!(!b.source.contains("pub use pm_local") && !b.source.contains("unused_helper"), "{}", b.source);
}

#[test]
fn a_librarys_own_derive_is_expanded_with_the_librarys_scope_and_listed() {
    let b = bundle(workspace(), "pm_libderive", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    // Both the `#[macro_use]` name and the path resolve; the helper went with its derive, and
    // the generated `::pm_runtime::` path goes to the bundled module.
    for expected in ["impl crate::pm_runtime::Describe for Square", "impl crate::pm_runtime::Describe for Circle", "#[derive(Debug, Clone)]"] {
        assert!(b.source.contains(expected), "{}\n{}", expected, b.source);
    }
    assert!(!b.source.contains("#[describe(skip)]") && !b.source.contains("extern crate pm_local"), "{}", b.source);
    // `squared_method!` of rules.rs, invoked in shapes.rs, is transcribed there and its
    // `pm_local::squares!` expanded.
    assert!(b.source.contains("pub fn side_squared (& self) -> u64 { [0u64, 1u64, 4u64,"), "{}", b.source);
    assert!(
        b.source.lines().any(|l| l == "// pm_shapes: proc macros its own code invokes, expanded at bundle time: #[derive(Describe)] from pm_local 0.1.0, squares! from pm_local 0.1.0"),
        "{}",
        b.source
    );
    // Whole crates (the fallback) hold the expansion too.
    let whole = bundle(workspace(), "pm_libderive", &Options { keep_crates: true, ..Options::default() }).unwrap_or_else(|e| panic!("{}", e));
    let dir = scratch("libderive-whole");
    let binary = compile(&compilers()[0], &whole.source, &dir, "pm_libderive").unwrap_or_else(|e| panic!("{}\n{}", e, whole.source));
    run_fixtures(workspace(), "pm_libderive", &binary).unwrap_or_else(|e| panic!("{}", e));
}

#[test]
fn expansion_keeps_every_line_where_it_was() {
    let root = workspace();
    // pm_libderive's proc macro is its library's, not its own.
    for id in PROGRAMS.into_iter().filter(|&id| id != "pm_libderive") {
        let rel = format!("problems/src/bin/{}.rs", id);
        let original = std::fs::read_to_string(root.join(&rel)).unwrap();
        let problem = bundler::read::parse::SourceFile::load(root, &rel).unwrap();
        let graph = bundler::find::crates::CrateGraph::load(root).unwrap();
        let expanded = bundler::read::proc_macro::expand(root, &problem, &graph, None).unwrap().expect("the problem uses proc macros").file;
        assert_eq!(expanded.text.lines().count(), original.lines().count(), "{}:\n{}", id, expanded.text);
        // Lines without an invocation are untouched; fn main's lines under #[fastout] keep
        // their text but for spacing.
        for (n, (was, now)) in original.lines().zip(expanded.text.lines()).enumerate() {
            let squeeze = |s: &str| s.split_whitespace().collect::<String>();
            let inside_an_expansion = !now.is_empty() && squeeze(was) != squeeze(now);
            if !inside_an_expansion {
                continue;
            }
            let touched = ["#[", "fn ", "use ", "pm_local::", "let table", "struct", "}", "y: i64", "table!(", "summed!(", "square_of!(", "macro_rules!"].iter().any(|t| was.contains(t)) || was.trim().is_empty();
            assert!(touched, "{}:{}: {:?} became {:?}", id, n + 1, was, now);
        }
        if id == "pm_fastout" {
            let line = original.lines().position(|l| l.contains("println!(\"sum {}\"")).unwrap();
            assert_eq!(expanded.text.lines().nth(line).map(str::trim), Some("println!(\"sum {}\", values.iter().sum::<i64>());"), "{}", expanded.text);
        }
    }
}

#[test]
fn a_function_like_macro_of_a_dependency_reached_by_path_is_expanded() {
    // The refusals workspace's `uses_proc_macro` prints `pm_derive::answer!()`, once refused.
    let root = workspace_copy::private_copy(&committed("refusals"), "proc-macros-refusals");
    let b = bundle(&root, "uses_proc_macro", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    assert!(b.source.contains("println!(\"{}\", 42u32);"), "{}", b.source);
    let dir = scratch("answer");
    for compiler in compilers() {
        let binary = compile(&compiler, &b.source, &dir, &format!("answer-{}", compiler.label)).unwrap_or_else(|e| panic!("{}", e));
        let out = Command::new(binary).output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "42\n");
    }
}

#[test]
fn without_a_server_the_bundle_is_refused_with_the_reason() {
    let missing = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-such-dir/rust-analyzer-proc-macro-srv");
    let options = Options { proc_macro_server: Some(missing.clone()), ..Options::default() };
    let message = bundle(workspace(), "pm_fastout", &options).map(|b| b.source).unwrap_err().to_string();
    for needle in [
        "problems/src/bin/pm_fastout.rs:7:1",
        "#[fastout] comes from the proc-macro crate `proconio-derive`, and no proc-macro server can expand it",
        "does not exist",
        "\nhelp: ",
    ] {
        assert!(message.contains(needle), "lacks {:?}:\n{}", needle, message);
    }
    assert!(message.contains(&missing.display().to_string()), "does not name the server:\n{}", message);
    // A problem without proc macros never asks for the server.
    let other = workspace_copy::private_copy(&committed("multilib"), "proc-macros-multilib");
    assert!(bundle(&other, "components", &options).is_ok());
}

#[test]
fn a_server_of_another_protocol_version_is_refused_with_both_versions() {
    let dir = scratch("old-server");
    let fake = dir.join("fake-proc-macro-srv");
    // Answers the version check as rust-analyzer's API version 2 did, then exits.
    std::fs::write(&fake, "#!/bin/sh\nread line\necho '{\"ApiVersionCheck\":2}'\n").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let options = Options { proc_macro_server: Some(fake), ..Options::default() };
    let message = bundle(workspace(), "pm_memoise", &options).map(|b| b.source).unwrap_err().to_string();
    for needle in ["#[memoise] comes from the proc-macro crate `memoise`", "speaks protocol version 2, and the bundler knows versions 5 to 6", "pm_memoise.rs:7:1"] {
        assert!(message.contains(needle), "lacks {:?}:\n{}", needle, message);
    }
}

#[test]
fn proconio_derive_readable_and_input_bundle_with_proconio_for_vnoj() {
    let options = Options { judge: Some("vnoj".into()), ..Options::default() };
    let b = bundle(workspace(), "pm_readable", &options).unwrap_or_else(|e| panic!("{}", e));
    // The derive's `::proconio::source::Readable` points into the bundled proconio, and only
    // `input` is still imported from it.
    assert!(b.source.contains("impl crate::proconio::source::Readable for Edge"), "{}", b.source);
    assert!(b.crates.iter().any(|c| c.package == "proconio 0.4.5"), "{:?}", b.crates);
    let code: String = b.source.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
    for gone in ["derive_readable", "#[fastout]", "proconio_derive"] {
        assert!(!code.contains(gone), "the bundle still holds `{}`:\n{}", gone, b.source);
    }
    let dir = scratch("readable");
    let stable = compilers().into_iter().next().expect("stable rustc");
    // Warnings allowed: proconio 0.4.5's own `unused_must_use` on `Box::from_raw` is a library
    // warning (issue 19, item 8), not the expansion's; the judge does not deny warnings.
    let binary = compile_alone(&stable, &b.source, &dir, "pm_readable", "2021", &[] as &[&str]).unwrap_or_else(|e| panic!("{}\n--- the bundle:\n{}", e, b.source));
    let cases = run_fixtures(workspace(), "pm_readable", &binary).unwrap_or_else(|e| panic!("{}", e));
    assert!(cases >= 2);
}

#[test]
fn an_imported_macro_never_invoked_is_dropped_with_its_import_and_needs_no_server() {
    // `use proconio::fastout;` once gave "`proconio::fastout` does not exist in proconio".
    let root = workspace_copy::private_copy(&committed("procmacro"), "proc-macros-unused-import");
    let file = root.join("problems/src/bin/pm_fastout.rs");
    let text = std::fs::read_to_string(&file).unwrap().replace("#[fastout]\n", "");
    std::fs::write(&file, text).unwrap();
    let options = Options { proc_macro_server: Some(root.join("no-server-here")), ..Options::default() };
    let b = bundle(&root, "pm_fastout", &options).unwrap_or_else(|e| panic!("{}", e));
    assert!(!b.source.contains("use proconio"), "{}", b.source);
}

#[test]
fn a_mistake_inside_an_expanded_fn_is_reported_at_its_own_line_and_column() {
    let root = workspace_copy::private_copy(&committed("procmacro"), "proc-macros-mistake");
    let file = root.join("problems/src/bin/pm_fastout.rs");
    let text = std::fs::read_to_string(&file).unwrap();
    let planted = text.replace("    println!(\"sum {}\", values.iter().sum::<i64>());", "    let oops: u8 = values.len();\n    println!(\"sum {} {}\", values.iter().sum::<i64>(), oops);");
    assert_ne!(planted, text);
    std::fs::write(&file, &planted).unwrap();
    let line = planted.lines().position(|l| l.contains("let oops")).unwrap() + 1;
    let out = Command::new(env!("CARGO_BIN_EXE_bundler")).args(["bundle", "pm_fastout", "--root"]).arg(&root).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{}", stderr);
    // Inside #[fastout]'s expansion, the line and column are the source's.
    let at = format!("problems/src/bin/pm_fastout.rs:{}:20: mismatched types", line);
    assert!(stderr.contains(&at), "lacks {:?}:\n{}", at, stderr);
    assert!(stderr.contains("let oops: u8 = values.len();") && !stderr.contains("bundler bug"), "{}", stderr);
}

/// A registry proc-macro crate's dylib and the server's place are remembered under
/// target/bundle (the next bundle runs neither cargo nor `rustc --print sysroot`), and a bundle
/// made from what was remembered is the same bundle.
#[test]
fn a_registry_crates_dylib_and_the_server_are_remembered_and_give_the_same_bundle() {
    let root = workspace();
    let first = bundle(root, "pm_memoise", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    let dylibs = std::fs::read_to_string(root.join("target/bundle/proc-macro-dylibs.txt")).unwrap();
    let memoise: Vec<&str> = dylibs.lines().filter_map(|l| l.split_once(' ')).map(|(_, p)| p).filter(|p| p.contains("libmemoise")).collect();
    assert_eq!(memoise.len(), 1, "{}", dylibs);
    assert!(Path::new(memoise[0]).is_file(), "{}", memoise[0]);
    // pm_local is the workspace's own: never remembered, cargo sees its edits.
    assert!(!dylibs.contains("libpm_local"), "{}", dylibs);
    if std::env::var_os("BUNDLER_PROC_MACRO_SRV").is_none() {
        let server = std::fs::read_to_string(root.join("target/bundle/proc-macro-server.txt")).unwrap();
        let path = server.trim_end().split_once(' ').map(|(_, p)| p).unwrap_or("");
        assert!(path.ends_with("rust-analyzer-proc-macro-srv") && Path::new(path).is_file(), "{}", server);
    }
    let again = bundle(root, "pm_memoise", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    assert_eq!(first.source, again.source);
}

#[test]
fn a_macro_imported_inside_a_function_is_invoked_by_its_imported_name() {
    // As a doctest has it: `extern crate memoise;` and, inside `fn main`, `use memoise::memoise;`
    // then `#[memoise(..)]` (once refused: "the problem names it other than by invoking one of
    // its macros").
    let root = workspace_copy::private_copy(&committed("procmacro"), "proc-macros-nested-import");
    let text = r#"extern crate memoise;
use std::io::Read;

fn main() {
    use memoise::memoise;

    #[memoise(n <= 100)]
    fn fib(n: usize) -> u64 {
        if n < 2 {
            n as u64
        } else {
            fib(n - 1) + fib(n - 2)
        }
    }

    #[memoise(x <= 20, y <= 20)]
    fn paths(x: usize, y: usize) -> u64 {
        if x == 0 || y == 0 {
            1
        } else {
            paths(x - 1, y) + paths(x, y - 1)
        }
    }
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    for n in text.split_ascii_whitespace().map(|w| w.parse::<usize>().unwrap()) {
        println!("{} {}", fib(n), paths(n % 20, 7));
    }
}
"#;
    std::fs::write(root.join("problems/src/bin/pm_memoise.rs"), text).unwrap();
    let b = bundle(&root, "pm_memoise", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    let code: String = b.source.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
    assert!(!code.contains("memoise;") && !code.contains("#[memoise"), "{}", b.source);
    let stable = compilers().into_iter().find(|c| c.label == "stable").unwrap();
    let dir = scratch("nested-import");
    let binary = compile(&stable, &b.source, &dir, "pm_memoise_nested").unwrap_or_else(|e| panic!("{}\n--- the bundle:\n{}", e, b.source));
    assert!(run_fixtures(&root, "pm_memoise", &binary).unwrap_or_else(|e| panic!("{}", e)) >= 2);
}

#[test]
fn a_derive_whose_name_a_macro_generated_reexport_gives_a_trait_too_keeps_the_trait_imported() {
    // serde's shape: the trait `Deserialize` is re-exported inside the expansion of the root's
    // own `crate_root!();`, the derive of that name beside it. A problem's `use serde::Deserialize;`
    // imports both, and after the derive is expanded the trait is still what `User::deserialize`
    // needs; the `use` once went with the derive (corpus serde_json__4, E0599).
    let root = workspace_copy::private_copy(&committed("procmacro"), "proc-macros-facade");
    let runtime = r#"//! The trait comes from a module an item-level `macro_rules!` invocation writes.

macro_rules! crate_root {
    () => {
        mod traits {
            /// A one-line description of a value.
            pub trait Describe {
                fn describe(&self) -> String;
            }
        }

        pub use self::traits::Describe;
    };
}

crate_root!();

pub use pm_local::Describe;

/// Describes every value, one per line.
pub fn describe_all<T: Describe>(values: &[T]) -> String {
    values.iter().map(|v| v.describe()).collect::<Vec<_>>().join("\n")
}
"#;
    std::fs::write(root.join("pm_runtime/src/lib.rs"), runtime).unwrap();
    let stable = compilers().into_iter().find(|c| c.label == "stable").unwrap();
    let dir = scratch("facade");
    let b = bundle(&root, "pm_derive", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    assert!(b.source.contains("use pm_runtime::{describe_all, Describe};"), "{}", b.source);
    let binary = compile(&stable, &b.source, &dir, "pm_derive_facade").unwrap_or_else(|e| panic!("{}\n--- the bundle:\n{}", e, b.source));
    assert!(run_fixtures(&root, "pm_derive", &binary).unwrap_or_else(|e| panic!("{}", e)) >= 2);
    // Where only the derive names it, rustc counts the import as used; the bundle keeps it for
    // the trait, and it must not fail `-D warnings` as unused.
    let program = root.join("problems/src/bin/pm_derive.rs");
    let text = std::fs::read_to_string(&program).unwrap().replace("far.describe()", "describe_all(std::slice::from_ref(far))");
    std::fs::write(&program, text).unwrap();
    let b = bundle(&root, "pm_derive", &Options::default()).unwrap_or_else(|e| panic!("{}", e));
    let binary = compile(&stable, &b.source, &dir, "pm_derive_facade_unnamed").unwrap_or_else(|e| panic!("{}\n--- the bundle:\n{}", e, b.source));
    assert!(run_fixtures(&root, "pm_derive", &binary).unwrap_or_else(|e| panic!("{}", e)) >= 2);
}
