//! bocsoif — two piles, take 1..floor(p/2) from one pile p (seed 000, "Boc soi F"; book
//! "Chia hinh chu nhat"). Per test "N M": the seed's `K D S` (Ket and CachDi).
use solver_core::halving::halving_pair_move;
use solver_core::io::judge_io;

fn main() {
    let (mut input, mut output) = judge_io("bocsoif");
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let n = input.read_u64("N");
        let m = input.read_u64("M");
        let (wins, pile, take) = halving_pair_move(n, m);
        writeln!(output, "{} {} {}", wins, pile, take);
    }
    output.flush();
}
