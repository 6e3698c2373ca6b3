# Everyday commands. `just` alone lists them. Without just: `cargo bundle <id>`, `cargo test --workspace`.

set shell := ["bash", "-euo", "pipefail", "-c"]
# Arguments reach the tools as given (quoted names with spaces stay one argument): "$@".
set positional-arguments

# List the recipes.
default:
    @just --list

# Bundle one problem into target/bundle/<id>/main.rs (checked with both compilers). Extra flags pass through.
# Not --quiet: the first run builds the bundler (about a minute) and shows cargo's progress.
bundle id *flags:
    cargo run --release -p bundler -- bundle {{id}} {{flags}}

# Bundle again (with the check) on every save of the problem, its fixtures or a library file it uses; one line per round; Ctrl-C stops.
watch id *flags:
    cargo run --release -p bundler -- bundle --watch "$@"

# Which source line a judge's runtime error is: `just where hdu1525 main.rs:1234:5`, or the whole message on stdin.
where id *message:
    cargo run --quiet --release -p bundler -- where "$@"

# Install `cargo judgefile` (and `bundler`) into ~/.cargo/bin: the bundler in any Cargo project (docs/your-project.md).
install:
    cargo install --path bundler --locked

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

# The library files (solver-core and every other crate) a problem's bundle draws on.
deps id:
    cargo run --quiet --release -p bundler -- deps {{id}}

# Rewrite fixture outputs from the independent references (never from the solutions).
regen-fixtures *ids:
    cargo run --quiet --release -p stress --bin regen-fixtures -- {{ids}}

# Benchmarks with fixed inputs: bundling speed, jump at its limits, hdu3032's memory, and ratios against C/C++ peers (bench/peers).
# `just bench check [--registry] [--rounds N] [ids...]`: our check against cargo-equip's (docs/check-speed.md).
bench *args:
    cargo build --quiet --release -p bundler -p problems -p bench -p explorer
    cargo build --quiet --release -p solver-core --example nim_product_rate
    cargo run --quiet --release -p bench -- "$@"

# cargo-equip against our bundler on the acl_* problems, or with --registry on the registry crates' programs (time, bytes, plain and minified, type-checked).
bench-equip *flags:
    cargo build --quiet --release -p bundler -p bench
    cargo run --quiet --release -p bench -- equip {{flags}}

# The per-crate report (docs/crates-report.md): every registry program bundled for vnoj, bytes plain and minified, excess, what was rewritten. Re-measures only the rows whose bundle changed.
crates-report:
    CRATES_REPORT=write cargo test -p bundler --test crates_report -- --nocapture

# Bundle the doctests and examples of ~117 real crates (corpus-crates/crates.toml), compile each bundle alone, run it against the unbundled program; writes docs/corpus-crates.md. Flags: --crates a,b --limit N --sample N --jobs N; --sizes vnoj also bundles again for vnoj's limit those over it and reports which shrink step makes each fit (slow: hours for the whole corpus). Reruns redo only what changed.
corpus-crates *flags:
    cargo run --release -p corpus-crates -- --report docs/corpus-crates.md "$@"

# The corpus's sizes under vnoj, estimated from the first program of each crate (docs/corpus-sizes.md): each over vnoj's 64 KB as made is bundled again for vnoj, every shrink step run (hours: the compile-guided shrink compiles a big bundle hundreds of times). Cached like corpus-crates; --jobs N.
corpus-sizes *flags:
    cargo run --release -p corpus-crates -- --limit 1 --sizes vnoj --report docs/corpus-sizes.md "$@"

# Rewrite the bundler's corpus fixtures (bundler/tests/corpus/*/fixtures) from their generator and brute forces.
corpus-fixtures:
    CORPUS_FIXTURES=write cargo test -p bundler --test corpus corpus_fixtures

# Start a new problem: problems/src/bin/<id>.rs from the template and fixtures/<id>.toml (never overwrites).
new id *flags:
    cargo run --quiet --release -p scaffold --bin new -- "$@"

# Receive problems from Competitive Companion (custom port 10043) and create their files. --once, --id, --force.
listen *flags:
    cargo run --quiet --release -p scaffold --bin listen -- "$@"

# Judge the bundle (or the workspace binary with --dev) on every fixture: AC/WA/RE/TLE/MLE, time, memory. `just judge --all`.
judge *args:
    cargo run --quiet --release -p judge-runner --bin judge -- "$@"

# Random inputs against the independent reference; a difference is shrunk and saved as fixtures/<id>/stress-<k>.
stress id *flags:
    cargo run --quiet --release -p stress -- "$@"

# Build the checker programs for `oj test --judge-command` (target/release/checker).
checkers:
    cargo build --quiet --release -p checkers --bin checker

# Rewrite the tables in docs/ that come from the code (all, or some of: problems sizes judges editions); the test suite fails when one is stale.
docs *tables:
    DOCS_UPDATE=1 DOCS_TABLES="$*" cargo test --quiet -p bundler --test docs_tables generated_tables_are_current

# Measure shaking excess again (rustc on every bundle, minutes) and rewrite its table in docs/bundler.md.
docs-excess:
    DOCS_UPDATE=1 cargo test --quiet --release -p bundler --test excess -- --nocapture

# Docs for solver-core, warnings denied.
doc:
    RUSTDOCFLAGS="-D warnings" cargo doc -p solver-core --no-deps

# The game explorer: a game's values, P-positions, proven period, pictures, solver-core code.
# `just explore --octal 0.77`, `just explore wythoff --svg wythoff.svg`, `just explore --help`.
explore *args:
    cargo run --quiet --release -p explorer -- {{args}}
