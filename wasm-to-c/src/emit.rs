//! The translator proper: module reading, the function body emitter, the C file assembly.

use crate::rt::{HELPERS, TRAPS};
use crate::{Error, Host, Options};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use wasmparser::{
    BlockType, DataKind, ElementItems, ElementKind, ExternalKind, FunctionBody, Operator, Parser,
    Payload, TypeRef, ValType, Validator, WasmFeatures,
};

/// A WebAssembly value type this translator handles.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord, Hash)]
pub enum Ty {
    I32,
    I64,
    F32,
    F64,
}

impl Ty {
    pub fn c(self) -> &'static str {
        match self {
            Ty::I32 => "u32",
            Ty::I64 => "u64",
            Ty::F32 => "F32",
            Ty::F64 => "F64",
        }
    }
}

/// What a translation exports to C (names for a harness).
#[derive(Debug, Clone)]
pub struct Export {
    pub name: String,
    pub c_name: String,
    /// For a function: its parameters and results; for a global: no parameters, one result.
    pub params: Vec<Ty>,
    pub results: Vec<Ty>,
    pub is_global: bool,
}

/// The C file and the C names of the exports.
#[derive(Debug, Clone)]
pub struct Translation {
    pub c: String,
    pub exports: Vec<Export>,
}

#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Sig {
    params: Vec<Ty>,
    results: Vec<Ty>,
}

fn ty_of(v: ValType, what: &str) -> Result<Ty, Error> {
    Ok(match v {
        ValType::I32 => Ty::I32,
        ValType::I64 => Ty::I64,
        ValType::F32 => Ty::F32,
        ValType::F64 => Ty::F64,
        ValType::V128 => {
            return Err(Error::new(format!(
                "refused: value type v128 (SIMD) in {what}"
            )))
        }
        ValType::Ref(_) => {
            return Err(Error::new(format!(
                "refused: reference value type in {what} (reference types)"
            )))
        }
    })
}

enum Init {
    Const(String),
    Global(u32),
}

struct GlobalInfo {
    ty: Ty,
    mutable: bool,
    init: Init,
}

struct Module<'a> {
    types: Vec<Option<Sig>>,
    funcs: Vec<u32>,
    imports: Vec<(String, String)>,
    globals: Vec<GlobalInfo>,
    n_global_imports: usize,
    memory: Option<(u64, u64)>,
    table: Option<(u64, u64)>,
    elems: Vec<(Init, Vec<u32>)>,
    data: Vec<(Init, &'a [u8])>,
    exports: Vec<(String, ExternalKind, u32)>,
    start: Option<u32>,
    bodies: Vec<FunctionBody<'a>>,
}

fn const_expr(e: &wasmparser::ConstExpr<'_>, ty: Ty) -> Result<Init, Error> {
    let mut r = e.get_operators_reader();
    let (op, off) = r.read_with_offset()?;
    let v = match op {
        Operator::I32Const { value } => Init::Const(c_i32(value as u32)),
        Operator::I64Const { value } => Init::Const(c_i64(value as u64)),
        Operator::F32Const { value } => Init::Const(c_f32(value.bits())),
        Operator::F64Const { value } => Init::Const(c_f64(value.bits())),
        Operator::GlobalGet { global_index } => Init::Global(global_index),
        other => {
            return Err(Error::at(
                format!("refused: constant expression {}", op_name(&other)),
                None,
                off,
            ))
        }
    };
    let (op, off) = r.read_with_offset()?;
    if !matches!(op, Operator::End) {
        return Err(Error::at(
            format!("refused: extended constant expression ({})", op_name(&op)),
            None,
            off,
        ));
    }
    let _ = ty;
    Ok(v)
}

fn read_module<'a>(wasm: &'a [u8]) -> Result<Module<'a>, Error> {
    let mut m = Module {
        types: vec![],
        funcs: vec![],
        imports: vec![],
        globals: vec![],
        n_global_imports: 0,
        memory: None,
        table: None,
        elems: vec![],
        data: vec![],
        exports: vec![],
        start: None,
        bodies: vec![],
    };
    for p in Parser::new(0).parse_all(wasm) {
        match p? {
            Payload::TypeSection(r) => {
                for g in r {
                    for st in g?.into_types() {
                        match &st.composite_type.inner {
                            wasmparser::CompositeInnerType::Func(f) => {
                                let mut ok = true;
                                let mut s = Sig {
                                    params: vec![],
                                    results: vec![],
                                };
                                for &p in f.params() {
                                    match ty_of(p, "a type") {
                                        Ok(t) => s.params.push(t),
                                        Err(_) => ok = false,
                                    }
                                }
                                for &p in f.results() {
                                    match ty_of(p, "a type") {
                                        Ok(t) => s.results.push(t),
                                        Err(_) => ok = false,
                                    }
                                }
                                m.types.push(if ok { Some(s) } else { None });
                            }
                            _ => return Err(Error::new("refused: GC type definitions")),
                        }
                    }
                }
            }
            Payload::ImportSection(r) => {
                for i in r.into_imports_with_offsets() {
                    let (off, i) = i?;
                    match i.ty {
                        TypeRef::Func(t) => {
                            m.funcs.push(t);
                            m.imports.push((i.module.to_string(), i.name.to_string()));
                        }
                        TypeRef::Global(g) if i.module == "spectest" => {
                            let ty = ty_of(g.content_type, "an imported global")?;
                            if g.mutable {
                                return Err(Error::at(
                                    format!("refused: import spectest.{} as mutable", i.name),
                                    None,
                                    off,
                                ));
                            }
                            let init = match (i.name, ty) {
                                ("global_i32", Ty::I32) => c_i32(666),
                                ("global_i64", Ty::I64) => c_i64(666),
                                ("global_f32", Ty::F32) => c_f32(666.6f32.to_bits()),
                                ("global_f64", Ty::F64) => c_f64(666.6f64.to_bits()),
                                _ => {
                                    return Err(Error::at(
                                        format!(
                                            "refused: import spectest.{} (unknown global)",
                                            i.name
                                        ),
                                        None,
                                        off,
                                    ))
                                }
                            };
                            m.globals.push(GlobalInfo {
                                ty,
                                mutable: g.mutable,
                                init: Init::Const(init),
                            });
                            m.n_global_imports += 1;
                        }
                        TypeRef::Memory(mt) if i.module == "spectest" && i.name == "memory" => {
                            if mt.memory64 || mt.shared {
                                return Err(Error::at(
                                    "refused: memory64 or shared memory",
                                    None,
                                    off,
                                ));
                            }
                            if mt.initial > 1 || mt.maximum.map(|x| x < 2).unwrap_or(false) {
                                return Err(Error::at(
                                    "refused: import spectest.memory: limits do not match (1, 2)",
                                    None,
                                    off,
                                ));
                            }
                            m.memory = Some((1, 2));
                        }
                        TypeRef::Table(tt) if i.module == "spectest" && i.name == "table" => {
                            if tt.initial > 10 || tt.maximum.map(|x| x < 20).unwrap_or(false) {
                                return Err(Error::at(
                                    "refused: import spectest.table: limits do not match (10, 20)",
                                    None,
                                    off,
                                ));
                            }
                            m.table = Some((10, 20));
                        }
                        _ => {
                            let kind = match i.ty {
                                TypeRef::Func(_) | TypeRef::FuncExact(_) => "function",
                                TypeRef::Table(_) => "table",
                                TypeRef::Memory(_) => "memory",
                                TypeRef::Global(_) => "global",
                                TypeRef::Tag(_) => "tag",
                            };
                            return Err(Error::at(
                                format!("refused: import {}.{} ({kind})", i.module, i.name),
                                None,
                                off,
                            ));
                        }
                    }
                }
            }
            Payload::FunctionSection(r) => {
                for t in r {
                    m.funcs.push(t?);
                }
            }
            Payload::TableSection(r) => {
                for t in r {
                    let t = t?;
                    if m.table.is_some() {
                        return Err(Error::new("refused: more than one table (reference types)"));
                    }
                    if !t.ty.element_type.is_func_ref() || t.ty.table64 {
                        return Err(Error::new(
                            "refused: a table not of funcref (reference types)",
                        ));
                    }
                    if !matches!(t.init, wasmparser::TableInit::RefNull) {
                        return Err(Error::new(
                            "refused: table with an initialiser expression (function references)",
                        ));
                    }
                    m.table = Some((t.ty.initial, t.ty.maximum.unwrap_or(u32::MAX as u64)));
                }
            }
            Payload::MemorySection(r) => {
                for t in r {
                    let t = t?;
                    if m.memory.is_some() {
                        return Err(Error::new("refused: more than one memory (multi-memory)"));
                    }
                    if t.memory64 || t.shared || t.page_size_log2.is_some() {
                        return Err(Error::new(
                            "refused: memory64, shared memory or custom page sizes",
                        ));
                    }
                    m.memory = Some((t.initial, t.maximum.unwrap_or(65536).min(65536)));
                }
            }
            Payload::GlobalSection(r) => {
                for g in r {
                    let g = g?;
                    let ty = ty_of(g.ty.content_type, "a global")?;
                    let init = const_expr(&g.init_expr, ty)?;
                    m.globals.push(GlobalInfo {
                        ty,
                        mutable: g.ty.mutable,
                        init,
                    });
                }
            }
            Payload::ExportSection(r) => {
                for e in r {
                    let e = e?;
                    m.exports.push((e.name.to_string(), e.kind, e.index));
                }
            }
            Payload::StartSection { func, .. } => m.start = Some(func),
            Payload::ElementSection(r) => {
                for e in r {
                    let e = e?;
                    let off = match e.kind {
                        ElementKind::Active {
                            table_index: None | Some(0),
                            offset_expr,
                        } => const_expr(&offset_expr, Ty::I32)?,
                        _ => {
                            return Err(Error::at(
                                "refused: passive or declared element segment (bulk memory)",
                                None,
                                e.range.start,
                            ))
                        }
                    };
                    let mut fs = vec![];
                    match e.items {
                        ElementItems::Functions(r) => {
                            for f in r {
                                fs.push(f?);
                            }
                        }
                        ElementItems::Expressions(..) => {
                            return Err(Error::at(
                                "refused: element segment of expressions (reference types)",
                                None,
                                e.range.start,
                            ))
                        }
                    }
                    m.elems.push((off, fs));
                }
            }
            Payload::DataSection(r) => {
                for d in r {
                    let d = d?;
                    match d.kind {
                        DataKind::Active {
                            memory_index: 0,
                            offset_expr,
                        } => m.data.push((const_expr(&offset_expr, Ty::I32)?, d.data)),
                        _ => {
                            return Err(Error::at(
                                "refused: passive data segment (bulk memory)",
                                None,
                                d.range.start,
                            ))
                        }
                    }
                }
            }
            Payload::DataCountSection { range, .. } => {
                return Err(Error::at(
                    "refused: data count section (bulk memory)",
                    None,
                    range.start,
                ));
            }
            Payload::CodeSectionEntry(b) => m.bodies.push(b),
            Payload::TagSection(r) => {
                return Err(Error::at(
                    "refused: tag section (exception handling)",
                    None,
                    r.range().start as u64,
                ))
            }
            _ => {}
        }
    }
    Ok(m)
}

