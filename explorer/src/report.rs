//! The plain-text report the explorer prints.

use crate::heap::{HeapAnalysis, PeriodFinding, ValueKind};
use crate::pair::{PairAnalysis, StripAnalysis};
use crate::Analysis;
use std::fmt::Write;

/// Values per line in printed sequences.
const PER_LINE: usize = 20;

/// `values` as lines of [`PER_LINE`], each led by its first index.
pub fn sequence_lines(values: &[u32]) -> Vec<String> {
    let width = values.len().to_string().len();
    values
        .chunks(PER_LINE)
        .enumerate()
        .map(|(i, chunk)| {
            let items: Vec<String> = chunk.iter().map(|v| v.to_string()).collect();
            format!("{:>w$}: {}", i * PER_LINE, items.join(" "), w = width)
        })
        .collect()
}

/// At most `show` items of `items`, then how many more.
fn shortened<T: ToString>(items: &[T], show: usize) -> String {
    let mut text: Vec<String> = items.iter().take(show).map(|x| x.to_string()).collect();
    if items.len() > show {
        text.push(format!("... ({} in all)", items.len()));
    }
    text.join(" ")
}

/// The period finding in one or two lines ("no period found up to n" when none).
pub fn period_lines(analysis: &HeapAnalysis) -> Vec<String> {
    let n = analysis.values.len();
    match &analysis.period {
        PeriodFinding::Proven {
            periodicity: p,
            proof,
            ..
        } => vec![
            format!(
                "period {}, pre-period {} ({}), proven",
                p.period,
                p.preperiod,
                match p.last_exception() {
                    Some(e) => format!("last exception at {}", e),
                    None => "purely periodic".to_string(),
                }
            ),
            format!("proof: {}", proof),
        ],
        PeriodFinding::Candidate {
            periodicity: p,
            reason,
        } => vec![format!(
            "period {}, pre-period {} seen in the first {} values, {}",
            p.period, p.preperiod, n, reason
        )],
        PeriodFinding::NotFound => vec![format!("no period found up to n = {}", n - 1)],
    }
}

/// The rule found, in one line, or `None`.
pub fn heap_rule_line(analysis: &HeapAnalysis) -> Option<String> {
    let name = match analysis.kind {
        ValueKind::Grundy => "g",
        ValueKind::Outcome => "win",
    };
    if let PeriodFinding::Proven { periodicity: p, .. } = &analysis.period {
        return Some(if p.preperiod == 0 {
            format!("{}(n) = {}(n mod {})", name, name, p.period)
        } else {
            format!(
                "{}(n) = {}({} + (n - {}) mod {}) for n >= {}; the table below {} otherwise",
                name, name, p.preperiod, p.preperiod, p.period, p.preperiod, p.preperiod
            )
        });
    }
    analysis.fitted.as_ref().map(|rule| {
        format!(
            "{} (fits all {} computed values; not proven here)",
            rule.describe(),
            analysis.values.len()
        )
    })
}

fn heap_report(title: &str, a: &HeapAnalysis, show: usize, out: &mut String) {
    let n = a.values.len();
    let play = if a.misere {
        "misère play"
    } else {
        "normal play"
    };
    writeln!(out, "game: {}, {}", title, play).unwrap();
    writeln!(out, "heaps 0..{} ({} values), by {}", n - 1, n, a.method).unwrap();
    let shown = &a.values[..show.min(n)];
    match a.kind {
        _ if shown.is_empty() => {}
        ValueKind::Grundy => writeln!(out, "Grundy values g(0..{}):", shown.len()).unwrap(),
        ValueKind::Outcome => writeln!(
            out,
            "outcomes (1: the mover wins, 0: the mover loses) for 0..{}:",
            shown.len()
        )
        .unwrap(),
    }
    for line in sequence_lines(shown) {
        writeln!(out, "  {}", line).unwrap();
    }
    let p = a.p_positions();
    writeln!(out, "P-positions (the mover loses): {}", shortened(&p, 40)).unwrap();
    if a.kind == ValueKind::Grundy {
        let max = a.values.iter().max().copied().unwrap_or(0);
        writeln!(out, "largest value: {}", max).unwrap();
        writeln!(
            out,
            "several heaps: the mover loses iff the XOR of their values is 0 (Sprague-Grundy)"
        )
        .unwrap();
    }
    for line in period_lines(a) {
        writeln!(out, "{}", line).unwrap();
    }
    match heap_rule_line(a) {
        Some(rule) => writeln!(out, "rule: {}", rule).unwrap(),
        None => writeln!(out, "rule: none found").unwrap(),
    }
    for line in &a.agreements {
        writeln!(out, "check: {}", line).unwrap();
    }
}

