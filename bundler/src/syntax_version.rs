//! Syntax that an old judge compiler cannot parse, and the first Rust release that accepts it.
//!
//! A library crate may be written for a newer rustc than the judge runs. Its `rust-version`
//! says so when its authors set one; this module reads the code itself, so a crate without
//! that field (or with a wrong one) is refused with the construct and its position instead of
//! a compiler error in the bundle.
//!
//! [`newer_syntax_in_file`] walks a parsed file with a [`syn::visit::Visit`] and reports every
//! construct of the table [`FEATURES`] that is newer than the judge's rustc, with its span.
//!
//! What is detected: only what syn 2 parses into its syntax tree, from Rust 1.64 on (the table
//! starts above [`OLDEST_SUPPORTED`], so asking about an older rustc reports nothing older
//! than 1.64).
//!
//! What is not detected, and who catches it instead:
//! - library APIs (`Option::is_some_and`, `std::sync::LazyLock`, ...) and language rules
//!   that are not syntax (trait upcasting, `const` mutable references, lifetime capture rules):
//!   the rustc 1.63 check of the bundle catches those;
//! - code inside macro invocations and `macro_rules!` bodies (syn keeps them as tokens);
//! - items syn keeps as verbatim tokens (`safe fn` inside an `unsafe extern` block; the block
//!   itself is reported);
//! - syntax that is still unstable on stable rustc (inline `const` patterns are reported as
//!   inline `const` blocks; if-let guards are not reported);
//! - let chains need edition 2024 as well as rustc 1.88: a crate of an older edition that uses
//!   them does not compile with any rustc, which the stable check reports.
//!
//! Every version in the table is from the Rust release notes (RELEASES.md of rust-lang/rust),
//! and the tests compile one snippet per feature with rustc 1.63 (it must fail, at the
//! reported line) and with stable (it must pass), so the table cannot silently be wrong.

use proc_macro2::{Span, TokenStream, TokenTree};
use syn::spanned::Spanned;
use syn::visit::{self, Visit};

/// A Rust release, `major.minor` (patch releases add no syntax).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RustVersion {
    pub major: u32,
    pub minor: u32,
}

impl RustVersion {
    pub const fn new(major: u32, minor: u32) -> Self {
        RustVersion { major, minor }
    }

    /// `"1.70"`, `"1.70.0"` or `"1"` (as cargo's `rust-version` allows); `None` for anything
    /// else, pre-release suffixes included.
    pub fn parse(s: &str) -> Option<Self> {
        let mut parts = s.trim().split('.');
        let number = |p: Option<&str>| -> Option<u32> {
            let p = p?;
            if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            p.parse().ok()
        };
        let major = number(parts.next())?;
        let minor = match parts.next() {
            Some(p) => number(Some(p))?,
            None => 0,
        };
        if let Some(p) = parts.next() {
            number(Some(p))?;
        }
        if parts.next().is_some() {
            return None;
        }
        Some(RustVersion { major, minor })
    }
}

impl std::fmt::Display for RustVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if *self == STABLE {
            f.write_str("stable")
        } else {
            write!(f, "{}.{}", self.major, self.minor)
        }
    }
}

/// The rustc every bundle must compile with when no judge profile is chosen.
pub const OLDEST_SUPPORTED: RustVersion = RustVersion::new(1, 63);

/// Stands for "the current stable rustc" (a judge that follows stable): newer than every
/// feature in the table, so nothing is ever reported against it. Displays as `stable`.
pub const STABLE: RustVersion = RustVersion::new(1, u32::MAX);

/// The first rustc that knows an edition: 2015 -> 1.0, 2018 -> 1.31, 2021 -> 1.56, 2024 -> 1.85.
pub fn edition_needs(edition: &str) -> Option<RustVersion> {
    match edition.trim() {
        "2015" => Some(RustVersion::new(1, 0)),
        "2018" => Some(RustVersion::new(1, 31)),
        "2021" => Some(RustVersion::new(1, 56)),
        "2024" => Some(RustVersion::new(1, 85)),
        _ => None,
    }
}

