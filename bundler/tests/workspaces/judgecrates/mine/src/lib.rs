//! A local crate over a judge's crate: its paths into `ac_library` must stay paths into the
//! judge's crate when it is left out, and become paths to the inlined module otherwise.
use ac_library::Dsu;

/// The sizes of the components of `0..n` joined by `edges`, largest first.
pub fn component_sizes(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut dsu = Dsu::new(n);
    for &(a, b) in edges {
        dsu.merge(a, b);
    }
    let mut sizes: Vec<usize> = dsu.groups().iter().map(Vec::len).collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes
}
