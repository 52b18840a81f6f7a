//! The commit's checks, one writer at a time, on a two-player score pad.

use super::*;
use crate::live::test_support::{at, host, score};

/// A change made on the game as it is now.
fn here(g: &mut Game, change: Change) -> Result<Committed, CommitError> {
    let seen = Head::of(g);
    commit_on("g", g, "g", seen, change)
}

/// [`commit`] on `g` held under `held` (named "Game").
fn commit_on(
    held: &str,
    g: &mut Game,
    id: &str,
    seen: Head,
    change: Change,
) -> Result<Committed, CommitError> {
    let mut open = Held {
        id: held.to_string(),
        name: "Game".to_string(),
        game: g.clone(),
    };
    let result = commit(&mut open, id, seen, change);
    *g = open.game;
    result
}

fn game() -> Game {
    host().game().clone()
}

#[test]
fn a_change_for_another_game_never_touches_this_one() {
    let mut g = game();
    let seen = Head::of(&g);
    let act = Change::Act {
        action: score(0, 1),
        at: at(1),
        by: None,
    };
    assert_eq!(
        commit_on("g-1", &mut g, "g-2", seen, act),
        Err(CommitError::OtherGame)
    );
    assert!(g.log().is_empty());
}

#[test]
fn a_change_made_on_a_head_the_game_has_left_is_refused() {
    let mut g = game();
    let seen = Head::of(&g);
    let act = |points| Change::Act {
        action: score(0, points),
        at: at(1),
        by: None,
    };
    assert!(commit_on("g", &mut g, "g", seen, act(1)).is_ok());
    // A second writer that saw the game before the first change.
    assert_eq!(
        commit_on("g", &mut g, "g", seen, act(2)),
        Err(CommitError::Moved {
            now: Head {
                length: 1,
                cursor: 1
            }
        })
    );
    assert_eq!(g.log().len(), 1);
}

#[test]
fn actions_undos_and_redos_say_what_to_store_and_to_show() {
    let mut g = game();
    let done = here(
        &mut g,
        Change::Act {
            action: score(1, 3),
            at: at(1),
            by: None,
        },
    )
    .unwrap();
    assert_eq!(done.from, Some(0));
    assert_eq!(done.step.as_ref().unwrap().direction, Direction::Done);
    let undone = here(&mut g, Change::Undo).unwrap();
    assert_eq!(undone.from, None);
    assert_eq!(
        (
            undone.step.as_ref().unwrap().direction,
            undone.step.unwrap().index
        ),
        (Direction::Undone, 0)
    );
    assert_eq!(here(&mut g, Change::Undo), Err(CommitError::Nothing));
    let redone = here(&mut g, Change::Redo).unwrap();
    assert_eq!(redone.step.unwrap().direction, Direction::Redone);
    let refused = here(
        &mut g,
        Change::Act {
            action: score(7, 1),
            at: at(2),
            by: None,
        },
    );
    assert!(matches!(refused, Err(CommitError::Refused(_))));
    assert_eq!(g.log().len(), 1);
}

#[test]
fn following_a_copy_stores_from_where_the_logs_part() {
    let mut g = game();
    let mut copy = g.clone();
    copy.apply(score(0, 1), at(1)).unwrap();
    copy.apply(score(1, 2), at(2)).unwrap();
    let followed = here(&mut g, Change::Follow(Box::new(copy.clone()))).unwrap();
    assert_eq!(followed.from, Some(0));
    assert_eq!(followed.step.unwrap().direction, Direction::Done);
    assert_eq!(g, copy);
    // The copy undone: only the cursor moved.
    copy.undo();
    let followed = here(&mut g, Change::Follow(Box::new(copy.clone()))).unwrap();
    assert_eq!(followed.from, None);
    assert_eq!(followed.step.unwrap().direction, Direction::Undone);
    // A new action over the undone one: stored from there.
    copy.apply(score(1, 5), at(3)).unwrap();
    let followed = here(&mut g, Change::Follow(Box::new(copy.clone()))).unwrap();
    assert_eq!(followed.from, Some(1));
    assert_eq!(
        here(&mut g, Change::Follow(Box::new(copy))),
        Err(CommitError::Nothing)
    );
}

#[test]
fn a_game_of_another_set_up_is_no_copy_to_follow() {
    let mut g = game();
    let other = crate::session::Game::new(crate::session::Setup {
        created: at(99),
        ..g.setup().clone()
    })
    .unwrap();
    assert_eq!(
        here(&mut g, Change::Follow(Box::new(other))),
        Err(CommitError::NotACopy)
    );
}

#[test]
fn a_rename_changes_the_name_only_and_is_checked_like_any_change() {
    let mut open = Held {
        id: "g".into(),
        name: "Friday".into(),
        game: game(),
    };
    let seen = Head::of(&open.game);
    let renamed = commit(
        &mut open,
        "g",
        seen,
        Change::Rename("  Friday night ".into()),
    );
    assert_eq!(
        renamed,
        Ok(Committed {
            from: None,
            step: None
        }),
        "only the head is stored again, and no move is announced"
    );
    assert_eq!(open.name, "Friday night");
    assert!(open.game.log().is_empty());
    // An empty or unchanged name is nothing to store.
    for name in ["   ", "Friday night"] {
        assert_eq!(
            commit(&mut open, "g", seen, Change::Rename(name.into())),
            Err(CommitError::Nothing)
        );
    }
    // Meant for another game, or made on a head the game has left: refused, name kept.
    assert_eq!(
        commit(&mut open, "h", seen, Change::Rename("Other".into())),
        Err(CommitError::OtherGame)
    );
    let act = Change::Act {
        action: score(0, 1),
        at: at(1),
        by: None,
    };
    commit(&mut open, "g", seen, act).unwrap();
    assert!(matches!(
        commit(&mut open, "g", seen, Change::Rename("Late".into())),
        Err(CommitError::Moved { .. })
    ));
    assert_eq!(open.name, "Friday night");
}
