//! A history entry, the lists' line read from a stored head's summary (`save::record`), and
//! what the history makes of it (`results::export`) on untrusted input:
//! `scripts/fuzz.sh history`. The summary's text reads back as written (its times through
//! `wire::time`); keeping only the results, or copying the head under another id, changes
//! that and nothing else of the line; the exported history reads back with the line's game,
//! players and winners.
#![cfg_attr(fuzzing, no_main)]

#[path = "../src/shared.rs"]
mod shared;

use chrono::{TimeZone, Utc};
use tablemate::results::export::{self, HistoryV1, Labelled};
use tablemate::save::{record, GameSummary};
use tablemate::wire::save::SummaryV2;

pub fn check(data: &[u8]) {
    let Some(text) = shared::text(data) else {
        return;
    };
    let Some(line) = record::summary_of(text) else {
        assert!(!record::is_results_only(text));
        return;
    };
    assert_eq!(record::is_results_only(text), line.results_only);

    // The summary as stored, written and read again.
    let value: serde_json::Value = serde_json::from_str(text).expect("a line was read");
    let summary: SummaryV2 =
        serde_json::from_value(value["summary"].clone()).expect("the line's summary");
    let written = serde_json::to_string(&summary).expect("a summary serialises");
    assert_eq!(serde_json::from_str::<SummaryV2>(&written).ok(), Some(summary), "{written}");

    if let Ok(kept) = record::results_only(text) {
        let only = GameSummary {
            results_only: true,
            ..line.clone()
        };
        assert_eq!(record::summary_of(&kept), Some(only), "{kept}");
        assert_eq!(record::results_only(&kept).as_ref(), Ok(&kept), "kept once");
    }
    let copy = record::with_id(text, "copy").expect("a line has a game");
    let copied = GameSummary {
        id: "copy".into(),
        ..line.clone()
    };
    assert_eq!(record::summary_of(&copy), Some(copied), "{copy}");

    let labelled = [Labelled {
        game: &line,
        title: "Game".into(),
        variant: String::new(),
    }];
    let now = Utc.timestamp_opt(1_790_000_000, 0).unwrap();
    let json = export::json(&labelled, now);
    let history: HistoryV1 = serde_json::from_str(&json).expect("the history reads back");
    let [game] = &history.games[..] else {
        panic!("one game in {json}");
    };
    assert_eq!((&game.id, &game.name), (&line.id, &line.name));
    assert_eq!(game.results_only, line.results_only);
    assert_eq!(game.players.len(), line.players.len());
    let winners = line.outcome.as_ref().map_or(&[][..], |o| &o.winners[..]);
    for (seat, player) in game.players.iter().enumerate() {
        assert_eq!(player.seat, seat + 1);
        assert_eq!(player.name, line.players[seat].name);
        assert_eq!(player.winner, winners.contains(&seat));
    }
    assert!(game.minutes >= 0);
    let csv = export::csv(&labelled);
    assert!(csv.starts_with(&format!("\u{feff}{}\r\n", export::CSV_HEADER.join(","))));
    assert!(csv.ends_with("\r\n"));
}

shared::target!(check);
