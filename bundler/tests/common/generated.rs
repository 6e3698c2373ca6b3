//! Generated sections of the docs: a table between
//! `<!-- BEGIN generated: <command> -->` and `<!-- END generated -->`, written by `<command>`
//! and checked by a test, so that no table derived from the code is copied by hand.

use std::path::Path;

/// The markers of the section that `command` writes.
pub fn markers(command: &str) -> (String, &'static str) {
    (format!("<!-- BEGIN generated: {} -->", command), "<!-- END generated -->")
}

/// The text between `command`'s markers in `text` (without the newline after the BEGIN line),
/// or an error naming the file and what to do.
pub fn section<'a>(text: &'a str, file: &str, command: &str) -> Result<&'a str, String> {
    let (begin, end) = markers(command);
    let start = text.find(&begin).ok_or_else(|| format!("{}: no `{}` line; add it with its END line where the table belongs", file, begin))?;
    let body = start + begin.len() + 1;
    let stop = text[body..].find(end).ok_or_else(|| format!("{}: `{}` has no `{}` after it", file, begin, end))?;
    Ok(&text[body..body + stop])
}

/// `text` with `command`'s section replaced by `body` (which ends with a newline).
pub fn splice(text: &str, file: &str, command: &str, body: &str) -> Result<String, String> {
    let old = section(text, file, command)?;
    let start = old.as_ptr() as usize - text.as_ptr() as usize;
    Ok(format!("{}{}{}", &text[..start], body, &text[start + old.len()..]))
}

/// Whether this run writes the sections instead of checking them (`just docs` sets it).
pub fn updating() -> bool {
    std::env::var_os("DOCS_UPDATE").map_or(false, |v| v == "1")
}

/// Whether this run writes `command`'s section: [`updating`], and `DOCS_TABLES` (the names
/// given to `just docs <name>...`) is empty or holds the command's last word.
fn updating_section(command: &str) -> bool {
    let wanted = std::env::var("DOCS_TABLES").unwrap_or_default();
    let name = command.rsplit(' ').next().unwrap_or(command);
    updating() && (wanted.trim().is_empty() || wanted.split_whitespace().any(|w| w == name))
}

/// Writes `body` into `command`'s section of `root/file` when [`updating_section`]; otherwise returns
/// an error when the stored section differs (the first differing line, and what to run).
pub fn write_or_check(root: &Path, file: &str, command: &str, body: &str) -> Result<(), String> {
    let path = root.join(file);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {}", file, e))?;
    if updating_section(command) {
        let new = splice(&text, file, command, body)?;
        if new != text {
            std::fs::write(&path, new).map_err(|e| format!("{}: {}", file, e))?;
            eprintln!("wrote the `{}` section of {}", command, file);
        }
        return Ok(());
    }
    if updating() {
        return Ok(());
    }
    let old = section(&text, file, command)?;
    if old == body {
        return Ok(());
    }
    let line = text[..old.as_ptr() as usize - text.as_ptr() as usize].lines().count() + 1;
    let (have, want) = old
        .lines()
        .zip(body.lines())
        .find(|(a, b)| a != b)
        .map_or(("(a line count differs)".to_string(), String::new()), |(a, b)| (a.to_string(), b.to_string()));
    Err(format!(
        "{}:{}:1: the `{}` section is stale (stored: {:?}, now: {:?}); run `{}` and commit the file",
        file, line, command, have, want, command
    ))
}
