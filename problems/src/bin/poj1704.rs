//! POJ 1704 — Georgia and Bob. T tests; each: N, then N distinct cells (not sorted) of a row
//! numbered from 1. A move slides one piece left without passing or landing on another piece;
//! no move loses; Georgia moves first. Print `Georgia will win` or `Bob will win`.
//! The pieces' gaps form a staircase (solver-core's `staircase`).
use solver_core::io::{fail, stdio};
use solver_core::staircase::sliding_pieces_nim_sum;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    let mut cells: Vec<u64> = Vec::new();
    for _ in 0..tests {
        let n = input.read_usize("N");
        cells.clear();
        for _ in 0..n {
            cells.push(input.read_u64("a position"));
        }
        cells.sort_unstable();
        if cells.first() == Some(&0) || cells.windows(2).any(|w| w[0] == w[1]) {
            fail(format_args!("error: the positions of a test must be distinct and at least 1, found {:?}", cells));
        }
        let georgia = sliding_pieces_nim_sum(&cells, 1) != 0;
        output.write_str(if georgia { "Georgia will win\n" } else { "Bob will win\n" });
    }
    output.flush();
}
