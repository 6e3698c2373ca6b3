//! bocsoie — two piles, take any positive amount from one; whoever takes the last stone loses
//! (book vol. 2 ch. 3, "Boc soi E"). Per test "N M": `0` when the mover loses, else `1 d s`.
use solver_core::io::judge_io;
use solver_core::subtraction::two_pile_misere_move;

fn main() {
    let (mut input, mut output) = judge_io("bocsoie");
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let n = input.read_u64("N");
        let m = input.read_u64("M");
        match two_pile_misere_move(n, m) {
            Some((pile, s)) => writeln!(output, "1 {} {}", pile, s),
            None => writeln!(output, "0"),
        }
    }
    output.flush();
}
