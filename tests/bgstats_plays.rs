//! Every family, variant and expansion, played to its end (the golden games of
//! `golden_support`), as the link that hands it to BG Stats (`results::bgstats`): the game
//! BoardGameGeek lists, the players with their standings, winners, places and the start
//! player, the times from the log; and a Catan game won with a victory point card in hand,
//! whose play says what the game's own standings say.

mod catan_common;
mod golden_support;

use chrono::{Datelike, Timelike};
use serde_json::Value;
use tablemate::results::bgstats::{self, Record, Words, CREATE_PLAY, SOURCE_NAME};
use tablemate::rules::catan::{Action, Variant};
use tablemate::session::Game;

/// What BG Stats is told the game is, for each golden case: its name, BoardGameGeek id, our
/// key, and whether the highest score wins. Written out here, not read from the code.
fn expected_game(case: &str) -> (&'static str, Option<u64>, &'static str, bool) {
    match case {
        "scorepad-plain" => ("Friday's pad", None, "named:friday's pad", true),
        "scorepad-rounds-target-lowest-deck" => ("Friday's pad", None, "named:friday's pad", false),
        "catan-base" | "catan-duel" | "catan-rivers" => ("Catan", Some(13), "catan", true),
        "catan-seafarers-desert"
        | "catan-seafarers-tribe"
        | "catan-seafarers-cloth"
        | "catan-seafarers-pirates" => ("Catan: Seafarers", Some(325), "catan-seafarers", true),
        "jamaica-base" | "jamaica-ghost" | "jamaica-crew" => {
            ("Jamaica", Some(28023), "jamaica", true)
        }
        "carcassonne-base"
        | "carcassonne-tower"
        | "carcassonne-count-king-robber"
        | "carcassonne-tower-count-king-robber" => ("Carcassonne", Some(822), "carcassonne", true),
        other => panic!("no expectation for {other}: a new case needs one here"),
    }
}

/// The seat each family's rules name as the start player in the golden games: the first to
/// place in Catan, the first Captain in Jamaica (seat 1 in these games), the first to draw in
/// Carcassonne; nobody on the score pad.
fn expected_start(case: &str) -> Option<usize> {
    match case.split('-').next() {
        Some("scorepad") => None,
        Some("jamaica") => Some(1),
        _ => Some(0),
    }
}

/// The play a link carries, read back as BG Stats would: the `data` query, percent-decoded.
fn decoded(link: &str) -> Value {
    let data = link
        .strip_prefix(&format!("{CREATE_PLAY}?data="))
        .expect("BG Stats' page");
    let mut bytes = Vec::new();
    let mut rest = data.as_bytes();
    while let Some((&b, after)) = rest.split_first() {
        if b == b'%' {
            bytes.push(u8::from_str_radix(std::str::from_utf8(&after[..2]).unwrap(), 16).unwrap());
            rest = &after[2..];
        } else {
            bytes.push(b);
            rest = after;
        }
    }
    serde_json::from_slice(&bytes).expect("the data is JSON")
}

fn words() -> Words {
    Words {
        board: "the variant, worded by the screen".into(),
        comment: "how it ended".into(),
    }
}

/// Checks the play of `game` against the game itself, field by field; returns it.
#[track_caller]
fn check_play(label: &str, id: &str, name: &str, game: &Game) -> Value {
    let link = bgstats::link(&Record::of_game(id, name, game), &words())
        .unwrap_or_else(|| panic!("{label}: a finished game has a link"));
    let play = decoded(&link);
    assert_eq!(play["sourceName"], SOURCE_NAME, "{label}");
    assert_eq!(play["sourcePlayId"], id, "{label}");
    assert_eq!(
        play["board"], "the variant, worded by the screen",
        "{label}"
    );
    assert_eq!(play["comments"], "how it ended", "{label}");
    assert_eq!(play["game"]["noPoints"], false, "{label}");

    // The date is the last applied entry's, in UTC; the duration from the first to the last.
    let applied = game.applied();
    let (first, last) = (applied[0].at, applied[applied.len() - 1].at);
    let date = format!(
        "{:04}-{:02}-{:02} {:02}:{:02}:{:02}",
        last.year(),
        last.month(),
        last.day(),
        last.hour(),
        last.minute(),
        last.second()
    );
    assert_eq!(play["playDate"], date.as_str(), "{label}");
    let minutes = ((last - first).num_seconds() as f64 / 60.0).round() as i64;
    let expected = (minutes > 0).then_some(minutes);
    assert_eq!(
        play["durationMin"].as_i64(),
        expected,
        "{label}: {minutes} min"
    );

    // Players in seat order, with the game's own standings and winners.
    let standings = game.standings();
    let winners = game.outcome().expect("finished").winners;
    let players = play["players"].as_array().expect("players");
    assert_eq!(players.len(), game.players().len(), "{label}");
    for (seat, (p, player)) in players.iter().zip(game.players()).enumerate() {
        assert_eq!(p["name"], player.name.as_str(), "{label} seat {seat}");
        assert_eq!(
            p["sourcePlayerId"],
            player.name.to_lowercase(),
            "{label} seat {seat}"
        );
        let standing = standings.iter().find(|s| s.player == seat).map(|s| s.score);
        assert_eq!(p["score"].as_i64(), standing, "{label} seat {seat}");
        assert_eq!(p["winner"], winners.contains(&seat), "{label} seat {seat}");
        assert_eq!(
            p["startPlayer"],
            game.opening_seat() == Some(seat),
            "{label} seat {seat}"
        );
    }
    // The winners are first; the others after them, a better standing never placed lower.
    let lowest = play["game"]["highestWins"] == false;
    for (a, pa) in players.iter().enumerate() {
        let rank = pa["rank"].as_u64().unwrap();
        if winners.contains(&a) {
            assert_eq!(rank, 1, "{label}: winner {a} is first");
            continue;
        }
        assert!(
            rank > winners.len() as u64,
            "{label}: {a} is after the winners"
        );
        for (b, pb) in players
            .iter()
            .enumerate()
            .filter(|(b, _)| !winners.contains(b))
        {
            let (sa, sb) = (pa["score"].as_i64().unwrap(), pb["score"].as_i64().unwrap());
            let better = if lowest { sb < sa } else { sb > sa };
            let rb = pb["rank"].as_u64().unwrap();
            if better {
                assert!(
                    rb < rank,
                    "{label}: {b} ({sb}) stands better than {a} ({sa})"
                );
            } else if sa == sb {
                assert_eq!(rb, rank, "{label}: {a} and {b} share a place");
            }
        }
    }
    play
}

