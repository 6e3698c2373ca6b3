//! What dominates a bundle: `cargo run -p bundler --example bundle_sizes -- <workspace> <id>
//! [judge] [count] [out]` (`--expand-macros` anywhere: as `bundle --expand-macros`) bundles problem `id` (for `judge`, vnoj by default; the library API returns
//! the bundle even when it is over the judge's limit) and prints, largest first, the items of
//! its library modules: functions, types, impls (`impl Trait for Type`), item macro
//! invocations (`name!`, with how many invocations of that macro there are and their total),
//! and each crate module's total; with `out`, the bundle is written there. A measurement to decide what to shrink, not a test.

use std::collections::BTreeMap;
use std::path::Path;
use syn::spanned::Spanned;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let expand_macros = args.iter().any(|a| a == "--expand-macros");
    args.retain(|a| a != "--expand-macros");
    if args.len() < 2 {
        eprintln!("usage: bundle_sizes [--expand-macros] <workspace> <id> [judge] [count] [out]");
        std::process::exit(2);
    }
    let judge = args.get(2).cloned().unwrap_or_else(|| "vnoj".to_string());
    let count: usize = args.get(3).and_then(|c| c.parse().ok()).unwrap_or(40);
    let options = bundler::Options { judge: Some(judge), expand_macros, ..bundler::Options::default() };
    let b = match bundler::bundle(Path::new(&args[0]), &args[1], &options) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{}", e);
            std::process::exit(1);
        }
    };
    if let Some(out) = args.get(4) {
        std::fs::write(out, &b.source).unwrap_or_else(|e| panic!("cannot write {}: {}", out, e));
    }
    let file = match syn::parse_file(&b.source) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("the bundle does not parse: {}", e);
            std::process::exit(1);
        }
    };
    let offsets = line_offsets(&b.source);
    let mut rows: Vec<(usize, String)> = Vec::new();
    let mut totals: BTreeMap<String, usize> = BTreeMap::new();
    let mut macros: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for item in &file.items {
        if let syn::Item::Mod(m) = item {
            walk(&m.ident.to_string(), m.content.as_ref().map(|c| &c.1[..]).unwrap_or(&[]), &b.source, &offsets, &mut rows, &mut totals, &mut macros);
        }
    }
    println!("{}: {} bytes{}", b.id, b.source.len(), b.shrunk.as_ref().map(|s| format!(" ({})", s)).unwrap_or_default());
    for (module, bytes) in &totals {
        println!("  module {:40} {:>8}", module, bytes);
    }
    let mut by_macro: Vec<_> = macros.into_iter().collect();
    by_macro.sort_by_key(|(_, (_, bytes))| std::cmp::Reverse(*bytes));
    for (name, (n, bytes)) in by_macro.iter().take(count) {
        println!("  macro {:42} {:>8} in {} invocations", name, bytes, n);
    }
    rows.sort_by_key(|(bytes, _)| std::cmp::Reverse(*bytes));
    for (bytes, what) in rows.iter().take(count) {
        println!("  {:>8}  {}", bytes, what);
    }
}

fn line_offsets(text: &str) -> Vec<usize> {
    std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect()
}

fn bytes_of(span: proc_macro2::Span, offsets: &[usize]) -> usize {
    let at = |lc: proc_macro2::LineColumn| offsets[lc.line - 1] + lc.column;
    at(span.end()).saturating_sub(at(span.start()))
}

fn walk(
    path: &str,
    items: &[syn::Item],
    source: &str,
    offsets: &[usize],
    rows: &mut Vec<(usize, String)>,
    totals: &mut BTreeMap<String, usize>,
    macros: &mut BTreeMap<String, (usize, usize)>,
) {
    let top = path.split("::").next().unwrap_or(path).to_string();
    for item in items {
        let bytes = bytes_of(item.span(), offsets);
        let name = |i: &syn::Ident| format!("{}::{}", path, i);
        let what = match item {
            syn::Item::Mod(m) => {
                walk(&name(&m.ident), m.content.as_ref().map(|c| &c.1[..]).unwrap_or(&[]), source, offsets, rows, totals, macros);
                continue;
            }
            syn::Item::Fn(f) => format!("fn {}", name(&f.sig.ident)),
            syn::Item::Struct(s) => format!("struct {}", name(&s.ident)),
            syn::Item::Enum(s) => format!("enum {}", name(&s.ident)),
            syn::Item::Trait(t) => format!("trait {} ({} members)", name(&t.ident), t.items.len()),
            syn::Item::Impl(i) => {
                let ty = &i.self_ty;
                let ty = quote::quote!(#ty).to_string();
                match &i.trait_ {
                    Some((_, tr, _)) => format!("impl {} for {} in {} ({} members)", quote::quote!(#tr), ty, path, i.items.len()),
                    None => format!("impl {} in {} ({} members)", ty, path, i.items.len()),
                }
            }
            syn::Item::Macro(m) => {
                let mac = &m.mac.path;
                let mac = quote::quote!(#mac).to_string().replace(' ', "");
                let entry = macros.entry(format!("{}!", mac)).or_default();
                entry.0 += 1;
                entry.1 += bytes;
                match &m.ident {
                    Some(i) => format!("macro_rules! {}", name(i)),
                    None => format!("{}! in {}", mac, path),
                }
            }
            syn::Item::Use(_) => format!("use in {}", path),
            syn::Item::Const(c) => format!("const {}", name(&c.ident)),
            syn::Item::Static(c) => format!("static {}", name(&c.ident)),
            syn::Item::Type(c) => format!("type {}", name(&c.ident)),
            _ => format!("other in {}", path),
        };
        *totals.entry(top.clone()).or_default() += bytes;
        rows.push((bytes, what));
    }
    let _ = source;
}
