//! `bundler`: the command line. See `bundler --help`. The same program is the cargo subcommand
//! `cargo judgefile` (src/bin/cargo-judgefile.rs includes this file): cargo runs
//! `cargo-judgefile judgefile <args>`, which is the `judgefile` command below.
//!
//! Exit status: 0 on success, 1 when a bundle cannot be made or fails its check, 2 for a usage
//! error (clap's messages: an unknown option or judge profile, a missing argument; and for
//! `judgefile`, a project with no such program or no clear one), 130 when interrupted.

use bundler::base::error::{Error, Result};
use bundler::{check, judge, cli::mapfile, base::output, find::project, base::workspace, Options};
use clap::{Args, Parser, Subcommand};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Bundling allocates and frees hundreds of thousands of small syn and proc-macro2 nodes; with
/// glibc's allocator that was a quarter of a bundle's time (perf, `bundle hdu1525 --no-check`).
/// Built without transparent huge pages (feature `no_thp`, bundler/Cargo.toml).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// One judge-ready main.rs per problem, holding exactly the library code it uses.
#[derive(Parser, Debug)]
#[command(name = "bundler", version, arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// The workspace (default: found from the current directory).
    #[arg(long, global = true, value_name = "DIR")]
    root: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Write target/bundle/<id>/main.rs for each problem, checked first.
    Bundle(BundleArgs),
    /// The library files a problem's bundle draws on, one per line.
    Deps {
        /// The problem id.
        id: String,
    },
    /// Every problem id.
    List,
    /// Bundle a program of any Cargo package or workspace (as `cargo judgefile`): the only
    /// binary, or --bin / --example / --src; its cases from test/, testcases/<bin>.yml or
    /// --fixtures. Writes target/bundle/<bin>/main.rs under the workspace root.
    Judgefile(JudgefileArgs),
    /// Which source line a judge's message is about: `main.rs:1234:5` (or a whole pasted
    /// message, from the arguments or from stdin) through the line map written beside the bundle.
    Where(WhereArgs),
}

#[derive(Args, Debug)]
struct WhereArgs {
    /// The problem id (its bundle target/bundle/<id>/main.rs), or a bundle file with its map
    /// beside it (<file>.map).
    bundle: String,
    /// `main.rs:1234:5`, `1234:5`, `1234`, or the judge's whole message; none: read stdin.
    message: Vec<String>,
}

#[derive(Args, Debug)]
struct BundleArgs {
    /// Problem ids (the stems of problems/src/bin/*.rs).
    #[arg(required_unless_present = "all", conflicts_with = "all")]
    ids: Vec<String>,
    /// Every problem, in parallel.
    #[arg(long)]
    all: bool,
    /// Bundle again (with the check) whenever the problem, its fixtures or a library file it
    /// draws on is saved; one line per round; Ctrl-C stops.
    #[arg(long, conflicts_with_all = ["all", "stdout"])]
    watch: bool,
    #[command(flatten)]
    flags: BundleFlags,
}

/// `cargo judgefile`'s own options; the rest are `bundle`'s.
#[derive(Args, Debug)]
struct JudgefileArgs {
    /// The binary to bundle (its cargo name, or cargo-compete's alias: `a` for `abc300-a`);
    /// default: the package's only binary.
    #[arg(long, value_name = "NAME", conflicts_with_all = ["example", "src"])]
    bin: Option<String>,
    /// The example to bundle (examples/<NAME>.rs; dev-dependencies count).
    #[arg(long, value_name = "NAME", conflicts_with = "src")]
    example: Option<String>,
    /// The file to bundle, a target of its package or not.
    #[arg(long, value_name = "FILE")]
    src: Option<PathBuf>,
    /// The package's or workspace's Cargo.toml (default: found from the current directory).
    #[arg(long, value_name = "PATH")]
    manifest_path: Option<PathBuf>,
    /// Write the bundle here instead of target/bundle/<bin>/main.rs.
    #[arg(short = 'o', long, value_name = "FILE", conflicts_with = "stdout")]
    output: Option<PathBuf>,
    /// The sample cases: a folder of <name>.in / <name>.out (default: test/<bin>/, test/ with
    /// one binary, or cargo-compete's testcases/<alias>.yml).
    #[arg(long, value_name = "DIR")]
    fixtures: Option<PathBuf>,
    #[command(flatten)]
    flags: BundleFlags,
}

