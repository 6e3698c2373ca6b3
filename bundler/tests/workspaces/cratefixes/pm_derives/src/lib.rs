//! Derives and an attribute written against `proc_macro` alone, in the shapes of icu4x's:
//! displaydoc's `Display` (an impl inside `const _: () = { .. };`, one match arm per variant the
//! derive sees), yoke's `Yokeable` (reached as `yoke::Yokeable` through a prelude that
//! re-exports the crate), zerovec's `ULE` (re-exported from a module in a file of its own) and
//! `#[make_varule]` (which consumes helper attributes that a `cfg_attr` may hold).

use proc_macro::{Delimiter, TokenStream, TokenTree};

/// The item's name and, for an enum, its variants' names (unit variants only).
fn name_and_variants(item: TokenStream) -> (String, Vec<String>) {
    let trees: Vec<TokenTree> = item.into_iter().collect();
    let mut name = None;
    let mut variants = Vec::new();
    for (k, t) in trees.iter().enumerate() {
        if let TokenTree::Ident(i) = t {
            let word = i.to_string();
            if (word == "enum" || word == "struct") && name.is_none() {
                if let Some(TokenTree::Ident(n)) = trees.get(k + 1) {
                    name = Some(n.to_string());
                }
            }
        }
        if let TokenTree::Group(g) = t {
            if g.delimiter() == Delimiter::Brace && name.is_some() {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                let mut at_start = true;
                let mut skip_attr = false;
                for v in &inner {
                    match v {
                        TokenTree::Punct(p) if p.as_char() == '#' => skip_attr = true,
                        TokenTree::Group(_) if skip_attr => skip_attr = false,
                        TokenTree::Ident(i) if at_start => {
                            variants.push(i.to_string());
                            at_start = false;
                        }
                        TokenTree::Punct(p) if p.as_char() == ',' => at_start = true,
                        _ => {}
                    }
                }
            }
        }
    }
    (name.expect("a struct or an enum"), variants)
}

/// `#[derive(Describe)]` on an enum of unit variants: `Display` writes the variant's name,
/// in lowercase. Every variant it is given gets an arm.
#[proc_macro_derive(Describe)]
pub fn describe(item: TokenStream) -> TokenStream {
    let (name, variants) = name_and_variants(item);
    let arms: String = variants.iter().map(|v| format!("Self::{} => f.write_str(\"{}\"),", v, v.to_lowercase())).collect();
    format!(
        "#[allow(non_upper_case_globals)] const _: () = {{ impl ::core::fmt::Display for {} {{ fn fmt(&self, f: &mut ::core::fmt::Formatter) -> ::core::fmt::Result {{ match self {{ {} }} }} }} }};",
        name, arms
    )
    .parse()
    .unwrap()
}

/// `#[derive(Tagged)]`: an inherent `fn tag(&self) -> &'static str` giving the type's name.
#[proc_macro_derive(Tagged)]
pub fn tagged(item: TokenStream) -> TokenStream {
    let (name, _) = name_and_variants(item);
    format!("impl {} {{ pub fn tag(&self) -> &'static str {{ \"{}\" }} }}", name, name).parse().unwrap()
}

/// `#[strip_marks]`: the item as given, without its `#[pm_derives::mark]` attributes (which
/// name nothing: only this macro knows them), and with `fn marked() -> bool` added.
#[proc_macro_attribute]
pub fn strip_marks(_args: TokenStream, item: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = item.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::new();
    let mut k = 0;
    let mut name = String::new();
    while k < trees.len() {
        if let (TokenTree::Punct(p), Some(TokenTree::Group(g))) = (&trees[k], trees.get(k + 1)) {
            if p.as_char() == '#' && g.delimiter() == Delimiter::Bracket && g.stream().to_string().replace(' ', "") == "pm_derives::mark" {
                k += 2;
                continue;
            }
        }
        if let (TokenTree::Ident(i), Some(TokenTree::Ident(n))) = (&trees[k], trees.get(k + 1)) {
            if i.to_string() == "struct" {
                name = n.to_string();
            }
        }
        out.push(trees[k].clone());
        k += 1;
    }
    let mut stream: TokenStream = out.into_iter().collect();
    stream.extend(format!("impl {} {{ pub fn marked() -> bool {{ true }} }}", name).parse::<TokenStream>().unwrap());
    stream
}
