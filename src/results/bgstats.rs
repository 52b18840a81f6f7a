//! A finished game as BG Stats' import link. BG Stats is the app many players keep their plays
//! in, and it posts them on to BoardGameGeek; tapped on a phone that has it (version 3.3.2 or
//! later), the link opens its import dialog with the game, the players, their scores and the
//! winners, for the player to match once and save.
//!
//! The format is BG Stats' public one (its page "Push plays to BG Stats from other apps or
//! websites"): `https://app.bgstatsapp.com/createPlay.html?data=<data>`, `<data>` the play as
//! JSON, percent-encoded. BG Stats also takes the same path under its own scheme `bgstats://`,
//! which opens nothing on a phone without the app; the https link opens the app where it is
//! installed and BG Stats' web page elsewhere, so it is the one built.
//!
//! What the play holds, and where each field comes from:
//! - `game`: the published game the rules name (`GameOptions::listing`): its BoardGameGeek name
//!   and id, and our own key for it as `sourceGameId`, so that BG Stats asks once which of its
//!   games it is and remembers. A game of no published title (the score pad) goes by the name
//!   the players gave it, which is then its key. `highestWins` is the rules' own
//!   (`GameOptions::lowest_wins`); `noPoints` is false, every family keeps points.
//! - `sourcePlayId`: the game's id, so the same game logged twice is one play to BG Stats.
//! - `playDate`: when the game ended, its last applied log entry (the date the history shows),
//!   in UTC as `YYYY-MM-DD HH:MM:SS`.
//! - `durationMin`: from the log's first to its last applied entry, to the nearest minute; left
//!   out under half a minute and for a game that kept only its results (its log is gone).
//! - `board` and `comments`: the variant and a short note, worded by the caller in the
//!   player's language ([`Words`]).
//! - `players`, in seat order: the name; `sourcePlayerId`, the name as the remembered group
//!   tells people apart (trimmed, in lower case, as `group::same_name` compares them), so a
//!   remembered player keeps one id from game to game and BG Stats matches them once;
//!   `score`, the player's standing (`Game::standings`, what the finished screen, the history
//!   and the statistics show); `winner`, the rules' end check (`Outcome`); `rank` (below);
//!   `startPlayer`, the seat the rules expected to act first (`Game::opening_seat`).
//! - `rank`: the winners share the first place, whatever their standing (a Catan game is won
//!   with victory point cards the standing does not show; Jamaica's ties go to the ship
//!   furthest along); everyone else comes after them in the order of their standings, best
//!   first in the direction the game is won, equal standings sharing a place (1, 1, 3).
//! - `sourceName`: "Tablemate", under which BG Stats keeps the matches the player made. No
//!   `location`: BG Stats sets it to the app the play came from.
//!
//! Pure: nothing here opens the link. The app builds it when the player taps "Log in BG
//! Stats", and opens it then; nothing leaves the phone before.

use chrono::{DateTime, Datelike, Timelike, Utc};
use serde::Serialize;

use crate::rules::Standing;
use crate::save::GameSummary;
use crate::session::{Game, Setup};

/// BG Stats' page that takes a play (`?data=` follows).
pub const CREATE_PLAY: &str = "https://app.bgstatsapp.com/createPlay.html";

/// The app BG Stats is told the play comes from.
pub const SOURCE_NAME: &str = "Tablemate";

/// What the caller words in the player's language.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Words {
    /// The variant and expansions, as the lists name them ("duel", "Ghost Ship · The Crew");
    /// empty for the plain game.
    pub board: String,
    /// A short note on how the game ended (the Ghost Ship's haul, the King and the Robber);
    /// may be empty.
    pub comment: String,
}

/// A finished game as this module reads it: what the lists hold of it, and what only its log
/// tells.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub summary: GameSummary,
    /// When the first and the last applied log entries were made; `None` without a log.
    pub span: Option<(DateTime<Utc>, DateTime<Utc>)>,
    /// The seat the rules expected to act first, if they name one.
    pub start_player: Option<usize>,
}

