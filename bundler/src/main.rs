//! `bundler`: the command line. See `bundler help`.

use bundler::error::{Error, Result};
use bundler::{check, judge, output, workspace, Options};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "\
bundler: one judge-ready main.rs per problem, holding exactly the solver-core code it uses

USAGE:
    bundler bundle <id>... [options]     write target/bundle/<id>/main.rs
    bundler bundle --all [options]       every problem, in parallel
    bundler deps <id>                    the solver-core files <id> depends on, one per line
    bundler list                         every problem id

OPTIONS:
    --keep-modules       keep whole modules (no item-level tree shaking)
    --remove-docs        drop doc comments
    --remove-comments    drop plain comments
    --minify             print tokens with minimal spacing
    --stdout             print the bundle instead of writing it
    --check              compile with stable and /usr/bin/rustc, run the fixtures (default)
    --no-check           skip that
    --judge <profile>    hdu, vnoj, codeforces, atcoder, luogu, spoj or themis: size limit,
                         edition, and whether the judge takes Rust at all
    --root <dir>         the workspace (default: found from the current directory)
";

struct Args {
    command: String,
    ids: Vec<String>,
    all: bool,
    options: Options,
    stdout: bool,
    check: bool,
    judge: Option<String>,
    root: Option<PathBuf>,
}

fn parse_args(raw: Vec<String>) -> std::result::Result<Args, String> {
    let mut it = raw.into_iter();
    let command = it.next().ok_or_else(|| "missing command".to_string())?;
    let mut args = Args {
        command,
        ids: Vec::new(),
        all: false,
        options: Options::default(),
        stdout: false,
        check: true,
        judge: None,
        root: None,
    };
    while let Some(a) = it.next() {
        match a.as_str() {
            "--all" => args.all = true,
            "--keep-modules" => args.options.keep_modules = true,
            "--remove-docs" => args.options.remove_docs = true,
            "--remove-comments" => args.options.remove_comments = true,
            "--minify" => args.options.minify = true,
            "--stdout" => args.stdout = true,
            "--check" => args.check = true,
            "--no-check" => args.check = false,
            "--judge" => args.judge = Some(it.next().ok_or("--judge needs a profile name")?),
            "--root" => args.root = Some(PathBuf::from(it.next().ok_or("--root needs a directory")?)),
            flag if flag.starts_with('-') => return Err(format!("unknown option `{}`", flag)),
            id => args.ids.push(id.to_string()),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    if raw.is_empty() || matches!(raw[0].as_str(), "help" | "--help" | "-h") {
        print!("{}", USAGE);
        return if raw.is_empty() { ExitCode::from(2) } else { ExitCode::SUCCESS };
    }
    let args = match parse_args(raw) {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("error: {}\n\n{}", msg, USAGE);
            return ExitCode::from(2);
        }
    };
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(errors) => {
            for e in errors {
                eprintln!("{}", e);
            }
            ExitCode::FAILURE
        }
    }
}

fn run(args: Args) -> std::result::Result<(), Vec<Error>> {
    let root = match &args.root {
        Some(r) => r.clone(),
        None => {
            let cwd = std::env::current_dir().map_err(|e| vec![Error::new(format!("no current directory: {}", e))])?;
            workspace::find_root(&cwd).map_err(|e| vec![e])?
        }
    };
    match args.command.as_str() {
        "list" => {
            for id in workspace::problem_ids(&root) {
                println!("{}", id);
            }
            Ok(())
        }
        "deps" => {
            if args.ids.len() != 1 {
                return Err(vec![Error::new("`deps` takes one problem id").help("bundler deps hdu1525")]);
            }
            for file in bundler::deps(&root, &args.ids[0]).map_err(|e| vec![e])? {
                println!("{}", file);
            }
            Ok(())
        }
        "bundle" => bundle_command(&root, &args),
        other => Err(vec![Error::new(format!("unknown command `{}`", other)).help("commands: bundle, deps, list")]),
    }
}

fn bundle_command(root: &Path, args: &Args) -> std::result::Result<(), Vec<Error>> {
    let ids = if args.all { workspace::problem_ids(root) } else { args.ids.clone() };
    if ids.is_empty() {
        return Err(vec![Error::new("no problem given").help("bundler bundle <id>, or bundler bundle --all")]);
    }
    let profile = match &args.judge {
        Some(name) => Some(judge::find(name).map_err(|e| vec![e])?),
        None => None,
    };
    // Bundling is quick and shares one parse of the library; checking compiles and runs, so it
    // goes in parallel.
    let bundles = bundler::bundle_many(root, &ids, &args.options);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(ids.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<String>>>> = ids.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let k = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                if k >= ids.len() {
                    break;
                }
                let r = match &bundles[k] {
                    Ok(b) => finish_one(root, b, args, profile),
                    Err(e) => Err(e.clone()),
                };
                *results[k].lock().unwrap() = Some(r);
            });
        }
    });
    let mut errors = Vec::new();
    for r in results {
        match r.into_inner().unwrap().expect("every id was bundled") {
            Ok(report) => {
                if args.stdout {
                    print!("{}", report);
                } else {
                    println!("{}", report);
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

/// Checks and writes one bundle; returns what to print.
fn finish_one(root: &Path, bundle: &bundler::Bundle, args: &Args, profile: Option<&judge::Judge>) -> Result<String> {
    let id = bundle.id.as_str();
    // Without --judge, the profile the problem's spec names.
    let profile = match profile {
        Some(p) => Some(p),
        None => judge::for_problem(root, id)?,
    };
    if let Some(p) = profile {
        p.admits(id, &bundle.source)?;
    }
    let mut lines = Vec::new();
    if args.check {
        let editions: &[&str] = match profile {
            Some(p) if p.edition != "2021" => &["2021", p.edition],
            _ => &["2021"],
        };
        let report = check::check_bundle(root, id, &bundle.source, editions)?;
        for n in &report.notices {
            lines.push(n.clone());
        }
        lines.push(format!(
            "checked: {} fixture runs over {} cases with {}",
            report.runs,
            report.cases,
            report.compilers.join(", ")
        ));
    }
    if args.stdout {
        return Ok(bundle.source.clone());
    }
    let rel = workspace::bundle_path(id);
    output::write_atomically(root, &rel, &bundle.source)?;
    let mut head = format!(
        "{}: {} bytes; solver_core: {} of {} bytes kept; modules: {}",
        rel,
        bundle.source.len(),
        bundle.kept_bytes,
        bundle.whole_module_bytes,
        if bundle.modules.is_empty() { "(none)".to_string() } else { bundle.modules.join(", ") }
    );
    for l in lines {
        head.push('\n');
        head.push_str("  ");
        head.push_str(&l);
    }
    Ok(head)
}