/// A construct of the table and the release that stabilized it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Feature {
    /// A noun phrase for messages: "`NAME` uses {name}, which needs Rust {since}".
    pub name: &'static str,
    pub since: RustVersion,
}

const fn feature(name: &'static str, minor: u32) -> Feature {
    Feature { name, since: RustVersion::new(1, minor) }
}

/// `let Some(x) = y else { return };`
pub const LET_ELSE: Feature = feature("let-else", 65);
/// `'a: { ... break 'a ... }` (labelled loops are old).
pub const LABELLED_BLOCK: Feature = feature("a labelled block", 65);
/// `type Item<'a> where Self: 'a;` in traits and impls, and `Tr<Item<'a> = T>` in bounds.
pub const GENERIC_ASSOCIATED_TYPES: Feature = feature("generic associated types", 65);
/// `..=X` range patterns without a start.
pub const HALF_OPEN_RANGE_PATTERN: Feature = feature("a `..=X` range pattern", 66);
/// `A(u8) = 1` in an enum whose variants have fields.
pub const DISCRIMINANT_ON_VARIANT_WITH_FIELDS: Feature = feature("an explicit discriminant on an enum variant with fields", 66);
/// `extern "C-unwind"` and the other `-unwind` ABIs.
pub const UNWIND_ABI: Feature = feature("an `-unwind` ABI", 71);
/// `async fn` in a trait or a trait impl.
pub const ASYNC_FN_IN_TRAIT: Feature = feature("`async fn` in a trait", 75);
/// `fn f(&self) -> impl Trait` in a trait or a trait impl.
pub const IMPL_TRAIT_IN_TRAIT_RETURN: Feature = feature("`impl Trait` in the return type of a trait method", 75);
/// `c"..."` and `cr"..."`.
pub const C_STRING_LITERAL: Feature = feature("a C-string literal", 77);
/// `#[diagnostic::on_unimplemented(..)]` and the rest of the `diagnostic` namespace.
pub const DIAGNOSTIC_ATTRIBUTE: Feature = feature("a `#[diagnostic::..]` attribute", 78);
/// `const { ... }` in expression position.
pub const INLINE_CONST: Feature = feature("an inline `const {}` block", 79);
/// `T: Iterator<Item: Copy>`.
pub const ASSOCIATED_TYPE_BOUNDS: Feature = feature("associated type bounds", 79);
/// `a..b` and `..b` patterns.
pub const EXCLUSIVE_RANGE_PATTERN: Feature = feature("an exclusive range pattern", 80);
/// `#[expect(lint)]`.
pub const EXPECT_ATTRIBUTE: Feature = feature("the `#[expect]` lint attribute", 81);
/// `&raw const x` and `&raw mut x`.
pub const RAW_REFERENCE: Feature = feature("`&raw const` / `&raw mut`", 82);
/// `impl Trait + use<'a, T>`.
pub const PRECISE_CAPTURING: Feature = feature("precise capturing `use<..>`", 82);
/// `unsafe extern "C" { ... }`.
pub const UNSAFE_EXTERN_BLOCK: Feature = feature("an `unsafe extern` block", 82);
/// `#[unsafe(no_mangle)]`.
pub const UNSAFE_ATTRIBUTE: Feature = feature("an `#[unsafe(..)]` attribute", 82);
/// `async |x| ...`.
pub const ASYNC_CLOSURE: Feature = feature("an async closure", 85);
/// `use<..>` on the `impl Trait` return type of a trait method.
pub const PRECISE_CAPTURING_IN_TRAIT: Feature = feature("precise capturing `use<..>` in a trait method", 87);
/// `if let Some(x) = a && let Some(y) = b` (edition 2024 only).
pub const LET_CHAIN: Feature = feature("let chains", 88);
/// `#[cfg(true)]`, `cfg!(false)`.
pub const CFG_BOOLEAN_LITERAL: Feature = feature("`true` / `false` in a `cfg` predicate", 88);
/// `[0; _]` and `[u8; _]`.
pub const INFERRED_ARRAY_LENGTH: Feature = feature("`_` as an array length", 89);
/// `#[repr(u128)]` and `#[repr(i128)]`.
pub const REPR_128: Feature = feature("`#[repr(u128)]` / `#[repr(i128)]`", 89);

