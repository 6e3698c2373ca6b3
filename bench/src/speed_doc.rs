//! The measured tables of docs/speed.md: `just bench` writes its rows between
//! `<!-- BEGIN generated: just bench -->` and `<!-- END generated -->`, and the comparison with
//! the C and C++ peers (which `just bench` also runs, and `just bench --peers` alone) between
//! `<!-- BEGIN generated: just bench --peers -->` and its END line. Each is stamped with the
//! machine it ran on (cores, load average), since times on a shared machine mean little
//! without the load. The unit tests check only the sections' shape: their numbers are measured.

use super::{generated, Row};
use std::path::Path;

pub const FILE: &str = "docs/speed.md";
pub const HEADER: &str = "| benchmark | input | median | max | budget | |";
/// The header of the peers' table (`peers::run` writes its rows: one per program and input).
pub const PEERS_HEADER: &str = "| benchmark | program | CPU median | ours / program | baseline | goal | |";

/// A measured section of a doc: its file, the command that writes it (named in its BEGIN
/// marker and in the stamp) and what its times are.
#[derive(Clone, Copy, Debug)]
pub struct Section {
    pub file: &'static str,
    pub command: &'static str,
    pub measures: &'static str,
}

/// The main table: bundling, the problems at their limits, memory, the check.
pub const BENCH: Section = Section { file: FILE, command: "just bench", measures: "release builds, whole-process wall time" };
/// The comparison with the C and C++ peers of `bench/peers/`.
pub const PEERS: Section = Section { file: FILE, command: "just bench --peers", measures: "release builds and `-O2` peers, the child's CPU time (user + system) from `wait4`" };
/// The explorer's octal games at a million heaps (`bench explore`).
pub const EXPLORE: Section = Section { file: "docs/explorer.md", command: "just bench explore", measures: "a release build, the child's CPU time (user + system) from `wait4`" };
/// The header of the explorer's table.
pub const EXPLORE_HEADER: &str = "| code | heaps | CPU time | method | largest value | what it found |";

/// The markdown table of `rows`, as `just bench` prints it.
pub fn table(rows: &[Row]) -> String {
    let mut t = format!("{}\n| --- | --- | ---: | ---: | --- | --- |\n", HEADER);
    for r in rows {
        t.push_str(&format!(
            "| {} | {} | {} | {} | {} | {} |\n",
            r.what,
            r.input,
            r.median,
            r.max,
            r.budget,
            if r.ok { "ok" } else { "**over**" }
        ));
    }
    t
}

/// Replaces `section` of its file under `root` with the stamp and `body` (a table, and lines
/// after it).
pub fn record(root: &Path, section: Section, body: &str) {
    let stamp = generated::stamp_measuring(section.command, section.measures);
    generated::write_section(root, section.file, section.command, &format!("{}\n\n{}", stamp, body));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `section` exists once, starts with its stamp and holds one table with `header` and at
    /// least one row, each with `header`'s number of cells.
    fn assert_shape(section: Section, header: &str) {
        let root = testkit::fixtures::workspace_root();
        let file = section.file;
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let (_, rows) = generated::section(&text, section.command).unwrap_or_else(|e| panic!("{}, `{}`: {}", file, section.command, e));
        assert_eq!(rows.first().copied(), Some(header), "{}: the `{}` table's header", file, section.command);
        assert!(rows.len() > 2, "{}: the `{}` table has no rows", file, section.command);
        let bars = header.matches('|').count();
        for r in &rows[2..] {
            assert_eq!(r.matches('|').count(), bars, "{}: row {:?} has not {} cells", file, r, bars - 1);
        }
    }

    #[test]
    fn the_speed_section_has_the_benchmarks_shape() {
        assert_shape(BENCH, HEADER);
    }

    #[test]
    fn the_peers_section_has_the_peer_comparisons_shape() {
        assert_shape(PEERS, PEERS_HEADER);
    }

    #[test]
    fn the_explorer_section_has_the_explore_benchmarks_shape() {
        assert_shape(EXPLORE, EXPLORE_HEADER);
    }

    #[test]
    fn the_table_is_what_the_test_expects() {
        let row = Row { what: "w".into(), input: "i".into(), median: "1 ms".into(), max: "2 ms".into(), budget: "—".into(), ok: true };
        assert_eq!(table(&[row]), format!("{}\n| --- | --- | ---: | ---: | --- | --- |\n| w | i | 1 ms | 2 ms | — | ok |\n", HEADER));
    }
}
