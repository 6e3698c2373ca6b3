//! Generated sections of the docs, written by the benches (docs/speed.md's through
//! `speed_doc`, with their own stamps): `just bench check` writes its table
//! into docs/check-speed.md between `<!-- BEGIN generated: just bench check -->` and
//! `<!-- END generated -->` (`--registry`: its own section), and `just bench-equip` into
//! docs/speed-equip.md the same way, each stamped with the machine it ran on (cores, load
//! average, rounds): wall times on a shared machine mean little without the load. The tests
//! check the sections' shape, not their numbers, which are measured.

use std::path::Path;

pub const CHECK_FILE: &str = "docs/check-speed.md";
pub const EQUIP_FILE: &str = "docs/speed-equip.md";
const END: &str = "<!-- END generated -->";

/// The line that opens the section `command` writes.
pub fn begin(command: &str) -> String {
    format!("<!-- BEGIN generated: {} -->", command)
}

/// "Measured by `just bench check` on 2 cores at a load average of 3.10 (1 min) / 2.95 (5 min), 2 rounds."
pub fn stamp(command: &str, rounds: usize) -> String {
    stamp_measuring(command, &format!("{} timed round(s) after a warm-up, release builds, whole-process wall time", rounds))
}

/// "Measured by `<command>` on 2 cores at a load average of 3.10 (1 min) / 2.95 (5 min), <measures>."
pub fn stamp_measuring(command: &str, measures: &str) -> String {
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let mut fields = load.split_whitespace();
    let at = match (fields.next(), fields.next()) {
        (Some(one), Some(five)) => format!("at a load average of {} (1 min) / {} (5 min)", one, five),
        _ => "(load average unknown: no /proc/loadavg)".to_string(),
    };
    format!("Measured by `{}` on {} cores {}, {}.", command, cores, at, measures)
}

/// `text` with the section of `command` replaced by `body` (the stamp, a blank line, the
/// table); an error when the markers are missing.
pub fn replace_section(text: &str, command: &str, body: &str) -> Result<String, String> {
    let begin = begin(command);
    // The marker line itself, not a longer command's that starts the same (`--registry`).
    let at = text.match_indices(&begin).map(|(k, _)| k).find(|&k| text[k + begin.len()..].starts_with('\n')).ok_or_else(|| format!("no `{}` line", begin))?;
    let start = at + begin.len() + 1;
    let stop = start + text[start..].find(END).ok_or_else(|| format!("no `{}` after `{}`", END, begin))?;
    Ok(format!("{}{}{}", &text[..start], body, &text[stop..]))
}

/// Writes `table` and the stamp into the section of `command` in `root/file`.
pub fn record(root: &Path, file: &str, command: &str, rounds: usize, table: &str) {
    write_section(root, file, command, &format!("{}\n\n{}", stamp(command, rounds), table));
}

/// Replaces the section of `command` in `root/file` with `body`; a file without the markers is
/// an error (printed, not fatal: the figures are still on stdout).
pub fn write_section(root: &Path, file: &str, command: &str, body: &str) {
    let path = root.join(file);
    let result = std::fs::read_to_string(&path)
        .map_err(|e| e.to_string())
        .and_then(|text| replace_section(&text, command, body))
        .and_then(|new| std::fs::write(&path, new).map_err(|e| e.to_string()));
    match result {
        Ok(()) => eprintln!("wrote the `{}` table of {}", command, file),
        Err(e) => eprintln!("{}: cannot write the `{}` table: {}", file, command, e),
    }
}

/// The section of `command` in `text`: its stamp line, and its table lines (every line that
/// starts with `|`); `Err` says what is wrong with its shape. (The tests' reading.)
#[cfg(test)]
pub fn section<'a>(text: &'a str, command: &str) -> Result<(&'a str, Vec<&'a str>), String> {
    let begin = begin(command);
    let found: Vec<usize> = text.match_indices(&begin).map(|(k, _)| k).filter(|&k| text[k + begin.len()..].starts_with('\n')).collect();
    if found.len() != 1 {
        return Err(format!("want one `{}` line, found {}", begin, found.len()));
    }
    let start = found[0] + begin.len() + 1;
    let body = &text[start..start + text[start..].find(END).ok_or_else(|| format!("no `{}` after `{}`", END, begin))?];
    let mut lines = body.lines();
    let first = lines.next().unwrap_or("");
    if !(first.starts_with(&format!("Measured by `{}` on ", command)) && first.contains("load average")) {
        return Err(format!("the section starts with {:?}, not the stamp", first));
    }
    Ok((first, lines.filter(|l| l.starts_with('|')).collect()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_section_is_replaced_between_its_own_markers() {
        let text = "a\n<!-- BEGIN generated: x --registry -->\nold r\n<!-- END generated -->\n<!-- BEGIN generated: x -->\nold\n<!-- END generated -->\nz\n";
        let new = replace_section(text, "x", "new\n").unwrap();
        assert_eq!(new, "a\n<!-- BEGIN generated: x --registry -->\nold r\n<!-- END generated -->\n<!-- BEGIN generated: x -->\nnew\n<!-- END generated -->\nz\n");
        assert!(replace_section("no markers", "x", "new").is_err());
    }

    /// Every table row has the header's number of cells.
    fn assert_table(file: &str, command: &str, header_start: &str) {
        let root = testkit::fixtures::workspace_root();
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        let (_, rows) = section(&text, command).unwrap_or_else(|e| panic!("{}, `{}`: {}", file, command, e));
        let header = rows.first().copied().unwrap_or("");
        assert!(header.starts_with(header_start), "{}, `{}`: the table's header is {:?}", file, command, header);
        assert!(rows.len() > 2, "{}, `{}`: the table has no rows", file, command);
        let cells = header.matches('|').count();
        // bench-equip's section holds two tables; each row has its own table's header's width.
        let mut width = cells;
        for r in &rows[1..] {
            if r.starts_with("| problem |") {
                width = r.matches('|').count();
                continue;
            }
            assert_eq!(r.matches('|').count(), width, "{}, `{}`: row {:?} has not the header's cells", file, command, r);
        }
    }

    #[test]
    fn the_check_section_has_the_benchmarks_shape() {
        assert_table(CHECK_FILE, "just bench check", "| problem | ours, cold (ms) | cargo-equip (ms) |");
    }

    #[test]
    fn the_equip_section_has_the_benchmarks_shape() {
        assert_table(EQUIP_FILE, "just bench-equip --registry", "| problem | bundler | median (");
    }
}
