//! `wasm-to-c input.wasm output.c [--entry NAME]`: exit 2 on usage errors, 1 on refusal.
//! The output is written to a temporary file beside it and renamed, so no partial file is left.

use std::process::exit;
use wasm_to_c::{translate, Host, Options};

fn usage(msg: &str) -> ! {
    eprintln!("wasm-to-c: {msg}\nusage: wasm-to-c INPUT.wasm OUTPUT.c [--entry NAME] (default entry: sc_main)");
    exit(2)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut files = vec![];
    let mut entry = "sc_main".to_string();
    while let Some(a) = args.next() {
        if a == "--entry" {
            entry = args.next().unwrap_or_else(|| usage("--entry needs a name"));
        } else if let Some(e) = a.strip_prefix("--entry=") {
            entry = e.to_string();
        } else if a == "-h" || a == "--help" {
            usage("help");
        } else if a.starts_with("--") {
            usage(&format!("unknown option {a}"));
        } else {
            files.push(a);
        }
    }
    if files.len() != 2 {
        usage("expected an input and an output file");
    }
    let wasm = std::fs::read(&files[0])
        .unwrap_or_else(|e| usage(&format!("cannot read {}: {e}", files[0])));
    let c = match translate(
        &wasm,
        &Options {
            entry,
            host: Host::SolverCore,
        },
    ) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("wasm-to-c: {}: {e}", files[0]);
            exit(1)
        }
    };
    let tmp = format!("{}.tmp{}", files[1], std::process::id());
    if let Err(e) = std::fs::write(&tmp, c).and_then(|_| std::fs::rename(&tmp, &files[1])) {
        let _ = std::fs::remove_file(&tmp);
        eprintln!("wasm-to-c: cannot write {}: {e}", files[1]);
        exit(1)
    }
}
