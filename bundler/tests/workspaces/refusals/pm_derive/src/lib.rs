//! A function-like procedural macro: `answer!()` expands to `42`. Nothing in a single file can
//! run it, so the bundler refuses it.

extern crate proc_macro;

use proc_macro::TokenStream;

#[proc_macro]
pub fn answer(_input: TokenStream) -> TokenStream {
    "42u32".parse().unwrap()
}
