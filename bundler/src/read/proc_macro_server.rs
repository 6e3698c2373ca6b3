//! A client for the toolchain's proc-macro server, `rust-analyzer-proc-macro-srv` (shipped in
//! `$(rustc --print sysroot)/libexec`), which loads a proc-macro crate's dylib and runs its
//! macros on token trees. The [`crate::read::proc_macro`] pass uses it to expand the macros a
//! problem uses.
//!
//! The protocol is rust-analyzer's "legacy JSON" one, as in rust-analyzer's
//! `crates/proc-macro-api/src/legacy_protocol` and `crates/proc-macro-srv-cli/src/main_loop.rs`
//! (state of 2026-02, which rustc 1.95 ships): one JSON object per line on the server's stdin
//! and stdout, requests `{"ApiVersionCheck":{}}`, `{"ListMacros":{"dylib_path":..}}` and
//! `{"ExpandMacro":{..}}`. The server refuses to start unless `RUST_ANALYZER_INTERNALS_DO_NOT_USE`
//! is set. In the default span mode ("Id") a span is an opaque `u32` that the server hands back
//! on every token it passes through, so output tokens that came from the input keep their id
//! and the printer can put them back on their lines.
//!
//! Token trees travel as a "flat tree": arrays of `u32`s per token kind plus a string table.
//! The server encodes and decodes it with its own `CURRENT_API_VERSION` whatever the client
//! says, so the layout must be the one of the server's version: this client speaks versions 5
//! (`EXTENDED_LEAF_DATA`) and 6 (`HASHED_AST_ID`, which changed only rust-analyzer's own span
//! mode), and refuses others with the reason. Layout at those versions:
//! - `subtree`: 5 per group: open span, close span, delimiter (0 none, 1 `()`, 2 `{}`, 3 `[]`),
//!   first and one-past-last index into `token_tree`. Group 0 is the root (delimiter none).
//! - `literal`: 4 per literal: span, index of its symbol in `text` (the text between the quotes
//!   and without the suffix), kind as a little-endian u16 (low byte: 0 error, 1 byte, 2 char,
//!   3 integer, 4 float, 5 str, 6 raw str, 7 byte str, 8 raw byte str, 9 C str, 10 raw C str;
//!   high byte: the raw string's `#` count), suffix's index in `text` or `!0`.
//! - `punct`: 3 per punct: span, the char, 1 when joint with the next token else 0.
//! - `ident`: 3 per ident: span, index in `text`, 1 when raw (`r#`) else 0.
//! - `token_tree`: every group's children concatenated, each `index << 2 | tag` with tag 0
//!   group, 1 literal, 2 punct, 3 ident. Groups are numbered breadth-first.

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The environment variable that names another server binary (tests point it at a missing one).
pub const SERVER_ENV: &str = "BUNDLER_PROC_MACRO_SRV";
/// The server's file name inside the sysroot.
pub const SERVER_IN_SYSROOT: &str = "libexec/rust-analyzer-proc-macro-srv";
/// The flat-tree versions whose layout this client writes and reads.
pub const SUPPORTED_VERSIONS: std::ops::RangeInclusive<u32> = 5..=6;

/// A token's span: an index the caller chose, handed back by the server on tokens it kept.
pub type SpanId = u32;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    None,
    Parenthesis,
    Brace,
    Bracket,
}

/// A literal as the protocol carries it: the symbol between its quotes, its kind and suffix.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    pub symbol: String,
    /// The protocol's kind number (see the module doc).
    pub kind: u8,
    /// The raw string's `#` count.
    pub hashes: u8,
    pub suffix: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    Group { delimiter: Delimiter, open: SpanId, close: SpanId, tokens: Vec<Token> },
    Ident { text: String, raw: bool, span: SpanId },
    Punct { ch: char, joint: bool, span: SpanId },
    Literal { literal: Literal, span: SpanId },
}

