//! The words of the QR code scanner: what it asks for, and what it says when the camera cannot
//! be used (see [`super::Texts`] and `ui/components/scanner.rs`).

// The table (its struct and one constant per language) is built from `words/scanner.toml`.
include!(concat!(env!("OUT_DIR"), "/words_scanner.rs"));
