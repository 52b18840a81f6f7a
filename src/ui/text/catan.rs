//! The words of the Catan screens, one table per language (see [`super::Texts`]).

pub struct CatanTexts {
    /// The line under the game's name in the list of games.
    pub blurb: &'static str,
}

pub const EN: CatanTexts = CatanTexts {
    blurb:
        "Base game, the two-player duel with coins, Rivers of Catan, Seafarers scenarios 4 to 7.",
};
