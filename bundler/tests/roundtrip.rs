//! Round-trip property test: a problem that uses ANY subset of solver-core's public items must
//! bundle into a file that compiles on its own, warnings denied.
//!
//! The public items are enumerated by parsing solver-core with syn: every `pub fn`, `struct`,
//! `enum`, `trait`, `const`, `static` and `type` at the top level of every public module (nested
//! public modules included), skipping anything under `#[cfg(test)]`. So a new item is covered
//! without touching this file.
//!
//! 200 synthetic problems (splitmix64, fixed seeds) each use 1..=6 items. Problem k always holds
//! item k mod (item count), so every item is used at least once; the rest are random. Each item
//! is mentioned either through `use solver_core::m::item;` or by its full path in `main`, and,
//! where that compiles without knowing the signature, `main` also references it as a value:
//! `let _ = f;` for a fn without type or const generics (a generic one cannot be inferred),
//! `size_of::<T>()` for a struct, enum or type alias without generics, a `T: Trait + ?Sized`
//! bound for a trait without generics, `let _ = C;` / `let _ = &S;` for consts and statics.
//! Everything else gets a plain `use`.
//!
//! All problems live in one temporary workspace (`[workspace]` Cargo.toml, a symlink or copy of
//! solver-core, `problems/src/bin/rtNNN.rs`), but each is bundled on its own, and each bundle is
//! compiled with stable `rustc --edition 2021 -D warnings --emit=metadata` (type checking and
//! lints, no code generation, so it stays fast), in parallel. Every tenth problem (20 in all) is
//! also compiled with rustc 1.63 (/usr/bin/rustc) when it exists. A failure prints the generated
//! problem and the compiler's error.

#[path = "common/workspace_copy.rs"]
mod workspace_copy;
use workspace_copy::copy_dir;
use bundler::{bundle, check, base::workspace, Options};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use testkit::generate::Rng;

const PROBLEMS: usize = 200;
const MAX_SUBSET: usize = 6;
/// Problems 0, 10, 20, ... are also compiled with rustc 1.63.
const OLD_RUSTC_EVERY: usize = 10;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Fn,
    Struct,
    Enum,
    Trait,
    Const,
    Static,
    Type,
}

/// One public item of solver-core.
#[derive(Clone, Debug)]
struct Item {
    /// Module path below the crate root, e.g. `["grundy"]`.
    module: Vec<String>,
    name: String,
    kind: Kind,
    /// Has type or const generic parameters (or `impl Trait` arguments), so it cannot be
    /// named as a value or a type without knowing them.
    generic: bool,
    /// `static mut`: only `use` it.
    mutable: bool,
}

impl Item {
    fn path(&self) -> String {
        format!("solver_core::{}::{}", self.module.join("::"), self.name)
    }
}

fn is_cfg_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg") && {
            let t = a.meta.require_list().map(|l| l.tokens.to_string()).unwrap_or_default();
            t.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == "test")
        }
    })
}

fn is_pub(v: &syn::Visibility) -> bool {
    matches!(v, syn::Visibility::Public(_))
}

fn has_type_generics(g: &syn::Generics) -> bool {
    g.params.iter().any(|p| !matches!(p, syn::GenericParam::Lifetime(_)))
}

fn fn_is_generic(sig: &syn::Signature) -> bool {
    // Lifetimes bound in a where clause are early-bound: treat them as generic too.
    has_type_generics(&sig.generics)
        || sig.generics.where_clause.is_some()
        || sig.inputs.iter().any(|a| match a {
            syn::FnArg::Typed(t) => quote::ToTokens::to_token_stream(&t.ty).to_string().contains("impl "),
            syn::FnArg::Receiver(_) => false,
        })
}

