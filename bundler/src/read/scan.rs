//! A fast scan of an item's source text for what the tree shaker and the path rewriter need:
//! the identifiers it mentions, and where its `crate::` / `$crate::` paths continue.
//!
//! Walking proc-macro2 token streams for this cost a third of a bundling run (every nested
//! group is cloned on iteration); a single pass over the bytes gives the same answer. It skips
//! comments (doc comments too: they are documentation, not references), string, byte-string,
//! raw-string and char literals, and number literals with their suffixes. The unit tests check
//! it against the token-based walk on every file of solver-core.

use std::collections::BTreeSet;

/// What an item's text mentions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scan {
    /// Every identifier, `r#` removed.
    pub idents: BTreeSet<String>,
    /// Byte offsets just after the `::` of each `crate ::` path start (where `solver_core::`
    /// goes). `pub(crate)` is not a path and is not listed.
    pub crate_path_ends: Vec<usize>,
    /// Byte offsets just after a `crate` that a `use` renames whole (`use crate as segmenter;`,
    /// in icu_segmenter's baked data), where `::solver_core` goes.
    pub bare_crate_ends: Vec<usize>,
    /// The `pub` of such a `pub use crate as x;`: the bundle's module of the crate is private
    /// to its root, so the re-export becomes `pub(crate)` (E0365).
    pub bare_crate_pubs: Vec<std::ops::Range<usize>>,
    /// The `crate` of each `pub(crate)` (`pub ( crate )` too): what
    /// [`crate::read::library`] rewrites as `in crate::<name>` where `pub(crate)` would say more
    /// in the bundle than in the crate.
    pub crate_visibilities: Vec<std::ops::Range<usize>>,
    /// Every path the text spells, in order: `a::b::c`, `crate::x`, `$crate::m`, `::std::y`,
    /// single identifiers too. What follows `.` or `>::` is a member (method, field,
    /// associated item) and is marked so; `$name` macro metavariables and lifetimes are not
    /// paths. The tree shaker resolves these per module scope.
    pub paths: Vec<PathRef>,
}

/// One path an item spells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PathRef {
    /// The segments; a leading `::` is the segment `"::"`, and `$crate` is `"crate"`.
    pub segments: Vec<String>,
    /// Followed by `!`: a macro invocation (or `macro_rules!` itself).
    pub macro_call: bool,
    /// After `.` or `>::`: names a member of some type, not an item in scope.
    pub member: bool,
    /// Followed by `::*`: a glob import (in a function body, for example).
    pub glob: bool,
    /// Inside a macro invocation's or definition's tokens, where any identifier may end up
    /// anywhere (`$x.$method()`).
    pub in_macro: bool,
    /// `.name` not followed by `(` or `::<`: a field, which no method or item can be.
    pub field: bool,
    /// Right after `.`: with `field` false, a method call.
    pub dot: bool,
    /// The receiver is the word `self` alone (`self.name(..)`, not `self.a.name(..)`).
    pub on_self: bool,
    /// After `.`: where the name starts in the text (to match it with the syntax tree's).
    pub dot_at: Option<usize>,
    /// A method call's number of arguments, where the argument list is plain enough to count
    /// by its commas (no `|`, `<` or `as` at its top level); `None` otherwise.
    pub args: Option<usize>,
}

impl PathRef {
    /// The names this path may use as members (methods, associated items, fields): every
    /// segment after the first, or all of them after `.`/`>::` or inside a macro. A bare name
    /// never calls a method.
    pub fn member_names(&self) -> &[String] {
        if self.field && !self.in_macro {
            &[]
        } else if self.member || self.in_macro {
            &self.segments
        } else {
            &self.segments[1..]
        }
    }
}

