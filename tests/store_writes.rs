//! The way a game is written to the store, tap by tap, against a model of the store: writes
//! land in the order they were issued, any of them may fail, and a failure reads the game back
//! from the store (as the app does). Whatever happens, the stored game is always whole, and
//! once every write has come back the screen shows exactly what is stored.

use std::collections::{BTreeMap, VecDeque};

use chrono::{DateTime, TimeZone, Utc};
use proptest::prelude::*;
use tablemate::rules::scorepad;
use tablemate::rules::{Player, PlayerColour};
use tablemate::save::record::{self, Unwritten};
use tablemate::session::{Action, Game, GameOptions, Setup};

fn at(i: usize) -> DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + i as i64, 0).unwrap()
}

/// One game in IndexedDB as `web/store.js` keeps it: the head and the entries by index.
#[derive(Default)]
struct Store {
    head: Option<String>,
    entries: BTreeMap<usize, String>,
}

struct Write {
    seq: u64,
    head: String,
    from: usize,
    entries: Vec<String>,
    length: usize,
    fails: bool,
}

enum Op {
    Write(Write),
    /// The read of the game after a failed write.
    Read,
}

impl Store {
    /// `writeGame`: the head, the entries from `from`, every entry at `length` or after gone.
    fn write(&mut self, w: &Write) {
        self.head = Some(w.head.clone());
        for (i, e) in w.entries.iter().enumerate() {
            self.entries.insert(w.from + i, e.clone());
        }
        self.entries.retain(|&i, _| i < w.length);
    }

    fn game(&self) -> Game {
        let entries: Vec<String> = self.entries.values().cloned().collect();
        record::decode_stored(self.head.as_ref().expect("a head"), &entries)
            .expect("the stored game is whole")
            .1
    }
}

#[derive(Clone, Debug)]
enum Step {
    Do(usize, i64),
    Undo,
    Redo,
    /// The store runs this many of the operations waiting.
    Land(usize),
    /// The next write fails (a full storage).
    FailNext,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        8 => (0usize..3, 1i64..9).prop_map(|(p, n)| Step::Do(p, n)),
        2 => Just(Step::Undo),
        1 => Just(Step::Redo),
        4 => (0usize..4).prop_map(Step::Land),
        1 => Just(Step::FailNext),
    ]
}

proptest! {
    #[test]
    fn the_stored_game_is_always_whole_and_ends_as_shown(steps in prop::collection::vec(step(), 0..150)) {
        let mut game = Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options::default()),
            players: (0..3).map(|i| Player::new(format!("P{i}"), PlayerColour::ALL[i])).collect(),
            created: at(0),
        })
        .unwrap();
        let mut unwritten = Unwritten::default();
        let mut queue = VecDeque::new();
        let mut store = Store::default();
        let mut reads_waiting = 0;
        let mut fail_next = false;
        let mut clock = 0;
        // A new game is written once before anything else, and that write succeeds (a game
        // whose first write fails is not kept on screen).
        let from = unwritten.change(Some(0), 0);
        let seq = unwritten.issue();
        store.write(&Write { seq, head: record::head("g", "G", &game, at(0)), from, entries: vec![], length: 0, fails: false });
        unwritten.confirmed(seq);

        let run = |queue: &mut VecDeque<Op>, store: &mut Store, unwritten: &mut Unwritten, game: &mut Game, reads_waiting: &mut usize, n: usize| {
            for _ in 0..n {
                match queue.pop_front() {
                    Some(Op::Write(w)) if w.fails => {
                        queue.push_back(Op::Read);
                        *reads_waiting += 1;
                    }
                    Some(Op::Write(w)) => {
                        store.write(&w);
                        unwritten.confirmed(w.seq);
                        store.game();
                    }
                    Some(Op::Read) => {
                        *game = store.game();
                        *reads_waiting -= 1;
                    }
                    None => break,
                }
            }
        };

        for step in steps {
            clock += 1;
            let changed = match step {
                Step::Land(n) => {
                    run(&mut queue, &mut store, &mut unwritten, &mut game, &mut reads_waiting, n);
                    None
                }
                Step::FailNext => {
                    fail_next = true;
                    None
                }
                // While a failed write's game is read back, the app takes no change.
                _ if reads_waiting > 0 => None,
                Step::Do(player, points) => {
                    let at_entry = game.cursor();
                    let action = Action::ScorePad(scorepad::Action::Score { player, points });
                    game.apply(action, at(clock)).ok().map(|()| Some(at_entry))
                }
                Step::Undo => game.undo().then_some(None),
                Step::Redo => game.redo().then_some(None),
            };
            if let Some(changed_from) = changed {
                let length = game.log().len();
                let from = unwritten.change(changed_from, length);
                let seq = unwritten.issue();
                queue.push_back(Op::Write(Write {
                    seq,
                    head: record::head("g", "G", &game, at(clock)),
                    from,
                    entries: record::entries(game.log(), from),
                    length,
                    fails: std::mem::take(&mut fail_next),
                }));
            }
        }
        run(&mut queue, &mut store, &mut unwritten, &mut game, &mut reads_waiting, usize::MAX);
        prop_assert_eq!(store.game(), game);
    }
}
