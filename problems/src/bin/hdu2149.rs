//! HDU 2149 — Public Sale. Lines "M N" until end of file: the price starts at 0, each bid raises
//! it by 1..N, whoever reaches M wins; print every winning first bid, or `none`.
use solver_core::io::stdio;
use solver_core::subtraction::public_sale_winning_raises;

fn main() {
    let (mut input, mut output) = stdio();
    while let Some(target) = input.next_u64() {
        let max_raise = input.read_u64("N");
        let raises = public_sale_winning_raises(target, max_raise);
        if raises.is_empty() {
            writeln!(output, "none");
            continue;
        }
        for raise in raises.clone() {
            let separator = if raise == *raises.end() { '\n' } else { ' ' };
            write!(output, "{}{}", raise, separator);
        }
    }
    output.flush();
}
