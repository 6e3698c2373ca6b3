#![cfg(feature = "never")]
// Off: nothing of it is read, not even this module's file that does not exist.
mod missing;
