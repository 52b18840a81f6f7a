//! The one commit path with every writer interleaved, on the app's own code: a phone whose
//! open game changes between two saved games while taps (fresh and stale), undos, redos, the
//! live host of one game and a guest's replica of another all write through
//! `commit::commit`, and writes fail (the app takes the game back to what is stored, and the
//! host's table with it, `Host::restore`). Whatever the order: no change lands on a game it was not meant for, a
//! change made on a head the game has left never lands, and every accepted change is in the
//! game it was meant for.

mod share_support;

use proptest::prelude::*;
use share_support::{at, jamaica_action, setup, Rng};
use tablemate::commit::{commit, Change, CommitError, Head, Held};
use tablemate::live::host::Host;
use tablemate::live::message::{PeerId, Seat};
use tablemate::session::{Action, Game, GameKind};

/// The phone: its saved games by id, and which one is open.
struct Phone {
    saved: Vec<(String, Game)>,
    open: usize,
}

impl Phone {
    fn held(&self) -> &str {
        &self.saved[self.open].0
    }

    fn game(&self, id: &str) -> &Game {
        &self.saved.iter().find(|(i, _)| i == id).unwrap().1
    }

    /// A commit as `AppState::commit` makes it: on the open game, meant for `id` at `seen`.
    fn commit(&mut self, id: &str, seen: Head, change: Change) -> Result<(), CommitError> {
        let (held, game) = &mut self.saved[self.open];
        let mut open = Held {
            id: held.clone(),
            name: held.to_uppercase(),
            game: game.clone(),
        };
        let result = commit(&mut open, id, seen, change);
        *game = open.game;
        result.map(|_| ())
    }
}

fn play(seed: u64, ops: &[u8]) -> Result<(), TestCaseError> {
    let mut rng = Rng::new(seed);
    let x = Game::new(setup(GameKind::Jamaica)).unwrap();
    let y = Game::new(setup(GameKind::Jamaica)).unwrap();
    let mut phone = Phone {
        saved: vec![("x".into(), x.clone()), ("y".into(), y)],
        open: 0,
    };
    // This phone hosts x's table; a replica of another phone's table game ("z") follows it.
    let mut host = Host::new("x", "X", x, PeerId(0), "Host", Seat::Table);
    let mut other = Host::new(
        "z",
        "Z",
        Game::new(setup(GameKind::Jamaica)).unwrap(),
        PeerId(0),
        "Other",
        Seat::Table,
    );
    let mut stale: Option<(String, Head)> = None;
    // What the store holds of each game: a commit is stored unless its write fails.
    let mut store: Vec<(String, Game)> = phone.saved.clone();
    let mut clock = 0;
    for &op in ops {
        clock += 1;
        let before: Vec<(String, Game)> = phone.saved.clone();
        let open_id = phone.held().to_string();
        let seen = Head::of(phone.game(&open_id));
        // Which game each change is meant for, and whether it must land.
        let (meant, result) = match op % 7 {
            // A tap on the open game as shown; on the hosted game, through the host first,
            // as `AppState::try_act` does.
            0 | 1 if open_id == "x" => {
                let action = Action::Jamaica(jamaica_action(host.game(), &mut rng));
                let _ = host.act(action, at(clock));
                let r = phone.commit("x", seen, Change::Follow(Box::new(host.game().clone())));
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
                (open_id.clone(), r)
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
                (id, r)
            }
            3 if open_id == "x" => {
                let _ = if op % 2 == 0 {
                    host.undo()
                } else {
                    host.redo()
                };
                let r = phone.commit("x", seen, Change::Follow(Box::new(host.game().clone())));
                ("x".into(), r)
            }
            3 => {
                let change = if op % 2 == 0 {
                    Change::Undo
                } else {
                    Change::Redo
                };
                (open_id.clone(), phone.commit(&open_id, seen, change))
            }
            // The host of x decides a request, then follows into the phone.
            4 => {
                let action = Action::Jamaica(jamaica_action(host.game(), &mut rng));
                let _ = host.act(action, at(clock));
                let seen = phone
                    .saved
                    .iter()
                    .find(|(i, _)| i == phone.held())
                    .map_or(seen, |(_, g)| Head::of(g));
                let r = phone.commit("x", seen, Change::Follow(Box::new(host.game().clone())));
                ("x".into(), r)
            }
            // Another table's game reaches this phone: it is never applied here.
            5 => {
                let action = Action::Jamaica(jamaica_action(other.game(), &mut rng));
                let _ = other.act(action, at(clock));
                let r = phone.commit("z", seen, Change::Follow(Box::new(other.game().clone())));
                prop_assert_eq!(&r, &Err(CommitError::OtherGame));
                ("z".into(), r)
            }
            // The player opens the other saved game, read from the store.
            6 if op % 2 == 0 => {
                phone.open = 1 - phone.open;
                let id = phone.held().to_string();
                let stored = store.iter().find(|(i, _)| *i == id).unwrap().1.clone();
                phone.saved[phone.open].1 = stored;
                continue;
            }
            // The phone reloads: the open game is read back from the store.
            _ => {
                let id = phone.held().to_string();
                let stored = store.iter().find(|(i, _)| *i == id).unwrap().1.clone();
                prop_assert_eq!(
                    &phone.saved[phone.open].1,
                    &stored,
                    "a change shown was not stored"
                );
                continue;
            }
        };
        for ((id, was), (_, now)) in before.iter().zip(&phone.saved) {
            if *id != meant || result.is_err() {
                prop_assert_eq!(was, now, "game {} changed by a change for {}", id, meant);
            }
        }
        if result.is_ok() {
            prop_assert_eq!(phone.held(), meant.as_str(), "accepted for a game not open");
        }
        // The host's table game and the phone's x agree whenever x was open to follow it.
        if meant == "x" && matches!(op % 7, 0 | 1 | 3 | 4) {
            if phone.held() == "x" {
                prop_assert_eq!(phone.game("x"), host.game());
            } else {
                prop_assert_eq!(&result, &Err(CommitError::OtherGame));
                // The app takes the table back to what the phone holds (Host::restore).
                let _ = host.restore(phone.game("x").clone());
            }
        }
        // The commit's write: stored, or it fails (a full storage, one time in five) and the
        // app takes the open game back to what is stored, and a table of it with it (the
        // app's `live_write_failed`).
        if result.is_ok() {
            let (id, game) = phone.saved[phone.open].clone();
            let slot = store.iter_mut().find(|(i, _)| *i == id).unwrap();
            if op % 5 == 0 {
                phone.saved[phone.open].1 = slot.1.clone();
                if id == "x" {
                    let _ = host.restore(slot.1.clone());
                    prop_assert_eq!(host.game(), &slot.1);
                }
            } else {
                slot.1 = game;
            }
        }
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
