//! acl_maxflow — Bipartite matching. L left vertices 0..L-1, R right vertices 0..R-1 and M edges
//! "a b" (left a, right b; an edge may repeat): print the size of a largest matching (a set of
//! edges no two of which share a vertex). 1 <= L, R <= 100000, 0 <= M <= 200000.
//! An edge that breaks this stops the program (exit 1).
//!
//! A maximum flow from a source through every left vertex (capacity 1), the edges (capacity 1)
//! and every right vertex (capacity 1) to a sink; Dinic's algorithm on such unit networks takes
//! O(M sqrt(L + R)).
//!
//! ac-library-rs's Dinic searches blocking flows by recursion as deep as the sink's level,
//! which one long augmenting path takes past 2*10^5 (a debug build overflowed the 8 MiB main
//! stack at 5*10^4): the work runs through `run_with_stack`, on a thread with a 512 MiB stack
//! (reserved, touched only as deep as it goes) where the judge allows threads, and on the main
//! thread where it does not (DMOJ and VNOJ, whose main stack is unlimited).
use ac_library::MfGraph;
use solver_core::io::{fail, stdio};
use solver_core::stack::run_with_stack;

const STACK_BYTES: usize = 512 << 20;

fn main() {
    run_with_stack(STACK_BYTES, match_and_print);
}

fn match_and_print() {
    let (mut input, mut output) = stdio();
    let left = input.read_usize("L");
    let right = input.read_usize("R");
    let edges = input.read_usize("M");
    let source = left + right;
    let sink = source + 1;
    let mut graph = MfGraph::<u32>::new(left + right + 2);
    for _ in 0..edges {
        let a = input.read_usize("a");
        let b = input.read_usize("b");
        if a >= left || b >= right {
            fail(format_args!(
                "error: expected an edge \"a b\" with a < L = {} and b < R = {}, found \"{} {}\"",
                left, right, a, b
            ));
        }
        graph.add_edge(a, left + b, 1);
    }
    for a in 0..left {
        graph.add_edge(source, a, 1);
    }
    for b in 0..right {
        graph.add_edge(left + b, sink, 1);
    }
    output.write_u64(u64::from(graph.flow(source, sink)));
    output.write_byte(b'\n');
    output.flush();
}
