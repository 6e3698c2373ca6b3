//! A crate with a build script: what it computes exists only in cargo's build.

pub const VALUE: &str = env!("WITH_BUILD_VALUE");
