//! `--emit-rust`: a ready-to-paste solver-core function for the rule found, with a doc comment
//! in the house style (rule, source, constraints, complexity, how far it was checked, example).
//! The emitted code uses std only, compiles with rustc 1.63, and refers to solver-core items as
//! `crate::...`, as code inside solver-core does.

use crate::heap::{FittedRule, HeapAnalysis, PeriodFinding, ValueKind};
use crate::pair::{PairAnalysis, PairRule, StripAnalysis};
use crate::Analysis;
use solver_core::grundy::Periodicity;
use std::fmt::Write;

/// The shape of an emitted function, so that callers (and the tests) know how to call it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signature {
    /// `fn(n: u64) -> u32`: a Grundy value.
    GrundyU32,
    /// `fn(n: u64) -> u64`: a Grundy value that grows without bound.
    GrundyU64,
    /// `fn(n: u64) -> bool`: whether the mover wins.
    MoverWins,
    /// `fn(a: u64, b: u64) -> bool`: whether the mover loses.
    PairLosing,
    /// `fn(cells_left: u64, previous_push: usize) -> bool`: whether the mover loses.
    StripLosing,
}

/// An emitted function.
#[derive(Clone, Debug)]
pub struct Emitted {
    /// The function's name.
    pub name: String,
    /// How to call it.
    pub signature: Signature,
    /// The code, doc comment included.
    pub code: String,
}

