//! The way a game is written to the store, tap by tap: the app's own writer
//! (`save::writer::Writer`, which `ui/state/writing.rs` drives) against a model of the store that
//! runs writes in the order they were issued and lands each only on the head it expects, as
//! `writeGame` in `web/store.js` does. Any write may fail; the writer's answer says when to read
//! the game back. Whatever happens, the stored game is always whole, and once every write has
//! come back the screen shows exactly what is stored. With two windows writing the same game,
//! the same holds.

use std::collections::{BTreeMap, VecDeque};

use chrono::{DateTime, TimeZone, Utc};
use proptest::prelude::*;
use tablemate::rules::scorepad;
use tablemate::rules::{Player, PlayerColour};
use tablemate::save::record;
use tablemate::save::writer::{Answer, Writer};
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
    /// The head the store must hold for the write to land.
    expected: Option<String>,
    fails: bool,
}

enum Op {
    Write(Write),
    /// The read of the game after a failed write.
    Read,
}

/// The read-back after a failure, as `ui/state/writing.rs` runs it: the stored game shown, the
/// writer started from its head, and changes taken again.
fn take_back(game: &mut Game, writer: &mut Writer, store: &Store) {
    *game = store.game();
    writer.read_back("g", store.head.clone());
    writer.taken_back("g");
}

impl Store {
    /// `writeGame`: lands only on the head it expects, and fails as given; then the head, the
    /// entries from `from`, every entry at `length` or after gone.
    fn write_checked(&mut self, w: &Write) -> bool {
        if w.fails || self.head != w.expected {
            return false;
        }
        self.write(w);
        true
    }

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
        let mut writer = Writer::default();
        let mut queue = VecDeque::new();
        let mut store = Store::default();
        let mut fail_next = false;
        let mut clock = 0;
        // A new game is written once before anything else, and that write succeeds (a game
        // whose first write fails is not kept on screen).
        writer.hold("g", None);
        let from = writer.change(Some(0), 0);
        let head = record::head("g", "G", &game, at(0));
        let issued = writer.issue(head.clone());
        let first = Write { seq: issued.seq, head, from, entries: vec![], length: 0, expected: issued.expected, fails: false };
        prop_assert!(store.write_checked(&first));
        prop_assert_eq!(writer.answered("g", first.seq, true), Answer::Landed);

        let run = |queue: &mut VecDeque<Op>, store: &mut Store, writer: &mut Writer, game: &mut Game, n: usize| {
            for _ in 0..n {
                match queue.pop_front() {
                    Some(Op::Write(w)) => {
                        let landed = store.write_checked(&w);
                        if writer.answered("g", w.seq, landed) == Answer::ReadBack {
                            queue.push_back(Op::Read);
                        }
                        store.game();
                    }
                    Some(Op::Read) => take_back(game, writer, store),
                    None => break,
                }
            }
        };

        for step in steps {
            clock += 1;
            let changed = match step {
                Step::Land(n) => {
                    run(&mut queue, &mut store, &mut writer, &mut game, n);
                    None
                }
                Step::FailNext => {
                    fail_next = true;
                    None
                }
                // While a failed write's game is read back, the app takes no change.
                _ if writer.reading_back() => None,
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
                let from = writer.change(changed_from, length);
                let head = record::head("g", "G", &game, at(clock));
                let issued = writer.issue(head.clone());
                queue.push_back(Op::Write(Write {
                    seq: issued.seq,
                    head,
                    from,
                    entries: record::entries(game.log(), from),
                    length,
                    expected: issued.expected,
                    fails: std::mem::take(&mut fail_next),
                }));
            }
        }
        run(&mut queue, &mut store, &mut writer, &mut game, usize::MAX);
        prop_assert_eq!(store.game(), game);
    }
}

/// One window of the app on the same game: what it shows, and its writer.
struct Window {
    game: Game,
    writer: Writer,
    /// The window is reading the game anew ("Use it here", or opening it from the list): no
    /// change until it has.
    opening: bool,
}

#[derive(Clone, Debug)]
enum Two {
    /// Window 0 or 1 plays.
    Do(usize, usize, i64),
    Undo(usize),
    /// Window 0 or 1 reads the game anew ("Use it here", or opening it from the list).
    Open(usize),
    Land(usize),
}

