//! The errors a player can meet outside a game's turn, in the player's words: a set-up the
//! rules refuse, a share code that cannot be read, a Jamaica track correction that breaks the
//! track. The rules and codecs keep typed errors (their `Display` is the English for logs and
//! tests); these functions word every variant, one exhaustive `match` each, so a new variant
//! does not compile until every language says it.

use super::{refusal_message, Texts};
use crate::rules::jamaica::track::{TrackError, LAIRS, MAX_COST};
use crate::rules::players::MAX_NAME_CHARS;
use crate::rules::{OptionError, SetupError};
use crate::session::RebuildError;
use crate::share::{ShareError, FORMAT_VERSION};

pub struct ErrorTexts {
    // A set-up the rules refuse.
    pub player_count: fn(usize, usize, usize) -> String,
    pub player_count_exact: fn(usize, usize) -> String,
    pub empty_name: fn(usize) -> String,
    pub name_too_long: fn(usize, usize) -> String,
    pub shared_colour: fn(&str) -> String,
    pub vp_target: fn(u8, u8) -> String,
    pub village_number: &'static str,
    pub pirate_loop: fn(u8, u8) -> String,
    pub ghost_needed: &'static str,
    pub first_captain: &'static str,
    pub target_score: fn(i64) -> String,
    // A share code that cannot be read.
    pub code_empty: &'static str,
    pub code_not_a_code: &'static str,
    pub code_too_large: &'static str,
    pub code_damaged: &'static str,
    pub code_newer: fn(u8, u8) -> String,
    pub code_malformed: &'static str,
    pub code_rejected: fn(&str) -> String,
    pub code_bad_move: fn(usize, &str) -> String,
    pub code_bad_cursor: &'static str,
    pub code_other_sequence: &'static str,
    // A track that breaks the board's shape.
    pub track_parse: &'static str,
    pub track_empty: &'static str,
    pub track_too_many: fn(usize) -> String,
    pub track_out_of_order: fn(usize, u8) -> String,
    pub track_port_not_first: &'static str,
    pub track_port_count: fn(usize) -> String,
    pub track_port_exits: &'static str,
    pub track_bad_next: fn(u8) -> String,
    pub track_too_many_in: fn(u8) -> String,
    pub track_cost_missing: fn(u8) -> String,
    pub track_cost_not_allowed: fn(u8) -> String,
    pub track_cost_range: fn(u8, u8) -> String,
    pub track_lairs: fn(usize, usize) -> String,
    pub track_no_way_home: fn(u8) -> String,
    pub track_unreachable: fn(u8) -> String,
    pub track_loop: fn(u8) -> String,
    pub track_unpaired_fork: fn(u8) -> String,
    pub track_forks_merges: fn(usize, usize) -> String,
    pub track_finish_score: &'static str,
    pub track_score_drops: fn(u8) -> String,
    pub track_no_such_space: fn(u8) -> String,
}