/// Every feature this module detects, oldest first.
pub const FEATURES: &[Feature] = &[
    LET_ELSE,
    LABELLED_BLOCK,
    GENERIC_ASSOCIATED_TYPES,
    HALF_OPEN_RANGE_PATTERN,
    DISCRIMINANT_ON_VARIANT_WITH_FIELDS,
    UNWIND_ABI,
    ASYNC_FN_IN_TRAIT,
    IMPL_TRAIT_IN_TRAIT_RETURN,
    C_STRING_LITERAL,
    DIAGNOSTIC_ATTRIBUTE,
    INLINE_CONST,
    ASSOCIATED_TYPE_BOUNDS,
    EXCLUSIVE_RANGE_PATTERN,
    EXPECT_ATTRIBUTE,
    RAW_REFERENCE,
    PRECISE_CAPTURING,
    UNSAFE_EXTERN_BLOCK,
    UNSAFE_ATTRIBUTE,
    ASYNC_CLOSURE,
    PRECISE_CAPTURING_IN_TRAIT,
    LET_CHAIN,
    CFG_BOOLEAN_LITERAL,
    INFERRED_ARRAY_LENGTH,
    REPR_128,
];

/// One use of syntax newer than the rustc asked about.
#[derive(Clone, Debug)]
pub struct NewerSyntax {
    /// The feature's name, e.g. "let-else".
    pub feature: &'static str,
    pub since: RustVersion,
    /// Where it starts (a keyword or token of the construct).
    pub span: Span,
}

/// Every use of syntax newer than `than`, in source order (a syn::visit::Visit walk).
pub fn newer_syntax_in_file(file: &syn::File, than: RustVersion) -> Vec<NewerSyntax> {
    let mut finder = Finder::default();
    finder.visit_file(file);
    finder.finish(than)
}

/// Every use of syntax newer than `than` in one item, in source order.
pub fn newer_syntax_in_item(item: &syn::Item, than: RustVersion) -> Vec<NewerSyntax> {
    let mut finder = Finder::default();
    finder.visit_item(item);
    finder.finish(than)
}

#[derive(Default)]
struct Finder {
    found: Vec<NewerSyntax>,
    /// Inside the impl block of a trait (`impl Tr for T`), where methods follow trait rules.
    in_trait_impl: bool,
    /// Inside the signature of a trait method or a trait impl's method.
    in_trait_method_signature: bool,
}

impl Finder {
    fn note(&mut self, feature: Feature, span: Span) {
        self.found.push(NewerSyntax { feature: feature.name, since: feature.since, span });
    }

    fn finish(mut self, than: RustVersion) -> Vec<NewerSyntax> {
        self.found.retain(|f| f.since > than);
        // The walk visits a node before its children, which is source order except where a
        // finding sits inside its node (a let chain's `let`); the sort settles that.
        self.found.sort_by_key(|f| {
            let start = f.span.start();
            (start.line, start.column)
        });
        self.found
    }

    /// The rules for a method of a trait or a trait impl: `async fn` and `-> impl Trait`.
    fn trait_method_signature(&mut self, sig: &syn::Signature) {
        if let Some(asyncness) = &sig.asyncness {
            self.note(ASYNC_FN_IN_TRAIT, asyncness.span);
        }
        if let syn::ReturnType::Type(_, ty) = &sig.output {
            if let Some(span) = first_impl_trait(ty) {
                self.note(IMPL_TRAIT_IN_TRAIT_RETURN, span);
            }
        }
        let outer = std::mem::replace(&mut self.in_trait_method_signature, true);
        self.visit_signature(sig);
        self.in_trait_method_signature = outer;
    }

