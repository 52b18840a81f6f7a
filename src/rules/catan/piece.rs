//! The kinds of piece a player builds: a word of both the state (a sheet counts them) and
//! the refusals (a piece the supply has run out of), so it sits apart from either and the
//! refusals need not import the state.

use serde::{Deserialize, Serialize};

/// A kind of piece a player builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Piece {
    Road,
    Settlement,
    City,
    /// Seafarers only.
    Ship,
    /// Rivers of Catan only.
    Bridge,
}
