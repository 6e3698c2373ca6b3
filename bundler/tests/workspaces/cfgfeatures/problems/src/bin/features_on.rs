// Prints what the features and the platform decided, so a cfg kept or dropped by mistake
// changes the output (or breaks the build).
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    for level in input.split_ascii_whitespace().map(|t| t.parse::<u32>().unwrap()) {
        let config = flags::Config { level };
        println!(
            "speed={} platform={} extra={} big={} undecided={} config={:?} limit={} class={}",
            flags::speed(),
            flags::platform(),
            flags::extra(),
            flags::big_enabled(),
            flags::undecided(),
            config,
            config.limit(),
            flags::classify(level)
        );
    }
}