/// A set-up the rules refuse, in the player's language.
pub fn setup_error(t: &Texts, error: &SetupError) -> String {
    let e = t.errors;
    match error {
        SetupError::PlayerCount { min, max, found } if min == max => {
            (e.player_count_exact)(*min, *found)
        }
        SetupError::PlayerCount { min, max, found } => (e.player_count)(*min, *max, *found),
        SetupError::EmptyName { seat } => (e.empty_name)(seat + 1),
        SetupError::NameTooLong { seat } => (e.name_too_long)(seat + 1, MAX_NAME_CHARS),
        SetupError::SharedColour { colour } => (e.shared_colour)((t.colour_name)(*colour)),
        SetupError::Option(option) => match option {
            OptionError::VpTarget { low, high } => (e.vp_target)(*low, *high),
            OptionError::VillageNumber => e.village_number.to_string(),
            OptionError::PirateLoop { low, high } => (e.pirate_loop)(*low, *high),
            OptionError::GhostNeeded => e.ghost_needed.to_string(),
            OptionError::FirstCaptain => e.first_captain.to_string(),
            OptionError::TargetScore { max } => (e.target_score)(*max),
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
        ShareError::NewerVersion { found } => (e.code_newer)(*found, FORMAT_VERSION),
        ShareError::Malformed(_) => e.code_malformed.to_string(),
        ShareError::Rejected(why) => {
            let why = match why {
                RebuildError::Setup(setup) => setup_error(t, setup),
                RebuildError::Replay(replay) => {
                    (e.code_bad_move)(replay.index + 1, &refusal_message(t, &replay.refusal))
                }
                RebuildError::Cursor { .. } => e.code_bad_cursor.to_string(),
            };
            (e.code_rejected)(&why)
        }
        ShareError::OtherSequence => e.code_other_sequence.to_string(),
    }
}

/// A track correction that breaks the track, in the player's language.
pub fn track_error(t: &Texts, error: &TrackError) -> String {
    let e = t.errors;
    match *error {
        TrackError::Parse(_) => e.track_parse.to_string(),
        TrackError::Empty => e.track_empty.to_string(),
        TrackError::TooManySpaces(n) => (e.track_too_many)(n),
        TrackError::IdOutOfOrder { index, id } => (e.track_out_of_order)(index, id),
        TrackError::PortRoyalNotFirst => e.track_port_not_first.to_string(),
        TrackError::PortRoyalCount(n) => (e.track_port_count)(n),
        TrackError::PortRoyalExits => e.track_port_exits.to_string(),
        TrackError::BadNext { space } => (e.track_bad_next)(space),
        TrackError::TooManyPredecessors { space } => (e.track_too_many_in)(space),
        TrackError::CostMissing { space } => (e.track_cost_missing)(space),
        TrackError::CostNotAllowed { space } => (e.track_cost_not_allowed)(space),
        TrackError::CostOutOfRange { space } => (e.track_cost_range)(space, MAX_COST),
        TrackError::LairCount(n) => (e.track_lairs)(LAIRS, n),
        TrackError::CannotReachPortRoyal { space } => (e.track_no_way_home)(space),
        TrackError::Unreachable { space } => (e.track_unreachable)(space),
        TrackError::Loop { space } => (e.track_loop)(space),
        TrackError::UnpairedFork { space } => (e.track_unpaired_fork)(space),
        TrackError::ForksAndMerges { forks, merges } => (e.track_forks_merges)(forks, merges),
        TrackError::FinishScore => e.track_finish_score.to_string(),
        TrackError::ScoreDrops { space } => (e.track_score_drops)(space),
        TrackError::NoSuchSpace(id) => (e.track_no_such_space)(id),
    }
}

pub const EN: ErrorTexts = ErrorTexts {
    player_count: |min, max, found| format!("This game needs {min} to {max} players, not {found}."),
    player_count_exact: |n, found| format!("This game needs exactly {n} players, not {found}."),
    empty_name: |seat| format!("Player {seat} has no name."),
    name_too_long: |seat, max| {
        format!("The name of player {seat} is longer than {max} characters.")
    },
    shared_colour: |colour| {
        format!("Two players chose {colour}: every player needs a colour of their own.")
    },
    vp_target: |low, high| {
        format!("The victory-point target for this game must be between {low} and {high}.")
    },
    village_number: "Each village carries a number from 2 to 12 other than 7.",
    pirate_loop: |low, high| format!("The pirate fleet’s loop has between {low} and {high} hexes."),
    ghost_needed: "With two players the Ghost Ship sails: turn it on.",
    first_captain: "The first Captain must be one of the players.",
    target_score: |max| format!("The target score must be between 1 and {max}."),
    code_empty: "There is no code to read.",
    code_not_a_code: "This is not a Tablemate game code or link.",
    code_too_large: "This code is larger than any game needs.",
    code_damaged: "This code is damaged: part of it was lost or changed. Copy or scan it again.",
    code_newer: |found, known| {
        format!("This code comes from a newer version of Tablemate (format {found}; this app reads up to {known}). Update the app to import it.")
    },
    code_malformed: "This code is not a valid game: its content does not fit the format.",
    code_rejected: |why| {
        format!("The game in this code breaks the rules, so nothing was imported: {why}")
    },
    code_bad_move: |n, why| format!("move {n} is refused ({why})"),
    code_bad_cursor: "its undo position is past the end of its log",
    code_other_sequence:
        "This code belongs to another game than the codes read so far. Start again.",
    track_parse: "The track data cannot be read.",
    track_empty: "The track has no spaces.",
    track_too_many: |n| format!("A track has at most 255 spaces, not {n}."),
    track_out_of_order: |index, id| {
        format!("Space number {id} is listed in position {index}: list the spaces in order from 0.")
    },
    track_port_not_first: "Space 0 must be Port Royal.",
    track_port_count: |n| format!("The track needs exactly one Port Royal, not {n}."),
    track_port_exits: "Port Royal must lead to exactly one space, the start of the race.",
    track_bad_next: |space| {
        format!("Space {space} must lead forward to one or two other existing spaces.")
    },
    track_too_many_in: |space| format!("More than two ways lead into space {space}."),
    track_cost_missing: |space| format!("Space {space} is a port or sea space and needs a fee."),
    track_cost_not_allowed: |space| {
        format!("Space {space} is a lair or Port Royal, which ask no fee: remove its cost.")
    },
    track_cost_range: |space, max| format!("The fee of space {space} must be between 1 and {max}."),
    track_lairs: |lairs, n| format!("The board has {lairs} pirate lairs, but this track has {n}."),
    track_no_way_home: |space| format!("From space {space} no way forward reaches Port Royal."),
    track_unreachable: |space| format!("No way from Port Royal reaches space {space}."),
    track_loop: |space| format!("Space {space} is on a loop that never passes Port Royal."),
    track_unpaired_fork: |space| {
        format!("The two ways out of the fork at space {space} do not meet again at a merge of their own.")
    },
    track_forks_merges: |forks, merges| {
        format!("Every fork needs its merge, but the track has {forks} forks and {merges} merges.")
    },
    track_finish_score: "Port Royal’s printed score must be the finish score of the track.",
    track_score_drops: |space| {
        format!("The score printed on space {space} is lower than the space before it.")
    },
    track_no_such_space: |id| format!("There is no space {id} on the track."),
};
