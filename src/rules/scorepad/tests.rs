//! The score pad's rules, case by case.

use super::*;

#[test]
fn the_leader_is_marked_once_someone_is_ahead_and_lowest_wins_counts() {
    let highest = Options::default();
    let start = ScorePad::start(&highest, &players(3)).unwrap();
    assert!(
        leaders(&highest, &start).is_empty(),
        "all level: nobody leads"
    );
    let s = play(&highest, 3, &[score(1, 5), score(2, 5)]);
    assert_eq!(leaders(&highest, &s), vec![1, 2]);
    let lowest = Options {
        winner: Winner::Lowest,
        ..Options::default()
    };
    let s = play(&lowest, 3, &[score(1, 5), score(2, 5)]);
    assert_eq!(leaders(&lowest, &s), vec![0]);
}

fn players(n: usize) -> Vec<Player> {
    crate::rules::players::numbered(n)
}

fn play(options: &Options, n: usize, actions: &[Action]) -> State {
    let players = players(n);
    let mut state = ScorePad::start(options, &players).unwrap();
    for action in actions {
        state = ScorePad::apply(options, &players, &state, action).unwrap();
    }
    state
}

#[test]
fn scores_add_up_and_highest_wins_at_the_target() {
    let options = Options {
        target: Some(10),
        ..Options::default()
    };
    let state = play(&options, 3, &[score(0, 5), score(1, 9), score(0, -1)]);
    assert_eq!(state.totals(), vec![4, 9, 0]);
    assert_eq!(ScorePad::outcome(&options, &players(3), &state), None);
    let state = ScorePad::apply(&options, &players(3), &state, &score(1, 1)).unwrap();
    assert_eq!(
        ScorePad::outcome(&options, &players(3), &state),
        Some(Outcome { winners: vec![1] })
    );
}

#[test]
fn with_rounds_the_target_waits_for_the_round_to_close_and_lowest_wins() {
    let options = Options {
        rounds: true,
        target: Some(20),
        winner: Winner::Lowest,
        ..Options::default()
    };
    let state = play(&options, 2, &[score(0, 21), score(1, 3)]);
    assert_eq!(ScorePad::outcome(&options, &players(2), &state), None);
    let state = ScorePad::apply(&options, &players(2), &state, &Action::NextRound).unwrap();
    assert_eq!(state.round_number(), 2);
    assert_eq!(
        ScorePad::outcome(&options, &players(2), &state),
        Some(Outcome { winners: vec![1] })
    );
}

#[test]
fn a_tie_is_a_shared_win() {
    let options = Options::default();
    let state = play(&options, 3, &[score(0, 4), score(2, 4), Action::Finish]);
    assert_eq!(
        ScorePad::outcome(&options, &players(3), &state),
        Some(Outcome {
            winners: vec![0, 2]
        })
    );
}

#[test]
fn refusals_change_nothing_and_say_why() {
    let options = Options::default();
    let players = players(2);
    let state = ScorePad::start(&options, &players).unwrap();
    let cases = [
        (score(2, 1), Refusal::NoSuchPlayer),
        (score(0, 0), Refusal::ZeroPoints),
        (score(0, MAX_ENTRY + 1), Refusal::EntryTooLarge),
        (Action::NextRound, Refusal::NotPlayingRounds),
        (
            Action::Roll(Roll::new(0, 1)),
            Refusal::Dice(DiceRefusal::BadFace),
        ),
    ];
    for (action, refusal) in cases {
        assert_eq!(
            ScorePad::apply(&options, &players, &state, &action),
            Err(refusal.clone())
        );
        assert!(!refusal.to_string().is_empty());
    }
    let rounds = Options {
        rounds: true,
        ..Options::default()
    };
    assert_eq!(
        ScorePad::apply(&rounds, &players, &state, &Action::NextRound),
        Err(Refusal::EmptyRound)
    );
}

#[test]
fn set_up_checks_players_and_target() {
    assert!(ScorePad::start(&Options::default(), &players(0)).is_err());
    assert!(ScorePad::start(&Options::default(), &players(8)).is_ok());
    assert!(ScorePad::start(&Options::default(), &players(9)).is_err());
    let bad = Options {
        target: Some(0),
        ..Options::default()
    };
    assert!(matches!(
        ScorePad::start(&bad, &players(2)),
        Err(SetupError::Option(_))
    ));
}

fn rounds_options(target: Option<i64>) -> Options {
    Options {
        rounds: true,
        target,
        ..Options::default()
    }
}

fn score(player: usize, points: i64) -> Action {
    Action::Score { player, points }
}

fn correct(round: usize, player: usize, points: i64) -> Action {
    Action::Correct {
        round,
        player,
        points,
    }
}

