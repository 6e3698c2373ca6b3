//! Build scripts: runs the build scripts of the crates a problem reaches, as cargo does, and
//! turns what they printed into things one file can carry.
//!
//! A judge compiles one file with plain rustc and never runs a build script, so what a script
//! told cargo must be applied here, at bundle time:
//!
//! - `cargo:rustc-cfg=name` / `name="value"`: decided true in the crate's cfg evaluation
//!   ([`crate::read::cfg::CfgContext::build_cfgs`]); a name the script sets, with a value it does not,
//!   is false, as it is under cargo. The bundle's header lists these cfgs, because the script
//!   probed the bundling machine's compiler, not the judge's.
//! - `cargo:rustc-env=K=V`: `env!("K")` becomes `"V"` and `option_env!("K")` becomes `Some("V")`.
//! - files the script writes under `OUT_DIR`: `include!(concat!(env!("OUT_DIR"), "/x.rs"))` is
//!   replaced by the file's code (at the top level of a file, the code is appended to that file
//!   before it is parsed, so its items are the crate's items like any other; elsewhere, inside a
//!   function or an inline module, it is pasted where the `include!` stood), and
//!   `include_str!` / `include_bytes!` of such a file become literals.
//! - `cargo:rustc-link-lib` (native libraries, and so compiled C through the `cc` crate, which
//!   prints it): refused with the crate and the directive, since a judge links one source file
//!   and nothing else. So is any other use of `OUT_DIR` (a path on the bundling machine).
//!
//! How: `cargo check --message-format=json -p problems --bin <id>` in the workspace (so the
//! features are those cargo resolves for the problems' binaries, and the outputs land in the
//! workspace's own `target/`, shared with the contestant's builds), reading its
//! `build-script-executed` messages (cargo's JSON message format:
//! <https://doc.rust-lang.org/cargo/reference/external-tools.html#build-script-output>) for every
//! crate with a build script, reached or not: one cargo run answers for all. The answer is cached
//! in [`CACHE`] under a SHA-256 of `Cargo.lock`, the workspace manifest, each local build-script
//! crate's `Cargo.toml` and `build.rs`, and the variables that choose the toolchain (`RUSTC`,
//! `RUSTUP_TOOLCHAIN`, `RUSTFLAGS`, `rust-toolchain(.toml)`), and is used while every `OUT_DIR`
//! it names still exists. Limit: a local build script that reads other files
//! (`rerun-if-changed`) is re-run only when one of those keyed files changes.

use crate::find::crates::{Crate, CrateGraph};
use crate::base::error::{Error, Result};
use crate::read::library::Library;
use crate::read::parse::SourceFile;
use crate::base::edit::Edit;
use proc_macro2::{Delimiter, TokenTree};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Where the build scripts' answers are cached, relative to the workspace root.
pub const CACHE: &str = "target/bundle/build-scripts.json";

/// What one crate's build script printed, as cargo reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptOutput {
    /// `rustc-cfg` values as printed: `has_i128`, `level="3"`.
    pub cfgs: Vec<String>,
    /// `rustc-env` pairs.
    pub env: Vec<(String, String)>,
    /// The folder its generated files are in (absolute; never written into a bundle).
    pub out_dir: PathBuf,
    /// `rustc-link-lib` values: `m`, `static=foo`.
    pub linked_libs: Vec<String>,
    /// The compiler the script's probes saw when it was run again for an older judge
    /// ([`Probe::OldRustc`]): `rustc 1.63.0 (4b91a6ea7 2022-08-08)`. `None`: as cargo ran it.
    pub probed_with: Option<String>,
}

impl ScriptOutput {
    /// The cfgs as (name, value) pairs, as [`crate::read::cfg::CfgContext::build_cfgs`] wants them.
    pub fn cfg_pairs(&self) -> BTreeSet<(String, Option<String>)> {
        self.cfg_pairs_without(&[])
    }

    /// [`ScriptOutput::cfg_pairs`] but for the cfgs in `dropped` (as printed), which the crate
    /// is compiled without (to fit a judge's limit: `drop_build_cfgs_to_fit` in [`crate::fit::to_limit`]). A
    /// dropped `name="value"` makes `cfg(name = "value")` false, as under cargo when the script
    /// does not print it.
    pub fn cfg_pairs_without(&self, dropped: &[String]) -> BTreeSet<(String, Option<String>)> {
        self.cfgs.iter().filter(|c| !dropped.contains(c)).map(|c| parse_cfg(c)).collect()
    }
}

/// `name` -> (name, None); `name="value"` -> (name, Some(value)).
pub fn parse_cfg(printed: &str) -> (String, Option<String>) {
    match printed.split_once('=') {
        Some((name, value)) => {
            let value = value.trim();
            let value = value.strip_prefix('"').and_then(|v| v.strip_suffix('"')).unwrap_or(value);
            (name.trim().to_string(), Some(value.to_string()))
        }
        None => (printed.trim().to_string(), None),
    }
}

