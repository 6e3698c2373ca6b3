#[macro_export]
macro_rules! width {
    () => {
        "sse2"
    };
}
