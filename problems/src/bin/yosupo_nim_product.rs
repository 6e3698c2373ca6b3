//! Library Checker nim_product_64 — Nim Product (F_{2^64}). T pairs `A B` of u64; print A ⊗ B.
use solver_core::io::stdio;
use solver_core::nimber::NimProductTable;

fn main() {
    let (mut input, mut output) = stdio();
    let table = NimProductTable::new();
    let pairs = input.read_usize("T");
    for _ in 0..pairs {
        let a = input.read_u64("A");
        let b = input.read_u64("B");
        output.write_u64(table.product(a, b));
        output.write_byte(b'\n');
    }
    output.flush();
}
