//! The sizes under a judge's limit (`--sizes vnoj`): issue 37 asks that 90% of the corpus's
//! bundles fit in 64 KB under vnoj. The bundled stage bundles for `unlimited` (no limit, so no
//! shrinking), so its sizes are not that measure. This stage takes each program that passed
//! bundled and whose bundle is over the judge's limit, and bundles it again through the same
//! library API with the judge's profile, as `cargo judgefile --judge vnoj` would: the bundler then
//! applies its shrink steps (docs, comments, minify; build-script cfgs left out; the libraries'
//! macros expanded; the compile-guided shrink) and says which one made it fit
//! ([`bundler::Bundle::shrunk`]), or leaves it over.
//!
//! The compile-guided shrink and the build-script cfgs keep a candidate only when it passes the
//! program's fixtures: each program gets one case ([`write_fixtures`]), empty stdin with the
//! reference's stdout, when the reference exited 0 with the same output twice; otherwise none, so
//! those steps make no candidate, and the result says why. A bundle that fits only after a step
//! is compiled alone and run like the bundled stage's, so that "fits" is known to still work.
//!
//! Only profiles that differ from `unlimited` in nothing but the size limit are taken
//! ([`profile`]): then a bundle that fits as made is the same text under both (the platform,
//! edition, rustc floor and the judge's own crates are what the bundle's text depends on, and
//! the shrink steps run only for a bundle over the limit), so it needs no second bundling.

use crate::bundled::{self, Bundled};
use crate::programs::Program;
use crate::run;
use crate::unbundled::Unbundled;
use bundler::judge::Judge;
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// The profile `name`, when it can be measured so: it takes Rust, has a size limit, and is
/// `unlimited` but for that limit (see the module's comment).
pub fn profile(name: &str) -> Result<&'static Judge, String> {
    let judge = bundler::judge::find(name).map_err(|e| e.message)?;
    let base = bundler::judge::find(bundled::JUDGE).map_err(|e| e.message)?;
    if !judge.accepts_rust || judge.size_limit.is_none() {
        return Err(format!("{} takes no Rust or has no size limit: nothing to measure", name));
    }
    let same = judge.platform == base.platform && judge.edition == base.edition && judge.rustc == base.rustc && bundler::judge::judge_crates::for_judge(name).is_empty();
    if !same {
        let fit: Vec<&str> = bundler::judge::JUDGES
            .iter()
            .filter(|j| j.accepts_rust && j.size_limit.is_some() && j.platform == base.platform && j.edition == base.edition && j.rustc == base.rustc && bundler::judge::judge_crates::for_judge(j.name).is_empty())
            .map(|j| j.name)
            .collect();
        return Err(format!(
            "{} differs from `{}` in more than its size limit (platform, edition, rustc or its own crates), so its bundles that fit would need bundling again too; profiles this stage takes: {}",
            name,
            bundled::JUDGE,
            fit.join(", ")
        ));
    }
    Ok(judge)
}

/// A bundle's size as `judge` counts it (bytes or characters).
pub fn size_in(judge: &Judge, text: &str) -> usize {
    judge.size_limit.map_or(text.len(), |(_, unit)| unit.size_of(text))
}

/// The judge's limit, in its unit.
pub fn limit_of(judge: &Judge) -> usize {
    judge.size_limit.map_or(usize::MAX, |(limit, _)| limit)
}

/// Which step made a bundle fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Fit {
    /// As the bundler made it, no step needed.
    AsMade,
    /// The text steps ([`bundler::write::shrink::STEPS`]): docs, comments dropped, minified.
    TextSteps,
    /// Build-script cfgs left out (then the text steps as needed).
    BuildCfgs,
    /// The libraries' own macros expanded (then the text steps as needed).
    MacroExpansion,
    /// The compile-guided shrink (then the text steps as needed).
    CompileGuided,
    /// A step this stage does not know by its words (the bundler's `shrunk` says which).
    OtherStep,
    /// Over the limit after every step.
    Over,
}

