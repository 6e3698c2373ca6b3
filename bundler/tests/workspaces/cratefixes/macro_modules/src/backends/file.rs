// Declares the shared helper file as its own module, as backends/raw.rs does.
#[path = "../helper.rs"]
pub(super) mod helper;

pub fn kind() -> &'static str {
    helper::describe("file")
}
