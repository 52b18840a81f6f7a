//! Applying one action: every check of `GameRules::apply`, then the change, on a copy of the
//! state so a refusal leaves nothing half done (see [`super::flow`] for how the round moves on).

use super::combat::FightResult;
use super::crew::Crew;
use super::flow::{advance, after_fight, arrive, paid};
use super::ghost::{GhostDirection, MAX_GHOST_TREASURES, MAX_GOLD_TAKEN};
use super::scoring::{self, Declaration};
use super::track::{MoveError, SpaceKind};
use super::Action;
use super::{
    powers, ActionDice, Arrival, Expected, Half, Options, Pending, Refusal, Ship, Spoils, State,
    Step,
};
use crate::rules::Player;

fn move_refusal(e: MoveError) -> Refusal {
    match e {
        MoveError::BranchNeeded { at, options } => Refusal::BranchNeeded { at, options },
        MoveError::BadBranch { at, chosen } => Refusal::BadBranch { at, chosen },
        MoveError::UnusedBranch => Refusal::UnusedBranch,
        MoveError::OffTrack => Refusal::OffTrack,
        MoveError::TooManyLaps => Refusal::TooManyLaps,
    }
}

pub(super) fn apply(
    options: &Options,
    players: &[Player],
    state: &State,
    action: &Action,
) -> Result<State, Refusal> {
    let mut s = state.clone();
    let not_now = Err(Refusal::NotNow(state.expected()));
    match action {
        Action::Dice { day, night } => {
            if state.step != Step::Dice || state.pending.is_some() {
                return not_now;
            }
            for &d in [day, night] {
                if !(1..=6).contains(&d) {
                    return Err(Refusal::BadActionDie(d));
                }
            }
            s.dice = Some(ActionDice {
                day: *day,
                night: *night,
            });
            advance(options, &mut s);
        }
        Action::Move {
            dir,
            branches,
            adjust,
        } => {
            let (Step::Player { .. }, None) = (state.step, &state.pending) else {
                return not_now;
            };
            let player = state.current_player(options).ok_or(Refusal::NoSuchPlayer)?;
            powers::check_adjust(options, state, player, *adjust)?;
            let die = state
                .current_die()
                .ok_or(Refusal::NotNow(Expected::ActionDice))?;
            let steps = u8::try_from(i16::from(die) + i16::from(*adjust))
                .ok()
                .filter(|&st| st > 0)
                .ok_or(Refusal::NoSteps)?;
            let from = state
                .ships
                .get(player)
                .copied()
                .ok_or(Refusal::NoSuchPlayer)?;
            let to = options
                .track
                .walk(from, *dir, steps, branches)
                .map_err(move_refusal)?;
            let ship = Ship::Player(player as u8);
            s.set_position(ship, to);
            arrive(
                options,
                &mut s,
                Arrival {
                    ship,
                    fallback: false,
                },
            );
        }
        Action::Load { .. } => {
            let (Step::Player { .. }, None) = (state.step, &state.pending) else {
                return not_now;
            };
            advance(options, &mut s);
        }
        Action::Pass => {
            let (Step::Player { .. }, None) = (state.step, &state.pending) else {
                return not_now;
            };
            let player = state.current_player(options).ok_or(Refusal::NoSuchPlayer)?;
            powers::check_pass(options, state, player)?;
            advance(options, &mut s);
        }
        Action::Pay => {
            let Some(Pending::Fee { player }) = state.pending else {
                return not_now;
            };
            let space = state
                .ships
                .get(usize::from(player))
                .ok_or(Refusal::NoSuchPlayer)?
                .space;
            paid(options, &mut s, player, space);
        }
        Action::CouldNotPay { .. } | Action::CouldNotPayWith { .. } => {
            let holds = action.shortage_holds().unwrap_or_default();
            let Some(Pending::Fee { player }) = state.pending else {
                return not_now;
            };
            let pos = *state
                .ships
                .get(usize::from(player))
                .ok_or(Refusal::NoSuchPlayer)?;
            let space = options.track.space(pos.space).ok_or(Refusal::OffTrack)?;
            let (food, gold) = powers::purse(options, state, usize::from(player), holds);
            if let Some(cost) = space.cost {
                let (have, is_gold) = match space.kind {
                    SpaceKind::Port => (gold, true),
                    _ => (food, false),
                };
                if have >= cost {
                    return Err(Refusal::CanPay {
                        cost,
                        have,
                        gold: is_gold,
                    });
                }
            }
            let candidates = options.track.first_payable_behind(pos, food, gold);
            match candidates.as_slice() {
                [] => return Err(Refusal::OffTrack),
                [only] => {
                    s.set_position(Ship::Player(player), *only);
                    s.pending = None;
                    arrive(
                        options,
                        &mut s,
                        Arrival {
                            ship: Ship::Player(player),
                            fallback: true,
                        },
                    );
                }
                _ => s.pending = Some(Pending::Shortage { player, candidates }),
            }
        }
        Action::FallBack { space } => {
            let Some(Pending::Shortage { player, candidates }) = &state.pending else {
                return not_now;
            };
            let to = candidates
                .iter()
                .find(|c| c.space == *space)
                .copied()
                .ok_or(Refusal::NotACandidate(*space))?;
            let ship = Ship::Player(*player);
            s.set_position(ship, to);
            s.pending = None;
            arrive(
                options,
                &mut s,
                Arrival {
                    ship,
                    fallback: true,
                },
            );
        }
        Action::Fight {
            opponent,
            attacker,
            defender,
        } => {
            let Some(Pending::Combat { arrival, targets }) = &state.pending else {
                return not_now;
            };
            if !targets.contains(opponent) {
                return Err(Refusal::NotAnOpponent(*opponent));
            }
            let result = powers::fight(
                options,
                state,
                arrival.ship,
                *opponent,
                attacker,
                defender.as_ref(),
            )?
            .ok_or(Refusal::DefenderRollMissing)?;
            let arrival = *arrival;
            let winner = match result {
                FightResult::AttackerWins => Some(arrival.ship),
                FightResult::DefenderWins => Some(*opponent),
                FightResult::Tie => None,
            };
            let ghost_player = match (arrival.ship, *opponent) {
                (Ship::Ghost, Ship::Player(p)) | (Ship::Player(p), Ship::Ghost) => Some(p),
                _ => None,
            };
            match (winner, ghost_player) {
                (Some(w), Some(player)) => {
                    s.pending = Some(Pending::Spoils {
                        arrival,
                        ghost_won: w == Ship::Ghost,
                        player,
                    });
                }
                // Between players the spoils change holds and cards on the table only, so
                // the app no longer knows how many cards either holds.
                _ => {
                    if let (Some(_), Ship::Player(a), Ship::Player(d)) =
                        (winner, arrival.ship, *opponent)
                    {
                        s.forget_treasures(a);
                        s.forget_treasures(d);
                    }
                    s.pending = None;
                    after_fight(options, &mut s, arrival);
                }
            }
        }
        Action::Spoils(spoils) => {
            let Some(Pending::Spoils {
                arrival,
                ghost_won,
                player,
            }) = state.pending
            else {
                return not_now;
            };
            let surely_none = state.treasures.get(usize::from(player)) == Some(&Some(0));
            let cards_change = match (spoils, ghost_won) {
                (Spoils::GhostTakesTreasure, true) | (Spoils::GiveGhostTreasure, false) => -1,
                (Spoils::TakeGhostTreasure, false) => 1,
                _ => 0,
            };
            if cards_change < 0 && surely_none && options.revision.follows_sheets() {
                return Err(Refusal::NoTreasureToGive);
            }
            s.count_treasures(player, cards_change);
            let ghost = s.ghost.as_mut().ok_or(Refusal::NoGhostInThisGame)?;
            match (spoils, ghost_won) {
                (Spoils::Nothing, _) => {}
                (Spoils::GhostTakesGold { amount }, true) => {
                    if *amount == 0 || *amount > MAX_GOLD_TAKEN {
                        return Err(Refusal::BadGoldAmount);
                    }
                    ghost.load_gold(*amount);
                }
                (Spoils::GhostTakesGoods, true) => {}
                (Spoils::GhostTakesTreasure, true) => {
                    if ghost.treasures >= MAX_GHOST_TREASURES {
                        return Err(Refusal::GhostTreasureLimit);
                    }
                    ghost.treasures += 1;
                }
                (Spoils::TakeGhostHold { hold }, false) => {
                    ghost
                        .empty_hold(*hold)
                        .ok_or(Refusal::GhostHoldEmpty(*hold))?;
                }
                (Spoils::TakeGhostTreasure, false) => {
                    if ghost.treasures == 0 {
                        return Err(Refusal::CannonNeverStolen);
                    }
                    ghost.treasures -= 1;
                }
                (Spoils::GiveGhostTreasure, false) => {
                    if ghost.treasures >= MAX_GHOST_TREASURES {
                        return Err(Refusal::GhostTreasureLimit);
                    }
                    ghost.treasures += 1;
                }
                _ => return Err(Refusal::WrongSpoils { ghost_won }),
            }
            s.pending = None;
            after_fight(options, &mut s, arrival);
        }
        Action::GhostMove { dir, branches } => {
            let (Step::Ghost { .. }, None) = (state.step, &state.pending) else {
                return not_now;
            };
            let direction = state
                .ghost_direction(options)
                .ok_or(Refusal::NoGhostInThisGame)?;
            if let GhostDirection::Forced { dir: must, why } = direction {
                if must != *dir {
                    return Err(Refusal::GhostDirection { must, why });
                }
            }
            let die = state
                .current_die()
                .ok_or(Refusal::NotNow(Expected::ActionDice))?;
            let from = state
                .position(Ship::Ghost)
                .ok_or(Refusal::NoGhostInThisGame)?;
            let to = options
                .track
                .walk(from, *dir, die, branches)
                .map_err(move_refusal)?;
            s.set_position(Ship::Ghost, to);
            arrive(
                options,
                &mut s,
                Arrival {
                    ship: Ship::Ghost,
                    fallback: false,
                },
            );
        }
        Action::Recruit {
            bottle_to,
            slot,
            crew,
        } => {
            let Some(Pending::Recruit { player }) = state.pending else {
                return not_now;
            };
            let tavern = state.tavern.ok_or(Refusal::NoCrewInThisGame)?;
            if state.recruited.iter().any(|&(_, c)| c == *crew) {
                return Err(Refusal::CrewAlreadyRecruited(*crew));
            }
            let (tavern, _cost) = tavern.recruit(*bottle_to, *slot).map_err(Refusal::Tavern)?;
            s.tavern = Some(tavern);
            s.recruited.push((player, *crew));
            advance(options, &mut s);
        }
        Action::SkipRecruit => {
            let Some(Pending::Recruit { .. }) = state.pending else {
                return not_now;
            };
            advance(options, &mut s);
        }
        Action::Declare {
            player,
            declaration,
        } => {
            if state.step != Step::Scoring {
                return not_now;
            }
            let p = usize::from(*player);
            if p >= players.len() || p >= state.declarations.len() {
                return Err(Refusal::NoSuchPlayer);
            }
            let others: Vec<&Declaration> = state
                .declarations
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != p)
                .filter_map(|(_, d)| d.as_ref())
                .collect();
            let recruited: Vec<Crew> = state
                .recruited
                .iter()
                .filter(|&&(seat, _)| usize::from(seat) == p)
                .map(|&(_, c)| c)
                .collect();
            let table = scoring::Table {
                crew: options.crew,
                ghost: options.ghost,
                sheets: options.revision.follows_sheets(),
                recruited: &recruited,
            };
            scoring::check_declaration(declaration, &others, &table, state.finished(p))
                .map_err(Refusal::Declaration)?;
            s.declarations[p] = Some(declaration.clone());
        }
        Action::Calypso { player } => {
            if !options.crew {
                return Err(Refusal::NoCrewInThisGame);
            }
            if usize::from(*player) >= state.player_count() {
                return Err(Refusal::NoSuchPlayer);
            }
            // From revision 2 the win is checked from what the player declared.
            let aboard = state
                .declarations
                .get(usize::from(*player))
                .and_then(Option::as_ref)
                .is_some_and(scoring::calypso_wins);
            if options.revision.follows_sheets() && !aboard {
                return Err(Refusal::CalypsoNotAboard);
            }
            s.calypso = Some(*player);
        }
        Action::WitchSwap => {
            let (Step::Player { half, .. }, None) = (state.step, &state.pending) else {
                return not_now;
            };
            let player = powers::own_power(options, state, Crew::Witch)?;
            let key = state.turn_key();
            if half != Half::Day || state.witch == key {
                return Err(Refusal::PowerUsedThisTurn(Crew::Witch));
            }
            debug_assert!(state.current_player(options) == Some(player));
            s.witch = key;
        }
        Action::LookOut { lair } => {
            // Before an action, or (rules revision 3) when the turn waits for the choice.
            let offered = matches!(state.pending, Some(Pending::LookOut { .. }));
            let (Step::Player { .. }, None | Some(Pending::LookOut { .. })) =
                (state.step, &state.pending)
            else {
                return not_now;
            };
            let player = powers::own_power(options, state, Crew::LookOut)?;
            if !powers::lookout_lairs(options, state, player).contains(lair) {
                return Err(Refusal::NoLairNextToShip(*lair));
            }
            s.lair_tokens.retain(|l| l != lair);
            if let Some(t) = s.tokens.get_mut(player) {
                *t = t.saturating_add(1);
            }
            s.count_treasures(player as u8, 1);
            if offered {
                advance(options, &mut s);
            }
        }
        Action::SkipLookOut => {
            let Some(Pending::LookOut { .. }) = state.pending else {
                return not_now;
            };
            advance(options, &mut s);
        }
        Action::PayWith { food, gold } => {
            let Some(Pending::Fee { player }) = state.pending else {
                return not_now;
            };
            powers::check_mix(options, state, usize::from(player))?;
            let pos = *state
                .ships
                .get(usize::from(player))
                .ok_or(Refusal::NoSuchPlayer)?;
            let cost = options
                .track
                .space(pos.space)
                .and_then(|sp| sp.cost)
                .unwrap_or(0);
            let paid_in = u16::from(*food) + u16::from(*gold);
            if paid_in != u16::from(cost) {
                return Err(Refusal::MixNotTheFee {
                    cost,
                    paid: paid_in,
                });
            }
            paid(options, &mut s, player, pos.space);
        }
        Action::Buccaneer {
            target,
            attacker,
            defender,
            hold,
        } => {
            let player = powers::check_buccaneer(options, state, *target)?;
            let me = Ship::Player(player as u8);
            let won = powers::fight(options, state, me, *target, attacker, defender.as_ref())?
                .ok_or(Refusal::DefenderRollMissing)?
                == FightResult::AttackerWins;
            match (won, *target, hold) {
                (true, Ship::Ghost, Some(h)) => {
                    let ghost = s.ghost.as_mut().ok_or(Refusal::NoGhostInThisGame)?;
                    ghost.empty_hold(*h).ok_or(Refusal::GhostHoldEmpty(*h))?;
                }
                // Nothing to empty in the ghost's holds, or a player's hold (on the table).
                (true, Ship::Ghost, None) => {
                    let empty = state
                        .ghost
                        .as_ref()
                        .is_none_or(|g| g.takeable_holds().is_empty());
                    if !empty {
                        return Err(Refusal::BuccaneerHold);
                    }
                }
                (true, Ship::Player(_), None) | (false, _, None) => {}
                (_, _, Some(_)) => return Err(Refusal::BuccaneerHold),
            }
            s.buccaneer = state.turn_key();
        }
    }
    Ok(s)
}
