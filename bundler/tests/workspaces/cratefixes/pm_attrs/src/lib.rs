//! A proc-macro crate written against `proc_macro` alone (no syn, so it builds fast), used
//! through `#[macro_use] extern crate pm_attrs as _;` (memoise's shape) and re-exported by
//! `pm_reexport` (proconio's `#[fastout]` from proconio-derive).

use proc_macro::{Delimiter, Group, TokenStream, TokenTree};

/// `#[plus_one]` on a fn returning a number: it returns one more than its body.
#[proc_macro_attribute]
pub fn plus_one(_args: TokenStream, item: TokenStream) -> TokenStream {
    let mut trees: Vec<TokenTree> = item.into_iter().collect();
    let body = match trees.pop() {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => g.stream(),
        _ => panic!("#[plus_one] goes on a fn with a body"),
    };
    let wrapped: TokenStream = format!("(1 + {{ {} }})", body).parse().unwrap();
    trees.push(TokenTree::Group(Group::new(Delimiter::Brace, wrapped)));
    trees.into_iter().collect()
}

/// `doubled!(e)`: `(e) * 2`.
#[proc_macro]
pub fn doubled(input: TokenStream) -> TokenStream {
    format!("(({}) * 2)", input).parse().unwrap()
}
