//! HDU 1536 — S-Nim. Tests "k s1 .. sk", m, then m positions "l h1 .. hl", until a line "0";
//! print one line per test with W or L for each position.
use solver_core::grundy::subtraction_grundy_table;
use solver_core::io::stdio;

/// The problem's heap limit.
const MAX_HEAP: usize = 10_000;

fn main() {
    let (mut input, mut output) = stdio();
    let mut set = Vec::new();
    let mut line = Vec::new();
    while let Some(k) = input.next_usize() {
        if k == 0 {
            break;
        }
        set.clear();
        for _ in 0..k {
            set.push(input.read_usize("an element of S"));
        }
        let grundy = subtraction_grundy_table(&set, MAX_HEAP + 1);
        let positions = input.read_usize("m");
        line.clear();
        for _ in 0..positions {
            let heaps = input.read_usize("l");
            let mut value = 0;
            for _ in 0..heaps {
                let heap = input.read_usize("a heap size");
                assert!(heap <= MAX_HEAP, "a heap of {} is above the limit {}", heap, MAX_HEAP);
                value ^= grundy[heap];
            }
            line.push(if value != 0 { b'W' } else { b'L' });
        }
        line.push(b'\n');
        output.write_bytes(&line);
    }
    output.flush();
}
