//! HDU 1907 — John. T tests "N A1 .. AN" of misère Nim; John moves first.
use solver_core::io::stdio;
use solver_core::nim::misere_nim_mover_wins;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    let mut piles = Vec::new();
    for _ in 0..tests {
        let n = input.read_usize("N");
        piles.clear();
        for _ in 0..n {
            piles.push(input.read_u64("a pile size"));
        }
        let winner = if misere_nim_mover_wins(&piles) { "John" } else { "Brother" };
        output.write_str(winner);
        output.write_byte(b'\n');
    }
    output.flush();
}
