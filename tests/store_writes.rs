//! The way a game is written to the store, tap by tap, against a model of the store: writes
//! land in the order they were issued, any of them may fail, and a failure reads the game back
//! from the store (as the app does). Whatever happens, the stored game is always whole, and
//! once every write has come back the screen shows exactly what is stored. With two windows
//! writing the same game, each write lands only on the head it expects (as `writeGame` in
//! `web/store.js` checks), and the same holds.

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

/// One window of the app on the same game: what it shows and what it expects the store holds.
struct Window {
    game: Game,
    unwritten: Unwritten,
    stored_head: Option<String>,
    /// A failed write's read-back is on its way: no change until it lands.
    reading: usize,
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

/// A write that lands only if the store still holds the head it expects, as `writeGame` does.
struct Checked {
    window: usize,
    write: Write,
    expected: Option<String>,
}

enum TwoOp {
    Write(Checked),
    Read(usize),
}

impl Store {
    fn write_checked(&mut self, c: &Checked) -> bool {
        if self.head != c.expected {
            return false;
        }
        self.write(&c.write);
        true
    }
}

proptest! {
    /// Two windows on one game, each believing it may write, in any interleaving: a write that
    /// meets a head it did not expect changes nothing and sends its window back to the store.
    /// The stored game is whole after every operation, and at the end the window that wrote
    /// last shows exactly what is stored.
    #[test]
    fn two_windows_never_break_the_stored_game(steps in prop::collection::vec(two(), 0..150)) {
        let mut first = Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options::default()),
            players: (0..3).map(|i| Player::new(format!("P{i}"), PlayerColour::ALL[i])).collect(),
            created: at(0),
        })
        .unwrap();
        let mut store = Store::default();
        let head = record::head("g", "G", &first, at(0));
        store.write(&Write { seq: 0, head: head.clone(), from: 0, entries: vec![], length: 0, fails: false });
        first.apply(Action::ScorePad(scorepad::Action::Score { player: 0, points: 1 }), at(1)).unwrap();
        let mut windows: Vec<Window> = (0..2)
            .map(|_| Window { game: store.game(), unwritten: Unwritten::default(), stored_head: Some(head.clone()), reading: 0 })
            .collect();
        let mut queue: VecDeque<TwoOp> = VecDeque::new();
        let mut last_writer = None;
        let mut clock = 1;

        let land = |queue: &mut VecDeque<TwoOp>, store: &mut Store, windows: &mut Vec<Window>, last_writer: &mut Option<usize>, n: usize| {
            for _ in 0..n {
                match queue.pop_front() {
                    Some(TwoOp::Write(c)) => {
                        let w = &mut windows[c.window];
                        if store.write_checked(&c) {
                            w.unwritten.confirmed(c.write.seq);
                            *last_writer = Some(c.window);
                        } else if w.reading == 0 {
                            w.reading += 1;
                            queue.push_back(TwoOp::Read(c.window));
                        }
                        store.game();
                    }
                    Some(TwoOp::Read(i)) => {
                        let w = &mut windows[i];
                        w.game = store.game();
                        w.stored_head = store.head.clone();
                        w.unwritten.restart();
                        w.reading -= 1;
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
                    if windows[i].reading == 0 {
                        windows[i].reading += 1;
                        queue.push_back(TwoOp::Read(i));
                    }
                    continue;
                }
                Two::Do(i, ..) | Two::Undo(i) if windows[i].reading > 0 => continue,
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
            let from = w.unwritten.change(changed_from, length);
            let seq = w.unwritten.issue();
            let head = record::head("g", "G", &w.game, at(clock));
            let expected = w.stored_head.replace(head.clone());
            queue.push_back(TwoOp::Write(Checked {
                window: i,
                write: Write { seq, head, from, entries: record::entries(w.game.log(), from), length, fails: false },
                expected,
            }));
        }
        land(&mut queue, &mut store, &mut windows, &mut last_writer, usize::MAX);
        if let Some(w) = last_writer {
            prop_assert_eq!(&windows[w].game, &store.game());
        }
    }
}
