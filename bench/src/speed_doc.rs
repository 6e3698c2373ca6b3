//! The measured table of docs/speed.md: `just bench` writes its rows between
//! `<!-- BEGIN generated: just bench -->` and `<!-- END generated -->`, stamped with the
//! machine it ran on (cores, load average), since wall times on a shared machine mean little
//! without the load. The unit test checks only the section's shape: its numbers are measured.

use super::Row;
use std::path::Path;

pub const FILE: &str = "docs/speed.md";
const BEGIN: &str = "<!-- BEGIN generated: just bench -->";
const END: &str = "<!-- END generated -->";
pub const HEADER: &str = "| benchmark | input | median | max | budget | |";

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

/// "Measured by `just bench` on 2 cores at a load average of 3.10 (1 min) / 2.95 (5 min)."
fn stamp() -> String {
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let mut fields = load.split_whitespace();
    match (fields.next(), fields.next()) {
        (Some(one), Some(five)) => format!(
            "Measured by `just bench` on {} cores at a load average of {} (1 min) / {} (5 min), release builds, whole-process wall time.",
            cores, one, five
        ),
        _ => format!("Measured by `just bench` on {} cores (load average unknown: no /proc/loadavg), release builds, whole-process wall time.", cores),
    }
}

/// Replaces the section of `root/docs/speed.md` with `table` and the stamp; a file without the
/// markers is an error (printed, not fatal: the benchmark's numbers are still on stdout).
pub fn record(root: &Path, table: &str) {
    let path = root.join(FILE);
    let result = std::fs::read_to_string(&path).map_err(|e| e.to_string()).and_then(|text| {
        let start = text.find(BEGIN).ok_or_else(|| format!("no `{}` line", BEGIN))? + BEGIN.len() + 1;
        let stop = start + text[start..].find(END).ok_or_else(|| format!("no `{}` after `{}`", END, BEGIN))?;
        let new = format!("{}{}\n\n{}{}", &text[..start], stamp(), table, &text[stop..]);
        std::fs::write(&path, new).map_err(|e| e.to_string())
    });
    match result {
        Ok(()) => eprintln!("wrote the `just bench` table of {}", FILE),
        Err(e) => eprintln!("{}: cannot write the `just bench` table: {}", FILE, e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The section exists once, starts with the stamp and holds one table with the header
    /// `table` writes and at least one row, each with six cells.
    #[test]
    fn the_speed_section_has_the_benchmarks_shape() {
        let root = testkit::fixtures::workspace_root();
        let text = std::fs::read_to_string(root.join(FILE)).unwrap();
        assert_eq!(text.matches(BEGIN).count(), 1, "{}: want one `{}` line", FILE, BEGIN);
        let start = text.find(BEGIN).unwrap() + BEGIN.len() + 1;
        let body = &text[start..start + text[start..].find(END).expect("END marker")];
        let mut lines = body.lines();
        let first = lines.next().unwrap_or("");
        assert!(first.starts_with("Measured by `just bench` on ") && first.contains("load average"), "{}: the section starts with {:?}, not the stamp", FILE, first);
        let rows: Vec<&str> = lines.filter(|l| l.starts_with('|')).collect();
        assert_eq!(rows.first().copied(), Some(HEADER), "{}: the table's header", FILE);
        assert!(rows.len() > 2, "{}: the table has no rows", FILE);
        for r in &rows[2..] {
            assert_eq!(r.matches('|').count(), 7, "{}: row {:?} has not six cells", FILE, r);
        }
    }

    #[test]
    fn the_table_is_what_the_test_expects() {
        let row = Row { what: "w".into(), input: "i".into(), median: "1 ms".into(), max: "2 ms".into(), budget: "—".into(), ok: true };
        assert_eq!(table(&[row]), format!("{}\n| --- | --- | ---: | ---: | --- | --- |\n| w | i | 1 ms | 2 ms | — | ok |\n", HEADER));
    }
}
