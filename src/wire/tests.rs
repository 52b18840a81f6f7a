//! The conversions between the rules and the wire, and the behaviours the wire keeps on
//! purpose. The tags themselves are checked by `tests/wire_tags.rs`; the bytes of whole games
//! by `tests/golden.rs` and `tests/share_sizes.rs`.

use chrono::{TimeZone, Utc};

use super::{share, Action, GameOptions, ShareGame, WireError};
use crate::rules::carcassonne::{self, Capture, CaptureFrom, District, Feature, PlayerSet};
use crate::rules::catan::{self, ClothOptions, CoinSpend, Piece, Scenario, Spot, Variant};
use crate::rules::dice::{DiceMode, Roll};
use crate::rules::jamaica::combat::{CombatFace, CombatRoll};
use crate::rules::jamaica::crew::Crew;
use crate::rules::jamaica::scoring::{CrewAboard, Declaration, Treasure};
use crate::rules::jamaica::track::{Dir, SpaceEdit, SpaceKind, Track};
use crate::rules::jamaica::{self, Good, Ship, Spoils};
use crate::rules::{players::numbered, scorepad, Revision};
use crate::session;
use crate::wire;

fn at(second: i64) -> chrono::DateTime<Utc> {
    Utc.timestamp_opt(1_790_000_000 + second, 0).unwrap()
}

fn edited_track() -> Track {
    Track::default()
        .with_edits(&[SpaceEdit {
            space: 2,
            kind: SpaceKind::Sea,
            cost: Some(4),
            score: -5,
        }])
        .unwrap()
}

fn every_option() -> Vec<session::GameOptions> {
    use session::GameOptions as O;
    vec![
        O::ScorePad(scorepad::Options {
            rounds: true,
            target: Some(-40),
            winner: scorepad::Winner::Lowest,
            dice: DiceMode::Deck,
        }),
        O::Carcassonne(carcassonne::Options {
            tower: true,
            count: false,
            king_robber: true,
            revision: Revision::FIRST,
        }),
        O::Catan(catan::Options::new(Variant::Duel(
            catan::DuelOptions::default(),
        ))),
        O::Catan(catan::Options::new(Variant::Rivers(catan::RiversOptions {
            harbormaster: true,
            full_tie: catan::PoorFullTie::NobodyPoor,
        }))),
        O::Catan(catan::Options::new(Variant::Seafarers(
            Scenario::ClothForCatan(ClothOptions::default()),
        ))),
        O::Jamaica(jamaica::Options {
            track: edited_track(),
            ghost: true,
            crew: true,
            first_captain: 2,
            revision: Revision::FIRST,
        }),
        O::Jamaica(jamaica::Options::default()),
    ]
}

fn every_kind_of_action() -> Vec<session::Action> {
    use session::Action as A;
    vec![
        A::ScorePad(scorepad::Action::Score {
            player: 3,
            points: -12,
        }),
        A::ScorePad(scorepad::Action::Roll(Roll::new(6, 1))),
        A::ScorePad(scorepad::Action::Correct {
            round: 3,
            player: 1,
            points: -40,
        }),
        A::Catan(catan::Action::Build {
            piece: Piece::Bridge,
            spot: Spot::Foreign(2),
        }),
        A::Catan(catan::Action::SpendCoins(CoinSpend::ForcedTrade {
            opponent_cards: 7,
        })),
        A::Jamaica(jamaica::Action::Move {
            dir: Dir::Backward,
            branches: vec![13, 20],
            adjust: -1,
        }),
        A::Jamaica(jamaica::Action::Fight {
            opponent: Ship::Player(1),
            attacker: CombatRoll::new(CombatFace::Star, 2),
            defender: None,
        }),
        A::Jamaica(jamaica::Action::Load { good: Good::Gold }),
        A::Jamaica(jamaica::Action::Spoils(Spoils::GhostTakesGold {
            amount: 4,
        })),
        A::Jamaica(jamaica::Action::Declare {
            player: 2,
            declaration: Declaration {
                gold: 17,
                treasures: vec![Treasure::Chest(6), Treasure::MorgansMap],
                crew: vec![CrewAboard {
                    crew: Crew::Cooper,
                    points: -2,
                }],
            },
        }),
        A::Carcassonne(carcassonne::Action::AddFloor {
            tower: None,
            capture: Some(Capture {
                owner: 1,
                from: CaptureFrom::TowerTop(3),
            }),
        }),
        A::Carcassonne(carcassonne::Action::Score(carcassonne::ScoreEntry {
            feature: Feature::Farm {
                cities: 2,
                carcassonne: true,
            },
            scorers: PlayerSet(0b101),
            returned: vec![1, 0, 2],
            from_district: vec![],
        })),
        A::Carcassonne(carcassonne::Action::EnterCity {
            district: District::Blacksmith,
            count_to: Some(District::Cathedral),
        }),
    ]
}

