//! What `--emit-rust` prints compiles (stable rustc, and rustc 1.63 at /usr/bin/rustc when it is
//! there), its doc example's assertions hold, and it gives the explorer's computed table.

use explorer::emit::Signature;
use explorer::games::Game;
use explorer::{analyse, Analysis};
use std::path::{Path, PathBuf};
use std::process::Command;

fn scratch_dir(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("explorer-emit")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `explore ARGS --emit-rust` and returns its output.
fn emitted(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(args)
        .arg("--emit-rust")
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{:?}: {}",
        args,
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

/// The compilers to check with: stable, and the judges' 1.63 when installed.
fn compilers() -> Vec<String> {
    let mut out = vec!["rustc".to_string()];
    if Path::new("/usr/bin/rustc").exists() {
        out.push("/usr/bin/rustc".to_string());
    } else if std::env::var_os("REQUIRE_OLD_RUSTC").is_some() {
        panic!("REQUIRE_OLD_RUSTC is set but /usr/bin/rustc is missing");
    }
    out
}

/// Builds a crate laid out like solver-core's root (so `crate::golden` resolves) with the
/// emitted code and a main that runs the doc example's assertions and then `printing` (loops
/// that print one value a line); returns the printed lines for each compiler.
fn compile_and_run(name: &str, code: &str, printing: &str) -> Vec<Vec<String>> {
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("../solver-core/src/golden.rs");
    let golden = golden.canonicalize().unwrap();
    let asserts: Vec<&str> = code
        .lines()
        .filter_map(|l| l.strip_prefix("/// "))
        .filter(|l| l.starts_with("assert"))
        .collect();
    assert!(
        !asserts.is_empty(),
        "{}: the doc example asserts nothing",
        name
    );
    let mut main = String::new();
    main.push_str("#![allow(dead_code)]\n");
    main.push_str(&format!(
        "#[path = {:?}]\nmod golden;\n\n",
        golden.to_str().unwrap()
    ));
    main.push_str(code);
    main.push_str("\nfn main() {\n");
    for a in &asserts {
        main.push_str(&format!("    {}\n", a));
    }
    main.push_str(printing);
    main.push_str("}\n");
    let dir = scratch_dir(name);
    let source = dir.join("main.rs");
    std::fs::write(&source, &main).unwrap();
    let mut results = Vec::new();
    for (i, rustc) in compilers().iter().enumerate() {
        let binary = dir.join(format!("emitted-{}", i));
        let status = Command::new(rustc)
            .args(["--edition", "2021", "-D", "warnings", "-o"])
            .arg(&binary)
            .arg(&source)
            .status()
            .unwrap();
        assert!(
            status.success(),
            "{} does not compile {}",
            rustc,
            source.display()
        );
        let output = Command::new(&binary).output().unwrap();
        assert!(
            output.status.success(),
            "{}: {}",
            name,
            String::from_utf8_lossy(&output.stderr)
        );
        results.push(
            String::from_utf8(output.stdout)
                .unwrap()
                .lines()
                .map(str::to_string)
                .collect(),
        );
    }
    results
}

/// The function name in `pub fn NAME(`.
fn function_name(code: &str) -> &str {
    let start = code.find("pub fn ").unwrap() + "pub fn ".len();
    let end = start + code[start..].find('(').unwrap();
    &code[start..end]
}

fn check(args: &[&str], game: Game, size: usize, misere: bool, signature: Signature) {
    let code = emitted(args);
    let name = function_name(&code);
    let analysis = analyse(&game, size, misere, 4).unwrap();
    let (printing, expected): (String, Vec<String>) = match &analysis {
        Analysis::Heap(_, a) => (
            format!(
                "    for n in 0..{}u64 {{\n        println!(\"{{}}\", {}(n));\n    }}\n",
                a.values.len(),
                name
            ),
            a.values
                .iter()
                .map(|&v| match signature {
                    Signature::MoverWins => (v == 1).to_string(),
                    _ => v.to_string(),
                })
                .collect(),
        ),
        Analysis::Pair(a) => (
            format!(
                "    for a in {lo}..={hi}u64 {{\n        for b in {lo}..={hi}u64 {{\n            \
                 println!(\"{{}}\", {name}(a, b));\n        }}\n    }}\n",
                lo = a.low,
                hi = a.high,
                name = name
            ),
            (a.low..=a.high)
                .flat_map(|x| (a.low..=a.high).map(move |y| (x, y)))
                .map(|(x, y)| a.is_losing(x, y).to_string())
                .collect(),
        ),
        Analysis::Strip(a) => (
            format!(
                "    for r in 0..={}u64 {{\n        for y in 0..={}usize {{\n            \
                 println!(\"{{}}\", {}(r, y));\n        }}\n    }}\n",
                a.max_left, a.max_push, name
            ),
            (0..=a.max_left)
                .flat_map(|r| (0..=a.max_push).map(move |y| (r, y)))
                .map(|(r, y)| a.is_losing(r, y).to_string())
                .collect(),
        ),
    };
    let emitted_signature = explorer::emit::emit_rust(
        &game.title(),
        &game.slug(),
        &analysis,
        None,
        "grundy",
        "test",
    )
    .unwrap()
    .signature;
    assert_eq!(emitted_signature, signature, "{:?}", args);
    for lines in compile_and_run(&game.slug(), &code, &printing) {
        assert_eq!(lines.len(), expected.len());
        for (i, (got, want)) in lines.iter().zip(&expected).enumerate() {
            assert_eq!(got, want, "{:?}: value number {}", args, i);
        }
    }
}

#[test]
fn emitted_periodic_octal_rules_compile_and_match() {
    for code in ["0.77", "0.07", "0.137"] {
        check(
            &["--octal", code, "-n", "2000"],
            Game::octal(code).unwrap(),
            2000,
            false,
            Signature::GrundyU32,
        );
    }
}

#[test]
fn emitted_subtraction_rules_compile_and_match() {
    use explorer::games::{HeapGame, SubtractionSet};
    let set = |s: &str| Game::Heap(HeapGame::Subtraction(SubtractionSet::parse(s).unwrap()));
    check(
        &["--subtract", "2,5,6", "-n", "500"],
        set("2,5,6"),
        500,
        false,
        Signature::GrundyU32,
    );
    check(
        &["--subtract", "1..3", "--misere", "-n", "500"],
        set("1..3"),
        500,
        true,
        Signature::MoverWins,
    );
}

#[test]
fn emitted_fitted_heap_rules_compile_and_match() {
    for (name, signature) in [
        ("lasker", Signature::GrundyU64),
        ("halving", Signature::GrundyU64),
        ("fibonacci-nim", Signature::MoverWins),
    ] {
        check(
            &[name, "-n", "400"],
            Game::named(name).unwrap(),
            400,
            false,
            signature,
        );
    }
}

/// Coin-turning games (fitted closed forms, and a run rule whose period the window proves),
/// Hackenbush tree families (period 2 by the colon principle, and the path's g(n) = n), and a
/// hexadecimal code whose values are arithmetic-periodic.
#[test]
fn emitted_coin_hackenbush_and_take_break_rules_compile_and_match() {
    use explorer::families::{CoinRule, TreeFamily};
    use explorer::games::HeapGame;
    for (rule, args, signature) in [
        ("mock-turtles", &["--coins", "mock-turtles", "-n", "600"], Signature::GrundyU64),
        ("ruler", &["--coins", "ruler", "-n", "600"], Signature::GrundyU64),
        ("turtles", &["--coins", "turtles", "-n", "600"], Signature::GrundyU64),
        ("run:4", &["--coins", "run:4", "-n", "600"], Signature::GrundyU32),
    ] {
        check(args, Game::Heap(HeapGame::Coins(CoinRule::parse(rule).unwrap())), 600, false, signature);
    }
    for (family, signature) in [("spider:3", Signature::GrundyU32), ("broom:2", Signature::GrundyU32), ("path", Signature::GrundyU64)] {
        check(
            &["--hackenbush", family, "-n", "300"],
            Game::Heap(HeapGame::Hackenbush(TreeFamily::parse(family).unwrap())),
            300,
            false,
            signature,
        );
    }
    for code in ["0.8", "0.F8"] {
        check(&["--code", code, "-n", "300"], Game::take_break(code).unwrap(), 300, false, Signature::GrundyU64);
    }
}

#[test]
fn emitted_pair_rules_compile_and_match() {
    for name in ["wythoff", "euclid", "number-game", "halving-pair", "nim"] {
        check(
            &[name, "-n", "50"],
            Game::named(name).unwrap(),
            50,
            false,
            Signature::PairLosing,
        );
    }
    check(
        &["nim", "--misere", "-n", "50"],
        Game::named("nim").unwrap(),
        50,
        true,
        Signature::PairLosing,
    );
}

#[test]
fn emitted_strip_rule_compiles_and_matches() {
    check(
        &["jump", "-n", "120"],
        Game::named("jump").unwrap(),
        120,
        false,
        Signature::StripLosing,
    );
}

#[test]
fn no_rule_no_code() {
    // Halving on too few values fits nothing, and a two-pile map needs n >= 2.
    let output = Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(["--octal", "0.77", "-n", "100", "--emit-rust"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty());
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(message.contains("168"), "{}", message);
}