fn two() -> impl Strategy<Value = Two> {
    prop_oneof![
        8 => (0usize..2, 0usize..3, 1i64..9).prop_map(|(w, p, n)| Two::Do(w, p, n)),
        2 => (0usize..2).prop_map(Two::Undo),
        1 => (0usize..2).prop_map(Two::Open),
        4 => (0usize..4).prop_map(Two::Land),
    ]
}

enum TwoOp {
    Write(usize, Write),
    /// A failed write's read-back.
    ReadBack(usize),
    /// The window reads the game anew.
    Open(usize),
}

proptest! {
    /// Two windows on one game, each believing it may write, in any interleaving: a write that
    /// meets a head it did not expect changes nothing and sends its window back to the store.
    /// The stored game is whole after every operation, and at the end the window that wrote
    /// last shows exactly what is stored.
    #[test]
    fn two_windows_never_break_the_stored_game(steps in prop::collection::vec(two(), 0..150)) {
        let first = Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options::default()),
            players: (0..3).map(|i| Player::new(format!("P{i}"), PlayerColour::ALL[i])).collect(),
            created: at(0),
        })
        .unwrap();
        let mut store = Store::default();
        let head = record::head("g", "G", &first, at(0));
        store.write(&Write { seq: 0, head: head.clone(), from: 0, entries: vec![], length: 0, expected: None, fails: false });
        let mut windows: Vec<Window> = (0..2)
            .map(|_| {
                let mut writer = Writer::default();
                writer.hold("g", Some(head.clone()));
                Window { game: store.game(), writer, opening: false }
            })
            .collect();
        let mut queue: VecDeque<TwoOp> = VecDeque::new();
        let mut last_writer = None;
        let mut clock = 1;

        let land = |queue: &mut VecDeque<TwoOp>, store: &mut Store, windows: &mut Vec<Window>, last_writer: &mut Option<usize>, n: usize| {
            for _ in 0..n {
                match queue.pop_front() {
                    Some(TwoOp::Write(i, write)) => {
                        let landed = store.write_checked(&write);
                        if landed {
                            *last_writer = Some(i);
                        }
                        if windows[i].writer.answered("g", write.seq, landed) == Answer::ReadBack {
                            queue.push_back(TwoOp::ReadBack(i));
                        }
                        store.game();
                    }
                    Some(TwoOp::ReadBack(i)) => {
                        let w = &mut windows[i];
                        take_back(&mut w.game, &mut w.writer, store);
                    }
                    Some(TwoOp::Open(i)) => {
                        let w = &mut windows[i];
                        w.game = store.game();
                        w.writer.read_back("g", store.head.clone());
                        w.opening = false;
                    }
                    None => break,
                }
            }
        };

        for step in steps {
            clock += 1;
            let (i, changed) = match step {
                Two::Land(n) => {
                    land(&mut queue, &mut store, &mut windows, &mut last_writer, n);
                    continue;
                }
                Two::Open(i) => {
                    if !windows[i].opening {
                        windows[i].opening = true;
                        queue.push_back(TwoOp::Open(i));
                    }
                    continue;
                }
                Two::Do(i, ..) | Two::Undo(i) if windows[i].opening || windows[i].writer.reading_back() => continue,
                Two::Do(i, player, points) => {
                    let w = &mut windows[i];
                    let at_entry = w.game.cursor();
                    let action = Action::ScorePad(scorepad::Action::Score { player, points });
                    (i, w.game.apply(action, at(clock)).ok().map(|()| Some(at_entry)))
                }
                Two::Undo(i) => (i, windows[i].game.undo().then_some(None)),
            };
            let Some(changed_from) = changed else { continue };
            let w = &mut windows[i];
            let length = w.game.log().len();
            let from = w.writer.change(changed_from, length);
            let head = record::head("g", "G", &w.game, at(clock));
            let issued = w.writer.issue(head.clone());
            queue.push_back(TwoOp::Write(i, Write {
                seq: issued.seq,
                head,
                from,
                entries: record::entries(w.game.log(), from),
                length,
                expected: issued.expected,
                fails: false,
            }));
        }
        land(&mut queue, &mut store, &mut windows, &mut last_writer, usize::MAX);
        if let Some(w) = last_writer {
            prop_assert_eq!(&windows[w].game, &store.game());
        }
    }
}
