//! HDU 5754 — Life Winner Bo. T lines "type N M": a king (1), rook (2), knight (3) or queen (4)
//! goes from (1, 1) towards (N, M); whoever puts it on (N, M) wins; stuck elsewhere is a draw.
//! Bo moves first: print B, G or D.
use solver_core::chess_pieces::{race_outcome, Piece, RaceOutcome};
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let kind = input.read_u64("type");
        let n = input.read_u64("N");
        let m = input.read_u64("M");
        let piece = match kind {
            1 => Piece::King,
            2 => Piece::Rook,
            3 => Piece::Knight,
            4 => Piece::Queen,
            _ => {
                fail(format_args!("error: type {} is not a piece (1 king, 2 rook, 3 knight, 4 queen)", kind));
            }
        };
        if n == 0 || m == 0 {
            fail(format_args!("error: board {} x {} has no cell", n, m));
        }
        let answer = match race_outcome(piece, n, m) {
            RaceOutcome::First => "B",
            RaceOutcome::Second => "G",
            RaceOutcome::Draw => "D",
        };
        writeln!(output, "{}", answer);
    }
    output.flush();
}
