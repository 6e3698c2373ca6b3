//! HDU 1525 — Euclid's Game. Lines "a b" until "0 0"; print who wins with Stan moving first.
//! An input without the closing "0 0", or with one zero, is broken: it is reported, not guessed.
use solver_core::euclid::euclid_mover_wins;
use solver_core::io::{error_writer, exit, stdio};

const WINNER: [&str; 2] = ["Ollie wins\n", "Stan wins\n"];

fn main() {
    let (mut input, mut output) = stdio();
    loop {
        let a = input.read_u64("a (or the closing \"0 0\")");
        let b = input.read_u64("b");
        if a == 0 && b == 0 {
            break;
        }
        if a == 0 || b == 0 {
            // Without `format_args!`: this program links no `core::fmt` at all.
            let mut error = error_writer();
            error.write_str("error: expected two positive numbers or the closing \"0 0\", found \"");
            error.write_u64(a);
            error.write_byte(b' ');
            error.write_u64(b);
            error.write_str("\"\n");
            error.flush();
            exit(1);
        }
        // Indexed rather than branched on: the winner is random, so a branch would mispredict.
        output.write_str(WINNER[euclid_mover_wins(a, b) as usize]);
    }
    output.flush();
}
