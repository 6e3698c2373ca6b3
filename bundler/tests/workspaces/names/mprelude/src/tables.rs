// ndarray: `use dep::{self, ..}` binds the crate itself, and `aid::` is the extern prelude's.
use helper::{self, Tool};
use aid::name;

pub fn count() -> u32 {
    // chrono: a glob of an enum in a body names its variants bare.
    use State::*;
    let s = if name().len() > 100 { Off } else { On };
    Tool::id() - 41 + match s { On => 1, Off => 0 } + helper::Tool::id() - 41
}

enum State {
    On,
    Off,
}
