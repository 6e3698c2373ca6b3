//! hamilton — seed 003's Hamilton game: per test "G k v1 .. vk" (G a regular solid or `cube n`),
//! a Hamilton cycle that starts with the prefix, or -1 when there is none.
use solver_core::hamilton::{hamilton_cycle_from, hypercube_adjacency, hypercube_cycle, Solid};
use solver_core::io::judge_io;

fn main() {
    let (mut input, mut output) = judge_io("hamilton");
    let tests = input.read_usize("T");
    for _ in 0..tests {
        let name = input.read_bytes("the graph").to_vec();
        let cube_dimension = if name == b"cube" {
            Some(input.read_u64("n") as u32)
        } else {
            None
        };
        let k = input.read_usize("k");
        let prefix: Vec<u64> = (0..k)
            .map(|_| input.read_u64("a vertex of the prefix"))
            .collect();
        let cycle: Option<Vec<u64>> = match cube_dimension {
            // From one vertex (or none), the Gray code walks any cube.
            Some(n) if k <= 1 => {
                let start = prefix.first().copied().unwrap_or(0);
                if start < 1 << n {
                    Some(hypercube_cycle(n, start))
                } else {
                    None
                }
            }
            Some(n) => {
                assert!(
                    n <= 4,
                    "a prefix of two or more vertices is allowed only on cubes of at most 4 dimensions"
                );
                search(&hypercube_adjacency(n), &prefix)
            }
            None => {
                let solid = Solid::from_name(&name).unwrap_or_else(|| {
                    panic!(
                        "unknown graph {:?}: want tetrahedron, octahedron, dodecahedron, icosahedron or cube",
                        String::from_utf8_lossy(&name)
                    )
                });
                search(&solid.adjacency(), &prefix)
            }
        };
        match cycle {
            Some(cycle) => {
                for (i, v) in cycle.iter().enumerate() {
                    let separator = if i + 1 == cycle.len() { '\n' } else { ' ' };
                    write!(output, "{}{}", v, separator);
                }
            }
            None => writeln!(output, "-1"),
        }
    }
    output.flush();
}

/// The prefix search on a small graph; vertices too large for it give no cycle.
fn search(adjacency: &[u64], prefix: &[u64]) -> Option<Vec<u64>> {
    let prefix: Vec<usize> = prefix
        .iter()
        .map(|&v| v.min(adjacency.len() as u64) as usize)
        .collect();
    hamilton_cycle_from(adjacency, &prefix)
        .map(|cycle| cycle.into_iter().map(|v| v as u64).collect())
}
