//! How a round moves on once an action is resolved: the next half, player, the Ghost Ship or
//! round; and what a ship's arrival brings (a fight, a lair's token, a fee, recruiting).

use super::ghost::MAX_GHOST_TREASURES;
use super::track::SpaceKind;
use super::{powers, Arrival, Half, Options, Pending, Ship, State, Step};

/// Moves the round on after the current action is fully resolved: the next half, the next
/// player (skipping ships already in Port Royal, whose remaining actions are ignored), the
/// ghost, or the end of the round. From rules revision 3 a turn whose night action is resolved
/// first waits for the Look-Out's owner when a lair next to their ship holds a token
/// ([`Pending::LookOut`]); resolving that choice moves on.
pub(super) fn advance(options: &Options, s: &mut State) {
    if let Step::Player {
        half: Half::Night, ..
    } = s.step
    {
        let choosing = matches!(s.pending, Some(Pending::LookOut { .. }));
        if let Some(p) = s.current_player(options).filter(|_| !choosing) {
            if powers::lookout_offered(options, s, p) {
                s.pending = Some(Pending::LookOut { player: p as u8 });
                return;
            }
        }
    }
    s.pending = None;
    let n = s.player_count() as u8;
    loop {
        let next = match s.step {
            Step::Dice => Some(Step::Player {
                turn: 0,
                half: Half::Day,
            }),
            Step::Player {
                turn,
                half: Half::Day,
            } => Some(Step::Player {
                turn,
                half: Half::Night,
            }),
            Step::Player {
                turn,
                half: Half::Night,
            } => {
                if turn + 1 < n {
                    Some(Step::Player {
                        turn: turn + 1,
                        half: Half::Day,
                    })
                } else if s.ghost.is_some() {
                    Some(Step::Ghost { half: Half::Day })
                } else {
                    None
                }
            }
            Step::Ghost { half: Half::Day } => Some(Step::Ghost { half: Half::Night }),
            Step::Ghost { half: Half::Night } => None,
            Step::Scoring => return,
        };
        match next {
            Some(step) => {
                s.step = step;
                if let Some(p) = s.current_player(options) {
                    if s.finished(p) {
                        continue;
                    }
                }
                return;
            }
            None => {
                if (0..s.player_count()).any(|p| s.finished(p)) {
                    s.step = Step::Scoring;
                } else {
                    s.round = s.round.saturating_add(1);
                    s.step = Step::Dice;
                }
                s.dice = if s.step == Step::Scoring {
                    s.dice
                } else {
                    None
                };
                return;
            }
        }
    }
}

/// A ship ended a move: a fight first if ships are there, then the space.
pub(super) fn arrive(options: &Options, s: &mut State, arrival: Arrival) {
    let Some(pos) = s.position(arrival.ship) else {
        advance(options, s);
        return;
    };
    let targets = s.ships_on(pos.space, Some(arrival.ship));
    if !targets.is_empty() {
        s.pending = Some(Pending::Combat { arrival, targets });
        return;
    }
    after_fight(options, s, arrival);
}

/// The space's own effect once any fight is over: a lair's token, or the fee.
pub(super) fn after_fight(options: &Options, s: &mut State, arrival: Arrival) {
    let Some(pos) = s.position(arrival.ship) else {
        advance(options, s);
        return;
    };
    if let Some(i) = s.lair_tokens.iter().position(|&l| l == pos.space) {
        s.lair_tokens.remove(i);
        match arrival.ship {
            Ship::Player(p) => {
                if let Some(t) = s.tokens.get_mut(usize::from(p)) {
                    *t = t.saturating_add(1);
                }
                s.count_treasures(p, 1);
            }
            Ship::Ghost => {
                if let Some(g) = s.ghost.as_mut() {
                    g.tokens = g.tokens.saturating_add(1);
                    g.treasures = g.treasures.saturating_add(1).min(MAX_GHOST_TREASURES);
                }
            }
        }
        advance(options, s);
        return;
    }
    let has_cost = options
        .track
        .space(pos.space)
        .is_some_and(|sp| sp.kind.has_cost());
    match arrival.ship {
        Ship::Player(p) if has_cost && !pos.finished() => {
            if arrival.fallback {
                paid(options, s, p, pos.space);
            } else {
                s.pending = Some(Pending::Fee { player: p });
            }
        }
        _ => advance(options, s),
    }
}

/// A fee was paid in full: with The Crew, a port offers recruiting.
pub(super) fn paid(options: &Options, s: &mut State, player: u8, space: u8) {
    let port = options
        .track
        .space(space)
        .is_some_and(|sp| sp.kind == SpaceKind::Port);
    if options.crew && port && s.tavern.is_some() {
        s.pending = Some(Pending::Recruit { player });
    } else {
        advance(options, s);
    }
}
