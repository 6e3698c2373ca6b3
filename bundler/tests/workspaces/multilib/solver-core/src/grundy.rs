//! Sprague-Grundy values of a game played by moving tokens along the edges of a DAG.

/// The smallest non-negative integer not in `values`.
pub fn mex(values: &[u32]) -> u32 {
    let mut seen = vec![false; values.len() + 1];
    for &v in values {
        if (v as usize) < seen.len() {
            seen[v as usize] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(values.len()) as u32
}

/// The Grundy value of every vertex, given the vertices in topological order (every edge goes
/// from an earlier vertex to a later one) and each vertex's successors.
pub fn dag_grundy(order: &[usize], successors: &[Vec<usize>]) -> Vec<u32> {
    let mut value = vec![0; successors.len()];
    for &v in order.iter().rev() {
        let options: Vec<u32> = successors[v].iter().map(|&w| value[w]).collect();
        value[v] = mex(&options);
    }
    value
}

/// Whether the first player wins the sum of games with tokens on `tokens`.
pub fn first_player_wins(values: &[u32], tokens: &[usize]) -> bool {
    tokens.iter().fold(0, |acc, &t| acc ^ values[t]) != 0
}
