//! What the games add up to: the statistics screen's figures ([`stats`]), the history as a
//! file ([`export`]), one game's story ([`story`]), and a finished game as the link that hands
//! it to BG Stats ([`bgstats`]).
//!
//! Pure: the statistics and the file read the summaries the lists already hold
//! (`save::GameSummary`, built from the stored heads), so they need no replay; the story reads
//! the scores the session replays. None needs a network or anything but what this phone
//! stores.

pub mod bgstats;
pub mod export;
pub mod stats;
pub mod story;
