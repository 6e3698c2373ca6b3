//! `listen`: receive problems from the Competitive Companion browser extension (its "custom
//! port" set to 10043) and create each one: problems/src/bin/<id>.rs, fixtures/<id>/sample-N
//! and fixtures/<id>.toml. Listens on loopback only. Stops on Ctrl-C, or after one problem with --once.

use clap::Parser;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

#[derive(Parser)]
#[command(
    name = "listen",
    about = "Receive problems from Competitive Companion on 127.0.0.1 and create their files",
    after_help = "In the extension's settings, add the custom port 10043. Each problem sent creates\nproblems/src/bin/<id>.rs (from the template), fixtures/<id>/sample-N.in/.out and fixtures/<id>.toml."
)]
struct Args {
    /// The port on 127.0.0.1 (0: any free port, printed at start)
    #[arg(long, default_value_t = 10043)]
    port: u16,
    /// The problem id (default: from the input file's name, the URL, or the name)
    #[arg(long)]
    id: Option<String>,
    /// Replace an existing problem's fixtures and problem spec (its solution is kept)
    #[arg(long)]
    force: bool,
    /// Stop after one problem is created
    #[arg(long)]
    once: bool,
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
    // Loopback only: anything on the network could otherwise write files into the workspace.
    let server = match tiny_http::Server::http(("127.0.0.1", args.port)) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: cannot listen on 127.0.0.1:{}: {} (is another `just listen` running?)", args.port, e);
            return ExitCode::FAILURE;
        }
    };
    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = stop.clone();
        if let Err(e) = ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst)) {
            eprintln!("warning: Ctrl-C handler not installed: {}", e);
        }
    }
    let address = server.server_addr().to_ip().map_or_else(|| format!("127.0.0.1:{}", args.port), |a| a.to_string());
    println!("listening on {} for Competitive Companion (Ctrl-C stops)", address);
    while !stop.load(Ordering::SeqCst) {
        // A short timeout so that Ctrl-C is seen between requests, never in the middle of one.
        let mut request = match server.recv_timeout(Duration::from_millis(200)) {
            Ok(Some(r)) => r,
            Ok(None) => continue,
            Err(e) => {
                eprintln!("error: {}", e);
                return ExitCode::FAILURE;
            }
        };
        let (status, message, created) = handle(&root, &args, &mut request);
        if created {
            println!("{}", message);
        } else {
            eprintln!("rejected ({}): {}", status, message);
        }
        let response = tiny_http::Response::from_string(format!("{}\n", message)).with_status_code(status);
        let _ = request.respond(response);
        if created && args.once {
            return ExitCode::SUCCESS;
        }
    }
    println!("stopped");
    ExitCode::SUCCESS
}

/// (HTTP status, message, whether a problem was created).
fn handle(root: &Path, args: &Args, request: &mut tiny_http::Request) -> (u16, String, bool) {
    if *request.method() != tiny_http::Method::Post {
        return (405, "POST a Competitive Companion problem here".into(), false);
    }
    let mut body = String::new();
    if let Err(e) = request.as_reader().read_to_string(&mut body) {
        return (400, format!("unreadable body: {}", e), false);
    }
    let problem = match scaffold::companion::parse(&body).and_then(|p| scaffold::companion::to_new_problem(&p, args.id.as_deref())) {
        Ok(p) => p,
        Err(e) => return (400, e, false),
    };
    match scaffold::create(root, &problem, args.force) {
        Ok(created) => {
            let mut message = format!("created {} ({} samples):", problem.id, problem.samples.len());
            for p in &created.written {
                message.push_str(&format!(" {}", p.strip_prefix(root).unwrap_or(p).display()));
            }
            if let Some(kept) = &created.kept {
                message.push_str(&format!("; kept {}", kept.strip_prefix(root).unwrap_or(kept).display()));
            }
            (201, message, true)
        }
        Err(e) if e.contains("already exists") => (409, format!("{}, or pass --force to replace its samples and spec (the solution is kept)", e), false),
        Err(e) => (400, e, false),
    }
}
