# Everyday commands. `just` alone lists them. Without just: `cargo bundle <id>`, `cargo test --workspace`.

set shell := ["bash", "-euo", "pipefail", "-c"]

# List the recipes.
default:
    @just --list

# Bundle one problem into target/bundle/<id>/main.rs (checked with both compilers). Extra flags pass through.
# Not --quiet: the first run builds the bundler (about a minute) and shows cargo's progress.
bundle id *flags:
    cargo run --release -p bundler -- bundle {{id}} {{flags}}

# Bundle every problem, in parallel.
bundle-all *flags:
    cargo run --release -p bundler -- bundle --all {{flags}}

# Run the workspace binary of a problem on one fixture (default: sample-1), or on stdin with `-`.
run id fixture="sample-1":
    #!/usr/bin/env bash
    set -euo pipefail
    if [ "{{fixture}}" = "-" ]; then
        cargo run --quiet --release -p problems --bin {{id}}
    else
        cargo run --quiet --release -p problems --bin {{id}} < fixtures/{{id}}/{{fixture}}.in
    fi

# The whole test suite: brute-force cross-checks, fixtures, snapshots, bundle checks.
test:
    cargo test --workspace

# Accept changed bundle snapshots after reviewing them (`git diff bundler/tests/snapshots`).
snapshots:
    INSTA_UPDATE=always cargo test -p bundler --test snapshots

# The solver-core files a problem depends on.
deps id:
    cargo run --quiet --release -p bundler -- deps {{id}}

# Rewrite fixture outputs from the independent references (never from the solutions).
regen-fixtures *ids:
    cargo run --quiet --release -p testkit --bin regen-fixtures -- {{ids}}

# Benchmarks with fixed inputs: bundling speed, jump at its limits, hdu3032's memory, and ratios against C/C++ peers (bench/peers).
bench:
    cargo build --quiet --release -p bundler -p problems -p testkit
    cargo run --quiet --release -p testkit --bin bench

# Start a new problem from the template.
new id:
    #!/usr/bin/env bash
    set -euo pipefail
    f=problems/src/bin/{{id}}.rs
    if [ -e "$f" ]; then echo "error: $f already exists" >&2; exit 1; fi
    mkdir -p fixtures/{{id}}
    printf '%s\n' \
      '//! {{id}}: <one line: the game and the I/O>.' \
      'use solver_core::io::judge_io;' \
      'use std::io::Write;' \
      '' \
      'fn main() {' \
      '    let (mut input, mut output) = judge_io("{{id}}");' \
      '    let tests = input.read_usize("T");' \
      '    for _ in 0..tests {' \
      '        let n = input.read_u64("n");' \
      '        writeln!(output, "{}", n).unwrap();' \
      '    }' \
      '    output.flush().unwrap();' \
      '}' > "$f"
    echo "wrote $f and fixtures/{{id}}/; add sample-1.in / sample-1.out there"

# Docs for solver-core, warnings denied.
doc:
    RUSTDOCFLAGS="-D warnings" cargo doc -p solver-core --no-deps

# The game explorer: a game's values, P-positions, proven period, pictures, solver-core code.
# `just explore --octal 0.77`, `just explore wythoff --svg wythoff.svg`, `just explore --help`.
explore *args:
    cargo run --quiet --release -p explorer -- {{args}}
