//! Syntax that an old judge compiler cannot parse, and the first Rust release that accepts it.
//!
//! A library crate may be written for a newer rustc than the judge runs. Its `rust-version`
//! says so when its authors set one; this module reads the code itself, so a crate without
//! that field (or with a wrong one) is refused with the construct and its position instead of
//! a compiler error in the bundle.
//!
//! [`newer_syntax_in_file`] walks a parsed file with a [`syn::visit::Visit`] and reports every
//! construct of the table [`FEATURES`] that is newer than the judge's rustc, with its span.
//! Attributes hidden in `cfg_attr(.., attr)` count as written.
//!
//! What is detected: only what syn 2 parses into its syntax tree, from Rust 1.64 on (the table
//! starts above [`OLDEST_SUPPORTED`], so asking about an older rustc reports nothing older
//! than 1.64).
//!
//! What is not detected, and who catches it instead:
//! - library APIs and macros (`Option::is_some_and`, `std::sync::LazyLock`, `cfg_select!`)
//!   and language rules that are not syntax (trait upcasting, `const` mutable references,
//!   lifetime capture rules): the rustc 1.63 check of the bundle catches those under the 1.63
//!   floor; under a judge between 1.63 and stable (codeforces' 1.89) only the crate's
//!   `rust-version` guards against them;
//! - code inside macro invocations and `macro_rules!` bodies (syn keeps them as tokens);
//! - items syn keeps as verbatim tokens (`safe fn` inside an `unsafe extern` block; the block
//!   itself is reported);
//! - syntax that is still unstable on stable rustc (inline `const` patterns are reported as
//!   inline `const` blocks);
//! - let chains need edition 2024 as well as rustc 1.88: a crate of an older edition that uses
//!   them does not compile with any rustc, which the stable check reports.
//!
//! Every version in the table is from the Rust release notes (RELEASES.md of rust-lang/rust).
//! The tests compile one snippet per feature with rustc 1.63 (it must fail, on the line the
//! detector reports) and with stable (it must pass), so no entry can claim syntax that 1.63
//! accepts or that stable rejects; the exact release in between is the notes' word.

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
/// `Some(x) if let Ok(n) = x.parse() =>` in a match arm.
pub const IF_LET_GUARD: Feature = feature("an if-let guard", 95);

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
    IF_LET_GUARD,
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

    /// An attribute's content (`meta` of `#[meta]`), and what `cfg_attr` hides in its tokens.
    fn attribute(&mut self, meta: &syn::Meta) {
        let path = meta.path();
        if path.segments.len() >= 2 && path.segments[0].ident == "diagnostic" && path.leading_colon.is_none() {
            self.note(DIAGNOSTIC_ATTRIBUTE, path.segments[0].ident.span());
        } else if path.is_ident("expect") {
            self.note(EXPECT_ATTRIBUTE, path.span());
        } else if path.is_ident("unsafe") {
            // Only link attributes (`no_mangle`, `export_name`, `link_section`) are unsafe, so
            // nothing inside needs a look.
            self.note(UNSAFE_ATTRIBUTE, path.span());
        }
        let syn::Meta::List(list) = meta else { return };
        if path.is_ident("cfg") {
            if let Some(span) = boolean_literal(list.tokens.clone()) {
                self.note(CFG_BOOLEAN_LITERAL, span);
            }
        } else if path.is_ident("cfg_attr") {
            // `cfg_attr(predicate, attr, attr, ..)`: the predicate is a cfg, the rest are
            // attributes in their own right.
            let mut parts = split_at_commas(list.tokens.clone()).into_iter();
            if let Some(span) = parts.next().and_then(boolean_literal) {
                self.note(CFG_BOOLEAN_LITERAL, span);
            }
            for part in parts {
                match part.clone().into_iter().next() {
                    // syn parses `unsafe(..)` only as a whole attribute.
                    Some(TokenTree::Ident(i)) if i == "unsafe" => self.note(UNSAFE_ATTRIBUTE, i.span()),
                    Some(_) => {
                        if let Ok(inner) = syn::parse2::<syn::Meta>(part) {
                            self.attribute(&inner);
                        }
                    }
                    None => {}
                }
            }
        } else if path.is_ident("repr") {
            let wide = list.tokens.clone().into_iter().find(|t| matches!(t, TokenTree::Ident(i) if i == "u128" || i == "i128"));
            if let Some(t) = wide {
                self.note(REPR_128, t.span());
            }
        }
    }
}

