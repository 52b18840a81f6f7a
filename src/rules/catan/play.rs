//! The actions every variant shares: rolling, passing the turn, building, the road and
//! knight counts, VP cards and the robber.

use super::action::Spot;
use super::marks::set_mark;
use super::options::{Options, Scenario, Variant};
use super::refusal::{Needs, Refusal};
use super::score::{self, piece_limit, VP_CARDS};
use super::seafarers::{self, desert::FOREIGN_AREAS};
use super::setup;
use super::state::{Extra, Phase, Piece, RobberCause, State, Turn};
use super::{duel, rivers};
use crate::rules::dice::Roll;

fn playing(state: &State) -> Result<(), Refusal> {
    match state.phase {
        Phase::Playing => Ok(()),
        Phase::Placing { .. } => Err(Refusal::NotDuringPlacement),
    }
}

/// Who threw the dice: the app (dealt from the deck in deck mode) or the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thrown {
    App,
    Table,
}

pub fn roll(
    options: &Options,
    state: &mut State,
    roll: Roll,
    thrown: Thrown,
) -> Result<(), Refusal> {
    playing(state)?;
    if state.turn.rolled {
        return Err(Refusal::AlreadyRolled);
    }
    if state.robber.pending.is_some() {
        return Err(Refusal::MoveRobberFirst);
    }
    state.dice = match thrown {
        Thrown::App => state.dice.record(roll),
        Thrown::Table => state.dice.record_thrown(roll),
    }
    .map_err(Refusal::Dice)?;
    state.turn.rolled = true;
    let roller = usize::from(state.turn.player);
    match &mut state.extra {
        // The fleet sails (and attacks) before production and before a 7 is handled; there
        // is no robber to move.
        Extra::Pirates(p) => p.sail(roll),
        Extra::Cloth(c) => {
            if let Some(numbers) = seafarers::village_numbers(options) {
                c.produce(&numbers, roll.total(), roller);
            }
        }
        _ => {}
    }
    if roll.total() == 7 && !options.is_pirate_islands() {
        state.robber.pending = Some(RobberCause::Seven);
    }
    Ok(())
}

pub fn end_turn(state: &mut State) -> Result<(), Refusal> {
    playing(state)?;
    if !state.turn.rolled {
        return Err(Refusal::RollFirst);
    }
    if state.robber.pending.is_some() {
        return Err(Refusal::MoveRobberFirst);
    }
    let players = state.sheets.len().max(1);
    state.turn = Turn {
        player: u8::try_from((usize::from(state.turn.player) + 1) % players).unwrap_or(0),
        number: state.turn.number.saturating_add(1),
        ..Turn::default()
    };
    Ok(())
}

/// What may be built at set-up's current step: a settlement, then a road (or a ship).
fn placement_allows(options: &Options, settled: bool, piece: Piece) -> Result<(), Refusal> {
    match (settled, piece) {
        (false, Piece::Settlement) | (true, Piece::Road) => Ok(()),
        (true, Piece::Ship) if options.scenario().is_some() => Ok(()),
        (false, _) => Err(Refusal::PlacementExpects(Piece::Settlement)),
        (true, _) => Err(Refusal::PlacementExpects(Piece::Road)),
    }
}

fn check_spot(options: &Options, state: &State, piece: Piece, spot: Spot) -> Result<(), Refusal> {
    match spot {
        Spot::Land => Ok(()),
        Spot::River => match (options.variant, piece) {
            (Variant::Rivers(_), Piece::Settlement | Piece::Road | Piece::Bridge) => Ok(()),
            (Variant::Rivers(_), _) => Err(Refusal::SpotNotForPiece),
            _ => Err(Refusal::WrongVariant(Needs::Rivers)),
        },
        Spot::Foreign(area) => match (options.variant, piece) {
            (Variant::Seafarers(Scenario::ThroughTheDesert(_)), Piece::Settlement) => {
                if matches!(state.phase, Phase::Placing { .. }) {
                    Err(Refusal::ForeignDuringPlacement)
                } else if area >= FOREIGN_AREAS {
                    Err(Refusal::NoSuchArea)
                } else {
                    Ok(())
                }
            }
            (Variant::Seafarers(Scenario::ThroughTheDesert(_)), _) => Err(Refusal::SpotNotForPiece),
            _ => Err(Refusal::WrongVariant(Needs::Desert)),
        },
    }
}

