//! Uses let-else (stable since Rust 1.65) and declares no rust-version: only its syntax tells
//! that rustc 1.63 cannot compile it.

pub fn first_number(text: &str) -> u64 {
    let Some(token) = text.split_ascii_whitespace().next() else {
        return 0;
    };
    token.parse().unwrap_or(0)
}
