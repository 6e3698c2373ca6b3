//! The C back-end: the bundle as one C file, for judges that take no Rust (HDU, POJ, Themis
//! graders with only C/C++).
//!
//! In: the problem bundled for the wasm host (`Options::c_host`: solver-core's platform layer on
//! its host back-end, the std back-end decided away by `cfg`, as for any target). Out: `main.c`,
//! that bundle compiled to WebAssembly by a rustc with the `wasm32-unknown-unknown` target,
//! shrunk by binaryen's `wasm-opt -Oz` where it is installed, and translated into portable C by
//! the `wasm-to-c` crate. The C file talks to the world only through the four imports of the
//! platform layer's host back-end (`sc_read`, `sc_write`, `sc_open`, `sc_exit`), which the
//! translator writes with `fread`, `fwrite`, `fopen` and `exit`.
//!
//! Never: reads or changes the Rust bundle written for Rust judges (a problem gets both files,
//! each made from the problem's own source), or writes anything before the C is whole.

use crate::base::error::{Error, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The export the C file's `main` calls: the bundle's entry ([`wasm_source`]).
pub const ENTRY: &str = "sc_main";

/// The rustc that builds the wasm, and the tools beside it.
#[derive(Clone, Debug)]
pub struct Toolchain {
    pub rustc: PathBuf,
    /// `rustc 1.63.0`'s (major, minor).
    pub version: (u32, u32),
    /// binaryen's optimiser, when installed: a third smaller C file (hdu1525's wasm goes from
    /// about 3 KB to 2 KB), and the same output for the same input.
    pub wasm_opt: Option<PathBuf>,
}

/// What to install for `main.c`, in one line: said when no rustc here has the wasm32 target.
pub const MISSING_TOOLCHAIN: &str = "no rustc here has the wasm32-unknown-unknown target, so main.c was not written: `rustup target add wasm32-unknown-unknown`, or on Debian `apt-get install rustc libstd-rust-dev-wasm32 lld-14` (and binaryen for a smaller file)";

/// The first rustc with the wasm32 target: the `rustc` on PATH (rustup's stable), then Debian's
/// `/usr/bin/rustc` (1.63, whose wasm32 standard library is the package
/// `libstd-rust-dev-wasm32`); or only `BUNDLER_WASM_RUSTC` when that is set. Asked once per
/// process.
pub fn toolchain() -> std::result::Result<Toolchain, String> {
    static FOUND: std::sync::OnceLock<std::result::Result<Toolchain, String>> = std::sync::OnceLock::new();
    FOUND.get_or_init(find_toolchain).clone()
}

fn find_toolchain() -> std::result::Result<Toolchain, String> {
    // Named: that compiler and no other (a missing one means no C file).
    let candidates: Vec<PathBuf> = match std::env::var_os("BUNDLER_WASM_RUSTC") {
        Some(p) => vec![PathBuf::from(p)],
        None => vec![PathBuf::from("rustc"), PathBuf::from(crate::judge::OLD_RUSTC)],
    };
    for rustc in candidates {
        let Some(version) = rustc_version(&rustc) else { continue };
        if has_wasm_target(&rustc) {
            let wasm_opt = crate::base::scratch::which("wasm-opt");
            return Ok(Toolchain { rustc, version, wasm_opt });
        }
    }
    Err(MISSING_TOOLCHAIN.to_string())
}

fn rustc_version(rustc: &Path) -> Option<(u32, u32)> {
    let out = Command::new(rustc).arg("--version").output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let version = text.split_whitespace().nth(1)?;
    let mut parts = version.split('.');
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

/// Whether `rustc`'s sysroot holds the wasm32 target's `core`.
fn has_wasm_target(rustc: &Path) -> bool {
    let Ok(out) = Command::new(rustc).args(["--print", "target-libdir", "--target", "wasm32-unknown-unknown"]).output() else { return false };
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    out.status.success() && std::fs::read_dir(&dir).map_or(false, |entries| entries.flatten().any(|e| e.file_name().to_string_lossy().starts_with("libcore-")))
}

/// The problem's own source, for [`refusals`].
pub fn problem_text(root: &Path, problem_rel: &str) -> Result<String> {
    std::fs::read_to_string(root.join(problem_rel)).map_err(|e| Error::new(format!("cannot read {}: {}", problem_rel, e)))
}

/// Where the C files made before are kept, by problem: `key` on the first line (with the wasm
/// module's size), the C after it.
fn cache_file(root: &Path, id: &str) -> PathBuf {
    root.join("target/bundle/.c-cache").join(id)
}

/// The C file made before under `key` (the wasm program's text, the toolchain and the bundler
/// binary: `bundle_c` in lib.rs), with its wasm module's size.
pub fn cached(root: &Path, id: &str, key: &str) -> Option<(String, usize)> {
    let text = std::fs::read_to_string(cache_file(root, id)).ok()?;
    let (head, c) = text.split_once('\n')?;
    let mut parts = head.split(' ');
    (parts.next() == Some(key)).then(|| (c.to_string(), parts.next().and_then(|n| n.parse().ok()).unwrap_or(0)))
}

/// Keeps `c` for [`cached`].
pub fn store(root: &Path, id: &str, key: &str, wasm_bytes: usize, c: &str) {
    let file = cache_file(root, id);
    let _ = std::fs::create_dir_all(file.parent().expect("a folder"));
    let _ = std::fs::write(&file, format!("{} {}\n{}", key, wasm_bytes, c));
}

/// Where in the problem's own source the C target cannot follow it, as an error at that line
/// (file:line:col) saying what to use instead; `Ok` when nothing is in the way. The wasm
/// variant has `core` and `alloc` but no `std`: input, output, files and exit go through
/// solver-core's platform layer.
pub fn refusals(problem_rel: &str, text: &str) -> Result<()> {
    let Ok(tokens) = text.parse::<proc_macro2::TokenStream>() else { return Ok(()) };
    let mut found = Vec::new();
    walk(&tokens.into_iter().collect::<Vec<_>>(), &mut found);
    let Some((span, what, instead)) = found.into_iter().next() else { return Ok(()) };
    let start = span.start();
    let line = text.lines().nth(start.line.saturating_sub(1)).unwrap_or("");
    Err(Error::new(format!("the C target cannot carry {}", what))
        .at(format!("{}:{}:{}", problem_rel, start.line, start.column + 1))
        .snippet(line.to_string())
        .help(instead))
}

fn walk(trees: &[proc_macro2::TokenTree], found: &mut Vec<(proc_macro2::Span, String, String)>) {
    use proc_macro2::TokenTree;
    for (i, tree) in trees.iter().enumerate() {
        match tree {
            TokenTree::Group(g) => walk(&g.stream().into_iter().collect::<Vec<_>>(), found),
            TokenTree::Ident(id) => {
                let word = id.to_string();
                let colon = |k: usize| matches!(trees.get(k), Some(TokenTree::Punct(p)) if p.as_char() == ':');
                let path_follows = colon(i + 1) && colon(i + 2);
                let bang_follows = matches!(trees.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                let after_colons = i > 0 && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == ':');
                if word == "std" && path_follows && !after_colons {
                    let rest: String = trees[i..].iter().take(8).map(|t| t.to_string()).collect();
                    let instead = if rest.starts_with("std::io::Write") || rest.starts_with("std::io::{") {
                        "drop the import: solver_core::io's Writer has write_fmt (for writeln!) and flush itself"
                    } else if rest.starts_with("std::process") {
                        "use solver_core::io::exit(code), or solver_core::io::fail(format_args!(..)) for an error message"
                    } else if rest.starts_with("std::collections") {
                        "use alloc::collections (BTreeMap, BTreeSet, VecDeque, BinaryHeap): HashMap needs std's random seed"
                    } else if rest.starts_with("std::thread") {
                        "use solver_core::stack::run_with_stack for deep recursion"
                    } else {
                        "write core:: or alloc:: for the same item (std re-exports them), and solver_core::io for input, output and exit"
                    };
                    found.push((id.span(), format!("`{}`: the C file has no std", rest.split(|c: char| c == ';' || c == '{').next().unwrap_or("std")), instead.to_string()));
                } else if bang_follows && matches!(word.as_str(), "println" | "print" | "eprintln" | "eprint" | "dbg") {
                    let instead = if word.starts_with('e') || word == "dbg" {
                        "use solver_core::io::fail(format_args!(..)) for an error, or solver_core::io::error_writer()"
                    } else {
                        "write through solver_core::io's Writer: writeln!(output, ..)"
                    };
                    found.push((id.span(), format!("`{}!`: the C file has no std", word), instead.to_string()));
                }
            }
            _ => {}
        }
    }
}

/// The bundle made for the wasm host, as a crate rustc builds for wasm32: no std, no `main`
/// of rustc's (the C file's `main` calls [`ENTRY`]), `alloc` with the names std's prelude would
/// have given the problem. On rustc 1.63 an allocator without an error handler of its own needs
/// the feature `default_alloc_error_handler` (stable from 1.68), so [`compile_wasm`] sets
/// `RUSTC_BOOTSTRAP` there.
pub fn wasm_source(bundle: &str, version: (u32, u32)) -> String {
    let mut out = String::from("#![no_std]\n#![no_main]\n");
    if version < (1, 68) {
        out.push_str("#![feature(default_alloc_error_handler)]\n");
    }
    // Inner attributes before anything else; the bundle's header and the problem's own `//!`
    // docs follow, then its items.
    out.push_str(bundle);
    if !bundle.ends_with('\n') {
        out.push('\n');
    }
    let has_alloc = bundle.lines().any(|l| l.trim() == "extern crate alloc;");
    out.push_str("\n// The C file's entry (solver-core's platform layer, host back-end).\n");
    if !has_alloc {
        out.push_str("#[macro_use]\nextern crate alloc;\n");
    }
    out.push_str("#[allow(unused_imports)]\nuse alloc::{borrow::ToOwned, boxed::Box, format, string::{String, ToString}, vec, vec::Vec};\n");
    out.push_str(&format!("#[no_mangle]\npub extern \"C\" fn {}() {{\n    main()\n}}\n", ENTRY));
    out
}

/// Compiles `source` (from [`wasm_source`]) into a wasm module in `dir`, shrunk with
/// `wasm-opt -Oz` when the toolchain has it.
pub fn compile_wasm(toolchain: &Toolchain, source: &str, dir: &Path) -> Result<Vec<u8>> {
    let src = dir.join("wasm.rs");
    let wasm = dir.join("main.wasm");
    std::fs::write(&src, source).map_err(|e| Error::new(format!("cannot write {}: {}", src.display(), e)))?;
    let mut cmd = Command::new(&toolchain.rustc);
    cmd.args(["--edition", "2021", "--target", "wasm32-unknown-unknown", "--crate-type", "cdylib", "--crate-name", "main"])
        .args(["-C", "opt-level=s", "-C", "panic=abort", "-C", "lto", "-C", "codegen-units=1", "-C", "debuginfo=0", "-C", "strip=symbols"])
        .args(["--cap-lints", "allow", "-o"])
        .arg(&wasm)
        .arg(&src);
    if toolchain.version < (1, 68) {
        cmd.env("RUSTC_BOOTSTRAP", "1");
    }
    let out = crate::base::scratch::output(&mut cmd).map_err(|e| Error::new(format!("cannot run {}: {}", toolchain.rustc.display(), e)))?;
    if !out.status.success() {
        return Err(Error::new(format!(
            "the bundle does not compile for wasm32 (the C target) with {}:\n{}",
            toolchain.rustc.display(),
            String::from_utf8_lossy(&out.stderr).trim_end()
        ))
        .help("the C target builds the problem without std: use core::/alloc:: and solver_core::io (docs/c-target.md)"));
    }
    if let Some(keep) = std::env::var_os("BUNDLER_KEEP_WASM") {
        // For looking into the C target: the wasm program's source and module, with symbols.
        let keep = PathBuf::from(keep);
        let _ = std::fs::create_dir_all(&keep);
        let _ = std::fs::copy(&src, keep.join("wasm.rs"));
        let mut named = Command::new(&toolchain.rustc);
        named.args(["--edition", "2021", "--target", "wasm32-unknown-unknown", "--crate-type", "cdylib", "--crate-name", "main"])
            .args(["-C", "opt-level=s", "-C", "panic=abort", "-C", "lto", "-C", "codegen-units=1", "--cap-lints", "allow", "-o"])
            .arg(keep.join("named.wasm"))
            .arg(&src);
        if toolchain.version < (1, 68) {
            named.env("RUSTC_BOOTSTRAP", "1");
        }
        let _ = named.output();
    }
    if let Some(opt) = &toolchain.wasm_opt {
        let shrunk = dir.join("main.opt.wasm");
        let out = crate::base::scratch::output(Command::new(opt).arg("-Oz").arg(&wasm).arg("-o").arg(&shrunk))
            .map_err(|e| Error::new(format!("cannot run {}: {}", opt.display(), e)))?;
        if out.status.success() {
            return std::fs::read(&shrunk).map_err(|e| Error::new(format!("cannot read {}: {}", shrunk.display(), e)));
        }
    }
    std::fs::read(&wasm).map_err(|e| Error::new(format!("cannot read {}: {}", wasm.display(), e)))
}

/// `wasm` as `main.c` for problem `id`, with a header that says what it is (no paths, no
/// times: the same module gives the same bytes).
pub fn translate(id: &str, problem_rel: &str, wasm: &[u8]) -> Result<String> {
    let options = wasm_to_c::Options { entry: ENTRY.to_string(), host: wasm_to_c::Host::SolverCore };
    let c = wasm_to_c::translate(wasm, &options).map_err(|e| {
        Error::new(format!("the C target cannot translate {}'s program: {}", id, e)).help("this is the translator's refusal, not your code's: report it with the problem")
    })?;
    Ok(format!(
        "/* {}: {} by the solver-core bundler, through WebAssembly; edit that file, not this. */\n{}",
        id, problem_rel, c
    ))
}

/// The C file's size against `limit` (the judge's, in bytes): the refusal names both.
pub fn admits(judge: &str, rel: &str, c: &str, limit: Option<usize>) -> Result<()> {
    match limit {
        Some(limit) if c.len() > limit => Err(Error::new(format!("main.c is {} bytes, over {}'s limit of {} bytes", c.len(), judge, limit))
            .at(rel.to_string())
            .help("the C file holds the whole program: what the problem reaches in solver-core, core::fmt when it formats (writeln!, format!), and the allocator; write numbers with the Writer's write_u64 instead of writeln! to leave core::fmt out")),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn std_paths_and_printing_macros_are_refused_at_their_line() {
        let text = "use solver_core::io::stdio;\nuse std::io::Write;\nfn main() {}\n";
        let e = refusals("problems/src/bin/x.rs", text).unwrap_err();
        assert_eq!(e.location, "problems/src/bin/x.rs:2:5");
        assert!(e.message.contains("std::io::Write") && e.to_string().contains("write_fmt"), "{}", e);
        let e = refusals("x.rs", "fn main() {\n    if true {\n        println!(\"{}\", 1);\n    }\n}\n").unwrap_err();
        assert_eq!(e.location, "x.rs:3:9");
        assert!(e.to_string().contains("Writer"), "{}", e);
        let e = refusals("x.rs", "fn main() { let m = std::collections::HashMap::<u8, u8>::new(); }\n").unwrap_err();
        assert!(e.to_string().contains("BTreeMap"), "{}", e);
        // `core::` paths, a field called std and a method `print` are fine.
        refusals("x.rs", "use core::cmp::max;\nfn main() { let s = S { std: 1 }; s.print(); let _ = max(1, s.std); }\n").unwrap();
    }

    #[test]
    fn the_wasm_source_has_no_std_an_entry_and_the_feature_only_where_needed() {
        let old = wasm_source("// x\nfn main() {}\n", (1, 63));
        assert!(old.starts_with("#![no_std]\n#![no_main]\n#![feature(default_alloc_error_handler)]\n// x\n"), "{}", old);
        assert!(old.contains("extern crate alloc;") && old.contains("pub extern \"C\" fn sc_main()"), "{}", old);
        let new = wasm_source("fn main() {}\n", (1, 95));
        assert!(!new.contains("feature"), "{}", new);
        // A bundle that already declares alloc (solver-core's) gets no second one.
        let with = wasm_source("extern crate alloc;\nfn main() {}\n", (1, 95));
        assert_eq!(with.matches("extern crate alloc;").count(), 1, "{}", with);
    }

    #[test]
    fn an_oversized_c_file_is_refused_naming_the_size_and_the_limit() {
        let e = admits("hdu", "target/bundle/x/main.c", &"x".repeat(70_000), Some(65_536)).unwrap_err();
        assert!(e.message.contains("70000 bytes") && e.message.contains("65536"), "{}", e);
        admits("hdu", "target/bundle/x/main.c", "int main(void){return 0;}", Some(65_536)).unwrap();
    }
}
