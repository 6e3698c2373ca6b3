//! CSES 1099 — Stair Game. t tests; each: n, then p_1 .. p_n balls on stairs 1..n. A move takes
//! balls from stair k != 1 down to stair k - 1; the last mover wins. Print `first` or `second`.
//! Staircase Nim with stair 1 as the ground: the even stairs decide.
use solver_core::io::stdio;
use solver_core::staircase::staircase_nim_sum;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("t");
    let mut stairs: Vec<u64> = Vec::new();
    for _ in 0..tests {
        let n = input.read_usize("n");
        stairs.clear();
        for _ in 0..n {
            stairs.push(input.read_u64("a ball count"));
        }
        // stairs[0] is stair 1, the ground: stair k is k - 1 steps above it.
        output.write_str(if staircase_nim_sum(&stairs) != 0 { "first\n" } else { "second\n" });
    }
    output.flush();
}
