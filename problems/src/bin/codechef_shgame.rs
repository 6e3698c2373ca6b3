//! CodeChef SHGAME — A Game With a Sheet of Paper. T lines "N M": count the marked cells of an
//! N x M sheet from which Yuuko (first) wins when a cut throws away the part without the mark.
use solver_core::io::{fail, stdio};
use solver_core::nim_counting::sheet_winning_cells;

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let n = input.read_u64("N");
        let m = input.read_u64("M");
        if n == 0 || m == 0 {
            fail(format_args!("error: sheet {} x {} has no cell", n, m));
        }
        writeln!(output, "{}", sheet_winning_cells(n, m));
    }
    output.flush();
}
