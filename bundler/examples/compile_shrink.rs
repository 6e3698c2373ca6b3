//! The compile-guided shrink alone, on a bundle file: `cargo run --release -p bundler --example
//! compile_shrink -- <bundle.rs> [edition]` prints what it left out and writes `<bundle>.pruned.rs`.
//! With `BUNDLER_SHRINK_TRACE=1` it shows each round; for studying what the step keeps.
//! `BUNDLER_SHRINK_TRACE=<an existing folder>` makes the bundler (`cargo judgefile`) write the
//! text the step starts from there, the libraries' macros expanded, for this example to start from.
//! `compile_shrink --same <before.rs> <after.rs> [edition]` says whether the second runs the same
//! code as the first (`bundler::fit::same_code`), as the step's result is checked.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--same") {
        return same(&args[1..]);
    }
    let Some(path) = args.first() else {
        eprintln!("usage: compile_shrink <bundle.rs> [edition]");
        std::process::exit(2);
    };
    let edition = args.get(1).map_or("2021", |e| e.as_str());
    let source = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("error: cannot read {}: {}", path, e);
        std::process::exit(1);
    });
    let work = std::env::temp_dir().join(format!("compile-shrink-{}", std::process::id()));
    match bundler::fit::compile_shrink::prune(&source, edition, &work) {
        Ok(Some(p)) => {
            println!("{} -> {} bytes: {}", source.len(), p.source.len(), p.describe());
            let out = format!("{}.pruned.rs", path.trim_end_matches(".rs"));
            std::fs::write(&out, &p.source).expect("write the pruned bundle");
        }
        Ok(None) => println!("nothing left out"),
        Err(e) => {
            eprintln!("error: {}", e);
            std::process::exit(1);
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}

fn same(args: &[String]) {
    let [before, after, rest @ ..] = args else {
        eprintln!("usage: compile_shrink --same <before.rs> <after.rs> [edition]");
        std::process::exit(2);
    };
    let edition = rest.first().map_or("2021", |e| e.as_str());
    let read = |path: &String| {
        std::fs::read_to_string(path).unwrap_or_else(|e| {
            eprintln!("error: cannot read {}: {}", path, e);
            std::process::exit(1);
        })
    };
    let work = std::env::temp_dir().join(format!("same-code-{}", std::process::id()));
    let verdict = bundler::fit::same_code::compare_in(&read(before), &read(after), edition, &work);
    let _ = std::fs::remove_dir_all(&work);
    match verdict {
        Ok(v) => println!("{:?}", v),
        Err(e) => {
            eprintln!("error: {}", e);
            std::process::exit(1);
        }
    }
}
