//! The errors a player can meet outside a game's turn, in the player's words: a set-up the
//! rules refuse, a share code that cannot be read. A family's own errors (a Jamaica track
//! correction that breaks the track) are worded in its own text file. The rules and codecs
//! keep typed errors (their `Display` is the English for logs and tests); these functions word
//! every variant, one exhaustive `match` each, so a new variant does not compile until every
//! language says it.

use super::{refusal_message, Texts};
use crate::rules::players::MAX_NAME_CHARS;
use crate::rules::{OptionError, SetupError};
use crate::session::RebuildError;
use crate::share::link::LinkError;
use crate::share::{ShareError, FORMAT_VERSION};

// The table (its struct and one constant per language) is built from `words/errors.toml`;
// the English sentences built in code are the functions of this file.
include!(concat!(env!("OUT_DIR"), "/words_errors.rs"));

/// A set-up the rules refuse, in the player's language.
pub fn setup_error(t: &Texts, error: &SetupError) -> String {
    let e = t.errors;
    match error {
        SetupError::PlayerCount { min, max, found } if min == max => {
            e.player_count_exact(*min, *found)
        }
        SetupError::PlayerCount { min, max, found } => e.player_count(*min, *max, *found),
        SetupError::EmptyName { seat } => e.empty_name(seat + 1),
        SetupError::NameTooLong { seat } => e.name_too_long(seat + 1, MAX_NAME_CHARS),
        SetupError::SharedColour { colour } => e.shared_colour(t.colour_name(*colour)),
        SetupError::Option(option) => match option {
            OptionError::VpTarget { low, high } => e.vp_target(*low, *high),
            OptionError::VillageNumber => e.village_number.to_string(),
            OptionError::PirateLoop { low, high } => e.pirate_loop(*low, *high),
            OptionError::GhostNeeded => e.ghost_needed.to_string(),
            OptionError::FirstCaptain => e.first_captain.to_string(),
            OptionError::TargetScore { max } => e.target_score(*max),
        },
    }
}

/// A share code that cannot be read, in the player's language.
pub fn share_error(t: &Texts, error: &ShareError) -> String {
    let e = t.errors;
    match error {
        ShareError::Empty => e.code_empty.to_string(),
        ShareError::NotACode => e.code_not_a_code.to_string(),
        ShareError::TooLarge => e.code_too_large.to_string(),
        ShareError::Damaged => e.code_damaged.to_string(),
        ShareError::NewerVersion { found } => e.code_newer(*found, FORMAT_VERSION),
        ShareError::Malformed(_) => e.code_malformed.to_string(),
        ShareError::Rejected(why) => {
            let why = match why {
                RebuildError::Setup(setup) => setup_error(t, setup),
                RebuildError::Replay(replay) => {
                    e.code_bad_move(replay.index + 1, &refusal_message(t, &replay.refusal))
                }
                RebuildError::Cursor { .. } => e.code_bad_cursor.to_string(),
            };
            e.code_rejected(&why)
        }
        ShareError::OtherSequence => e.code_other_sequence.to_string(),
        ShareError::Link(why) => link_error(t, why),
    }
}

/// A link that opened the app without a code we can read. The player meets the same
/// sentences as for a pasted text: to them a link and its code are one thing.
fn link_error(t: &Texts, error: &LinkError) -> String {
    let e = t.errors;
    match error {
        LinkError::Empty => e.code_empty,
        LinkError::TooLong => e.code_too_large,
        LinkError::UnknownScheme | LinkError::UnknownTarget | LinkError::NoCode => {
            e.code_not_a_code
        }
        // A broken escape is a character lost or changed on the way.
        LinkError::BadEscape => e.code_damaged,
    }
    .to_string()
}