    fn generic_associated_type(&mut self, generics: &syn::Generics) {
        if let Some(lt) = &generics.lt_token {
            self.note(GENERIC_ASSOCIATED_TYPES, lt.span);
        } else if let Some(where_clause) = &generics.where_clause {
            self.note(GENERIC_ASSOCIATED_TYPES, where_clause.where_token.span);
        }
    }

    fn attribute_tokens(&mut self, path: &syn::Path, tokens: &TokenStream) {
        if path.is_ident("cfg") {
            if let Some(span) = boolean_literal(tokens.clone()) {
                self.note(CFG_BOOLEAN_LITERAL, span);
            }
        } else if path.is_ident("cfg_attr") {
            // Only the predicate, before the first top-level comma, is a cfg.
            let predicate: TokenStream = tokens
                .clone()
                .into_iter()
                .take_while(|t| !matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
                .collect();
            if let Some(span) = boolean_literal(predicate) {
                self.note(CFG_BOOLEAN_LITERAL, span);
            }
        } else if path.is_ident("repr") {
            let wide = tokens.clone().into_iter().find(|t| matches!(t, TokenTree::Ident(i) if i == "u128" || i == "i128"));
            if let Some(t) = wide {
                self.note(REPR_128, t.span());
            }
        }
    }
}

/// The first `true` or `false` anywhere in a cfg predicate.
fn boolean_literal(tokens: TokenStream) -> Option<Span> {
    for t in tokens {
        match t {
            TokenTree::Ident(i) if i == "true" || i == "false" => return Some(i.span()),
            TokenTree::Group(g) => {
                if let Some(span) = boolean_literal(g.stream()) {
                    return Some(span);
                }
            }
            _ => {}
        }
    }
    None
}

/// Where the first `impl Trait` in a type starts.
fn first_impl_trait(ty: &syn::Type) -> Option<Span> {
    struct First(Option<Span>);
    impl<'ast> Visit<'ast> for First {
        fn visit_type_impl_trait(&mut self, node: &'ast syn::TypeImplTrait) {
            if self.0.is_none() {
                self.0 = Some(node.impl_token.span);
            }
        }
    }
    let mut first = First(None);
    first.visit_type(ty);
    first.0
}

/// The first `let` of a let chain: a `let` among the operands of `&&` in an `if` or `while`
/// condition.
fn let_in_chain(cond: &syn::Expr) -> Option<Span> {
    fn first_let(e: &syn::Expr) -> Option<Span> {
        match e {
            syn::Expr::Let(l) => Some(l.let_token.span),
            syn::Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => first_let(&b.left).or_else(|| first_let(&b.right)),
            _ => None,
        }
    }
    match cond {
        syn::Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => first_let(cond),
        _ => None,
    }
}

impl<'ast> Visit<'ast> for Finder {
    fn visit_local(&mut self, node: &'ast syn::Local) {
        if let Some(syn::LocalInit { diverge: Some((else_token, _)), .. }) = &node.init {
            self.note(LET_ELSE, else_token.span);
        }
        visit::visit_local(self, node);
    }

    fn visit_expr_block(&mut self, node: &'ast syn::ExprBlock) {
        if let Some(label) = &node.label {
            self.note(LABELLED_BLOCK, label.name.apostrophe);
        }
        visit::visit_expr_block(self, node);
    }

    fn visit_trait_item_type(&mut self, node: &'ast syn::TraitItemType) {
        self.generic_associated_type(&node.generics);
        visit::visit_trait_item_type(self, node);
    }

    fn visit_impl_item_type(&mut self, node: &'ast syn::ImplItemType) {
        self.generic_associated_type(&node.generics);
        visit::visit_impl_item_type(self, node);
    }

