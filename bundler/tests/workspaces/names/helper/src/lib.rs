pub fn name() -> &'static str {
    "extern helper"
}

pub struct Tool;

impl Tool {
    pub fn id() -> u32 {
        41
    }
}
