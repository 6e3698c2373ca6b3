//! HDU 1517 — A Multiplication Game. One n per line until end of file: p starts at 1, the
//! players multiply it by 2..9, whoever first reaches n wins; Stan moves first.
use solver_core::io::stdio;
use solver_core::multiplication::multiplication_game_mover_wins;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(n) = input.next_u64() {
        let winner = if multiplication_game_mover_wins(n) { "Stan" } else { "Ollie" };
        output.write_str(winner);
        output.write_str(" wins.\n");
    }
    output.flush();
}
