//! 2-SAT. "n m", then m clauses "i f j g" meaning (x_i == f) or (x_j == g), f and g in {0, 1}.
//! Prints the lexicographically smallest satisfying assignment (false < true) as a 0/1 string,
//! or "UNSATISFIABLE".
use solver_core::twosat::TwoSat;
use std::io::Read;

fn satisfiable(n: usize, clauses: &[(usize, bool, usize, bool)]) -> bool {
    let mut sat = TwoSat::new(n);
    for &(i, f, j, g) in clauses {
        sat.add_clause(i, f, j, g);
    }
    sat.satisfiable()
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut it = text.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap());
    let (n, m) = (it.next().unwrap(), it.next().unwrap());
    let mut clauses: Vec<(usize, bool, usize, bool)> =
        (0..m).map(|_| (it.next().unwrap(), it.next().unwrap() == 1, it.next().unwrap(), it.next().unwrap() == 1)).collect();
    if !satisfiable(n, &clauses) {
        println!("UNSATISFIABLE");
        return;
    }
    let mut answer = String::new();
    for i in 0..n {
        clauses.push((i, false, i, false));
        if satisfiable(n, &clauses) {
            answer.push('0');
        } else {
            clauses.pop();
            clauses.push((i, true, i, true));
            answer.push('1');
        }
    }
    println!("{}", answer);
}
