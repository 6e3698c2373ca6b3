// Prints what probe's build script decided, so a cfg, variable or generated file lost on the
// way into the bundle changes the output (or breaks the build).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for i in input.split_ascii_whitespace().map(|t| t.parse::<usize>().unwrap()) {
        println!(
            "square={} greeting={} answer={} lines={} speed={} level={} set={} doubled={} nine={} error={}",
            probe::square_of(i % 16),
            probe::GREETING,
            probe::answer(),
            probe::table_lines(),
            probe::speed(),
            probe::level(),
            probe::greeting_is_set(),
            probe::facade::doubled(i as u64),
            probe::doubled_nine(),
            probe::error_text(&"x".parse::<u8>().unwrap_err())
        );
    }
}
