//! The history as a file: CSV for a spreadsheet, one row per player per game under a header
//! row, and JSON for programs, one object per game with its players.
//!
//! The games are the finished ones the history lists, in its order (most recent first), each
//! with its family's name and variant in the player's language as the caller words them
//! ([`Labelled`]); every other field is language-neutral: times in RFC 3339 (UTC), colours by
//! their key (`red`), seats counted from 1, the winner `true` or `false`.
//!
//! CSV follows RFC 4180: fields holding a comma, a quote or a line break are quoted, quotes
//! doubled, lines ended by CRLF. The file starts with a byte-order mark so that spreadsheets
//! read Vietnamese and Chinese names as UTF-8. A text field that starts like a formula
//! (`=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, so a player named
//! "=SUM(A1)" is shown, never run; numbers are written as they are. The JSON carries
//! `format` and `version` like every file the app writes; `tests/golden/history-v1.*` fixes
//! both files.

use chrono::{DateTime, SecondsFormat, Utc};
use serde::{Deserialize, Serialize};

use crate::save::GameSummary;
use crate::wire::save::Family;

/// Names the JSON history.
pub const FORMAT: &str = "tablemate-history";
/// The version this build writes.
pub const VERSION: u32 = 1;

/// The CSV's header row.
pub const CSV_HEADER: [&str; 12] = [
    "game_id",
    "game_name",
    "game",
    "variant",
    "started",
    "finished",
    "minutes",
    "seat",
    "player",
    "colour",
    "score",
    "winner",
];

/// A finished game with its family's name and its variant, worded by the caller.
pub struct Labelled<'a> {
    pub game: &'a GameSummary,
    /// The family's name ("Catan").
    pub title: String,
    /// The variant and expansions ("duel"); empty for the plain game.
    pub variant: String,
}

/// The JSON history, version 1.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryV1 {
    pub format: String,
    pub version: u32,
    pub exported: String,
    pub games: Vec<HistoryGame>,
}

/// One game of the JSON history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryGame {
    pub id: String,
    pub name: String,
    /// The family, by the save format's own tag ("Catan"), the same in every language.
    pub family: Family,
    pub game: String,
    pub variant: String,
    pub started: String,
    pub finished: String,
    pub minutes: i64,
    /// Only the results of the game were kept (the player freed room).
    pub results_only: bool,
    pub players: Vec<HistoryPlayer>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryPlayer {
    pub seat: usize,
    pub name: String,
    pub colour: String,
    /// `None` where the game kept no score for the seat.
    pub score: Option<i64>,
    pub winner: bool,
}

fn time(at: DateTime<Utc>) -> String {
    at.to_rfc3339_opts(SecondsFormat::Secs, true)
}

fn game_of(labelled: &Labelled) -> HistoryGame {
    let g = labelled.game;
    let winners = g.outcome.as_ref().map_or(&[][..], |o| &o.winners[..]);
    HistoryGame {
        id: g.id.clone(),
        name: g.name.clone(),
        family: g.kind.into(),
        game: labelled.title.clone(),
        variant: labelled.variant.clone(),
        started: time(g.created),
        finished: time(g.updated),
        minutes: (g.updated - g.created).num_minutes().max(0),
        results_only: g.results_only,
        players: g
            .players
            .iter()
            .enumerate()
            .map(|(seat, p)| HistoryPlayer {
                seat: seat + 1,
                name: p.name.clone(),
                colour: p.colour.key().to_string(),
                score: g
                    .standings
                    .iter()
                    .find(|s| s.player == seat)
                    .map(|s| s.score),
                winner: winners.contains(&seat),
            })
            .collect(),
    }
}

/// The JSON history of `games`, exported at `now`.
pub fn json(games: &[Labelled], now: DateTime<Utc>) -> String {
    let history = HistoryV1 {
        format: FORMAT.to_string(),
        version: VERSION,
        exported: time(now),
        games: games.iter().map(game_of).collect(),
    };
    serde_json::to_string(&history).expect("a history always serialises")
}

/// A text field as CSV writes it: guarded against formulas, then quoted if need be.
fn text_field(text: &str) -> String {
    let guarded = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    quoted(&guarded)
}