    fn visit_assoc_type(&mut self, node: &'ast syn::AssocType) {
        if let Some(generics) = &node.generics {
            self.note(GENERIC_ASSOCIATED_TYPES, generics.lt_token.span);
        }
        visit::visit_assoc_type(self, node);
    }

    fn visit_constraint(&mut self, node: &'ast syn::Constraint) {
        self.note(ASSOCIATED_TYPE_BOUNDS, node.ident.span());
        if let Some(generics) = &node.generics {
            self.note(GENERIC_ASSOCIATED_TYPES, generics.lt_token.span);
        }
        visit::visit_constraint(self, node);
    }

    fn visit_pat(&mut self, node: &'ast syn::Pat) {
        if let syn::Pat::Range(range) = node {
            match (&range.start, &range.limits, &range.end) {
                (None, syn::RangeLimits::Closed(dots), _) => self.note(HALF_OPEN_RANGE_PATTERN, dots.span()),
                (_, syn::RangeLimits::HalfOpen(dots), Some(_)) => self.note(EXCLUSIVE_RANGE_PATTERN, dots.span()),
                _ => {}
            }
        }
        visit::visit_pat(self, node);
    }

    fn visit_variant(&mut self, node: &'ast syn::Variant) {
        if let (Some((eq, _)), false) = (&node.discriminant, matches!(node.fields, syn::Fields::Unit)) {
            self.note(DISCRIMINANT_ON_VARIANT_WITH_FIELDS, eq.span);
        }
        visit::visit_variant(self, node);
    }

    fn visit_abi(&mut self, node: &'ast syn::Abi) {
        if let Some(name) = &node.name {
            if name.value().ends_with("-unwind") {
                self.note(UNWIND_ABI, name.span());
            }
        }
        visit::visit_abi(self, node);
    }

    fn visit_item_trait(&mut self, node: &'ast syn::ItemTrait) {
        // A trait's methods are trait methods even inside an impl of another trait's method.
        let outer = std::mem::replace(&mut self.in_trait_impl, false);
        visit::visit_item_trait(self, node);
        self.in_trait_impl = outer;
    }

    fn visit_trait_item_fn(&mut self, node: &'ast syn::TraitItemFn) {
        for attr in &node.attrs {
            self.visit_attribute(attr);
        }
        self.trait_method_signature(&node.sig);
        if let Some(body) = &node.default {
            self.visit_block(body);
        }
    }

    fn visit_item_impl(&mut self, node: &'ast syn::ItemImpl) {
        let outer = std::mem::replace(&mut self.in_trait_impl, node.trait_.is_some());
        visit::visit_item_impl(self, node);
        self.in_trait_impl = outer;
    }

    fn visit_impl_item_fn(&mut self, node: &'ast syn::ImplItemFn) {
        if !self.in_trait_impl {
            return visit::visit_impl_item_fn(self, node);
        }
        for attr in &node.attrs {
            self.visit_attribute(attr);
        }
        self.visit_visibility(&node.vis);
        self.trait_method_signature(&node.sig);
        // A method body is no trait impl: an `impl` block inside it sets its own rules.
        let outer = std::mem::replace(&mut self.in_trait_impl, false);
        self.visit_block(&node.block);
        self.in_trait_impl = outer;
    }

    fn visit_item_fn(&mut self, node: &'ast syn::ItemFn) {
        let outer = std::mem::replace(&mut self.in_trait_impl, false);
        visit::visit_item_fn(self, node);
        self.in_trait_impl = outer;
    }

    fn visit_lit_cstr(&mut self, node: &'ast syn::LitCStr) {
        self.note(C_STRING_LITERAL, node.span());
        visit::visit_lit_cstr(self, node);
    }