/// Markers of the bundler's `shrunk` texts (bundler/src/lib.rs, compile_shrink.rs).
const COMPILE_GUIDED: &str = "(compile-guided shrink,";
const BUILD_CFGS: &str = "left out the build-script cfgs";
const MACROS: &str = "expanded the libraries' own macros";

impl Fit {
    pub const ALL: [Fit; 7] = [Fit::AsMade, Fit::TextSteps, Fit::BuildCfgs, Fit::MacroExpansion, Fit::CompileGuided, Fit::OtherStep, Fit::Over];

    /// The step a fitting bundle's `shrunk` names; the last and heaviest first, since each
    /// step's text names the ones it followed.
    pub fn of_shrunk(shrunk: Option<&str>) -> Fit {
        match shrunk {
            None => Fit::AsMade,
            Some(s) if s.contains(COMPILE_GUIDED) => Fit::CompileGuided,
            Some(s) if s.starts_with(BUILD_CFGS) => Fit::BuildCfgs,
            Some(s) if s.starts_with(MACROS) => Fit::MacroExpansion,
            Some(s) if bundler::write::shrink::STEPS.iter().any(|step| s.starts_with(step)) => Fit::TextSteps,
            Some(_) => Fit::OtherStep,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Fit::AsMade => "as made",
            Fit::TextSteps => "text steps",
            Fit::BuildCfgs => "build-script cfgs",
            Fit::MacroExpansion => "macro expansion",
            Fit::CompileGuided => "compile-guided shrink",
            Fit::OtherStep => "other step",
            Fit::Over => "over",
        }
    }

    pub fn from_name(name: &str) -> Option<Fit> {
        Fit::ALL.into_iter().find(|f| f.name() == name)
    }
}

/// A program's bundle under the judge.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JudgeSize {
    /// Bundled again for the judge (its unlimited bundle was over); false: the unlimited bundle
    /// fits as made and is the judge's too.
    pub rebundled: bool,
    /// Its size as the judge counts it (vnoj: characters); `None` when unknown (no bundle, or
    /// the unlimited bundle's file no longer matches its result, when only its bytes are known).
    pub size: Option<usize>,
    pub bytes: Option<usize>,
    /// Over the limit: its size after every text step (the libraries without docs and comments,
    /// minified), as the judge counts it.
    pub minified: Option<usize>,
    /// Over the limit: the smallest size a shrink step reached (the compile-guided shrink's,
    /// after the text steps; [`bundler::Bundle::closest_over`]), as the judge counts it: how far
    /// from fitting the bundler came. `None` when no step made a smaller text.
    pub closest: Option<usize>,
    /// Over the limit by the code it runs alone: the least its library part can shrink to
    /// while it keeps the crates' code ([`bundler::Bundle::floor_over`], characters), when
    /// that is over the limit. The compile-guided shrink was then not tried.
    pub floor: Option<usize>,
    /// `None` when it could not be bundled (`bundle_error`, `runner_error`).
    pub fit: Option<Fit>,
    /// What the bundler says it did to make it fit.
    pub shrunk: Option<String>,
    /// Over: the limit check's error, with what is left by crate.
    pub over: Option<String>,
    /// Bundled again without fixtures (so no compile-guided or build-script cfg candidate): why.
    pub no_fixtures: Option<String>,
    /// A bundle that fits after a step, compiled alone and run like the bundled stage's: `ok`,
    /// or how it failed (`compile: ..`, `run: ..`).
    pub check: Option<String>,
    pub bundle_error: Option<String>,
    /// This runner failed (not the bundler).
    pub runner_error: Option<String>,
    /// How long the second bundling (and its check) took; not part of the markdown report.
    pub seconds: Option<f64>,
}

impl JudgeSize {
    pub fn fits(&self) -> bool {
        self.fit.map_or(false, |f| f != Fit::Over)
    }

