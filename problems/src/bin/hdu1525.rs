//! HDU 1525 — Euclid's Game. Lines "a b" until "0 0"; print who wins with Stan moving first.
use solver_core::euclid::euclid_mover_wins;
use solver_core::io::stdio;
use std::io::Write;

fn main() {
    let (mut input, mut output) = stdio();
    while let (Some(a), Some(b)) = (input.next_u64(), input.next_u64()) {
        if a == 0 && b == 0 {
            break;
        }
        let winner = if euclid_mover_wins(a, b) { "Stan" } else { "Ollie" };
        writeln!(output, "{} wins", winner).unwrap();
    }
    output.flush().unwrap();
}
