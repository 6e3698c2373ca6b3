// Declares the shared helper file as its own module, as backends/file.rs does.
#[path = "../helper.rs"]
mod helper;

pub fn kind() -> &'static str {
    helper::describe("raw")
}
