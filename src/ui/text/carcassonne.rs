//! The words of the Carcassonne screens, one table per language (see [`super::Texts`]).

pub struct CarcassonneTexts {
    /// The line under the game's name in the list of games.
    pub blurb: &'static str,
}

pub const EN: CarcassonneTexts = CarcassonneTexts {
    blurb: "Scores, meeples, The Tower, and Count, King & Robber.",
};