impl Literal {
    /// Splits a literal's source text (`"a\n"`, `r#"x"#`, `b'c'`, `10u32`, `1e3`) into the
    /// protocol's parts.
    pub fn from_source(text: &str) -> Literal {
        let suffix_of = |rest: &str| rest.to_string();
        let (prefix_kind, body) = if let Some(rest) = text.strip_prefix("br") {
            (8, rest)
        } else if let Some(rest) = text.strip_prefix("cr") {
            (10, rest)
        } else if let Some(rest) = text.strip_prefix('r').filter(|r| r.starts_with('"') || r.starts_with('#')) {
            (6, rest)
        } else if let Some(rest) = text.strip_prefix("b\"") {
            return quoted(7, &format!("\"{}", rest), '"');
        } else if let Some(rest) = text.strip_prefix("b'") {
            return quoted(1, &format!("'{}", rest), '\'');
        } else if let Some(rest) = text.strip_prefix("c\"") {
            return quoted(9, &format!("\"{}", rest), '"');
        } else if text.starts_with('"') {
            return quoted(5, text, '"');
        } else if text.starts_with('\'') {
            return quoted(2, text, '\'');
        } else {
            return number(text);
        };
        // Raw strings: `#`s, a quote, the symbol, a quote, the same `#`s, a suffix.
        let hashes = body.chars().take_while(|&c| c == '#').count();
        let inner_start = hashes + 1;
        let close = format!("\"{}", "#".repeat(hashes));
        let end = body.rfind(&close).unwrap_or(body.len());
        let symbol = body.get(inner_start..end).unwrap_or("").to_string();
        Literal { symbol, kind: prefix_kind, hashes: hashes as u8, suffix: suffix_of(body.get(end + close.len()..).unwrap_or("")) }
    }

    /// The literal's source text.
    pub fn to_source(&self) -> String {
        let hashes = "#".repeat(self.hashes as usize);
        let core = match self.kind {
            1 => format!("b'{}'", self.symbol),
            2 => format!("'{}'", self.symbol),
            5 => format!("\"{}\"", self.symbol),
            6 => format!("r{h}\"{}\"{h}", self.symbol, h = hashes),
            7 => format!("b\"{}\"", self.symbol),
            8 => format!("br{h}\"{}\"{h}", self.symbol, h = hashes),
            9 => format!("c\"{}\"", self.symbol),
            10 => format!("cr{h}\"{}\"{h}", self.symbol, h = hashes),
            _ => self.symbol.clone(),
        };
        format!("{}{}", core, self.suffix)
    }
}

/// A quoted literal (`"..."`, `'.'`, already without a `b`/`c` prefix): the symbol is the text
/// between the first quote and the last one, the suffix what follows.
fn quoted(kind: u8, text: &str, quote: char) -> Literal {
    let end = text.rfind(quote).unwrap_or(text.len());
    let symbol = text.get(1..end).unwrap_or("").to_string();
    Literal { symbol, kind, hashes: 0, suffix: text.get(end + 1..).unwrap_or("").to_string() }
}

/// A number: integer or float, with its suffix (`u32`, `f64`, `usize`). A hexadecimal, octal
/// or binary integer's digits include letters, so its suffix starts only at `i` or `u`.
fn number(text: &str) -> Literal {
    let radix_prefixed = text.starts_with("0x") || text.starts_with("0o") || text.starts_with("0b");
    let suffix_at = if radix_prefixed {
        text[2..].find(|c: char| c == 'i' || c == 'u').map(|i| i + 2)
    } else {
        text.char_indices().find(|&(i, c)| {
            // An exponent's `e`/`E` is part of the number when digits (or a sign) follow it.
            let exponent = (c == 'e' || c == 'E') && text[i + 1..].starts_with(|d: char| d.is_ascii_digit() || d == '+' || d == '-');
            c.is_ascii_alphabetic() && !exponent
        }).map(|(i, _)| i)
    };
    let (digits, suffix) = text.split_at(suffix_at.unwrap_or(text.len()));
    let float = !radix_prefixed && (digits.contains('.') || digits.contains(['e', 'E']) || suffix.starts_with('f'));
    Literal { symbol: digits.to_string(), kind: if float { 4 } else { 3 }, hashes: 0, suffix: suffix.to_string() }
}