/// The public items of the module in `file` (module path `module`), recursing into public
/// submodules, inline or in files (`<dir>/<name>.rs` or `<dir>/<name>/mod.rs`).
fn collect(src_dir: &Path, file: &Path, module: &[String], items: &[syn::Item], out: &mut Vec<Item>) {
    for item in items {
        let (name, kind, generic, vis, attrs, mutable) = match item {
            syn::Item::Fn(f) => (&f.sig.ident, Kind::Fn, fn_is_generic(&f.sig), &f.vis, &f.attrs, false),
            syn::Item::Struct(s) => (&s.ident, Kind::Struct, has_type_generics(&s.generics), &s.vis, &s.attrs, false),
            syn::Item::Enum(e) => (&e.ident, Kind::Enum, has_type_generics(&e.generics), &e.vis, &e.attrs, false),
            syn::Item::Trait(t) => (&t.ident, Kind::Trait, has_type_generics(&t.generics), &t.vis, &t.attrs, false),
            syn::Item::Const(c) => (&c.ident, Kind::Const, false, &c.vis, &c.attrs, false),
            syn::Item::Static(s) => (
                &s.ident,
                Kind::Static,
                false,
                &s.vis,
                &s.attrs,
                matches!(s.mutability, syn::StaticMutability::Mut(_)),
            ),
            syn::Item::Type(t) => (&t.ident, Kind::Type, has_type_generics(&t.generics), &t.vis, &t.attrs, false),
            syn::Item::Mod(m) if is_pub(&m.vis) && !is_cfg_test(&m.attrs) => {
                let mut sub = module.to_vec();
                sub.push(m.ident.to_string());
                match &m.content {
                    Some((_, inner)) => collect(src_dir, file, &sub, inner, out),
                    None => {
                        let dir = sub.iter().fold(src_dir.to_path_buf(), |d, s| d.join(s));
                        let candidates = [dir.with_extension("rs"), dir.join("mod.rs")];
                        let path = candidates
                            .iter()
                            .find(|p| p.is_file())
                            .unwrap_or_else(|| panic!("module {} declared in {} has no file", sub.join("::"), file.display()));
                        let text = std::fs::read_to_string(path).unwrap();
                        let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {}", path.display(), e));
                        collect(src_dir, path, &sub, &ast.items, out);
                    }
                }
                continue;
            }
            _ => continue,
        };
        if is_pub(vis) && !is_cfg_test(attrs) && !module.is_empty() {
            out.push(Item { module: module.to_vec(), name: name.to_string(), kind, generic, mutable });
        }
    }
}

fn public_items(root: &Path) -> Vec<Item> {
    let lib = root.join(workspace::LIBRARY_ROOT);
    let src_dir = lib.parent().unwrap().to_path_buf();
    let ast = syn::parse_file(&std::fs::read_to_string(&lib).unwrap()).unwrap();
    let mut out = Vec::new();
    collect(&src_dir, &lib, &[], &ast.items, &mut out);
    out
}

/// The text of synthetic problem `k` over `subset` (indices into `items`).
fn problem_source(k: usize, items: &[Item], subset: &[usize], rng: &mut Rng) -> String {
    let mut uses = Vec::new();
    let mut body = Vec::new();
    let mut imported_names = Vec::new();
    for (j, &i) in subset.iter().enumerate() {
        let item = &items[i];
        // Import by `use` (unless another import already took the name) or name by full path.
        let by_use = rng.index(3) != 0 && !imported_names.contains(&item.name);
        let name = if by_use {
            uses.push(format!("#[allow(unused_imports)]\nuse {};", item.path()));
            imported_names.push(item.name.clone());
            item.name.clone()
        } else {
            item.path()
        };
        let reference = match item.kind {
            _ if item.generic => None,
            Kind::Fn | Kind::Const => Some(format!("    let _ = {};", name)),
            Kind::Static if !item.mutable => Some(format!("    let _ = &{};", name)),
            Kind::Struct | Kind::Enum | Kind::Type => Some(format!("    let _ = std::mem::size_of::<{}>();", name)),
            Kind::Trait => Some(format!("    #[allow(dead_code)]\n    fn bound_{}<T: {} + ?Sized>() {{}}", j, name)),
            Kind::Static => None,
        };
        match reference {
            Some(r) => body.push(r),
            // Generic or `static mut`: a `use` is the whole mention.
            None if !by_use => {
                if !imported_names.contains(&item.name) {
                    uses.push(format!("#[allow(unused_imports)]\nuse {};", item.path()));
                    imported_names.push(item.name.clone());
                } else {
                    uses.push(format!("#[allow(unused_imports)]\nuse {} as {}_{};", item.path(), item.name, j));
                }
            }
            None => {}
        }
    }
    let listed: Vec<String> = subset.iter().map(|&i| items[i].path()).collect();
    format!(
        "//! rt{:03}: synthetic round-trip problem over {}.\n{}\n\nfn main() {{\n{}\n}}\n",
        k,
        listed.join(", "),
        uses.join("\n"),
        body.join("\n")
    )
}

/// A temporary workspace that shares solver-core with the real one.
fn temp_workspace(real_root: &Path) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("roundtrip");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join(workspace::PROBLEMS_DIR)).unwrap();
    std::fs::write(dir.join("Cargo.toml"), "[workspace]\nmembers = []\n").unwrap();
    let core = real_root.join("solver-core");
    #[cfg(unix)]
    let linked = std::os::unix::fs::symlink(&core, dir.join("solver-core")).is_ok();
    #[cfg(not(unix))]
    let linked = false;
    if !linked {
        copy_dir(&core.join("src"), &dir.join("solver-core/src"));
    }
    dir
}

