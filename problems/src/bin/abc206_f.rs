//! AtCoder ABC 206 F — Interval Game 2. T tests of N intervals [L, R): players alternately
//! choose an interval that intersects none chosen so far; Alice first; no choice loses.
use solver_core::cutting::interval_game_grundy;
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    let mut intervals = Vec::new();
    for _ in 0..tests {
        let n = input.read_usize("N");
        intervals.clear();
        for _ in 0..n {
            let l = input.read_usize("L");
            let r = input.read_usize("R");
            if l >= r {
                fail(format_args!("error: interval [{}, {}) is empty (need L < R)", l, r));
            }
            intervals.push((l, r));
        }
        let winner = if interval_game_grundy(&intervals) != 0 { "Alice" } else { "Bob" };
        writeln!(output, "{}", winner);
    }
    output.flush();
}
