//! The saved-games list and the history, built from stored records.
//!
//! Pure: the storage layer hands over raw key/text pairs, and this module sorts them into
//! games that decode (summarised for the lists) and records that do not (kept with the reason
//! and their untouched text, so the player can export them).

use chrono::{DateTime, Utc};

use super::{decode, LoadError};
use crate::rules::{Outcome, Player, Standing};
use crate::session::{Game, GameKind, GameOptions};

/// What the lists show of a game, without its log.
#[derive(Clone, Debug, PartialEq)]
pub struct GameSummary {
    pub id: String,
    pub name: String,
    pub kind: GameKind,
    pub players: Vec<Player>,
    pub created: DateTime<Utc>,
    pub updated: DateTime<Utc>,
    pub actions: usize,
    pub standings: Vec<Standing>,
    /// `Some` for a finished game.
    pub outcome: Option<Outcome>,
    /// Only the results were kept (the player freed room): the game cannot be opened.
    pub results_only: bool,
    /// The options the game was set up with, for the lists to name its variant ("Catan ·
    /// duel"); read from the stored set-up, `None` where it could not be (the lists then
    /// name the family alone).
    pub options: Option<GameOptions>,
}

impl GameSummary {
    /// The family whose game screen opens this game; none for a game kept as its results only,
    /// which opens no screen.
    pub fn screen(&self) -> Option<GameKind> {
        (!self.results_only).then_some(self.kind)
    }

    /// Whether the lists show the game's scores beside its players: a finished game's always,
    /// a running one's unless its family scores only at the end (Jamaica's race, whose
    /// standings are not yet what the table follows).
    pub fn shows_scores(&self) -> bool {
        self.outcome.is_some() || !self.options.as_ref().is_some_and(|o| o.scored_at_end())
    }

    pub fn of(id: &str, name: &str, game: &Game) -> GameSummary {
        GameSummary {
            id: id.to_string(),
            name: name.to_string(),
            kind: game.kind(),
            players: game.players().to_vec(),
            created: game.setup().created,
            updated: game.updated(),
            actions: game.cursor(),
            standings: game.standings(),
            outcome: game.outcome(),
            results_only: false,
            options: Some(game.setup().options.clone()),
        }
    }
}

/// A stored record that could not be loaded.
#[derive(Clone, Debug, PartialEq)]
pub struct BrokenRecord {
    pub key: String,
    pub error: LoadError,
    /// Exactly the stored text.
    pub raw: String,
    /// The record is a game's own (its head, or its file): removing it removes the game. A
    /// record kept apart because it could not be read is not.
    pub head: bool,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Catalogue {
    /// Every readable game, most recently changed first.
    pub games: Vec<GameSummary>,
    pub broken: Vec<BrokenRecord>,
}

impl Catalogue {
    /// Sorts `records` (storage key, text) into games and broken records. `id_of_key` maps a
    /// storage key to the game id it must hold; a save whose inner id differs is reported,
    /// because writing it back under its own id could overwrite another game.
    pub fn build(
        records: impl IntoIterator<Item = (String, String)>,
        id_of_key: impl Fn(&str) -> Option<String>,
    ) -> Catalogue {
        let mut catalogue = Catalogue::default();
        for (key, raw) in records {
            match decode(&raw) {
                Ok((envelope, game)) if id_of_key(&key).as_deref() == Some(&envelope.game.id) => {
                    catalogue.games.push(GameSummary::of(
                        &envelope.game.id,
                        &envelope.game.name,
                        &game,
                    ));
                }
                Ok((envelope, _)) => catalogue.broken.push(BrokenRecord {
                    key,
                    error: LoadError::Malformed(format!(
                        "it holds game {} under another game's key",
                        envelope.game.id
                    )),
                    raw,
                    head: true,
                }),
                Err(error) => catalogue.broken.push(BrokenRecord {
                    key,
                    error,
                    raw,
                    head: true,
                }),
            }
        }
        catalogue.sort();
        catalogue
    }

    /// Most recently changed first; broken records by key.
    pub fn sort(&mut self) {
        self.games
            .sort_by(|a, b| b.updated.cmp(&a.updated).then_with(|| a.id.cmp(&b.id)));
        self.broken.sort_by(|a, b| a.key.cmp(&b.key));
    }

    /// Replaces or adds one game's summary, as after an autosave.
    pub fn upsert(&mut self, summary: GameSummary) {
        self.games.retain(|g| g.id != summary.id);
        self.games.push(summary);
        self.sort();
    }

    pub fn remove(&mut self, id: &str) {
        self.games.retain(|g| g.id != id);
    }

