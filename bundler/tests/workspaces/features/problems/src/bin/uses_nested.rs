// Full paths without `use`: nested modules, a #[path] module, an inline module.
fn main() {
    let a = solver_core::algebra::modular::pow_mod(2, 10, 1000);
    let b = solver_core::renamed::answer_plus(1);
    let c = solver_core::shapes::area::rect(3, 4);
    println!("{} {} {}", a, b, c);
}
