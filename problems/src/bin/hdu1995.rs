//! HDU 1995 — Hanoi V. T, then T lines "N k": how many times disk k (1 = smallest) moves in the
//! optimal solution for N disks.
use solver_core::hanoi::hanoi_disk_move_count;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let n = input.read_u64("N");
        let k = input.read_u64("k");
        writeln!(output, "{}", hanoi_disk_move_count(n as u32, k as u32));
    }
    output.flush();
}
