//! HDU 2842 — Chinese Rings. One N per line until "0": the least number of moves that takes N
//! rings off, modulo 200907.
use solver_core::chinese_rings::chinese_rings_move_count_mod;
use solver_core::io::stdio;

const MODULUS: u64 = 200_907;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(n) = input.next_u64() {
        if n == 0 {
            break;
        }
        writeln!(output, "{}", chinese_rings_move_count_mod(n, MODULUS));
    }
    output.flush();
}