/// Scans `text[range]`; offsets are into `text`.
pub fn scan(text: &str, range: std::ops::Range<usize>) -> Scan {
    let bytes = text.as_bytes();
    let end = range.end;
    let mut out = Scan::default();
    let mut paths = PathBuilder::default();
    let mut i = range.start;
    while i < end {
        let b = bytes[i];
        if !b.is_ascii_whitespace() && !(b == b'/' && i + 1 < end && (bytes[i + 1] == b'/' || bytes[i + 1] == b'*')) {
            paths.before_token(bytes, i, end, &mut out.paths);
        }
        match b {
            b'/' if i + 1 < end && bytes[i + 1] == b'/' => {
                i = text[i..end].find('\n').map_or(end, |k| i + k);
            }
            b'/' if i + 1 < end && bytes[i + 1] == b'*' => {
                let mut depth = 0usize;
                while i < end {
                    if bytes[i] == b'/' && i + 1 < end && bytes[i + 1] == b'*' {
                        depth += 1;
                        i += 2;
                    } else if bytes[i] == b'*' && i + 1 < end && bytes[i + 1] == b'/' {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
            }
            b'"' => {
                let close = skip_string(bytes, i + 1, end);
                // Inside a macro's input a string may be a format string, whose `{name}` is
                // the variable or constant `name` in scope (Rust 2021's implicit captures:
                // chrono's `format!("{TZDB_LOCATION}/{tz_name}")` uses a private const).
                if paths.in_macro_call() {
                    let inner = i + 1..close.saturating_sub(1).max(i + 1);
                    for name in format_captures(&text[inner]) {
                        paths.capture(name, &mut out.paths);
                    }
                }
                i = close;
            }
            b'\'' => i = skip_quote(text, i, end),
            b'0'..=b'9' => {
                i += 1;
                while i < end {
                    let c = bytes[i];
                    let exponent_sign = (c == b'+' || c == b'-') && matches!(bytes[i - 1], b'e' | b'E') && !is_hex_literal(bytes, i);
                    let decimal_point = c == b'.' && i + 1 < end && bytes[i + 1].is_ascii_digit();
                    if c.is_ascii_alphanumeric() || c == b'_' || decimal_point || exponent_sign {
                        i += 1;
                    } else {
                        break;
                    }
                }
            }
            _ if b == b'_' || b.is_ascii_alphabetic() || b >= 0x80 => {
                let start = i;
                // Literal prefixes: r"..", r#"..."#, b"..", br"..", b'x', c"..", cr"..".
                if let Some(next) = literal_after_prefix(bytes, i, end) {
                    i = next;
                    continue;
                }
                let mut word_start = start;
                if b == b'r' && i + 2 < end && bytes[i + 1] == b'#' && is_ident_start_at(text, i + 2) {
                    word_start = i + 2;
                }
                i = ident_end(text, word_start, end);
                if i == word_start {
                    // A non-identifier character (e.g. non-ASCII punctuation): skip it.
                    i = start + text[start..].chars().next().map_or(1, char::len_utf8);
                    continue;
                }
                let word = &text[word_start..i];
                if word == "crate" {
                    let mut j = i;
                    while j < end && (bytes[j] as char).is_ascii_whitespace() {
                        j += 1;
                    }
                    if j + 1 < end && bytes[j] == b':' && bytes[j + 1] == b':' {
                        out.crate_path_ends.push(j + 2);
                    } else if bytes.get(j) == Some(&b')') && text[..start].trim_end().strip_suffix('(').map_or(false, |before| {
                        let before = before.trim_end();
                        before.ends_with("pub") && !before[..before.len() - 3].ends_with(|c: char| c == '_' || c == '$' || c.is_alphanumeric())
                    }) {
                        out.crate_visibilities.push(start..i);
                    } else if text[j..end].starts_with("as") && !text[j + 2..end].starts_with(|c: char| c == '_' || c.is_alphanumeric()) && text[..start].trim_end().ends_with("use") {
                        out.bare_crate_ends.push(i);
                        let before_use = text[..start].trim_end();
                        let before_use = before_use[..before_use.len() - 3].trim_end();
                        if before_use.ends_with("pub") && !before_use[..before_use.len() - 3].ends_with(|c: char| c == '_' || c.is_alphanumeric()) {
                            out.bare_crate_pubs.push(before_use.len() - 3..before_use.len());
                        }
                    }
                }
                let metavar = start > 0 && bytes[start - 1] == b'$' && word != "crate";
                let lifetime = start > 0 && bytes[start - 1] == b'\'';
                if !metavar && !lifetime {
                    paths.after_keyword = word_start == start && crate::base::syntax::never_a_segment(word);
                    paths.word(word, word_start, &mut out.paths);
                } else if metavar {
                    paths.metavar_segment(&mut out.paths);
                }
                // `write!(dst, ..)` / `writeln!(dst, ..)` expand to `dst.write_fmt(..)`: they name
                // the member `write_fmt` (an inherent one on a library's writer, say).
                if (word == "write" || word == "writeln") && bytes.get(i) == Some(&b'!') {
                    out.idents.insert("write_fmt".to_string());
                }
                out.idents.insert(word.to_string());
                continue;
            }
            b':' if i + 1 < end && bytes[i + 1] == b':' => {
                paths.colons(bytes, i, range.start, &mut out.paths);
                i += 2;
                continue;
            }
            _ => i += 1,
        }
        paths.other(b);
    }
    paths.finish(&mut out.paths);
    out
}

const STD_EXPRESSION_MACROS: &[&str] = &[
    "assert", "assert_eq", "assert_ne", "dbg", "debug_assert", "debug_assert_eq", "debug_assert_ne", "eprint",
    "eprintln", "format", "format_args", "matches", "panic", "print", "println", "todo", "unimplemented",
    "unreachable", "vec", "write", "writeln",
];

/// What an open delimiter holds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Group {
    /// Rust code.
    Code,
    /// A `macro_rules!` definition: its transcribers are Rust code once the metavariables are
    /// filled in, so `fn name` there defines `name` wherever it expands.
    MacroRules,
    /// A macro invocation's input, which the macro may turn into anything.
    MacroInput,
}

/// Keywords after which a word is the name an item defines (`fn name`, `type Target = ..`).
/// (`const` and `static` are not among them: `*const T` names `T`.)
const DEFINING_KEYWORDS: &[&str] = &["fn", "struct", "enum", "trait", "type", "mod"];

/// Assembles [`PathRef`]s while [`scan`] walks the text.
#[derive(Default)]
struct PathBuilder {
    current: Option<PathRef>,
    /// The last token was `::` continuing `current` (or starting a path / a member).
    after_colons: bool,
    /// The next word names a member (after `.` or `>::`).
    member_next: bool,
    /// A `::` with nothing path-like before it: the next word starts a `::x` path.
    leading_colons: bool,
    /// The last word was a keyword that no path has as a segment (`dyn`, `impl`, `for`, not
    /// written raw): a `::` after it starts an absolute path (`&dyn ::thiserror::__private::Error`
    /// names `::thiserror::..`, not a `dyn` module).
    after_keyword: bool,
    /// Brace depth, and the prefixes of the `use a::{..}` groups we are in, by depth.
    depth: usize,
    group_prefixes: Vec<(usize, Vec<String>)>,
    /// Per open delimiter: what it holds (see [`Group`]).
    macro_groups: Vec<Group>,
    /// The last path was followed by `!`: the next group is a macro's.
    bang: bool,
    /// That path was `macro_rules`: the next group is a macro definition.
    bang_defines: bool,
    /// The last path was followed by `!`, std's expression macros too.
    any_bang: bool,
    /// Per open delimiter: whether it is inside some macro invocation's input (std's too).
    in_call: Vec<bool>,
    /// The last token was `fn`, `struct`, `enum`, `trait`, `type` or `mod`: the next word is
    /// the name being defined, not a path that names something.
    defines_next: bool,
    /// The next word follows `.`.
    after_dot: bool,
    /// The next word follows `self.`.
    after_self_dot: bool,
    /// The last token was `.` (so another `.` makes a range `..`).
    prev_dot: bool,
    /// Depth in `(`, `[` and `{`.
    all_depth: usize,
    /// The argument lists of method calls being read, innermost last.
    arg_frames: Vec<ArgFrame>,
}

/// A method call's argument list while it is read: its commas at its own depth.
struct ArgFrame {
    /// The call's path in the output.
    index: usize,
    depth: usize,
    commas: usize,
    nonempty: bool,
    last_comma: bool,
    simple: bool,
}

impl PathBuilder {
    /// Called at every token start (not inside comments or whitespace).
    fn before_token(&mut self, bytes: &[u8], i: usize, end: usize, out: &mut Vec<PathRef>) {
        if let Some(frame) = self.arg_frames.last_mut().filter(|f| f.depth == self.all_depth) {
            match bytes[i] {
                b')' => {}
                b',' => {
                    frame.commas += 1;
                    frame.last_comma = true;
                }
                b => {
                    frame.simple &= b != b'|' && b != b'<';
                    frame.nonempty = true;
                    frame.last_comma = false;
                }
            }
        }
        match bytes[i] {
            b'(' | b'[' | b'{' => self.all_depth += 1,
            b')' | b']' | b'}' => {
                if self.arg_frames.last().map_or(false, |f| f.depth == self.all_depth) {
                    let f = self.arg_frames.pop().expect("a frame");
                    let n = if !f.nonempty { 0 } else if f.last_comma { f.commas } else { f.commas + 1 };
                    if f.simple && bytes[i] == b')' {
                        out[f.index].args = Some(n);
                    }
                }
                self.all_depth = self.all_depth.saturating_sub(1);
            }
            _ => {}
        }
        let is_word = bytes[i] == b'_' || bytes[i].is_ascii_alphabetic() || bytes[i] >= 0x80;
        let is_colons = bytes[i] == b':' && i + 1 < end && bytes[i + 1] == b':';
        if is_word {
            return;
        }
        self.defines_next = false;
        if is_colons {
            return;
        }
        let group = self.macro_groups.last().copied().unwrap_or(Group::Code);
        match bytes[i] {
            b'(' | b'[' | b'{' => {
                self.macro_groups.push(match (self.bang, self.bang_defines) {
                    (true, true) => Group::MacroRules,
                    (true, false) => Group::MacroInput,
                    (false, _) => group,
                });
                let inside = self.any_bang || self.in_call.last().copied().unwrap_or(false);
                self.in_call.push(inside);
                self.bang = false;
                self.any_bang = false;
            }
            b')' | b']' | b'}' => {
                self.macro_groups.pop();
                self.in_call.pop();
            }
            b'!' => {}
            _ => {
                self.bang = false;
                self.any_bang = false;
            }
        }
        match bytes[i] {
            b'{' => {
                self.depth += 1;
                if self.after_colons {
                    if let Some(p) = self.current.take() {
                        // `a::b::{c, d::e}`: the group's paths continue `a::b`.
                        self.group_prefixes.push((self.depth, p.segments));
                        self.after_colons = false;
                        return;
                    }
                }
            }
            b'}' => {
                if let Some(p) = self.current.take() {
                    out.push(p);
                }
                if self.group_prefixes.last().map_or(false, |(d, _)| *d == self.depth) {
                    self.group_prefixes.pop();
                }
                self.depth = self.depth.saturating_sub(1);
            }
            b'*' if self.after_colons => {
                if let Some(mut p) = self.current.take() {
                    p.glob = true;
                    out.push(p);
                }
            }
            // `a::$name`: the metavariable that follows decides (see `metavar_segment`).
            b'$' if self.after_colons && self.current.is_some() => return,
            _ => {}
        }
        self.after_self_dot = false;
        if let Some(mut p) = self.current.take() {
            self.after_self_dot = bytes[i] == b'.' && p.segments == ["self"] && !p.member && !p.in_macro;
            p.field = p.field && bytes[i] != b'(' && !(self.after_colons && bytes[i] == b'<');
            p.macro_call = bytes[i] == b'!' && !(i + 1 < end && bytes[i + 1] == b'=');
            // std's expression macros take Rust expressions: their names mean what they say.
            self.bang = p.macro_call && !(p.segments.len() == 1 && STD_EXPRESSION_MACROS.contains(&p.segments[0].as_str()));
            self.bang_defines = p.macro_call && p.segments == ["macro_rules"];
            self.any_bang = p.macro_call && !self.bang_defines;
            let call = bytes[i] == b'(' && p.dot && !p.field && !p.in_macro;
            out.push(p);
            if call {
                self.arg_frames.push(ArgFrame { index: out.len() - 1, depth: self.all_depth, commas: 0, nonempty: false, last_comma: false, simple: true });
            }
        }
        self.after_colons = false;
        self.leading_colons = false;
    }

    /// Inside a macro invocation's input (std's expression macros' too).
    fn in_macro_call(&self) -> bool {
        self.in_call.last().copied().unwrap_or(false)
    }

    /// `name` captured by a format string (`{name}`): a path of one segment, used where the
    /// string is.
    fn capture(&mut self, name: &str, out: &mut Vec<PathRef>) {
        let group = self.macro_groups.last().copied().unwrap_or(Group::Code);
        out.push(PathRef { segments: vec![name.to_string()], in_macro: group != Group::Code, ..PathRef::default() });
    }

    /// `$name` in a macro body: after `a::` it may name any item of `a` (`sse2::$name`), which
    /// is recorded as the glob `a::*`.
    fn metavar_segment(&mut self, out: &mut Vec<PathRef>) {
        if self.after_colons {
            if let Some(mut p) = self.current.take() {
                p.glob = true;
                out.push(p);
            }
            self.after_colons = false;
        }
    }

    fn word(&mut self, word: &str, at: usize, out: &mut Vec<PathRef>) {
        if word == "as" {
            if let Some(frame) = self.arg_frames.last_mut().filter(|f| f.depth == self.all_depth) {
                frame.simple = false;
            }
        }
        let after_dot = std::mem::take(&mut self.after_dot);
        let after_self_dot = std::mem::take(&mut self.after_self_dot) && after_dot;
        self.prev_dot = false;
        let group = self.macro_groups.last().copied().unwrap_or(Group::Code);
        // The name an item defines names nothing: `fn initialize(..)` in an impl (or in a
        // macro's transcriber) does not use the module's `fn initialize`. In a macro's input
        // it may end up anywhere, so it stays a path there.
        let defined = std::mem::take(&mut self.defines_next) && group != Group::MacroInput && !self.after_colons;
        self.defines_next = DEFINING_KEYWORDS.contains(&word) && !self.after_colons;
        if defined {
            if let Some(p) = self.current.take() {
                out.push(p);
            }
            self.member_next = false;
            self.leading_colons = false;
            return;
        }
        if self.after_colons {
            if let Some(p) = self.current.as_mut() {
                p.segments.push(word.to_string());
                self.after_colons = false;
                return;
            }
        }
        if let Some(p) = self.current.take() {
            out.push(p);
        }
        let mut segments = match self.group_prefixes.last() {
            Some((d, prefix)) if *d == self.depth => prefix.clone(),
            _ => Vec::with_capacity(2),
        };
        if self.leading_colons {
            segments.push("::".to_string());
        }
        segments.push(word.to_string());
        self.current = Some(PathRef {
            segments,
            macro_call: false,
            member: std::mem::take(&mut self.member_next),
            glob: false,
            in_macro: group != Group::Code,
            field: after_dot,
            dot: after_dot,
            on_self: after_self_dot,
            dot_at: after_dot.then_some(at),
            args: None,
        });
        self.after_colons = false;
        self.leading_colons = false;
    }

    fn colons(&mut self, bytes: &[u8], i: usize, start: usize, out: &mut Vec<PathRef>) {
        if std::mem::take(&mut self.after_keyword) && !self.after_colons {
            if let Some(p) = self.current.take() {
                out.push(p);
            }
        }
        if self.current.is_some() {
            self.after_colons = true;
            return;
        }
        // `>::x` (after generic arguments or a qualified type) names a member; otherwise a
        // leading `::` starts an absolute path.
        let mut k = i;
        while k > start && bytes[k - 1].is_ascii_whitespace() {
            k -= 1;
        }
        if k > start && bytes[k - 1] == b'>' {
            self.member_next = true;
        } else {
            self.leading_colons = true;
        }
    }

    /// After a non-word, non-`::` token.
    fn other(&mut self, b: u8) {
        if b == b'.' {
            // `a..b` is a range, not a member access.
            let range = self.prev_dot;
            self.member_next = !range;
            self.after_dot = !range;
            self.prev_dot = true;
            return;
        }
        if !b.is_ascii_whitespace() {
            self.prev_dot = false;
        }
        if !b.is_ascii_whitespace() && b != b'/' {
            self.member_next = false;
            self.after_dot = false;
        }
    }

    fn finish(&mut self, out: &mut Vec<PathRef>) {
        if let Some(p) = self.current.take() {
            out.push(p);
        }
    }
}

/// The names a format string captures (`{name}`, `{name:>8}`, and `{:width$}` / `{:.prec$}`
/// in a spec), from the text between its quotes; escapes are skipped, `{{` is a brace.
fn format_captures(s: &str) -> Vec<&str> {
    let bytes = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => {
                i += 2;
                // `\u{e9}` is a char, not a capture.
                if bytes.get(i - 1) == Some(&b'u') && bytes.get(i) == Some(&b'{') {
                    while i < bytes.len() && bytes[i] != b'}' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'{' if bytes.get(i + 1) == Some(&b'{') => i += 2,
            b'{' => {
                let close = match s[i..].find('}') {
                    Some(k) => i + k,
                    None => break,
                };
                let inner = &s[i + 1..close];
                let (arg, spec) = inner.split_once(':').unwrap_or((inner, ""));
                let arg = arg.trim();
                if is_plain_ident(arg) {
                    out.push(arg);
                }
                // `name$` in the spec: a width or precision argument.
                let mut rest = spec;
                while let Some(k) = rest.find('$') {
                    let before = &rest[..k];
                    let start = before.rfind(|c: char| !(c == '_' || c.is_alphanumeric())).map_or(0, |p| p + 1);
                    if is_plain_ident(&before[start..]) {
                        out.push(&before[start..]);
                    }
                    rest = &rest[k + 1..];
                }
                i = close + 1;
            }
            _ => i += 1,
        }
    }
    out
}

fn is_plain_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c == '_' || c.is_alphabetic()) && chars.all(|c| c == '_' || c.is_alphanumeric()) && s != "_"
}