/// How to bundle and check: the options `bundle` and `judgefile` share.
#[derive(Args, Debug)]
struct BundleFlags {
    /// Keep whole modules (no item-level tree shaking).
    #[arg(long)]
    keep_modules: bool,
    /// Keep every crate whole, as the compiler sees it for the judge (what `cargo judgefile`
    /// falls back to when a shaken bundle does not bundle, compile or pass).
    #[arg(long)]
    keep_crates: bool,
    /// Drop doc comments.
    #[arg(long)]
    remove_docs: bool,
    /// Drop plain comments.
    #[arg(long)]
    remove_comments: bool,
    /// Print tokens with minimal spacing.
    #[arg(long)]
    minify: bool,
    /// Print the bundle instead of writing it.
    #[arg(long)]
    stdout: bool,
    /// Compile with stable and /usr/bin/rustc and run the fixtures (the default).
    #[arg(long, overrides_with = "no_check")]
    check: bool,
    /// Skip the check.
    #[arg(long, overrides_with = "check")]
    no_check: bool,
    /// The judge's rules: size limit, edition, and whether it takes Rust at all.
    #[arg(long, value_name = "PROFILE", value_parser = clap::builder::PossibleValuesParser::new(judge::JUDGES.iter().map(|j| j.name)))]
    judge: Option<String>,
    /// Leave this crate out as the judge's own: the bundle keeps its `use` (repeatable).
    #[arg(long, value_name = "CRATE")]
    exclude: Vec<String>,
    /// Inline this crate even though the judge has it (repeatable).
    #[arg(long, value_name = "CRATE")]
    inline: Vec<String>,
    /// Expand the libraries' own macro_rules! invocations even when the bundle fits (without
    /// it, only a bundle over the judge's size limit is made again expanded; docs/macro-expansion.md).
    #[arg(long)]
    expand_macros: bool,
    /// Bundle and check again, reusing neither an earlier bundle nor an earlier verdict
    /// (also when BUNDLER_NO_CACHE is set to anything but 0).
    #[arg(long)]
    no_cache: bool,
    /// `c`: also write main.c beside main.rs, one C file for judges that take no Rust (HDU, POJ;
    /// the default for their profiles); `rust`: main.rs only (docs/c-target.md).
    #[arg(long, value_name = "LANG", value_parser = ["rust", "c"])]
    emit: Option<String>,
}

pub fn main() -> ExitCode {
    // Usage errors exit 2 through clap; --help and --version exit 0.
    let mut command = <Cli as clap::CommandFactory>::command();
    let invoked = std::env::args_os().next().map(PathBuf::from);
    if invoked.as_deref().and_then(Path::file_stem).map_or(false, |n| n.to_string_lossy() == format!("cargo-{}", project::SUBCOMMAND)) {
        // As cargo's subcommand, the usage lines say `cargo judgefile ...`.
        command = command.bin_name("cargo");
    }
    let cli = match <Cli as clap::FromArgMatches>::from_arg_matches(&command.get_matches()) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    // `--watch` installs its own (stop the round, then exit); ctrlc allows one.
    if !matches!(&cli.command, Command::Bundle(args) if args.watch) {
        bundler::base::scratch::install_interrupt_handler();
    }
    if let Command::Judgefile(args) = &cli.command {
        return judgefile_command(args);
    }
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(errors) => {
            for e in errors {
                eprintln!("{}", e);
            }
            ExitCode::FAILURE
        }
    }
}

