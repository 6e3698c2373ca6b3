//! hanoi — seed 003's Tower of Hanoi through base 2: per test "n m", the peg (1..3) of disks
//! 1..n after the first m moves of the optimal solution from peg 1 to peg 3.
use solver_core::hanoi::hanoi_peg_after;
use solver_core::io::judge_io;

fn main() {
    let (mut input, mut output) = judge_io("hanoi");
    let tests = input.read_usize("T");
    let mut line = Vec::with_capacity(2 * 64);
    for _ in 0..tests {
        let n = input.read_u64("n") as u32;
        let m = input.read_u64("m");
        line.clear();
        for disk in 1..=n {
            if disk > 1 {
                line.push(b' ');
            }
            line.push(b'1' + hanoi_peg_after(n, m, disk));
        }
        line.push(b'\n');
        output.write_bytes(&line);
    }
    output.flush();
}
