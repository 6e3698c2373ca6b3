//! Small syntax helpers that several passes share ([`crate::parse`], [`crate::library`],
//! [`crate::rewrite`], [`crate::edition`], [`crate::emit`], [`crate::problem`]): at the bottom
//! of the pipeline, importing nothing from the crate.

/// An identifier without its `r#` prefix.
pub fn unraw(ident: &syn::Ident) -> String {
    let s = ident.to_string();
    match s.strip_prefix("r#") {
        Some(rest) => rest.to_string(),
        None => s,
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