impl Record {
    /// The record of a game read whole: its standings replayed now, its log's times.
    pub fn of_game(id: &str, name: &str, game: &Game) -> Record {
        let applied = game.applied();
        let span = applied
            .first()
            .zip(applied.last())
            .map(|(a, b)| (a.at, b.at));
        Record {
            summary: GameSummary::of(id, name, game),
            span,
            start_player: game.opening_seat(),
        }
    }

    /// The record of a game of which only the results were kept: no log, so no duration; the
    /// start player from its set-up when the options could be read.
    pub fn of_summary(summary: &GameSummary) -> Record {
        let start_player = summary
            .options
            .clone()
            .and_then(|options| {
                Game::new(Setup {
                    options,
                    players: summary.players.clone(),
                    created: summary.created,
                })
                .ok()
            })
            .and_then(|game| game.opening_seat());
        Record {
            summary: summary.clone(),
            span: None,
            start_player,
        }
    }
}

/// The play as BG Stats reads it (field names and types are its format's).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Play {
    pub source_name: &'static str,
    pub source_play_id: String,
    pub play_date: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub duration_min: Option<i64>,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub board: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub comments: String,
    pub game: PlayGame,
    pub players: Vec<PlayPlayer>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayGame {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bgg_id: Option<u32>,
    pub highest_wins: bool,
    pub no_points: bool,
    pub source_game_id: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayPlayer {
    pub name: String,
    pub source_player_id: String,
    /// `None` where the game kept no standing for the seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<i64>,
    pub winner: bool,
    pub rank: usize,
    pub start_player: bool,
}

/// A name as a key: trimmed, in lower case, so that two spellings `group::same_name` takes for
/// one person give one key.
fn key_of(name: &str) -> String {
    name.trim().to_lowercase()
}

/// A time as BG Stats writes it, `YYYY-MM-DD HH:MM:SS` in UTC. By hand: chrono's `format`
/// brings its formatter into the web build for one pattern.
fn play_date(at: DateTime<Utc>) -> String {
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}:{:02}",
        at.year(),
        at.month(),
        at.day(),
        at.hour(),
        at.minute(),
        at.second()
    )
}

/// Each seat's place: see the module's doc.
fn places(
    standings: &[Standing],
    winners: &[usize],
    lowest_wins: bool,
    seats: usize,
) -> Vec<usize> {
    let score = |seat: usize| standings.iter().find(|s| s.player == seat).map(|s| s.score);
    let better = |other: usize, seat: usize| match (score(other), score(seat)) {
        (Some(a), Some(b)) if lowest_wins => a < b,
        (Some(a), Some(b)) => a > b,
        (Some(_), None) => true,
        (None, _) => false,
    };
    let placed = (0..seats).filter(|s| winners.contains(s)).count();
    (0..seats)
        .map(|seat| {
            if winners.contains(&seat) {
                return 1;
            }
            let ahead = (0..seats)
                .filter(|&other| !winners.contains(&other) && better(other, seat))
                .count();
            1 + placed + ahead
        })
        .collect()
}

/// The play of a finished game; `None` while it is still being played.
pub fn play(record: &Record, words: &Words) -> Option<Play> {
    let game = &record.summary;
    let outcome = game.outcome.as_ref()?;
    let options = game.options.as_ref().filter(|o| o.kind() == game.kind);
    let lowest_wins = options.is_some_and(|o| o.lowest_wins());
    let listing = options.and_then(|o| o.listing());
    let seats = game.players.len();
    let places = places(&game.standings, &outcome.winners, lowest_wins, seats);
    let mut keys: Vec<String> = Vec::with_capacity(seats);
    let players = game
        .players
        .iter()
        .enumerate()
        .map(|(seat, player)| {
            // The score pad lets one name sit at two seats: the later seat is told apart.
            let mut key = key_of(&player.name);
            if keys.contains(&key) {
                key = format!("{key} ({})", seat + 1);
            }
            keys.push(key.clone());
            PlayPlayer {
                name: player.name.trim().to_string(),
                source_player_id: key,
                score: game
                    .standings
                    .iter()
                    .find(|s| s.player == seat)
                    .map(|s| s.score),
                winner: outcome.winners.contains(&seat),
                rank: places[seat],
                start_player: record.start_player == Some(seat),
            }
        })
        .collect();
    let duration_min = record
        .span
        .map(|(first, last)| ((last - first).num_seconds() + 30) / 60)
        .filter(|&minutes| minutes > 0);
    Some(Play {
        source_name: SOURCE_NAME,
        source_play_id: game.id.clone(),
        play_date: play_date(game.updated),
        duration_min,
        board: words.board.clone(),
        comments: words.comment.clone(),
        game: PlayGame {
            name: listing.map_or_else(|| game.name.trim().to_string(), |l| l.name.to_string()),
            bgg_id: listing.and_then(|l| l.bgg_id),
            highest_wins: !lowest_wins,
            no_points: false,
            source_game_id: listing.map_or_else(
                || format!("named:{}", key_of(&game.name)),
                |l| l.key.to_string(),
            ),
        },
        players,
    })
}