/// `values` as the lines of a Rust array literal, indented by `indent` spaces.
fn array_lines<T: ToString>(values: &[T], indent: usize) -> String {
    let mut lines = Vec::new();
    let mut line = String::new();
    for v in values {
        let item = format!("{},", v.to_string());
        if !line.is_empty() && indent + line.len() + 1 + item.len() > 100 {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&item);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
        .iter()
        .map(|l| format!("{}{}\n", " ".repeat(indent), l))
        .collect()
}

/// `g(n)` by a proven or seen periodicity.
fn periodic_value(values: &[u32], p: &Periodicity, n: u64) -> u32 {
    if n < values.len() as u64 {
        return values[n as usize];
    }
    let pre = p.preperiod as u64;
    values[(pre + (n - pre) % p.period as u64) as usize]
}

/// The doc comment lines (without `/// `) wrapped at 100 columns.
fn doc_comment(paragraphs: &[String]) -> String {
    let mut out = String::new();
    for (i, paragraph) in paragraphs.iter().enumerate() {
        if i > 0 {
            out.push_str("///\n");
        }
        for raw_line in paragraph.lines() {
            // Code blocks and headings keep their lines; prose is wrapped.
            if raw_line.starts_with("```")
                || raw_line.starts_with('#')
                || raw_line.starts_with("use ")
                || raw_line.starts_with("assert")
            {
                writeln!(out, "/// {}", raw_line).unwrap();
                continue;
            }
            let mut line = String::new();
            for word in raw_line.split_whitespace() {
                if !line.is_empty() && 4 + line.len() + 1 + word.len() > 100 {
                    writeln!(out, "/// {}", line).unwrap();
                    line.clear();
                }
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(word);
            }
            writeln!(out, "/// {}", line).unwrap();
        }
    }
    out
}

/// The example section.
fn example(module: &str, name: &str, asserts: &[String]) -> String {
    let mut text = format!("# Example\n```\nuse solver_core::{}::{};\n", module, name);
    for a in asserts {
        text.push_str(a);
        text.push('\n');
    }
    text.push_str("```");
    text
}

/// Emits the function for the rule found, or says why there is none.
pub fn emit_rust(
    title: &str,
    slug: &str,
    analysis: &Analysis,
    name: Option<&str>,
    module: &str,
    command: &str,
) -> Result<Emitted, String> {
    match analysis {
        Analysis::Heap(_, a) => emit_heap(title, slug, a, name, module, command),
        Analysis::Pair(a) => emit_pair(title, slug, a, name, module, command),
        Analysis::Strip(a) => emit_strip(title, slug, a, name, module, command),
    }
}

fn emit_heap(
    title: &str,
    slug: &str,
    a: &HeapAnalysis,
    name: Option<&str>,
    module: &str,
    command: &str,
) -> Result<Emitted, String> {
    let n = a.values.len();
    let misere = if a.misere { "misère " } else { "" };
    let default_name = match a.kind {
        ValueKind::Grundy => format!("{}_grundy", slug),
        ValueKind::Outcome if a.misere => format!("{}_misere_mover_wins", slug),
        ValueKind::Outcome => format!("{}_mover_wins", slug),
    };
    let name = name.map(str::to_string).unwrap_or(default_name);
    let source = format!("Source: found with `{}` (the game explorer).", command);
    match (&a.period, &a.fitted) {
        (
            PeriodFinding::Proven {
                periodicity: p,
                required_len,
                proof,
            },
            _,
        ) => {
            let table = &a.values[..p.preperiod + p.period];
            let (summary, ret, signature, ty) = match a.kind {
                ValueKind::Grundy => (
                    format!("The Grundy value of a heap of `n` in {}.", title),
                    "u32",
                    Signature::GrundyU32,
                    "u32",
                ),
                ValueKind::Outcome => (
                    format!(
                        "Whether the player to move wins {}play of {} with a heap of `n`.",
                        misere, title
                    ),
                    "bool",
                    Signature::MoverWins,
                    "bool",
                ),
            };
            let rule = format!(
                "Rule: the values repeat with period {} from n = {} ({}): `{}(n) = TABLE[n]` \
                 below {}, else `TABLE[{} + (n - {}) % {}]`.",
                p.period,
                p.preperiod,
                match p.last_exception() {
                    Some(e) => format!("last exception at {}", e),
                    None => "purely periodic".to_string(),
                },
                name,
                p.preperiod + p.period,
                p.preperiod,
                p.preperiod,
                p.period
            );
            let proof_text = format!(
                "{} Proof: {} (the first {} values suffice).",
                source, proof, required_len
            );
            let show = |v: u32| match a.kind {
                ValueKind::Grundy => v.to_string(),
                ValueKind::Outcome => (v == 1).to_string(),
            };
            let big = 1_000_000_000_000_000_000u64;
            let probe = (p.preperiod + p.period + 1).min(n - 1) as u64;
            let asserts = vec![
                format!(
                    "assert_eq!({}({}), {});",
                    name,
                    probe,
                    show(periodic_value(&a.values, p, probe))
                ),
                format!(
                    "assert_eq!({}({}), {});",
                    name,
                    big,
                    show(periodic_value(&a.values, p, big))
                ),
            ];
            let doc = doc_comment(&[
                summary,
                rule,
                proof_text,
                "# Constraints\nAny `u64`.".to_string(),
                "# Complexity\nO(1).".to_string(),
                format!(
                    "Checked against the explorer's table of all {} values g(0..{}), computed by \
                     {}; the period is proven from the first {} of them.",
                    n, n, a.method, required_len
                ),
                example(module, &name, &asserts),
            ]);
            let items: Vec<String> = table.iter().map(|&v| show(v)).collect();
            let mut code = doc;
            writeln!(code, "pub fn {}(n: u64) -> {} {{", name, ret).unwrap();
            writeln!(code, "    const PREPERIOD: u64 = {};", p.preperiod).unwrap();
            writeln!(code, "    const PERIOD: u64 = {};", p.period).unwrap();
            writeln!(code, "    const TABLE: [{}; {}] = [", ty, table.len()).unwrap();
            code.push_str(&array_lines(&items, 8));
            writeln!(code, "    ];").unwrap();
            writeln!(code, "    if n < PREPERIOD + PERIOD {{").unwrap();
            writeln!(code, "        TABLE[n as usize]").unwrap();
            writeln!(code, "    }} else {{").unwrap();
            writeln!(
                code,
                "        TABLE[(PREPERIOD + (n - PREPERIOD) % PERIOD) as usize]"
            )
            .unwrap();
            writeln!(code, "    }}").unwrap();
            writeln!(code, "}}").unwrap();
            Ok(Emitted {
                name,
                signature,
                code,
            })
        }
        (_, Some(rule)) => emit_fitted(title, a, rule, &name, module, &source),
        _ => Err(format!(
            "--emit-rust: no rule found for {} on {} values ({}); raise -n or look at the \
             picture",
            title,
            n,
            match &a.period {
                PeriodFinding::Candidate { reason, .. } => reason.clone(),
                _ => format!("no period found up to n = {}", n - 1),
            }
        )),
    }
}

fn emit_fitted(
    title: &str,
    a: &HeapAnalysis,
    rule: &FittedRule,
    name: &str,
    module: &str,
    source: &str,
) -> Result<Emitted, String> {
    let n = a.values.len();
    let checked = format!(
        "Checked against the explorer's table of all {} values (0..{}), computed by {}. Not \
         proven by the explorer: the rule was fitted to the table, so prove it (or cite a proof) \
         before relying on it beyond that range.",
        n, n, a.method
    );
    let big = 1_000_000_000_000u64;
    let probe = (n as u64 - 1).min(100);
    let (summary, signature, body, ret, asserts) = match *rule {
        FittedRule::ArithmeticPeriodic {
            preperiod,
            period,
            saltus,
        } => {
            let table = &a.values[..preperiod + period];
            let mut body = String::new();
            writeln!(body, "    const PREPERIOD: u64 = {};", preperiod).unwrap();
            writeln!(body, "    const PERIOD: u64 = {};", period).unwrap();
            writeln!(body, "    const SALTUS: u64 = {};", saltus).unwrap();
            writeln!(body, "    const TABLE: [u64; {}] = [", table.len()).unwrap();
            body.push_str(&array_lines(table, 8));
            writeln!(body, "    ];").unwrap();
            writeln!(body, "    if n < PREPERIOD + PERIOD {{").unwrap();
            writeln!(body, "        return TABLE[n as usize];").unwrap();
            writeln!(body, "    }}").unwrap();
            writeln!(body, "    let cycles = (n - PREPERIOD) / PERIOD;").unwrap();
            writeln!(
                body,
                "    TABLE[(PREPERIOD + (n - PREPERIOD) % PERIOD) as usize] + cycles * SALTUS"
            )
            .unwrap();
            (
                format!("The Grundy value of a heap of `n` in {}.", title),
                Signature::GrundyU64,
                body,
                "u64",
                vec![
                    format!(
                        "assert_eq!({}({}), {});",
                        name,
                        probe,
                        rule.value(&a.values, probe as usize)
                    ),
                    format!(
                        "assert_eq!({}({}), {});",
                        name,
                        big,
                        arithmetic_value(&a.values, preperiod, period, saltus, big)
                    ),
                ],
            )
        }
        FittedRule::OddPartOfSuccessor => (
            format!("The Grundy value of a heap of `n` in {}.", title),
            Signature::GrundyU64,
            "    let q = n as u128 + 1;\n    ((q >> q.trailing_zeros()) - 1) as u64 / 2\n"
                .to_string(),
            "u64",
            vec![
                format!(
                    "assert_eq!({}({}), {});",
                    name,
                    probe,
                    rule.value(&a.values, probe as usize)
                ),
                format!("assert_eq!({}(u64::MAX), 0);", name),
            ],
        ),
        FittedRule::Identity | FittedRule::Odious | FittedRule::LowestSetBit => (
            format!("The Grundy value of position `n` in {}.", title),
            Signature::GrundyU64,
            match *rule {
                FittedRule::Identity => "    n\n".to_string(),
                FittedRule::Odious => concat!(
                    "    if n == 0 {\n",
                    "        return 0;\n",
                    "    }\n",
                    "    let m = n - 1;\n",
                    "    2 * m + (m.count_ones() % 2 == 0) as u64\n",
                )
                .to_string(),
                _ => "    n & n.wrapping_neg()\n".to_string(),
            },
            "u64",
            vec![
                format!(
                    "assert_eq!({}({}), {});",
                    name,
                    probe,
                    rule.value(&a.values, probe as usize)
                ),
                format!(
                    "assert_eq!({}({}), {});",
                    name,
                    big,
                    rule.value(&a.values, big as usize)
                ),
            ],
        ),
        FittedRule::LosesAtFibonacci => (
            format!(
                "Whether the player to move wins {} with a pile of `n`.",
                title
            ),
            Signature::MoverWins,
            concat!(
                "    let (mut a, mut b) = (1u64, 2u64);\n",
                "    while a < n {\n",
                "        match a.checked_add(b) {\n",
                "            Some(next) => {\n",
                "                a = b;\n",
                "                b = next;\n",
                "            }\n",
                "            None => return b != n,\n",
                "        }\n",
                "    }\n",
                "    n != 0 && a != n\n",
            )
            .to_string(),
            "bool",
            vec![
                format!("assert!(!{}(13));", name),
                format!("assert!({}(100));", name),
            ],
        ),
    };
    let doc = doc_comment(&[
        summary,
        format!("Rule: {}.", rule.describe()),
        source.to_string(),
        "# Constraints\nAny `u64`.".to_string(),
        "# Complexity\nO(log n) at most.".to_string(),
        checked,
        example(module, name, &asserts),
    ]);
    let mut code = doc;
    writeln!(code, "pub fn {}(n: u64) -> {} {{", name, ret).unwrap();
    code.push_str(&body);
    writeln!(code, "}}").unwrap();
    Ok(Emitted {
        name: name.to_string(),
        signature,
        code,
    })
}

fn arithmetic_value(values: &[u32], preperiod: usize, period: usize, saltus: u32, n: u64) -> u64 {
    let (pre, per) = (preperiod as u64, period as u64);
    if n < pre + per {
        return values[n as usize] as u64;
    }
    values[(pre + (n - pre) % per) as usize] as u64 + (n - pre) / per * saltus as u64
}

/// The body of a P-position test for each rule shape, over `a`, `b`.
fn pair_rule_body(rule: PairRule) -> &'static str {
    match rule {
        PairRule::EqualPiles => "    a == b\n",
        PairRule::MisereNim => "    (a == b && a > 1) || (a.min(b) == 0 && a.max(b) == 1)\n",
        PairRule::GoldenBandOffDiagonal => concat!(
            "    let (small, large) = (a.min(b) as u128, a.max(b) as u128);\n",
            "    // large < phi * small  <=>  large * (large - small) < small^2 (phi^2 = phi + 1).\n",
            "    a != b && large * (large - small) < small * small\n",
        ),
        PairRule::GoldenBand => concat!(
            "    let (small, large) = (a.min(b) as u128, a.max(b) as u128);\n",
            "    // large < phi * small  <=>  large * (large - small) < small^2 (phi^2 = phi + 1).\n",
            "    large * (large - small) < small * small\n",
        ),
        PairRule::WythoffPairs => concat!(
            "    let (small, large) = (a.min(b), a.max(b));\n",
            "    small == crate::golden::golden_floor(large - small)\n",
        ),
        PairRule::PowerOfTwoRatio => concat!(
            "    let (small, large) = (a.min(b) as u128 + 1, a.max(b) as u128 + 1);\n",
            "    large % small == 0 && (large / small).is_power_of_two()\n",
        ),
    }
}

