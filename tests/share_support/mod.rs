//! Realistic games of every kind for the share tests: each generator proposes plausible
//! actions from the state, and only actions the rules accept stay in the log. An action that
//! would end the game before the wanted length is undone (and later overwritten), so the
//! generated games are games in progress of the wanted length.
#![allow(dead_code)]

use chrono::{DateTime, TimeZone, Utc};
use tablemate::rules::carcassonne::{self, District, Feature, PlayerSet, ScoreEntry};
use tablemate::rules::catan::{self, Piece, Spot, Variant};
use tablemate::rules::dice::{DiceMode, Roll};
use tablemate::rules::jamaica::combat::{CombatRoll, COMBAT_DIE};
use tablemate::rules::jamaica::track::Dir;
use tablemate::rules::jamaica::{self, Expected, Good, Pending, Spoils};
use tablemate::rules::{players::numbered, scorepad};
use tablemate::session::{Action, Game, GameKind, GameOptions, GameState, Setup};

pub fn at(second: i64) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
}

/// A small deterministic generator (xorshift), so every run measures the same games.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    pub fn byte(&mut self) -> u8 {
        self.next() as u8
    }
    pub fn die(&mut self) -> u8 {
        1 + self.below(6) as u8
    }
}

pub fn setup(kind: GameKind) -> Setup {
    let (options, players) = match kind {
        GameKind::ScorePad => (
            GameOptions::ScorePad(scorepad::Options {
                rounds: true,
                ..scorepad::Options::default()
            }),
            4,
        ),
        GameKind::Catan => {
            let mut o = catan::Options::new(Variant::Base);
            o.dice = DiceMode::Random;
            (GameOptions::Catan(o), 4)
        }
        GameKind::Jamaica => (
            GameOptions::Jamaica(jamaica::Options {
                crew: true,
                ..jamaica::Options::default()
            }),
            4,
        ),
        GameKind::Carcassonne => (
            GameOptions::Carcassonne(carcassonne::Options {
                tower: true,
                count: true,
                king_robber: true,
                ..carcassonne::Options::default()
            }),
            5,
        ),
    };
    let mut players = numbered(players);
    let names = ["Lan", "Bảo", "Zoë", "Mateus", "美玲"];
    for (p, name) in players.iter_mut().zip(names) {
        p.name = name.to_string();
    }
    Setup {
        options,
        players,
        created: at(0),
    }
}

fn scorepad_action(_g: &Game, rng: &mut Rng, i: usize) -> scorepad::Action {
    match rng.below(20) {
        0 => scorepad::Action::NextRound,
        1 | 2 => scorepad::Action::Roll(Roll::new(rng.die(), rng.die())),
        _ => scorepad::Action::Score {
            player: i % 4,
            points: 1 + rng.below(15) as i64,
        },
    }
}

fn catan_action(g: &Game, rng: &mut Rng) -> catan::Action {
    use catan::Action as A;
    let GameState::Catan(s) = g.state() else {
        unreachable!()
    };
    if s.phase != catan::Phase::Playing {
        return if rng.below(2) == 0 {
            A::Build {
                piece: Piece::Settlement,
                spot: Spot::Land,
            }
        } else {
            A::Build {
                piece: Piece::Road,
                spot: Spot::Land,
            }
        };
    }
    match rng.below(16) {
        0..=4 => A::Roll(Roll::new(rng.die(), rng.die())),
        5 | 6 => A::MoveRobber {
            hits: rng.below(3) as u8,
            desert: false,
        },
        7 => A::Build {
            piece: Piece::Road,
            spot: Spot::Land,
        },
        8 => A::Build {
            piece: Piece::Settlement,
            spot: Spot::Land,
        },
        9 => A::Build {
            piece: Piece::City,
            spot: Spot::Land,
        },
        10 => A::PlayKnight,
        11 => A::DrawVpCard,
        12 => A::SetRoadLength {
            player: s.turn.player,
            length: rng.below(9) as u8,
        },
        _ => A::EndTurn,
    }
}

