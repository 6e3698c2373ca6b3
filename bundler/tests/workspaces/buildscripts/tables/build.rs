// Prints three cfgs, in this order, each gating a generated table of squares of about 27 KB:
// `tables_needed` (the code has no fallback without it), `tables_exact` (its fallback answers
// differently), `tables_fast` (its fallback computes the same answer). A fourth table, `big`, of
// about 90 KB, is not gated at all. So a bundle that fits a 64 KB limit must leave out some of
// them, and only `tables_fast` can go without changing what the program compiles to or prints.
use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    for cfg in ["tables_needed", "tables_exact", "tables_fast"] {
        println!("cargo:rustc-check-cfg=cfg({})", cfg);
        println!("cargo:rustc-cfg={}", cfg);
    }
    let out = std::env::var("OUT_DIR").unwrap();
    let out = Path::new(&out);
    for (file, len) in [("needed.rs", 3000u64), ("exact.rs", 3000), ("fast.rs", 3000), ("big.rs", 9000)] {
        let squares: Vec<String> = (0..len).map(|i| (i * i).to_string()).collect();
        let table = format!("pub const SQUARES: [u64; {}] = [{}];\n", len, squares.join(", "));
        std::fs::write(out.join(file), table).unwrap();
    }
}
