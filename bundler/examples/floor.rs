//! The excess measurement alone, on a bundle file: `cargo run --release -p bundler --example
//! floor -- <bundle.rs>` prints the library bytes kept and the floor rustc shows, and writes
//! `<bundle>.floor.rs`; diff the two to see what the shaker kept that rustc shows to be dead.

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: floor <bundle.rs>");
        std::process::exit(2);
    };
    let source = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("error: cannot read {}: {}", path, e);
        std::process::exit(1);
    });
    let work = std::env::temp_dir().join(format!("floor-{}", std::process::id()));
    std::fs::create_dir_all(&work).expect("create the scratch folder");
    match bundler::fit::measure::floor(&source, &work) {
        Ok((excess, floor)) => {
            println!("kept {} library bytes, floor {}: excess {:.3} ({} compiles)", excess.kept, excess.floor, excess.ratio(), excess.compiles);
            let out = format!("{}.floor.rs", path.trim_end_matches(".rs"));
            std::fs::write(&out, floor).expect("write the floor");
        }
        Err(e) => {
            eprintln!("error: {}", e);
            std::process::exit(1);
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}