    /// Games still being played, most recent first.
    pub fn in_progress(&self) -> impl Iterator<Item = &GameSummary> {
        self.games.iter().filter(|g| g.outcome.is_none())
    }

    /// Finished games, most recent first.
    pub fn finished(&self) -> impl Iterator<Item = &GameSummary> {
        self.games.iter().filter(|g| g.outcome.is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{scorepad, PlayerColour};
    use crate::save::encode;
    use crate::session::{Action, GameOptions, Setup};
    use chrono::TimeZone;

    fn saved(id: &str, minutes: i64, finish: bool) -> String {
        let created = Utc.timestamp_opt(1_790_000_000, 0).unwrap();
        let mut game = Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options::default()),
            players: vec![Player::new("A", PlayerColour::Red)],
            created,
        })
        .unwrap();
        let at = created + chrono::Duration::minutes(minutes);
        game.apply(
            Action::ScorePad(scorepad::Action::Score {
                player: 0,
                points: 2,
            }),
            at,
        )
        .unwrap();
        if finish {
            game.apply(Action::ScorePad(scorepad::Action::Finish), at)
                .unwrap();
        }
        encode(id, id, &game, at)
    }

    fn id_of(key: &str) -> Option<String> {
        key.strip_prefix("k.").map(str::to_string)
    }

    #[test]
    fn sorts_games_and_keeps_broken_records_untouched() {
        let records = vec![
            ("k.old".to_string(), saved("old", 1, false)),
            ("k.new".to_string(), saved("new", 9, false)),
            ("k.done".to_string(), saved("done", 5, true)),
            ("k.bad".to_string(), "{not json".to_string()),
            ("k.moved".to_string(), saved("other", 2, false)),
        ];
        let catalogue = Catalogue::build(records, id_of);
        let ids: Vec<_> = catalogue.games.iter().map(|g| g.id.as_str()).collect();
        assert_eq!(ids, vec!["new", "done", "old"]);
        assert_eq!(catalogue.in_progress().count(), 2);
        assert_eq!(catalogue.finished().next().unwrap().id, "done");
        assert_eq!(catalogue.broken.len(), 2);
        assert_eq!(catalogue.broken[0].raw, "{not json");
        assert!(matches!(catalogue.broken[0].error, LoadError::NotJson(_)));
        assert_eq!(catalogue.broken[1].key, "k.moved");
    }

    #[test]
    fn a_game_kept_whole_opens_on_its_familys_screen_and_one_kept_as_results_on_none() {
        let catalogue = Catalogue::build(vec![("k.g".to_string(), saved("g", 1, true))], id_of);
        let mut game = catalogue.games[0].clone();
        assert_eq!(game.screen(), Some(crate::session::GameKind::ScorePad));
        game.results_only = true;
        assert_eq!(game.screen(), None);
    }

    #[test]
    fn a_running_race_lists_its_players_without_the_track_score() {
        let created = Utc.timestamp_opt(1_790_000_000, 0).unwrap();
        let players = vec![
            Player::new("Lan", PlayerColour::Red),
            Player::new("Minh", PlayerColour::Blue),
        ];
        let game = Game::new(Setup {
            options: GameOptions::Jamaica(crate::rules::jamaica::Options::for_players(2)),
            players,
            created,
        })
        .unwrap();
        let mut summary = GameSummary::of("j", "Jamaica", &game);
        assert!(
            summary.standings.iter().all(|s| s.score < 0),
            "every ship starts with a negative track score"
        );
        assert!(
            !summary.shows_scores(),
            "the table follows the spaces to go"
        );
        summary.outcome = Some(Outcome { winners: vec![0] });
        assert!(summary.shows_scores(), "once over, the score counts");
        let pad = Catalogue::build(vec![("k.p".to_string(), saved("p", 1, false))], id_of);
        assert!(pad.games[0].shows_scores());
    }

    #[test]
    fn upsert_replaces_and_reorders() {
        let mut catalogue = Catalogue::build(
            vec![
                ("k.a".to_string(), saved("a", 1, false)),
                ("k.b".to_string(), saved("b", 2, false)),
            ],
            id_of,
        );
        let mut a = catalogue.games[1].clone();
        assert_eq!(a.id, "a");
        a.updated += chrono::Duration::hours(1);
        a.name = "renamed".into();
        catalogue.upsert(a);
        assert_eq!(catalogue.games.len(), 2);
        assert_eq!(catalogue.games[0].name, "renamed");
        catalogue.remove("a");
        assert_eq!(catalogue.games.len(), 1);
    }
}
