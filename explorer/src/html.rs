//! `--html DIR`: one static page (no script) with the picture, the tables, the rule found and
//! the emitted function, written to `DIR/index.html` with the picture beside it.

use crate::report::{heap_rule_line, period_lines, text_report};
use crate::svg::escape;
use crate::Analysis;
use std::fmt::Write;

const STYLE: &str = "body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em;\
color:#222}pre{background:#f6f8fa;padding:0.8em;overflow-x:auto;font-size:0.85em}\
table{border-collapse:collapse;font-size:0.8em}td,th{border:1px solid #ccc;padding:2px 5px;\
text-align:right}td.p{background:#1f3a93;color:white}img{max-width:100%;border:1px solid #ddd}";

/// The values of a one-heap game as an HTML table, `period` values per row when the period is
/// short (so columns line up with the period), else 20.
fn heap_table(values: &[u32], row: usize, limit: usize) -> String {
    let mut out = String::from("<table>\n<tr><th>n</th>");
    for i in 0..row {
        write!(out, "<th>+{}</th>", i).unwrap();
    }
    out.push_str("</tr>\n");
    for (r, chunk) in values[..limit.min(values.len())].chunks(row).enumerate() {
        write!(out, "<tr><th>{}</th>", r * row).unwrap();
        for &v in chunk {
            if v == 0 {
                out.push_str("<td class=\"p\">0</td>");
            } else {
                write!(out, "<td>{}</td>", v).unwrap();
            }
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n");
    out
}

/// A win/lose map as an HTML table: rows `rows`, columns `columns`, P-positions dark.
fn map_table(
    rows: std::ops::RangeInclusive<u64>,
    columns: std::ops::RangeInclusive<u64>,
    losing: impl Fn(u64, u64) -> bool,
) -> String {
    let mut out = String::from("<table>\n<tr><th></th>");
    for y in columns.clone() {
        write!(out, "<th>{}</th>", y).unwrap();
    }
    out.push_str("</tr>\n");
    for x in rows {
        write!(out, "<tr><th>{}</th>", x).unwrap();
        for y in columns.clone() {
            out.push_str(if losing(x, y) {
                "<td class=\"p\">P</td>"
            } else {
                "<td></td>"
            });
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table>\n");
    out
}

/// The page. `picture` is the file name of the SVG beside it; `emitted` the `--emit-rust`
/// code, or the reason there is none.
pub fn page(
    title: &str,
    command: &str,
    analysis: &Analysis,
    picture: &str,
    emitted: &Result<String, String>,
) -> String {
    let mut out = String::new();
    writeln!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{}</style>\n</head>\n<body>",
        escape(title),
        STYLE
    )
    .unwrap();
    writeln!(out, "<h1>{}</h1>", escape(title)).unwrap();
    writeln!(out, "<p>Made by <code>{}</code>.</p>", escape(command)).unwrap();
    writeln!(out, "<h2>Rule found</h2>").unwrap();
    match analysis {
        Analysis::Heap(_, a) => {
            writeln!(out, "<ul>").unwrap();
            for line in period_lines(a) {
                writeln!(out, "<li>{}</li>", escape(&line)).unwrap();
            }
            let rule = heap_rule_line(a).unwrap_or_else(|| "none found".to_string());
            writeln!(out, "<li>rule: {}</li>", escape(&rule)).unwrap();
            writeln!(out, "</ul>").unwrap();
        }
        Analysis::Pair(a) => {
            let rule = a
                .rule
                .map_or("none of the known shapes fits", |r| r.describe());
            writeln!(out, "<p>{}</p>", escape(rule)).unwrap();
        }
        Analysis::Strip(a) => {
            writeln!(out, "<p>{}</p>", escape(&a.period_note)).unwrap();
        }
    }
    writeln!(
        out,
        "<h2>Picture</h2>\n<p><img src=\"{}\" alt=\"{}\"></p>",
        escape(picture),
        escape(title)
    )
    .unwrap();
    writeln!(out, "<h2>Tables</h2>").unwrap();
    match analysis {
        Analysis::Heap(_, a) => {
            let row = match &a.period {
                crate::heap::PeriodFinding::Proven { periodicity: p, .. } if p.period <= 40 => {
                    p.period
                }
                _ => 20,
            };
            writeln!(
                out,
                "<p>Values for n = 0..{} (dark: P-positions){}.</p>",
                a.values.len().min(1200) - 1,
                if row == 20 {
                    String::new()
                } else {
                    format!("; one period ({}) per row", row)
                }
            )
            .unwrap();
            out.push_str(&heap_table(&a.values, row, 1200));
        }
        Analysis::Pair(a) => {
            let high = a.high.min(a.low + 39);
            writeln!(
                out,
                "<p>Rows a, columns b, {}..={} (dark: P-positions, the mover loses).</p>",
                a.low, high
            )
            .unwrap();
            out.push_str(&map_table(a.low..=high, a.low..=high, |x, y| {
                a.is_losing(x, y)
            }));
        }
        Analysis::Strip(a) => {
            let high = a.max_left.min(59);
            writeln!(
                out,
                "<p>Rows y (previous push), columns r (cells left) 0..={} (dark: P-positions).</p>",
                high
            )
            .unwrap();
            out.push_str(&map_table(
                a.low_push as u64..=a.max_push as u64,
                0..=high,
                |y, r| a.is_losing(r, y as usize),
            ));
        }
    }
    writeln!(
        out,
        "<h3>Full report</h3>\n<pre>{}</pre>",
        escape(&text_report(title, analysis, 200))
    )
    .unwrap();
    writeln!(out, "<h2>solver-core function</h2>").unwrap();
    match emitted {
        Ok(code) => writeln!(out, "<pre>{}</pre>", escape(code)).unwrap(),
        Err(why) => writeln!(out, "<p>{}</p>", escape(why)).unwrap(),
    }
    writeln!(out, "</body>\n</html>").unwrap();
    out
}
