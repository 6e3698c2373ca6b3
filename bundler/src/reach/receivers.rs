//! Method calls whose receiver is of a std type that no method of the crate's own can be
//! called on: `f.take()` after `let mut f = Some(f);`, `this.init.take()` where every field
//! named `init` is a `Cell<..>`, `this.init.get_mut().take()` through std's `Cell::get_mut`.
//! The shaker ([`crate::reach::shake`]) lets such a call keep no inherent member of the crate, where
//! any other `.take()` keeps every method named `take` (once_cell's `OnceCell::take` and
//! `into_inner`, kept by four `take` calls on `Option`s and `Cell`s, were a seventh of its
//! bundle).
//!
//! **Why it is sound.** A method call looks its name up along the receiver's autoderef chain
//! (the type, then what `Deref` gives, each also behind `&` and `&mut`), inherent methods
//! first at each step. For the "closed" std types of [`STD_CLOSED`] (no `Deref`, or one to a
//! std type: `Vec` to a slice, `String` to `str`), references to them, raw pointers (never
//! dereferenced by a method call), tuples, arrays and slices, every step is a std type, so no
//! inherent impl of the crate applies; a trait member of the crate may still be called, and
//! those are kept by name elsewhere. A receiver counts as closed only when its type is known
//! for certain:
//! - a local bound by `let x = Some(..)` / `None` / `Ok(..)` / `Err(..)` / a literal /
//!   `Vec::new()` (and `String`, `Cell`, ... `::new`, `::with_capacity`, `::from`,
//!   `::default`) / `vec![..]` / `format!(..)`, or by `let x: T` with a closed `T`, looked up
//!   with scopes: a block's bindings end with it, every other binding of the name (a pattern
//!   anywhere, a closure's parameter, a macro's tokens) hides it from there on, and a `let`'s
//!   initializer still sees the binding before it;
//! - `e.field` where every struct and union of the crate with a field of that name declares it
//!   closed (whatever `e` is: the crate has no dependencies, so a value with fields is the
//!   crate's or std's, and std's public fields `start`, `end`, `status`, `stdout`, `stderr` are
//!   never taken this way), unless the name is in a macro's text or in a function that defines
//!   a struct or union (which this pass does not see);
//! - `r.m()` for the few std methods of [`std_method`] (`Cell::get_mut` gives `&mut` the
//!   cell's parameter), when no trait of the crate has a member `m`.
//!
//! A name counts as std's only when the crate defines nothing of that name (an item, an enum
//! variant, a `use .. as` rename, an item inside the function), and only in crates without
//! dependencies, whose names cannot come from another crate. Everything else is unknown, and
//! unknown is what the shaker had before.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;
use syn::visit::Visit;

/// std types whose autoderef chain holds std types only.
pub const STD_CLOSED: &[&str] = &[
    "Option", "Result", "Cell", "RefCell", "UnsafeCell", "Vec", "VecDeque", "String", "HashMap", "HashSet", "BTreeMap", "BTreeSet",
    "BinaryHeap", "LinkedList", "Mutex", "RwLock", "Condvar", "Thread", "PhantomData", "NonNull", "Duration", "Instant", "AtomicBool",
    "AtomicUsize", "AtomicIsize", "AtomicPtr", "AtomicU8", "AtomicU16", "AtomicU32", "AtomicU64", "AtomicI8", "AtomicI16", "AtomicI32",
    "AtomicI64", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32", "f64", "bool", "char", "str",
];

/// Public fields of std types, which a field access on an unknown value may be reading.
const STD_FIELDS: &[&str] = &["start", "end", "status", "stdout", "stderr"];

/// What is known of an expression's type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ty {
    /// A std type of [`STD_CLOSED`] with its type arguments.
    Std(String, Vec<Ty>),
    /// `&T`, `&mut T`.
    Ref(Box<Ty>),
    /// Closed, with nothing more known (a tuple, an array, a raw pointer, a literal's type).
    Closed,
    Unknown,
}

impl Ty {
    pub fn closed(&self) -> bool {
        match self {
            Ty::Std(..) | Ty::Closed => true,
            Ty::Ref(t) => t.closed(),
            Ty::Unknown => false,
        }
    }

