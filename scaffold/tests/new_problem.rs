//! `new <id>`: the template and problem spec, and no overwriting.

use std::process::Command;

#[test]
fn new_writes_the_template_and_problem_toml_and_refuses_to_overwrite() {
    let root = std::env::temp_dir().join(format!("new-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("problems/src/bin")).unwrap();
    let new = || Command::new(env!("CARGO_BIN_EXE_new")).arg("--root").arg(&root).arg("stones").output().unwrap();
    let out = new();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let source = std::fs::read_to_string(root.join("problems/src/bin/stones.rs")).unwrap();
    assert!(source.contains("judge_io(\"stones\")"), "{source}");
    let spec = problem_spec::ProblemSpec::load(&root, "stones").unwrap();
    assert_eq!(spec.io, problem_spec::IoMode::File("stones".into()));
    assert_eq!((spec.judge.as_str(), spec.time_limit_ms, spec.memory_limit_mib), ("vnoj", 1000, 256));

    std::fs::write(root.join("problems/src/bin/stones.rs"), "// mine\n").unwrap();
    let out = new();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("problem `stones` already exists"));
    assert_eq!(std::fs::read_to_string(root.join("problems/src/bin/stones.rs")).unwrap(), "// mine\n");

    // --spec-only: a spec for an existing solution, its I/O mode read from the source.
    std::fs::write(root.join("problems/src/bin/older.rs"), "let (i, o) = stdio();\n").unwrap();
    let spec_only = || Command::new(env!("CARGO_BIN_EXE_new")).arg("--root").arg(&root).args(["older", "--spec-only", "--time-limit-ms", "2000"]).output().unwrap();
    assert!(spec_only().status.success());
    let spec = problem_spec::ProblemSpec::load(&root, "older").unwrap();
    assert_eq!((spec.io, spec.time_limit_ms), (problem_spec::IoMode::Stdin, 2000));
    assert_eq!(std::fs::read_to_string(root.join("problems/src/bin/older.rs")).unwrap(), "let (i, o) = stdio();\n");
    let again = spec_only();
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("fixtures/older.toml already exists"));

    let out = Command::new(env!("CARGO_BIN_EXE_new")).arg("--root").arg(&root).arg("Bad-Id").output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a problem id"));
    let out = Command::new(env!("CARGO_BIN_EXE_new")).args(["x", "--io", "pipe"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    std::fs::remove_dir_all(&root).unwrap();
}

/// The template compiles against the real solver-core, warnings denied, and echoes its tests.
#[test]
fn the_templates_compile_with_the_real_library() {
    let root = problem_spec::layout::workspace_root_from(std::path::Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
    let dir = std::env::temp_dir().join(format!("new-template-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let lib = dir.join("libsolver_core.rlib");
    let out = Command::new("rustc")
        .args(["--edition", "2021", "--crate-type", "lib", "--crate-name", "solver_core", "-o"])
        .arg(&lib)
        .arg(root.join("solver-core/src/lib.rs"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    for io in [problem_spec::IoMode::Stdin, problem_spec::IoMode::File("stones".into())] {
        let mut spec = scaffold::default_spec("stones");
        spec.io = io;
        let src = dir.join("stones.rs");
        std::fs::write(&src, scaffold::solution_template("stones", &spec)).unwrap();
        let out = Command::new("rustc")
            .args(["--edition", "2021", "-D", "warnings", "--extern"])
            .arg(format!("solver_core={}", lib.display()))
            .arg("-o")
            .arg(dir.join("stones"))
            .arg(&src)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let mut child = Command::new(dir.join("stones")).current_dir(&dir).stdin(std::process::Stdio::piped()).stdout(std::process::Stdio::piped()).spawn().unwrap();
        std::io::Write::write_all(child.stdin.as_mut().unwrap(), b"2\n7\n9\n").unwrap();
        let out = child.wait_with_output().unwrap();
        assert_eq!(String::from_utf8_lossy(&out.stdout), "7\n9\n");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
