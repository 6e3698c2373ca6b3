//! HDU 2147 — kiki's game. Lines "n m" until "0 0": a coin walks from the top-right corner of an
//! n x m board left, down or diagonally down-left; kiki moves first.
use solver_core::io::stdio;
use solver_core::king_walk::king_walk_mover_wins;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(n) = input.next_u64() {
        let m = input.read_u64("m");
        if n == 0 && m == 0 {
            break;
        }
        let answer = if king_walk_mover_wins(n, m) { "Wonderful!" } else { "What a pity!" };
        output.write_str(answer);
        output.write_byte(b'\n');
    }
    output.flush();
}
