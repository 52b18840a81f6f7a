//! The joints each language puts between names, list items, labels and asides.
//!
//! The UI is behind a Cargo feature the test build leaves off; the punctuation table depends on
//! nothing, so it is compiled here on its own and its unit tests run with `cargo test`.

#[path = "../src/ui/text/punctuation.rs"]
mod punctuation;