/// `cargo judgefile`: one program of any Cargo project. A command line that names nothing
/// bundleable (no binary, several, an unknown one, a manifest cargo cannot read) exits 2.
fn judgefile_command(args: &JudgefileArgs) -> ExitCode {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let request = project::Request {
        cwd: cwd.clone(),
        manifest_path: args.manifest_path.clone(),
        bin: args.bin.clone(),
        example: args.example.clone(),
        src: args.src.clone(),
        fixtures: args.fixtures.clone(),
        judge: args.flags.judge.clone(),
    };
    let project = match project::resolve(&request) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{}", e);
            return ExitCode::from(2);
        }
    };
    let flags = &args.flags;
    if flags.emit.as_deref() == Some("c") {
        // The C file's program is built without std, on solver-core's platform layer: this
        // workspace's problems are written for it; a project's program and its crates are not.
        eprintln!("error: --emit c makes a C file for this workspace's problems (`just bundle <id> --emit c`), whose programs use solver-core's I/O and no std; a Cargo project's program is bundled as Rust only\nhelp: write the solution in the solver-core workspace (docs/c-target.md)");
        return ExitCode::from(2);
    }
    let options = bundle_options(flags);
    let checking = !flags.no_check;
    let attempt = |options: &Options| bundler::bundle_project(&project, options).and_then(|mut bundle| {
        if !options.keep_crates && std::env::var_os(BREAK_SHAKEN).is_some() {
            bundle.source.push_str(&format!("compile_error!(\"{} is set\");\n", BREAK_SHAKEN));
        }
        let program = check::Program::of_project(&project);
        let output = match &args.output {
            Some(o) => Output::File(if o.is_absolute() { o.clone() } else { cwd.join(o) }, o.display().to_string()),
            None if flags.stdout => Output::Stdout,
            None => Output::Root(project.bundle_path()),
        };
        let mut done = finish_one(&project.root, &program, &bundle, checking, caching(flags), profile_of(flags, &project), &output)?;
        done.warnings.splice(0..0, project.fixtures.notices.iter().cloned());
        if let (Some(from), Some(j)) = (&project.judge_from, project.judge) {
            // With --stdout the report is the bundle itself.
            if flags.judge.is_none() && !flags.stdout {
                done.report.push_str(&format!("\n  judge: {} (from {})", j.name, from));
            }
        }
        Ok(done)
    });
    // Shaking, trait-member removal and the shrink steps are optimisations: when the bundle
    // they give fails (the bundler's own name checks, the compile, a fixture), the crates go in
    // whole, as the compiler sees them, and that bundle is the answer when it passes. When it
    // fails too, the first failure is the one reported: it is about the same program.
    let result = match attempt(&options) {
        Err(first) if !options.keep_crates => {
            let whole = Options { keep_crates: true, ..options.clone() };
            match attempt(&whole) {
                Ok(mut done) => {
                    let why = first.to_string().lines().next().unwrap_or_default().trim_start_matches("error: ").to_string();
                    let line = format!("kept the crates whole: the shaken bundle failed ({})", why);
                    // With --stdout the report is the bundle itself.
                    if flags.stdout {
                        done.warnings.push(format!("notice: {}", line));
                    } else {
                        done.report.push_str(&format!("\n  {}", line));
                    }
                    Ok(done)
                }
                Err(_) => Err(first),
            }
        }
        result => result,
    };
    match result {
        Ok(done) => {
            for w in &done.warnings {
                eprintln!("{}", w);
            }
            if flags.stdout {
                print!("{}", done.report);
            } else {
                println!("{}", done.report);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}", e);
            ExitCode::FAILURE
        }
    }
}

/// The profile a project's bundle is checked under: --judge, else the project's own.
fn profile_of(flags: &BundleFlags, project: &project::Project) -> Option<&'static judge::Judge> {
    match &flags.judge {
        Some(name) => judge::find(name).ok(),
        None => project.judge,
    }
}

