//! CSES 2207 — Grundy's Game: split a heap into two unequal heaps; t heaps n <= 10^6, print who
//! wins. Heaps above 1222 are wins by the computed fact `GRUNDY_GAME_LAST_LOSS` (see its docs).
use solver_core::io::stdio;
use solver_core::take_break::{grundy_game_mover_wins, grundy_game_values, GRUNDY_GAME_LAST_LOSS};

fn main() {
    let (mut input, mut output) = stdio();
    let values = grundy_game_values(GRUNDY_GAME_LAST_LOSS);
    let tests = input.read_usize("t");
    for _ in 0..tests {
        let n = input.read_u64("n");
        output.write_str(if grundy_game_mover_wins(&values, n) { "first\n" } else { "second\n" });
    }
    output.flush();
}
