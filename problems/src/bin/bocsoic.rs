//! bocsoic — one pile N, take 1..floor(N/2) (book vol. 2 ch. 3, "Boc soi C", "Chia doan").
//! Per test "N": `0` when the mover loses, else `1 s`.
use solver_core::halving::halving_move;
use solver_core::io::judge_io;

fn main() {
    let (mut input, mut output) = judge_io("bocsoic");
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let n = input.read_u64("N");
        match halving_move(n) {
            Some(s) => writeln!(output, "1 {}", s),
            None => writeln!(output, "0"),
        }
    }
    output.flush();
}
