//! POJ 2311 — Cutting Game. Lines "W H" until end of file: players cut one piece of a W x H
//! sheet along a grid line; whoever cuts out a 1 x 1 piece wins. Print WIN or LOSE for the
//! first player.
use solver_core::cutting::unit_square_cutting_table;
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let mut sheets = Vec::new();
    while let Some(w) = input.next_usize() {
        let h = input.read_usize("H");
        if w < 2 || h < 2 {
            fail(format_args!("error: sheet {} x {}: both sides must be at least 2", w, h));
        }
        sheets.push((w, h));
    }
    // One table for the largest sheet asked about (POJ: up to 200 x 200).
    let max_w = sheets.iter().map(|s| s.0).max().unwrap_or(2);
    let max_h = sheets.iter().map(|s| s.1).max().unwrap_or(2);
    let table = unit_square_cutting_table(max_w, max_h);
    for (w, h) in sheets {
        writeln!(output, "{}", if table[w][h] != 0 { "WIN" } else { "LOSE" });
    }
    output.flush();
}
