//! HDU 1525 — Euclid's Game. Lines "a b" until "0 0"; print who wins with Stan moving first.
//! An input without the closing "0 0", or with one zero, is broken: it is reported, not guessed.
use solver_core::euclid::euclid_mover_wins;
use solver_core::io::stdio;
use std::io::Write;

fn main() {
    let (mut input, mut output) = stdio();
    loop {
        let a = input.read_u64("a (or the closing \"0 0\")");
        let b = input.read_u64("b");
        if a == 0 && b == 0 {
            break;
        }
        if a == 0 || b == 0 {
            eprintln!("error: expected two positive numbers or the closing \"0 0\", found \"{} {}\"", a, b);
            std::process::exit(1);
        }
        output.write_str(if euclid_mover_wins(a, b) { "Stan wins\n" } else { "Ollie wins\n" });
    }
    output.flush().unwrap();
}
