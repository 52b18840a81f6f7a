//! What the finished games add up to: the statistics screen's figures ([`stats`]) and the
//! history as a file ([`export`]).
//!
//! Pure: both read the summaries the lists already hold (`save::GameSummary`, built from the
//! stored heads), so they need no replay, no network and nothing but what this phone stores.

pub mod export;
pub mod stats;
