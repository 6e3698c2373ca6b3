//! acl_dsu — Disjoint Set Union (the task of AtCoder Library Practice Contest A). A graph on the
//! vertices 0..N-1 starts without edges; each of Q queries is "t u v": t = 0 adds the edge u-v,
//! t = 1 asks whether u and v are in one component (print 1 or 0 on a line).
//! 1 <= N, Q <= 200000; 0 <= u, v < N. A query that breaks this stops the program (exit 1).
use ac_library::Dsu;
use solver_core::io::{fail, stdio};

fn main() {
    let (mut input, mut output) = stdio();
    let vertices = input.read_usize("N");
    let queries = input.read_usize("Q");
    let mut dsu = Dsu::new(vertices);
    for _ in 0..queries {
        let kind = input.read_u64("t");
        let u = input.read_usize("u");
        let v = input.read_usize("v");
        if kind > 1 || u >= vertices || v >= vertices {
            fail(format_args!(
                "error: expected a query \"t u v\" with t 0 or 1 and u, v below N = {}, found \"{} {} {}\"",
                vertices, kind, u, v
            ));
        }
        if kind == 0 {
            dsu.merge(u, v);
        } else {
            output.write_str(if dsu.same(u, v) { "1\n" } else { "0\n" });
        }
    }
    output.flush();
}
