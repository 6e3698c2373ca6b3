//! CSES 2208 — Another Game. t tests; each: n, then x_1 .. x_n coins in heaps. A move takes one
//! coin from each heap of any non-empty set of non-empty heaps; whoever takes the last coin
//! wins. Print `first` or `second`.
use solver_core::io::stdio;
use solver_core::simultaneous::some_heap_odd_mover_wins;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("t");
    let mut heaps: Vec<u64> = Vec::new();
    for _ in 0..tests {
        let n = input.read_usize("n");
        heaps.clear();
        for _ in 0..n {
            heaps.push(input.read_u64("a coin count"));
        }
        output.write_str(if some_heap_odd_mover_wins(&heaps) { "first\n" } else { "second\n" });
    }
    output.flush();
}
