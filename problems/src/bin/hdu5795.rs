//! HDU 5795 — A Simple Nim: take any number from a heap, or split a heap into three non-empty
//! heaps. T cases of n heaps (n up to 10^6: the heaps are folded into the XOR as they stream in).
use solver_core::io::stdio;
use solver_core::take_break::three_way_split_nim_grundy;

fn main() {
    let (mut input, mut output) = stdio();
    let cases = input.read_usize("T");
    for _ in 0..cases {
        let heaps = input.read_usize("n");
        let mut value = 0;
        for _ in 0..heaps {
            value ^= three_way_split_nim_grundy(input.read_u64("a heap size"));
        }
        output.write_str(if value != 0 { "First player wins.\n" } else { "Second player wins.\n" });
    }
    output.flush();
}