/// `tokens` cut at its top-level commas.
fn split_at_commas(tokens: TokenStream) -> Vec<TokenStream> {
    let mut parts = vec![TokenStream::new()];
    for t in tokens {
        match &t {
            TokenTree::Punct(p) if p.as_char() == ',' => parts.push(TokenStream::new()),
            _ => parts.last_mut().expect("never empty").extend([t]),
        }
    }
    parts
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

/// The first `let` among the operands of `&&` in `e`, or `e` itself if it is a `let`.
fn first_let(e: &syn::Expr) -> Option<Span> {
    match e {
        syn::Expr::Let(l) => Some(l.let_token.span),
        syn::Expr::Binary(b) if matches!(b.op, syn::BinOp::And(_)) => first_let(&b.left).or_else(|| first_let(&b.right)),
        _ => None,
    }
}

/// The first `let` of a let chain: a `let` among the operands of `&&` in an `if` or `while`
/// condition.
fn let_in_chain(cond: &syn::Expr) -> Option<Span> {
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
                (None, syn::RangeLimits::Closed(_), _) => self.note(HALF_OPEN_RANGE_PATTERN, range.span()),
                (_, syn::RangeLimits::HalfOpen(_), Some(_)) => self.note(EXCLUSIVE_RANGE_PATTERN, range.span()),
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
        self.attribute(&node.meta);
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

    fn visit_arm(&mut self, node: &'ast syn::Arm) {
        // A let chain in a guard needs the guard first, so the guard alone is reported.
        if let Some(span) = node.guard.as_ref().and_then(|(_, guard)| first_let(guard)) {
            self.note(IF_LET_GUARD, span);
        }
        visit::visit_arm(self, node);
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{Path, PathBuf};
    use std::process::Command;

    /// A snippet (a whole library crate) that uses newer syntax.
    struct Uses {
        /// What the detector must report, in order: each feature and the text its span starts
        /// at (the first occurrence of that text in `source`).
        found: &'static [(Feature, &'static str)],
        /// The edition stable compiles it with (let chains need 2024); rustc 1.63 always
        /// gets 2021, the newest it knows.
        edition: &'static str,
        source: &'static str,
    }

    const fn uses(found: &'static [(Feature, &'static str)], source: &'static str) -> Uses {
        Uses { found, edition: "2021", source }
    }

    /// Every positive snippet. Each compiles with stable and fails with rustc 1.63 on the line
    /// of one of its findings (tested below).
    const USES: &[Uses] = &[
        uses(&[(LET_ELSE, "else")], "pub fn first(v: &[u32]) -> u32 {\n    let Some(x) = v.first() else { return 0 };\n    *x\n}\n"),
        uses(&[(LABELLED_BLOCK, "'done")], "pub fn f(c: bool) -> u32 {\n    'done: {\n        if c {\n            break 'done 1;\n        }\n        2\n    }\n}\n"),
        uses(&[(GENERIC_ASSOCIATED_TYPES, "<'a>")], "pub trait Lending {\n    type Item<'a> where Self: 'a;\n}\n"),
        uses(
            &[(GENERIC_ASSOCIATED_TYPES, "<T>"), (GENERIC_ASSOCIATED_TYPES, "<T> = ")],
            "pub trait Family {\n    type Member<T>;\n}\npub struct Vecs;\nimpl Family for Vecs {\n    type Member<T> = Vec<T>;\n}\n",
        ),
        uses(&[(GENERIC_ASSOCIATED_TYPES, "where")], "pub trait Sized2 {\n    type Assoc where Self: Sized;\n}\n"),
        uses(
            &[(GENERIC_ASSOCIATED_TYPES, "<T>;"), (GENERIC_ASSOCIATED_TYPES, "<u8> =")],
            "pub trait Family {\n    type Member<T>;\n}\npub fn f<F: Family<Member<u8> = Vec<u8>>>() {}\n",
        ),
        uses(&[(HALF_OPEN_RANGE_PATTERN, "..=9")], "pub fn small(x: u32) -> bool {\n    match x {\n        ..=9 => true,\n        _ => false,\n    }\n}\n"),
        uses(&[(DISCRIMINANT_ON_VARIANT_WITH_FIELDS, "= 1")], "#[repr(u8)]\npub enum E {\n    A(u8) = 1,\n    B = 2,\n}\n"),
        uses(&[(UNWIND_ABI, "\"C-unwind\"")], "pub extern \"C-unwind\" fn f() {}\n"),
        uses(&[(ASYNC_FN_IN_TRAIT, "async")], "pub trait Fetch {\n    async fn fetch(&self) -> u32;\n}\n"),
        uses(
            &[(ASYNC_FN_IN_TRAIT, "async"), (ASYNC_FN_IN_TRAIT, "async fn fetch(&self) -> u32 {")],
            "pub trait Fetch {\n    async fn fetch(&self) -> u32;\n}\npub struct S;\nimpl Fetch for S {\n    async fn fetch(&self) -> u32 {\n        1\n    }\n}\n",
        ),
        uses(&[(IMPL_TRAIT_IN_TRAIT_RETURN, "impl")], "pub trait Items {\n    fn items(&self) -> Box<impl Iterator<Item = u32>>;\n}\n"),
        uses(
            &[(IMPL_TRAIT_IN_TRAIT_RETURN, "impl"), (IMPL_TRAIT_IN_TRAIT_RETURN, "impl Iterator<Item = u32> {")],
            "pub trait Items {\n    fn items(&self) -> impl Iterator<Item = u32>;\n}\npub struct S;\nimpl Items for S {\n    fn items(&self) -> impl Iterator<Item = u32> {\n        0..3\n    }\n}\n",
        ),
        uses(&[(C_STRING_LITERAL, "c\"hi\"")], "pub const S: &core::ffi::CStr = c\"hi\";\n"),
        uses(&[(DIAGNOSTIC_ATTRIBUTE, "diagnostic")], "#[diagnostic::on_unimplemented(message = \"no\")]\npub trait T {}\n"),
        uses(&[(INLINE_CONST, "const {")], "pub fn empties() -> [Vec<u8>; 3] {\n    [const { Vec::new() }; 3]\n}\n"),
        uses(&[(ASSOCIATED_TYPE_BOUNDS, "Item:")], "pub fn count<I: Iterator<Item: Copy>>(i: I) -> usize {\n    i.count()\n}\n"),
        uses(&[(EXCLUSIVE_RANGE_PATTERN, "0..10")], "pub fn digit(x: u32) -> bool {\n    match x {\n        0..10 => true,\n        _ => false,\n    }\n}\n"),
        uses(&[(EXCLUSIVE_RANGE_PATTERN, "..10")], "pub fn digit(x: u32) -> bool {\n    match x {\n        ..10 => true,\n        _ => false,\n    }\n}\n"),
        uses(&[(EXPECT_ATTRIBUTE, "expect")], "#[expect(dead_code)]\nfn unused() {}\n"),
        uses(&[(EXPECT_ATTRIBUTE, "expect")], "#[cfg_attr(all(), inline, expect(dead_code))]\nfn unused() {}\n"),
        uses(&[(DIAGNOSTIC_ATTRIBUTE, "diagnostic")], "#[cfg_attr(all(), diagnostic::on_unimplemented(message = \"no\"))]\npub trait T {}\n"),
        uses(&[(UNSAFE_ATTRIBUTE, "unsafe")], "#[cfg_attr(all(), unsafe(no_mangle))]\npub extern \"C\" fn bundler_syntax_probe() {}\n"),
        uses(&[(CFG_BOOLEAN_LITERAL, "true")], "#[cfg_attr(all(), cfg_attr(true, derive(Debug)))]\npub struct S;\n"),
        uses(&[(REPR_128, "i128")], "#[cfg_attr(all(), repr(i128))] pub enum E {\n    A = 1,\n}\n"),
        uses(&[(RAW_REFERENCE, "&raw")], "pub fn f(x: &mut u32) -> *mut u32 {\n    &raw mut *x\n}\n"),
        uses(&[(RAW_REFERENCE, "&raw")], "pub static N: u32 = 1;\npub fn f() -> *const u32 {\n    &raw const N\n}\n"),
        uses(&[(PRECISE_CAPTURING, "use<")], "pub fn f<'a>(x: &'a [u32]) -> impl Iterator<Item = u32> + use<'a> {\n    x.iter().copied()\n}\n"),
        uses(&[(UNSAFE_EXTERN_BLOCK, "unsafe")], "unsafe extern \"C\" {\n    pub fn abs(x: i32) -> i32;\n}\n"),
        uses(&[(UNSAFE_ATTRIBUTE, "unsafe")], "#[unsafe(no_mangle)]\npub extern \"C\" fn bundler_syntax_probe() {}\n"),
        uses(&[(ASYNC_CLOSURE, "async")], "pub fn f() {\n    let _c = async |x: u32| x + 1;\n}\n"),
        uses(
            &[(IMPL_TRAIT_IN_TRAIT_RETURN, "impl"), (PRECISE_CAPTURING_IN_TRAIT, "use<")],
            "pub trait Items {\n    fn items<'a>(&'a self) -> impl Iterator<Item = u32> + use<'a, Self>;\n}\n",
        ),
        // A function inside a trait method's body is no trait method.
        uses(
            &[(PRECISE_CAPTURING, "use<")],
            "pub trait Items {\n    fn count(&self) -> usize {\n        fn items<'a>(x: &'a [u32]) -> impl Iterator<Item = u32> + use<'a> {\n            x.iter().copied()\n        }\n        items(&[1, 2]).count()\n    }\n}\n",
        ),
        Uses {
            found: &[(LET_CHAIN, "let Some(x)")],
            edition: "2024",
            source: "pub fn f(a: Option<u32>, b: Option<u32>) -> u32 {\n    if let Some(x) = a && let Some(y) = b { x + y } else { 0 }\n}\n",
        },
        Uses {
            found: &[(LET_CHAIN, "let Some(x)")],
            edition: "2024",
            source: "pub fn f(a: Option<u32>) -> u32 {\n    if a.is_some() && let Some(x) = a { x } else { 0 }\n}\n",
        },
        Uses {
            found: &[(LET_CHAIN, "let Some(x)")],
            edition: "2024",
            source: "pub fn f(v: &[u32]) -> u32 {\n    let mut it = v.iter();\n    let mut n = 0;\n    while let Some(x) = it.next() && *x > 0 {\n        n += x;\n    }\n    n\n}\n",
        },
        uses(&[(CFG_BOOLEAN_LITERAL, "true")], "#[cfg(true)]\npub fn f() {}\n"),
        uses(&[(CFG_BOOLEAN_LITERAL, "false")], "#[cfg_attr(false, derive(Debug))]\npub struct S;\n"),
        uses(&[(CFG_BOOLEAN_LITERAL, "false")], "pub fn on() -> bool {\n    cfg!(any(unix, false))\n}\n"),
        uses(&[(INFERRED_ARRAY_LENGTH, "_]")], "pub fn f() -> [u8; 3] {\n    [0; _]\n}\n"),
        uses(&[(INFERRED_ARRAY_LENGTH, "_]")], "pub fn f() -> usize {\n    let a: [u8; _] = [1, 2];\n    a.len()\n}\n"),
        // rustc points at the enum, not at its attribute.
        uses(
            &[(IF_LET_GUARD, "let Ok(n)")],
            "pub fn f(v: Option<&str>) -> u32 {\n    match v {\n        Some(x) if let Ok(n) = x.parse::<u32>() => n,\n        _ => 0,\n    }\n}\n",
        ),
        uses(
            &[(IF_LET_GUARD, "let Ok(n)")],
            "pub fn f(v: Option<&str>) -> u32 {\n    match v {\n        Some(x) if !x.is_empty() && let Ok(n) = x.parse::<u32>() => n,\n        _ => 0,\n    }\n}\n",
        ),
        uses(&[(REPR_128, "u128")], "#[repr(u128)] pub enum E {\n    A = 1,\n}\n"),
    ];

    /// Near misses: old syntax that looks like a feature. Each compiles with rustc 1.63 and
    /// the detector finds nothing in it.
    const NEAR_MISSES: &[(Feature, &str)] = &[
        (LET_ELSE, "pub fn f(c: bool) -> u32 {\n    let x = if c { 1 } else { 2 };\n    x\n}\n"),
        (LABELLED_BLOCK, "pub fn f() -> u32 {\n    'outer: loop {\n        break 'outer 1;\n    }\n}\n"),
        (GENERIC_ASSOCIATED_TYPES, "pub trait T {\n    type Item: Clone;\n}\npub type Pair<T> = (T, T);\npub fn f<I: Iterator<Item = u8>>(i: I) -> usize {\n    i.count()\n}\n"),
        (HALF_OPEN_RANGE_PATTERN, "pub fn small(x: u32) -> bool {\n    match x {\n        0..=9 => true,\n        10.. => false,\n    }\n}\n"),
        (DISCRIMINANT_ON_VARIANT_WITH_FIELDS, "#[repr(u8)]\npub enum E {\n    A = 1,\n    B = 2,\n}\npub enum F {\n    A(u8),\n    B,\n}\n"),
        (UNWIND_ABI, "pub extern \"C\" fn f() {}\npub extern \"system\" fn g() {}\n"),
        (
            ASYNC_FN_IN_TRAIT,
            "pub struct S;\nimpl S {\n    pub async fn fetch(&self) -> u32 {\n        1\n    }\n}\npub trait Fetch {\n    fn fetch(&self) -> std::pin::Pin<Box<dyn std::future::Future<Output = u32>>>;\n}\n",
        ),
        (
            IMPL_TRAIT_IN_TRAIT_RETURN,
            "pub trait Total {\n    fn total(&self) -> u32;\n    fn sum(&self, it: impl Iterator<Item = u32>) -> u32;\n}\npub struct S;\nimpl S {\n    pub fn items(&self) -> impl Iterator<Item = u32> {\n        0..3\n    }\n}\nimpl Total for S {\n    fn total(&self) -> u32 {\n        fn items() -> impl Iterator<Item = u32> {\n            0..3\n        }\n        impl S {\n            pub fn more(&self) -> impl Iterator<Item = u32> {\n                3..5\n            }\n        }\n        items().sum()\n    }\n    fn sum(&self, it: impl Iterator<Item = u32>) -> u32 {\n        it.sum()\n    }\n}\n",
        ),
        (C_STRING_LITERAL, "pub const S: &[u8] = b\"hi\\0\";\npub const C: &str = \"c\";\n"),
        (DIAGNOSTIC_ATTRIBUTE, "#[doc = \"diagnostic::on_unimplemented\"]\n#[allow(dead_code)]\npub trait T {}\n"),
        (INLINE_CONST, "pub const fn one() -> u32 {\n    1\n}\npub const N: u32 = {\n    3\n};\n"),
        (ASSOCIATED_TYPE_BOUNDS, "pub fn count<I: Iterator<Item = u8>>(i: I) -> usize\nwhere\n    I::Item: Copy,\n{\n    i.count()\n}\n"),
        (EXCLUSIVE_RANGE_PATTERN, "pub fn digit(x: u32) -> bool {\n    let _r = 0..10;\n    match x {\n        0..=9 => true,\n        _ => false,\n    }\n}\n"),
        (EXPECT_ATTRIBUTE, "#[allow(dead_code)]\nfn unused() {}\n#[test]\n#[should_panic(expected = \"x\")]\nfn t() {\n    panic!(\"x\")\n}\n"),
        (EXPECT_ATTRIBUTE, "#[cfg_attr(all(), inline, allow(dead_code), doc = \"expect\")]\nfn unused() {}\n#[cfg_attr(all(), repr(u64))]\npub enum E {\n    A = 1,\n}\n"),
        (RAW_REFERENCE, "pub fn f(raw: u32) -> u32 {\n    let r = &raw;\n    *r\n}\npub fn g(x: &u32) -> *const u32 {\n    core::ptr::addr_of!(*x)\n}\n"),
        (PRECISE_CAPTURING, "use std::fmt;\npub fn f<'a>(x: &'a [u32]) -> impl Iterator<Item = u32> + 'a {\n    x.iter().copied()\n}\npub fn g(f: &mut fmt::Formatter) -> fmt::Result {\n    f.write_str(\"\")\n}\n"),
        (PRECISE_CAPTURING_IN_TRAIT, "pub trait Items {\n    fn items<'a>(&'a self) -> Box<dyn Iterator<Item = u32> + 'a>;\n}\n"),
        (UNSAFE_EXTERN_BLOCK, "extern \"C\" {\n    pub fn abs(x: i32) -> i32;\n}\npub unsafe extern \"C\" fn g() {}\n"),
        (UNSAFE_ATTRIBUTE, "#[no_mangle]\npub extern \"C\" fn bundler_syntax_probe() {}\n"),
        (ASYNC_CLOSURE, "pub fn f() {\n    let _c = |x: u32| async move { x + 1 };\n    let _b = async move { 1 };\n}\n"),
        (
            LET_CHAIN,
            "pub fn f(a: Option<u32>, b: bool, c: bool) -> u32 {\n    if let (Some(x), true) = (a, b && c) {\n        return x;\n    }\n    if a.is_some() && b {\n        if let Some(x) = a {\n            return x;\n        }\n    }\n    0\n}\n",
        ),
        (
            CFG_BOOLEAN_LITERAL,
            "#[cfg(all())]\npub fn f() {}\n#[cfg(feature = \"true\")]\npub fn g() {}\n#[cfg_attr(unix, allow(unused))]\npub struct S;\npub fn on() -> bool {\n    cfg!(any())\n}\npub const T: bool = true;\n",
        ),
        (INFERRED_ARRAY_LENGTH, "pub fn f() -> [u8; 3] {\n    let a: [_; 3] = [0; 3];\n    a\n}\n"),
        (
            IF_LET_GUARD,
            "pub fn f(v: Option<&str>) -> u32 {\n    match v {\n        Some(x) if !x.is_empty() && x.parse::<u32>().is_ok() => 1,\n        Some(x) => {\n            if let Ok(n) = x.parse::<u32>() {\n                n\n            } else {\n                0\n            }\n        }\n        _ => 0,\n    }\n}\n",
        ),
        (REPR_128, "#[repr(u64)]\npub enum E {\n    A = 1,\n}\npub fn f(x: u128) -> i128 {\n    x as i128\n}\n"),
    ];

    /// (line, 0-based column in chars) of the first occurrence of `text`, as proc-macro2
    /// reports span starts.
    fn position_of(source: &str, text: &str) -> (usize, usize) {
        let offset = source.find(text).unwrap_or_else(|| panic!("`{text}` is not in\n{source}"));
        let before = &source[..offset];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().unwrap().chars().count();
        (line, column)
    }

    fn found(source: &str, than: RustVersion) -> Vec<(&'static str, RustVersion, (usize, usize))> {
        let file = syn::parse_file(source).unwrap_or_else(|e| panic!("{e}:\n{source}"));
        newer_syntax_in_file(&file, than)
            .into_iter()
            .map(|f| {
                let start = f.span.start();
                (f.feature, f.since, (start.line, start.column))
            })
            .collect()
    }

    #[test]
    fn every_snippet_reports_its_features_at_their_positions() {
        for case in USES {
            let expected: Vec<_> = case.found.iter().map(|(f, at)| (f.name, f.since, position_of(case.source, at))).collect();
            assert_eq!(found(case.source, OLDEST_SUPPORTED), expected, "in\n{}", case.source);
        }
    }

    #[test]
    fn a_feature_is_reported_only_to_a_rustc_older_than_it() {
        for case in USES {
            for (feature, _) in case.found {
                let named = |than| found(case.source, than).iter().any(|f| f.0 == feature.name);
                let just_before = RustVersion::new(feature.since.major, feature.since.minor - 1);
                assert!(named(just_before), "{} not reported to {}", feature.name, just_before);
                assert!(!named(feature.since), "{} reported to {}", feature.name, feature.since);
                assert!(!named(STABLE), "{} reported to stable", feature.name);
            }
        }
    }

    #[test]
    fn items_report_what_their_file_reports() {
        for case in USES {
            let file = syn::parse_file(case.source).unwrap();
            let whole: Vec<_> = newer_syntax_in_file(&file, OLDEST_SUPPORTED).iter().map(|f| (f.feature, f.span.start())).collect();
            let by_item: Vec<_> = file
                .items
                .iter()
                .flat_map(|item| newer_syntax_in_item(item, OLDEST_SUPPORTED))
                .map(|f| (f.feature, f.span.start()))
                .collect();
            assert_eq!(whole, by_item, "in\n{}", case.source);
        }
    }

    #[test]
    fn near_misses_report_nothing() {
        for (feature, source) in NEAR_MISSES {
            assert_eq!(found(source, OLDEST_SUPPORTED), vec![], "near miss of {} in\n{}", feature.name, source);
        }
    }

    #[test]
    fn every_feature_has_a_snippet_and_a_near_miss_and_is_newer_than_the_oldest_supported_rustc() {
        for feature in FEATURES {
            assert!(feature.since > OLDEST_SUPPORTED, "{} ({}) is not newer than {}", feature.name, feature.since, OLDEST_SUPPORTED);
            assert!(USES.iter().any(|u| u.found.iter().any(|(f, _)| f == feature)), "no snippet uses {}", feature.name);
            assert!(NEAR_MISSES.iter().any(|(f, _)| f == feature), "no near miss of {}", feature.name);
        }
        assert!(FEATURES.windows(2).all(|w| w[0].since <= w[1].since), "FEATURES is not oldest first");
    }

    #[test]
    fn solver_core_has_no_syntax_newer_than_the_oldest_supported_rustc() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../solver-core/src");
        let mut files = 0;
        for entry in walkdir::WalkDir::new(&src).sort_by_file_name() {
            let entry = entry.unwrap();
            if entry.path().extension().is_none_or(|e| e != "rs") {
                continue;
            }
            files += 1;
            let text = std::fs::read_to_string(entry.path()).unwrap();
            let file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", entry.path().display()));
            let newer: Vec<String> = newer_syntax_in_file(&file, OLDEST_SUPPORTED)
                .iter()
                .map(|f| format!("{}:{}:{}: {} needs Rust {}", entry.path().display(), f.span.start().line, f.span.start().column + 1, f.feature, f.since))
                .collect();
            assert!(newer.is_empty(), "{}", newer.join("\n"));
        }
        assert!(files > 10, "only {files} files under {}", src.display());
    }

    #[test]
    fn versions_parse_order_and_display() {
        assert_eq!(RustVersion::parse("1.70"), Some(RustVersion::new(1, 70)));
        assert_eq!(RustVersion::parse("1.70.0"), Some(RustVersion::new(1, 70)));
        assert_eq!(RustVersion::parse(" 1.63.2 "), Some(RustVersion::new(1, 63)));
        assert_eq!(RustVersion::parse("1"), Some(RustVersion::new(1, 0)));
        for bad in ["", "1.", ".70", "1.70.0.1", "1.x", "1.70-nightly", "1.70.0-beta.1", "1..2", "v1.70", "-1.70", "+1.70"] {
            assert_eq!(RustVersion::parse(bad), None, "{bad:?}");
        }
        assert!(RustVersion::new(1, 9) < RustVersion::new(1, 10));
        assert!(RustVersion::new(1, 99) < RustVersion::new(2, 0));
        assert!(FEATURES.iter().all(|f| f.since < STABLE));
        assert_eq!(RustVersion::new(1, 70).to_string(), "1.70");
        assert_eq!(OLDEST_SUPPORTED.to_string(), "1.63");
        assert_eq!(STABLE.to_string(), "stable");
        assert_eq!(edition_needs("2015"), Some(RustVersion::new(1, 0)));
        assert_eq!(edition_needs("2018"), Some(RustVersion::new(1, 31)));
        assert_eq!(edition_needs("2021"), Some(RustVersion::new(1, 56)));
        assert_eq!(edition_needs("2024"), Some(RustVersion::new(1, 85)));
        assert_eq!(edition_needs("2027"), None);
        assert_eq!(edition_needs("21"), None);
    }

    /// A scratch folder of this test process, removed when dropped.
    struct Scratch(PathBuf);

    impl Scratch {
        fn new(name: &str) -> Scratch {
            let path = std::env::temp_dir().join(format!("bundler-syntax-version-{}-{}", std::process::id(), name));
            let _ = std::fs::remove_dir_all(&path);
            std::fs::create_dir_all(&path).unwrap();
            Scratch(path)
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// Compiles `source` as a library (metadata only); `Ok` or the lines rustc's errors point at.
    fn compile(rustc: &str, edition: &str, source: &str, scratch: &Scratch) -> Result<(), (Vec<usize>, String)> {
        let file = scratch.0.join("snippet.rs");
        std::fs::write(&file, source).unwrap();
        let out = Command::new(rustc)
            .args(["--edition", edition, "--crate-type", "lib", "--crate-name", "snippet", "--emit", "metadata", "-A", "warnings", "--out-dir"])
            .arg(&scratch.0)
            .arg(&file)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {rustc}: {e}"));
        if out.status.success() {
            return Ok(());
        }
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let lines = stderr
            .lines()
            .filter_map(|l| l.trim_start().strip_prefix("--> "))
            .filter_map(|at| at.rsplit(':').nth(1)?.parse().ok())
            .collect();
        Err((lines, stderr))
    }

    const OLD_RUSTC: &str = crate::judge::OLD_RUSTC;

    fn old_rustc_present() -> bool {
        if Path::new(OLD_RUSTC).exists() {
            return true;
        }
        assert!(std::env::var_os("REQUIRE_OLD_RUSTC").is_none(), "REQUIRE_OLD_RUSTC is set but {OLD_RUSTC} is missing");
        eprintln!("notice: {OLD_RUSTC} (rustc 1.63) is missing; skipping the rustc 1.63 half");
        false
    }

    #[test]
    fn every_snippet_compiles_with_stable_and_fails_with_rustc_1_63_on_a_reported_line() {
        let scratch = Scratch::new("uses");
        let old = old_rustc_present();
        for case in USES {
            if let Err((_, stderr)) = compile("rustc", case.edition, case.source, &scratch) {
                panic!("stable rejects\n{}\n{stderr}", case.source);
            }
            if old {
                match compile(OLD_RUSTC, "2021", case.source, &scratch) {
                    Ok(()) => panic!("rustc 1.63 accepts\n{}", case.source),
                    Err((lines, stderr)) => {
                        let reported: Vec<usize> = case.found.iter().map(|(_, at)| position_of(case.source, at).0).collect();
                        assert!(
                            lines.iter().any(|l| reported.contains(l)),
                            "rustc 1.63 fails on lines {lines:?}, the detector reports lines {reported:?}, in\n{}\n{stderr}",
                            case.source
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_near_miss_compiles_with_rustc_1_63() {
        if !old_rustc_present() {
            return;
        }
        let scratch = Scratch::new("near-misses");
        for (feature, source) in NEAR_MISSES {
            if let Err((_, stderr)) = compile(OLD_RUSTC, "2021", source, &scratch) {
                panic!("rustc 1.63 rejects the near miss of {}\n{source}\n{stderr}", feature.name);
            }
        }
    }
}
