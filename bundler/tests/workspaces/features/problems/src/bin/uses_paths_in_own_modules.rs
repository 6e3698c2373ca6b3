// The library named from the problem's own modules and by absolute `::solver_core` paths.
mod game {
    use solver_core::algebra::mul;

    pub fn score(a: u64) -> u64 {
        mul(a, a) + ::solver_core::renamed::ANSWER
    }

    pub mod deeper {
        pub fn cube(a: u64) -> u64 {
            solver_core::cube!(a)
        }
    }
}

fn main() {
    println!("{} {} {}", game::score(3), game::deeper::cube(2), ::solver_core::big::needle(1));
}
