/// Named as the `#[macro_use]` prelude has it, beside std's derives.
#[derive(Debug, Describe, Clone)]
pub struct Square {
    pub side: u32,
    #[describe(skip)]
    pub perimeter: u32,
}

impl Square {
    pub fn new(side: u32) -> Square {
        Square { side, perimeter: 4 * side }
    }

    squared_method!(side_squared, 16);
}