/// `text` percent-encoded for a query: every byte of its UTF-8 but the unreserved characters
/// of RFC 3986 (letters, digits, `-`, `.`, `_`, `~`) written `%XX`.
pub fn encode_component(text: &str) -> String {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(text.len() * 3);
    for &byte in text.as_bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 15)]));
        }
    }
    out
}

/// The link that hands a finished game to BG Stats; `None` while it is still being played.
pub fn link(record: &Record, words: &Words) -> Option<String> {
    let play = play(record, words)?;
    let json = serde_json::to_string(&play).expect("a play always serialises");
    Some(format!("{CREATE_PLAY}?data={}", encode_component(&json)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::scorepad::{self, Winner};
    use crate::rules::{Outcome, Player, PlayerColour};
    use crate::session::{Action, GameOptions};
    use chrono::TimeZone;
    use serde_json::{json, Value};

    fn at(second: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
    }

    /// A score pad game of `names`, each scoring their points in turn, a minute apart, then
    /// finished.
    fn pad(names: &[&str], points: &[i64], winner: Winner) -> Game {
        let mut game = Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options {
                winner,
                ..scorepad::Options::default()
            }),
            players: names
                .iter()
                .zip(PlayerColour::ALL)
                .map(|(n, c)| Player::new(*n, c))
                .collect(),
            created: at(0),
        })
        .unwrap();
        let mut t = 100;
        for (player, &points) in points.iter().enumerate() {
            let action = Action::ScorePad(scorepad::Action::Score { player, points });
            game.apply(action, at(t)).unwrap();
            t += 60;
        }
        game.apply(Action::ScorePad(scorepad::Action::Finish), at(t))
            .unwrap();
        game
    }

    /// What a link carries: its `data` decoded back to JSON.
    fn decoded(link: &str) -> Value {
        let data = link
            .strip_prefix(&format!("{CREATE_PLAY}?data="))
            .expect("BG Stats' page");
        let mut bytes = Vec::new();
        let mut rest = data.as_bytes();
        while let Some((&b, after)) = rest.split_first() {
            if b == b'%' {
                let hex = std::str::from_utf8(&after[..2]).unwrap();
                bytes.push(u8::from_str_radix(hex, 16).unwrap());
                rest = &after[2..];
            } else {
                assert!(b.is_ascii_alphanumeric() || b"-._~".contains(&b), "{b}");
                bytes.push(b);
                rest = after;
            }
        }
        serde_json::from_slice(&bytes).unwrap()
    }

    fn words() -> Words {
        Words {
            board: "Vòng 2 · 決賽".into(),
            comment: "Close & \"tight\" = fun?".into(),
        }
    }

    #[test]
    fn a_finished_score_pad_game_is_the_whole_play() {
        let game = pad(&[" Ana ", "Bình", "美玲"], &[12, 30, 7], Winner::Highest);
        let record = Record::of_game("g-1", "Azul night", &game);
        let link = link(&record, &words()).unwrap();
        assert_eq!(
            decoded(&link),
            json!({
                "sourceName": "Tablemate",
                "sourcePlayId": "g-1",
                "playDate": "2026-09-21 14:18:00",
                "durationMin": 3,
                "board": "Vòng 2 · 決賽",
                "comments": "Close & \"tight\" = fun?",
                "game": {
                    "name": "Azul night",
                    "highestWins": true,
                    "noPoints": false,
                    "sourceGameId": "named:azul night",
                },
                "players": [
                    {"name": "Ana", "sourcePlayerId": "ana", "score": 12, "winner": false, "rank": 2, "startPlayer": false},
                    {"name": "Bình", "sourcePlayerId": "bình", "score": 30, "winner": true, "rank": 1, "startPlayer": false},
                    {"name": "美玲", "sourcePlayerId": "美玲", "score": 7, "winner": false, "rank": 3, "startPlayer": false},
                ],
            })
        );
        // Nothing for a game still being played.
        let mut running = game.clone();
        running.undo();
        assert_eq!(
            super::link(&Record::of_game("g-1", "x", &running), &words()),
            None
        );
    }

    #[test]
    fn the_lowest_wins_pad_ranks_from_the_bottom_and_ties_share_a_place() {
        let game = pad(&["Ana", "Bo", "Chi", "Dan"], &[9, 4, 9, 20], Winner::Lowest);
        let play = play(&Record::of_game("g", "Golf", &game), &Words::default()).unwrap();
        assert!(!play.game.highest_wins);
        let ranks: Vec<_> = play.players.iter().map(|p| (p.rank, p.winner)).collect();
        assert_eq!(ranks, [(2, false), (1, true), (2, false), (4, false)]);
        assert_eq!((play.board.as_str(), play.comments.as_str()), ("", ""));
        let text = serde_json::to_string(&play).unwrap();
        assert!(
            !text.contains("board") && !text.contains("comments"),
            "{text}"
        );

        // A tie for the win: both first, the next third.
        let game = pad(&["Ana", "Bo", "Chi"], &[9, 9, 2], Winner::Highest);
        let play = super::play(&Record::of_game("g", "x", &game), &Words::default()).unwrap();
        let ranks: Vec<_> = play.players.iter().map(|p| (p.rank, p.winner)).collect();
        assert_eq!(ranks, [(1, true), (1, true), (3, false)]);
    }

    #[test]
    fn places_follow_the_winners_the_rules_named_then_the_standings() {
        let standings = |scores: &[i64]| -> Vec<Standing> {
            scores
                .iter()
                .enumerate()
                .map(|(player, &score)| Standing { player, score })
                .collect()
        };
        // The winner stands lower than another (victory point cards in hand).
        assert_eq!(places(&standings(&[13, 14, 9]), &[0], false, 3), [1, 2, 3]);
        // A seat without a standing comes last.
        assert_eq!(places(&standings(&[5]), &[0], false, 2), [1, 2]);
        // No winner at all: by the standings alone.
        assert_eq!(places(&standings(&[3, 8, 8]), &[], false, 3), [3, 1, 1]);
    }

    #[test]
    fn a_name_at_two_seats_gets_two_ids_and_a_results_only_game_no_duration() {
        let game = pad(&["Ana", "ANA "], &[3, 5], Winner::Highest);
        let mut summary = GameSummary::of("g", "x", &game);
        summary.results_only = true;
        let record = Record::of_summary(&summary);
        assert_eq!(record.span, None);
        let play = play(&record, &Words::default()).unwrap();
        let ids: Vec<_> = play
            .players
            .iter()
            .map(|p| p.source_player_id.as_str())
            .collect();
        assert_eq!(ids, ["ana", "ana (2)"]);
        assert_eq!(play.duration_min, None);
        assert_eq!(play.play_date, "2026-09-21 14:17:00");
        // Outcome and standings are the summary's, as stored.
        assert_eq!(summary.outcome, Some(Outcome { winners: vec![1] }));
        assert!(play.players[1].winner);
    }

    #[test]
    fn encoding_keeps_only_unreserved_characters() {
        assert_eq!(encode_component("aZ09-._~"), "aZ09-._~");
        assert_eq!(encode_component("a b&c=d/é"), "a%20b%26c%3Dd%2F%C3%A9");
        assert_eq!(encode_component("{\"x\":1}"), "%7B%22x%22%3A1%7D");
    }
}
