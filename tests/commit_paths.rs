//! The one commit path with every writer interleaved, on the app's own code: a phone whose
//! open game changes between two saved games while taps (fresh and stale), undos, redos, the
//! live host of one game and the host of another table all write through `commit::commit` on
//! the one game the phone holds (a live host keeps no game of its own), and writes fail (the
//! app takes the game back to what is stored, and the host's table with it, `Host::restore`).
//! Whatever the order: no change lands on a game it was not meant for, a change made on a
//! head the game has left never lands, every accepted change is in the game it was meant
//! for, and what the table sent its phones is always what the store holds.

mod share_support;

use proptest::prelude::*;
use share_support::{at, jamaica_action, setup, Rng};
use tablemate::commit::{commit, Change, CommitError, Committed, Head, Held, Holder};
use tablemate::live::host::Host;
use tablemate::live::message::{PeerId, Seat};
use tablemate::session::{Action, Game, GameKind};

/// The phone: its saved games, and which one is open.
struct Phone {
    saved: Vec<Held>,
    open: usize,
}

impl Phone {
    fn held(&self) -> &str {
        &self.saved[self.open].id
    }

    fn game(&self, id: &str) -> &Game {
        &self.saved.iter().find(|h| h.id == id).unwrap().game
    }

    fn games(&self) -> Vec<(String, Game)> {
        (self.saved.iter())
            .map(|h| (h.id.clone(), h.game.clone()))
            .collect()
    }
}

/// The phone's open game, as `AppState::commit` changes it: the game a live host's table
/// plays, and every other writer's.
impl Holder for Phone {
    fn held(&self) -> &Held {
        &self.saved[self.open]
    }

    fn commit(&mut self, id: &str, seen: Head, change: Change) -> Result<Committed, CommitError> {
        commit(&mut self.saved[self.open], id, seen, change)
    }
}

/// Whether a step of the host's changed the phone's game.
fn moved(before: &[(String, Game)], phone: &Phone) -> Result<(), CommitError> {
    match before == phone.games().as_slice() {
        true => Err(CommitError::Nothing),
        false => Ok(()),
    }
}