#[test]
fn a_correction_sets_a_past_cell_and_the_totals_and_leaders_follow() {
    let options = rounds_options(None);
    let state = play(
        &options,
        3,
        &[
            score(0, 12),
            score(1, 5),
            score(2, 7),
            Action::NextRound,
            score(0, 1),
            score(1, 3),
        ],
    );
    assert_eq!(state.totals(), vec![13, 8, 7]);
    assert_eq!(leaders(&options, &state), vec![0]);
    // Ana's 12 in round 1 was a 2.
    let fixed = ScorePad::apply(&options, &players(3), &state, &correct(1, 0, 2)).unwrap();
    assert_eq!(fixed.rounds[0], vec![2, 5, 7]);
    assert_eq!(
        fixed.rounds[1], state.rounds[1],
        "the other rounds are untouched"
    );
    assert_eq!(fixed.totals(), vec![3, 8, 7]);
    assert_eq!(leaders(&options, &fixed), vec![1]);
    assert_eq!(fixed.round_number(), 2, "no round is opened or closed");
    // A negative cell, and the open round's own cells.
    let fixed = ScorePad::apply(&options, &players(3), &fixed, &correct(2, 2, -4)).unwrap();
    assert_eq!(fixed.rounds[1], vec![1, 3, -4]);
    assert_eq!(fixed.totals(), vec![3, 8, 3]);
}

#[test]
fn a_correction_in_the_open_round_lets_it_close() {
    let options = rounds_options(None);
    let state = play(&options, 2, &[score(0, 4), Action::NextRound]);
    assert!(!state.round_touched);
    let state = ScorePad::apply(&options, &players(2), &state, &correct(2, 1, 6)).unwrap();
    assert!(
        state.round_touched,
        "a cell of the open round set is an entry"
    );
    let state = ScorePad::apply(&options, &players(2), &state, &Action::NextRound).unwrap();
    assert_eq!(state.totals(), vec![4, 6]);
    // A past round corrected leaves the open one as it was.
    let state = ScorePad::apply(&options, &players(2), &state, &correct(1, 1, 1)).unwrap();
    assert!(!state.round_touched);
}

#[test]
fn the_target_and_the_winners_follow_a_correction() {
    let options = rounds_options(Some(20));
    let state = play(
        &options,
        2,
        &[score(0, 9), score(1, 8), Action::NextRound, score(0, 1)],
    );
    assert_eq!(ScorePad::outcome(&options, &players(2), &state), None);
    // Bo's 8 was an 18: with the closed round now past the target, the game is over.
    let state = ScorePad::apply(&options, &players(2), &state, &correct(1, 1, 21)).unwrap();
    assert_eq!(
        ScorePad::outcome(&options, &players(2), &state),
        Some(Outcome { winners: vec![1] })
    );
    // Lowest wins reads the corrected totals too.
    let lowest = Options {
        winner: Winner::Lowest,
        ..Options::default()
    };
    let state = play(&lowest, 2, &[score(0, 3), score(1, 5), Action::Finish]);
    assert_eq!(
        ScorePad::outcome(&lowest, &players(2), &state),
        Some(Outcome { winners: vec![0] })
    );
    let state = ScorePad::apply(&lowest, &players(2), &state, &correct(1, 0, 9)).unwrap();
    assert_eq!(
        ScorePad::outcome(&lowest, &players(2), &state),
        Some(Outcome { winners: vec![1] })
    );
}

#[test]
fn a_refused_correction_says_why_and_changes_nothing() {
    let options = rounds_options(None);
    let players = players(2);
    let state = play(&options, 2, &[score(0, 3), Action::NextRound, score(1, 2)]);
    let cases = [
        (correct(0, 0, 1), Refusal::NoSuchRound),
        (correct(3, 0, 1), Refusal::NoSuchRound),
        (correct(1, 2, 1), Refusal::NoSuchPlayer),
        (correct(1, 0, MAX_ENTRY + 1), Refusal::CellTooLarge),
        (correct(1, 0, -MAX_ENTRY - 1), Refusal::CellTooLarge),
        (correct(1, 0, 3), Refusal::CellUnchanged),
        (correct(2, 0, 0), Refusal::CellUnchanged),
    ];
    for (action, refusal) in cases {
        assert_eq!(
            ScorePad::apply(&options, &players, &state, &action),
            Err(refusal.clone()),
            "{action:?}"
        );
        assert!(!refusal.to_string().is_empty());
        assert!(RULE_IDS.contains(&refusal.rule_id()));
    }
    // The largest cell either way is accepted.
    for points in [MAX_ENTRY, -MAX_ENTRY, 0] {
        let fixed = ScorePad::apply(&options, &players, &state, &correct(1, 0, points)).unwrap();
        assert_eq!(fixed.rounds[0][0], points);
    }
}

