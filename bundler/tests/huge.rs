//! A problem with a big table (issue 8, item 10): the bundle is right, and errors inside the
//! table are still found. The table is about 1 MB so the test stays quick in debug builds; the
//! memory itself (a 5 MB table) is measured by hand, see the README, "Memory on a huge problem
//! file".

use bundler::{bundle, Options};
use std::path::{Path, PathBuf};
use std::process::Command;
use testkit::generate::Rng;

/// A private copy of the features workspace, with problem `huge_table` written from `source`.
fn workspace(name: &str, source: &str) -> PathBuf {
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/workspaces/features");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("huge-{}", name));
    let _ = std::fs::remove_dir_all(&dir);
    for entry in walkdir::WalkDir::new(&from) {
        let entry = entry.unwrap();
        let rel = entry.path().strip_prefix(&from).unwrap();
        if rel.starts_with("target") {
            continue;
        }
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(dir.join(rel)).unwrap();
        } else {
            std::fs::copy(entry.path(), dir.join(rel)).unwrap();
        }
    }
    std::fs::write(dir.join("problems/src/bin/huge_table.rs"), source).unwrap();
    dir
}

const ENTRIES: usize = 150_000;

/// `ENTRIES` random numbers on one line, with `middle` spliced in halfway, and their sum mod 2^32.
fn table(middle: &str) -> (String, u32) {
    let mut rng = Rng::new(8_10);
    let mut sum = 0u32;
    let mut parts: Vec<String> = (0..ENTRIES)
        .map(|_| {
            let v = rng.below(1_000_000) as u32;
            sum = sum.wrapping_add(v);
            v.to_string()
        })
        .collect();
    parts.insert(ENTRIES / 2, middle.to_string());
    (parts.join(", "), sum)
}

fn problem(table: &str) -> String {
    format!(
        "// A generated table on one line.\nconst TABLE: &[u32] = &[{}];\n\nfn main() {{\n    let mut sum = solver_core::renamed::answer_plus(0) as u32 * 0;\n    for &v in TABLE {{\n        sum = sum.wrapping_add(v);\n    }}\n    println!(\"{{}} {{}}\", TABLE.len(), sum);\n}}\n",
        table
    )
}

#[test]
fn a_megabyte_table_bundles_verbatim_and_runs() {
    let (numbers, sum) = table("0");
    let source = problem(&numbers);
    assert!(source.len() > 1_000_000, "{} bytes", source.len());
    let root = workspace("ok", &source);
    let bundled = bundle(&root, "huge_table", &Options::default()).unwrap();
    let table_line = source.lines().nth(1).unwrap();
    assert!(bundled.source.lines().any(|l| l == table_line), "the table line is copied byte for byte");
    assert_eq!(bundled.modules, ["renamed"]);

    let dir = root.join("target");
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("main.rs");
    let bin = dir.join("huge_table");
    std::fs::write(&src, &bundled.source).unwrap();
    let out = Command::new("rustc")
        .args(["--edition", "2021", "-D", "warnings", "-o"])
        .arg(&bin)
        .arg(&src)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&bin).output().unwrap();
    assert_eq!(String::from_utf8(run.stdout).unwrap(), format!("{} {}\n", ENTRIES + 1, sum));
}

#[test]
fn a_syntax_error_inside_the_table_names_its_place() {
    let (numbers, _) = table("17 18");
    let root = workspace("syntax", &problem(&numbers));
    let err = bundle(&root, "huge_table", &Options::default()).unwrap_err();
    let col = "const TABLE: &[u32] = &[".len() + numbers.find("17 18").unwrap() + 4;
    assert_eq!(err.location, format!("problems/src/bin/huge_table.rs:2:{}", col), "{}", err);
    assert!(err.message.contains("syntax error"), "{}", err);
}

#[test]
fn a_wrong_library_path_inside_the_table_is_found() {
    let (numbers, _) = table("solver_core::renamed::no_such_item(1)");
    let root = workspace("path", &problem(&numbers));
    let err = bundle(&root, "huge_table", &Options::default()).unwrap_err();
    let col = "const TABLE: &[u32] = &[".len() + numbers.find("solver_core").unwrap() + 1;
    assert_eq!(err.location, format!("problems/src/bin/huge_table.rs:2:{}", col), "{}", err);
    assert!(err.message.contains("`solver_core::renamed::no_such_item` does not exist"), "{}", err);
}