#[test]
fn every_family_and_variant_reaches_bg_stats_as_its_game_with_its_standings() {
    let cases = golden_support::cases();
    assert_eq!(cases.len(), 16, "every family, variant and expansion");
    for case in &cases {
        let game = golden_support::play(case, true);
        let play = check_play(case.name, case.name, "Friday's pad", &game);
        assert!(
            play["durationMin"].as_i64() > Some(0),
            "{}: a game of minutes",
            case.name
        );
        let (name, bgg_id, key, highest) = expected_game(case.name);
        assert_eq!(play["game"]["name"], name, "{}", case.name);
        assert_eq!(play["game"]["bggId"].as_u64(), bgg_id, "{}", case.name);
        assert_eq!(play["game"]["sourceGameId"], key, "{}", case.name);
        assert_eq!(play["game"]["highestWins"], highest, "{}", case.name);
        assert_eq!(
            game.opening_seat(),
            expected_start(case.name),
            "{}",
            case.name
        );
        let starters = play["players"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["startPlayer"] == true)
            .count();
        assert_eq!(
            starters,
            usize::from(expected_start(case.name).is_some()),
            "{}",
            case.name
        );

        // An unfinished game has no link; a game that kept only its results has no duration
        // and the same players, scores and winners.
        let unfinished = golden_support::play(case, false);
        let record = Record::of_game(case.name, "x", &unfinished);
        assert_eq!(bgstats::link(&record, &words()), None, "{}", case.name);
        let mut summary = Record::of_game(case.name, "Friday's pad", &game).summary;
        summary.results_only = true;
        let kept = bgstats::play(&Record::of_summary(&summary), &words()).unwrap();
        let full = bgstats::play(&Record::of_game(case.name, "Friday's pad", &game), &words());
        let full = full.unwrap();
        assert_eq!(kept.duration_min, None, "{}", case.name);
        assert_eq!(kept.players, full.players, "{}", case.name);
        assert_eq!(kept.game, full.game, "{}", case.name);
    }
}

#[test]
fn a_catan_win_with_a_victory_point_card_in_hand_says_what_the_standings_say() {
    use catan_common::{game, nine_public_points, ok, public, total};
    let mut g = game(Variant::Base, 3);
    nine_public_points(&mut g);
    ok(&mut g, Action::DrawVpCard);
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![1]));
    assert_eq!(
        (public(&g, 1), total(&g, 1)),
        (9, 10),
        "won with the card in hand"
    );
    let play = check_play("hidden card", "g-7", "Catan 20:15", &g);
    let winner = &play["players"][1];
    assert_eq!(
        (winner["winner"].as_bool(), winner["rank"].as_u64()),
        (Some(true), Some(1))
    );
    // The score is the game's own standing, whatever it counts: the play follows the
    // standings wherever they are fixed.
    assert_eq!(winner["score"].as_i64(), Some(g.standings()[1].score));
}

#[test]
fn a_remembered_player_keeps_one_id_from_game_to_game() {
    let cases = golden_support::cases();
    let (a, b) = (&cases[2], &cases[10]);
    let ids = |game: &Game, name: &str| -> Vec<String> {
        let play = bgstats::play(&Record::of_game("g", name, game), &Words::default()).unwrap();
        play.players
            .into_iter()
            .map(|p| p.source_player_id)
            .collect()
    };
    let (first, second) = (golden_support::play(a, true), golden_support::play(b, true));
    let (x, y) = (ids(&first, "a"), ids(&second, "b"));
    // The golden games seat the same people (Ana, Bảo, 美玲 …): one id each, game after game.
    let shared = x.len().min(y.len());
    assert_eq!(x[..shared], y[..shared]);
    // A game's key is its published game's, the same whatever the game is called.
    let key = |game: &Game, name: &str| {
        bgstats::play(&Record::of_game("g", name, game), &Words::default())
            .unwrap()
            .game
            .source_game_id
    };
    assert_eq!(key(&first, "Friday"), key(&first, "Saturday"));
}
