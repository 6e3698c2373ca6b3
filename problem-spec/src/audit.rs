//! What every problem must have before anything slow runs: a problem spec (`fixtures/<id>.toml`) that parses and
//! agrees with the solution's I/O, and fixtures with expected outputs. The test suite runs
//! [`audit_workspace`] first, so a problem without fixtures fails in a second, by name,
//! instead of at the end of the bundle snapshots.

use crate::layout::{cases, fixtures_dir, problem_ids, solution_path};
use crate::spec::{IoMode, ProblemSpec};
use checkers::Checker;
use std::path::Path;

/// What is wrong with problem `id`, one message per defect (empty when nothing is).
pub fn audit(root: &Path, id: &str) -> Vec<String> {
    let mut defects = Vec::new();
    let dir = fixtures_dir(root, id);
    let shown_dir = format!("fixtures/{}", id);
    let spec = match ProblemSpec::load(root, id) {
        Ok(spec) => Some(spec),
        Err(e) => {
            defects.push(e);
            None
        }
    };
    let cases = cases(root, id);
    if cases.is_empty() {
        defects.push(format!(
            "{}/: no test cases (add sample-1.in and sample-1.out there{})",
            shown_dir,
            if dir.is_dir() { "" } else { "; the folder does not exist" }
        ));
    }
    for case in &cases {
        if !case.special && !case.output.is_file() {
            defects.push(format!("{}/{}.in has no {}.out (only *.any cases may go without one)", shown_dir, case.name, case.name));
        }
    }
    if let Some(spec) = &spec {
        if cases.iter().any(|c| c.special) && spec.checker == Checker::Exact {
            defects.push(format!(
                "fixtures/{}.toml: checker = \"exact\", but *.any cases need a special judge ({})",
                id,
                checkers::special::NAMES.join(", ")
            ));
        }
        if let Ok(source) = std::fs::read_to_string(solution_path(root, id)) {
            let reads_files = source.contains("judge_io(");
            match (&spec.io, reads_files) {
                (IoMode::Stdin, true) => defects.push(format!(
                    "fixtures/{}.toml: io = \"stdin\", but problems/src/bin/{}.rs calls judge_io (write io = \"{}\")",
                    id, id, id
                )),
                (IoMode::File(stem), false) => defects.push(format!(
                    "fixtures/{}.toml: io = \"{}\", but problems/src/bin/{}.rs never calls judge_io (write io = \"stdin\")",
                    id, stem, id
                )),
                (IoMode::File(stem), true) if !source.contains(&format!("judge_io(\"{}\")", stem)) => defects.push(format!(
                    "fixtures/{}.toml: io = \"{}\", but problems/src/bin/{}.rs does not call judge_io(\"{}\")",
                    id, stem, id, stem
                )),
                _ => {}
            }
        }
    }
    defects
}

/// [`audit`] over every problem of the workspace; `Err` lists every defect, by problem.
pub fn audit_workspace(root: &Path) -> Result<(), String> {
    let ids = problem_ids(root);
    if ids.is_empty() {
        return Err(format!("no problems under {}", root.join(crate::layout::PROBLEMS_DIR).display()));
    }
    let defects: Vec<String> = ids.iter().flat_map(|id| audit(root, id)).collect();
    if defects.is_empty() {
        Ok(())
    } else {
        Err(format!("{} defect(s):\n  {}", defects.len(), defects.join("\n  ")))
    }
}
