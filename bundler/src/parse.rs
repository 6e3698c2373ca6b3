//! Loading and parsing sources with syn, and turning spans into byte offsets so that later
//! passes can edit the original text (comments and formatting survive).

use crate::error::{Error, Result};
use proc_macro2::LineColumn;
use std::path::Path;

/// One source file: its text and its syntax tree.
pub struct SourceFile {
    /// Path relative to the workspace root, with `/` separators (never absolute: it can end
    /// up in messages and the bundle's header).
    pub rel_path: String,
    pub text: String,
    pub ast: syn::File,
    line_starts: Vec<usize>,
}

impl SourceFile {
    /// Reads and parses `root/rel_path`.
    pub fn load(root: &Path, rel_path: &str) -> Result<SourceFile> {
        let bytes = std::fs::read(root.join(rel_path)).map_err(|e| {
            Error::new(format!("cannot read the file: {}", e))
                .at(rel_path)
                .help("check that the file exists and is readable")
        })?;
        let text = String::from_utf8(bytes).map_err(|e| {
            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            let col = valid.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
            Error::new("the file is not valid UTF-8")
                .at(format!("{}:{}:{}", rel_path, line, col))
                .help("save the file as UTF-8; Rust sources must be UTF-8")
        })?;
        SourceFile::parse(rel_path, text)
    }

    /// Parses `text` as the file `rel_path`.
    pub fn parse(rel_path: &str, text: String) -> Result<SourceFile> {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        let ast = match syn::parse_file(&text) {
            Ok(ast) => ast,
            Err(e) => {
                let start = e.span().start();
                let line_text = text.lines().nth(start.line.saturating_sub(1)).unwrap_or("");
                return Err(Error::new(format!("syntax error: {}", e))
                    .at(format!("{}:{}:{}", rel_path, start.line, start.column + 1))
                    .snippet(line_text.to_string())
                    .help("fix the syntax; `cargo check` shows the same error with more detail"));
            }
        };
        Ok(SourceFile { rel_path: rel_path.to_string(), text, ast, line_starts })
    }

    /// The byte offset of a proc-macro2 position (1-based line, 0-based column in chars).
    pub fn offset(&self, at: LineColumn) -> usize {
        let line_start = self.line_starts[at.line - 1];
        let rest = &self.text[line_start..];
        match rest.char_indices().nth(at.column) {
            Some((i, _)) => line_start + i,
            None => self.text.len(),
        }
    }

    /// The byte range of a span.
    pub fn range(&self, span: proc_macro2::Span) -> std::ops::Range<usize> {
        self.offset(span.start())..self.offset(span.end())
    }

    /// `file:line:col` for a byte offset.
    pub fn location(&self, offset: usize) -> String {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let col = self.text[self.line_starts[line]..offset].chars().count() + 1;
        format!("{}:{}:{}", self.rel_path, line + 1, col)
    }

    /// The whole line containing a byte offset.
    pub fn line_at(&self, offset: usize) -> &str {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        self.text[self.line_starts[line]..].lines().next().unwrap_or("")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use syn::spanned::Spanned;

    #[test]
    fn spans_map_to_byte_offsets_with_multibyte_text() {
        let text = "// é中\nfn π() { let s = \"ü\"; }\nstruct S;\n".to_string();
        let file = SourceFile::parse("x.rs", text.clone()).unwrap();
        let item = &file.ast.items[1];
        let r = file.range(item.span());
        assert_eq!(&text[r], "struct S;");
        let f = file.range(file.ast.items[0].span());
        assert_eq!(&text[f.clone()], "fn π() { let s = \"ü\"; }");
        assert_eq!(file.location(f.start), "x.rs:2:1");
    }

    #[test]
    fn syntax_errors_name_the_place_and_line() {
        let err = SourceFile::parse("p.rs", "fn main() {\n    let x = ;\n}\n".into()).err().unwrap();
        assert_eq!(err.location, "p.rs:2:13");
        assert_eq!(err.snippet.as_deref(), Some("    let x = ;"));
    }
}
