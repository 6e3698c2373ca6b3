//! AtCoder ARC 091 F (arc091_d) — Strange Nim. N, then N lines "A_i K_i": a move takes 1 to
//! floor(X / K_i) stones from pile i when it holds X. Print `Takahashi` if the first player
//! wins, else `Aoki`. The XOR of the piles' Grundy values decides.
use solver_core::io::{fail, stdio};
use solver_core::strange_nim::proportional_heap_grundy;

fn main() {
    let (mut input, mut output) = stdio();
    let n = input.read_usize("N");
    let mut sum = 0;
    for _ in 0..n {
        let stones = input.read_u64("A_i");
        let k = input.read_u64("K_i");
        if k == 0 {
            fail(format_args!("error: K_i = 0: the statement has 1 <= K_i"));
        }
        sum ^= proportional_heap_grundy(stones, k);
    }
    output.write_str(if sum != 0 { "Takahashi\n" } else { "Aoki\n" });
    output.flush();
}
