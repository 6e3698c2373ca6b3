//! Small syntax helpers that several passes share ([`crate::read::parse`], [`crate::read::library`],
//! [`crate::read::rewrite`], [`crate::read::edition`], [`crate::write::emit`], [`crate::reach::problem`], [`crate::read::macro_expand`], [`crate::fit::compile_shrink`]): at the bottom
//! of the pipeline, importing nothing from the crate.

/// An identifier without its `r#` prefix.
pub fn unraw(ident: &syn::Ident) -> String {
    let s = ident.to_string();
    match s.strip_prefix("r#") {
        Some(rest) => rest.to_string(),
        None => s,
    }
}

/// Keywords of any edition (strict, reserved, and those of 2018 and 2024) that may be written as
/// raw identifiers: a name read with [`unraw`] must get its `r#` back when written into code.
const RAW_KEYWORDS: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "do", "dyn", "else", "enum", "extern",
    "false", "final", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override",
    "priv", "pub", "ref", "return", "static", "struct", "trait", "true", "try", "type", "typeof", "unsafe", "unsized", "use",
    "virtual", "where", "while", "yield",
];

/// Whether `word`, written as it is (not raw), is a keyword that no path has as a segment in
/// any edition: what follows it after `::` is another path. The keywords of some editions only
/// (`async`, `try`, `gen`, ..) may be a 2015 crate's module names, so they are not among them.
pub fn never_a_segment(word: &str) -> bool {
    const EDITION_ONLY: &[&str] = &["async", "await", "try", "gen", "abstract", "become", "box", "do", "final", "macro", "override", "priv", "typeof", "unsized", "virtual", "yield"];
    RAW_KEYWORDS.contains(&word) && !EDITION_ONLY.contains(&word)
}

/// `name` (as [`unraw`] gives it) written as an identifier in code: `r#ref` for `ref`. The path
/// keywords (`crate`, `self`, `super`, `Self`), which cannot be raw, stay as they are.
pub fn written_ident(name: &str) -> std::borrow::Cow<'_, str> {
    if RAW_KEYWORDS.contains(&name) {
        std::borrow::Cow::Owned(format!("r#{}", name))
    } else {
        std::borrow::Cow::Borrowed(name)
    }
}

/// `#[test]`, `#[cfg(test)]`, or a `cfg` whose predicate requires `test` (`all(test, ..)`).
pub fn is_test_attr(attr: &syn::Attribute) -> bool {
    if attr.path().is_ident("test") {
        return true;
    }
    if !attr.path().is_ident("cfg") {
        return false;
    }
    match attr.parse_args::<syn::Meta>() {
        Ok(meta) => cfg_requires_test(&meta),
        Err(_) => false,
    }
}

fn cfg_requires_test(meta: &syn::Meta) -> bool {
    match meta {
        syn::Meta::Path(p) => p.is_ident("test"),
        syn::Meta::List(list) if list.path.is_ident("all") => list
            .parse_args_with(syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated)
            .map(|metas| metas.iter().any(cfg_requires_test))
            .unwrap_or(false),
        _ => false,
    }
}

/// The statements of an anonymous constant's block (`const _: T = { .. };`, or `unsafe { .. }`):
/// a place for items that no path names, only impls and what they use (serde's derives,
/// zerocopy's `unsafe impl`s for the primitive types).
pub fn anonymous_const_statements(c: &syn::ItemConst) -> Option<&[syn::Stmt]> {
    if c.ident != "_" {
        return None;
    }
    match &*c.expr {
        syn::Expr::Block(b) if b.label.is_none() => Some(&b.block.stmts),
        syn::Expr::Unsafe(u) => Some(&u.block.stmts),
        _ => None,
    }
}

/// The items of an anonymous constant, in its block and in the plain and `unsafe` blocks among
/// its statements (zerocopy's `unsafe_impl!` expands to a block of a call and the impl).
pub fn anonymous_const_items(c: &syn::ItemConst) -> Vec<&syn::Item> {
    fn walk<'a>(stmts: &'a [syn::Stmt], out: &mut Vec<&'a syn::Item>) {
        for stmt in stmts {
            match stmt {
                syn::Stmt::Item(item) => out.push(item),
                syn::Stmt::Expr(syn::Expr::Block(b), _) => walk(&b.block.stmts, out),
                syn::Stmt::Expr(syn::Expr::Unsafe(u), _) => walk(&u.block.stmts, out),
                _ => {}
            }
        }
    }
    let mut out = Vec::new();
    walk(anonymous_const_statements(c).unwrap_or(&[]), &mut out);
    out
}

/// The macro invocations among an anonymous constant's statements, in its block and in the
/// plain and `unsafe` blocks among them, each with its statement (zerocopy's `const _: () =
/// unsafe { unsafe_impl!(u8: FromBytes); .. };`). Not those under `#[cfg(any())]`, which
/// rustc never expands.
pub fn anonymous_const_invocations(c: &syn::ItemConst) -> Vec<(&syn::Stmt, &syn::Macro)> {
    fn walk<'a>(stmts: &'a [syn::Stmt], out: &mut Vec<(&'a syn::Stmt, &'a syn::Macro)>) {
        for stmt in stmts {
            let mac = match stmt {
                syn::Stmt::Macro(m) => &m.mac,
                syn::Stmt::Expr(syn::Expr::Macro(m), _) => &m.mac,
                syn::Stmt::Item(syn::Item::Macro(m)) if m.ident.is_none() => &m.mac,
                syn::Stmt::Expr(syn::Expr::Block(b), _) => {
                    walk(&b.block.stmts, out);
                    continue;
                }
                syn::Stmt::Expr(syn::Expr::Unsafe(u), _) => {
                    walk(&u.block.stmts, out);
                    continue;
                }
                _ => continue,
            };
            if !stmt_attrs(stmt).iter().any(is_cfg_false) {
                out.push((stmt, mac));
            }
        }
    }
    let mut out = Vec::new();
    walk(anonymous_const_statements(c).unwrap_or(&[]), &mut out);
    out
}

