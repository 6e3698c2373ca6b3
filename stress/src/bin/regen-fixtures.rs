//! `cargo run -p stress --bin regen-fixtures -- [--inputs] [ids...]` (`just regen-fixtures`)
//!
//! For every `fixtures/<id>/*.in` writes `<name>.out` from `testkit::reference` (never from a
//! solution). `sample-*.out` files come from shared/ and are never overwritten: they are
//! checked to agree with the reference instead (exit code 1 when one does not).
//! `--inputs` first (re)writes the inputs of the own cases from
//! `testkit::generate::fixture_cases` (deterministic). No ids: every problem of `reference::IDS`.

use std::path::{Path, PathBuf};
use checkers::compare;
use testkit::{generate, reference};

fn main() {
    let mut write_inputs = false;
    let mut ids: Vec<String> = Vec::new();
    for a in std::env::args().skip(1) {
        if a == "--inputs" {
            write_inputs = true;
        } else if reference::IDS.contains(&a.as_str()) {
            ids.push(a);
        } else {
            eprintln!("unknown problem id or option: {a}");
            std::process::exit(2);
        }
    }
    if ids.is_empty() {
        ids = reference::IDS.iter().map(|s| s.to_string()).collect();
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join("fixtures");
    let mut bad = 0;
    for id in &ids {
        let dir = root.join(id);
        std::fs::create_dir_all(&dir).expect("create fixtures dir");
        if write_inputs {
            for (name, input) in generate::fixture_cases(id) {
                assert!(
                    input.len() <= 3_000_000,
                    "{id}/{name}.in is {} bytes",
                    input.len()
                );
                write(&dir.join(format!("{name}.in")), &input);
            }
        }
        let mut ins: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("read fixtures dir")
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        ins.sort();
        for inp in ins {
            let input = std::fs::read_to_string(&inp).expect("read .in");
            let out = reference::solve(id, &input).expect("known id");
            let outp = inp.with_extension("out");
            let name = inp.file_name().unwrap().to_string_lossy().into_owned();
            if name.starts_with("sample-") {
                let have = std::fs::read_to_string(&outp).unwrap_or_default();
                // the canonical answer is unique, so samples must agree exactly
                if let Err(e) = compare::judge_equal(&have, &out) {
                    eprintln!(
                        "MISMATCH {id}/{name}: reference disagrees with the shared sample: {e}"
                    );
                    bad += 1;
                } else {
                    println!("ok      {id}/{name} (sample, kept)");
                }
                continue;
            }
            write(&outp, &out);
        }
    }
    if bad > 0 {
        std::process::exit(1);
    }
}

fn write(path: &Path, text: &str) {
    if std::fs::read_to_string(path).is_ok_and(|old| old == text) {
        println!("same    {}", path.display());
        return;
    }
    std::fs::write(path, text).expect("write fixture");
    println!("wrote   {} ({} bytes)", path.display(), text.len());
}