/// The build scripts of one workspace's crate graph, run on first need (never when no reached
/// crate has one).
pub struct BuildScripts {
    root: PathBuf,
    /// How cargo is told which target the program is: `--bin` (this workspace's problems),
    /// `--example`, or nothing (a file that is no target: the package's default targets).
    target_flag: Option<&'static str>,
    outputs: OnceCell<Result<Runs>>,
    /// The same scripts run again with the old compiler as `RUSTC` ([`Probe::OldRustc`]).
    probed: OnceCell<Vec<Option<ScriptOutput>>>,
}

/// Which compiler a build script's probes see. A script that asks `$RUSTC --version` (serde's
/// `no_diagnostic_namespace`, zerocopy's and libc's version cfgs) or compiles a probe
/// (autocfg) describes the compiler cargo built with, current stable; a bundle that must also
/// compile with an older judge's rustc needs the answers that compiler gives, or it names
/// what that compiler lacks (`#[diagnostic::on_unimplemented]`, `core::error`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Probe {
    /// As cargo ran the scripts.
    Cargo,
    /// Run again with [`crate::judge::OLD_RUSTC`] as `RUSTC` (and its `--print cfg` as the
    /// target's `CARGO_CFG_*`), each into an `OUT_DIR` of its own under [`PROBED_DIR`]. A
    /// script that fails so keeps cargo's answers, and the bundle's header says so.
    OldRustc,
}

/// Where the scripts run again for [`Probe::OldRustc`] keep their `OUT_DIR`s and their
/// answers, relative to the workspace root.
pub const PROBED_DIR: &str = "target/bundle/build-scripts-old-rustc";

/// What cargo's run gave: per crate of the graph, the script's output and its executable.
#[derive(Clone, Debug)]
struct Runs {
    outputs: Vec<Option<ScriptOutput>>,
    executables: Vec<Option<PathBuf>>,
}

impl BuildScripts {
    pub fn new(root: &Path) -> BuildScripts {
        BuildScripts::for_target(root, Some("--bin"))
    }

    /// For programs that cargo selects with `target_flag <name>` in the graph's package.
    pub fn for_target(root: &Path, target_flag: Option<&'static str>) -> BuildScripts {
        BuildScripts { root: root.to_path_buf(), target_flag, outputs: OnceCell::new(), probed: OnceCell::new() }
    }

    /// What crate `c` of `graph` (always the same graph) had its build script print, its probes
    /// answered by `probe`'s compiler; `None` for a crate without one. The first call runs them,
    /// through problem `bin` (any problem: the features are the package's).
    pub fn output(&self, graph: &CrateGraph, c: usize, bin: &str, probe: Probe) -> Result<Option<&ScriptOutput>> {
        let krate = &graph.crates[c];
        if !krate.build_script {
            return Ok(None);
        }
        let runs = self.outputs.get_or_init(|| cached_outputs(&self.root, graph, bin, self.target_flag));
        let runs = runs.as_ref().map_err(|e| e.clone())?;
        let outputs = match probe {
            Probe::Cargo => &runs.outputs,
            Probe::OldRustc => self.probed.get_or_init(|| probed_outputs(&self.root, graph, runs, Path::new(crate::judge::OLD_RUSTC))),
        };
        match &outputs[c] {
            Some(o) => Ok(Some(o)),
            None => Err(Error::new(format!(
                "`cargo check` did not run `{}`'s build script, so what it sets is unknown",
                krate.display()
            ))
            .help(format!("run `{}` to see why", check_command(graph, bin, self.target_flag)))),
        }
    }
}

/// Refuses what a build script did that one file cannot carry.
pub fn admit(krate: &Crate, output: &ScriptOutput) -> Result<()> {
    if let Some(lib) = output.linked_libs.first() {
        return Err(Error::new(format!(
            "`{}`'s build script links a native library (`cargo:rustc-link-lib={}`): a judge compiles and links one source file, with no library beside it",
            krate.package, lib
        ))
        .help(format!("use a crate that does the same in Rust, or copy what you need from `{}` without the native part", krate.package)));
    }
    Ok(())
}

/// The header lines naming the cfgs `krate`'s build script set, if any, and those of them it
/// was bundled without (`dropped`, to fit the judge's limit).
pub fn header_line(module: &str, output: &ScriptOutput, dropped: &[String]) -> Option<String> {
    let kept: Vec<&str> = output.cfgs.iter().filter(|c| !dropped.contains(c)).map(|c| c.as_str()).collect();
    let mut out = String::new();
    if !kept.is_empty() {
        let probed = match &output.probed_with {
            Some(compiler) => format!("when run with {} as RUSTC (the oldest compiler this bundle is for)", compiler),
            None => "on the bundling machine (not probed on the judge's rustc)".to_string(),
        };
        out.push_str(&format!("// {} was compiled with the cfgs its build script set {}: {}\n", module, probed, kept.join(", ")));
    }
    if !dropped.is_empty() {
        out.push_str(&format!(
            "// {} was compiled without these cfgs its build script set, to fit the judge's size limit (checked without them with every compiler and fixture): {}\n",
            module,
            dropped.join(", ")
        ));
    }
    if out.is_empty() {
        None
    } else {
        Some(out)
    }
}

