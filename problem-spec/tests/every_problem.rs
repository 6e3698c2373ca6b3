//! Every problem of the workspace has a problem spec that agrees with its solution, and
//! fixtures with expected outputs. Fast on purpose: it names the problem in a second.

use problem_spec::layout::workspace_root_from;
use std::path::Path;

fn root() -> std::path::PathBuf {
    workspace_root_from(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("problem-spec lives in the workspace")
}

#[test]
fn every_problem_has_a_spec_and_fixtures() {
    if let Err(defects) = problem_spec::audit::audit_workspace(&root()) {
        panic!("{}", defects);
    }
}

#[test]
fn the_audit_names_a_problem_without_fixtures_or_spec() {
    let tmp = std::env::temp_dir().join(format!("problem-spec-audit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(tmp.join("problems/src/bin")).unwrap();
    std::fs::write(tmp.join("problems/src/bin/lonely.rs"), "fn main() { let _ = judge_io(\"lonely\"); }\n").unwrap();
    let err = problem_spec::audit::audit_workspace(&tmp).unwrap_err();
    assert!(err.contains("fixtures/lonely.toml") && err.contains("just new lonely --spec-only"), "{err}");
    assert!(err.contains("fixtures/lonely/: no test cases"), "{err}");

    std::fs::create_dir_all(tmp.join("fixtures/lonely")).unwrap();
    std::fs::write(tmp.join("fixtures/lonely/sample-1.in"), "1\n").unwrap();
    std::fs::write(tmp.join("fixtures/lonely/x.any.in"), "1\n").unwrap();
    std::fs::write(
        tmp.join("fixtures/lonely.toml"),
        "name = \"lonely\"\njudge = \"vnoj\"\nio = \"stdin\"\ntime_limit_ms = 1000\nmemory_limit_mib = 256\nchecker = \"exact\"\n",
    )
    .unwrap();
    let err = problem_spec::audit::audit_workspace(&tmp).unwrap_err();
    assert!(err.contains("sample-1.in has no sample-1.out"), "{err}");
    assert!(err.contains("*.any cases need a special judge"), "{err}");
    assert!(err.contains("calls judge_io (write io = \"lonely\")"), "{err}");
    assert!(!err.contains("x.any.in has no"), "{err}");
    std::fs::remove_dir_all(&tmp).unwrap();
}
