//! HDU 1527 — Wythoff's game. Lines "a b" until end of file; print 1 when the mover wins, else 0.
use solver_core::io::stdio;
use solver_core::wythoff::wythoff_losing;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(a) = input.next_u64() {
        let b = input.read_u64("b");
        let first_wins = !wythoff_losing(a, b);
        output.write_str(if first_wins { "1\n" } else { "0\n" });
    }
    output.flush();
}
