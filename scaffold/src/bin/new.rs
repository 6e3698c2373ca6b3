//! `new <id>`: start a problem by hand: problems/src/bin/<id>.rs from the template and
//! fixtures/<id>.toml. Refuses to overwrite an existing problem.

use clap::{Parser, ValueEnum};
use problem_spec::IoMode;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Clone, Copy, ValueEnum)]
enum Io {
    /// <id>.inp -> <id>.out when present, else stdin (VNOI / Themis style)
    File,
    /// stdin -> stdout (HDU, Codeforces style)
    Stdin,
}

#[derive(Parser)]
#[command(name = "new", about = "Start a problem: problems/src/bin/<id>.rs from the template and fixtures/<id>.toml")]
struct Args {
    /// The problem id: lowercase letters, digits and _, starting with a letter
    id: String,
    #[arg(long, value_enum, default_value = "file")]
    io: Io,
    /// Judge profile (the bundler's --judge): vnoj, codeforces, atcoder, luogu, spoj, themis,
    /// cses, library_checker, kattis, timus (and hdu, codechef, poj, which take no Rust)
    #[arg(long, default_value = "vnoj")]
    judge: String,
    #[arg(long, default_value_t = 1000)]
    time_limit_ms: u64,
    #[arg(long, default_value_t = 256)]
    memory_limit_mib: u64,
    /// Where the statement is
    #[arg(long)]
    url: Option<String>,
    /// The problem's title (default: the id)
    #[arg(long)]
    name: Option<String>,
    /// Only write fixtures/<id>.toml for an existing solution (I/O mode read from its judge_io call)
    #[arg(long)]
    spec_only: bool,
    /// The workspace (default: found from the current directory)
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let root = match scaffold::workspace_root(args.root.clone()) {
        Ok(r) => r,
        Err(message) => {
            eprintln!("{}", message);
            return ExitCode::FAILURE;
        }
    };
    let mut spec = scaffold::default_spec(&args.id);
    spec.io = match args.io {
        Io::File => IoMode::File(args.id.clone()),
        Io::Stdin => IoMode::Stdin,
    };
    spec.judge = args.judge.clone();
    spec.time_limit_ms = args.time_limit_ms;
    spec.memory_limit_mib = args.memory_limit_mib;
    spec.url = args.url.clone();
    spec.name = args.name.clone().unwrap_or_else(|| args.id.clone());
    if args.spec_only {
        return match scaffold::create_spec_only(&root, &args.id, spec) {
            Ok(path) => {
                println!("wrote {}", path.strip_prefix(&root).unwrap_or(&path).display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {}", e);
                ExitCode::FAILURE
            }
        };
    }
    let problem = scaffold::NewProblem { id: args.id.clone(), spec, samples: Vec::new() };
    match scaffold::create(&root, &problem, false) {
        Ok(created) => {
            for p in &created.written {
                println!("wrote {}", p.strip_prefix(&root).unwrap_or(p).display());
            }
            println!(
                "next: put the samples in fixtures/{id}/sample-1.in and sample-1.out, write the main, then `just judge {id} --dev`",
                id = args.id
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {}", e);
            ExitCode::FAILURE
        }
    }
}
