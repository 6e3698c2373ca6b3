//! HDU 2175 — Hanoi IX. Lines "n m" until "0 0": which disk (1 = smallest) moves at step m of
//! the optimal solution for n disks.
use solver_core::hanoi::hanoi_move;
use solver_core::io::stdio;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(n) = input.next_u64() {
        let m = input.read_u64("m");
        if n == 0 && m == 0 {
            break;
        }
        let (disk, _, _) = hanoi_move(n as u32, m);
        writeln!(output, "{}", disk);
    }
    output.flush();
}
