//! A bundle's runtime errors, in the author's lines: the bundle of tests/workspaces/panics is
//! compiled as a judge compiles it (`rustc -O main.rs` in its folder) and run on inputs that
//! panic in the library (on a line the bundle keeps, and on one it edits before the place) and
//! in the problem; `bundler where`, given the judge's `main.rs:L:C` or its whole message, must
//! name exactly the place where the same program panics when compiled the normal way, against
//! the library as a crate (tests/common/panics.rs).

#[path = "common/panics.rs"]
mod panics;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn bundler(root: &Path, args: &[&str], stdin: Option<&str>) -> (i32, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bundler"));
    cmd.args(args).arg("--root").arg(root).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), stdin.unwrap_or("").as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn scratch(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

#[test]
fn where_names_the_line_the_panic_came_from() {
    let root = scratch("runtime-errors-where");
    panics::copy(&root, false);
    let references = panics::references(&root, &scratch("runtime-errors-where-reference"));
    let (code, out, err) = bundler(&root, &["bundle", panics::ID], None);
    assert_eq!(code, 0, "{}{}", out, err);
    let dir = root.join("target/bundle").join(panics::ID);
    let map = std::fs::read_to_string(dir.join("main.rs.map")).unwrap();
    let bundle = std::fs::read_to_string(dir.join("main.rs")).unwrap();
    let absolute = root.to_string_lossy().into_owned();
    assert!(!map.contains(&absolute) && !bundle.contains(&absolute), "an absolute path in the map or the bundle:\n{}", map);
    // As a judge compiles it.
    let o = Command::new("rustc").current_dir(&dir).args(["--edition", "2021", "-O", "-o", "judged", "main.rs"]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for ((name, input, _), reference) in panics::PANICS.iter().zip(&references) {
        let stderr = panics::run(&dir.join("judged"), &dir, input, false);
        let judged = panics::panic_location(&stderr).unwrap();
        assert!(judged.starts_with("main.rs:"), "{}: {}", name, stderr);
        let (code, out, err) = bundler(&root, &["where", panics::ID, &judged], None);
        assert_eq!(code, 0, "{}", err);
        assert_eq!(out.lines().next().unwrap(), format!("{} is {}", judged, reference.location), "{}", name);
        assert!(out.lines().nth(1).unwrap().contains("// panics:"), "the source line follows: {}", out);
        // The whole message, pasted on stdin.
        let (code, out, err) = bundler(&root, &["where", panics::ID], Some(&stderr));
        assert_eq!(code, 0, "{}", err);
        assert!(out.contains(&format!(" panicked at {}:\n", reference.location)), "{}: {}", name, out);
        // A bundle file given by path, its map beside it.
        let path = dir.join("main.rs");
        let (code, out, _) = bundler(&root, &["where", path.to_str().unwrap(), &judged], None);
        assert_eq!((code, out.lines().next().unwrap().to_string()), (0, format!("{} is {}", judged, reference.location)));
    }
    // The map is deterministic: bundling again writes the same bytes.
    let (code, _, err) = bundler(&root, &["bundle", panics::ID, "--no-check"], None);
    assert_eq!(code, 0, "{}", err);
    assert_eq!(std::fs::read_to_string(dir.join("main.rs.map")).unwrap(), map);
}

#[test]
fn where_says_what_it_cannot_map() {
    let root = scratch("runtime-errors-cannot");
    panics::copy(&root, false);
    let (code, _, err) = bundler(&root, &["where", panics::ID, "main.rs:3:1"], None);
    assert_eq!(code, 1);
    assert!(err.contains("main.rs.map: cannot read the line map") && err.contains("help: "), "{}", err);
    let (code, _, err) = bundler(&root, &["bundle", panics::ID, "--no-check"], None);
    assert_eq!(code, 0, "{}", err);
    let (code, out, _) = bundler(&root, &["where", panics::ID, "1:1"], None);
    assert_eq!(code, 0);
    assert!(out.starts_with("main.rs:1:1 is a line the bundler wrote"), "{}", out);
    let (code, _, err) = bundler(&root, &["where", panics::ID, "main.rs:100000:1"], None);
    assert!(code == 1 && err.contains("past the end of the bundle"), "{}", err);
    let (code, _, err) = bundler(&root, &["where", panics::ID, "Runtime error (SIGSEGV)"], None);
    assert!(code == 1 && err.contains("no location of the bundle"), "{}", err);
    // An edited bundle is not the one mapped: said, and the map still answers.
    let bundle = root.join("target/bundle").join(panics::ID).join("main.rs");
    std::fs::write(&bundle, std::fs::read_to_string(&bundle).unwrap() + "// edited\n").unwrap();
    let (code, _, err) = bundler(&root, &["where", panics::ID, "3:1"], None);
    assert!(code == 0 && err.contains("is not the bundle its map was written with"), "{}", err);
}
