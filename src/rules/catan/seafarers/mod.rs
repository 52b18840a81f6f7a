//! Seafarers scenarios 4 to 7 (docs/rules.md, section 3): their set-up checklists and the actions
//! only they have.

pub mod checklist;
pub mod cloth;
pub mod desert;
pub mod pirates;
pub mod tribe;

pub use checklist::{checklist, Checklist, Terrain};

use super::action::Action;
use super::options::{Options, Scenario};
use super::refusal::{Needs, Refusal};
use super::score::{self, KNIGHT_CARDS};
use super::state::{Extra, Phase, State};

/// Actions of the scenarios themselves; the caller has checked the phase is `Playing`.
pub fn apply(options: &Options, state: &mut State, action: &Action) -> Result<(), Refusal> {
    let pirates = matches!(state.extra, Extra::Pirates(_));
    match action {
        Action::AttackFortress { die } if pirates => return attack_fortress(state, *die),
        Action::WarshipFromVpCard if pirates => return warship_from_vp_card(state),
        _ => {}
    }
    let me = usize::from(state.turn.player);
    let players = state.sheets.len();
    let rolled = state.turn.rolled;
    match (*action, &mut state.extra) {
        (Action::TakeTribeChit, Extra::Tribe(t)) => after_roll(rolled, || t.take_chit(me)),
        (Action::TakeGiftCard, Extra::Tribe(t)) => after_roll(rolled, || t.take_gift()),
        (Action::CaptureHarbor, Extra::Tribe(t)) => after_roll(rolled, || t.capture_harbor(me)),
        (Action::PlaceHarbor, Extra::Tribe(t)) => after_roll(rolled, || t.place_harbor(me)),
        (Action::TakeTribeChit | Action::TakeGiftCard, _)
        | (Action::CaptureHarbor | Action::PlaceHarbor, _) => {
            Err(Refusal::WrongVariant(Needs::Tribe))
        }
        (Action::ConnectVillage { village }, Extra::Cloth(c)) => {
            after_roll(rolled, || c.connect(me, village))
        }
        (Action::ConnectVillage { .. }, _) => Err(Refusal::WrongVariant(Needs::Cloth)),
        (Action::MovePirate { cloth_from }, extra) => {
            if !has_pirate(options) {
                return Err(if options.is_pirate_islands() {
                    Refusal::NoRobberInScenario
                } else {
                    Refusal::WrongVariant(Needs::SeafarersWithPirate)
                });
            }
            if state.robber.pending.is_none() {
                return Err(Refusal::NoRobberToMove);
            }
            match (extra, cloth_from) {
                (Extra::Cloth(c), from) => {
                    if !c.any_connection() {
                        return Err(Refusal::PirateLockedUntilConnection);
                    }
                    if let Some(from) = from {
                        c.steal(me, usize::from(from))?;
                    }
                }
                (_, Some(_)) => return Err(Refusal::WrongVariant(Needs::Cloth)),
                (_, None) => {}
            }
            state.robber.pending = None;
            Ok(())
        }
        (
            Action::SetFleetStop {
                stop,
                players: mask,
            },
            Extra::Pirates(p),
        ) => {
            if usize::from(mask) >> players != 0 {
                return Err(Refusal::BadHits);
            }
            p.set_stop(stop, mask)
        }
        (Action::ReachFortress(reached), Extra::Pirates(p)) => {
            p.at_fortress[me] = reached;
            Ok(())
        }
        (
            Action::SetFleetStop { .. }
            | Action::ReachFortress(_)
            | Action::AttackFortress { .. }
            | Action::WarshipFromVpCard,
            _,
        ) => Err(Refusal::WrongVariant(Needs::Pirates)),
        _ => Err(Refusal::WrongVariant(Needs::SeafarersWithPirate)),
    }
}

/// Whether a 7 or a knight may move the pirate instead of the robber: in every Seafarers
/// scenario but the Pirate Islands (where the fleet sails its loop and nothing is moved). The
/// one rule for [`Action::MovePirate`] and for the screen that offers it.
pub fn has_pirate(options: &Options) -> bool {
    options.scenario().is_some() && !options.is_pirate_islands()
}

fn after_roll(rolled: bool, f: impl FnOnce() -> Result<(), Refusal>) -> Result<(), Refusal> {
    if rolled {
        f()
    } else {
        Err(Refusal::RollFirst)
    }
}

/// Pirate Islands: a knight turns the player's normal ship nearest the route's start into a
/// warship; there is no robber to move and no Largest Army.
pub fn arm_warship(state: &mut State) -> Result<(), Refusal> {
    let me = usize::from(state.turn.player);
    let ships = state.sheets[me].ships;
    let Extra::Pirates(p) = &mut state.extra else {
        return Ok(());
    };
    if p.warships[me] >= ships {
        return Err(Refusal::NoNormalShip);
    }
    p.warships[me] += 1;
    Ok(())
}