// ------------------------------------------------------------------ running cargo

/// `cargo check -p <package> --bin <bin>`, as the messages show it.
fn check_command(graph: &CrateGraph, bin: &str, target_flag: Option<&str>) -> String {
    let package = graph.package.as_ref().map_or("problems", |p| p.name.as_str());
    match target_flag {
        Some(flag) => format!("cargo check -p {} {} {}", package, flag, bin),
        None => format!("cargo check -p {}", package),
    }
}

fn cached_outputs(root: &Path, graph: &CrateGraph, bin: &str, target_flag: Option<&str>) -> Result<Runs> {
    // Packages of one workspace may resolve features differently.
    let key = format!("{} {}", cache_key(root, graph), graph.package.as_ref().map_or("problems", |p| p.name.as_str()));
    let cache_path = root.join(CACHE);
    // The cache itself is not an input: its outputs are a function of `cache_key`'s files and
    // variables, read (and recorded) on a hit and on a miss alike.
    if let Ok(text) = std::fs::read_to_string(&cache_path) {
        if let Some((k, json)) = text.split_once('\n') {
            if k == key {
                if let Some(runs) = from_cache(graph, json) {
                    if runs.outputs.iter().flatten().all(|o| crate::base::inputs::is_dir(&o.out_dir)) {
                        return Ok(runs);
                    }
                }
            }
        }
    }
    let runs = run_cargo_check(root, graph, bin, target_flag)?;
    // A cache that cannot be written only costs time next run.
    let _ = crate::base::output::write_atomically(root, CACHE, &format!("{}\n{}", key, to_cache(graph, &runs.outputs, &runs.executables)));
    Ok(runs)
}

fn cache_key(root: &Path, graph: &CrateGraph) -> String {
    let mut hasher = Sha256::new();
    let mut feed = |label: &str, bytes: &[u8]| {
        hasher.update(label.as_bytes());
        hasher.update([0]);
        hasher.update(bytes);
        hasher.update([0]);
    };
    let read = |p: PathBuf| crate::base::inputs::read(&p).unwrap_or_else(|_| b"(missing)".to_vec());
    for file in ["Cargo.toml", "Cargo.lock", "rust-toolchain", "rust-toolchain.toml"] {
        feed(file, &read(root.join(file)));
    }
    for var in ["RUSTC", "RUSTUP_TOOLCHAIN", "RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS", "CARGO_TARGET_DIR", "CARGO_BUILD_TARGET_DIR"] {
        feed(var, crate::base::inputs::var(var).unwrap_or_default().as_bytes());
    }
    for krate in graph.crates.iter().filter(|k| k.build_script) {
        feed("crate", krate.package_id.as_bytes());
        if krate.origin.is_none() {
            let dir = krate.base.join(krate.src_rel.strip_suffix("src").unwrap_or(&krate.src_rel));
            feed("manifest", &read(dir.join("Cargo.toml")));
            feed("build.rs", &read(dir.join("build.rs")));
        }
    }
    format!("{:x}", hasher.finalize())
}

fn to_cache(graph: &CrateGraph, outputs: &[Option<ScriptOutput>], executables: &[Option<PathBuf>]) -> String {
    let entries: Vec<Value> = graph
        .crates
        .iter()
        .zip(outputs.iter().zip(executables))
        .filter_map(|(k, (o, x))| o.as_ref().map(|o| (k, o, x)))
        .map(|(k, o, x)| {
            json!({
                "package_id": k.package_id,
                "cfgs": o.cfgs,
                "env": o.env.iter().map(|(a, b)| vec![a.clone(), b.clone()]).collect::<Vec<_>>(),
                "out_dir": o.out_dir.to_string_lossy(),
                "linked_libs": o.linked_libs,
                "probed_with": o.probed_with,
                "executable": x.as_ref().map(|x| x.to_string_lossy().into_owned()),
            })
        })
        .collect();
    Value::Array(entries).to_string()
}

fn from_cache(graph: &CrateGraph, json: &str) -> Option<Runs> {
    let value: Value = serde_json::from_str(json).ok()?;
    let mut by_id = BTreeMap::new();
    for entry in value.as_array()? {
        let executable = entry.get("executable").and_then(Value::as_str).map(PathBuf::from);
        by_id.insert(entry.get("package_id")?.as_str()?.to_string(), (script_output(entry)?, executable));
    }
    let found: Vec<Option<&(ScriptOutput, Option<PathBuf>)>> = graph.crates.iter().map(|k| by_id.get(&k.package_id)).collect();
    Some(Runs { outputs: found.iter().map(|f| f.map(|(o, _)| o.clone())).collect(), executables: found.iter().map(|f| f.and_then(|(_, x)| x.clone())).collect() })
}

