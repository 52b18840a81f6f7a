//! The words of the Jamaica screens, one table per language (see [`super::Texts`]).

pub struct JamaicaTexts {
    /// The line under the game's name in the list of games.
    pub blurb: &'static str,
}

pub const EN: JamaicaTexts = JamaicaTexts {
    blurb: "The race, the Ghost Ship for two players, The Crew and the final count.",
};