/// The flat-tree encoding of `tokens` under an invisible root group whose spans are `root`.
pub fn encode(tokens: &[Token], root: SpanId) -> Value {
    let mut subtree: Vec<u32> = Vec::new();
    let mut literal: Vec<u32> = Vec::new();
    let mut punct: Vec<u32> = Vec::new();
    let mut ident: Vec<u32> = Vec::new();
    let mut token_tree: Vec<u32> = Vec::new();
    let mut text: Vec<String> = Vec::new();
    let mut interned: std::collections::HashMap<String, u32> = std::collections::HashMap::new();
    let mut intern = |s: &str, text: &mut Vec<String>| -> u32 {
        *interned.entry(s.to_string()).or_insert_with(|| {
            text.push(s.to_string());
            (text.len() - 1) as u32
        })
    };
    // Breadth-first, as the server numbers groups: (group index, its children).
    let mut queue: std::collections::VecDeque<(usize, &[Token])> = std::collections::VecDeque::new();
    subtree.extend([root, root, 0, 0, 0]);
    queue.push_back((0, tokens));
    while let Some((group, children)) = queue.pop_front() {
        let first = token_tree.len() as u32;
        subtree[group * 5 + 3] = first;
        subtree[group * 5 + 4] = first + children.len() as u32;
        for child in children {
            let tagged = match child {
                Token::Group { delimiter, open, close, tokens } => {
                    let index = subtree.len() / 5;
                    let kind = match delimiter {
                        Delimiter::None => 0,
                        Delimiter::Parenthesis => 1,
                        Delimiter::Brace => 2,
                        Delimiter::Bracket => 3,
                    };
                    subtree.extend([*open, *close, kind, 0, 0]);
                    queue.push_back((index, tokens));
                    (index as u32) << 2
                }
                Token::Literal { literal: lit, span } => {
                    let index = (literal.len() / 4) as u32;
                    let symbol = intern(&lit.symbol, &mut text);
                    let suffix = if lit.suffix.is_empty() { !0 } else { intern(&lit.suffix, &mut text) };
                    literal.extend([*span, symbol, u32::from(lit.kind) | (u32::from(lit.hashes) << 8), suffix]);
                    index << 2 | 1
                }
                Token::Punct { ch, joint, span } => {
                    let index = (punct.len() / 3) as u32;
                    punct.extend([*span, *ch as u32, u32::from(*joint)]);
                    index << 2 | 2
                }
                Token::Ident { text: name, raw, span } => {
                    let index = (ident.len() / 3) as u32;
                    let name = intern(name, &mut text);
                    ident.extend([*span, name, u32::from(*raw)]);
                    index << 2 | 3
                }
            };
            token_tree.push(tagged);
        }
    }
    json!({ "subtree": subtree, "literal": literal, "punct": punct, "ident": ident, "token_tree": token_tree, "text": text })
}

