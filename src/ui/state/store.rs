//! The store as the screens see it: the catalogue of saved games (and the records kept as
//! found), where the store stands, the browser's answer about keeping the storage, and the
//! open game's writer (which head each write expects, see `save::writer`). Its signals change
//! only through its methods; reading the lists is `games`, writing the open game `writing`.
//! The catalogue is built here from what the store lists, by a pure function.

use dioxus::prelude::*;

use crate::save::writer::{Answer, Issued, Writer};
use crate::save::{BrokenRecord, Catalogue, GameSummary, LoadError};
use crate::ui::storage::{game_key, Listing, Persistence};

/// Where the store stands, for the screens.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StoreStatus {
    /// The lists have been read from the store.
    pub ready: bool,
    /// The open game was taken over by another window: this one shows it and writes nothing.
    pub moved: bool,
    /// The last write failed because the storage is full.
    pub full: bool,
}

/// The store's part of the app's state, each a signal of its own: a tap writes the writer and
/// the catalogue's line, never the status the banner shows.
#[derive(Clone, Copy)]
pub struct Store {
    catalogue: Signal<Catalogue>,
    /// Whether the lists are read, the open game moved to another window, the storage full.
    status: Signal<StoreStatus>,
    /// The browser's answer to the request to keep the app's storage.
    persistence: Signal<Option<Persistence>>,
    writer: Signal<Writer>,
}

impl Store {
    /// The number of the last write of the open game issued: its answer names it (a live
    /// host lets a change reach the other phones once its write has landed).
    pub fn last_write(&self) -> u64 {
        self.writer.peek().last_issued()
    }

    pub fn new() -> Store {
        Store {
            catalogue: Signal::new(Catalogue::default()),
            status: Signal::new(StoreStatus::default()),
            persistence: Signal::new(None),
            writer: Signal::new(Writer::default()),
        }
    }

    /// Whether the catalogue lists a readable game `id`.
    pub fn has(&self, id: &str) -> bool {
        self.catalogue.peek().games.iter().any(|g| g.id == id)
    }

    /// The lists of games and of records kept as found. Subscribes.
    pub fn catalogue(&self) -> ReadableRef<'_, Signal<Catalogue>> {
        self.catalogue.read()
    }

    /// The lists, read without subscribing (for event handlers).
    pub fn catalogue_now(&self) -> ReadableRef<'_, Signal<Catalogue>> {
        self.catalogue.peek()
    }

    /// Where the store stands. Subscribes.
    pub fn status(&self) -> StoreStatus {
        self.status.read().clone()
    }

    /// The browser's answer about keeping the storage, once asked. Subscribes.
    pub fn persistence(&self) -> Option<Persistence> {
        *self.persistence.read()
    }

    /// Whether another window took the open game, read without subscribing.
    pub(super) fn moved_now(&self) -> bool {
        self.status.peek().moved
    }

    /// Whether this window may write the open game now: it was not taken by another window,
    /// and no failed write is being taken back.
    pub(super) fn may_write_now(&self) -> bool {
        !self.status.peek().moved && !self.writer.peek().reading_back()
    }

    /// Whether a write of the open game is still on its way, or a failed one taken back.
    pub(super) fn writing_now(&self) -> bool {
        let writer = self.writer.peek();
        writer.pending() || writer.reading_back()
    }

    /// The lists are read from the store.
    pub(super) fn set_ready(&mut self) {
        self.status.write().ready = true;
    }

    /// Another window took the open game (`true`), or this one took it back.
    pub(super) fn set_moved(&mut self, moved: bool) {
        if self.status.peek().moved != moved {
            self.status.write().moved = moved;
        }
    }

    /// The last write failed for want of room (`true`), or one has landed since.
    pub(super) fn set_full(&mut self, full: bool) {
        if self.status.peek().full != full {
            self.status.write().full = full;
        }
    }

    /// The browser answered about keeping the storage.
    pub(super) fn set_persistence(&mut self, answer: Persistence) {
        self.persistence.set(Some(answer));
    }

    /// Whether the browser refused to keep the storage when last asked.
    pub(super) fn persistence_denied_now(&self) -> bool {
        *self.persistence.peek() == Some(Persistence::Denied)
    }

    /// Game `id` is the open one now, its stored head `stored_head` (`None`: not stored yet):
    /// its writer starts over (the numbers of writes go on, so a late answer to an old write
    /// is never taken for an answer to a new one), and the status is the lists' alone.
    pub(super) fn open(&mut self, id: &str, stored_head: Option<String>) {
        self.writer.write().hold(id, stored_head);
        self.status.set(StoreStatus {
            ready: true,
            ..StoreStatus::default()
        });
    }

    /// The lists as read from the store.
    pub(super) fn set_catalogue(&mut self, catalogue: Catalogue) {
        self.catalogue.set(catalogue);
    }

    /// A game's line in the lists, added or brought up to date.
    pub(super) fn list(&mut self, summary: GameSummary) {
        self.catalogue.write().upsert(summary);
    }

    /// Takes game `id` off the lists.
    pub(super) fn unlist(&mut self, id: &str) {
        self.catalogue.write().remove(id);
    }

    /// Game `id` cannot be read: off the lists, and kept as found with `error`.
    pub(super) fn list_broken(&mut self, id: &str, error: LoadError, raw: String) {
        let mut catalogue = self.catalogue.write();
        catalogue.remove(id);
        catalogue.broken.retain(|b| b.key != game_key(id));
        catalogue.broken.push(BrokenRecord {
            key: game_key(id),
            error,
            raw,
            head: true,
        });
    }

    /// Takes the record kept as found under `key` off the lists; whether it stood for a game.
    pub(super) fn unlist_broken(&mut self, key: &str) -> bool {
        let mut catalogue = self.catalogue.write();
        let head = catalogue.broken.iter().any(|b| b.key == key && b.head);
        catalogue.broken.retain(|b| b.key != key);
        head
    }

    /// The open game changed from log entry `changed_from` (none: only its head): the first
    /// entry its write must carry, of `length`.
    pub(super) fn change(&mut self, changed_from: Option<usize>, length: usize) -> usize {
        self.writer.write().change(changed_from, length)
    }

    /// Issues a write of the open game whose new head is `head`: the head it expects and its
    /// number.
    pub(super) fn issue(&mut self, head: String) -> Issued {
        self.writer.write().issue(head)
    }

    /// Write `seq` of game `id` came back, landed or not: what it means for the screen.
    pub(super) fn answered(&mut self, id: &str, seq: u64, landed: bool) -> Answer {
        self.writer.write().answered(id, seq, landed)
    }

    /// Game `id` was read back from the store at `head`: the next write expects it.
    pub(super) fn read_back(&mut self, id: &str, head: String) {
        self.writer.write().read_back(id, Some(head));
    }

    /// A failed write of game `id` was taken back: writes may go on.
    pub(super) fn taken_back(&mut self, id: &str) {
        self.writer.write().taken_back(id);
    }
}