fn emit_pair(
    title: &str,
    slug: &str,
    a: &PairAnalysis,
    name: Option<&str>,
    module: &str,
    command: &str,
) -> Result<Emitted, String> {
    let rule = a.rule.ok_or_else(|| {
        format!(
            "--emit-rust: none of the known rule shapes fits {} on piles {}..={}",
            title, a.low, a.high
        )
    })?;
    let misere = if a.misere { "_misere" } else { "" };
    let name = name
        .map(str::to_string)
        .unwrap_or_else(|| format!("{}{}_losing", slug, misere));
    let p = a.p_positions();
    let n_example = a
        .p_positions()
        .iter()
        .rev()
        .map(|&(x, y)| (x, y + 1))
        .find(|&(x, y)| y <= a.high && !a.is_losing(x, y))
        .unwrap_or((a.low, a.low + 1));
    let (px, py) = *p.last().expect("every map has a P-position");
    let constraints = match rule {
        PairRule::WythoffPairs => {
            "Piles up to `crate::golden::GOLDEN_FLOOR_MAX_K` (about 8.2 * 10^18); larger panics in \
             `golden_floor`."
        }
        PairRule::GoldenBand | PairRule::GoldenBandOffDiagonal => {
            "Any `u64` piles (products in u128)."
        }
        _ => "Any `u64` piles.",
    };
    let doc = doc_comment(&[
        format!(
            "Whether the player to move loses {}{} with piles `a` and `b`.",
            if a.misere { "the misère form of " } else { "" },
            title
        ),
        format!("Rule: {}.", rule.describe()),
        format!("Source: found with `{}` (the game explorer).", command),
        format!("# Constraints\n{}", constraints),
        "# Complexity\nO(1).".to_string(),
        format!(
            "Checked exhaustively against a game search (`crate::game::solve_by_index`) for all \
             piles {}..={} ({} positions). Not proven by the explorer: the rule shape was fitted \
             to that map.",
            a.low,
            a.high,
            a.width() * a.width()
        ),
        example(
            module,
            &name,
            &[
                format!("assert!({}({}, {}));", name, px, py),
                format!("assert!(!{}({}, {}));", name, n_example.0, n_example.1),
            ],
        ),
    ]);
    let mut code = doc;
    writeln!(code, "pub fn {}(a: u64, b: u64) -> bool {{", name).unwrap();
    code.push_str(pair_rule_body(rule));
    writeln!(code, "}}").unwrap();
    Ok(Emitted {
        name,
        signature: Signature::PairLosing,
        code,
    })
}

