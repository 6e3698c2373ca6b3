//! bocsoib — one pile N, take 1..M; whoever takes the last stone loses (book vol. 2 ch. 3,
//! "Boc soi B"). Per test "N M": `0` when the mover loses, else `1 s`.
use solver_core::io::judge_io;
use solver_core::subtraction::take_up_to_misere_move;

fn main() {
    let (mut input, mut output) = judge_io("bocsoib");
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let n = input.read_u64("N");
        let m = input.read_u64("M");
        match take_up_to_misere_move(n, m) {
            Some(s) => writeln!(output, "1 {}", s),
            None => writeln!(output, "0"),
        }
    }
    output.flush();
}
