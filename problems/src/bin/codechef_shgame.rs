//! CodeChef SHGAME — A Game With a Sheet of Paper. T lines "N M": count the marked cells of an
//! N x M sheet from which Yuuko (first) wins when a cut throws away the part without the mark.
use solver_core::io::stdio;
use solver_core::nim_counting::sheet_winning_cells;
use std::io::Write;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let n = input.read_u64("N");
        let m = input.read_u64("M");
        if n == 0 || m == 0 {
            eprintln!("error: sheet {} x {} has no cell", n, m);
            std::process::exit(1);
        }
        writeln!(output, "{}", sheet_winning_cells(n, m)).unwrap();
    }
    output.flush().unwrap();
}
