//! Who made each move, for actions that name no player ("built a road"): derived from the
//! state before the action, kept in step with the log through undo, a new future and a
//! reload, so the log can say "Lan: built a road".

#[path = "jamaica_support/mod.rs"]
mod jm;
mod share_support;

use share_support::*;
use tablemate::rules::{carcassonne, catan, jamaica};
use tablemate::session::{Action, Game, GameKind, GameState};

fn apply(game: &mut Game, action: Action) {
    let at = at(game.log().len() as i64 + 1);
    game.apply(action, at).expect("the action is accepted");
}

fn last_actor(game: &Game) -> Option<usize> {
    game.actor(game.cursor() - 1)
}

#[test]
fn carcassonne_turn_actions_are_the_active_players() {
    use carcassonne::Action as A;
    let mut game = Game::new(setup(GameKind::Carcassonne)).unwrap();
    apply(&mut game, Action::Carcassonne(A::PlaceMeeple));
    assert_eq!(last_actor(&game), Some(0));
    apply(&mut game, Action::Carcassonne(A::EndTurn));
    assert_eq!(last_actor(&game), Some(0), "the player who ends the turn");
    apply(&mut game, Action::Carcassonne(A::Redraw));
    assert_eq!(last_actor(&game), Some(1), "the next player's turn");
    apply(
        &mut game,
        Action::Carcassonne(A::Adjust {
            player: 3,
            points: 2,
        }),
    );
    assert_eq!(last_actor(&game), None, "a correction names its player");
}

#[test]
fn catan_moves_are_the_acting_players_and_gifts_name_their_own() {
    use catan::{Action as A, Piece, Spot};
    let mut game = Game::new(setup(GameKind::Catan)).unwrap();
    let build = |piece| {
        Action::Catan(A::Build {
            piece,
            spot: Spot::Land,
        })
    };
    // Set-up goes 0, 1, 2, 3 and back: each player a settlement, then a road.
    apply(&mut game, build(Piece::Settlement));
    assert_eq!(last_actor(&game), Some(0));
    apply(&mut game, build(Piece::Road));
    assert_eq!(last_actor(&game), Some(0));
    apply(&mut game, build(Piece::Settlement));
    assert_eq!(last_actor(&game), Some(1), "the second placing player");
    apply(
        &mut game,
        Action::Catan(A::SetRoadLength {
            player: 2,
            length: 0,
        }),
    );
    assert_eq!(last_actor(&game), None);
}

#[test]
fn jamaica_the_captain_rolls_and_players_act_in_turn() {
    let mut game = Game::new(setup(GameKind::Jamaica)).unwrap();
    let GameState::Jamaica(state) = game.state() else {
        unreachable!()
    };
    let tablemate::session::GameOptions::Jamaica(options) = &game.setup().options else {
        unreachable!()
    };
    let captain = state.captain(options);
    apply(
        &mut game,
        Action::Jamaica(jamaica::Action::Dice { day: 3, night: 5 }),
    );
    assert_eq!(last_actor(&game), Some(captain));
    apply(
        &mut game,
        Action::Jamaica(jamaica::Action::Load {
            good: jamaica::Good::Food,
        }),
    );
    assert_eq!(last_actor(&game), Some(captain), "the Captain acts first");
}

/// On the Ghost Ship's move, the player who beats it chooses the spoils: the log names them
/// ("Bo: takes the gold of the Ghost Ship's hold 3"), not nobody.
#[test]
fn jamaica_a_player_who_beats_the_ghost_on_its_move_takes_the_spoils() {
    use jamaica::track::Dir;
    use jamaica::{Action as A, Pending, Ship, Spoils};
    let mut g = jm::game(2, true, false);
    // Round 1: both load; the ghost goes forward to the lair, then back behind the start.
    jm::dice(&mut g, 4, 5);
    for _ in 0..4 {
        jm::load(&mut g);
    }
    jm::ok(&mut g, jm::ghost(Dir::Forward, &[]));
    jm::ok(&mut g, jm::ghost(Dir::Backward, &[]));
    // Round 2: Bo to space 2, Ana to space 1; the ghost, alone last, sails onto Ana.
    jm::dice(&mut g, 2, 1);
    jm::ok(&mut g, jm::fwd(&[]));
    jm::ok(&mut g, A::Pay);
    jm::load(&mut g);
    jm::load(&mut g);
    jm::ok(&mut g, jm::fwd(&[]));
    jm::ok(&mut g, A::Pay);
    jm::ok(&mut g, jm::ghost(Dir::Forward, &[]));
    assert!(matches!(
        jm::state(&g).pending,
        Some(Pending::Combat { .. })
    ));
    // The ghost attacks: no player makes its fight.
    jm::ok(
        &mut g,
        A::Fight {
            opponent: Ship::Player(0),
            attacker: jm::roll(2, 0),
            defender: Some(jm::roll(8, 0)),
        },
    );
    assert_eq!(last_actor(&g), None, "the Ghost Ship attacks");
    jm::ok(&mut g, A::Spoils(Spoils::TakeGhostHold { hold: 0 }));
    assert_eq!(
        last_actor(&g),
        Some(0),
        "Ana beat the ghost and takes its gold"
    );
}

#[test]
fn actors_follow_undo_a_new_future_and_a_reload() {
    use carcassonne::Action as A;
    let mut game = Game::new(setup(GameKind::Carcassonne)).unwrap();
    apply(&mut game, Action::Carcassonne(A::EndTurn));
    apply(&mut game, Action::Carcassonne(A::EndTurn));
    assert_eq!(game.actor(1), Some(1));
    game.undo();
    game.undo();
    // A new future from the start: entry 0 is now a correction, entry 1 gone.
    apply(
        &mut game,
        Action::Carcassonne(A::Adjust {
            player: 0,
            points: 1,
        }),
    );
    assert_eq!(game.actor(0), None);
    assert_eq!(game.actor(1), None, "the dropped entry has no actor left");
    for &kind in GameKind::ALL {
        let generated = game_of(kind, 150, 7);
        let reloaded = Game::rebuild(
            generated.setup().clone(),
            generated.log().to_vec(),
            generated.cursor(),
        )
        .unwrap();
        let players = generated.players().len();
        for i in 0..generated.log().len() {
            assert_eq!(reloaded.actor(i), generated.actor(i), "{kind:?} entry {i}");
            assert!(generated.actor(i).is_none_or(|p| p < players));
        }
        let named = (0..generated.log().len())
            .filter(|&i| generated.actor(i).is_some())
            .count();
        match kind {
            GameKind::ScorePad => assert_eq!(named, 0, "score pad entries name their player"),
            _ => assert!(named > 0, "{kind:?} has moves that name no player"),
        }
    }
}