/// The instruction's name as wasmparser spells it (`I32Add`, `MemoryCopy`, ...).
fn op_name(op: &Operator<'_>) -> String {
    let d = format!("{op:?}");
    d.split(|c: char| c == ' ' || c == '{' || c == '(')
        .next()
        .unwrap_or("")
        .to_string()
}

pub(crate) fn c_i32(v: u32) -> String {
    format!("{v}u")
}

pub(crate) fn c_i64(v: u64) -> String {
    if v < 1 << 31 {
        format!("(u64){v}")
    } else if v <= u32::MAX as u64 {
        format!("(u64){v}u")
    } else {
        format!("K({}u,{}u)", v >> 32, v as u32)
    }
}

pub(crate) fn c_f32(bits: u32) -> String {
    let v = f32::from_bits(bits);
    if !v.is_finite() {
        return format!("BF({bits}u)");
    }
    // The decimal of the double equal to this float: exact whatever way the compiler parses it.
    let s = format!("{:?}f", v as f64);
    if s.starts_with('-') {
        format!("({s})")
    } else {
        s
    }
}

pub(crate) fn c_f64(bits: u64) -> String {
    let v = f64::from_bits(bits);
    if !v.is_finite() {
        return format!("BD({})", c_i64(bits));
    }
    let s = format!("{v:?}");
    if s.starts_with('-') {
        format!("({s})")
    } else {
        s
    }
}

/// Helpers and macros used by a translation (collected while emitting).
#[derive(Default)]
struct Uses {
    helpers: BTreeSet<&'static str>,
    k: bool,
    math: bool,
    grow: bool,
    size: bool,
    ci: bool,
}

