//! HDU 1846 — Brave Game. C tests "n m": one pile of n, take 1..m; print who wins.
use solver_core::io::stdio;
use solver_core::subtraction::take_up_to_move;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("C");
    for _ in 0..tests {
        let n = input.read_u64("n");
        let m = input.read_u64("m");
        let winner = if take_up_to_move(n, m).is_some() { "first" } else { "second" };
        output.write_str(winner);
        output.write_byte(b'\n');
    }
    output.flush();
}