fn bundle_options(flags: &BundleFlags) -> Options {
    Options {
        keep_modules: flags.keep_modules,
        keep_crates: flags.keep_crates,
        remove_docs: flags.remove_docs,
        remove_comments: flags.remove_comments,
        minify: flags.minify,
        judge: flags.judge.clone(),
        proc_macro_server: None,
        exclude: flags.exclude.clone(),
        inline: flags.inline.clone(),
        expand_macros: flags.expand_macros,
        c_host: false,
        // One bundling per process, except in watch mode (which turns it off).
        forget_parsed: true,
        cache: caching(flags),
    }
}

/// Whether earlier bundles and verdicts may be reused: not with --no-cache or BUNDLER_NO_CACHE.
fn caching(flags: &BundleFlags) -> bool {
    !flags.no_cache && !bundler::bundle_cache::disabled_by_env()
}

/// Where a bundle goes.
enum Output {
    /// A path relative to the root (`target/bundle/<id>/main.rs`).
    Root(String),
    /// A file the user named (`-o`), and the path as they wrote it.
    File(PathBuf, String),
    /// Printed (`--stdout`).
    Stdout,
}

fn run(cli: Cli) -> std::result::Result<(), Vec<Error>> {
    let cwd = std::env::current_dir().map_err(|e| vec![Error::new(format!("no current directory: {}", e))])?;
    let root = match &cli.root {
        // Relative to where the command runs: the passes below join paths onto the root and
        // hand them to cargo, which runs elsewhere.
        Some(r) => cwd.join(r),
        None => workspace::find_root(&cwd).map_err(|e| vec![e])?,
    };
    match cli.command {
        Command::List => {
            for id in workspace::problem_ids(&root) {
                println!("{}", id);
            }
            Ok(())
        }
        Command::Deps { id } => {
            for file in bundler::deps(&root, &id).map_err(|e| vec![e])? {
                println!("{}", file);
            }
            Ok(())
        }
        Command::Bundle(args) => bundle_command(&root, &args),
        Command::Where(args) => where_command(&root, &args).map_err(|e| vec![e]),
        Command::Judgefile(_) => unreachable!("handled in main"),
    }
}

/// `where`: a judge's message about a bundle, in the source files' lines.
fn where_command(root: &Path, args: &WhereArgs) -> Result<()> {
    let as_file = PathBuf::from(&args.bundle);
    let (path, shown) = if args.bundle.ends_with(".rs") && as_file.is_file() {
        (as_file, args.bundle.clone())
    } else {
        let rel = workspace::bundle_path(&args.bundle);
        (root.join(&rel), rel)
    };
    let map = mapfile::read_beside(&path, &shown).map_err(|e| match workspace::problem_path(root, &args.bundle) {
        // Neither a bundle file nor a problem: say which problems there are.
        Err(unknown) if !path.exists() => unknown,
        _ => e,
    })?;
    let bundle = std::fs::read_to_string(&path).ok().filter(|b| map.matches(b));
    if bundle.is_none() {
        eprintln!("warning: {} is not the bundle its map was written with (changed or gone): the lines are those of the bundle that was mapped", shown);
    }
    let message = if args.message.is_empty() {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).map_err(|e| Error::new(format!("cannot read the message from stdin: {}", e)))?;
        text
    } else {
        args.message.join(" ")
    };
    print!("{}", mapfile::explain(&map, bundle.as_deref(), &message)?);
    Ok(())
}

fn bundle_command(root: &Path, args: &BundleArgs) -> std::result::Result<(), Vec<Error>> {
    let ids = if args.all { workspace::problem_ids(root) } else { args.ids.clone() };
    if ids.is_empty() {
        return Err(vec![Error::new("no problems in problems/src/bin").help("add problems/src/bin/<id>.rs (`just new <id>`)")]);
    }
    let profile = args.flags.judge.as_deref().map(|name| judge::find(name).expect("clap admits only known profiles"));
    let checking = !args.flags.no_check;
    if args.watch && ids.len() != 1 {
        clap::Error::raw(clap::error::ErrorKind::ArgumentConflict, "--watch watches one problem: give exactly one id\n").exit();
    }
    let mut options = bundle_options(&args.flags);
    options.forget_parsed = !args.watch;
    if args.watch {
        return watch_command(root, &ids[0], &options, checking, profile, args.flags.emit.as_deref()).map_err(|e| vec![e]);
    }
    std::thread::scope(|s| {
        if checking {
            // Ask the compilers their versions while bundling (remembered: only a changed
            // compiler is asked again).
            s.spawn(|| check::compilers_in(root));
        }
        // Bundling is quick and shares one parse of the library; checking compiles and runs,
        // so it goes in parallel.
        let bundles = bundler::bundle_many(root, &ids, &options);
        finish_all(root, &ids, &bundles, args, &options, checking, profile)
    })
}