/// Quotes a field holding a comma, a quote or a line break, doubling its quotes.
fn quoted(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

/// The CSV history of `games`: the header, then one row per player per game.
pub fn csv(games: &[Labelled]) -> String {
    let mut out = String::from("\u{feff}");
    out.push_str(&CSV_HEADER.join(","));
    out.push_str("\r\n");
    for labelled in games {
        let game = game_of(labelled);
        for player in &game.players {
            let row = [
                text_field(&game.id),
                text_field(&game.name),
                text_field(&game.game),
                text_field(&game.variant),
                game.started.clone(),
                game.finished.clone(),
                game.minutes.to_string(),
                player.seat.to_string(),
                text_field(&player.name),
                player.colour.clone(),
                player.score.map(|s| s.to_string()).unwrap_or_default(),
                player.winner.to_string(),
            ];
            out.push_str(&row.join(","));
            out.push_str("\r\n");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Outcome, Player, PlayerColour, Standing};
    use crate::session::GameKind;
    use chrono::TimeZone;

    fn summary(names: &[&str], scores: &[i64], winners: &[usize]) -> GameSummary {
        let created = Utc.timestamp_opt(1_790_000_000, 0).unwrap();
        GameSummary {
            id: "g1".into(),
            name: "Friday, \"the\" final".into(),
            kind: GameKind::Catan,
            players: names
                .iter()
                .zip(PlayerColour::ALL)
                .map(|(n, c)| Player::new(*n, c))
                .collect(),
            created,
            updated: created + chrono::Duration::minutes(95),
            actions: 40,
            standings: scores
                .iter()
                .enumerate()
                .map(|(player, &score)| Standing { player, score })
                .collect(),
            outcome: Some(Outcome {
                winners: winners.to_vec(),
            }),
            results_only: false,
            options: None,
        }
    }

    /// The fields of one CSV text, read as a spreadsheet would (RFC 4180).
    fn parse(text: &str) -> Vec<Vec<String>> {
        let text = text.strip_prefix('\u{feff}').expect("the byte-order mark");
        let (mut rows, mut row, mut field) = (Vec::new(), Vec::new(), String::new());
        let mut chars = text.chars().peekable();
        let mut quoted = false;
        while let Some(c) = chars.next() {
            match (quoted, c) {
                (true, '"') if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                (true, '"') => quoted = false,
                (true, c) => field.push(c),
                (false, '"') => quoted = true,
                (false, ',') => row.push(std::mem::take(&mut field)),
                (false, '\r') => {
                    assert_eq!(chars.next(), Some('\n'), "lines end with CRLF");
                    row.push(std::mem::take(&mut field));
                    rows.push(std::mem::take(&mut row));
                }
                (false, c) => field.push(c),
            }
        }
        assert!(row.is_empty() && field.is_empty(), "the last line is ended");
        rows
    }

    #[test]
    fn csv_has_a_header_and_a_row_per_player_per_game() {
        let a = summary(
            &["Ana", "Bình, the 2nd", "Chi \"C\"\nLe"],
            &[10, 7, -2],
            &[0],
        );
        let b = summary(&["=SUM(A1)", "美玲"], &[5, 5], &[0, 1]);
        let games = [
            Labelled {
                game: &a,
                title: "Catan".into(),
                variant: "duel".into(),
            },
            Labelled {
                game: &b,
                title: "卡坦島".into(),
                variant: String::new(),
            },
        ];
        let rows = parse(&csv(&games));
        assert_eq!(rows.len(), 1 + 3 + 2);
        assert_eq!(rows[0], CSV_HEADER);
        assert_eq!(
            rows[1],
            [
                "g1",
                "Friday, \"the\" final",
                "Catan",
                "duel",
                "2026-09-21T14:13:20Z",
                "2026-09-21T15:48:20Z",
                "95",
                "1",
                "Ana",
                "red",
                "10",
                "true"
            ]
        );
        assert_eq!(rows[2][8], "Bình, the 2nd");
        assert_eq!(rows[3][8], "Chi \"C\"\nLe");
        assert_eq!(
            (rows[3][10].as_str(), rows[3][11].as_str()),
            ("-2", "false")
        );
        assert_eq!(rows[4][8], "'=SUM(A1)", "a formula is shown, never run");
        assert_eq!(
            (rows[4][11].as_str(), rows[5][11].as_str()),
            ("true", "true"),
            "a tie: both won"
        );
        assert_eq!(rows[5][2], "卡坦島");
        assert_eq!(rows[5][3], "");
        // An empty history is the header alone.
        assert_eq!(parse(&csv(&[])), [CSV_HEADER]);
    }

    #[test]
    fn json_reads_back_as_written() {
        let a = summary(&["Ana", "Bo"], &[10, 7], &[0]);
        let now = Utc.timestamp_opt(1_800_000_000, 0).unwrap();
        let games = [Labelled {
            game: &a,
            title: "Catan".into(),
            variant: "Rivers of Catan".into(),
        }];
        let text = json(&games, now);
        let back: HistoryV1 = serde_json::from_str(&text).unwrap();
        assert_eq!(back.format, FORMAT);
        assert_eq!(back.version, 1);
        assert_eq!(back.exported, "2027-01-15T08:00:00Z");
        assert_eq!(back.games, [game_of(&games[0])]);
        let game = &back.games[0];
        assert_eq!((game.family, game.minutes), (Family::Catan, 95));
        assert_eq!(
            game.players[0],
            HistoryPlayer {
                seat: 1,
                name: "Ana".into(),
                colour: "red".into(),
                score: Some(10),
                winner: true,
            }
        );
        assert!(!game.players[1].winner);
        assert!(text.contains("\"family\":\"Catan\""), "{text}");
    }
}