#[test]
fn without_rounds_the_one_row_is_the_round_to_correct() {
    let options = Options::default();
    let state = play(&options, 2, &[score(0, 5), score(0, 5), score(1, 1)]);
    let state = ScorePad::apply(&options, &players(2), &state, &correct(1, 0, 7)).unwrap();
    assert_eq!(state.totals(), vec![7, 1]);
    assert_eq!(
        ScorePad::apply(&options, &players(2), &state, &correct(2, 0, 1)),
        Err(Refusal::NoSuchRound)
    );
}

/// Through the session: the correction is one log entry, undone, redone and replayed from
/// the log like any other.
#[test]
fn a_correction_is_undone_redone_and_replayed_by_the_session() {
    use crate::session::{Action as GameAction, Game, GameOptions, Setup};
    use chrono::{TimeZone, Utc};
    let at = |s: i64| Utc.timestamp_opt(1_790_000_000 + s, 0).unwrap();
    let mut game = Game::new(Setup {
        options: GameOptions::ScorePad(rounds_options(None)),
        players: players(3),
        created: at(0),
    })
    .unwrap();
    let actions = [
        score(0, 10),
        score(1, 20),
        score(2, 30),
        Action::NextRound,
        score(0, 1),
        correct(1, 1, 2),
    ];
    for (i, action) in actions.into_iter().enumerate() {
        game.apply(GameAction::ScorePad(action), at(i as i64 + 1))
            .unwrap();
    }
    let totals = |game: &Game| -> Vec<i64> { game.standings().iter().map(|s| s.score).collect() };
    assert_eq!(totals(&game), vec![11, 2, 30]);
    assert!(game.undo());
    assert_eq!(totals(&game), vec![11, 20, 30], "the old cell is back");
    assert!(game.redo());
    assert_eq!(totals(&game), vec![11, 2, 30]);
    let rebuilt = Game::rebuild(game.setup().clone(), game.log().to_vec(), game.cursor()).unwrap();
    assert_eq!(rebuilt, game);
    // A refused correction is no entry at all.
    let before = game.clone();
    assert!(game
        .apply(GameAction::ScorePad(correct(9, 0, 1)), at(9))
        .is_err());
    assert_eq!(game, before);
}

#[test]
fn the_compact_log_sums_each_round_and_gives_the_same_pad() {
    let options = Options {
        rounds: true,
        ..Options::default()
    };
    let roll = Action::Roll(Roll::new(2, 5));
    let log = [
        score(0, 3),
        score(1, 4),
        score(0, 2),
        roll.clone(),
        Action::NextRound,
        score(1, -1),
        correct(1, 0, 7),
        score(1, 6),
    ];
    let compact = ScorePad::compact(&options, &players(2), &log).unwrap();
    assert_eq!(
        compact,
        [
            roll,
            score(0, 5),
            score(1, 4),
            Action::NextRound,
            score(1, -1),
            correct(1, 0, 7),
            score(1, 6),
        ]
    );
    assert_eq!(play(&options, 2, &compact), play(&options, 2, &log));
    // A score for a seat the table does not have is not compacted.
    assert_eq!(
        ScorePad::compact(&options, &players(2), &[score(2, 1)]),
        None
    );
}

#[test]
fn a_finished_game_counts_the_rounds_played_and_ranks_its_players() {
    let options = rounds_options(None);
    let mut actions = Vec::new();
    for round in 0..3 {
        actions.extend([
            score(0, 5 + round),
            score(1, 9),
            score(2, 2),
            Action::NextRound,
        ]);
    }
    let open = play(&options, 3, &actions);
    assert_eq!(open.round_number(), 4, "closing round 3 opened round 4");
    assert_eq!(
        open.rounds_played(false),
        4,
        "while it runs the open round counts"
    );
    actions.push(Action::Finish);
    let finished = play(&options, 3, &actions);
    assert_eq!(finished.rounds_played(true), 3, "round 4 was never played");
    assert_eq!(
        finished.ranking(&options),
        vec![1, 0, 2],
        "27 before 18 before 6"
    );
    // A score in the open round makes it a round played.
    let mut touched = actions.clone();
    touched.insert(touched.len() - 1, score(2, 1));
    assert_eq!(play(&options, 3, &touched).rounds_played(true), 4);
    let lowest = Options {
        winner: Winner::Lowest,
        ..options.clone()
    };
    assert_eq!(finished.ranking(&lowest), vec![2, 0, 1]);
    // Equal totals keep their seat order.
    let tied = play(&options, 3, &[score(1, 4), score(2, 4)]);
    assert_eq!(tied.ranking(&options), vec![1, 2, 0]);
}
