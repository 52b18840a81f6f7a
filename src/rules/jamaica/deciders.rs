//! Whose choice the game waits for: the player who acts, the Captain for the dice and the
//! Ghost Ship's moves (and the ship it attacks), the players outside a fight the ghost won
//! (they decide for it what it takes). The guide's seat and the screens' "who decides" both
//! come from here, so a screen never restates whose choice a step is.

use super::{ghost, Options, Pending, Ship, State, Step};

impl State {
    /// The seats whose choice the game waits for now, in seat order: one player for most
    /// steps; every player outside the fight when the Ghost Ship won it (any of them decides
    /// for it, as any of them rolls its die: [`ghost::die_rollers`]); none while the players
    /// each declare their own count.
    pub fn deciders(&self, options: &Options) -> Vec<usize> {
        let captain = self.captain(options);
        match &self.pending {
            Some(Pending::Spoils {
                ghost_won: true,
                player,
                ..
            }) => ghost::die_rollers(self.player_count(), usize::from(*player)),
            Some(
                Pending::Fee { player }
                | Pending::Shortage { player, .. }
                | Pending::Recruit { player }
                | Pending::LookOut { player }
                | Pending::Spoils { player, .. },
            ) => vec![usize::from(*player)],
            // The mover picks whom to fight; for the ghost, the Captain does
            // (`ghost::SettledCase::SeveralShipsOnGhostArrival`).
            Some(Pending::Combat { arrival, .. }) => match arrival.ship {
                Ship::Player(p) => vec![usize::from(p)],
                Ship::Ghost => vec![captain],
            },
            None => match self.step {
                Step::Dice | Step::Ghost { .. } => vec![captain],
                Step::Scoring => Vec::new(),
                Step::Player { .. } => self.current_player(options).into_iter().collect(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Arrival, Jamaica};
    use super::*;
    use crate::rules::GameRules;

    fn start(n: usize) -> (Options, State) {
        let options = Options {
            ghost: true,
            ..Options::for_players(n)
        };
        let players = crate::rules::players::numbered(n);
        let state = Jamaica::start(&options, &players).unwrap();
        (options, state)
    }

    #[test]
    fn the_players_outside_a_fight_the_ghost_won_decide_for_it() {
        let (options, mut state) = start(3);
        let ghost = Arrival {
            ship: Ship::Ghost,
            fallback: false,
        };
        state.pending = Some(Pending::Spoils {
            arrival: ghost,
            ghost_won: true,
            player: 1,
        });
        assert_eq!(state.deciders(&options), vec![0, 2]);
        // The guide names one seat only when one player decides.
        let players = crate::rules::players::numbered(3);
        assert_eq!(Jamaica::guide(&options, &players, &state).seat, None);
        let (options, mut state) = start(2);
        state.pending = Some(Pending::Spoils {
            arrival: ghost,
            ghost_won: true,
            player: 0,
        });
        assert_eq!(state.deciders(&options), vec![1]);
        let players = crate::rules::players::numbered(2);
        assert_eq!(Jamaica::guide(&options, &players, &state).seat, Some(1));
        // A player who beat the ghost chooses their own spoils.
        state.pending = Some(Pending::Spoils {
            arrival: ghost,
            ghost_won: false,
            player: 0,
        });
        assert_eq!(state.deciders(&options), vec![0]);
    }

    #[test]
    fn the_captain_picks_the_ship_the_ghost_attacks_and_sails_it() {
        let (options, mut state) = start(3);
        state.round = 2;
        let captain = state.captain(&options);
        assert_eq!(captain, 1);
        state.pending = Some(Pending::Combat {
            arrival: Arrival {
                ship: Ship::Ghost,
                fallback: false,
            },
            targets: vec![Ship::Player(0), Ship::Player(2)],
        });
        assert_eq!(state.deciders(&options), vec![captain]);
        state.pending = None;
        state.step = Step::Ghost {
            half: super::super::Half::Day,
        };
        assert_eq!(state.deciders(&options), vec![captain]);
        state.step = Step::Scoring;
        assert!(state.deciders(&options).is_empty());
    }
}