/// The tokens of a flat tree (the root group's children; a root with a delimiter is itself
/// one group token).
pub fn decode(tree: &Value) -> Result<Vec<Token>, String> {
    let numbers = |field: &str| -> Result<Vec<u32>, String> {
        tree.get(field)
            .and_then(Value::as_array)
            .ok_or_else(|| format!("the server's token tree has no `{}` array", field))?
            .iter()
            .map(|v| v.as_u64().map(|n| n as u32).ok_or_else(|| format!("the server's token tree has a non-number in `{}`", field)))
            .collect()
    };
    let (subtree, literal, punct, ident, token_tree) = (numbers("subtree")?, numbers("literal")?, numbers("punct")?, numbers("ident")?, numbers("token_tree")?);
    let text: Vec<String> = tree
        .get("text")
        .and_then(Value::as_array)
        .ok_or("the server's token tree has no `text` array")?
        .iter()
        .map(|v| v.as_str().unwrap_or("").to_string())
        .collect();
    if subtree.is_empty() || subtree.len() % 5 != 0 || literal.len() % 4 != 0 || punct.len() % 3 != 0 || ident.len() % 3 != 0 {
        return Err("the server's token tree has arrays of the wrong lengths (another protocol version?)".into());
    }
    let string = |i: u32| text.get(i as usize).cloned().ok_or_else(|| format!("the server's token tree names string {} of {}", i, text.len()));
    let groups = subtree.len() / 5;
    // Children have higher numbers than their parent (breadth-first), so build from the last.
    let mut built: Vec<Option<Vec<Token>>> = vec![None; groups];
    for g in (0..groups).rev() {
        let (lo, hi) = (subtree[g * 5 + 3] as usize, subtree[g * 5 + 4] as usize);
        let children = token_tree.get(lo..hi).ok_or("the server's token tree has a group out of range")?;
        let mut tokens = Vec::with_capacity(children.len());
        for &tagged in children {
            let i = (tagged >> 2) as usize;
            tokens.push(match tagged & 3 {
                0 => {
                    let stream = built.get_mut(i).and_then(Option::take).ok_or("the server's token tree nests a group twice")?;
                    let delimiter = match subtree[i * 5 + 2] {
                        1 => Delimiter::Parenthesis,
                        2 => Delimiter::Brace,
                        3 => Delimiter::Bracket,
                        _ => Delimiter::None,
                    };
                    Token::Group { delimiter, open: subtree[i * 5], close: subtree[i * 5 + 1], tokens: stream }
                }
                1 => {
                    let l = literal.get(i * 4..i * 4 + 4).ok_or("the server's token tree names a missing literal")?;
                    let suffix = if l[3] == !0 { String::new() } else { string(l[3])? };
                    Token::Literal { literal: Literal { symbol: string(l[1])?, kind: (l[2] & 0xff) as u8, hashes: (l[2] >> 8) as u8, suffix }, span: l[0] }
                }
                2 => {
                    let p = punct.get(i * 3..i * 3 + 3).ok_or("the server's token tree names a missing punct")?;
                    Token::Punct { ch: char::from_u32(p[1]).unwrap_or('?'), joint: p[2] == 1, span: p[0] }
                }
                _ => {
                    let d = ident.get(i * 3..i * 3 + 3).ok_or("the server's token tree names a missing ident")?;
                    Token::Ident { text: string(d[1])?, raw: d[2] == 1, span: d[0] }
                }
            });
        }
        built[g] = Some(tokens);
    }
    let root = built[0].take().unwrap_or_default();
    Ok(match subtree[2] {
        0 => root,
        kind => vec![Token::Group {
            delimiter: match kind {
                1 => Delimiter::Parenthesis,
                2 => Delimiter::Brace,
                _ => Delimiter::Bracket,
            },
            open: subtree[0],
            close: subtree[1],
            tokens: root,
        }],
    })
}

/// What kind of macro a proc-macro crate exports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum MacroKind {
    /// `#[derive(Name)]`.
    Derive,
    /// `#[name]` / `#[name(args)]`.
    Attribute,
    /// `name!(..)`.
    FunctionLike,
}

/// The spans the server gives `Span::def_site()`, `call_site()` and `mixed_site()`.
#[derive(Clone, Copy, Debug)]
pub struct Sites {
    pub def_site: SpanId,
    pub call_site: SpanId,
    pub mixed_site: SpanId,
}