/// A `build-script-executed` message (or a cache entry, which has the same fields).
fn script_output(v: &Value) -> Option<ScriptOutput> {
    let strings = |field: &str| -> Option<Vec<String>> { v.get(field)?.as_array()?.iter().map(|s| s.as_str().map(str::to_string)).collect() };
    let env = v
        .get("env")?
        .as_array()?
        .iter()
        .map(|pair| {
            let pair = pair.as_array()?;
            Some((pair.first()?.as_str()?.to_string(), pair.get(1)?.as_str()?.to_string()))
        })
        .collect::<Option<Vec<_>>>()?;
    let probed_with = v.get("probed_with").and_then(Value::as_str).map(str::to_string);
    Some(ScriptOutput { cfgs: strings("cfgs")?, env, out_dir: PathBuf::from(v.get("out_dir")?.as_str()?), linked_libs: strings("linked_libs")?, probed_with })
}

fn run_cargo_check(root: &Path, graph: &CrateGraph, bin: &str, target_flag: Option<&str>) -> Result<Runs> {
    let package = graph.package.as_ref().map_or("problems", |p| p.name.as_str());
    let cargo = crate::base::inputs::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let run = |offline: bool| -> std::result::Result<Runs, String> {
        let mut command = std::process::Command::new(&cargo);
        command.args(["check", "--message-format=json", "-p", package]);
        if let Some(flag) = target_flag {
            command.args([flag, bin]);
        }
        command.arg("--manifest-path").arg(root.join("Cargo.toml"));
        if offline {
            command.arg("--offline");
        }
        let output = command.stdin(std::process::Stdio::null()).output().map_err(|e| format!("cannot run cargo: {}", e))?;
        let mut outputs: Vec<Option<ScriptOutput>> = vec![None; graph.crates.len()];
        let mut executables: Vec<Option<PathBuf>> = vec![None; graph.crates.len()];
        for line in String::from_utf8_lossy(&output.stdout).lines() {
            let Ok(v) = serde_json::from_str::<Value>(line) else { continue };
            let id = v.get("package_id").and_then(Value::as_str).unwrap_or("");
            let Some(c) = graph.crates.iter().position(|k| k.package_id == id) else { continue };
            match v.get("reason").and_then(Value::as_str) {
                Some("build-script-executed") => outputs[c] = script_output(&v),
                // The compiled script, which [`Probe::OldRustc`] runs again.
                Some("compiler-artifact") if v["target"]["kind"].as_array().map_or(false, |k| k.iter().any(|k| k == "custom-build")) => {
                    executables[c] = v["filenames"].as_array().and_then(|f| f.first()).and_then(Value::as_str).map(PathBuf::from);
                }
                _ => {}
            }
        }
        // The problem's own code may fail to check; the build scripts ran before it.
        let missing: Vec<String> = graph.crates.iter().zip(&outputs).filter(|(k, o)| k.build_script && o.is_none()).map(|(k, _)| k.display()).collect();
        // A check that succeeded built every crate the program compiles with: one whose script
        // did not run is in `cargo metadata`'s graph only (an optional dependency no feature
        // turns on, borsh under bit-vec), and is refused only if a bundle reaches it
        // ([`BuildScripts::output`]).
        if missing.is_empty() || output.status.success() {
            Ok(Runs { outputs, executables })
        } else {
            let stderr = String::from_utf8_lossy(&output.stderr);
            let tail: Vec<&str> = stderr.lines().rev().take(20).collect::<Vec<_>>().into_iter().rev().collect();
            Err(format!("no build-script output for {}:\n{}", missing.join(", "), tail.join("\n")))
        }
    };
    run(true).or_else(|_| run(false)).map_err(|why| {
        Error::new(format!("the build scripts of the problems' dependencies could not be run with `cargo check`: {}", why))
            .at(format!("{}/Cargo.toml", package))
            .help(format!("make `{}` run the build scripts (run it to see the same message)", check_command(graph, bin, target_flag)))
    })
}

// ------------------------------------------------------------------ probing for an old rustc

