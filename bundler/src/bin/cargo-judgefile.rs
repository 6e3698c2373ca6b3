//! `cargo judgefile`: the bundler as a cargo subcommand, for any Cargo package or workspace.
//!
//! Cargo runs `cargo-judgefile judgefile <args>` for `cargo judgefile <args>` (the subcommand's
//! name comes as the first argument), which is the `judgefile` command of the bundler's own
//! command line: one program, so both binaries take the same options and print the same
//! messages (see `docs/your-project.md`).

#[path = "../main.rs"]
mod bundler_main;

fn main() -> std::process::ExitCode {
    bundler_main::main()
}
