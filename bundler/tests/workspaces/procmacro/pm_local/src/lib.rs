//! Small proc macros written against `proc_macro` alone (no syn), so that they build quickly.

use proc_macro::{Delimiter, TokenStream, TokenTree};

/// `#[derive(Describe)]` on a struct with named fields: `impl ::pm_runtime::Describe` that
/// prints `Name { field=value .. }`; a field marked `#[describe(skip)]` is left out.
#[proc_macro_derive(Describe, attributes(describe))]
pub fn derive_describe(input: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = input.into_iter().collect();
    let name_at = trees.iter().position(|t| matches!(t, TokenTree::Ident(i) if i.to_string() == "struct")).expect("a struct") + 1;
    let name = trees[name_at].to_string();
    let body = trees[name_at + 1..]
        .iter()
        .find_map(|t| match t {
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => Some(g.stream()),
            _ => None,
        })
        .expect("named fields");
    let mut fields = Vec::new();
    let mut skip = false;
    let mut last_ident = None;
    for t in body {
        match t {
            TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket => skip |= g.to_string().contains("skip"),
            TokenTree::Ident(i) => last_ident = Some(i.to_string()),
            TokenTree::Punct(p) if p.as_char() == ':' => {
                if let Some(field) = last_ident.take() {
                    if !skip {
                        fields.push(field);
                    }
                }
            }
            TokenTree::Punct(p) if p.as_char() == ',' => skip = false,
            _ => {}
        }
    }
    let parts: String = fields.iter().map(|f| format!("out += &format!(\" {f}={{:?}}\", self.{f});", f = f)).collect();
    format!(
        "impl ::pm_runtime::Describe for {name} {{ fn describe(&self) -> String {{ let mut out = String::from(\"{name} {{\"); {parts} out + \" }}\" }} }}",
        name = name,
        parts = parts
    )
    .parse()
    .unwrap()
}

/// `#[twice]` on a fn: the fn runs its body twice and returns the second result (a
/// stand-in for attribute macros that wrap a body).
#[proc_macro_attribute]
pub fn twice(_args: TokenStream, item: TokenStream) -> TokenStream {
    let mut trees: Vec<TokenTree> = item.into_iter().collect();
    let body = match trees.pop() {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => g,
        _ => panic!("#[twice] goes on a fn with a body"),
    };
    let head: TokenStream = trees.into_iter().collect();
    format!("{} {{ let _first = (|| {})(); (|| {})() }}", head, body, body).parse().unwrap()
}

/// `squares!(n)`: the array `[0, 1, 4, .., (n-1)^2]` of u64.
#[proc_macro]
pub fn squares(input: TokenStream) -> TokenStream {
    let n: u64 = input.to_string().trim().parse().expect("squares!(a number)");
    let items: Vec<String> = (0..n).map(|i| format!("{}u64", i * i)).collect();
    format!("[{}]", items.join(", ")).parse().unwrap()
}

/// `make_const!(NAME = value)`: `const NAME: u64 = value;`.
#[proc_macro]
pub fn make_const(input: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = input.into_iter().collect();
    let name = trees[0].to_string();
    let value: TokenStream = trees[2..].iter().cloned().collect();
    format!("const {}: u64 = {};", name, value).parse().unwrap()
}

/// `#[derive(Unit)]` on a tuple struct: `Name::unit()`, 3. Its output then has a stray token
/// and a second impl, as amplify_derive 2.11.3's `quote! {4 impl ..}` does: rustc parses a
/// derive's output item by item and drops everything from the first token that starts none,
/// so the second `unit` (which would clash) is never compiled.
#[proc_macro_derive(Unit)]
pub fn derive_unit(input: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = input.into_iter().collect();
    let name_at = trees.iter().position(|t| matches!(t, TokenTree::Ident(i) if i.to_string() == "struct")).expect("a struct") + 1;
    let name = trees[name_at].to_string();
    format!("impl {name} {{ fn unit() -> u32 {{ 3 }} }} 4 impl {name} {{ fn unit() -> u32 {{ 5 }} }}", name = name).parse().unwrap()
}