/// Every script of `runs` run again with `rustc` as the compiler its probes see, as cargo would
/// run it under that compiler; a crate whose script cannot be run so (no executable known, or
/// it fails: a variable cargo sets that is not set here, such as `DEP_*` of a `links` crate)
/// keeps cargo's answers. Cached in [`PROBED_DIR`] under a digest of cargo's answers, the
/// executables and the compiler's file facts, while every `OUT_DIR` it names exists.
fn probed_outputs(root: &Path, graph: &CrateGraph, runs: &Runs, rustc: &Path) -> Vec<Option<ScriptOutput>> {
    let mut hasher = Sha256::new();
    hasher.update(to_cache(graph, &runs.outputs, &runs.executables).as_bytes());
    hasher.update(crate::base::inputs::file_facts(rustc).as_bytes());
    for x in runs.executables.iter().flatten() {
        hasher.update(crate::base::inputs::file_facts(x).as_bytes());
    }
    let key = format!("{:x}", hasher.finalize());
    let answers = format!("{}/answers.json", PROBED_DIR);
    if let Ok(text) = std::fs::read_to_string(root.join(&answers)) {
        if let Some((k, json)) = text.split_once('\n') {
            if let Some(cached) = from_cache(graph, json).filter(|_| k == key) {
                if cached.outputs.iter().flatten().all(|o| crate::base::inputs::is_dir(&o.out_dir)) {
                    return cached.outputs;
                }
            }
        }
    }
    let ask = |arg: &str| -> Option<String> {
        let out = std::process::Command::new(rustc).arg(arg).stdin(std::process::Stdio::null()).output().ok()?;
        out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let (Some(version), Some(verbose), Some(cfgs)) = (ask("--version"), ask("-vV"), std::process::Command::new(rustc).args(["--print", "cfg"]).output().ok().filter(|o| o.status.success()).map(|o| String::from_utf8_lossy(&o.stdout).into_owned())) else {
        return runs.outputs.clone();
    };
    let version = version.trim().to_string();
    let host = verbose.lines().find_map(|l| l.strip_prefix("host: ")).unwrap_or("x86_64-unknown-linux-gnu").trim().to_string();
    let target_cfgs = cargo_cfg_variables(&cfgs);
    let outputs: Vec<Option<ScriptOutput>> = graph
        .crates
        .iter()
        .enumerate()
        .map(|(c, krate)| {
            let cargo_run = runs.outputs[c].as_ref()?;
            let probed = runs.executables[c].as_ref().and_then(|script| {
                let out_dir = root.join(PROBED_DIR).join(digest_of(&krate.package_id)).join("out");
                let _ = std::fs::remove_dir_all(&out_dir);
                std::fs::create_dir_all(&out_dir).ok()?;
                let env = script_variables(krate, rustc, &out_dir, &host, &target_cfgs);
                run_script(script, krate, &env).map(|(cfgs, env, linked_libs)| ScriptOutput { cfgs, env, out_dir, linked_libs, probed_with: Some(version.clone()) })
            });
            Some(probed.unwrap_or_else(|| cargo_run.clone()))
        })
        .collect();
    let _ = crate::base::output::write_atomically(root, &answers, &format!("{}\n{}", key, to_cache(graph, &outputs, &runs.executables)));
    outputs
}

fn digest_of(text: &str) -> String {
    format!("{:x}", Sha256::digest(text.as_bytes()))[..16].to_string()
}

/// `rustc --print cfg` as cargo hands it to build scripts: `CARGO_CFG_<NAME>` for every cfg,
/// its values joined by commas (`CARGO_CFG_TARGET_FEATURE=fxsr,sse,sse2`), empty for a name
/// without a value (`CARGO_CFG_UNIX`).
pub fn cargo_cfg_variables(printed: &str) -> Vec<(String, String)> {
    let mut by_name: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for line in printed.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (name, value) = parse_cfg(line);
        let values = by_name.entry(format!("CARGO_CFG_{}", name.to_uppercase())).or_default();
        values.extend(value);
    }
    by_name.into_iter().map(|(k, v)| (k, v.join(","))).collect()
}

/// The variables cargo sets for `krate`'s build script
/// (<https://doc.rust-lang.org/cargo/reference/environment-variables.html#environment-variables-cargo-sets-for-build-scripts>),
/// with `rustc` as `RUSTC`, for the host as the target, in a dev profile as `cargo check` ran it.
fn script_variables(krate: &Crate, rustc: &Path, out_dir: &Path, host: &str, target_cfgs: &[(String, String)]) -> Vec<(String, String)> {
    let mut env: Vec<(String, String)> = crate::read::cargo_env::variables(krate);
    env.push(("CARGO_PKG_RUST_VERSION".into(), krate.rust_version.clone().unwrap_or_default()));
    env.push(("CARGO".into(), crate::base::inputs::var("CARGO").unwrap_or_else(|_| "cargo".to_string())));
    for feature in &krate.features {
        env.push((format!("CARGO_FEATURE_{}", feature.to_uppercase().replace('-', "_")), "1".into()));
    }
    env.extend(target_cfgs.iter().cloned());
    for (k, v) in [("TARGET", host), ("HOST", host), ("NUM_JOBS", "1"), ("OPT_LEVEL", "0"), ("DEBUG", "true"), ("PROFILE", "debug"), ("CARGO_ENCODED_RUSTFLAGS", "")] {
        env.push((k.into(), v.into()));
    }
    env.push(("RUSTC".into(), rustc.to_string_lossy().into_owned()));
    env.push(("RUSTDOC".into(), rustc.with_file_name("rustdoc").to_string_lossy().into_owned()));
    env.push(("OUT_DIR".into(), out_dir.to_string_lossy().into_owned()));
    env
}

