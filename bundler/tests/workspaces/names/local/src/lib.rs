//! A private `mod helper` beside a dependency named `helper`: `helper::` is the module,
//! `::helper::` the crate, `crate::helper` the module again.
mod helper;

pub fn both() -> String {
    format!("{} / {} / {}", helper::name(), ::helper::name(), crate::helper::name())
}

pub mod nested {
    // A `use .. as helper` binding shadows the extern prelude's `helper` too.
    use crate::other as helper;

    pub fn via_binding() -> &'static str {
        helper::name()
    }

    pub fn via_crate() -> u32 {
        ::helper::Tool::id()
    }
}

mod other {
    pub fn name() -> &'static str {
        "other as helper"
    }
}