impl Uses {
    fn mark_consts(&mut self, s: &str) {
        if s.contains("K(") {
            self.k = true;
        }
        if s.contains("BF(") {
            self.helpers.insert("BF");
        }
        if s.contains("BD(") {
            self.helpers.insert("BD");
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Function bodies

#[derive(Clone)]
enum Kind {
    Const,
    Temp,
    Expr(Vec<u32>),
}

#[derive(Clone)]
struct Val {
    e: String,
    ty: Ty,
    kind: Kind,
}

struct Stmt {
    text: String,
    /// `var=expr;`: removable when var is never read (then `expr;` is kept if impure).
    assign: Option<(String, String, bool)>,
}

#[derive(PartialEq, Clone, Copy)]
enum FK {
    Func,
    Block,
    Loop,
    If,
}

struct Frame {
    kind: FK,
    label: u32,
    result: Option<(Ty, u32)>,
    height: usize,
    used: bool,
    loop_stmt: usize,
    /// For an `if`: whether it has had its `else`, and whether the `then` part fell through.
    had_else: bool,
    then_live: bool,
}

struct Fx<'m> {
    m: &'m Module<'m>,
    uses: &'m mut Uses,
    sigs: &'m BTreeMap<Sig, u32>,
    calls: BTreeSet<u32>,
    fidx: u32,
    stack: Vec<Val>,
    stmts: Vec<Stmt>,
    frames: Vec<Frame>,
    temps: Vec<(Ty, bool)>,
    labels: u32,
    dead: bool,
    dead_depth: u32,
    local_tys: Vec<Ty>,
}

const MAX_EXPR: usize = 90;

impl<'m> Fx<'m> {
    fn stmt(&mut self, s: impl Into<String>) {
        self.stmts.push(Stmt {
            text: s.into(),
            assign: None,
        });
    }
    fn assign(&mut self, var: String, e: String, pure: bool) {
        let e = bare(&e).to_string();
        self.stmts.push(Stmt {
            text: format!("{var}={e};"),
            assign: Some((var, e, pure)),
        });
    }
    fn temp(&mut self, ty: Ty, result: bool) -> u32 {
        self.temps.push((ty, result));
        (self.temps.len() - 1) as u32
    }
    fn pop(&mut self) -> Val {
        self.stack.pop().expect("validated module: stack underflow")
    }
    fn push(&mut self, e: String, ty: Ty, kind: Kind) {
        let v = Val { e, ty, kind };
        self.stack.push(v);
        if self.stack.last().unwrap().e.len() > MAX_EXPR {
            let i = self.stack.len() - 1;
            self.materialize(i);
        }
    }
    fn materialize(&mut self, i: usize) {
        if matches!(self.stack[i].kind, Kind::Expr(_)) {
            let t = self.temp(self.stack[i].ty, false);
            let e = std::mem::take(&mut self.stack[i].e);
            self.assign(format!("t{t}"), e, true);
            self.stack[i].e = format!("t{t}");
            self.stack[i].kind = Kind::Temp;
        }
    }
    /// `tN=call(..);lK=tN;` -> `lK=call(..);` when tN was assigned by the last statement.
    fn retarget(&mut self, v: &Val, var: String) -> bool {
        if !matches!(v.kind, Kind::Temp) {
            return false;
        }
        if let Some(last) = self.stmts.last_mut() {
            if let Some((tv, e, pure)) = &last.assign {
                if *tv == v.e && self.temps[v.e[1..].parse::<usize>().unwrap()].1 == false {
                    let (e, pure) = (e.clone(), *pure);
                    last.text = format!("{var}={e};");
                    last.assign = Some((var, e, pure));
                    return true;
                }
            }
        }
        false
    }
    fn materialize_all(&mut self) {
        for i in 0..self.stack.len() {
            self.materialize(i);
        }
    }
    /// A side-effecting (or memory/global reading) call: evaluated now, into a temporary.
    fn eager(&mut self, e: String, ty: Ty, pure: bool) {
        let t = self.temp(ty, false);
        self.assign(format!("t{t}"), e, pure);
        self.stack.push(Val {
            e: format!("t{t}"),
            ty,
            kind: Kind::Temp,
        });
    }
    fn locals_of(vs: &[&Val]) -> Vec<u32> {
        let mut r = vec![];
        for v in vs {
            if let Kind::Expr(l) = &v.kind {
                r.extend_from_slice(l);
            }
        }
        r
    }
    fn un(&mut self, f: impl FnOnce(&str) -> String, ty: Ty) {
        let a = self.pop();
        let ls = Self::locals_of(&[&a]);
        self.push(f(&a.e), ty, Kind::Expr(ls));
    }
    fn bin(&mut self, f: impl FnOnce(&str, &str) -> String, ty: Ty) {
        let mut b = self.pop();
        let a = self.pop();
        if a.e == b.e && !matches!(b.kind, Kind::Const) {
            // `x!=x` and the like draw -Wtautological-compare: compare with a copy.
            let t = self.temp(b.ty, false);
            self.assign(format!("t{t}"), b.e.clone(), true);
            b = Val {
                e: format!("t{t}"),
                ty: b.ty,
                kind: Kind::Temp,
            };
        }
        let ls = Self::locals_of(&[&a, &b]);
        self.push(f(&a.e, &b.e), ty, Kind::Expr(ls));
    }
    fn helper(&mut self, h: &'static str) -> &'static str {
        self.uses.helpers.insert(h);
        h
    }
    fn un_h(&mut self, h: &'static str, ty: Ty) {
        self.helper(h);
        self.un(|a| format!("{h}({})", bare(a)), ty);
    }
    fn bin_h(&mut self, h: &'static str, ty: Ty) {
        self.helper(h);
        self.bin(|a, b| format!("{h}({},{})", bare(a), bare(b)), ty);
    }
    fn un_trap(&mut self, h: &'static str, ty: Ty) {
        self.helper(h);
        let a = self.pop();
        self.eager(format!("{h}({})", bare(&a.e)), ty, false);
    }
    fn bin_trap(&mut self, h: &'static str, ty: Ty) {
        self.helper(h);
        let b = self.pop();
        let a = self.pop();
        self.eager(format!("{h}({},{})", bare(&a.e), bare(&b.e)), ty, false);
    }
    fn load(&mut self, h: &'static str, off: u64, ty: Ty, post: impl FnOnce(&str) -> String) {
        self.helper(h);
        let a = self.pop();
        let t = self.temp(if h == "L64" { Ty::I64 } else { Ty::I32 }, false);
        self.assign(
            format!("t{t}"),
            format!("{h}({},{})", bare(&a.e), c_off(off)),
            false,
        );
        let e = post(&format!("t{t}"));
        let kind = if e == format!("t{t}") {
            Kind::Temp
        } else {
            Kind::Expr(vec![])
        };
        self.push(e, ty, kind);
    }
    fn store(&mut self, h: &'static str, off: u64, conv: impl FnOnce(&str) -> String) {
        self.helper(h);
        let v = self.pop();
        let a = self.pop();
        let s = format!("{h}({},{},{});", bare(&a.e), c_off(off), bare(&conv(&v.e)));
        self.stmt(s);
    }
    fn block_type(&self, bt: BlockType, off: u64) -> Result<Option<Ty>, Error> {
        match bt {
            BlockType::Empty => Ok(None),
            BlockType::Type(t) => Ok(Some(
                ty_of(t, "a block type").map_err(|e| Error::at(e.message, Some(self.fidx), off))?,
            )),
            BlockType::FuncType(_) => Err(Error::at(
                "refused: block with a function type (multi-value)",
                Some(self.fidx),
                off,
            )),
        }
    }
    fn open(&mut self, kind: FK, bt: Option<Ty>) {
        self.materialize_all();
        let label = self.labels;
        self.labels += 1;
        let result = bt.map(|t| (t, self.temp(t, true)));
        let loop_stmt = self.stmts.len();
        if kind == FK::Loop {
            self.stmt("");
        }
        let height = self.stack.len();
        self.frames.push(Frame {
            kind,
            label,
            result,
            height,
            used: false,
            loop_stmt,
            had_else: false,
            then_live: false,
        });
    }
    /// The statements for a branch to frame `depth` (innermost = 0); the value is on the stack top.
    fn branch(&mut self, depth: u32, keep: bool) {
        let fi = self.frames.len() - 1 - depth as usize;
        let (kind, label, result) = (
            self.frames[fi].kind,
            self.frames[fi].label,
            self.frames[fi].result,
        );
        if kind == FK::Func {
            match result {
                Some(_) => {
                    let v = self.stack.last().unwrap().e.clone();
                    self.stmt(format!("return {v};"));
                }
                None => self.stmt("return;"),
            }
            return;
        }
        self.frames[fi].used = true;
        if kind != FK::Loop {
            if let Some((_, r)) = result {
                if keep {
                    let i = self.stack.len() - 1;
                    self.materialize(i);
                }
                let v = self.stack.last().unwrap().e.clone();
                self.assign(format!("t{r}"), v, true);
            }
        }
        self.stmt(format!("goto L{label};"));
    }
    fn flush_local(&mut self, l: u32) {
        for i in 0..self.stack.len() {
            if let Kind::Expr(ls) = &self.stack[i].kind {
                if ls.contains(&l) {
                    self.materialize(i);
                }
            }
        }
    }

    fn op(&mut self, op: Operator<'_>, off: u64) -> Result<(), Error> {
        use Operator as O;
        use Ty::*;
        if self.dead {
            match op {
                O::Block { .. } | O::Loop { .. } | O::If { .. } => self.dead_depth += 1,
                O::End if self.dead_depth > 0 => self.dead_depth -= 1,
                O::Else if self.dead_depth > 0 => {}
                O::Else => self.else_()?,
                O::End => self.end()?,
                _ => {}
            }
            return Ok(());
        }
        match op {
            O::Unreachable => {
                self.helper("T");
                self.stmt("T(0);");
                self.dead = true;
            }
            O::Nop => {}
            O::Block { blockty } => {
                let bt = self.block_type(blockty, off)?;
                self.open(FK::Block, bt)
            }
            O::Loop { blockty } => {
                let bt = self.block_type(blockty, off)?;
                self.open(FK::Loop, bt)
            }
            O::If { blockty } => {
                let bt = self.block_type(blockty, off)?;
                let c = self.pop();
                self.open(FK::If, bt);
                self.stmt(format!("if({}){{", cond(&c.e)));
            }
            O::Else => self.else_()?,
            O::End => self.end()?,
            O::Br { relative_depth } => {
                self.branch(relative_depth, false);
                self.dead = true;
            }
            O::BrIf { relative_depth } => {
                let c = self.pop();
                let fi = self.frames.len() - 1 - relative_depth as usize;
                let has_val = self.frames[fi].kind != FK::Loop && self.frames[fi].result.is_some();
                if has_val {
                    let i = self.stack.len() - 1;
                    self.materialize(i);
                }
                let simple = !has_val && self.frames[fi].kind != FK::Func;
                if simple {
                    self.frames[fi].used = true;
                    let l = self.frames[fi].label;
                    self.stmt(format!("if({})goto L{l};", cond(&c.e)));
                } else {
                    self.stmt(format!("if({}){{", cond(&c.e)));
                    self.branch(relative_depth, false);
                    self.stmt("}");
                }
            }
            O::BrTable { targets } => {
                let idx = self.pop();
                let def = targets.default();
                let fi = self.frames.len() - 1 - def as usize;
                let has_val = self.frames[fi].kind != FK::Loop && self.frames[fi].result.is_some();
                if has_val {
                    let i = self.stack.len() - 1;
                    self.materialize(i);
                }
                let mut groups: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
                for (i, t) in targets.targets().enumerate() {
                    let t = t?;
                    if t != def {
                        groups.entry(t).or_default().push(i as u32);
                    }
                }
                self.stmt(format!("switch({}){{", idx.e));
                for (t, cases) in groups {
                    let mut s = String::new();
                    for c in cases {
                        write!(s, "case {c}:").unwrap();
                    }
                    self.stmt(s);
                    self.branch(t, false);
                }
                self.stmt("default:");
                self.branch(def, false);
                self.stmt("}");
                self.dead = true;
            }
            O::Return => {
                let d = self.frames.len() as u32 - 1;
                self.branch(d, false);
                self.dead = true;
            }
            O::Call { function_index } => {
                let sig = self.m.types[self.m.funcs[function_index as usize] as usize]
                    .clone()
                    .unwrap();
                self.call(format!("f{function_index}"), &sig);
                self.calls.insert(function_index);
            }
            O::CallIndirect {
                type_index,
                table_index,
            } => {
                if table_index != 0 {
                    return Err(Error::at(
                        "refused: call_indirect on a table other than 0 (reference types)",
                        Some(self.fidx),
                        off,
                    ));
                }
                let sig = self.m.types[type_index as usize].clone().unwrap();
                let id = self.sigs[&sig];
                let i = self.pop();
                self.helper("CI");
                self.uses.ci = true;
                let pt = if sig.params.is_empty() {
                    "void".to_string()
                } else {
                    sig.params
                        .iter()
                        .map(|t| t.c())
                        .collect::<Vec<_>>()
                        .join(",")
                };
                let rt = sig.results.first().map(|t| t.c()).unwrap_or("void");
                self.call(format!("(({rt}(*)({pt}))CI({},{id}u))", i.e), &sig);
            }
            O::Drop => {
                self.pop();
            }
            O::Select | O::TypedSelect { .. } => {
                let c = self.pop();
                let b = self.pop();
                let a = self.pop();
                let ls = Self::locals_of(&[&a, &b, &c]);
                let ty = a.ty;
                self.push(format!("({}?{}:{})", c.e, a.e, b.e), ty, Kind::Expr(ls));
            }
            O::LocalGet { local_index } => {
                let ty = self.local_tys[local_index as usize];
                self.push(format!("l{local_index}"), ty, Kind::Expr(vec![local_index]));
            }
            O::LocalSet { local_index } => {
                let v = self.pop();
                self.flush_local(local_index);
                if v.e != format!("l{local_index}") && !self.retarget(&v, format!("l{local_index}"))
                {
                    self.assign(format!("l{local_index}"), v.e, true);
                }
            }
            O::LocalTee { local_index } => {
                let v = self.pop();
                self.flush_local(local_index);
                if v.e != format!("l{local_index}") && !self.retarget(&v, format!("l{local_index}"))
                {
                    self.assign(format!("l{local_index}"), v.e, true);
                }
                self.push(
                    format!("l{local_index}"),
                    v.ty,
                    Kind::Expr(vec![local_index]),
                );
            }
            O::GlobalGet { global_index } => {
                let g = &self.m.globals[global_index as usize];
                let ty = g.ty;
                if g.mutable {
                    self.eager(format!("g{global_index}"), ty, true);
                } else {
                    self.push(format!("g{global_index}"), ty, Kind::Expr(vec![]));
                }
            }
            O::GlobalSet { global_index } => {
                let v = self.pop();
                self.stmt(format!("g{global_index}={};", v.e));
            }
            O::I32Load { memarg } => self.load("L32", memarg.offset, I32, |t| t.into()),
            O::I64Load { memarg } => self.load("L64", memarg.offset, I64, |t| t.into()),
            O::F32Load { memarg } => {
                self.helper("BF");
                self.load("L32", memarg.offset, F32, |t| format!("BF({t})"))
            }
            O::F64Load { memarg } => {
                self.helper("BD");
                self.load("L64", memarg.offset, F64, |t| format!("BD({t})"))
            }
            O::I32Load8S { memarg } => {
                self.load("L8", memarg.offset, I32, |t| format!("(({t}^128u)-128u)"))
            }
            O::I32Load8U { memarg } => self.load("L8", memarg.offset, I32, |t| t.into()),
            O::I32Load16S { memarg } => self.load("L16", memarg.offset, I32, |t| {
                format!("(({t}^32768u)-32768u)")
            }),
            O::I32Load16U { memarg } => self.load("L16", memarg.offset, I32, |t| t.into()),
            O::I64Load8S { memarg } => self.load("L8", memarg.offset, I64, |t| {
                format!("((u64)({t}^128u)-128u)")
            }),
            O::I64Load8U { memarg } => self.load("L8", memarg.offset, I64, |t| format!("(u64){t}")),
            O::I64Load16S { memarg } => self.load("L16", memarg.offset, I64, |t| {
                format!("((u64)({t}^32768u)-32768u)")
            }),
            O::I64Load16U { memarg } => {
                self.load("L16", memarg.offset, I64, |t| format!("(u64){t}"))
            }
            O::I64Load32S { memarg } => self.load("L32", memarg.offset, I64, |t| {
                format!("((u64)({t}^0x80000000u)-0x80000000u)")
            }),
            O::I64Load32U { memarg } => {
                self.load("L32", memarg.offset, I64, |t| format!("(u64){t}"))
            }
            O::I32Store { memarg } => self.store("S32", memarg.offset, |v| v.into()),
            O::I64Store { memarg } => self.store("S64", memarg.offset, |v| v.into()),
            O::F32Store { memarg } => match unwrap_call("BF", &self.stack.last().unwrap().e) {
                Some(x) => self.store("S32", memarg.offset, |_| x),
                None => {
                    self.helper("FB");
                    self.store("S32", memarg.offset, |v| format!("FB({v})"))
                }
            },
            O::F64Store { memarg } => match unwrap_call("BD", &self.stack.last().unwrap().e) {
                Some(x) => self.store("S64", memarg.offset, |_| x),
                None => {
                    self.helper("DB");
                    self.store("S64", memarg.offset, |v| format!("DB({v})"))
                }
            },
            O::I32Store8 { memarg } => self.store("S8", memarg.offset, |v| v.into()),
            O::I32Store16 { memarg } => self.store("S16", memarg.offset, |v| v.into()),
            O::I64Store8 { memarg } => self.store("S8", memarg.offset, |v| format!("(u32){v}")),
            O::I64Store16 { memarg } => self.store("S16", memarg.offset, |v| format!("(u32){v}")),
            O::I64Store32 { memarg } => self.store("S32", memarg.offset, |v| format!("(u32){v}")),
            O::MemorySize { mem: 0 } => {
                self.uses.size = true;
                self.eager("MP".into(), I32, true);
            }
            O::MemoryGrow { mem: 0 } => {
                self.uses.grow = true;
                self.uses.size = true;
                self.helper("G");
                let d = self.pop();
                self.eager(format!("G({})", bare(&d.e)), I32, false);
            }
            O::I32Const { value } => self.stack.push(Val {
                e: c_i32(value as u32),
                ty: I32,
                kind: Kind::Const,
            }),
            O::I64Const { value } => {
                let e = c_i64(value as u64);
                self.uses.mark_consts(&e);
                self.stack.push(Val {
                    e,
                    ty: I64,
                    kind: Kind::Const,
                })
            }
            O::F32Const { value } => {
                let e = c_f32(value.bits());
                self.uses.mark_consts(&e);
                self.stack.push(Val {
                    e,
                    ty: F32,
                    kind: Kind::Const,
                })
            }
            O::F64Const { value } => {
                let e = c_f64(value.bits());
                self.uses.mark_consts(&e);
                self.stack.push(Val {
                    e,
                    ty: F64,
                    kind: Kind::Const,
                })
            }
            // i32
            O::I32Eqz => self.un(|a| format!("(u32)!{a}"), I32),
            O::I32Eq => self.bin(|a, b| format!("(u32)({a}=={b})"), I32),
            O::I32Ne => self.bin(|a, b| format!("(u32)({a}!={b})"), I32),
            O::I32LtS => self.bin(|a, b| format!("(u32)((s32){a}<(s32){b})"), I32),
            O::I32LtU => self.bin(|a, b| format!("(u32)({a}<{b})"), I32),
            O::I32GtS => self.bin(|a, b| format!("(u32)((s32){a}>(s32){b})"), I32),
            O::I32GtU => self.bin(|a, b| format!("(u32)({a}>{b})"), I32),
            O::I32LeS => self.bin(|a, b| format!("(u32)((s32){a}<=(s32){b})"), I32),
            O::I32LeU => self.bin(|a, b| format!("(u32)({a}<={b})"), I32),
            O::I32GeS => self.bin(|a, b| format!("(u32)((s32){a}>=(s32){b})"), I32),
            O::I32GeU => self.bin(|a, b| format!("(u32)({a}>={b})"), I32),
            O::I32Clz => self.un_h("CZ32", I32),
            O::I32Ctz => self.un_h("TZ32", I32),
            O::I32Popcnt => self.un_h("PC32", I32),
            O::I32Add => self.bin(|a, b| format!("({a}+{b})"), I32),
            O::I32Sub => self.bin(|a, b| format!("({a}-{b})"), I32),
            O::I32Mul => self.bin(|a, b| format!("({a}*{b})"), I32),
            O::I32DivS => self.bin_trap("DS32", I32),
            O::I32DivU => self.bin_trap("DU32", I32),
            O::I32RemS => self.bin_trap("MS32", I32),
            O::I32RemU => self.bin_trap("MU32", I32),
            O::I32And => self.bin(|a, b| format!("({a}&{b})"), I32),
            O::I32Or => self.bin(|a, b| format!("({a}|{b})"), I32),
            O::I32Xor => self.bin(|a, b| format!("({a}^{b})"), I32),
            O::I32Shl => self.bin(|a, b| format!("({a}<<{})", sh(b, 31)), I32),
            O::I32ShrS => self.bin(|a, b| format!("(u32)((s32){a}>>{})", sh(b, 31)), I32),
            O::I32ShrU => self.bin(|a, b| format!("({a}>>{})", sh(b, 31)), I32),
            O::I32Rotl => self.bin_h("RL32", I32),
            O::I32Rotr => self.bin_h("RR32", I32),
            // i64
            O::I64Eqz => self.un(|a| format!("(u32)!{a}"), I32),
            O::I64Eq => self.bin(|a, b| format!("(u32)({a}=={b})"), I32),
            O::I64Ne => self.bin(|a, b| format!("(u32)({a}!={b})"), I32),
            O::I64LtS => self.bin(|a, b| format!("(u32)((s64){a}<(s64){b})"), I32),
            O::I64LtU => self.bin(|a, b| format!("(u32)({a}<{b})"), I32),
            O::I64GtS => self.bin(|a, b| format!("(u32)((s64){a}>(s64){b})"), I32),
            O::I64GtU => self.bin(|a, b| format!("(u32)({a}>{b})"), I32),
            O::I64LeS => self.bin(|a, b| format!("(u32)((s64){a}<=(s64){b})"), I32),
            O::I64LeU => self.bin(|a, b| format!("(u32)({a}<={b})"), I32),
            O::I64GeS => self.bin(|a, b| format!("(u32)((s64){a}>=(s64){b})"), I32),
            O::I64GeU => self.bin(|a, b| format!("(u32)({a}>={b})"), I32),
            O::I64Clz => self.un_h("CZ64", I64),
            O::I64Ctz => self.un_h("TZ64", I64),
            O::I64Popcnt => self.un_h("PC64", I64),
            O::I64Add => self.bin(|a, b| format!("({a}+{b})"), I64),
            O::I64Sub => self.bin(|a, b| format!("({a}-{b})"), I64),
            O::I64Mul => self.bin(|a, b| format!("({a}*{b})"), I64),
            O::I64DivS => self.bin_trap("DS64", I64),
            O::I64DivU => self.bin_trap("DU64", I64),
            O::I64RemS => self.bin_trap("MS64", I64),
            O::I64RemU => self.bin_trap("MU64", I64),
            O::I64And => self.bin(|a, b| format!("({a}&{b})"), I64),
            O::I64Or => self.bin(|a, b| format!("({a}|{b})"), I64),
            O::I64Xor => self.bin(|a, b| format!("({a}^{b})"), I64),
            O::I64Shl => self.bin(|a, b| format!("({a}<<{})", sh(b, 63)), I64),
            O::I64ShrS => self.bin(|a, b| format!("(u64)((s64){a}>>{})", sh(b, 63)), I64),
            O::I64ShrU => self.bin(|a, b| format!("({a}>>{})", sh(b, 63)), I64),
            O::I64Rotl => self.bin_h("RL64", I64),
            O::I64Rotr => self.bin_h("RR64", I64),
            // f32
            O::F32Eq => self.bin(|a, b| format!("(u32)({a}=={b})"), I32),
            O::F32Ne => self.bin(|a, b| format!("(u32)({a}!={b})"), I32),
            O::F32Lt => self.bin(|a, b| format!("(u32)({a}<{b})"), I32),
            O::F32Gt => self.bin(|a, b| format!("(u32)({a}>{b})"), I32),
            O::F32Le => self.bin(|a, b| format!("(u32)({a}<={b})"), I32),
            O::F32Ge => self.bin(|a, b| format!("(u32)({a}>={b})"), I32),
            O::F64Eq => self.bin(|a, b| format!("(u32)({a}=={b})"), I32),
            O::F64Ne => self.bin(|a, b| format!("(u32)({a}!={b})"), I32),
            O::F64Lt => self.bin(|a, b| format!("(u32)({a}<{b})"), I32),
            O::F64Gt => self.bin(|a, b| format!("(u32)({a}>{b})"), I32),
            O::F64Le => self.bin(|a, b| format!("(u32)({a}<={b})"), I32),
            O::F64Ge => self.bin(|a, b| format!("(u32)({a}>={b})"), I32),
            O::F32Abs => {
                self.helper("BF");
                self.helper("FB");
                self.un(|a| format!("BF(FB({a})&0x7fffffffu)"), F32)
            }
            O::F32Neg => {
                self.helper("BF");
                self.helper("FB");
                self.un(|a| format!("BF(FB({a})^0x80000000u)"), F32)
            }
            O::F32Copysign => {
                self.helper("BF");
                self.helper("FB");
                self.bin(
                    |a, b| format!("BF((FB({a})&0x7fffffffu)|(FB({b})&0x80000000u))"),
                    F32,
                )
            }
            O::F64Abs => {
                self.helper("BD");
                self.helper("DB");
                self.un(|a| format!("BD(DB({a})&~((u64)1<<63))"), F64)
            }
            O::F64Neg => {
                self.helper("BD");
                self.helper("DB");
                self.un(|a| format!("BD(DB({a})^(u64)1<<63)"), F64)
            }
            O::F64Copysign => {
                self.helper("BD");
                self.helper("DB");
                self.bin(
                    |a, b| format!("BD((DB({a})&~((u64)1<<63))|(DB({b})&(u64)1<<63))"),
                    F64,
                )
            }
            O::F32Ceil => self.un_h("CLF", F32),
            O::F32Floor => self.un_h("FLF", F32),
            O::F32Trunc => self.un_h("TRF", F32),
            O::F32Nearest => self.un_h("NRF", F32),
            O::F64Ceil => self.un_h("CLD", F64),
            O::F64Floor => self.un_h("FLD", F64),
            O::F64Trunc => self.un_h("TRD", F64),
            O::F64Nearest => self.un_h("NRD", F64),
            O::F32Sqrt => {
                self.uses.math = true;
                self.un(|a| format!("(F32)sqrt((F64){a})"), F32)
            }
            O::F64Sqrt => {
                self.uses.math = true;
                self.un(|a| format!("sqrt({a})"), F64)
            }
            O::F32Add
            | O::F64Add
            | O::F32Sub
            | O::F64Sub
            | O::F32Mul
            | O::F64Mul
            | O::F32Div
            | O::F64Div
                if self.stack[self.stack.len() - 2..]
                    .iter()
                    .any(|v| foldable(&v.e)) =>
            {
                let n = self.stack.len();
                for i in n - 2..n {
                    if foldable(&self.stack[i].e) {
                        let h = if self.stack[i].ty == F32 { "NF" } else { "ND" };
                        self.helper(h);
                        self.stack[i].e = format!("{h}({})", self.stack[i].e);
                        self.stack[i].kind = Kind::Expr(vec![]);
                    }
                }
                let t = self.stack.last().unwrap().ty;
                let o = match op {
                    O::F32Add | O::F64Add => "+",
                    O::F32Sub | O::F64Sub => "-",
                    O::F32Mul | O::F64Mul => "*",
                    _ => "/",
                };
                self.bin(|a, b| format!("({a}{o}{b})"), t)
            }
            O::F32Add | O::F64Add => {
                let t = self.stack.last().unwrap().ty;
                self.bin(|a, b| format!("({a}+{b})"), t)
            }
            O::F32Sub | O::F64Sub => {
                let t = self.stack.last().unwrap().ty;
                self.bin(|a, b| format!("({a}-{b})"), t)
            }
            O::F32Mul | O::F64Mul => {
                let t = self.stack.last().unwrap().ty;
                self.bin(|a, b| format!("({a}*{b})"), t)
            }
            O::F32Div | O::F64Div => {
                let t = self.stack.last().unwrap().ty;
                self.bin(|a, b| format!("({a}/{b})"), t)
            }
            O::F32Min => self.bin_h("MNF", F32),
            O::F32Max => self.bin_h("MXF", F32),
            O::F64Min => self.bin_h("MND", F64),
            O::F64Max => self.bin_h("MXD", F64),
            // conversions
            O::I32WrapI64 => self.un(|a| format!("(u32){a}"), I32),
            O::I32TruncF32S => self.un_trap("XSF32", I32),
            O::I32TruncF32U => self.un_trap("XUF32", I32),
            O::I32TruncF64S => self.un_trap("XSD32", I32),
            O::I32TruncF64U => self.un_trap("XUD32", I32),
            O::I64TruncF32S => self.un_trap("XSF64", I64),
            O::I64TruncF32U => self.un_trap("XUF64", I64),
            O::I64TruncF64S => self.un_trap("XSD64", I64),
            O::I64TruncF64U => self.un_trap("XUD64", I64),
            O::I32TruncSatF32S => self.un_h("YSF32", I32),
            O::I32TruncSatF32U => self.un_h("YUF32", I32),
            O::I32TruncSatF64S => self.un_h("YSD32", I32),
            O::I32TruncSatF64U => self.un_h("YUD32", I32),
            O::I64TruncSatF32S => self.un_h("YSF64", I64),
            O::I64TruncSatF32U => self.un_h("YUF64", I64),
            O::I64TruncSatF64S => self.un_h("YSD64", I64),
            O::I64TruncSatF64U => self.un_h("YUD64", I64),
            O::I64ExtendI32S => self.un(|a| format!("((u64)({a}^0x80000000u)-0x80000000u)"), I64),
            O::I64ExtendI32U => self.un(|a| format!("(u64){a}"), I64),
            O::F32ConvertI32S => self.un(|a| format!("(F32)(s32){a}"), F32),
            O::F32ConvertI32U => self.un(|a| format!("(F32){a}"), F32),
            O::F32ConvertI64S => self.un(|a| format!("(F32)(s64){a}"), F32),
            O::F32ConvertI64U => self.un(|a| format!("(F32){a}"), F32),
            O::F32DemoteF64 => {
                // demote(promote(x)) would be folded to x, keeping a signalling NaN signalling.
                if self.stack.last().unwrap().e.starts_with("(F64)") {
                    self.helper("ND");
                    self.un(|a| format!("(F32)ND({a})"), F32)
                } else {
                    self.un(|a| format!("(F32){a}"), F32)
                }
            }
            O::F64ConvertI32S => self.un(|a| format!("(F64)(s32){a}"), F64),
            O::F64ConvertI32U => self.un(|a| format!("(F64){a}"), F64),
            O::F64ConvertI64S => self.un(|a| format!("(F64)(s64){a}"), F64),
            O::F64ConvertI64U => self.un(|a| format!("(F64){a}"), F64),
            O::F64PromoteF32 => self.un(|a| format!("(F64){a}"), F64),
            // FB(BF(x)) is x: also keeps a signalling NaN's bits where floats travel through the
            // x87 (i386 returns floats in st0, which quiets them).
            O::I32ReinterpretF32 => match unwrap_call("BF", &self.stack.last().unwrap().e) {
                Some(x) => self.un(|_| x, I32),
                None => self.un_h("FB", I32),
            },
            O::I64ReinterpretF64 => match unwrap_call("BD", &self.stack.last().unwrap().e) {
                Some(x) => self.un(|_| x, I64),
                None => self.un_h("DB", I64),
            },
            O::F32ReinterpretI32 => self.un_h("BF", F32),
            O::F64ReinterpretI64 => self.un_h("BD", F64),
            O::I32Extend8S => self.un(|a| format!("((({a}&255u)^128u)-128u)"), I32),
            O::I32Extend16S => self.un(|a| format!("((({a}&65535u)^32768u)-32768u)"), I32),
            O::I64Extend8S => self.un(|a| format!("((({a}&255u)^128u)-128u)"), I64),
            O::I64Extend16S => self.un(|a| format!("((({a}&65535u)^32768u)-32768u)"), I64),
            O::I64Extend32S => self.un(
                |a| format!("((u64)((u32){a}^0x80000000u)-0x80000000u)"),
                I64,
            ),
            other => {
                return Err(Error::at(
                    format!("refused: instruction {}", op_name(&other)),
                    Some(self.fidx),
                    off,
                ))
            }
        }
        Ok(())
    }

    fn call(&mut self, callee: String, sig: &Sig) {
        let n = sig.params.len();
        let args: Vec<String> = self
            .stack
            .drain(self.stack.len() - n..)
            .map(|v| bare(&v.e).to_string())
            .collect();
        let e = format!("{callee}({})", args.join(","));
        match sig.results.first() {
            Some(&t) => self.eager(e, t, false),
            None => self.stmt(format!("{e};")),
        }
    }

    fn else_(&mut self) -> Result<(), Error> {
        let f = self.frames.last().unwrap();
        let (height, result) = (f.height, f.result);
        if !self.dead {
            if let Some((_, r)) = result {
                let v = self.pop();
                self.assign(format!("t{r}"), v.e, true);
            }
        }
        self.stack.truncate(height);
        self.stmt("}else{");
        let f = self.frames.last_mut().unwrap();
        f.had_else = true;
        f.then_live = !self.dead;
        self.dead = false;
        Ok(())
    }

    fn end(&mut self) -> Result<(), Error> {
        let f = self.frames.pop().unwrap();
        let was_live = !self.dead;
        let mut kept = None;
        if f.kind == FK::Func {
            if was_live {
                match f.result {
                    Some(_) => {
                        let v = self.pop();
                        self.stmt(format!("return {};", v.e));
                    }
                    None => {}
                }
            } else if f.result.is_some() {
                self.stmt("return 0;");
            }
            return Ok(());
        }
        if was_live {
            if let Some((_, r)) = f.result {
                let v = self.pop();
                if f.kind != FK::If && (!f.used || f.kind == FK::Loop) {
                    kept = Some(v);
                } else {
                    self.assign(format!("t{r}"), v.e, true);
                }
            }
        }
        self.stack.truncate(f.height);
        if f.kind == FK::If {
            self.stmt("}");
        }
        if f.used {
            if f.kind == FK::Loop {
                self.stmts[f.loop_stmt].text = format!("L{}:;", f.label);
            } else {
                self.stmt(format!("L{}:;", f.label));
            }
        }
        let if_live = f.kind == FK::If && (!f.had_else || f.then_live);
        self.dead = !(was_live || if_live || (f.used && f.kind != FK::Loop));
        if !self.dead {
            if let Some((ty, r)) = f.result {
                match kept {
                    Some(v) => self.stack.push(v),
                    None => self.stack.push(Val {
                        e: format!("t{r}"),
                        ty,
                        kind: Kind::Temp,
                    }),
                }
            }
        }
        Ok(())
    }
}

/// Float constants with which C compilers fold arithmetic away (quieting no signalling NaN).
fn foldable(e: &str) -> bool {
    matches!(
        e,
        "0.0f" | "(-0.0f)" | "1.0f" | "(-1.0f)" | "0.0" | "(-0.0)" | "1.0" | "(-1.0)"
    )
}

/// How many times `text` has `name(` at an identifier boundary.
fn count_calls(text: &str, name: &str) -> usize {
    let pat = format!("{name}(");
    text.match_indices(&pat)
        .filter(|(i, _)| {
            *i == 0
                || !text.as_bytes()[i - 1].is_ascii_alphanumeric() && text.as_bytes()[i - 1] != b'_'
        })
        .count()
}

/// Whether `text` calls `name(` (at an identifier boundary).
fn calls_name(text: &str, name: &str) -> bool {
    let pat = format!("{name}(");
    text.match_indices(&pat).any(|(i, _)| {
        i == 0 || !text.as_bytes()[i - 1].is_ascii_alphanumeric() && text.as_bytes()[i - 1] != b'_'
    })
}

/// `name(x)` -> `x` (when the whole expression is that one call).
fn unwrap_call(name: &str, e: &str) -> Option<String> {
    let r = e.strip_prefix(name)?;
    if r.starts_with('(') && bare(r).len() + 2 == r.len() {
        Some(bare(r).to_string())
    } else {
        None
    }
}

/// A memory offset argument.
fn c_off(o: u64) -> String {
    if o < 1 << 31 {
        format!("{o}")
    } else {
        format!("{o}u")
    }
}

/// A shift count: `(b&31)`, or the masked number for a constant.
fn sh(b: &str, mask: u64) -> String {
    let n = b.strip_prefix("(u64)").unwrap_or(b).trim_end_matches('u');
    match n.parse::<u64>() {
        Ok(v) => format!("{}", v & mask),
        Err(_) => format!("({b}&{mask})"),
    }
}

/// `(x)` -> `x` when the outer parentheses enclose the whole expression.
fn bare(e: &str) -> &str {
    let b = e.as_bytes();
    if b.len() < 2 || b[0] != b'(' || b[b.len() - 1] != b')' {
        return e;
    }
    let mut depth = 0;
    for (i, &c) in b.iter().enumerate() {
        match c {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 && i != b.len() - 1 {
                    return e;
                }
            }
            _ => {}
        }
    }
    &e[1..e.len() - 1]
}

/// A function that calls itself on its only way out that is not a trap (core's
/// `slice_error_fail`, which panics on every path) is what GCC 12's -Winfinite-recursion (in
/// -Wall) reports; such a file tells that GCC, and only it, not to.
fn allow_self_calls(c: String) -> String {
    let recursive = c.match_indices("\nstatic ").any(|(at, _)| {
        let line = &c[at + 1..];
        let Some(name_at) = line.find(" f") else { return false };
        let name_end = line[name_at + 1..].find('(').map(|k| name_at + 1 + k);
        let Some(name_end) = name_end else { return false };
        let name = &line[name_at + 1..name_end];
        if name.len() < 2 || !name[1..].bytes().all(|b| b.is_ascii_digit()) {
            return false;
        }
        let Some(open) = line.find(')').map(|k| k + 1) else { return false };
        if !line[open..].starts_with('{') {
            return false;
        }
        let body_end = line[open..].find("\nstatic ").or_else(|| line[open..].find("\nint main")).map_or(line.len(), |k| open + k);
        let body = &line[open..body_end];
        let call = format!("{}(", name);
        body.match_indices(&call).any(|(k, _)| k == 0 || !body.as_bytes()[k - 1].is_ascii_alphanumeric())
    });
    if !recursive {
        return c;
    }
    let first_line = c.find('\n').map_or(0, |k| k + 1);
    format!(
        "{}#if defined(__GNUC__)&&__GNUC__>=12&&!defined(__clang__)\n#pragma GCC diagnostic ignored \"-Winfinite-recursion\"\n#endif\n{}",
        &c[..first_line],
        &c[first_line..]
    )
}

/// The trap table with an empty string for each trap the program cannot reach (no `T(k)` in
/// its text): a few hundred bytes of the smallest files.
fn drop_unused_trap_messages(mut c: String) -> String {
    for (k, msg) in crate::rt::TRAPS.iter().enumerate() {
        if !c.contains(&format!("T({k})")) {
            c = c.replacen(&format!("\"{msg}\""), "\"\"", 1);
        }
    }
    c
}

/// A condition: `?:` with constant arms draws -Wint-in-bool-context unless compared. Compared
/// with `>0u` (the same for an unsigned value) rather than `!=0u`: GCC calls `(x|1u)!=0u`
/// "always true" (-Wtautological-compare), and such ors come from the wasm as they are.
fn cond(e: &str) -> String {
    if e.contains('?') {
        return format!("({})>0u", bare(e));
    }
    // a comparison's `(u32)(a<b)` is a fine condition as `a<b`
    if let Some(r) = e.strip_prefix("(u32)") {
        if r.starts_with('(') && bare(r).len() + 2 == r.len() {
            return bare(r).to_string();
        }
        if r.starts_with('!') {
            return r.to_string();
        }
    }
    e.to_string()
}

/// Counts reads of `l<n>`/`t<n>` identifiers in a text.
fn count_vars(s: &str, counts: &mut BTreeMap<String, usize>) {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphanumeric() || c == b'_' {
            let st = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let w = &s[st..i];
            if (w.starts_with('l') || w.starts_with('t'))
                && w.len() > 1
                && w[1..].bytes().all(|d| d.is_ascii_digit())
            {
                *counts.entry(w.to_string()).or_default() += 1;
            }
        } else {
            i += 1;
        }
    }
}

struct FnOut {
    code: String,
    calls: BTreeSet<u32>,
}

fn emit_function(
    m: &Module<'_>,
    uses: &mut Uses,
    sigs: &BTreeMap<Sig, u32>,
    fidx: u32,
) -> Result<FnOut, Error> {
    let body = &m.bodies[fidx as usize - m.imports.len()];
    let sig = m.types[m.funcs[fidx as usize] as usize].clone().unwrap();
    let mut local_tys = sig.params.clone();
    let mut lr = body.get_locals_reader()?;
    for _ in 0..lr.get_count() {
        let off = lr.original_position() as u64;
        let (n, t) = lr.read()?;
        let t = ty_of(t, "a local").map_err(|e| Error::at(e.message, Some(fidx), off))?;
        if local_tys.len() + n as usize > 50000 {
            return Err(Error::at(
                "refused: more than 50000 locals",
                Some(fidx),
                off,
            ));
        }
        local_tys.extend(std::iter::repeat_n(t, n as usize));
    }
    let mut fx = Fx {
        m,
        uses,
        sigs,
        calls: BTreeSet::new(),
        fidx,
        stack: vec![],
        stmts: vec![],
        frames: vec![],
        temps: vec![],
        labels: 0,
        dead: false,
        dead_depth: 0,
        local_tys,
    };
    let result = sig.results.first().map(|&t| (t, u32::MAX));
    fx.frames.push(Frame {
        kind: FK::Func,
        label: 0,
        result,
        height: 0,
        used: false,
        loop_stmt: 0,
        had_else: false,
        then_live: false,
    });
    let mut ops = body.get_operators_reader()?;
    while !ops.eof() {
        let (op, off) = ops.read_with_offset()?;
        fx.op(op, off as u64)?;
    }
    // Drop assignments to variables never read (to a fixpoint), keeping side effects.
    let n_params = sig.params.len();
    loop {
        let mut counts = BTreeMap::new();
        for s in &fx.stmts {
            count_vars(&s.text, &mut counts);
        }
        let mut lhs: BTreeMap<&str, usize> = BTreeMap::new();
        for s in &fx.stmts {
            if let Some((v, _, _)) = &s.assign {
                *lhs.entry(v.as_str()).or_default() += 1;
            }
        }
        let dead: BTreeSet<String> = lhs
            .iter()
            .filter(|(v, n)| counts.get(**v).copied().unwrap_or(0) == **n)
            .map(|(v, _)| v.to_string())
            .collect();
        if dead.is_empty() {
            break;
        }
        for s in fx.stmts.iter_mut() {
            if let Some((v, e, pure)) = &s.assign {
                if dead.contains(v) {
                    s.text = if *pure {
                        String::new()
                    } else {
                        format!("{e};")
                    };
                    s.assign = None;
                }
            }
        }
    }
    let mut counts = BTreeMap::new();
    for s in &fx.stmts {
        count_vars(&s.text, &mut counts);
    }
    // Declarations.
    let mut out = String::new();
    let params = if sig.params.is_empty() {
        "void".to_string()
    } else {
        sig.params
            .iter()
            .enumerate()
            .map(|(i, t)| format!("{} l{i}", t.c()))
            .collect::<Vec<_>>()
            .join(",")
    };
    let ret = sig.results.first().map(|t| t.c()).unwrap_or("void");
    write!(out, "static {ret} f{fidx}({params}){{").unwrap();
    for ty in [Ty::I32, Ty::I64, Ty::F32, Ty::F64] {
        let mut names = vec![];
        for (i, &t) in fx.local_tys.iter().enumerate().skip(n_params) {
            if t == ty && counts.contains_key(&format!("l{i}")) {
                names.push(format!("l{i}=0"));
            }
        }
        for (i, &(t, r)) in fx.temps.iter().enumerate() {
            if t == ty && counts.contains_key(&format!("t{i}")) {
                names.push(if r {
                    format!("t{i}=0")
                } else {
                    format!("t{i}")
                });
            }
        }
        if !names.is_empty() {
            write!(out, "{} {};", ty.c(), names.join(",")).unwrap();
        }
    }
    for i in 0..n_params {
        if !counts.contains_key(&format!("l{i}")) {
            write!(out, "(void)l{i};").unwrap();
        }
    }
    let mut line = out.len();
    for s in &fx.stmts {
        if s.text.is_empty() {
            continue;
        }
        // (an unbraced `if` first on a line draws -Wmisleading-indentation: break later)
        if line + s.text.len() > 150 && !(s.text.starts_with("if(") && !s.text.ends_with('{')) {
            out.push('\n');
            line = 0;
        }
        out.push_str(&s.text);
        line += s.text.len();
    }
    out.push_str("}\n");
    Ok(FnOut {
        code: out,
        calls: fx.calls,
    })
}

// ---------------------------------------------------------------------------------------------
// Data segment encoding

/// The 92 characters that stand for themselves inside a C string literal without escapes
/// (no `"`, `\`, `?` so no trigraphs), in order: index = value in escapes.
fn alphabet() -> Vec<u8> {
    (0x20u8..0x7f)
        .filter(|&c| c != b'"' && c != b'?' && c != b'\\')
        .collect()
}

/// Encodes bytes for `DD`: passthrough for printable, `~x` 0..91, `{x` 92..183, `|x` 184..255,
/// `}x` a run of x+2 zero bytes (memory is zeroed already). Returns chunks (offset, literal).
fn encode_data(base: u64, data: &[u8]) -> Vec<(u64, String)> {
    let a = alphabet();
    let mut out = vec![];
    let mut i = 0;
    while i < data.len() {
        // skip zeros at a chunk start
        while i < data.len() && data[i] == 0 {
            i += 1;
        }
        if i >= data.len() {
            break;
        }
        let start = i;
        let mut s = String::new();
        while i < data.len() && s.len() < 500 {
            let b = data[i];
            if b == 0 {
                let mut n = 0;
                while i + n < data.len() && data[i + n] == 0 {
                    n += 1;
                }
                if i + n == data.len() || n > 24 {
                    break; // trailing or long zero run: end the chunk
                }
                if n == 1 {
                    s.push('~');
                    s.push(a[0] as char);
                    i += 1;
                } else {
                    let k = n.min(93);
                    s.push('}');
                    s.push(a[k - 2] as char);
                    i += k;
                }
                continue;
            }
            if (0x20..0x7f).contains(&b) && !b"\"?\\{|}~".contains(&b) {
                s.push(b as char);
            } else if b < 92 {
                s.push('~');
                s.push(a[b as usize] as char);
            } else if b < 184 {
                s.push('{');
                s.push(a[b as usize - 92] as char);
            } else {
                s.push('|');
                s.push(a[b as usize - 184] as char);
            }
            i += 1;
        }
        out.push((base + start as u64, s));
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The file

pub fn translate(wasm: &[u8], options: &Options) -> Result<crate::Translation, Error> {
    let mut features = WasmFeatures::default();
    features.remove(WasmFeatures::MEMORY64);
    Validator::new_with_features(features).validate_all(wasm)?;
    let m = read_module(wasm)?;
    let spec = matches!(options.host, Host::SpecTest);
    let p = &options.entry;

    // Canonical signature ids for call_indirect.
    let mut sigs: BTreeMap<Sig, u32> = BTreeMap::new();
    for s in m.types.iter().flatten() {
        let n = sigs.len() as u32;
        sigs.entry(s.clone()).or_insert(n);
    }
    let sig_of = |f: u32| -> Result<Sig, Error> {
        let s = m.types[m.funcs[f as usize] as usize].clone().ok_or_else(|| Error {
            message: "refused: function with a non-numeric parameter or result (reference types or SIMD)".into(),
            func: Some(f),
            offset: None,
        })?;
        if s.results.len() > 1 {
            return Err(Error {
                message: "refused: function with several results (multi-value)".into(),
                func: Some(f),
                offset: None,
            });
        }
        Ok(s)
    };
    for t in m.types.iter().flatten() {
        if t.results.len() > 1 {
            return Err(Error::new(
                "refused: function type with several results (multi-value)",
            ));
        }
    }

    // Imports.
    let mut host_bodies: Vec<(u32, String, String)> = vec![];
    for (i, (module, name)) in m.imports.iter().enumerate() {
        let s = sig_of(i as u32)?;
        let (ps, rs): (Vec<Ty>, Vec<Ty>) = (s.params.clone(), s.results.clone());
        use Ty::*;
        let body = if spec {
            let ok = module == "spectest"
                && match name.as_str() {
                    "print" => ps.is_empty(),
                    "print_i32" => ps == [I32],
                    "print_i64" => ps == [I64],
                    "print_f32" => ps == [F32],
                    "print_f64" => ps == [F64],
                    "print_i32_f32" => ps == [I32, F32],
                    "print_f64_f64" => ps == [F64, F64],
                    _ => false,
                }
                && rs.is_empty();
            if !ok {
                return Err(Error::new(format!("refused: import {module}.{name}")));
            }
            let voids: String = (0..ps.len()).map(|k| format!("(void)a{k};")).collect();
            let params = if ps.is_empty() {
                "void".to_string()
            } else {
                ps.iter()
                    .enumerate()
                    .map(|(k, t)| format!("{} a{k}", t.c()))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            format!("static void f{i}({params}){{{voids}}}\n")
        } else {
            let ok = module == "env"
                && match name.as_str() {
                    "sc_read" => ps == [I32, I32] && rs == [I32],
                    "sc_write" | "sc_open" => ps == [I32, I32, I32] && rs == [I32],
                    "sc_exit" => ps == [I32] && rs.is_empty(),
                    _ => false,
                };
            if !ok {
                return Err(Error::new(format!(
                    "refused: import {module}.{name} (only env.sc_read/sc_write/sc_open/sc_exit with their i32 signatures)"
                )));
            }
            match name.as_str() {
                "sc_read" => format!(
                    "static u32 f{i}(u32 p,u32 n){{size_t r;if((u64)p+n>MS)T(4);r=fread(M+p,1,n,IN);\
if(!r&&ferror(IN))return 0xffffffffu;return (u32)r;}}\n"
                ),
                "sc_write" => format!(
                    "static u32 f{i}(u32 s,u32 p,u32 n){{FILE*f=s==1?OUT:s==2?stderr:0;if((u64)p+n>MS)T(4);\
if(!f)return 0xffffffffu;return fwrite(M+p,1,n,f)==n?0:0xffffffffu;}}\n"
                ),
                "sc_open" => format!(
                    "static u32 f{i}(u32 w,u32 p,u32 n){{FILE*f;char*b;if((u64)p+n>MS)T(4);b=(char*)malloc((size_t)n+1);\
if(!b)return 0;\nmemcpy(b,M+p,n);b[n]=0;f=fopen(b,w?\"wb\":\"rb\");free(b);if(!f)return 0;\
if(w){{fflush(OUT);OUT=f;}}else IN=f;return 1;}}\n"
                ),
                _ => format!("static void f{i}(u32 c){{fflush(OUT);exit((int)c);}}\n"),
            }
        };
        host_bodies.push((i as u32, name.clone(), body));
    }

    // Roots.
    let mut roots: Vec<u32> = vec![];
    let mut c_exports = vec![];
    let mut entry = None;
    for (xi, (name, kind, idx)) in m.exports.iter().enumerate() {
        match kind {
            ExternalKind::Func => {
                if spec {
                    let s = sig_of(*idx)?;
                    roots.push(*idx);
                    c_exports.push(crate::emit::Export {
                        name: name.clone(),
                        c_name: format!("{p}x{xi}"),
                        params: s.params.clone(),
                        results: s.results.clone(),
                        is_global: false,
                    });
                } else if name == p {
                    let s = sig_of(*idx)?;
                    if !s.params.is_empty() || !s.results.is_empty() {
                        return Err(Error::new(format!(
                            "refused: entry export {name} is not a function () -> ()"
                        )));
                    }
                    entry = Some(*idx);
                    roots.push(*idx);
                }
            }
            ExternalKind::Global if spec => {
                let g = &m.globals[*idx as usize];
                c_exports.push(crate::emit::Export {
                    name: name.clone(),
                    c_name: format!("{p}x{xi}"),
                    params: vec![],
                    results: vec![g.ty],
                    is_global: true,
                });
            }
            _ => {}
        }
    }
    if !spec && entry.is_none() {
        return Err(Error::new(format!(
            "refused: no exported function named {p}"
        )));
    }
    if let Some(s) = m.start {
        roots.push(s);
    }

    // Functions reachable from the roots (and the table, once call_indirect is seen).
    let mut uses = Uses::default();
    let mut done: BTreeMap<u32, String> = BTreeMap::new();
    let mut work = roots.clone();
    let mut table_added = false;
    // Functions called before their definition (in index order) need a prototype.
    let mut forward: BTreeSet<u32> = BTreeSet::new();
    loop {
        while let Some(f) = work.pop() {
            if done.contains_key(&f) {
                continue;
            }
            sig_of(f)?;
            if (f as usize) < m.imports.len() {
                done.insert(f, String::new());
                continue;
            }
            let out = emit_function(&m, &mut uses, &sigs, f)?;
            done.insert(f, out.code);
            for &g in &out.calls {
                if g > f && g as usize >= m.imports.len() {
                    forward.insert(g);
                }
            }
            work.extend(out.calls);
        }
        if uses.ci && !table_added {
            table_added = true;
            for (_, fs) in &m.elems {
                work.extend(fs.iter().copied());
            }
            continue;
        }
        break;
    }
    if uses.ci && m.table.is_none() {
        return Err(Error::new("invalid module: call_indirect without a table"));
    }

    let mut host_code = String::new();
    let mut host_uses = BTreeSet::new();
    for (i, name, body) in &host_bodies {
        if done.contains_key(i) {
            host_code.push_str(body);
            host_uses.insert(name.as_str());
        }
    }
    let host_io = !spec && !host_uses.is_empty();
    for g in &m.globals {
        if let Init::Const(s) = &g.init {
            uses.mark_consts(s);
        }
    }
    // Helpers (with their dependencies): those the code really calls (a peephole may have
    // removed a call that marked one).
    let mut helpers: BTreeSet<&'static str> = BTreeSet::new();
    {
        let mut text: String = done.values().map(|s| s.as_str()).collect();
        text.push_str(&host_code);
        for g in &m.globals {
            if let Init::Const(s) = &g.init {
                text.push_str(s);
                text.push(';');
            }
        }
        for &(n, _, _) in HELPERS {
            if uses.helpers.contains(n) && calls_name(&text, n) {
                helpers.insert(n);
            }
        }
        if uses.helpers.contains("T") {
            helpers.insert("T");
        }
    }
    if !spec
        && (host_uses.contains("sc_read")
            || host_uses.contains("sc_write")
            || host_uses.contains("sc_open"))
    {
        helpers.insert("T");
    }
    if m.memory.is_some() || !m.elems.is_empty() {
        helpers.insert("T");
    }
    let has_mem_data = m.memory.is_some() && m.data.iter().any(|(_, d)| d.iter().any(|&b| b != 0));
    if has_mem_data {
        helpers.insert("DD");
    }
    loop {
        let mut add = vec![];
        for &(n, deps, _) in HELPERS {
            if helpers.contains(n) {
                for d in deps {
                    if !helpers.contains(d) {
                        add.push(*d);
                    }
                }
            }
        }
        if add.is_empty() {
            break;
        }
        helpers.extend(add);
    }

    let mut c = String::new();
    c.push_str(
        "/* By wasm-to-c from WebAssembly; for little-endian targets. */\n",
    );
    c.push_str("#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n");
    if uses.math {
        c.push_str("#include <math.h>\n");
    }
    if !spec {
        c.push_str("#ifdef _WIN32\n#include <io.h>\n#include <fcntl.h>\n#endif\n");
    }
    c.push_str("typedef unsigned int u32;typedef int s32;typedef float F32;typedef double F64;\n");
    c.push_str(
        "#if defined(_MSC_VER)\ntypedef unsigned __int64 u64;typedef __int64 s64;\n#elif defined(__GNUC__)\n\
#ifdef __cplusplus\n#pragma GCC diagnostic ignored \"-Wlong-long\"\n#endif\n__extension__ typedef unsigned long long u64;__extension__ typedef long long s64;\n#else\n\
typedef unsigned long long u64;typedef long long s64;\n#endif\n",
    );
    if uses.k {
        c.push_str("#define K(h,l) ((u64)(h)<<32|(u64)(l))\n");
    }
    let needs_mem = m.memory.is_some();
    if needs_mem {
        c.push_str("static unsigned char*M;static u64 MS;");
        if uses.size {
            c.push_str("static u32 MP;");
        }
        if uses.grow {
            c.push_str(&format!("static const u32 MX={}u;", m.memory.unwrap().1));
        }
        c.push('\n');
    }
    if host_io {
        c.push_str("static FILE*IN,*OUT;\n");
    }
    // Trap.
    let trap_def = if !helpers.contains("T") {
        String::new()
    } else if spec {
        "static void T(int c){wt_trap(c);}\n".to_string()
    } else {
        let msgs: Vec<String> = TRAPS.iter().map(|s| format!("\"{s}\"")).collect();
        // Said never to return, so that a compiler does not see a path through a trap (GCC's
        // -Winfinite-recursion took `f(); T(0); L1:; self(..);` for a loop).
        format!(
            "#if defined(__GNUC__)||defined(__TINYC__)\n__attribute__((noreturn))\n#elif defined(_MSC_VER)\n__declspec(noreturn)\n#endif\nstatic void T(int c){{static const char*const m[]={{{}}};\nfprintf(stderr,\"error: wasm trap: %s\\n\",m[c]);exit(101);}}\n",
            msgs.join(",")
        )
    };
    if spec && !trap_def.is_empty() {
        c.push_str("void wt_trap(int);\n");
    }
    c.push_str(&trap_def);
    if uses.ci {
        let (n, _) = m.table.unwrap();
        if n > 1 << 20 {
            return Err(Error::new("refused: table larger than 2^20 entries"));
        }
        c.push_str(&format!("typedef void(*FP)(void);struct TE{{FP f;u32 t;}};static struct TE TB[{}];\n#define TN {n}u\n", n.max(1)));
    }
    // Globals: only those the functions, offsets or exports read.
    let mut used_g: BTreeSet<u32> = BTreeSet::new();
    {
        let mut texts: Vec<&str> = done.values().map(|s| s.as_str()).collect();
        let offs: Vec<String> = m
            .elems
            .iter()
            .map(|e| &e.0)
            .chain(m.data.iter().map(|d| &d.0))
            .filter_map(|o| match o {
                Init::Global(j) => Some(format!("g{j}")),
                _ => None,
            })
            .collect();
        texts.extend(offs.iter().map(|s| s.as_str()));
        for t in texts {
            let b = t.as_bytes();
            let mut i = 0;
            while i < b.len() {
                if b[i].is_ascii_alphanumeric() || b[i] == b'_' {
                    let st = i;
                    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                        i += 1;
                    }
                    if b[st] == b'g' && i - st > 1 {
                        if let Ok(n) = t[st + 1..i].parse::<u32>() {
                            used_g.insert(n);
                        }
                    }
                } else {
                    i += 1;
                }
            }
        }
        if spec {
            for (_, k, i) in &m.exports {
                if *k == ExternalKind::Global {
                    used_g.insert(*i);
                }
            }
        }
        for (i, g) in m.globals.iter().enumerate().rev() {
            if let (true, Init::Global(j)) = (used_g.contains(&(i as u32)), &g.init) {
                used_g.insert(*j);
            }
        }
    }
    for (i, g) in m.globals.iter().enumerate() {
        if !used_g.contains(&(i as u32)) {
            continue;
        }
        let init = match &g.init {
            Init::Const(s) => s.clone(),
            Init::Global(_) => "0".into(),
        };
        uses.mark_consts(&init);
        if init.contains("BF(") || init.contains("BD(") {
            // not a constant expression in C: set at instantiation
            c.push_str(&format!("static {} g{i};\n", g.ty.c()));
        } else {
            let q = if g.mutable { "" } else { "const " };
            let _ = q;
            c.push_str(&format!("static {} g{i}={init};\n", g.ty.c()));
        }
    }
    if uses.k && !c.contains("#define K(") {
        c = c.replacen(
            "typedef unsigned int u32;",
            "#define K(h,l) ((u64)(h)<<32|(u64)(l))\ntypedef unsigned int u32;",
            1,
        );
    }
    for &(n, _, code) in HELPERS {
        if n == "BF" || n == "FB" || n == "BD" || n == "DB" {
            if helpers.contains(n) || uses.helpers.contains(n) {
                c.push_str(code);
            }
        }
    }
    for &(n, _, code) in HELPERS {
        if n == "BF" || n == "FB" || n == "BD" || n == "DB" || n == "CI" || n == "DD" {
            continue;
        }
        if helpers.contains(n) {
            c.push_str(code);
        }
    }
    c.push_str(&host_code);
    // Prototypes.
    let proto = |f: u32| -> String {
        let s = sig_of(f).unwrap();
        let ps = if s.params.is_empty() {
            "void".into()
        } else {
            s.params.iter().map(|t| t.c()).collect::<Vec<_>>().join(",")
        };
        format!(
            "static {} f{f}({ps});",
            s.results.first().map(|t| t.c()).unwrap_or("void")
        )
    };
    let mut line = String::new();
    for &f in &forward {
        let p = proto(f);
        if line.len() + p.len() > 150 {
            c.push_str(&line);
            c.push('\n');
            line.clear();
        }
        line.push_str(&p);
    }
    if !line.is_empty() {
        c.push_str(&line);
        c.push('\n');
    }
    if uses.ci {
        c.push_str(HELPERS.iter().find(|h| h.0 == "CI").unwrap().2);
    }
    if has_mem_data {
        c.push_str(HELPERS.iter().find(|h| h.0 == "DD").unwrap().2);
    }
    for code in done.values() {
        c.push_str(code);
    }

    // Instantiation.
    let init_name = if spec {
        format!("void {p}init(void)")
    } else {
        "static void I(void)".to_string()
    };
    c.push_str(&init_name);
    c.push('{');
    for (i, g) in m.globals.iter().enumerate() {
        if !used_g.contains(&(i as u32)) {
            continue;
        }
        match &g.init {
            Init::Global(j) => c.push_str(&format!("g{i}=g{j};")),
            Init::Const(s) if s.contains("BF(") || s.contains("BD(") => {
                c.push_str(&format!("g{i}={s};"))
            }
            _ => {}
        }
    }
    let off_expr = |o: &Init| -> String {
        match o {
            Init::Const(s) => s.clone(),
            Init::Global(j) => format!("g{j}"),
        }
    };
    let tn = m.table.map(|t| t.0).unwrap_or(0);
    for (o, fs) in &m.elems {
        match o {
            Init::Const(s) => {
                let v: u64 = s.trim_end_matches('u').parse().unwrap();
                if v + fs.len() as u64 > tn {
                    if !spec {
                        return Err(Error::new(format!(
                            "invalid module: element segment at {v} does not fit in the table"
                        )));
                    }
                    c.push_str("T(9);");
                }
            }
            Init::Global(_) => {
                c.push_str(&format!("if((u64){}+{}>{tn}u)T(9);", off_expr(o), fs.len()))
            }
        }
    }
    if let Some((min, _)) = m.memory {
        if min > 65536 {
            return Err(Error::new("invalid module: memory larger than 65536 pages"));
        }
        c.push_str(&format!(
            "MS=(u64){min}u*65536;if((u64)(size_t)MS!=MS)T(8);M=(unsigned char*)calloc(MS?(size_t)MS:1,1);if(!M)T(8);"
        ));
        if uses.size {
            c.push_str(&format!("MP={min}u;"));
        }
        for (o, d) in &m.data {
            match o {
                Init::Const(s) => {
                    let v: u64 = s.trim_end_matches('u').parse().unwrap();
                    if v + d.len() as u64 > min * 65536 {
                        if !spec {
                            return Err(Error::new(format!(
                                "invalid module: data segment at {v} does not fit in memory"
                            )));
                        }
                        c.push_str("T(4);");
                    }
                }
                Init::Global(_) => {
                    c.push_str(&format!("if((u64){}+{}>MS)T(4);", off_expr(o), d.len()))
                }
            }
        }
        c.push('\n');
        for (o, d) in &m.data {
            let base = match o {
                Init::Const(s) => Some(s.trim_end_matches('u').parse::<u64>().unwrap()),
                Init::Global(_) => None,
            };
            for (off, lit) in encode_data(base.unwrap_or(0), d) {
                let oe = match base {
                    Some(_) => format!("{off}u"),
                    None => format!("{}+{off}u", off_expr(o)),
                };
                c.push_str(&format!("DD({oe},\"{lit}\");\n"));
            }
        }
    } else if !m.data.is_empty() {
        return Err(Error::new("invalid module: data without memory"));
    }
    if uses.ci {
        for (k, (o, fs)) in m.elems.iter().enumerate() {
            if fs.is_empty() {
                continue;
            }
            if let Init::Const(s) = o {
                // out of bounds: instantiation has trapped already (and -Warray-bounds)
                if s.trim_end_matches('u').parse::<u64>().unwrap() + fs.len() as u64 > tn {
                    continue;
                }
            }
            let mut line = format!("{{static const struct TE E[]={{");
            for (j, f) in fs.iter().enumerate() {
                let id = sigs[&sig_of(*f)?];
                let item = format!("{}{{(FP)f{f},{id}u}}", if j > 0 { "," } else { "" });
                if line.len() + item.len() > 150 {
                    c.push_str(&line);
                    c.push('\n');
                    line.clear();
                }
                line.push_str(&item);
            }
            c.push_str(&line);
            let _ = k;
            c.push_str(&format!("}};memcpy(TB+{},E,sizeof E);}}\n", off_expr(o)));
        }
    }
    if let Some(s) = m.start {
        c.push_str(&format!("f{s}();"));
    }
    c.push_str("}\n");
    if spec {
        for (x, e) in c_exports.iter().enumerate() {
            let (_, kind, idx) = &m
                .exports
                .iter()
                .filter(|e| matches!(e.1, ExternalKind::Func | ExternalKind::Global))
                .nth(x)
                .unwrap();
            let _ = kind;
            if e.is_global {
                c.push_str(&format!(
                    "{} {}(void){{return g{idx};}}\n",
                    e.results[0].c(),
                    e.c_name
                ));
            } else {
                let ps = if e.params.is_empty() {
                    "void".into()
                } else {
                    e.params
                        .iter()
                        .enumerate()
                        .map(|(i, t)| format!("{} a{i}", t.c()))
                        .collect::<Vec<_>>()
                        .join(",")
                };
                let args = (0..e.params.len())
                    .map(|i| format!("a{i}"))
                    .collect::<Vec<_>>()
                    .join(",");
                let ret = e.results.first().map(|t| t.c()).unwrap_or("void");
                let r = if e.results.is_empty() { "" } else { "return " };
                c.push_str(&format!("{ret} {}({ps}){{{r}f{idx}({args});}}\n", e.c_name));
            }
        }
    } else {
        let e = entry.unwrap();
        c.push_str("int main(void){\n#ifdef _WIN32\n_setmode(_fileno(stdin),_O_BINARY);_setmode(_fileno(stdout),_O_BINARY);\n#endif\n");
        if host_io {
            c.push_str("IN=stdin;OUT=stdout;");
        }
        c.push_str(&format!("I();f{e}();"));
        if host_io {
            c.push_str("fflush(OUT);");
        }
        c.push_str("return 0;}\n");
    }
    // Drop the helpers nothing calls (a peephole or an instantiation without a check may have
    // left one), to a fixpoint: -Wunused-function.
    loop {
        let mut changed = false;
        let mut defs: Vec<(&str, String)> =
            HELPERS.iter().map(|h| (h.0, h.2.to_string())).collect();
        if !trap_def.is_empty() {
            defs.push(("T", trap_def.clone()));
        }
        for (name, def) in defs {
            if c.contains(&def) && count_calls(&c, name) <= count_calls(&def, name) {
                c = c.replacen(&def, "", 1);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // i386 GCC computes with the x87 by default: excess precision (double rounding of f64
    // results). SSE2 arithmetic gives WebAssembly's exact IEEE results.
    if c.matches("F32").count() + c.matches("F64").count() > 2 {
        c = c.replacen(
            "typedef unsigned int u32;",
            "#if defined(__GNUC__)&&!defined(__clang__)&&defined(__i386__)&&!defined(__SSE2_MATH__)\n\
#pragma GCC target(\"sse2,fpmath=sse\")\n#endif\ntypedef unsigned int u32;",
            1,
        );
    }
    let c = if spec { c } else { allow_self_calls(drop_unused_trap_messages(c)) };
    Ok(crate::Translation {
        c,
        exports: c_exports,
    })
}
