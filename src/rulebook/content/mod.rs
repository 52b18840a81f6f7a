//! The rule reference's content: `*.toml` beside this file, one per game family, every entry
//! with its three languages side by side (the words are ours, never the seed sheets'
//! sentences). `build.rs` turns them into the entries below (ids, links, titles) and one file
//! of every body, which [`super::bodies`] reads.

use super::{Entry, Text};
use crate::session::GameKind;

include!(concat!(env!("OUT_DIR"), "/rule_entries.rs"));
