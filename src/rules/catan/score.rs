//! The common score sheet: piece limits, Longest Road and Largest Army, victory points.
//!
//! Everything here is computed from the state on demand; nothing is stored twice.

use super::options::{Options, Scenario, Variant};
use super::race::{self, Regain};
use super::rivers;
use super::state::{Extra, Piece, State};

/// Development cards in the one deck all players draw from, which limit what can be entered.
pub const VP_CARDS: u8 = 5;
pub const KNIGHT_CARDS: u8 = 14;

/// How many of `piece` each player owns in this variant; `None` when the variant has none.
/// Base Catan: 15 roads, 5 settlements, 4 cities. Duel: 20 roads, 7 settlements, 5 cities.
/// Seafarers adds 15 ships; Rivers of Catan 3 bridges.
pub fn piece_limit(options: &Options, piece: Piece) -> Option<u8> {
    let duel = matches!(options.variant, Variant::Duel(_));
    match piece {
        Piece::Road => Some(if duel { 20 } else { 15 }),
        Piece::Settlement => Some(if duel { 7 } else { 5 }),
        Piece::City => Some(if duel { 5 } else { 4 }),
        Piece::Ship => options.scenario().map(|_| 15),
        Piece::Bridge => options.rivers().map(|_| rivers::BRIDGES),
    }
}

/// The shortest road that can hold Longest Road: 7 in the duel, 5 elsewhere. Cloth for
/// Catan gives no VP for the longest trade route.
///
/// **Choice (open point, docs/rules.md 3.5):** the Pirate Islands have neither Longest Road nor
/// Largest Army: knights arm warships there instead ([`seafarers::pirates`]).
pub fn road_threshold(options: &Options) -> Option<u8> {
    match options.variant {
        Variant::Duel(_) => Some(7),
        Variant::Seafarers(Scenario::ClothForCatan(_) | Scenario::PirateIslands(_)) => None,
        _ => Some(5),
    }
}

/// The fewest played knights that can hold Largest Army: 3 in every variant that has it.
pub fn army_threshold(options: &Options) -> Option<u8> {
    if options.is_pirate_islands() {
        None
    } else {
        Some(3)
    }
}

/// How Largest Army is taken again after its holder's count went down: in the duel, from
/// rules revision 2, only by playing a knight (see [`Regain::ByRising`]); else at once.
pub fn army_regain(options: &Options) -> Regain {
    if options.duel().is_some() && options.revision.follows_sheets() {
        Regain::ByRising
    } else {
        Regain::AtOnce
    }
}

/// Who holds Longest Road, from the entered road lengths.
pub fn longest_road(options: &Options, state: &State) -> Option<usize> {
    let marks: Vec<_> = state.sheets.iter().map(|s| s.road).collect();
    race::holder(
        &marks,
        road_threshold(options)?,
        state.road_reset,
        Regain::AtOnce,
    )
}

/// Who holds Largest Army, from the played knights.
pub fn largest_army(options: &Options, state: &State) -> Option<usize> {
    let marks: Vec<_> = state.sheets.iter().map(|s| s.knights).collect();
    race::holder(
        &marks,
        army_threshold(options)?,
        state.army_reset,
        army_regain(options),
    )
}

/// One player's victory points, line by line, as the score sheet shows them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Vp {
    pub settlements: i16,
    pub cities: i16,
    pub longest_road: i16,
    pub largest_army: i16,
    /// Variant points: Wealthiest (+1) and Poor Settler (-2), foreign areas, Catan chits,
    /// cloth, a conquered fortress.
    pub special: i16,
    /// Hidden victory-point cards: only in `total`.
    pub vp_cards: i16,
}

impl Vp {
    /// What every player can see on the table.
    pub fn public(&self) -> i16 {
        self.settlements + self.cities + self.longest_road + self.largest_army + self.special
    }

    /// What the owner counts for their own win.
    pub fn total(&self) -> i16 {
        self.public() + self.vp_cards
    }
}

/// `player`'s victory points. A seat outside the game scores nothing.
pub fn vp(options: &Options, state: &State, player: usize) -> Vp {
    let Some(sheet) = state.sheets.get(player) else {
        return Vp::default();
    };
    let card = |holder: Option<usize>| if holder == Some(player) { 2 } else { 0 };
    Vp {
        settlements: i16::from(sheet.settlements),
        cities: 2 * i16::from(sheet.cities),
        longest_road: card(longest_road(options, state)),
        largest_army: card(largest_army(options, state)),
        special: special_vp(options, state, player),
        vp_cards: if vp_cards_are_knights(options) {
            0
        } else {
            i16::from(sheet.vp_cards)
        },
    }
}

pub fn public_vp(options: &Options, state: &State, player: usize) -> i16 {
    vp(options, state, player).public()
}

pub fn total_vp(options: &Options, state: &State, player: usize) -> i16 {
    vp(options, state, player).total()
}

fn special_vp(options: &Options, state: &State, player: usize) -> i16 {
    match &state.extra {
        Extra::None | Extra::Duel { .. } => 0,
        Extra::Rivers { .. } => rivers::settler_vp(options, state, player),
        Extra::Desert(d) => d.vp(options, player),
        Extra::Tribe(t) => t.vp(player),
        Extra::Cloth(c) => c.vp(player),
        Extra::Pirates(p) => p.vp(player),
    }
}

/// Pirate Islands with 4 players, from rules revision 2: the Victory Point cards stay in the
/// deck but are used like Knight cards, never as points. The Pirate Islands sheet, under its
/// set-up, says so in a note for the four-player game: keep the Victory Point cards in the
/// deck and use them like Knight cards. A drawn one waits in hand until it arms a warship.
pub fn vp_cards_are_knights(options: &Options) -> bool {
    options.is_pirate_islands() && options.revision.follows_sheets()
}

/// VP cards drawn from the deck (which has [`VP_CARDS`]). From rules revision 2 the cards a
/// player used to arm a warship count too, as they left the deck; revision 1 counted only the
/// cards still in hand.
pub fn vp_cards_drawn(options: &Options, state: &State) -> u8 {
    let in_hand = state
        .sheets
        .iter()
        .fold(0u8, |n, s| n.saturating_add(s.vp_cards));
    if options.revision.follows_sheets() {
        in_hand.saturating_add(state.spent.vp_cards)
    } else {
        in_hand
    }
}

/// Whether a knight card can still be drawn. From rules revision 2, the 14 knights are the
/// one deck's, shared by every player, and a knight discarded for coins in the duel stays out
/// of it: the limit counts every knight drawn. Revision 1 limited each player's knights in
/// front of them to 14.
pub fn knight_left(options: &Options, state: &State, player: usize) -> bool {
    if options.revision.follows_sheets() {
        let played = state
            .sheets
            .iter()
            .fold(0u8, |n, s| n.saturating_add(s.knights.value));
        played.saturating_add(state.spent.knights) < KNIGHT_CARDS
    } else {
        state
            .sheets
            .get(player)
            .is_some_and(|s| s.knights.value < KNIGHT_CARDS)
    }
}

/// The seat that acts now: the placing player during set-up, else the player whose turn it is.
pub fn acting(options: &Options, players: usize, state: &State) -> usize {
    match state.phase {
        super::state::Phase::Placing { step, .. } => {
            super::setup::placing_seat(options, players, step).unwrap_or(0)
        }
        super::state::Phase::Playing => usize::from(state.turn.player),
    }
}
