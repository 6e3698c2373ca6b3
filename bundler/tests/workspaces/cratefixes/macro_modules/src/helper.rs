pub fn describe(kind: &'static str) -> &'static str {
    if kind == "raw" {
        "raw syscalls"
    } else {
        "a device file"
    }
}