fn warship_from_vp_card(state: &mut State) -> Result<(), Refusal> {
    if state.sheets.len() < 4 {
        return Err(Refusal::VpCardsOutOfGame);
    }
    if state.turn.dev_card_played {
        return Err(Refusal::OneDevCardPerTurn);
    }
    let me = usize::from(state.turn.player);
    if state.sheets[me].vp_cards == 0 {
        return Err(Refusal::NoVpCardsLeft);
    }
    arm_warship(state)?;
    state.sheets[me].vp_cards -= 1;
    state.spent.vp_cards = state.spent.vp_cards.saturating_add(1);
    state.turn.dev_card_played = true;
    Ok(())
}

fn attack_fortress(state: &mut State, die: u8) -> Result<(), Refusal> {
    if !(1..=6).contains(&die) {
        return Err(Refusal::BadDie);
    }
    if !state.turn.rolled {
        return Err(Refusal::RollFirst);
    }
    if state.turn.fortress_attacked {
        return Err(Refusal::FortressAlreadyAttacked);
    }
    let me = usize::from(state.turn.player);
    let sheet = &mut state.sheets[me];
    let Extra::Pirates(p) = &mut state.extra else {
        return Err(Refusal::WrongVariant(Needs::Pirates));
    };
    if p.fortress[me] == 0 {
        return Err(Refusal::FortressConquered);
    }
    if !p.at_fortress[me] {
        return Err(Refusal::NotAtFortress);
    }
    let lost = match pirates::fortress_result(p.warships[me], die) {
        pirates::FortressResult::Won => {
            p.fortress[me] -= 1;
            0
        }
        pirates::FortressResult::Lost => 2,
        pirates::FortressResult::Tie => 1,
    };
    if lost > 0 {
        sheet.ships = sheet.ships.saturating_sub(lost);
        p.warships[me] = p.warships[me].min(sheet.ships);
        p.at_fortress[me] = false;
        // The route is shorter now; no race uses it in this scenario.
        sheet.road.value = sheet.road.value.min(sheet.route_pieces());
    }
    state.turn.fortress_attacked = true;
    Ok(())
}

/// Whether `player` has the win of the Pirate Islands: their own fortress conquered and
/// at least the target in VP.
pub fn pirate_win(options: &Options, state: &State, player: usize) -> bool {
    let Extra::Pirates(p) = &state.extra else {
        return false;
    };
    p.conquered(player) && score::total_vp(options, state, player) >= i16::from(options.target())
}

/// Cloth for Catan's second end: 3 or fewer villages with cloth left. The winner is the
/// player with the most VP; ties go to the most cloth; a tie on both is shared.
pub fn cloth_end(options: &Options, state: &State) -> Option<Vec<usize>> {
    let Extra::Cloth(c) = &state.extra else {
        return None;
    };
    if state.phase != Phase::Playing || c.villages_with_cloth() > cloth::END_VILLAGES_WITH_CLOTH {
        return None;
    }
    let key = |p: usize| (score::total_vp(options, state, p), c.cloth[p]);
    let best = (0..state.sheets.len()).map(key).max()?;
    Some(
        (0..state.sheets.len())
            .filter(|&p| key(p) == best)
            .collect(),
    )
}

/// The number of each village, for scenarios that have villages.
pub fn village_numbers(options: &Options) -> Option<[u8; cloth::VILLAGES]> {
    match options.scenario() {
        Some(Scenario::ClothForCatan(c)) => Some(c.villages),
        _ => None,
    }
}

/// Knights are limited by the deck whatever the scenario.
pub const MAX_KNIGHTS: u8 = KNIGHT_CARDS;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catan::{
        Catan, ClothOptions, DesertEdition, PirateOptions, RobberCause, Scenario, Variant,
    };
    use crate::rules::players::numbered;
    use crate::rules::GameRules;

    #[test]
    fn every_scenario_but_the_pirate_islands_has_a_pirate_to_move() {
        let scenarios = [
            (Scenario::ThroughTheDesert(DesertEdition::default()), true),
            (Scenario::ForgottenTribe, true),
            (Scenario::ClothForCatan(ClothOptions::default()), true),
            (Scenario::PirateIslands(PirateOptions::default()), false),
        ];
        for (scenario, pirate) in scenarios {
            let options = Options::new(Variant::Seafarers(scenario));
            assert_eq!(has_pirate(&options), pirate, "{scenario:?}");
            // The move itself agrees: refused for want of a pirate only where there is none.
            let mut state = Catan::start(&options, &numbered(3)).expect("a scenario starts");
            state.phase = Phase::Playing;
            state.robber.pending = Some(RobberCause::Seven);
            let moved = apply(
                &options,
                &mut state,
                &Action::MovePirate { cloth_from: None },
            );
            let refused_for_want = matches!(
                moved,
                Err(Refusal::NoRobberInScenario | Refusal::WrongVariant(_))
            );
            assert_eq!(refused_for_want, !pirate, "{scenario:?}: {moved:?}");
        }
        for variant in [Variant::Base, Variant::Duel(Default::default())] {
            assert!(!has_pirate(&Options::new(variant)));
        }
    }
}