    fn visit_attribute(&mut self, node: &'ast syn::Attribute) {
        let path = node.path();
        if path.segments.len() >= 2 && path.segments[0].ident == "diagnostic" && path.leading_colon.is_none() {
            self.note(DIAGNOSTIC_ATTRIBUTE, path.segments[0].ident.span());
        } else if path.is_ident("expect") {
            self.note(EXPECT_ATTRIBUTE, path.span());
        } else if path.is_ident("unsafe") {
            self.note(UNSAFE_ATTRIBUTE, path.span());
            // The attribute inside `unsafe(..)` follows the usual rules.
            if let syn::Meta::List(list) = &node.meta {
                if let Ok(inner) = list.parse_args::<syn::Meta>() {
                    if let syn::Meta::List(inner) = &inner {
                        self.attribute_tokens(&inner.path, &inner.tokens);
                    }
                }
            }
        } else if let syn::Meta::List(list) = &node.meta {
            self.attribute_tokens(&list.path, &list.tokens);
        }
        visit::visit_attribute(self, node);
    }

    fn visit_macro(&mut self, node: &'ast syn::Macro) {
        if node.path.is_ident("cfg") {
            if let Some(span) = boolean_literal(node.tokens.clone()) {
                self.note(CFG_BOOLEAN_LITERAL, span);
            }
        }
        visit::visit_macro(self, node);
    }

    fn visit_expr_const(&mut self, node: &'ast syn::ExprConst) {
        self.note(INLINE_CONST, node.const_token.span);
        visit::visit_expr_const(self, node);
    }

    fn visit_expr_raw_addr(&mut self, node: &'ast syn::ExprRawAddr) {
        self.note(RAW_REFERENCE, node.and_token.span);
        visit::visit_expr_raw_addr(self, node);
    }

    fn visit_type_param_bound(&mut self, node: &'ast syn::TypeParamBound) {
        if let syn::TypeParamBound::PreciseCapture(capture) = node {
            let feature = if self.in_trait_method_signature { PRECISE_CAPTURING_IN_TRAIT } else { PRECISE_CAPTURING };
            self.note(feature, capture.use_token.span);
        }
        visit::visit_type_param_bound(self, node);
    }

    fn visit_item_foreign_mod(&mut self, node: &'ast syn::ItemForeignMod) {
        if let Some(unsafety) = &node.unsafety {
            self.note(UNSAFE_EXTERN_BLOCK, unsafety.span);
        }
        visit::visit_item_foreign_mod(self, node);
    }

    fn visit_expr_closure(&mut self, node: &'ast syn::ExprClosure) {
        if let Some(asyncness) = &node.asyncness {
            self.note(ASYNC_CLOSURE, asyncness.span);
        }
        // A closure body is no trait method signature.
        let outer = std::mem::replace(&mut self.in_trait_method_signature, false);
        visit::visit_expr_closure(self, node);
        self.in_trait_method_signature = outer;
    }

    fn visit_expr_if(&mut self, node: &'ast syn::ExprIf) {
        if let Some(span) = let_in_chain(&node.cond) {
            self.note(LET_CHAIN, span);
        }
        visit::visit_expr_if(self, node);
    }

    fn visit_expr_while(&mut self, node: &'ast syn::ExprWhile) {
        if let Some(span) = let_in_chain(&node.cond) {
            self.note(LET_CHAIN, span);
        }
        visit::visit_expr_while(self, node);
    }

    fn visit_expr_repeat(&mut self, node: &'ast syn::ExprRepeat) {
        if let syn::Expr::Infer(infer) = &*node.len {
            self.note(INFERRED_ARRAY_LENGTH, infer.underscore_token.span);
        }
        visit::visit_expr_repeat(self, node);
    }

    fn visit_type_array(&mut self, node: &'ast syn::TypeArray) {
        if let syn::Expr::Infer(infer) = &node.len {
            self.note(INFERRED_ARRAY_LENGTH, infer.underscore_token.span);
        }
        visit::visit_type_array(self, node);
    }
}
