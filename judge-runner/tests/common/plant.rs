//! A scratch workspace with one planted problem, for judging programs the tests compile
//! themselves (the judge is given `--program`, so the problem's own binary is an empty `main`).

use std::path::PathBuf;

/// What fixtures/plant.toml says besides the exact checker and 256 MiB of memory.
pub struct Spec<'a> {
    pub name: &'a str,
    pub judge: &'a str,
    /// `stdin`, or the stem of file-mode I/O.
    pub io: &'a str,
    pub time_limit_ms: u32,
}

/// The workspace `<temp>/<folder>-<pid>-<tag>` (emptied first) with the problem `plant` judged
/// as `spec` says and the fixtures `(name, input, expected output)`.
pub fn workspace(folder: &str, tag: &str, spec: &Spec, fixtures: &[(&str, &str, &str)]) -> PathBuf {
    let root = std::env::temp_dir().join(format!("{}-{}-{}", folder, std::process::id(), tag));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("problems/src/bin")).unwrap();
    std::fs::create_dir_all(root.join("fixtures/plant")).unwrap();
    std::fs::write(root.join("Cargo.toml"), "[workspace]\n").unwrap();
    std::fs::write(root.join("problems/src/bin/plant.rs"), "fn main() {}\n").unwrap();
    std::fs::write(
        root.join("fixtures/plant.toml"),
        format!(
            "name = \"{}\"\njudge = \"{}\"\nio = \"{}\"\ntime_limit_ms = {}\nmemory_limit_mib = 256\nchecker = \"exact\"\n",
            spec.name, spec.judge, spec.io, spec.time_limit_ms
        ),
    )
    .unwrap();
    for (name, input, output) in fixtures {
        std::fs::write(root.join("fixtures/plant").join(format!("{}.in", name)), input).unwrap();
        std::fs::write(root.join("fixtures/plant").join(format!("{}.out", name)), output).unwrap();
    }
    root
}
