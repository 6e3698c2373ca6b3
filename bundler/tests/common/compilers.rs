//! The compilers bundles are built with in tests: current stable, and rustc 1.63 where it is
//! installed (CI installs it; without it a notice is printed, as `bundle --check` does, unless
//! REQUIRE_OLD_RUSTC is set, as in CI).

// Each test binary that includes this file uses a part of it.
#![allow(dead_code)]

use std::process::Command;

#[derive(Clone, Debug)]
pub struct Compiler {
    pub label: &'static str,
    pub path: &'static str,
}

impl Compiler {
    /// The flags a bundle is built with before it runs the fixtures: stable as judges build
    /// (`-O`); rustc 1.63 without optimisation. 1.63 is there for what it accepts (its errors
    /// and lints do not depend on `-O`) and its std at run time, and its `-O` build costs about
    /// twice its plain one (3.5 s against 1.8 s of CPU for the itertools bundle), the largest
    /// single cost of the registry tests.
    pub fn run_flags(&self) -> &'static [&'static str] {
        if self.label == "1.63" {
            &[]
        } else {
            &["-O"]
        }
    }
}

pub fn compilers() -> Vec<Compiler> {
    let mut found = vec![Compiler { label: "stable", path: "rustc" }];
    let version = |p: &str| Command::new(p).arg("--version").output().ok().map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
    match (version("rustc"), version("/usr/bin/rustc")) {
        (Some(new), Some(old)) if new != old => found.push(Compiler { label: "1.63", path: "/usr/bin/rustc" }),
        _ => {
            assert!(std::env::var_os("REQUIRE_OLD_RUSTC").is_none(), "REQUIRE_OLD_RUSTC is set but /usr/bin/rustc (1.63) is missing");
            eprintln!("notice: /usr/bin/rustc (1.63) is missing: the old-compiler builds are skipped");
        }
    }
    found
}
