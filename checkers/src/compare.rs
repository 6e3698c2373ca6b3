//! Output comparison the way judges do it: line by line, ignoring trailing spaces (and
//! carriage returns) at the end of each line and blank lines at the end of the output.

/// The lines a judge compares: trailing whitespace trimmed, trailing empty lines dropped.
pub fn judge_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(|l| l.trim_end()).collect();
    while lines.last() == Some(&"") {
        lines.pop();
    }
    lines
}

/// `Ok(())` when a judge would accept `actual` for `expected`; otherwise a readable diff: the
/// first differing line with its number, a few lines of context, and the line counts.
pub fn judge_equal(expected: &str, actual: &str) -> Result<(), String> {
    let want = judge_lines(expected);
    let got = judge_lines(actual);
    if want == got {
        return Ok(());
    }
    let first = want
        .iter()
        .zip(got.iter())
        .position(|(w, g)| w != g)
        .unwrap_or_else(|| want.len().min(got.len()));
    let mut msg = format!(
        "output differs at line {} (expected {} lines, got {})\n",
        first + 1,
        want.len(),
        got.len()
    );
    let from = first.saturating_sub(2);
    let to = (first + 3).min(want.len().max(got.len()));
    for i in from..to {
        let w = want.get(i).copied();
        let g = got.get(i).copied();
        if w == g {
            msg.push_str(&format!("   {:>5} | {}\n", i + 1, w.unwrap_or("")));
        } else {
            if let Some(w) = w {
                msg.push_str(&format!(" - {:>5} | {}\n", i + 1, w));
            }
            if let Some(g) = g {
                msg.push_str(&format!(" + {:>5} | {}\n", i + 1, g));
            }
        }
    }
    msg.push_str(" (- expected, + actual)\n");
    Err(msg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_spaces_crlf_and_final_newline_do_not_matter() {
        assert!(judge_equal("1 2\n3\n", "1 2  \r\n3").is_ok());
        assert!(judge_equal("a\n", "a\n\n\n").is_ok());
    }

    #[test]
    fn differences_are_reported_with_line_numbers() {
        let err = judge_equal("a\nb\nc\n", "a\nx\nc\n").unwrap_err();
        assert!(err.contains("line 2"), "{}", err);
        assert!(err.contains(" -     2 | b") && err.contains(" +     2 | x"), "{}", err);
        let err = judge_equal("a\nb\n", "a\n").unwrap_err();
        assert!(err.contains("expected 2 lines, got 1"), "{}", err);
        assert!(judge_equal("a b\n", "a  b\n").is_err(), "inner spaces matter");
        assert!(judge_equal("\na\n", "a\n").is_err(), "leading blank lines matter");
    }
}
