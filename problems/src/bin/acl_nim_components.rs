//! acl_nim_components — Lasker's Nim on the components of a graph. T tests; each is a graph "N M"
//! on the vertices 0..N-1 with M edges "u v". Every connected component is a heap of as many
//! tokens as it has vertices. Alice and Bob alternate, Alice first; a move either takes any
//! positive number of tokens from one heap or splits one heap into two non-empty heaps; whoever
//! cannot move loses. Print "Alice" or "Bob", the winner under perfect play.
//! 1 <= N; the N add up to at most 200000 and the M to at most 200000 over the tests.
//! An edge that breaks this stops the program (exit 1).
//!
//! The components come from a disjoint-set union (ac-library-rs); the game is the sum of one
//! Lasker's Nim heap per component, so by Sprague-Grundy the first player wins iff the XOR of
//! the heaps' Grundy values (solver-core) is not zero.
use ac_library::Dsu;
use solver_core::io::{fail, stdio};
use solver_core::nim::{lasker_grundy, nim_sum};

fn main() {
    let (mut input, mut output) = stdio();
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let vertices = input.read_usize("N");
        let edges = input.read_usize("M");
        let mut dsu = Dsu::new(vertices);
        for _ in 0..edges {
            let u = input.read_usize("u");
            let v = input.read_usize("v");
            if u >= vertices || v >= vertices {
                fail(format_args!("error: expected an edge \"u v\" with u, v below N = {}, found \"{} {}\"", vertices, u, v));
            }
            dsu.merge(u, v);
        }
        let components = dsu.groups();
        let heaps = components.iter().map(|component| lasker_grundy(component.len() as u64));
        output.write_str(if nim_sum(heaps) != 0 { "Alice\n" } else { "Bob\n" });
    }
    output.flush();
}
