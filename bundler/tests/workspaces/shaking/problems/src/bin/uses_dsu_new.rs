// Item 5: `Dsu::new` and generic parameters named S, M, F.
use solver_core::Dsu;

fn main() {
    let mut d = Dsu::new(5);
    d.merge(0, 1);
    d.merge(3, 4);
    let groups = d.fold_leaders::<usize, (), _>(0, |n, _| n + 1, None);
    println!("{}", groups);
}
