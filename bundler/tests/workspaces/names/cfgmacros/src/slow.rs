#[macro_export]
macro_rules! width {
    () => {
        "plain"
    };
}
