// A crate's format string that captures a private constant (chrono's
// `format!("{TZDB_LOCATION}/{tz_name}")`): the constant is used, though only the string names it.
fn main() {
    println!("{}", mprelude::under_root("zoneinfo"));
}