/// A running server.
pub struct Server {
    path: PathBuf,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Server {
    /// The server to use: `$BUNDLER_PROC_MACRO_SRV`, else the one in the sysroot of the rustc
    /// cargo compiles with (`$RUSTC`, else `rustc`), whose proc-macro ABI the dylibs share.
    pub fn locate() -> Result<PathBuf, String> {
        if let Some(path) = crate::base::inputs::var_os(SERVER_ENV) {
            return Ok(PathBuf::from(path));
        }
        let rustc = crate::base::inputs::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
        let out = Command::new(&rustc)
            .args(["--print", "sysroot"])
            .stdin(Stdio::null())
            .output()
            .map_err(|e| format!("cannot run `{} --print sysroot` to find the proc-macro server: {}", rustc.to_string_lossy(), e))?;
        if !out.status.success() {
            return Err(format!("`{} --print sysroot` failed: {}", rustc.to_string_lossy(), String::from_utf8_lossy(&out.stderr).trim()));
        }
        Ok(Path::new(String::from_utf8_lossy(&out.stdout).trim()).join(SERVER_IN_SYSROOT))
    }

    /// Starts the server at `path` and checks that it speaks a protocol version this client
    /// knows. The error says why no server can be used.
    pub fn start(path: &Path) -> Result<Server, String> {
        // The server expands the macros: the bundle depends on it (too big to hash on every
        // run; an update replaces the file, which changes its facts).
        crate::base::inputs::file_facts(path);
        if !crate::base::inputs::is_file(path) {
            return Err(format!(
                "the proc-macro server {} does not exist (rustup installs it with `rustup component add rust-analyzer`; stable toolchains ship it in the sysroot's libexec)",
                path.display()
            ));
        }
        let mut child = Command::new(path)
            .env("RUST_ANALYZER_INTERNALS_DO_NOT_USE", "this is unstable")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start the proc-macro server {}: {}", path.display(), e))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = BufReader::new(child.stdout.take().expect("piped"));
        let mut server = Server { path: path.to_path_buf(), child, stdin, stdout };
        let answer = server.request(&json!({ "ApiVersionCheck": {} }))?;
        let version = answer.get("ApiVersionCheck").and_then(Value::as_u64).ok_or_else(|| format!("the proc-macro server {} answered the version check with {}", path.display(), answer))?;
        if !SUPPORTED_VERSIONS.contains(&(version as u32)) {
            return Err(format!(
                "the proc-macro server {} speaks protocol version {}, and the bundler knows versions {} to {}",
                path.display(),
                version,
                SUPPORTED_VERSIONS.start(),
                SUPPORTED_VERSIONS.end()
            ));
        }
        Ok(server)
    }

    fn request(&mut self, request: &Value) -> Result<Value, String> {
        let gone = |e: std::io::Error| format!("the proc-macro server {} stopped answering: {}", self.path.display(), e);
        let mut line = request.to_string();
        line.push('\n');
        self.stdin.write_all(line.as_bytes()).and_then(|_| self.stdin.flush()).map_err(gone)?;
        let mut answer = String::new();
        let n = self.stdout.read_line(&mut answer).map_err(|e| format!("the proc-macro server {} stopped answering: {}", self.path.display(), e))?;
        if n == 0 {
            return Err(format!("the proc-macro server {} exited (it crashed, or does not speak the JSON protocol)", self.path.display()));
        }
        serde_json::from_str(&answer).map_err(|e| format!("the proc-macro server {} answered something that is not JSON: {}", self.path.display(), e))
    }

    /// The macros of the proc-macro dylib at `dylib`.
    pub fn list_macros(&mut self, dylib: &Path) -> Result<Vec<(String, MacroKind)>, String> {
        let answer = self.request(&json!({ "ListMacros": { "dylib_path": dylib.to_string_lossy() } }))?;
        let result = answer.get("ListMacros").ok_or_else(|| format!("unexpected answer to ListMacros: {}", answer))?;
        if let Some(err) = result.get("Err") {
            return Err(format!("the proc-macro server cannot load {}: {}", dylib.display(), err.as_str().unwrap_or("")));
        }
        let list = result.get("Ok").and_then(Value::as_array).ok_or_else(|| format!("unexpected answer to ListMacros: {}", answer))?;
        Ok(list
            .iter()
            .filter_map(|pair| {
                let name = pair.get(0)?.as_str()?.to_string();
                let kind = match pair.get(1)?.as_str()? {
                    "CustomDerive" => MacroKind::Derive,
                    "Attr" => MacroKind::Attribute,
                    _ => MacroKind::FunctionLike,
                };
                Some((name, kind))
            })
            .collect())
    }

    /// Runs macro `name` of `dylib` on `body` (the item, the derive input, or the bang macro's
    /// arguments) with `attributes` (an attribute macro's arguments). `Err` carries the
    /// macro's panic message.
    #[allow(clippy::too_many_arguments)]
    pub fn expand(
        &mut self,
        dylib: &Path,
        name: &str,
        body: &[Token],
        attributes: Option<&[Token]>,
        sites: Sites,
        env: &[(String, String)],
        current_dir: &Path,
    ) -> Result<Vec<Token>, String> {
        let request = json!({ "ExpandMacro": {
            "lib": dylib.to_string_lossy(),
            "env": env,
            "current_dir": current_dir.to_string_lossy(),
            "macro_body": encode(body, sites.call_site),
            "macro_name": name,
            "attributes": attributes.map(|a| encode(a, sites.call_site)),
            "has_global_spans": { "def_site": sites.def_site, "call_site": sites.call_site, "mixed_site": sites.mixed_site },
        }});
        let answer = self.request(&request)?;
        let result = answer.get("ExpandMacro").ok_or_else(|| format!("unexpected answer to ExpandMacro: {}", answer))?;
        if let Some(err) = result.get("Err") {
            let message = err.as_str().map(str::to_string).or_else(|| err.get(0).and_then(Value::as_str).map(str::to_string)).unwrap_or_else(|| err.to_string());
            return Err(message);
        }
        decode(result.get("Ok").ok_or_else(|| format!("unexpected answer to ExpandMacro: {}", answer))?)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_split_and_join_back() {
        for (text, kind, symbol, suffix) in [
            ("\"a\\n\"", 5, "a\\n", ""),
            ("r#\"x\"y\"#", 6, "x\"y", ""),
            ("r\"p\"", 6, "p", ""),
            ("b'c'", 1, "c", ""),
            ("'\\''", 2, "\\'", ""),
            ("b\"by\"", 7, "by", ""),
            ("br##\"q\"##", 8, "q", ""),
            ("10u32", 3, "10", "u32"),
            ("0xffusize", 3, "0xff", "usize"),
            ("0b1010", 3, "0b1010", ""),
            ("1e3", 4, "1e3", ""),
            ("2.5E-3f64", 4, "2.5E-3", "f64"),
            ("1f32", 4, "1", "f32"),
            ("7", 3, "7", ""),
        ] {
            let lit = Literal::from_source(text);
            assert_eq!((lit.kind, lit.symbol.as_str(), lit.suffix.as_str()), (kind, symbol, suffix), "{}", text);
            assert_eq!(lit.to_source(), text);
        }
    }

    #[test]
    fn flat_trees_round_trip() {
        let lit = |s: &str| Token::Literal { literal: Literal::from_source(s), span: 4 };
        let tokens = vec![
            Token::Ident { text: "fn".into(), raw: false, span: 0 },
            Token::Ident { text: "type".into(), raw: true, span: 1 },
            Token::Group { delimiter: Delimiter::Parenthesis, open: 2, close: 3, tokens: vec![] },
            Token::Group {
                delimiter: Delimiter::Brace,
                open: 5,
                close: 6,
                tokens: vec![
                    lit("\"s\""),
                    Token::Punct { ch: ':', joint: true, span: 7 },
                    Token::Punct { ch: ':', joint: false, span: 8 },
                    Token::Group { delimiter: Delimiter::Bracket, open: 9, close: 10, tokens: vec![lit("3u8"), lit("\"s\"")] },
                ],
            },
            Token::Group { delimiter: Delimiter::None, open: 11, close: 12, tokens: vec![lit("'x'")] },
        ];
        let flat = encode(&tokens, 99);
        assert_eq!(decode(&flat).unwrap(), tokens);
        // One string per distinct text.
        assert_eq!(flat["text"].as_array().unwrap().len(), 6);
    }
}