/// The name an item defines, without `r#`: `None` for impls, `use`s, invocations and the
/// like, which define no one name.
pub fn item_name(item: &syn::Item) -> Option<String> {
    let ident = match item {
        syn::Item::Struct(x) => &x.ident,
        syn::Item::Enum(x) => &x.ident,
        syn::Item::Union(x) => &x.ident,
        syn::Item::Trait(x) => &x.ident,
        syn::Item::TraitAlias(x) => &x.ident,
        syn::Item::Type(x) => &x.ident,
        syn::Item::Mod(x) => &x.ident,
        syn::Item::Fn(x) => &x.sig.ident,
        syn::Item::Const(x) => &x.ident,
        syn::Item::Static(x) => &x.ident,
        syn::Item::Macro(x) => x.ident.as_ref()?,
        _ => return None,
    };
    Some(ident.to_string().trim_start_matches("r#").to_string())
}

/// An item's outer attributes (none for a verbatim one).
pub fn item_attrs(item: &syn::Item) -> &[syn::Attribute] {
    match item {
        syn::Item::Const(x) => &x.attrs,
        syn::Item::Enum(x) => &x.attrs,
        syn::Item::ExternCrate(x) => &x.attrs,
        syn::Item::Fn(x) => &x.attrs,
        syn::Item::ForeignMod(x) => &x.attrs,
        syn::Item::Impl(x) => &x.attrs,
        syn::Item::Macro(x) => &x.attrs,
        syn::Item::Mod(x) => &x.attrs,
        syn::Item::Static(x) => &x.attrs,
        syn::Item::Struct(x) => &x.attrs,
        syn::Item::Trait(x) => &x.attrs,
        syn::Item::TraitAlias(x) => &x.attrs,
        syn::Item::Type(x) => &x.attrs,
        syn::Item::Union(x) => &x.attrs,
        syn::Item::Use(x) => &x.attrs,
        _ => &[],
    }
}

/// A statement's outer attributes: its item's, its `let`'s, its invocation's, or those of an
/// expression of a kind that stands as a statement (a block, a call, control flow), where a
/// `cfg` is allowed.
pub fn stmt_attrs(stmt: &syn::Stmt) -> &[syn::Attribute] {
    match stmt {
        syn::Stmt::Item(item) => item_attrs(item),
        syn::Stmt::Local(l) => &l.attrs,
        syn::Stmt::Macro(m) => &m.attrs,
        syn::Stmt::Expr(e, _) => match e {
            syn::Expr::Block(x) => &x.attrs,
            syn::Expr::Unsafe(x) => &x.attrs,
            syn::Expr::Call(x) => &x.attrs,
            syn::Expr::MethodCall(x) => &x.attrs,
            syn::Expr::Macro(x) => &x.attrs,
            syn::Expr::If(x) => &x.attrs,
            syn::Expr::Match(x) => &x.attrs,
            syn::Expr::While(x) => &x.attrs,
            syn::Expr::ForLoop(x) => &x.attrs,
            syn::Expr::Loop(x) => &x.attrs,
            syn::Expr::Assign(x) => &x.attrs,
            syn::Expr::Return(x) => &x.attrs,
            syn::Expr::Path(x) => &x.attrs,
            _ => &[],
        },
    }
}

/// `#[cfg(any())]`: what a false `cfg` is rewritten to in a bundle.
pub fn is_cfg_false(attr: &syn::Attribute) -> bool {
    attr.path().is_ident("cfg") && matches!(&attr.meta, syn::Meta::List(l) if l.tokens.to_string().replace(' ', "") == "any()")
}

/// The impls among [`anonymous_const_items`], each with the item that holds it.
pub fn anonymous_const_impls(c: &syn::ItemConst) -> Vec<(&syn::Item, &syn::ItemImpl)> {
    anonymous_const_items(c).into_iter().filter_map(|item| if let syn::Item::Impl(i) = item { Some((item, i)) } else { None }).collect()
}

/// The name a type is known by in messages: the last path segment, through references,
/// parentheses, slices, arrays and pointers.
pub fn type_name(ty: &syn::Type) -> Option<String> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        syn::Type::Reference(r) => type_name(&r.elem),
        syn::Type::Paren(p) => type_name(&p.elem),
        syn::Type::Group(g) => type_name(&g.elem),
        syn::Type::Slice(s) => type_name(&s.elem),
        syn::Type::Array(a) => type_name(&a.elem),
        syn::Type::Ptr(p) => type_name(&p.elem),
        _ => None,
    }
}

/// The names of a path segment's generic arguments (`u32` in `MulAssign<u32>`), when every one
/// is a type with a name that is not one of `params` (the impl's own type parameters); empty
/// otherwise.
pub fn type_argument_names(segment: &syn::PathSegment, params: &[String]) -> Vec<String> {
    match &segment.arguments {
        syn::PathArguments::AngleBracketed(a) => a
            .args
            .iter()
            .map(|arg| match arg {
                syn::GenericArgument::Type(t) => type_name(t).filter(|n| !params.contains(n)),
                _ => None,
            })
            .collect::<Option<Vec<String>>>()
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}