    pub fn to_json(&self) -> Value {
        json!({
            "rebundled": self.rebundled, "size": self.size, "bytes": self.bytes, "minified": self.minified, "closest": self.closest, "floor": self.floor,
            "fit": self.fit.map(Fit::name), "shrunk": self.shrunk, "over": self.over, "no_fixtures": self.no_fixtures,
            "check": self.check, "bundle_error": self.bundle_error, "runner_error": self.runner_error, "seconds": self.seconds,
        })
    }

    pub fn from_json(v: &Value) -> Option<JudgeSize> {
        let s = |k: &str| v[k].as_str().map(str::to_string);
        let n = |k: &str| v[k].as_u64().map(|x| x as usize);
        let fit = match &v["fit"] {
            Value::Null => None,
            f => Some(Fit::from_name(f.as_str()?)?),
        };
        Some(JudgeSize {
            rebundled: v["rebundled"].as_bool()?,
            size: n("size"),
            bytes: n("bytes"),
            minified: n("minified"),
            closest: n("closest"),
            floor: n("floor"),
            fit,
            shrunk: s("shrunk"),
            over: s("over"),
            no_fixtures: s("no_fixtures"),
            check: s("check"),
            bundle_error: s("bundle_error"),
            runner_error: s("runner_error"),
            seconds: v["seconds"].as_f64(),
        })
    }
}

/// What the stage needs.
pub struct Context {
    pub judge: &'static Judge,
    /// The corpus project.
    pub project: PathBuf,
    /// The bundled stage's bundles (`target/corpus-crates/bundles`).
    pub unlimited_bundles: PathBuf,
    /// This stage's folder (`target/corpus-crates/sizes/<judge>`): `bundles/<program>/main.rs`,
    /// `fixtures/<program>/`.
    pub out: PathBuf,
    pub run_dir: PathBuf,
    pub run_limit: Duration,
    pub compile_limit: Duration,
}

/// A program that passed bundled, when its unlimited bundle fits the judge as made: that text
/// is the judge's bundle too, since the two profiles differ only in the limit ([`profile`]) and
/// the shrink steps run only over it, so it is not bundled again. `None` when it must be bundled again: over the limit, or its file
/// cannot tell (the judge counts characters and the file is not the result's).
pub fn as_made(ctx: &Context, p: &Program, b: &Bundled) -> Option<JudgeSize> {
    let bytes = b.bytes?;
    let text = std::fs::read_to_string(ctx.unlimited_bundles.join(&p.name).join("main.rs")).ok().filter(|t| t.len() == bytes);
    let limit = limit_of(ctx.judge);
    let size = match &text {
        Some(t) => size_in(ctx.judge, t),
        // Characters are never more than bytes: one within the limit in bytes fits either way.
        None if bytes <= limit => return Some(JudgeSize { bytes: Some(bytes), fit: Some(Fit::AsMade), ..JudgeSize::default() }),
        None => return None,
    };
    (size <= limit).then(|| JudgeSize { size: Some(size), bytes: Some(bytes), fit: Some(Fit::AsMade), ..JudgeSize::default() })
}