fn finish_all(
    root: &Path,
    ids: &[String],
    bundles: &[Result<bundler::Bundle>],
    args: &BundleArgs,
    options: &Options,
    checking: bool,
    profile: Option<&judge::Judge>,
) -> std::result::Result<(), Vec<Error>> {
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(ids.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<Finished>>>> = ids.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if k >= ids.len() {
                    break;
                }
                let r = match &bundles[k] {
                    Ok(b) => {
                        // Without --judge, the profile the problem's spec names.
                        let profile = match profile {
                            Some(p) => Ok(Some(p)),
                            None => judge::for_problem(root, &b.id),
                        };
                        let output = if args.flags.stdout { Output::Stdout } else { Output::Root(workspace::bundle_path(&b.id)) };
                        profile.and_then(|profile| {
                            let program = check::Program::workspace(root, &b.id);
                            let mut done = finish_one(root, &program, b, checking, options.cache, profile, &output)?;
                            if !args.flags.stdout {
                                let c_profile = if args.flags.judge.is_some() { Ok(profile) } else { judge::c_judge_for_problem(root, &b.id) }?;
                                finish_c(root, &program, c_profile, args.flags.emit.as_deref(), checking, options, &mut done)?;
                            }
                            Ok(done)
                        })
                    }
                    Err(e) => Err(e.clone()),
                };
                *results[k].lock().unwrap() = Some(r);
            });
        }
    });
    let mut errors = Vec::new();
    for r in results {
        match r.into_inner().unwrap().expect("every id was bundled") {
            Ok(done) => {
                for w in &done.warnings {
                    eprintln!("{}", w);
                }
                if args.flags.stdout {
                    print!("{}", done.report);
                } else {
                    println!("{}", done.report);
                }
            }
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// `bundle <id> --watch`: a round per save (see [`bundler::cli::watch`]).
fn watch_command(root: &Path, id: &str, options: &Options, checking: bool, profile: Option<&judge::Judge>, emit: Option<&str>) -> Result<()> {
    bundler::cli::watch::run(root, id, || {
        let finished = bundler::bundle(root, id, options).and_then(|b| {
            let profile = match profile {
                Some(p) => Some(p),
                None => judge::for_problem(root, &b.id)?,
            };
            let output = Output::Root(workspace::bundle_path(&b.id));
            let program = check::Program::workspace(root, &b.id);
            let mut done = finish_one(root, &program, &b, checking, options.cache, profile, &output)?;
            let c_profile = match profile {
                Some(p) if p.c.is_some() => Some(p),
                _ => judge::c_judge_for_problem(root, id)?,
            };
            finish_c(root, &program, c_profile, emit, checking, options, &mut done)?;
            Ok((b, done))
        });
        match finished {
            Ok((b, done)) => bundler::cli::watch::Round {
                ok: true,
                summary: format!("ok: {}", done.report.lines().map(str::trim).collect::<Vec<_>>().join("; ")),
                details: done.warnings,
                sources: b.line_map.file_paths(),
            },
            Err(e) => bundler::cli::watch::Round::failed(&e),
        }
    })
}

/// What to print for one finished problem.
struct Finished {
    /// To stdout: the report (or the bundle itself with --stdout).
    report: String,
    /// To stderr.
    warnings: Vec<String>,
}

/// Checks and writes one bundle of `program` for `profile`.
/// The fallback to whole crates below is a net under the shaker's own mistakes, and a test
/// cannot summon a mistake on purpose once it is fixed: with this variable set, every shaken
/// bundle fails to compile, so that tests/anywhere.rs sees the net hold.
const BREAK_SHAKEN: &str = "BUNDLER_BREAK_SHAKEN_BUNDLES";

fn finish_one(
    root: &Path,
    program: &check::Program,
    bundle: &bundler::Bundle,
    checking: bool,
    cache: bool,
    profile: Option<&judge::Judge>,
    output: &Output,
) -> Result<Finished> {
    let id = bundle.id.as_str();
    let mut warnings = Vec::new();
    match profile {
        Some(p) if p.accepts_rust => p.admits(id, &bundle.source).map_err(|e| bundler::write::shrink::explain_still_over(e, p, &bundle.source, bundle.closest_over.as_deref(), bundle.floor_over.as_ref()))?,
        Some(p) => {
            // A judge that takes no Rust refuses here unless it takes C; the Rust file is then
            // for any Rust judge, as without a profile.
            p.admits(id, &bundle.source)?;
            warnings.extend(judge::size_warning(id, &bundle.source));
        }
        None => warnings.extend(judge::size_warning(id, &bundle.source)),
    }
    let has_fixtures = !program.fixtures.cases.is_empty();
    if !has_fixtures {
        warnings.push(if program.package.is_none() {
            check::no_fixtures_warning(id)
        } else {
            format!(
                "warning: no sample cases found for `{}`, so the bundle was never run; put them in test/ (oj download), test/{}/ or cargo-compete's testcases/, or pass --fixtures DIR",
                id, id
            )
        });
    }
    let mut lines = Vec::new();
    lines.extend(bundle.shrunk.as_ref().map(|step| format!("shrunk: {}", step)));
    // A shrunk bundle's library lines no longer match the line map.
    let line_map = if bundle.shrunk.is_some() { None } else { Some(&bundle.line_map) };
    if checking {
        let editions: &[&str] = match profile {
            Some(p) if p.edition != "2021" => &["2021", p.edition],
            _ => &["2021"],
        };
        let options = check::CheckOptions { editions, depth: check::Depth::Quick, cache, skip_old_rustc: bundle.old_rustc_skipped.clone() };
        // The judge's crates the bundle uses, built as the judge has them.
        let extern_args = bundler::judge::judge_crates::build_externs(root, profile.map_or("excluded", |p| p.name), &bundle.externs)?;
        let report = check::check_program(root, program, &bundle.source, line_map, &options, &extern_args)?;
        lines.extend(report.notices.iter().cloned());
        warnings.extend(report.warnings.iter().cloned());
        let cached = if report.cached { " (unchanged since the last check: cached)" } else { "" };
        lines.push(if has_fixtures {
            format!("checked{}: {} fixture runs over {} cases{} with {}", cached, report.runs, report.cases, cases_from(program), report.compilers.join(", "))
        } else {
            format!("checked{}: compiles with {}; no fixtures, so nothing was run", cached, report.compilers.join(", "))
        });
    }
    if profile.is_none() && program.package.is_some() {
        // A contestant's project that names no judge: made for current stable; which judges take it.
        let needed = bundle.rustc_needed.as_ref().and_then(|(v, _)| bundler::judge::syntax_version::RustVersion::parse(v));
        lines.push(judge::suited(id, &bundle.source, needed));
    }
    let rel = match output {
        Output::Stdout => return Ok(Finished { report: bundle.source.clone(), warnings }),
        Output::Root(rel) => {
            output::write_if_changed(root, rel, &bundle.source)?;
            // Beside it, the map that `where` and `judge` read a runtime error's `main.rs:L:C` through.
            mapfile::write_beside(root, rel, bundle)?;
            rel.clone()
        }
        Output::File(path, shown) => {
            let (dir, name) = (path.parent().unwrap_or(Path::new(".")), path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default());
            output::write_if_changed(dir, &name, &bundle.source)?;
            mapfile::write_beside(dir, &name, bundle)?;
            shown.clone()
        }
    };
    let crates = if bundle.crates.is_empty() {
        "no library code".to_string()
    } else {
        bundle
            .crates
            .iter()
            .map(|c| format!("{}: {}", c.module, if c.modules.is_empty() { "(root only)".to_string() } else { c.modules.join(", ") }))
            .collect::<Vec<_>>()
            .join("; ")
    };
    let mut head = format!(
        "{}: {} bytes; libraries: {} of {} bytes kept; {}",
        rel,
        bundle.source.len(),
        bundle.kept_bytes,
        bundle.whole_module_bytes,
        crates
    );
    for l in lines {
        head.push('\n');
        head.push_str("  ");
        head.push_str(&l);
    }
    Ok(Finished { report: head, warnings })
}

/// Writes problem `program`'s `main.c` beside its `main.rs` ([`bundler::write::c_target`]) when
/// `--emit c` asks for it, or when `c_profile` (its judge that takes C: the spec's judge when
/// that takes no Rust, or its `c_judge`) says so (unless `--emit rust`): size
/// against the judge's limit, then the C check, then the file. Where no rustc has the wasm32
/// target and nobody asked for C by name, a warning says what to install and `main.rs` stands
/// alone. A failure removes an older `main.c`, so none is left that does not match.
fn finish_c(root: &Path, program: &check::Program, c_profile: Option<&judge::Judge>, emit: Option<&str>, checking: bool, options: &Options, done: &mut Finished) -> Result<()> {
    let id = program.id.as_str();
    let c_judge = c_profile.filter(|p| p.c.is_some());
    let wanted = match emit {
        Some("c") => true,
        Some(_) => false,
        None => c_judge.is_some(),
    };
    if !wanted {
        return Ok(());
    }
    let rel = workspace::c_bundle_path(id);
    let made = (|| -> Result<Option<String>> {
        if emit.is_none() && bundler::write::c_target::toolchain().is_err() {
            done.warnings.push(format!("warning: {}", bundler::write::c_target::MISSING_TOOLCHAIN));
            return Ok(None);
        }
        let c = bundler::bundle_c(root, id, options)?;
        let (judge_name, limit) = match c_judge {
            Some(p) => (p.name, p.size_limit.map(|(limit, _)| limit)),
            None => ("any", None),
        };
        bundler::write::c_target::admits(judge_name, &rel, &c.source, limit)?;
        let mut line = format!("{}: {} bytes (from {} bytes of wasm{})", rel, c.source.len(), c.wasm_bytes, if c.cached { ", cached" } else { "" });
        if checking {
            let file_style = check::problem_uses_judge_files(root, id);
            let report = bundler::check::c_check::check_c(root, program, &c.source, file_style, options.cache)?;
            done.warnings.extend(report.notices.iter().cloned());
            let cached = if report.cached { " (cached)" } else { "" };
            if report.compilers.is_empty() {
                line.push_str("\n  not checked: no C compiler here");
            } else {
                line.push_str(&format!("\n  checked{}: {} fixture runs over {} cases with {}", cached, report.runs, report.cases, report.compilers.join(", ")));
            }
        }
        bundler::base::output::write_if_changed(root, &rel, &c.source)?;
        Ok(Some(line))
    })();
    match made {
        Ok(Some(line)) => {
            done.report.push('\n');
            done.report.push_str(&line);
            Ok(())
        }
        Ok(None) => Ok(()),
        Err(e) => {
            let _ = std::fs::remove_file(root.join(&rel));
            Err(e)
        }
    }
}

/// ` from test/` for a project's cases, so the report says which were run (nothing for this
/// workspace's `fixtures/<id>/`, the one place they can be).
fn cases_from(program: &check::Program) -> String {
    if program.package.is_none() || program.fixtures.from.is_empty() {
        String::new()
    } else {
        format!(" from {}", program.fixtures.from)
    }
}