    /// What two types have in common: the same std type with what their arguments have in
    /// common, else closed when both are, else unknown.
    fn join(&self, other: &Ty) -> Ty {
        match (self, other) {
            (a, b) if a == b => a.clone(),
            (Ty::Std(a, x), Ty::Std(b, y)) if a == b && x.len() == y.len() => Ty::Std(a.clone(), x.iter().zip(y).map(|(p, q)| p.join(q)).collect()),
            (Ty::Ref(a), Ty::Ref(b)) => Ty::Ref(Box::new(a.join(b))),
            (a, b) if a.closed() && b.closed() => Ty::Closed,
            _ => Ty::Unknown,
        }
    }

    fn arg(&self, i: usize) -> Ty {
        match self {
            Ty::Std(_, args) => args.get(i).cloned().unwrap_or(Ty::Unknown),
            _ => Ty::Unknown,
        }
    }
}

/// What the crate's definitions say, for the whole crate.
#[derive(Debug, Default)]
pub struct Crate {
    /// Every name the crate defines: items, enum variants, `use .. as` renames, macros.
    ours: BTreeSet<String>,
    /// Members of the crate's traits.
    trait_members: BTreeSet<String>,
    /// Field name -> its type, where every struct or union with that field declares it closed.
    fields: BTreeMap<String, Ty>,
}

impl Crate {
    /// From the crate's files (function bodies deferred: empty), and `hidden`: the names that
    /// the fields rule must not trust (those in macro text, or in a function that may define a
    /// struct of its own).
    pub fn of(files: &[&syn::File], hidden: &BTreeSet<String>) -> Crate {
        let mut defs = Defs::default();
        for file in files {
            defs.visit_file(file);
        }
        let mut out = Crate { ours: defs.names, trait_members: defs.trait_members, fields: BTreeMap::new() };
        let mut fields: BTreeMap<String, Vec<Ty>> = BTreeMap::new();
        for (name, ty, generics) in &defs.fields {
            fields.entry(name.clone()).or_default().push(out.type_of(ty, generics, &BTreeSet::new()));
        }
        for (name, tys) in fields {
            if hidden.contains(&name) || STD_FIELDS.contains(&name.as_str()) || !tys.iter().all(Ty::closed) {
                continue;
            }
            let ty = tys[1..].iter().fold(tys[0].clone(), |a, b| a.join(b));
            out.fields.insert(name, ty);
        }
        out
    }

    fn std_name(&self, name: &str) -> bool {
        STD_CLOSED.contains(&name) && !self.ours.contains(name)
    }

    /// A written type, with `generics` the type parameters in scope and `local` the names of
    /// items declared where it is written.
    pub fn type_of(&self, ty: &syn::Type, generics: &BTreeSet<String>, local: &BTreeSet<String>) -> Ty {
        match ty {
            syn::Type::Reference(r) => Ty::Ref(Box::new(self.type_of(&r.elem, generics, local))),
            syn::Type::Paren(p) => self.type_of(&p.elem, generics, local),
            syn::Type::Group(g) => self.type_of(&g.elem, generics, local),
            syn::Type::Ptr(_) | syn::Type::Tuple(_) | syn::Type::Array(_) | syn::Type::Slice(_) => Ty::Closed,
            syn::Type::Path(p) if p.qself.is_none() => {
                let segments = &p.path.segments;
                let Some(last) = segments.last() else { return Ty::Unknown };
                let name = last.ident.to_string();
                let first = segments[0].ident.to_string();
                let std_path = segments.len() == 1 || ["std", "core", "alloc"].contains(&first.as_str());
                if !std_path || generics.contains(&name) || local.contains(&name) || !self.std_name(&name) {
                    return Ty::Unknown;
                }
                let args = match &last.arguments {
                    syn::PathArguments::AngleBracketed(a) => a
                        .args
                        .iter()
                        .filter_map(|arg| match arg {
                            syn::GenericArgument::Type(t) => Some(self.type_of(t, generics, local)),
                            _ => None,
                        })
                        .collect(),
                    _ => Vec::new(),
                };
                Ty::Std(name, args)
            }
            _ => Ty::Unknown,
        }
    }