#[test]
fn rules_values_come_back_unchanged_from_both_formats() {
    for options in every_option() {
        // The options alone carry no revision: the setup writes it (see the next test).
        let options = options.with_revision(Revision::FIRST);
        let wire = GameOptions::from(&options);
        let json: GameOptions = serde_json::from_str(&serde_json::to_string(&wire).unwrap())
            .expect("reads back from JSON");
        assert_eq!(session::GameOptions::try_from(json), Ok(options.clone()));
        let shared = share::ShareOptions::from(&options);
        let bytes = postcard::to_allocvec(&shared).unwrap();
        let back: share::ShareOptions = postcard::from_bytes(&bytes).unwrap();
        assert_eq!(session::GameOptions::try_from(back), Ok(options));
    }
    for action in every_kind_of_action() {
        let json = serde_json::to_string(&Action::from(&action)).unwrap();
        let back: Action = serde_json::from_str(&json).unwrap();
        assert_eq!(session::Action::from(back), action, "{json}");
        let bytes = postcard::to_allocvec(&share::ShareAction::from(&action)).unwrap();
        let back: share::ShareAction = postcard::from_bytes(&bytes).unwrap();
        assert_eq!(session::Action::from(back), action);
    }
}

#[test]
fn the_setup_carries_the_rules_revision_in_both_formats() {
    for options in every_option() {
        for revision in [Revision::FIRST, Revision::CURRENT] {
            let setup = session::Setup {
                options: options.clone().with_revision(revision),
                players: numbered(2),
                created: at(0),
            };
            let json = serde_json::to_string(&wire::Setup::from(&setup)).unwrap();
            // Revision 1 writes exactly the setup of the saves before revisions existed.
            assert_eq!(
                json.contains("\"rules\""),
                setup.options.revision() > Revision::FIRST
            );
            let back: wire::Setup = serde_json::from_str(&json).unwrap();
            assert_eq!(session::Setup::try_from(back), Ok(setup.clone()));
            let shared = ShareGame::of("g", &setup, &[], 0);
            let bytes = postcard::to_allocvec(&shared).unwrap();
            let back: ShareGame = postcard::from_bytes(&bytes).unwrap();
            assert_eq!(back.into_parts().unwrap().1, setup);
        }
    }
}

#[test]
fn a_revision_this_build_does_not_know_is_refused() {
    let setup = session::Setup {
        options: session::GameOptions::Catan(catan::Options::new(Variant::Base)),
        players: numbered(2),
        created: at(0),
    };
    let mut json: serde_json::Value = serde_json::to_value(wire::Setup::from(&setup)).unwrap();
    json["rules"] = 99.into();
    let unknown: wire::Setup = serde_json::from_value(json).unwrap();
    assert_eq!(
        session::Setup::try_from(unknown),
        Err(WireError::UnknownRevision(99))
    );
    let mut shared = ShareGame::of("g", &setup, &[], 0);
    shared.rules = 0;
    assert_eq!(
        shared.into_parts().unwrap_err(),
        WireError::UnknownRevision(0)
    );
}