/// The fixture folder the bundler checks its candidates with: `<dir>/<program>/` in oj's layout,
/// one case `sample-1`, the program's input (empty, as every corpus run has) and the reference's
/// stdout (the bundler's check compares as judges do: line by line, trailing spaces and blank
/// lines at the end ignored, so an empty output expects nothing). `Ok(Err(why))` when the
/// reference gives no case (the folder is then removed): it did not exit 0 (a `should_panic`
/// test; the check takes only exit 0), or printed differently from one run to another.
pub fn write_fixtures(dir: &Path, p: &Program, reference: &Unbundled) -> Result<Result<PathBuf, String>, String> {
    let folder = dir.join(&p.name);
    if folder.exists() {
        std::fs::remove_dir_all(&folder).map_err(|e| format!("cannot remove {}: {}", folder.display(), e))?;
    }
    let Some(o) = &reference.outcome else { return Ok(Err("the reference did not run".into())) };
    if o.timed_out || o.code != Some(0) {
        return Ok(Err(format!("the reference ended with {}, and the bundler's check takes only exit 0", o.status())));
    }
    if !reference.deterministic {
        return Ok(Err("the reference printed differently from one run to another".into()));
    }
    std::fs::create_dir_all(&folder).map_err(|e| format!("cannot create {}: {}", folder.display(), e))?;
    for (file, text) in [("sample-1.in", ""), ("sample-1.out", o.stdout.as_str())] {
        let path = folder.join(file);
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {}", path.display(), e))?;
    }
    Ok(Ok(folder))
}

/// Bundles program `p` (whose unlimited bundle `b` passed and is over the limit) again for the
/// judge, with the whole crates when `b` was made of them, and says how it fits.
pub fn one(ctx: &Context, p: &Program, reference: &Unbundled, b: &Bundled) -> JudgeSize {
    let started = Instant::now();
    let mut r = match measure(ctx, p, reference, b) {
        Ok(r) => r,
        Err(e) => JudgeSize { rebundled: true, runner_error: Some(e), ..JudgeSize::default() },
    };
    r.seconds = Some((started.elapsed().as_secs_f64() * 10.0).round() / 10.0);
    r
}

fn measure(ctx: &Context, p: &Program, reference: &Unbundled, b: &Bundled) -> Result<JudgeSize, String> {
    let mut r = JudgeSize { rebundled: true, ..JudgeSize::default() };
    let fixtures = match write_fixtures(&ctx.out.join("fixtures"), p, reference)? {
        Ok(dir) => Some(dir),
        Err(why) => {
            r.no_fixtures = Some(why);
            None
        }
    };
    let src = ctx.project.join("src/bin").join(format!("{}.rs", p.name));
    let request = bundler::find::project::Request { cwd: ctx.project.clone(), manifest_path: Some(ctx.project.join("Cargo.toml")), src: Some(src), fixtures, ..Default::default() };
    let project = bundler::find::project::resolve(&request).map_err(|e| format!("cannot resolve the program in the corpus project: {}", bundled::bundler_error_line(&e)))?;
    // The bundled stage's result is of whole crates exactly when the shaken bundle failed.
    let keep_crates = b.shaken_failure.is_some();
    let options = bundler::Options { judge: Some(ctx.judge.name.to_string()), cache: false, keep_crates, ..Default::default() };
    let made = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| bundler::bundle_project(&project, &options)));
    let bundle = match made {
        Ok(Ok(b)) => b,
        Ok(Err(e)) => {
            r.bundle_error = Some(bundled::bundler_error_line(&e));
            return Ok(r);
        }
        Err(panic) => {
            let msg = panic.downcast_ref::<String>().cloned().or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string())).unwrap_or_default();
            r.bundle_error = Some(format!("the bundler panicked: {}", msg.lines().next().unwrap_or("")));
            return Ok(r);
        }
    };
    let source = &bundle.source;
    r.size = Some(size_in(ctx.judge, source));
    r.bytes = Some(source.len());
    r.shrunk = bundle.shrunk.clone();
    let dir = ctx.out.join("bundles").join(&p.name);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {}", dir.display(), e))?;
    let main = dir.join("main.rs");
    std::fs::write(&main, source).map_err(|e| format!("cannot write {}: {}", main.display(), e))?;
    // As `cargo judgefile` refuses it: the first line and what is left by crate.
    if let Err(e) = ctx.judge.admits(&bundle.id, source) {
        // With a floor over the limit the closest text is the text steps' alone: the
        // compile-guided shrink was not tried.
        let floor = bundle.floor_over.as_ref();
        let closest = bundle.closest_over.as_deref().filter(|_| floor.is_none());
        let e = bundler::write::shrink::explain_still_over(e, ctx.judge, source, closest, floor);
        let left = e.notes.iter().find_map(|n| n.trim().strip_prefix("= what is left, by crate: ")).map(|l| format!("; what is left{}, by crate: {}", if closest.is_some() { " after the compile-guided shrink" } else { "" }, l)).unwrap_or_default();
        let below = floor.map(|(_, what)| format!("; {}", what)).unwrap_or_default();
        r.over = Some(format!("{}{}{}", e.message, below, left));
        r.fit = Some(Fit::Over);
        r.minified = bundler::write::shrink::after_every_step(source).map(|m| size_in(ctx.judge, &m));
        r.closest = closest.map(|c| size_in(ctx.judge, c));
        r.floor = floor.map(|(chars, _)| *chars);
        return Ok(r);
    }
    let fit = Fit::of_shrunk(bundle.shrunk.as_deref());
    r.fit = Some(fit);
    if fit != Fit::AsMade {
        r.check = Some(check(ctx, &dir, reference)?);
    }
    Ok(r)
}

