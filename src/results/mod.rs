//! What the games add up to: the statistics screen's figures ([`stats`]), the history as a
//! file ([`export`]), and one game's story ([`story`]).
//!
//! Pure: the statistics and the file read the summaries the lists already hold
//! (`save::GameSummary`, built from the stored heads), so they need no replay; the story reads
//! the scores the session replays. None needs a network or anything but what this phone
//! stores.

pub mod export;
pub mod stats;
pub mod story;
