// Reaches a #![no_std] crate that defines #[panic_handler] (cargo cannot build this either).
fn main() {
    println!("{}", nostd_panic::triple(14));
}
