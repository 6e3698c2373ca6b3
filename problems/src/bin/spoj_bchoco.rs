//! SPOJ BCHOCO — Breaking Chocolates. t tests of an R x C bar of white (0) and black (1)
//! cells: black bars are thrown away, white bars are eaten (a move), mixed bars must be broken
//! in two (a move). Venkatesh moves first; no move loses.
use solver_core::cutting::chocolate_grundy;
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("t");
    for _ in 0..tests {
        let rows = input.read_usize("R");
        let cols = input.read_usize("C");
        if rows == 0 || cols == 0 || rows + cols > 65 {
            fail(format_args!("error: bar {} x {}: sides must be 1..=30 (at most 65 together)", rows, cols));
        }
        // Cells are tokens "0"/"1"; a run like "0110" without spaces is read cell by cell too.
        let mut cells: Vec<bool> = Vec::with_capacity(rows * cols);
        while cells.len() < rows * cols {
            for &b in input.read_bytes("a cell") {
                match b {
                    b'0' | b'1' if cells.len() < rows * cols => cells.push(b == b'1'),
                    _ => {
                        fail(format_args!("error: expected a cell 0 or 1 of the {} x {} bar, found {:?}", rows, cols, b as char));
                    }
                }
            }
        }
        let black: Vec<Vec<bool>> = cells.chunks(cols).map(|row| row.to_vec()).collect();
        let winner = if chocolate_grundy(&black) != 0 { "Venkatesh wins" } else { "Akhil wins" };
        writeln!(output, "{}", winner);
    }
    output.flush();
}
