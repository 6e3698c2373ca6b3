//! HDU 2509 — Be the Winner. Tests "n a1 .. an" until end of file (blank lines may separate
//! them): take consecutive apples from one row, whoever takes the last apple loses.
use solver_core::io::stdio;
use solver_core::nim::consecutive_take_misere_mover_wins;

fn main() {
    let (mut input, mut output) = stdio();
    let mut rows = Vec::new();
    while let Some(n) = input.next_usize() {
        rows.clear();
        for _ in 0..n {
            rows.push(input.read_u64("a row of apples"));
        }
        let answer = if consecutive_take_misere_mover_wins(&rows) { "Yes" } else { "No" };
        output.write_str(answer);
        output.write_byte(b'\n');
    }
    output.flush();
}