/// A shrunk bundle (`dir/main.rs`) compiled alone and run like the bundled stage's: `ok`, or how
/// it failed.
fn check(ctx: &Context, dir: &Path, reference: &Unbundled) -> Result<String, String> {
    let exe = dir.join("main");
    let _ = std::fs::remove_file(&exe);
    let mut rustc = Command::new("rustc");
    rustc.args(["--edition", "2021", "-O", "--crate-name", "main", "-o", "main", "main.rs"]);
    let compiled = run::run(rustc, Some(dir), ctx.compile_limit)?;
    if compiled.timed_out {
        return Ok(format!("compile: rustc -O took over {} s", ctx.compile_limit.as_secs()));
    }
    if compiled.code != Some(0) {
        return Ok(format!("compile: {}", run::first_error(&compiled.stderr)));
    }
    let o = run::run(Command::new(&exe), Some(&ctx.run_dir), ctx.run_limit)?;
    let _ = std::fs::remove_file(&exe);
    let want = reference.outcome.as_ref().ok_or("a passing program without a run")?;
    Ok(match bundled::compare(want, &o, reference.deterministic) {
        None => "ok".to_string(),
        Some(m) => format!("run: {}", m),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::programs::Kind;
    use crate::run::Outcome;

    fn program(name: &str) -> Program {
        Program { name: name.into(), krate: "k".into(), place: "src/lib.rs:1".into(), kind: Kind::Doctest, should_panic: false, text: "fn main() {}".into() }
    }

    fn reference(code: Option<i32>, stdout: &str, deterministic: bool) -> Unbundled {
        Unbundled { build_error: None, outcome: Some(Outcome { code, timed_out: false, stdout: stdout.into(), stderr: String::new() }), passed: true, deterministic }
    }

    #[test]
    fn fixtures_are_the_empty_input_and_the_references_stdout() {
        let dir = std::env::temp_dir().join(format!("corpus-sizes-fixtures-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let folder = write_fixtures(&dir, &program("k__1"), &reference(Some(0), "3\n", true)).unwrap().unwrap();
        assert_eq!(folder, dir.join("k__1"));
        assert_eq!(std::fs::read_to_string(folder.join("sample-1.in")).unwrap(), "");
        assert_eq!(std::fs::read_to_string(folder.join("sample-1.out")).unwrap(), "3\n");
        // The bundler reads the folder as one case, and judges an output as the reference's.
        let fixtures = bundler::find::fixtures::Fixtures::folder(&folder, "fixtures/k__1");
        assert_eq!(fixtures.cases.len(), 1);
        assert!(fixtures.judge("k__1", &fixtures.cases[0], "", "3\n").is_ok());
        assert!(fixtures.judge("k__1", &fixtures.cases[0], "", "4\n").is_err());
        // A program that prints nothing expects nothing: its bundle must print nothing too.
        let silent = write_fixtures(&dir, &program("k__2"), &reference(Some(0), "", true)).unwrap().unwrap();
        let fixtures = bundler::find::fixtures::Fixtures::folder(&silent, "fixtures/k__2");
        assert_eq!(fixtures.cases.len(), 1);
        assert!(fixtures.judge("k__2", &fixtures.cases[0], "", "").is_ok());
        assert!(fixtures.judge("k__2", &fixtures.cases[0], "", "x\n").is_err());
        // No case for a reference that exits nonzero or prints differently, and no stale one.
        let why = write_fixtures(&dir, &program("k__1"), &reference(Some(101), "", true)).unwrap().unwrap_err();
        assert!(why.contains("exit 101"), "{}", why);
        assert!(!dir.join("k__1").exists());
        let why = write_fixtures(&dir, &program("k__2"), &reference(Some(0), "7\n", false)).unwrap().unwrap_err();
        assert!(why.contains("one run to another"), "{}", why);
        assert!(!dir.join("k__2").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_step_that_made_it_fit_is_read_off_the_bundlers_words() {
        assert_eq!(Fit::of_shrunk(None), Fit::AsMade);
        for step in bundler::write::shrink::STEPS {
            assert_eq!(Fit::of_shrunk(Some(&format!("{} to fit vnoj's limit of 65536 characters (90000 -> 60000 bytes)", step))), Fit::TextSteps);
        }
        let guided = "dropped the libraries' doc comments, then left out 3 functions, 2 trait impls, 0 trait members and 9 items that rustc showed this program does not need, and replaced 1 bodies it never runs by `unreachable!()` (compile-guided shrink, 31 compiles) (checked with every compiler and fixture); then dropped the libraries' comments and minified them";
        assert_eq!(Fit::of_shrunk(Some(guided)), Fit::CompileGuided);
        assert_eq!(Fit::of_shrunk(Some(&format!("expanded the libraries' own macros and {}", guided))), Fit::CompileGuided);
        assert_eq!(Fit::of_shrunk(Some("expanded the libraries' own macros and dropped the libraries' doc comments to fit")), Fit::MacroExpansion);
        assert_eq!(Fit::of_shrunk(Some("left out the build-script cfgs `x` (y 1.0) (they describe ...)")), Fit::BuildCfgs);
        assert_eq!(Fit::of_shrunk(Some("something new")), Fit::OtherStep);
        for f in Fit::ALL {
            assert_eq!(Fit::from_name(f.name()), Some(f));
        }
    }

    #[test]
    fn only_profiles_that_differ_in_their_limit_alone_are_taken() {
        let vnoj = profile("vnoj").unwrap();
        assert_eq!(vnoj.size_limit, Some((65_536, bundler::judge::Unit::Chars)));
        assert!(profile("unlimited").unwrap_err().contains("no size limit"));
        // AtCoder leaves its own crates to the judge; Codeforces compiles for Windows.
        assert!(profile("atcoder").is_err() && profile("codeforces").is_err());
        assert!(profile("nosuch").is_err());
        assert_eq!(size_in(vnoj, "é"), 1);
    }

    #[test]
    fn results_survive_the_cache() {
        let r = JudgeSize { rebundled: true, size: Some(70_000), bytes: Some(70_010), minified: Some(66_000), closest: Some(65_900), fit: Some(Fit::Over), over: Some("the bundle is 70000 characters, over".into()), no_fixtures: Some("why".into()), seconds: Some(12.5), ..JudgeSize::default() };
        assert_eq!(JudgeSize::from_json(&r.to_json()), Some(r));
        let fitting = JudgeSize { fit: Some(Fit::CompileGuided), check: Some("ok".into()), ..JudgeSize::default() };
        assert_eq!(JudgeSize::from_json(&fitting.to_json()), Some(fitting));
    }
}