    /// The byte ranges (in the file `range_of` measures) of the method names in `body` whose
    /// receiver is closed. `generics`: the type parameters of the function and its impl.
    pub fn closed_calls(&self, body: &syn::Block, generics: &BTreeSet<String>, range_of: &dyn Fn(proc_macro2::Span) -> Range<usize>) -> Vec<Range<usize>> {
        let mut local = LocalItems::default();
        local.visit_block(body);
        let mut walk = Walk { krate: self, local: local.names, generics, scopes: vec![BTreeMap::new()], found: Vec::new(), range_of };
        walk.visit_block(body);
        walk.found
    }
}

/// The crate's definitions, gathered from its syntax.
#[derive(Default)]
struct Defs {
    names: BTreeSet<String>,
    trait_members: BTreeSet<String>,
    /// (field name, declared type, the struct's type parameters)
    fields: Vec<(String, syn::Type, BTreeSet<String>)>,
}

fn type_params(generics: &syn::Generics) -> BTreeSet<String> {
    generics.type_params().map(|p| p.ident.to_string()).collect()
}

impl Defs {
    fn named_fields(&mut self, fields: &syn::Fields, generics: &syn::Generics) {
        if let syn::Fields::Named(named) = fields {
            let params = type_params(generics);
            for f in &named.named {
                if let Some(ident) = &f.ident {
                    self.fields.push((crate::base::syntax::unraw(ident), f.ty.clone(), params.clone()));
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Defs {
    fn visit_item_struct(&mut self, i: &'ast syn::ItemStruct) {
        self.names.insert(i.ident.to_string());
        self.named_fields(&i.fields, &i.generics);
    }
    fn visit_item_union(&mut self, i: &'ast syn::ItemUnion) {
        self.names.insert(i.ident.to_string());
        let params = type_params(&i.generics);
        for f in &i.fields.named {
            if let Some(ident) = &f.ident {
                self.fields.push((crate::base::syntax::unraw(ident), f.ty.clone(), params.clone()));
            }
        }
    }
    fn visit_item_enum(&mut self, i: &'ast syn::ItemEnum) {
        self.names.insert(i.ident.to_string());
        self.names.extend(i.variants.iter().map(|v| v.ident.to_string()));
    }
    fn visit_item_trait(&mut self, i: &'ast syn::ItemTrait) {
        self.names.insert(i.ident.to_string());
        for member in &i.items {
            match member {
                syn::TraitItem::Fn(f) => self.trait_members.insert(f.sig.ident.to_string()),
                syn::TraitItem::Const(c) => self.trait_members.insert(c.ident.to_string()),
                syn::TraitItem::Type(t) => self.trait_members.insert(t.ident.to_string()),
                _ => false,
            };
        }
    }
    fn visit_item_type(&mut self, i: &'ast syn::ItemType) {
        self.names.insert(i.ident.to_string());
    }
    fn visit_item_fn(&mut self, i: &'ast syn::ItemFn) {
        self.names.insert(i.sig.ident.to_string());
    }
    fn visit_item_const(&mut self, i: &'ast syn::ItemConst) {
        self.names.insert(i.ident.to_string());
    }
    fn visit_item_static(&mut self, i: &'ast syn::ItemStatic) {
        self.names.insert(i.ident.to_string());
    }
    fn visit_item_macro(&mut self, i: &'ast syn::ItemMacro) {
        if let Some(ident) = &i.ident {
            self.names.insert(ident.to_string());
        }
    }
    fn visit_use_rename(&mut self, i: &'ast syn::UseRename) {
        self.names.insert(i.rename.to_string());
    }
    fn visit_item_trait_alias(&mut self, i: &'ast syn::ItemTraitAlias) {
        self.names.insert(i.ident.to_string());
    }
}

/// The names of the items declared inside a function body (visible in all of it).
#[derive(Default)]
struct LocalItems {
    names: BTreeSet<String>,
}

impl<'ast> Visit<'ast> for LocalItems {
    fn visit_item(&mut self, i: &'ast syn::Item) {
        let mut defs = Defs::default();
        defs.visit_item(i);
        self.names.extend(defs.names);
        self.names.extend(defs.fields.into_iter().map(|(name, _, _)| name));
    }
}

struct Walk<'a> {
    krate: &'a Crate,
    /// Items declared inside the body.
    local: BTreeSet<String>,
    generics: &'a BTreeSet<String>,
    scopes: Vec<BTreeMap<String, Ty>>,
    found: Vec<Range<usize>>,
    range_of: &'a dyn Fn(proc_macro2::Span) -> Range<usize>,
}

impl Walk<'_> {
    fn ours(&self, name: &str) -> bool {
        self.krate.ours.contains(name) || self.local.contains(name)
    }

    fn bind(&mut self, name: String, ty: Ty) {
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name, ty);
        }
    }

    fn lookup(&self, name: &str) -> Ty {
        self.scopes.iter().rev().find_map(|s| s.get(name).cloned()).unwrap_or(Ty::Unknown)
    }

    fn type_of(&self, ty: &syn::Type) -> Ty {
        self.krate.type_of(ty, self.generics, &self.local)
    }

    /// A std constructor path `Vec::new` (two segments, the type closed and std's).
    fn constructed(&self, path: &syn::Path) -> Option<String> {
        if path.segments.len() != 2 {
            return None;
        }
        let ty = path.segments[0].ident.to_string();
        let f = path.segments[1].ident.to_string();
        let std = self.krate.std_name(&ty) && !self.local.contains(&ty) && !self.generics.contains(&ty);
        (std && ["new", "with_capacity", "from", "default"].contains(&f.as_str())).then_some(ty)
    }

    fn expr_type(&self, e: &syn::Expr) -> Ty {
        match e {
            syn::Expr::Paren(p) => self.expr_type(&p.expr),
            syn::Expr::Group(g) => self.expr_type(&g.expr),
            syn::Expr::Lit(_) => Ty::Closed,
            syn::Expr::Reference(r) => Ty::Ref(Box::new(self.expr_type(&r.expr))),
            syn::Expr::Path(p) if p.qself.is_none() && p.path.segments.len() == 1 && p.path.leading_colon.is_none() => {
                let name = p.path.segments[0].ident.to_string();
                match name.as_str() {
                    "None" if !self.ours("None") => Ty::Std("Option".into(), vec![Ty::Unknown]),
                    _ => self.lookup(&name),
                }
            }
            syn::Expr::Call(c) => match &*c.func {
                syn::Expr::Path(p) if p.qself.is_none() && p.path.leading_colon.is_none() => {
                    let segs = &p.path.segments;
                    if segs.len() == 1 {
                        let name = segs[0].ident.to_string();
                        let arg = c.args.first().map_or(Ty::Unknown, |a| self.expr_type(a));
                        match name.as_str() {
                            "Some" if !self.ours("Some") && c.args.len() == 1 => Ty::Std("Option".into(), vec![arg]),
                            "Ok" | "Err" if !self.ours(&name) && c.args.len() == 1 => Ty::Std("Result".into(), Vec::new()),
                            _ => Ty::Unknown,
                        }
                    } else if let Some(ty) = self.constructed(&p.path) {
                        let args = if ty.ends_with("Cell") && c.args.len() == 1 { vec![self.expr_type(&c.args[0])] } else { Vec::new() };
                        Ty::Std(ty, args)
                    } else {
                        Ty::Unknown
                    }
                }
                _ => Ty::Unknown,
            },
            syn::Expr::Macro(m) if m.mac.path.segments.len() == 1 => {
                let name = m.mac.path.segments[0].ident.to_string();
                match name.as_str() {
                    "vec" if !self.ours("vec") && self.krate.std_name("Vec") => Ty::Std("Vec".into(), Vec::new()),
                    "format" if !self.ours("format") && self.krate.std_name("String") => Ty::Std("String".into(), Vec::new()),
                    _ => Ty::Unknown,
                }
            }
            syn::Expr::Field(f) => match &f.member {
                syn::Member::Named(name) => {
                    let name = crate::base::syntax::unraw(name);
                    // A struct declared in this body may have a field of that name.
                    if self.local.contains(&name) {
                        return Ty::Unknown;
                    }
                    self.krate.fields.get(&name).cloned().unwrap_or(Ty::Unknown)
                }
                syn::Member::Unnamed(_) => Ty::Unknown,
            },
            syn::Expr::Unary(u) if matches!(u.op, syn::UnOp::Deref(_)) => match self.expr_type(&u.expr) {
                Ty::Ref(t) => *t,
                _ => Ty::Unknown,
            },
            syn::Expr::MethodCall(m) => {
                let name = m.method.to_string();
                if self.krate.trait_members.contains(&name) || m.turbofish.is_some() {
                    return Ty::Unknown;
                }
                std_method(&self.expr_type(&m.receiver), &name)
            }
            _ => Ty::Unknown,
        }
    }

    /// Every identifier a pattern binds, bound as unknown.
    fn bind_pattern(&mut self, pat: &syn::Pat) {
        let mut idents = PatIdents::default();
        idents.visit_pat(pat);
        for name in idents.names {
            self.bind(name, Ty::Unknown);
        }
    }
}

/// What a few std methods return, from the receiver's type (through references).
pub fn std_method(receiver: &Ty, method: &str) -> Ty {
    let mut ty = receiver;
    while let Ty::Ref(inner) = ty {
        ty = inner;
    }
    let Ty::Std(name, _) = ty else { return Ty::Unknown };
    match (name.as_str(), method) {
        ("Cell" | "RefCell" | "UnsafeCell", "get_mut") => Ty::Ref(Box::new(ty.arg(0))),
        ("Cell" | "RefCell", "take" | "replace" | "into_inner") | ("Cell", "get") | ("UnsafeCell", "into_inner") => ty.arg(0),
        ("Option", "take" | "replace") => Ty::Std("Option".into(), vec![ty.arg(0)]),
        ("Option", "as_mut" | "as_ref") => Ty::Std("Option".into(), vec![Ty::Ref(Box::new(ty.arg(0)))]),
        _ => Ty::Unknown,
    }
}

#[derive(Default)]
struct PatIdents {
    names: Vec<String>,
}

impl<'ast> Visit<'ast> for PatIdents {
    fn visit_pat_ident(&mut self, i: &'ast syn::PatIdent) {
        self.names.push(i.ident.to_string());
        syn::visit::visit_pat_ident(self, i);
    }
}

impl<'ast> Visit<'ast> for Walk<'_> {
    fn visit_block(&mut self, b: &'ast syn::Block) {
        self.scopes.push(BTreeMap::new());
        syn::visit::visit_block(self, b);
        self.scopes.pop();
    }