pub fn jamaica_action(g: &Game, rng: &mut Rng) -> jamaica::Action {
    use jamaica::Action as A;
    let (GameOptions::Jamaica(o), GameState::Jamaica(s)) = (&g.setup().options, g.state()) else {
        unreachable!()
    };
    let (a, b, c) = (rng.byte(), rng.byte(), rng.byte());
    let dir = if a % 5 == 0 {
        Dir::Backward
    } else {
        Dir::Forward
    };
    let face = |x: u8| COMBAT_DIE[usize::from(x) % COMBAT_DIE.len()];
    match s.expected() {
        Expected::ActionDice => A::Dice {
            day: rng.die(),
            night: rng.die(),
        },
        Expected::CardAction if a % 4 == 1 => A::Load {
            good: [Good::Food, Good::Gold, Good::Gunpowder][usize::from(b) % 3],
        },
        Expected::CardAction => {
            let ways = s.landings(o, dir, 0);
            A::Move {
                dir,
                branches: ways
                    .get(usize::from(b) % ways.len().max(1))
                    .map(|l| l.branches.clone())
                    .unwrap_or_default(),
                adjust: 0,
            }
        }
        Expected::GhostMove => {
            let ways = s.ghost_choices(o);
            match ways.get(usize::from(b) % ways.len().max(1)) {
                Some(l) => A::GhostMove {
                    dir: l.dir,
                    branches: l.branches.clone(),
                },
                None => A::GhostMove {
                    dir,
                    branches: vec![],
                },
            }
        }
        Expected::Fee if a % 3 == 0 => A::CouldNotPay {
            food: b % 3,
            gold: c % 3,
        },
        Expected::Fee => A::Pay,
        Expected::ShortageChoice => match &s.pending {
            Some(Pending::Shortage { candidates, .. }) => A::FallBack {
                space: candidates[usize::from(b) % candidates.len()].space,
            },
            _ => A::Pay,
        },
        Expected::Fight => match &s.pending {
            Some(Pending::Combat { targets, arrival }) => {
                use jamaica::Ship;
                let opponent = targets[usize::from(a) % targets.len()];
                let powder = |ghost: bool, x: u8| if ghost { 0 } else { x % 4 };
                A::Fight {
                    opponent,
                    attacker: CombatRoll::new(face(b), powder(arrival.ship == Ship::Ghost, c)),
                    defender: Some(CombatRoll::new(face(c), powder(opponent == Ship::Ghost, b))),
                }
            }
            _ => A::Pay,
        },
        Expected::Spoils => A::Spoils(match a % 3 {
            0 => Spoils::Nothing,
            1 => Spoils::TakeGhostHold { hold: b % 5 },
            _ => Spoils::TakeGhostTreasure,
        }),
        Expected::Recruit => A::SkipRecruit,
        Expected::LookOut => {
            match jamaica::powers::lookout_lairs(o, s, s.current_player(o).unwrap_or(0)).first() {
                Some(&lair) if a % 2 == 0 => A::LookOut { lair },
                _ => A::SkipLookOut,
            }
        }
        Expected::Declarations => A::Declare {
            player: a % 4,
            declaration: Default::default(),
        },
    }
}

pub fn carcassonne_action(g: &Game, rng: &mut Rng) -> carcassonne::Action {
    use carcassonne::Action as A;
    let GameState::Carcassonne(s) = g.state() else {
        unreachable!()
    };
    let n = g.players().len();
    let me = usize::from(s.turn.player);
    let final_scoring = s.phase != carcassonne::Phase::Play;
    match rng.below(12) {
        0..=2 if !final_scoring => A::PlaceMeeple,
        3..=6 => {
            // A feature with one of the active player's meeples (or a neighbour's) scores.
            let owner = (0..n)
                .map(|k| (me + k) % n)
                .find(|&p| s.meeples[p].on_features > 0 && rng.below(3) != 0);
            let size = 1 + rng.below(6) as u8;
            let feature = match (rng.below(3), final_scoring) {
                (0, false) => Feature::Road {
                    tiles: size + 1,
                    completed: true,
                },
                (1, false) => Feature::Monastery { tiles: 9 },
                (_, false) => Feature::City {
                    tiles: size + 1,
                    pennants: rng.below(2) as u8,
                    completed: true,
                },
                (0, true) => Feature::Road {
                    tiles: size,
                    completed: false,
                },
                (1, true) => Feature::Farm {
                    cities: rng.below(4) as u8,
                    carcassonne: false,
                },
                (_, true) => Feature::City {
                    tiles: size,
                    pennants: 0,
                    completed: false,
                },
            };
            let mut returned = vec![0; n];
            let scorers = match owner {
                Some(p) => {
                    returned[p] = 1;
                    PlayerSet::of(&[p])
                }
                None => PlayerSet::EMPTY,
            };
            A::Score(ScoreEntry::new(feature, scorers, returned))
        }
        7 if !final_scoring => A::AddFloor {
            tower: None,
            capture: None,
        },
        8 => A::EnterCity {
            district: District::ALL[rng.below(4) as usize],
            count_to: None,
        },
        9 if final_scoring => A::FinishGame,
        9 => A::Adjust {
            player: me as u8,
            points: 1 + rng.below(5) as i16,
        },
        _ if final_scoring => A::Adjust {
            player: rng.below(n as u64) as u8,
            points: 1 + rng.below(9) as i16,
        },
        _ => A::EndTurn,
    }
}

/// A game of `kind` with (about) `actions` applied actions, the last few of them undone so the
/// code carries a redo tail as real games do. Returns fewer when the rules run out of moves.
pub fn game_of(kind: GameKind, actions: usize, seed: u64) -> Game {
    let mut rng = Rng::new(seed ^ actions as u64);
    let mut g = Game::new(setup(kind)).unwrap();
    let mut t = 0i64;
    let mut tries = 0;
    while g.cursor() < actions && tries < actions * 200 {
        tries += 1;
        let action = match kind {
            GameKind::ScorePad => Action::ScorePad(scorepad_action(&g, &mut rng, g.cursor())),
            GameKind::Catan => Action::Catan(catan_action(&g, &mut rng)),
            GameKind::Jamaica => Action::Jamaica(jamaica_action(&g, &mut rng)),
            GameKind::Carcassonne => Action::Carcassonne(carcassonne_action(&g, &mut rng)),
        };
        let when = t + 4 + rng.below(80) as i64;
        if g.apply(action, at(when)).is_ok() {
            t = when;
            if g.outcome().is_some() && g.cursor() < actions {
                g.undo();
            }
        }
    }
    // Two undone actions at the end, as after a player took back a mistake.
    g.undo();
    g.undo();
    g
}
