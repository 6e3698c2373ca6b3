pub fn name() -> &'static str {
    "local helper"
}