pub fn build(
    options: &Options,
    state: &mut State,
    piece: Piece,
    spot: Spot,
) -> Result<(), Refusal> {
    let limit = piece_limit(options, piece).ok_or(Refusal::PieceNotInVariant(piece))?;
    let players = state.sheets.len();
    let seat = match state.phase {
        Phase::Placing { step, settled } => {
            placement_allows(options, settled, piece)?;
            setup::placing_seat(options, players, step).ok_or(Refusal::OnlyDuringPlacement)?
        }
        Phase::Playing => {
            if !state.turn.rolled {
                return Err(Refusal::RollFirst);
            }
            usize::from(state.turn.player)
        }
    };
    check_spot(options, state, piece, spot)?;
    let sheet = state.sheets.get_mut(seat).ok_or(Refusal::NoSuchPlayer)?;
    if sheet.count(piece) >= limit {
        return Err(Refusal::PieceLimit { piece, limit });
    }
    if piece == Piece::City {
        if sheet.settlements == 0 {
            return Err(Refusal::NoSettlementToUpgrade);
        }
        sheet.settlements -= 1;
    }
    *sheet.count_mut(piece) += 1;
    match (piece, spot) {
        (Piece::Bridge, _) => rivers::pay_out(state, seat, rivers::BRIDGE_GOLD),
        (Piece::Settlement | Piece::Road, Spot::River) => {
            rivers::pay_out(state, seat, rivers::RIVER_GOLD)
        }
        (_, Spot::Foreign(area)) => {
            if let Extra::Desert(d) = &mut state.extra {
                d.settle(seat, area);
            }
        }
        _ => {}
    }
    if let Phase::Placing { step, settled } = state.phase {
        state.phase = if !settled {
            Phase::Placing {
                step,
                settled: true,
            }
        } else if usize::from(step) + 1 < setup::order(options, players).len() {
            Phase::Placing {
                step: step + 1,
                settled: false,
            }
        } else {
            state.turn = Turn {
                player: 0,
                number: 1,
                ..Turn::default()
            };
            Phase::Playing
        };
    }
    Ok(())
}

pub fn set_road_length(
    options: &Options,
    state: &mut State,
    player: u8,
    length: u8,
) -> Result<(), Refusal> {
    let player = usize::from(player);
    let sheet = state.sheets.get(player).ok_or(Refusal::NoSuchPlayer)?;
    if length > sheet.route_pieces() {
        return Err(Refusal::RoadLongerThanPieces {
            pieces: sheet.route_pieces(),
        });
    }
    if length != sheet.road.value {
        set_mark(options, state, player, length, false);
    }
    Ok(())
}

pub fn knight(options: &Options, state: &mut State) -> Result<(), Refusal> {
    playing(state)?;
    if state.turn.dev_card_played {
        return Err(Refusal::OneDevCardPerTurn);
    }
    if state.robber.pending.is_some() {
        return Err(Refusal::MoveRobberFirst);
    }
    let me = usize::from(state.turn.player);
    let knights = state.sheets[me].knights.value;
    if !score::knight_left(options, state, me) {
        return Err(Refusal::NoKnightsLeft);
    }
    if options.is_pirate_islands() {
        seafarers::arm_warship(state)?;
    } else {
        state.robber.pending = Some(RobberCause::Knight);
    }
    set_mark(options, state, me, knights + 1, true);
    state.turn.dev_card_played = true;
    Ok(())
}

pub fn draw_vp_card(options: &Options, state: &mut State) -> Result<(), Refusal> {
    playing(state)?;
    if !state.turn.rolled {
        return Err(Refusal::RollFirst);
    }
    if options.is_pirate_islands() && state.sheets.len() < 4 {
        return Err(Refusal::VpCardsOutOfGame);
    }
    if score::vp_cards_drawn(options, state) >= VP_CARDS {
        return Err(Refusal::NoVpCardsLeft);
    }
    let me = usize::from(state.turn.player);
    state.sheets[me].vp_cards += 1;
    Ok(())
}

pub fn move_robber(
    options: &Options,
    state: &mut State,
    hits: u8,
    desert: bool,
) -> Result<(), Refusal> {
    playing(state)?;
    if options.is_pirate_islands() {
        return Err(Refusal::NoRobberInScenario);
    }
    if state.robber.pending.is_none() {
        return Err(Refusal::NoRobberToMove);
    }
    if usize::from(hits) >> state.sheets.len() != 0 {
        return Err(Refusal::BadHits);
    }
    let mover = usize::from(state.turn.player);
    duel::check_robber(options, state, mover, hits)?;
    duel::robber_income(options, state, mover, hits);
    state.robber.pending = None;
    state.robber.on_desert = desert;
    state.robber.last_hits = hits;
    Ok(())
}
