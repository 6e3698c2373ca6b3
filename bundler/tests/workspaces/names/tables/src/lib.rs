//! Exported macros named like a function and a module of the same crate (ngtkana's `lg`):
//! `hmap` is a function re-exported by `pub use` and a macro, `table` a module and a macro.
mod map {
    pub fn hmap(x: u32) -> u32 {
        x * 10
    }
}
pub mod table {
    pub fn width() -> u32 {
        7
    }
}
pub use map::hmap;

#[macro_export]
macro_rules! hmap {
    ($x:expr) => {
        $crate::hmap($x) + $crate::table!()
    };
}

#[macro_export]
macro_rules! table {
    () => {
        $crate::table::width()
    };
}

#[macro_export]
macro_rules! twice {
    ($x:expr) => {
        2 * $x
    };
}

/// ndarray's `stack`: a function and an exported macro of one name in one module, and the
/// root's `pub use` of the function (which, in rustc, cannot import the macro: an exported
/// macro lives at the root only).
pub mod stacking {
    pub fn stack(a: u32, b: u32) -> u32 {
        a * 100 + b
    }

    #[macro_export]
    macro_rules! stack {
        ($a:expr, $b:expr) => {
            $crate::stacking::stack($a, $b) + 1
        };
    }
}
pub use stacking::stack;
