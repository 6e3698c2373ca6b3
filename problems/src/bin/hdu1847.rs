//! HDU 1847 — Good Luck in CET-4 Everybody! One n per line until end of file; a move takes a
//! power of two; Kiki moves first.
use solver_core::io::stdio;
use solver_core::subtraction::power_of_two_take_grundy;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(n) = input.next_u64() {
        let winner = if power_of_two_take_grundy(n) != 0 { "Kiki" } else { "Cici" };
        output.write_str(winner);
        output.write_byte(b'\n');
    }
    output.flush();
}