/// Runs a compiled build script in its package's folder; its `rustc-cfg`, `rustc-env` and
/// `rustc-link-lib` directives (both `cargo:` and `cargo::` spellings), or `None` when it
/// fails.
fn run_script(script: &Path, krate: &Crate, env: &[(String, String)]) -> Option<(Vec<String>, Vec<(String, String)>, Vec<String>)> {
    let manifest_dir = krate.base.join(krate.src_rel.strip_suffix("src").unwrap_or(&krate.src_rel).trim_end_matches('/'));
    let mut command = std::process::Command::new(script);
    command.current_dir(&manifest_dir).stdin(std::process::Stdio::null()).stderr(std::process::Stdio::null());
    // A wrapper would run the other compiler; the target folder is cargo's, not this run's.
    for var in ["RUSTC_WRAPPER", "RUSTC_WORKSPACE_WRAPPER", "RUSTFLAGS"] {
        command.env_remove(var);
    }
    command.envs(env.iter().map(|(k, v)| (k, v)));
    let output = command.output().ok()?;
    if !output.status.success() {
        return None;
    }
    Some(script_directives(&String::from_utf8_lossy(&output.stdout)))
}

/// The directives of a build script's stdout that a bundle applies.
pub fn script_directives(stdout: &str) -> (Vec<String>, Vec<(String, String)>, Vec<String>) {
    let (mut cfgs, mut env, mut libs) = (Vec::new(), Vec::new(), Vec::new());
    for line in stdout.lines() {
        let Some(rest) = line.strip_prefix("cargo::").or_else(|| line.strip_prefix("cargo:")) else { continue };
        let Some((key, value)) = rest.split_once('=') else { continue };
        match key {
            "rustc-cfg" => cfgs.push(value.to_string()),
            "rustc-env" => {
                if let Some((k, v)) = value.split_once('=') {
                    env.push((k.to_string(), v.to_string()));
                }
            }
            "rustc-link-lib" => libs.push(value.to_string()),
            _ => {}
        }
    }
    (cfgs, env, libs)
}

// ------------------------------------------------------------------ applying the output

/// The crate's files rewritten before parsing: each `include!` of a generated file at the top
/// level of a file is blanked (same length, newlines kept, so every other position and line
/// stays) and the generated code appended to that file. Keyed by the file's path relative to
/// `krate.base`; only files that mention `OUT_DIR` are read.
pub fn overlay(krate: &Crate, output: &ScriptOutput) -> Result<BTreeMap<String, String>> {
    let mut files = Vec::new();
    crate::read::cargo_env::collect_rs_files(&krate.base.join(&krate.src_rel), &krate.src_rel, &mut files);
    let mut out = BTreeMap::new();
    for rel in files {
        let Ok(text) = crate::base::inputs::read_to_string(&krate.base.join(&rel)) else { continue };
        if let Some(text) = paste_generated(krate, output, &rel, &text)? {
            out.insert(rel, text);
        }
    }
    Ok(out)
}

/// [`overlay`] of one text, file `rel`: None when no top-level `include!` of a generated file
/// is there. Also for a text after its macros were expanded, where an expansion may have put
/// such an `include!` at the top level (serde's `crate_root!()`), so that what it pastes is
/// the crate's items like the rest (its `crate::` and dependency paths rewritten, shaken).
pub fn paste_generated(krate: &Crate, output: &ScriptOutput, rel: &str, text: &str) -> Result<Option<String>> {
    if !text.contains("OUT_DIR") {
        return Ok(None);
    }
    let file = SourceFile::load_with_text(rel, text.to_string(), true)?;
    let mut blanked = text.as_bytes().to_vec();
    let mut appended = String::new();
    let trees = &file.tokens;
    for i in 0..trees.len() {
        let Some((path, end)) = out_dir_include(trees, i, "include") else { continue };
        // A file the script did not write may be under a `cfg` that does not hold for the
        // target, which only the parsed crate tells: [`source_edits`] decides.
        let Ok(generated) = read_generated(krate, output, &file, trees, i, &path) else { continue };
        let generated = String::from_utf8(generated).map_err(|_| generated_error(krate, &file, trees, i, &path, "it is not UTF-8".to_string()))?;
        let start = file.range(trees[i].span()).start;
        let end = match trees.get(end) {
            Some(TokenTree::Punct(p)) if p.as_char() == ';' => file.range(p.span()).end,
            _ => file.range(trees[end - 1].span()).end,
        };
        // A comment of the same length where it fits, so that the place says where the
        // code went; else spaces (newlines kept either way).
        let len = end - start;
        let head = format!("/* {} is appended below", path.trim_start_matches('/'));
        let multi_line = blanked[start..end].contains(&b'\n');
        let fill = if !multi_line && len >= head.len() + 3 { format!("{}{} */", head, " ".repeat(len - head.len() - 3)) } else { " ".repeat(len) };
        for (b, f) in blanked[start..end].iter_mut().zip(fill.bytes()) {
            if *b != b'\n' {
                *b = f;
            }
        }
        appended.push_str(&format!("\n// OUT_DIR/{}, generated by {}'s build script:\n{}", path.trim_start_matches('/'), krate.package, generated));
    }
    if appended.is_empty() {
        return Ok(None);
    }
    let mut text = String::from_utf8(blanked).expect("only ASCII bytes were replaced");
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text.push_str(&appended);
    if !text.ends_with('\n') {
        text.push('\n');
    }
    Ok(Some(text))
}