    fn visit_local(&mut self, l: &'ast syn::Local) {
        for attr in &l.attrs {
            self.visit_attribute(attr);
        }
        if let Some(init) = &l.init {
            self.visit_expr(&init.expr);
            if let Some((_, diverge)) = &init.diverge {
                self.visit_expr(diverge);
            }
        }
        let (ident, ty) = match &l.pat {
            syn::Pat::Ident(p) if p.subpat.is_none() => (Some(p.ident.to_string()), l.init.as_ref().map_or(Ty::Unknown, |i| self.expr_type(&i.expr))),
            syn::Pat::Type(t) => match &*t.pat {
                syn::Pat::Ident(p) if p.subpat.is_none() => (Some(p.ident.to_string()), self.type_of(&t.ty)),
                _ => (None, Ty::Unknown),
            },
            _ => (None, Ty::Unknown),
        };
        let ty = if l.init.as_ref().map_or(false, |i| i.diverge.is_some()) { Ty::Unknown } else { ty };
        match ident {
            Some(name) => self.bind(name, ty),
            None => self.bind_pattern(&l.pat),
        }
    }

    // Every other binding (closure parameters, match arms, `if let`, `for`) hides the name
    // from there on, in the enclosing scope: unknown is always safe.
    fn visit_pat_ident(&mut self, i: &'ast syn::PatIdent) {
        self.bind(i.ident.to_string(), Ty::Unknown);
        syn::visit::visit_pat_ident(self, i);
    }

