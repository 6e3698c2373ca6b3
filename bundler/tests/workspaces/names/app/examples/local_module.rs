fn main() {
    println!("{}", local::both());
    println!("{} {}", local::nested::via_binding(), local::nested::via_crate());
}
