//! HDU 1404 — Digital Deletions. One string of 1 to 6 digits per line until end of file (leading
//! zeros count); print `Yes` when the first player wins.
use solver_core::digital_deletions::DigitalDeletions;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    let table = DigitalDeletions::new();
    while let Some(digits) = input.next_bytes() {
        let answer = if table.mover_wins(digits) { "Yes" } else { "No" };
        output.write_str(answer);
        output.write_byte(b'\n');
    }
    output.flush();
}
