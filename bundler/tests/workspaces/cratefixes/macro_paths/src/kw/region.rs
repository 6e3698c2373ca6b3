use crate::macros::struct_keyword;

struct_keyword!(
    /// A region code.
    ///
    /// Made by a macro that only a path through two re-exports names.
    [Copy]
    Region,
    "rg",
    u32,
    |input: &Region| u64::from(input.0) * 10
);
