//! The text steps a contestant asks for (`--remove-docs`, `--remove-comments`, `--minify`),
//! applied to a bundle's code.

use crate::write::{minify, strip};

/// Which text steps to apply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    pub remove_docs: bool,
    pub remove_comments: bool,
    pub minify: bool,
}

impl Style {
    /// Some step is asked for.
    pub fn any(self) -> bool {
        self.remove_docs || self.remove_comments || self.minify
    }
}

/// `code` in `style`: docs dropped, comments dropped, minified.
pub fn styled(mut code: String, style: Style) -> String {
    if style.remove_docs {
        code = strip::remove_docs(&code);
    }
    if style.remove_comments {
        code = strip::remove_comments(&code);
    }
    if style.minify {
        code = minify::minify(&code);
    }
    code
}

