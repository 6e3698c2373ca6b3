//! HDU 3032 — Nim or not Nim? (Lasker's Nim). T cases of N heap sizes; Alice moves first.
//! The heaps are folded into the nim-sum as they stream in: 32 MiB cannot hold the input.
use solver_core::io::stdio;
use solver_core::nim::lasker_grundy;

fn main() {
    let (mut input, mut output) = stdio();
    let cases = input.read_usize("T");
    for _ in 0..cases {
        let heaps = input.read_usize("N");
        let mut sum = 0;
        for _ in 0..heaps {
            sum ^= lasker_grundy(input.read_u64("a heap size"));
        }
        output.write_str(if sum != 0 { "Alice\n" } else { "Bob\n" });
    }
    output.flush();
}
