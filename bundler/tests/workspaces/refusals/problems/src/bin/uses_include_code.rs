// Reaches a crate that pastes code with include!.
fn main() {
    println!("{}", include_code::total());
}
