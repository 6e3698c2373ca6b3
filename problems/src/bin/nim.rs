//! nim — Nim (seed 003 and book 3.11). T tests "k p1 .. pk"; print `0` when the mover loses,
//! else `1 i s`: the lowest 1-based i with (x xor p_i) < p_i and s = p_i - (x xor p_i).
//! One test's heaps are held at a time, in a buffer reused across tests.
use solver_core::io::judge_io;
use solver_core::nim::nim_canonical_move;

fn main() {
    let (mut input, mut output) = judge_io("nim");
    let tests = input.read_usize("T");
    let mut heaps: Vec<u64> = Vec::new();
    for _ in 0..tests {
        let k = input.read_usize("k");
        heaps.clear();
        for _ in 0..k {
            heaps.push(input.read_u64("a heap size"));
        }
        match nim_canonical_move(&heaps) {
            Some((i, s)) => writeln!(output, "1 {} {}", i + 1, s),
            None => writeln!(output, "0"),
        }
    }
    output.flush();
}
