//! What the steps that compile and run candidates depend on besides the bundle's text, as
//! the bundle cache records it ([`crate::base::inputs::derived`]) and asks it again.

use crate::base::inputs;

/// The compilers, as [`record`] names them for the bundle cache.
pub const COMPILERS_QUESTION: &str = "the compilers' identity";

/// The question [`record`] asks about `program`'s fixtures.
pub fn fixtures_question(program: &super::Program, project: bool) -> String {
    format!("the fixtures of {} {}", if project { "project program" } else { "workspace problem" }, program.id)
}

/// What the steps that compile and run candidates (`crate::fit::to_limit`) depend on besides the bundle's text, recorded for the bundle
/// cache: the compilers ([`super::compiler_identity_here`], which also keys their versions)
/// and the program's fixtures (their files' bytes and how they are compared). Everything else
/// their verdict reads is the bundle itself, the problem's source (recorded by bundling) and
/// the bundler binary (in the cache's key).
pub fn record(program: &super::Program) {
    inputs::derived(COMPILERS_QUESTION, &super::compiler_identity_here());
    inputs::derived(&fixtures_question(program, program.package.is_some()), &program.fixtures.digest());
}