fn pair_report(title: &str, a: &PairAnalysis, show: usize, out: &mut String) {
    let play = if a.misere {
        "misère play"
    } else {
        "normal play"
    };
    writeln!(out, "game: {}, {}", title, play).unwrap();
    writeln!(
        out,
        "piles {}..={} each ({} positions), by a game search (solver_core::game)",
        a.low,
        a.high,
        a.width() * a.width()
    )
    .unwrap();
    let shown_side = a.high.min(a.low + 24);
    writeln!(
        out,
        "win/lose map ('P': the mover loses, '.': wins), rows a, columns b, {}..={}:",
        a.low, shown_side
    )
    .unwrap();
    for x in a.low..=shown_side {
        let row: String = (a.low..=shown_side)
            .map(|y| if a.is_losing(x, y) { 'P' } else { '.' })
            .collect();
        writeln!(out, "  {:>3} {}", x, row).unwrap();
    }
    let p: Vec<String> = a
        .p_positions()
        .iter()
        .map(|(x, y)| format!("({},{})", x, y))
        .collect();
    writeln!(
        out,
        "P-positions with a <= b: {}",
        shortened(&p, show.max(10))
    )
    .unwrap();
    match a.rule {
        Some(rule) => writeln!(
            out,
            "rule: {} (fits all {} positions)",
            rule.describe(),
            a.width() * a.width()
        )
        .unwrap(),
        None => writeln!(out, "rule: none of the known shapes fits").unwrap(),
    }
    for line in &a.agreements {
        writeln!(out, "check: {}", line).unwrap();
    }
}

fn strip_report(title: &str, a: &StripAnalysis, show: usize, out: &mut String) {
    writeln!(
        out,
        "game: {}, pushes 1..={}, normal play",
        title, a.max_push
    )
    .unwrap();
    writeln!(
        out,
        "cells left 0..={}, previous push {}..={}, by a game search (solver_core::game)",
        a.max_left, a.low_push, a.max_push
    )
    .unwrap();
    writeln!(
        out,
        "win/lose map ('P': the mover loses), rows y, columns r = cells left:"
    )
    .unwrap();
    let shown_r = a.max_left.min(79);
    for y in a.low_push..=a.max_push {
        let row: String = (0..=shown_r)
            .map(|r| if a.is_losing(r, y) { 'P' } else { '.' })
            .collect();
        writeln!(out, "  y={:<2} {}", y, row).unwrap();
    }
    let p: Vec<String> = a
        .p_positions()
        .iter()
        .map(|(r, y)| format!("({},{})", r, y))
        .collect();
    writeln!(out, "P-positions (r, y): {}", shortened(&p, show.max(10))).unwrap();
    match a.period {
        Some(p) => writeln!(
            out,
            "period {} in r, pre-period {}: {}",
            p.period, p.preperiod, a.period_note
        )
        .unwrap(),
        None => writeln!(out, "{}", a.period_note).unwrap(),
    }
    for line in &a.agreements {
        writeln!(out, "check: {}", line).unwrap();
    }
}

/// The whole report; `show` bounds the values printed.
pub fn text_report(title: &str, analysis: &Analysis, show: usize) -> String {
    let mut out = String::new();
    match analysis {
        Analysis::Heap(_, a) => heap_report(title, a, show, &mut out),
        Analysis::Pair(a) => pair_report(title, a, show, &mut out),
        Analysis::Strip(a) => strip_report(title, a, show, &mut out),
    }
    out
}