/// The edits that apply the script's output inside `lib`'s files, wherever they fall:
/// `env!`/`option_env!` of its variables, and the `include!`s, `include_str!`s and
/// `include_bytes!`s of generated files that [`overlay`] did not already replace.
pub fn source_edits(krate: &Crate, lib: &Library, output: &ScriptOutput) -> Result<Vec<Vec<Edit>>> {
    let mut edits = vec![Vec::new(); lib.files.len()];
    for (f, file) in lib.files.iter().enumerate() {
        if output.env.iter().any(|(k, _)| file.text.contains(k.as_str())) || file.text.contains("OUT_DIR") {
            walk(krate, output, lib, f, &file.tokens, &mut edits[f])?;
        }
    }
    Ok(edits)
}

fn walk(krate: &Crate, output: &ScriptOutput, lib: &Library, f: usize, trees: &[TokenTree], edits: &mut Vec<Edit>) -> Result<()> {
    let file = &lib.files[f];
    let mut i = 0;
    while i < trees.len() {
        let found = ["include", "include_str", "include_bytes"].iter().find_map(|w| out_dir_include(trees, i, w).map(|x| (*w, x)));
        if let Some((word, (path, end))) = found {
            // Under a `cfg` that does not hold for the target: rustc never reads it.
            if !lib.is_live(f, file.range(trees[i].span()).start) {
                i = end;
                continue;
            }
            // Not written by the script: under a `cfg` inside an item (a statement's), which
            // rustc decides, when the module level has it (see `is_live`); else an error.
            let bytes = match read_generated(krate, output, file, trees, i, &path) {
                Ok(bytes) => bytes,
                Err(_) if lib.items.iter().any(|item| item.file == f && item.range.contains(&file.range(trees[i].span()).start) && file.text[item.range.clone()].contains("cfg")) => {
                    i = end;
                    continue;
                }
                Err(e) => return Err(e),
            };
            let text = || String::from_utf8(bytes.clone()).map_err(|_| generated_error(krate, file, trees, i, &path, "it is not UTF-8".to_string()));
            let literal = match word {
                // Items, or the whole of a block or a group: as written.
                "include" => {
                    let code = lib.rewrite_pasted(f, file.range(trees[i].span()).start, &text()?);
                    if end == trees.len() || syn::parse_file(&code).map_or(false, |f| !f.items.is_empty()) {
                        code
                    } else {
                        // An expression among others: parenthesized, as rustc parses it as one
                        // expression.
                        format!("({})", code.trim_end())
                    }
                }
                "include_str" => format!("{:?}", text()?),
                _ => byte_literal(&bytes),
            };
            let mut range = file.range(trees[i].span()).start..file.range(trees[end - 1].span()).end;
            // Items pasted where `include!(..);` stood: its `;` would follow them, which rustc
            // refuses in item position ("macro expansion ignores `;`": serde's `crate_root!`).
            let mut next = end;
            if word == "include" && !literal.starts_with('(') {
                if let Some(TokenTree::Punct(p)) = trees.get(end) {
                    if p.as_char() == ';' {
                        range.end = file.range(p.span()).end;
                        next = end + 1;
                    }
                }
            }
            edits.push(Edit::replace(range, literal));
            i = next;
            continue;
        }
        match &trees[i] {
            TokenTree::Group(g) => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                walk(krate, output, lib, f, &inner, edits)?;
            }
            TokenTree::Ident(id) if (id == "env" || id == "option_env") && lib.is_live(f, file.range(id.span()).start) => {
                if let Some(var) = macro_string_arg(trees, i) {
                    let at = file.range(id.span()).start;
                    let end = file.range(trees[i + 2].span()).end;
                    if var == "OUT_DIR" {
                        return Err(Error::new(format!(
                            "`{}` uses `{}!(\"OUT_DIR\")` outside an include!: that is a folder on the bundling machine, which the judge does not have",
                            krate.package, id
                        ))
                        .at(file.location(at))
                        .snippet(file.line_at(at).to_string())
                        .help("only include!, include_str! and include_bytes! of files under OUT_DIR can be carried into a bundle"));
                    }
                    if let Some((_, value)) = output.env.iter().find(|(k, _)| *k == var) {
                        let literal = if id == "env" { format!("{:?}", value) } else { format!("Some({:?})", value) };
                        edits.push(Edit::replace(at..end, literal));
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    Ok(())
}

/// Whether `trees[i]` starts `include!`, `include_str!` or `include_bytes!` of a file under
/// `OUT_DIR` (which [`source_edits`] and [`overlay`] inline).
pub fn is_out_dir_include(trees: &[TokenTree], i: usize) -> bool {
    ["include", "include_str", "include_bytes"].iter().any(|w| out_dir_include(trees, i, w).is_some())
}

/// `word ! (concat!(env!("OUT_DIR"), "/a", "b.rs"))` starting at `trees[i]` (any delimiters):
/// the joined path after `OUT_DIR` (`/ab.rs`) and the index just past the invocation.
fn out_dir_include(trees: &[TokenTree], i: usize, word: &str) -> Option<(String, usize)> {
    match trees.get(i)? {
        TokenTree::Ident(id) if id == word => {}
        _ => return None,
    }
    if !matches!(trees.get(i + 1)?, TokenTree::Punct(p) if p.as_char() == '!') {
        return None;
    }
    let TokenTree::Group(args) = trees.get(i + 2)? else { return None };
    let args: Vec<TokenTree> = args.stream().into_iter().collect();
    if !matches!(args.first()?, TokenTree::Ident(id) if id == "concat") || !matches!(args.get(1)?, TokenTree::Punct(p) if p.as_char() == '!') {
        return None;
    }
    let TokenTree::Group(parts) = args.get(2)? else { return None };
    let parts: Vec<TokenTree> = parts.stream().into_iter().collect();
    if macro_string_arg(&parts, 0).as_deref() != Some("OUT_DIR") || !matches!(&parts[0], TokenTree::Ident(id) if id == "env") {
        return None;
    }
    let mut path = String::new();
    for part in &parts[3..] {
        match part {
            TokenTree::Punct(p) if p.as_char() == ',' => {}
            TokenTree::Literal(lit) => match syn::parse_str::<syn::Lit>(&lit.to_string()).ok()? {
                syn::Lit::Str(s) => path.push_str(&s.value()),
                _ => return None,
            },
            _ => return None,
        }
    }
    Some((path, i + 3))
}

/// The string in `name!("...")` at `trees[i]`.
fn macro_string_arg(trees: &[TokenTree], i: usize) -> Option<String> {
    if !matches!(trees.get(i)?, TokenTree::Ident(_)) || !matches!(trees.get(i + 1)?, TokenTree::Punct(p) if p.as_char() == '!') {
        return None;
    }
    let TokenTree::Group(g) = trees.get(i + 2)? else { return None };
    if g.delimiter() == Delimiter::None {
        return None;
    }
    let inner: Vec<TokenTree> = g.stream().into_iter().collect();
    let TokenTree::Literal(lit) = inner.first()? else { return None };
    if inner.len() > 2 {
        return None;
    }
    match syn::parse_str::<syn::Lit>(&lit.to_string()).ok()? {
        syn::Lit::Str(s) => Some(s.value()),
        _ => None,
    }
}

fn read_generated(krate: &Crate, output: &ScriptOutput, file: &SourceFile, trees: &[TokenTree], i: usize, path: &str) -> Result<Vec<u8>> {
    crate::base::inputs::read(&output.out_dir.join(path.trim_start_matches('/'))).map_err(|e| generated_error(krate, file, trees, i, path, e.to_string()))
}

fn generated_error(krate: &Crate, file: &SourceFile, trees: &[TokenTree], i: usize, path: &str, why: String) -> Error {
    let at = file.range(trees[i].span()).start;
    Error::new(format!("`{}` includes OUT_DIR{}, which its build script should have written, but it cannot be read: {}", krate.package, path, why))
        .at(file.location(at))
        .snippet(file.line_at(at).to_string())
        .help("run `cargo check` to see whether the build script fails")
}

fn byte_literal(bytes: &[u8]) -> String {
    let mut s = String::from("b\"");
    for b in bytes {
        s.push_str(&std::ascii::escape_default(*b).to_string());
    }
    s.push('"');
    s
}


/// Build-script cfgs left out of a bundle to make it fit (see `crate::fit::to_limit`): (crate
/// index, the cfg as its script printed it).
pub type DroppedCfgs = std::collections::BTreeSet<(usize, String)>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_cfgs_split_into_names_and_values() {
        assert_eq!(parse_cfg("has_i128"), ("has_i128".to_string(), None));
        assert_eq!(parse_cfg("level=\"3\""), ("level".to_string(), Some("3".to_string())));
    }

    #[test]
    fn only_an_out_dir_concat_is_an_out_dir_include() {
        let file = SourceFile::load_with_text(
            "src/lib.rs",
            "include!(concat!(env!(\"OUT_DIR\"), \"/a\", \"b.rs\"));\ninclude!(\"x.rs\");\ninclude_str!(concat!(env!(\"HOME\"), \"/b\"));\n".to_string(),
            true,
        )
        .unwrap();
        let t = &file.tokens;
        assert_eq!(out_dir_include(t, 0, "include"), Some(("/ab.rs".to_string(), 3)));
        assert_eq!(out_dir_include(t, 4, "include"), None);
        assert_eq!(out_dir_include(t, 8, "include_str"), None);
    }
}