    // A macro may bind any identifier it is given.
    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        let mut words = Vec::new();
        collect_idents(m.tokens.clone(), &mut words);
        for w in words {
            self.bind(w, Ty::Unknown);
        }
    }

    // Items inside the body are shaken as their own; their calls are not judged here.
    fn visit_item(&mut self, _: &'ast syn::Item) {}

    fn visit_expr_method_call(&mut self, m: &'ast syn::ExprMethodCall) {
        syn::visit::visit_expr_method_call(self, m);
        if self.expr_type(&m.receiver).closed() {
            self.found.push((self.range_of)(m.method.span()));
        }
    }
}

fn collect_idents(tokens: proc_macro2::TokenStream, out: &mut Vec<String>) {
    for t in tokens {
        match t {
            proc_macro2::TokenTree::Ident(i) => out.push(crate::base::syntax::unraw(&i)),
            proc_macro2::TokenTree::Group(g) => collect_idents(g.stream(), out),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The method names of `body` (a function's text) whose receiver is closed, in order, for a
    /// crate made of `items`.
    fn closed(items: &str, body: &str) -> Vec<String> {
        let file: syn::File = syn::parse_str(items).unwrap();
        let krate = Crate::of(&[&file], &BTreeSet::new());
        let f: syn::ItemFn = syn::parse_str(body).unwrap();
        let generics = type_params(&f.sig.generics);
        let spans: std::cell::RefCell<Vec<String>> = Default::default();
        // Offsets are not needed here: the span's text is the method name.
        let found = krate.closed_calls(&f.block, &generics, &|s| {
            spans.borrow_mut().push(s.source_text().unwrap_or_default());
            0..0
        });
        assert_eq!(found.len(), spans.borrow().len());
        spans.into_inner()
    }

    const ONCE: &str = "use core::cell::Cell;
pub struct OnceCell<T> { inner: Option<T> }
impl<T> OnceCell<T> { pub fn take(&mut self) -> Option<T> { None } }
pub struct Lazy<T, F> { cell: OnceCell<T>, init: Cell<Option<F>> }
pub struct Other { init: Cell<u8> }
";

    #[test]
    fn locals_from_their_initializer_with_scopes_and_shadowing() {
        let calls = closed(ONCE, "fn f<F>(f: F, c: OnceCell<u8>) {
            let mut f = Some(f);
            let g = || { let f = unsafe { f.take().unwrap_unchecked() }; f.take(); };
            c.take();
            { let f = c; f.take(); }
            f.take();
            let v = Vec::new(); v.len();
            let n: u32 = 3; n.count_ones();
            let q: T = x; q.take();
        }");
        // `f.take()` inside the closure's `let` is the outer `f` (an Option); after it, `f` is
        // the closure's own (unknown). `c` is ours. The inner block's `f` is `c`; after the
        // block the Option is back. `q: T`: `T` is no std type.
        assert_eq!(calls, ["take", "unwrap_unchecked", "take", "len", "count_ones"]);
    }

    #[test]
    fn fields_and_std_methods() {
        let calls = closed(ONCE, "fn f<T, F>(this: &Lazy<T, F>, w: *mut Waiter) {
            this.init.take();
            this.init.get_mut().take();
            (*w).init.set(None);
            this.cell.take();
        }");
        assert_eq!(calls, ["take", "get_mut", "take", "set"], "`cell` is our OnceCell");
    }

    #[test]
    fn nothing_is_closed_where_a_name_may_be_ours() {
        // The crate defines its own `Option` and a variant `Some`: neither is std's.
        let ours = "pub struct Option<T>(T);\npub enum E { Some(u8) }\n";
        assert!(closed(ours, "fn f() { let a = Some(1); a.take(); let b: Option<u8> = x; b.take(); }").is_empty());
        // A field declared with a type parameter, or of two kinds of which one is ours.
        let fields = "pub struct A<T> { x: T, y: Vec<u8> }\npub struct B { y: Mine }\npub struct Mine;\n";
        assert!(closed(fields, "fn f(a: A<u8>) { a.x.len(); a.y.len(); }").is_empty());
        // A macro may bind `f`; an item inside the body may be named like a std type.
        assert_eq!(closed("", "fn f() { let f = Some(1); m!(f); f.take(); }"), Vec::<String>::new());
        assert!(closed("", "fn f() { struct Vec; let v = Vec::new(); v.len(); }").is_empty());
        // A trait of ours with a member named like the std method: its return is unknown.
        let tr = "pub trait Tr { fn get_mut(&self) -> u8; }\npub struct L { c: core::cell::Cell<Option<u8>> }\n";
        assert_eq!(closed(tr, "fn f(l: L) { l.c.get_mut().take(); }"), ["get_mut"]);
    }

    #[test]
    fn hidden_and_std_field_names_are_not_trusted() {
        let file: syn::File = syn::parse_str("pub struct W { thread: Option<u8>, start: u8 }").unwrap();
        let hidden: BTreeSet<String> = ["thread".to_string()].into();
        let krate = Crate::of(&[&file], &hidden);
        assert!(krate.fields.is_empty(), "{:?}", krate.fields);
    }
}