#[test]
fn saves_leave_out_empty_vectors_and_share_codes_write_them() {
    let score = |returned: Vec<u8>| {
        carcassonne::Action::Score(carcassonne::ScoreEntry::new(
            Feature::Monastery { tiles: 9 },
            PlayerSet(1),
            returned,
        ))
    };
    let json = serde_json::to_string(&<wire::carcassonne::Action>::from(&score(vec![]))).unwrap();
    assert_eq!(
        json,
        r#"{"Score":{"feature":{"Monastery":{"tiles":9}},"scorers":1}}"#
    );
    let shared = |a: &carcassonne::Action| wire::carcassonne::ShareAction::from(a);
    let empty = postcard::to_allocvec(&shared(&score(vec![]))).unwrap();
    let one = postcard::to_allocvec(&shared(&score(vec![1]))).unwrap();
    // Variant, feature variant, tiles, scorers, then both vectors' lengths.
    assert_eq!(empty, [4, 2, 9, 1, 0, 0]);
    assert_eq!(one, [4, 2, 9, 1, 1, 1, 0]);
}

#[test]
fn the_shipped_track_is_a_flag_and_a_corrected_one_travels_whole() {
    let shipped = session::GameOptions::Jamaica(jamaica::Options::for_players(2));
    assert_eq!(
        share::ShareOptions::from(&shipped),
        share::ShareOptions::JamaicaShippedTrack {
            ghost: true,
            crew: false,
            first_captain: 0,
        }
    );
    let edited = session::GameOptions::Jamaica(jamaica::Options {
        track: edited_track(),
        ..jamaica::Options::default()
    });
    assert!(matches!(
        share::ShareOptions::from(&edited),
        share::ShareOptions::Plain(GameOptions::Jamaica(_))
    ));
}

#[test]
fn a_broken_track_is_refused_with_the_tracks_reason() {
    let mut track = wire::jamaica::Track::from(&Track::default());
    track.spaces[1].0 = wire::jamaica::SpaceKind::PortRoyal;
    let error = Track::try_from(track).unwrap_err();
    assert!(matches!(error, WireError::Refused(_)));
    assert_eq!(
        error.to_string(),
        "The track needs exactly one Port Royal, not 2."
    );
}

#[test]
fn share_times_are_deltas_and_bad_ones_are_refused() {
    let setup = session::Setup {
        options: session::GameOptions::ScorePad(scorepad::Options::default()),
        players: numbered(2),
        created: at(0),
    };
    let log: Vec<session::LogEntry> = [5, 5, 65]
        .into_iter()
        .map(|s| session::LogEntry {
            at: at(s),
            action: session::Action::ScorePad(scorepad::Action::NextRound),
            by: None,
        })
        .collect();
    let game = ShareGame::of("g", &setup, &log, 2);
    assert_eq!(game.times, [5, 0, 60]);
    assert_eq!(game.cursor, 2);
    assert!(game.senders.is_empty(), "no phone named: an empty column");
    let (name, back_setup, back_log, cursor) = game.clone().into_parts().unwrap();
    assert_eq!(
        (name.as_str(), &back_setup, &back_log, cursor),
        ("g", &setup, &log, 2)
    );

    // One entry from a live table: a sender (or none) for every action.
    let mut sent = log.clone();
    sent[1].by = Some(session::Sender::Player(1));
    let with = ShareGame::of("g", &setup, &sent, 2);
    assert_eq!(with.senders, [None, Some(super::Sender::Player(1)), None]);
    assert_eq!(with.clone().into_parts().unwrap().2, sent);
    let mut odd = with;
    odd.senders.pop();
    assert_eq!(
        odd.into_parts().unwrap_err(),
        WireError::SendersDoNotMatchActions
    );

    let mut short = game.clone();
    short.times.pop();
    assert_eq!(
        short.into_parts().unwrap_err(),
        WireError::TimesDoNotMatchActions
    );
    let mut late = game.clone();
    late.times[2] = i64::MAX;
    assert_eq!(late.into_parts().unwrap_err(), WireError::TimeOverflow);
    let mut never = game;
    never.created = i64::MAX;
    assert_eq!(
        never.into_parts().unwrap_err().to_string(),
        format!("the time {} is out of range", i64::MAX)
    );
}