/// `rustc --emit=metadata` with warnings denied: `Err(stderr)` when it does not compile.
fn compile_metadata(rustc: &Path, src: &Path, out: &Path) -> Result<(), String> {
    let o = Command::new(rustc)
        .args(["--edition", "2021", "-D", "warnings", "--crate-type", "bin", "--crate-name", "main", "--emit=metadata", "-o"])
        .arg(out)
        .arg(src)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {}: {}", rustc.display(), e))?;
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).into_owned())
    }
}

#[test]
fn any_subset_of_public_items_bundles_and_compiles() {
    let real_root = workspace::find_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
    let items = public_items(&real_root);
    assert!(items.len() >= 40, "too few public items found: {:?}", items);
    for known in ["nim::nim_sum", "io::Scanner", "io::JudgeInput", "game::Value", "golden::GOLDEN_FLOOR_MAX_K"] {
        assert!(
            items.iter().any(|i| format!("{}::{}", i.module.join("::"), i.name) == known),
            "the enumeration misses {}",
            known
        );
    }
    assert!(!items.iter().any(|i| i.name == "tests"), "test code enumerated");

    let ws = temp_workspace(&real_root);
    let mut rng = Rng::new(0x005E_EDB0_D1E5);
    let mut problems = Vec::new();
    for k in 0..PROBLEMS {
        let size = 1 + rng.index(MAX_SUBSET);
        let mut subset = vec![k % items.len()];
        while subset.len() < size.min(items.len()) {
            let i = rng.index(items.len());
            if !subset.contains(&i) {
                subset.push(i);
            }
        }
        let id = format!("rt{:03}", k);
        let source = problem_source(k, &items, &subset, &mut rng);
        std::fs::write(ws.join(workspace::PROBLEMS_DIR).join(format!("{}.rs", id)), &source).unwrap();
        problems.push((id, source));
    }

    let (compilers, _) = check::compilers();
    let old = compilers.iter().find(|c| c.path == Path::new(bundler::judge::OLD_RUSTC)).map(|c| c.path.clone());
    if old.is_none() {
        eprintln!("notice: {} missing: the rustc 1.63 part is skipped", bundler::judge::OLD_RUSTC);
    }
    let stable = PathBuf::from("rustc");
    let failures = Mutex::new(Vec::new());
    let old_compiled = AtomicUsize::new(0);
    let next = AtomicUsize::new(0);
    let out_dir = ws.join("out");
    std::fs::create_dir_all(&out_dir).unwrap();
    std::thread::scope(|s| {
        for _ in 0..std::thread::available_parallelism().map_or(2, |n| n.get()) {
            s.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::SeqCst);
                let Some((id, source)) = problems.get(k) else { break };
                let fail = |what: String| {
                    failures.lock().unwrap().push(format!("{}: {}\n--- generated problem ---\n{}", id, what, source));
                };
                let b = match bundle(&ws, id, &Options::default()) {
                    Ok(b) => b,
                    Err(e) => {
                        fail(format!("bundling failed:\n{}", e));
                        continue;
                    }
                };
                let src = out_dir.join(format!("{}.rs", id));
                std::fs::write(&src, &b.source).unwrap();
                let mut rustcs = vec![("stable", stable.clone())];
                if let (Some(o), true) = (&old, k.is_multiple_of(OLD_RUSTC_EVERY)) {
                    rustcs.push(("1.63", o.clone()));
                }
                for (label, rustc) in rustcs {
                    let meta = out_dir.join(format!("{}-{}.rmeta", id, label));
                    match compile_metadata(&rustc, &src, &meta) {
                        Ok(()) if label == "1.63" => {
                            old_compiled.fetch_add(1, Ordering::SeqCst);
                        }
                        Ok(()) => {}
                        Err(e) => fail(format!(
                            "the bundle ({}) does not compile with rustc {}:\n{}",
                            src.display(),
                            label,
                            e.trim_end()
                        )),
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{} of {} problems failed:\n\n{}", failures.len(), PROBLEMS, failures.join("\n\n"));
    if old.is_some() {
        assert_eq!(old_compiled.load(Ordering::SeqCst), PROBLEMS / OLD_RUSTC_EVERY);
    }
    eprintln!(
        "{} problems over {} public items bundled and compiled ({} also with rustc 1.63)",
        PROBLEMS,
        items.len(),
        old_compiled.load(Ordering::SeqCst)
    );
}