fn is_hex_literal(bytes: &[u8], i: usize) -> bool {
    // Walk back over the literal to see whether it starts with 0x (where e is a digit).
    let mut k = i;
    while k > 0 && (bytes[k - 1].is_ascii_alphanumeric() || bytes[k - 1] == b'_' || bytes[k - 1] == b'.') {
        k -= 1;
    }
    bytes.len() > k + 1 && bytes[k] == b'0' && (bytes[k + 1] == b'x' || bytes[k + 1] == b'X')
}

fn is_ident_start_at(text: &str, i: usize) -> bool {
    text[i..].chars().next().map_or(false, |c| c == '_' || c.is_alphabetic())
}

fn ident_end(text: &str, start: usize, end: usize) -> usize {
    let mut i = start;
    for (k, c) in text[start..end].char_indices() {
        let ok = if k == 0 { c == '_' || c.is_alphabetic() } else { c == '_' || c.is_alphanumeric() };
        if !ok {
            return start + k;
        }
        i = start + k + c.len_utf8();
    }
    i
}

/// After the opening `"` of a (non-raw) string at `i`: the index after the closing quote.
fn skip_string(bytes: &[u8], mut i: usize, end: usize) -> usize {
    while i < end {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    end
}

/// At a `'`: a char literal (`'a'`, `'\n'`, `'\u{1F600}'`) or a lifetime / label (`'a`).
fn skip_quote(text: &str, i: usize, end: usize) -> usize {
    let bytes = text.as_bytes();
    if i + 1 < end && bytes[i + 1] == b'\\' {
        // An escaped char literal: up to the closing quote.
        let mut j = i + 3;
        while j < end && bytes[j] != b'\'' {
            j += 1;
        }
        return (j + 1).min(end);
    }
    let c = match text[i + 1..].chars().next() {
        Some(c) => c,
        None => return end,
    };
    let after = i + 1 + c.len_utf8();
    if after < end && bytes[after] == b'\'' {
        return after + 1; // 'x'
    }
    // A lifetime: the quote only; its name is scanned as an identifier next (harmless).
    i + 1
}

/// At an identifier start that is really a literal prefix: where the literal ends.
fn literal_after_prefix(bytes: &[u8], i: usize, end: usize) -> Option<usize> {
    let mut j = i;
    let (mut raw, mut is_byte_or_c) = (false, false);
    if j < end && (bytes[j] == b'b' || bytes[j] == b'c') {
        is_byte_or_c = true;
        j += 1;
    }
    if j < end && bytes[j] == b'r' {
        raw = true;
        j += 1;
    }
    if !raw && !is_byte_or_c {
        return None;
    }
    if raw {
        let mut hashes = 0;
        while j < end && bytes[j] == b'#' {
            hashes += 1;
            j += 1;
        }
        if j >= end || bytes[j] != b'"' {
            return None; // `r#ident` or a plain identifier such as `br`
        }
        j += 1;
        while j < end {
            if bytes[j] == b'"' && bytes[j + 1..].iter().take(hashes).filter(|&&h| h == b'#').count() == hashes {
                return Some(j + 1 + hashes);
            }
            j += 1;
        }
        return Some(end);
    }
    match bytes.get(j) {
        Some(b'"') => Some(skip_string(bytes, j + 1, end)),
        Some(b'\'') if bytes[i] == b'b' => {
            let mut k = j + 1;
            if k < end && bytes[k] == b'\\' {
                k += 2;
            } else {
                k += 1;
            }
            while k < end && bytes[k] != b'\'' {
                k += 1;
            }
            Some((k + 1).min(end))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::library::collect_idents;
    use proc_macro2::TokenStream;

    fn token_idents(text: &str) -> BTreeSet<String> {
        // Doc comments are `#[doc = ".."]` to the token walk and comments to the scanner, so
        // they become plain comments first; a `doc` written in the code still counts. Inside a
        // literal the change is harmless: literals hold no identifiers.
        let plain = text.replace("///", "//x").replace("//!", "//x").replace("/*!", "/*x").replace("/**/", "/*x*/").replace("/**", "/*x");
        collect_idents(plain.parse::<TokenStream>().unwrap())
    }

    #[test]
    fn literals_and_comments_hide_their_contents() {
        let text = r####"fn f<'a>(x: &'a str) -> u8 { let c = 'q'; let e = '\''; let u = '\u{1F600}';
            let s = "crate::fake \" inner"; let r = r#"raw "quoted" crate::x"#; let b = b"bytes"; let bc = b'z';
            // comment_word
            /* block /* nested */ still_comment */
            let n = 1_000u64 + 0x1Fu8 as u64 + 1e10 as u64 + 2.5e-3 as u64; x.0.max(1); crate::real::path(); pub(crate) fn g() {}
            let r#type = 1; 'outer: loop { break 'outer; } }"####;
        let scan = scan(text, 0..text.len());
        let want: BTreeSet<String> = [
            "fn", "f", "a", "x", "str", "u8", "let", "c", "e", "u", "s", "r", "b", "bc", "n", "u64", "as", "max", "crate",
            "real", "path", "pub", "g", "type", "outer", "loop", "break",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(scan.idents, want);
        assert_eq!(scan.idents, token_idents(text));
        let at = text.find("crate::real").unwrap() + "crate::".len();
        assert_eq!(scan.crate_path_ends, vec![at]);
        let at = text.find("pub(crate)").unwrap() + "pub(".len();
        assert_eq!(scan.crate_visibilities, vec![at..at + "crate".len()]);
    }

    #[test]
    fn crate_visibilities_are_the_crate_of_pub_crate_only() {
        let text = "pub(crate) fn a() {} pub ( crate ) struct B; pub(in crate::m) fn c() {} fn d(x: crate::E) {} use crate as f; my_pub(crate) ; $pub(crate)";
        let first = text.find("pub(crate)").unwrap() + "pub(".len();
        let second = text.find("( crate )").unwrap() + "( ".len();
        assert_eq!(scan(text, 0..text.len()).crate_visibilities, vec![first..first + 5, second..second + 5]);
    }

    #[test]
    fn paths_tell_items_from_members_fields_and_macros() {
        let text = "fn f<S>(x: S) { use crate::a::{b, c::d}; let v = Dsu::new(3); v.merge(1).len; for i in 0..MAX {} \
                    <T>::zero(); m!(x.size); vec![n; k]; ::std::mem::swap(); $crate::io::Scanner; }";
        let paths = scan(text, 0..text.len()).paths;
        let find = |segs: &[&str]| {
            paths
                .iter()
                .find(|p| p.segments.iter().map(|s| s.as_str()).eq(segs.iter().copied()))
                .unwrap_or_else(|| panic!("no path {:?} in {:#?}", segs, paths))
        };
        assert!(!find(&["crate", "a", "b"]).member);
        assert!(!find(&["crate", "a", "c", "d"]).member);
        assert_eq!(find(&["Dsu", "new"]).member_names(), ["new"]);
        assert!(find(&["merge"]).member && !find(&["merge"]).field);
        assert!(find(&["len"]).field && find(&["len"]).member_names().is_empty());
        assert!(!find(&["MAX"]).member, "`0..MAX` is a range, not a member");
        assert!(find(&["zero"]).member);
        assert!(find(&["m"]).macro_call && find(&["size"]).in_macro && find(&["size"]).member_names() == ["size"]);
        assert!(find(&["vec"]).macro_call && !find(&["k"]).in_macro, "std expression macros hold plain expressions");
        assert_eq!(find(&["::", "std", "mem", "swap"]).member_names(), ["std", "mem", "swap"]);
        assert!(!find(&["crate", "io", "Scanner"]).member);
        assert!(find(&["x"]).member_names().is_empty(), "a bare name calls no method");
    }

    #[test]
    fn a_keyword_before_colons_starts_an_absolute_path() {
        let text = "impl ::lib::__private::Error for E { fn f(e: &dyn ::lib::__private::Error, x: impl ::lib::Tr) -> r#dyn::X { x as ::lib::T } }";
        let paths = scan(text, 0..text.len()).paths;
        let has = |segs: &[&str]| paths.iter().any(|p| p.segments == segs);
        assert!(has(&["::", "lib", "__private", "Error"]), "{:#?}", paths);
        assert!(has(&["::", "lib", "Tr"]) && has(&["::", "lib", "T"]), "{:#?}", paths);
        assert!(!paths.iter().any(|p| matches!(p.segments[0].as_str(), "impl" | "as") && p.segments.len() > 1), "{:#?}", paths);
        assert!(has(&["dyn", "X"]), "a raw `r#dyn` is a name: {:#?}", paths);
    }

    #[test]
    fn format_strings_in_macro_input_name_what_they_capture() {
        let text = r#"fn f() { let s = format!("{DIR}/{name:>width$.prec$} {{not}} {0} \u{e9} {:?}", 1); let t = "{plain}"; m!("{inner}"); }"#;
        let paths = scan(text, 0..text.len()).paths;
        let has = |n: &str| paths.iter().any(|p| p.segments == [n]);
        for n in ["DIR", "name", "width", "prec", "inner"] {
            assert!(has(n), "{} in {:#?}", n, paths);
        }
        for n in ["not", "e9", "plain", "0"] {
            assert!(!has(n), "{} is no capture", n);
        }
        assert!(!paths.iter().find(|p| p.segments == ["DIR"]).unwrap().in_macro, "std's format! holds Rust code");
        assert!(paths.iter().find(|p| p.segments == ["inner"]).unwrap().in_macro);
    }

    #[test]
    fn method_calls_say_whether_their_receiver_is_self() {
        let text = "fn f(&self) { self.step(); self.inner.peek(); other.take(); <T>::limit(); self.0.get(); assert!(self.set(1)); m!(self.grow()); }";
        let paths = scan(text, 0..text.len()).paths;
        let find = |name: &str| paths.iter().find(|p| p.segments == [name]).unwrap_or_else(|| panic!("no {} in {:#?}", name, paths));
        assert!(find("step").dot && find("step").on_self && !find("step").field);
        assert!(find("inner").on_self && find("inner").field, "a field of self");
        assert!(find("peek").dot && !find("peek").on_self, "the receiver is `self.inner`");
        assert!(find("take").dot && !find("take").on_self);
        assert!(!find("limit").dot && find("limit").member, "`>::` is a path, not a method call");
        assert!(find("get").dot && !find("get").on_self, "the receiver is `self.0`");
        assert!(find("set").on_self, "std's expression macros hold plain expressions");
        assert!(find("grow").in_macro && !find("grow").on_self, "another macro may move the tokens anywhere");
    }

    #[test]
    fn method_calls_count_their_arguments_where_commas_can_tell() {
        let text = "fn f() { a.zero(); a.one(k); a.two(x, (y, z)); a.trailing(1, 2,); a.nested(b.inner(1, 2), [3, 4]);
            a.text(\"a, b\", ','); a.closure(|p, q| p + q); a.less(u < v, w > t); a.cast(x as Map<u8, u8>); a.turbo::<u8>(1); a.field; m!(a.in_macro(1)); }";
        let paths = scan(text, 0..text.len()).paths;
        let args = |name: &str| paths.iter().find(|p| p.segments.last().map(String::as_str) == Some(name)).unwrap().args;
        assert_eq!(args("zero"), Some(0));
        assert_eq!(args("one"), Some(1));
        assert_eq!(args("two"), Some(2));
        assert_eq!(args("trailing"), Some(2));
        assert_eq!(args("nested"), Some(2));
        assert_eq!(args("inner"), Some(2));
        assert_eq!(args("text"), Some(2), "commas in literals do not count");
        assert_eq!(args("closure"), None, "a closure's parameters are separated by commas too");
        assert_eq!(args("less"), None, "`<` may open generic arguments");
        assert_eq!(args("cast"), None);
        assert_eq!(args("turbo"), None);
        assert_eq!(args("field"), None);
        assert_eq!(args("in_macro"), None);
    }

    #[test]
    fn crate_paths_are_found_everywhere_and_rewrite_cleanly() {
        use crate::base::edit::{apply, Edit};
        let src = "pub(crate) fn f() { crate::a::b(); m!(crate::c); }\nmacro_rules! m { ($e:expr) => { $crate::d($e) } }\n";
        let edits = scan(src, 0..src.len()).crate_path_ends.into_iter().map(|at| Edit::insert(at, "solver_core::")).collect();
        assert_eq!(
            apply(src, 0..src.len(), edits),
            "pub(crate) fn f() { crate::solver_core::a::b(); m!(crate::solver_core::c); }\nmacro_rules! m { ($e:expr) => { $crate::solver_core::d($e) } }\n"
        );
    }

    #[test]
    fn agrees_with_the_token_walk_on_every_library_file() {
        let root = crate::base::workspace::find_root(std::path::Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap();
        let mut files = 0;
        for dir in ["solver-core/src", "bundler/src", "bundler/tests/workspaces/features/solver-core/src", "testkit/src"] {
            for entry in std::fs::read_dir(root.join(dir)).unwrap() {
                let path = entry.unwrap().path();
                if path.extension().map_or(true, |e| e != "rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                assert_eq!(scan(&text, 0..text.len()).idents, token_idents(&text), "{}", path.display());
                files += 1;
            }
        }
        assert!(files > 20);
    }
}
#[cfg(test)]
mod metavar_tests {
    #[test]
    fn a_path_ending_in_a_metavariable_is_a_glob_of_its_prefix() {
        let t = "macro_rules! m { ($name:ident) => { if a { sse2::$name as F } else { b::c } } }";
        let s = super::scan(t, 0..t.len());
        let sse2 = s.paths.iter().find(|p| p.segments == ["sse2"]).expect("sse2 is a path");
        assert!(sse2.glob && sse2.in_macro, "{:?}", sse2);
        assert!(s.paths.iter().any(|p| p.segments == ["b", "c"] && !p.glob));
    }
}
#[cfg(test)]
mod definition_tests {
    #[test]
    fn the_name_an_item_defines_is_no_path_but_in_a_macro_input() {
        let t = "impl LazyStatic for X { fn initialize(lazy: &Self) { helper(); } type Target = u8; }\n\
                 macro_rules! m { () => { struct Made; fn made() {} } }\n\
                 fn g() { other!(fn given() {}); let p: *const Raw = q; }";
        let s = super::scan(t, 0..t.len());
        let has = |name: &str| s.paths.iter().any(|p| p.segments == [name]);
        for defined in ["initialize", "Target", "Made", "made"] {
            assert!(!has(defined), "{} is defined, not named: {:?}", defined, s.paths);
            assert!(s.idents.contains(defined));
        }
        for named in ["helper", "LazyStatic", "X", "given", "Raw", "q"] {
            assert!(has(named), "{} is named: {:?}", named, s.paths);
        }
    }
}
