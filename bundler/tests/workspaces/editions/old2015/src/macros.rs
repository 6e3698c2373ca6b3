// Textual scope: defined here, visible in every module declared after `#[macro_use] mod macros;`.
macro_rules! largest {
    ($v:expr) => {
        $v.iter().cloned().fold(0, ::std::cmp::max)
    };
}
