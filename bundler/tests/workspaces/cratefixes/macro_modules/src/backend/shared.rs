pub const NAME: &str = "shared";