fn emit_strip(
    title: &str,
    slug: &str,
    a: &StripAnalysis,
    name: Option<&str>,
    module: &str,
    command: &str,
) -> Result<Emitted, String> {
    let p = match a.period {
        Some(p) if p.proven => p,
        _ => {
            return Err(format!(
                "--emit-rust: no proven period for {} ({}); raise -n",
                title, a.period_note
            ))
        }
    };
    let name = name
        .map(str::to_string)
        .unwrap_or_else(|| format!("{}_losing_m{}", slug, a.max_push));
    let columns: Vec<String> = (0..p.preperiod + p.period)
        .map(|r| {
            let mask =
                (0..=a.max_push).fold(0u64, |m, y| m | ((a.is_losing(r as u64, y) as u64) << y));
            format!("{:#x}", mask)
        })
        .collect();
    let (px, py) = a.p_positions().last().copied().expect("a P-position");
    let doc = doc_comment(&[
        format!(
            "In the {}: whether the player to move loses with pushes 1..={}, `cells_left` \
             cells to go and previous push `previous_push` (0: none).",
            title, a.max_push
        ),
        format!(
            "Rule: bit `previous_push` of `COLUMNS[r]` says whether `(r, previous_push)` loses; \
             the columns repeat with period {} from r = {}.",
            p.period, p.preperiod
        ),
        format!(
            "Source: found with `{}` (the game explorer); {}.",
            command, a.period_note
        ),
        format!(
            "# Constraints\n`previous_push <= {}`; any `cells_left`.",
            a.max_push
        ),
        "# Complexity\nO(1).".to_string(),
        format!(
            "Checked against a game search (`crate::game::solve_by_index`) for all cells left \
             0..={} and every previous push, which also agrees with `crate::board::jump_value`.",
            a.max_left
        ),
        example(
            module,
            &name,
            &[format!("assert!({}({}, {}));", name, px, py)],
        ),
    ]);
    let mut code = doc;
    writeln!(
        code,
        "pub fn {}(cells_left: u64, previous_push: usize) -> bool {{",
        name
    )
    .unwrap();
    writeln!(code, "    const PREPERIOD: u64 = {};", p.preperiod).unwrap();
    writeln!(code, "    const PERIOD: u64 = {};", p.period).unwrap();
    writeln!(code, "    const COLUMNS: [u64; {}] = [", columns.len()).unwrap();
    code.push_str(&array_lines(&columns, 8));
    writeln!(code, "    ];").unwrap();
    writeln!(code, "    let r = if cells_left < PREPERIOD + PERIOD {{").unwrap();
    writeln!(code, "        cells_left").unwrap();
    writeln!(code, "    }} else {{").unwrap();
    writeln!(
        code,
        "        PREPERIOD + (cells_left - PREPERIOD) % PERIOD"
    )
    .unwrap();
    writeln!(code, "    }};").unwrap();
    writeln!(code, "    (COLUMNS[r as usize] >> previous_push) & 1 == 1").unwrap();
    writeln!(code, "}}").unwrap();
    Ok(Emitted {
        name,
        signature: Signature::StripLosing,
        code,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrays_wrap_at_100_columns() {
        let values: Vec<u32> = (0..100).collect();
        let text = array_lines(&values, 8);
        assert!(text.lines().all(|l| l.len() <= 100));
        assert!(text.lines().count() > 1);
        assert!(text.starts_with("        0, 1, 2,"));
    }

    #[test]
    fn doc_comments_wrap_prose_and_keep_code() {
        let text = doc_comment(&[
            "word ".repeat(40),
            "# Example\n```\nuse solver_core::x::y;\nassert_eq!(y(1), 2);\n```".to_string(),
        ]);
        assert!(text.lines().all(|l| l.len() <= 100 && l.starts_with("///")));
        assert!(text.contains("/// use solver_core::x::y;\n"));
        assert!(text.contains("///\n/// # Example\n"));
    }
}