fn play(seed: u64, ops: &[u8]) -> Result<(), TestCaseError> {
    let mut rng = Rng::new(seed);
    let held = |id: &str| Held {
        id: id.into(),
        name: id.to_uppercase(),
        game: Game::new(setup(GameKind::Jamaica)).unwrap(),
    };
    let mut phone = Phone {
        saved: vec![held("x"), held("y")],
        open: 0,
    };
    // This phone hosts x's table; the table of a game it does not hold ("z") is hosted too,
    // and its changes are never applied here.
    let mut host = Host::new(&phone.saved[0], PeerId(0), "Host", Seat::Table);
    let mut other = Host::new(&held("z"), PeerId(0), "Other", Seat::Table);
    let mut stale: Option<(String, Head)> = None;
    // What the store holds of each game: a commit is stored unless its write fails.
    let mut store: Vec<(String, Game)> = phone.games();
    let mut clock = 0;
    for &op in ops {
        clock += 1;
        let before = phone.games();
        let open_id = phone.held().to_string();
        let seen = Head::of(phone.game(&open_id));
        // Which game each change is meant for, and whether it must land.
        let (meant, result) = match op % 7 {
            // A tap on the open game as shown; on the hosted game through the host, on the
            // game the phone holds, as `AppState::try_act` does.
            0 | 1 if open_id == "x" => {
                let action = Action::Jamaica(jamaica_action(phone.game("x"), &mut rng));
                let r = host.act(&mut phone, action, at(clock)).map(|_| ());
                ("x".into(), r)
            }
            0 | 1 => {
                let action = Action::Jamaica(jamaica_action(phone.game(&open_id), &mut rng));
                stale = Some((open_id.clone(), seen));
                let r = phone.commit(
                    &open_id,
                    seen,
                    Change::Act {
                        action,
                        at: at(clock),
                        by: None,
                    },
                );
                (open_id.clone(), r.map(|_| ()))
            }
            // A tap made on a head seen earlier (a second window, a slow screen).
            2 => {
                let Some((id, old)) = stale.clone().filter(|(id, _)| id != "x") else {
                    continue;
                };
                let game = phone.game(&id).clone();
                let action = Action::Jamaica(jamaica_action(&game, &mut rng));
                let r = phone.commit(
                    &id,
                    old,
                    Change::Act {
                        action,
                        at: at(clock),
                        by: None,
                    },
                );
                if r.is_ok() {
                    prop_assert_eq!(old, Head::of(&game), "a stale head landed");
                }
                (id, r.map(|_| ()))
            }
            3 if open_id == "x" => {
                let _ = if op % 2 == 0 {
                    host.undo(&mut phone)
                } else {
                    host.redo(&mut phone)
                };
                ("x".into(), moved(&before, &phone))
            }
            3 => {
                let change = if op % 2 == 0 {
                    Change::Undo
                } else {
                    Change::Redo
                };
                let r = phone.commit(&open_id, seen, change);
                (open_id.clone(), r.map(|_| ()))
            }
            // The host of x decides a move on whatever game the phone holds: never on y.
            4 => {
                let game = phone.game("x").clone();
                let action = Action::Jamaica(jamaica_action(&game, &mut rng));
                let r = host.act(&mut phone, action, at(clock)).map(|_| ());
                if open_id != "x" {
                    prop_assert_eq!(&r, &Err(CommitError::OtherGame));
                }
                ("x".into(), r)
            }
            // Another table's move reaches this phone's game: it is never applied here.
            5 => {
                let z = held("z");
                let action = Action::Jamaica(jamaica_action(&z.game, &mut rng));
                let r = other.act(&mut phone, action, at(clock)).map(|_| ());
                prop_assert_eq!(&r, &Err(CommitError::OtherGame));
                ("z".into(), r)
            }
            // The player opens the other saved game, read from the store.
            6 if op % 2 == 0 => {
                phone.open = 1 - phone.open;
                let id = phone.held().to_string();
                let stored = store.iter().find(|(i, _)| *i == id).unwrap().1.clone();
                phone.saved[phone.open].game = stored;
                continue;
            }
            // The phone reloads: the open game is read back from the store.
            _ => {
                let id = phone.held().to_string();
                let stored = store.iter().find(|(i, _)| *i == id).unwrap().1.clone();
                prop_assert_eq!(
                    &phone.saved[phone.open].game,
                    &stored,
                    "a change shown was not stored"
                );
                continue;
            }
        };
        for ((id, was), now) in before.iter().zip(&phone.saved) {
            if *id != meant || result.is_err() {
                prop_assert_eq!(
                    was,
                    &now.game,
                    "game {} changed by a change for {}",
                    id,
                    meant
                );
            }
        }
        if result.is_ok() {
            prop_assert_eq!(phone.held(), meant.as_str(), "accepted for a game not open");
        }
        // The commit's write: stored, and then the table's change goes to its phones; or it
        // fails (a full storage, one time in five) and the app takes the open game back to
        // what is stored, and the table with it (the live table's `write_failed`).
        if result.is_ok() {
            let open = phone.saved[phone.open].clone();
            let slot = store.iter_mut().find(|(i, _)| *i == open.id).unwrap();
            if op % 5 == 0 {
                phone.saved[phone.open].game = slot.1.clone();
                if open.id == "x" {
                    let _ = host.restore(&mut phone);
                    prop_assert_eq!(phone.game("x"), &slot.1);
                }
            } else {
                slot.1 = open.game;
                if open.id == "x" {
                    let version = host.version();
                    let _ = host.stored(&mut phone, version);
                }
            }
        }
        // Nothing reaches the table's phones that the store lacks, and everything stored does.
        let stored_x = &store.iter().find(|(i, _)| i == "x").unwrap().1;
        prop_assert!(!host.storing());
        prop_assert_eq!(
            &host.sent().game,
            stored_x,
            "the phones hold what is stored"
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_writer_interleaved_lands_only_on_its_own_game(
        seed in any::<u64>(),
        ops in prop::collection::vec(any::<u8>(), 1..120),
    ) {
        play(seed, &ops)?;
    }
}