/// The heads in `listing` whose summary this build cannot read from the head alone (an older
/// version): each must be read whole and replayed once for [`catalogue_of`]. `summary_of`
/// reads a head (see `record::summary_of`).
pub fn needing_whole_read(listing: &Listing, summary_of: SummaryOf) -> Vec<String> {
    listing
        .heads
        .iter()
        .filter(|head| summary_of(&head.text).is_none())
        .map(|head| head.key.clone())
        .collect()
}

/// The lists' line of a stored head, as `record::summary_of` reads it (or without the options,
/// when the formats that name them are not here).
pub type SummaryOf = fn(&str) -> Option<GameSummary>;

/// What reading a game whole gave, for a head [`needing_whole_read`].
#[derive(Clone, Debug, PartialEq)]
pub enum WholeRead {
    Summary(Box<GameSummary>),
    Broken(LoadError),
    /// Gone since the listing: left out.
    Missing,
}

/// The catalogue of `listing`: a line per game whose head says its summary (or whose whole
/// read in `whole` does), most recent first; every other record kept as found, with why. A
/// head whose id is not its key's is kept as found too: listing it would open another game.
/// `why_broken` reads a record kept apart (`None`: it reads, or its reader is not here).
pub fn catalogue_of(
    listing: Listing,
    summary_of: SummaryOf,
    whole: &[(String, WholeRead)],
    why_broken: &dyn Fn(&str) -> Option<LoadError>,
) -> Catalogue {
    let mut catalogue = Catalogue::default();
    for head in listing.heads {
        let summary = match summary_of(&head.text) {
            Some(summary) => Ok(summary),
            None => match whole.iter().find(|(id, _)| *id == head.key).map(|(_, r)| r) {
                Some(WholeRead::Summary(summary)) => Ok((**summary).clone()),
                Some(WholeRead::Broken(error)) => Err(error.clone()),
                Some(WholeRead::Missing) => continue,
                None => Err(LoadError::Malformed("not read".into())),
            },
        };
        let error = match summary {
            Ok(summary) if summary.id == head.key => {
                catalogue.games.push(summary);
                continue;
            }
            Ok(summary) => LoadError::Malformed(format!("{} ≠ {}", summary.id, head.key)),
            Err(error) => error,
        };
        catalogue.broken.push(BrokenRecord {
            key: game_key(&head.key),
            error,
            raw: head.text,
            head: true,
        });
    }
    for broken in listing.broken {
        let error =
            why_broken(&broken.text).unwrap_or(LoadError::Malformed("kept as found".into()));
        catalogue.broken.push(BrokenRecord {
            key: broken.key,
            error,
            raw: broken.text,
            head: false,
        });
    }
    catalogue.sort();
    catalogue
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::live::test_support::{at, host, score};
    use crate::save::record;
    use crate::session::Game;
    use crate::ui::storage::RawRecord;

    fn why_broken(text: &str) -> Option<LoadError> {
        crate::save::decode(text).err()
    }

    fn game(points: i64) -> Game {
        let mut game = host().game().clone();
        game.apply(score(0, points), at(points))
            .expect("a score is taken");
        game
    }

    fn head(id: &str, points: i64) -> RawRecord {
        RawRecord {
            key: id.to_string(),
            text: record::head(id, id, &game(points), at(points)),
        }
    }

    #[test]
    fn every_readable_head_is_a_line_most_recent_first() {
        let listing = Listing {
            heads: vec![head("old", 1), head("new", 9)],
            broken: Vec::new(),
        };
        assert!(needing_whole_read(&listing, record::summary_of).is_empty());
        let catalogue = catalogue_of(listing, record::summary_of, &[], &why_broken);
        let ids: Vec<_> = catalogue.games.iter().map(|g| g.id.as_str()).collect();
        assert_eq!(ids, ["new", "old"]);
        assert!(catalogue.broken.is_empty());
    }

    #[test]
    fn a_head_under_another_games_key_is_kept_as_found_not_listed() {
        let mut moved = head("a", 2);
        moved.key = "b".into();
        let raw = moved.text.clone();
        let catalogue = catalogue_of(
            Listing {
                heads: vec![moved],
                broken: Vec::new(),
            },
            record::summary_of,
            &[],
            &why_broken,
        );
        assert!(catalogue.games.is_empty());
        let kept = &catalogue.broken[0];
        assert_eq!(
            (kept.key.as_str(), kept.raw.as_str()),
            (game_key("b").as_str(), raw.as_str())
        );
        assert!(kept.head, "removing it removes the game it stands for");
        assert_eq!(kept.error, LoadError::Malformed("a ≠ b".into()));
    }

    #[test]
    fn an_older_head_is_listed_from_its_whole_read_and_a_gone_one_left_out() {
        let old = RawRecord {
            key: "old".into(),
            text: "{\"v\":1}".into(),
        };
        let gone = RawRecord {
            key: "gone".into(),
            text: "{\"v\":1}".into(),
        };
        let unreadable = RawRecord {
            key: "bad".into(),
            text: "{\"v\":1}".into(),
        };
        let listing = Listing {
            heads: vec![old, gone, unreadable],
            broken: Vec::new(),
        };
        assert_eq!(
            needing_whole_read(&listing, record::summary_of),
            ["old", "gone", "bad"]
        );
        let whole = [
            (
                "old".to_string(),
                WholeRead::Summary(Box::new(GameSummary::of("old", "Old", &game(3)))),
            ),
            ("gone".to_string(), WholeRead::Missing),
            (
                "bad".to_string(),
                WholeRead::Broken(LoadError::Malformed("cut short".into())),
            ),
        ];
        let catalogue = catalogue_of(listing, record::summary_of, &whole, &why_broken);
        assert_eq!(catalogue.games.len(), 1);
        assert_eq!(catalogue.games[0].name, "Old");
        assert_eq!(catalogue.broken.len(), 1);
        assert_eq!(catalogue.broken[0].key, game_key("bad"));
        assert_eq!(
            catalogue.broken[0].raw, "{\"v\":1}",
            "kept exactly as found"
        );
    }

    #[test]
    fn a_record_kept_apart_stays_with_why_it_could_not_be_read() {
        let listing = Listing {
            heads: Vec::new(),
            broken: vec![RawRecord {
                key: "tablemate.broken.1".into(),
                text: "{not json".into(),
            }],
        };
        let catalogue = catalogue_of(listing, record::summary_of, &[], &why_broken);
        let kept = &catalogue.broken[0];
        assert!(!kept.head, "a record kept apart is not a game's own");
        assert!(matches!(kept.error, LoadError::NotJson(_)));
        assert_eq!(kept.raw, "{not json");
    }
}
