// Reaches two versions of one crate under one name: `dup` 1.0.0 through `dup_user_a` and
// `dup` 2.0.0 through `dup_user_b`.
fn main() {
    println!("{} {}", dup_user_a::dup_version(), dup_user_b::dup_version());
}
