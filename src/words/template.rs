//! The placeholders of the word tables: `{name}` puts an argument in, `{n:+}` puts it in with a
//! format of [`SPECS`], `{{` and `}}` stand for the braces themselves.
//!
//! The tables are data (`words/*.toml`), so a translator's sentence is a string rather than a
//! Rust `format!`. `build.rs` includes this file to check every template when the app is built
//! (an unknown name or format fails the build, pointing at the entry), and the app fills the
//! templates at run time with [`fill`]: one mechanism for both, so what the build accepts is
//! exactly what the app can fill.

use std::fmt::{Display, Write};

/// The formats a placeholder may ask for after its colon: none, a sign on positive numbers,
/// two digits with a leading zero, and zero to two decimals.
pub const SPECS: &[&str] = &["", "+", "02", ".0", ".1", ".2"];

/// One piece of a template: text to copy, a brace written doubled, or an argument's name
/// and format.
#[derive(Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    Text(&'a str),
    Brace(char),
    Arg { name: &'a str, spec: &'a str },
}

/// What is wrong with a template. Typed, so the app's copy of this file carries no messages.
#[derive(Debug, PartialEq, Eq)]
pub enum Bad {
    /// A `}` that closes nothing (a literal one is written `}}`).
    LoneClose,
    /// A `{` with no `}` after it.
    Unclosed,
    /// A format after the colon that is not one of [`SPECS`].
    Format,
}

/// The pieces of `template` in order, or the first thing wrong with it.
pub fn pieces(template: &str) -> Pieces<'_> {
    Pieces { rest: template }
}

/// The iterator of [`pieces`].
pub struct Pieces<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Pieces<'a> {
    type Item = Result<Piece<'a>, Bad>;

    fn next(&mut self) -> Option<Self::Item> {
        let rest = self.rest;
        if rest.is_empty() {
            return None;
        }
        let Some(i) = rest.find(['{', '}']) else {
            self.rest = "";
            return Some(Ok(Piece::Text(rest)));
        };
        if i > 0 {
            self.rest = &rest[i..];
            return Some(Ok(Piece::Text(&rest[..i])));
        }
        let brace = rest.as_bytes()[0];
        let after = &rest[1..];
        if after.as_bytes().first() == Some(&brace) {
            self.rest = &after[1..];
            return Some(Ok(Piece::Brace(char::from(brace))));
        }
        // An error ends the pieces.
        self.rest = "";
        if brace == b'}' {
            return Some(Err(Bad::LoneClose));
        }
        let Some(end) = after.find('}') else {
            return Some(Err(Bad::Unclosed));
        };
        let inside = &after[..end];
        let (name, spec) = inside.split_once(':').unwrap_or((inside, ""));
        if !SPECS.contains(&spec) {
            return Some(Err(Bad::Format));
        }
        self.rest = &after[end + 1..];
        Some(Ok(Piece::Arg { name, spec }))
    }
}

/// `template` with its placeholders filled from `args` (name, value). A template the build
/// checked never names an argument it lacks; were it to, the placeholder is left out rather
/// than shown raw.
#[allow(dead_code)] // build.rs includes this file only to check templates
pub fn fill(template: &str, args: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    for piece in pieces(template) {
        // The build refuses a bad template; were one to slip through, the rest is dropped.
        let Ok(piece) = piece else {
            break;
        };
        match piece {
            Piece::Text(text) => out.push_str(text),
            Piece::Brace(brace) => out.push(brace),
            Piece::Arg { name, spec } => {
                let Some((_, value)) = args.iter().find(|(n, _)| *n == name) else {
                    continue;
                };
                // Writing to a String cannot fail.
                let _ = match spec {
                    "+" => write!(out, "{value:+}"),
                    "02" => write!(out, "{value:02}"),
                    ".0" => write!(out, "{value:.0}"),
                    ".1" => write!(out, "{value:.1}"),
                    ".2" => write!(out, "{value:.2}"),
                    _ => write!(out, "{value}"),
                };
            }
        }
    }
    out
}
