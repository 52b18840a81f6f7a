//! The guide of every family (`Game::guide`): who acts, the step, and each action of the step
//! with what `apply` says of it now, so a screen renders it without a condition of its own.

mod catan_common;

use catan_common::{apply, place_all};
use tablemate::rules::catan::{self, guide::Step as CatanStep, Action, Refusal as CR, Variant};
use tablemate::rules::dice::{DiceMode, Roll};
use tablemate::rules::jamaica::{self, Expected as JamaicaStep};
use tablemate::rules::players::numbered;
use tablemate::rules::{carcassonne, scorepad};
use tablemate::session::{
    self, Game, GameOptions, GuideStep, Refusal, RulesRefusal, Setup, TurnGuide,
};

fn game(options: GameOptions, n: usize) -> Game {
    Game::new(Setup {
        options,
        players: numbered(n),
        created: catan_common::at(0),
    })
    .unwrap()
}

fn guide(g: &Game) -> TurnGuide {
    g.guide().expect("every family has a guide")
}

/// What the guide says of `action`: accepted, or the rules' refusal.
fn allowed(g: &Game, action: &session::Action) -> Result<(), Refusal> {
    guide(g)
        .expected
        .into_iter()
        .find(|e| &e.action == action)
        .unwrap_or_else(|| panic!("{action:?} is not offered"))
        .allowed
}

#[test]
fn every_offered_action_is_what_apply_says() {
    let mut options = catan::Options::new(Variant::Base);
    options.dice = DiceMode::Random;
    let mut g = game(GameOptions::Catan(options), 3);
    place_all(&mut g);
    let check = |g: &Game| {
        // The cheap reading of who acts and the step, for every render, is the guide's.
        let full = guide(g);
        assert_eq!(g.turn(), Some((full.seat, full.step.clone())));
        for e in guide(g).expected {
            assert_eq!(e.allowed, g.check(&e.action), "{:?}", e.action);
            let mut copy = g.clone();
            let applied = copy
                .apply(e.action.clone(), catan_common::at(1))
                .map(|_| ());
            assert_eq!(
                e.allowed, applied,
                "a dry run says what apply does: {:?}",
                e.action
            );
        }
    };
    check(&g);
    apply(&mut g, Action::Roll(Roll::new(2, 3))).unwrap();
    check(&g);
}

#[test]
fn catan_the_turn_goes_placing_roll_robber_build() {
    let mut options = catan::Options::new(Variant::Base);
    options.dice = DiceMode::Random;
    let mut g = game(GameOptions::Catan(options), 3);
    let step = |g: &Game| match guide(g).step {
        GuideStep::Catan(s) => s,
        other => panic!("{other:?}"),
    };
    assert_eq!(step(&g), CatanStep::Placing);
    assert_eq!(guide(&g).seat, Some(0));
    place_all(&mut g);
    assert_eq!(step(&g), CatanStep::Roll);
    let end = session::Action::Catan(Action::EndTurn);
    assert!(
        !guide(&g).expected.iter().any(|e| e.action == end),
        "no end before the roll"
    );
    apply(&mut g, Action::Roll(Roll::new(3, 4))).unwrap();
    assert_eq!(step(&g), CatanStep::Robber);
    apply(
        &mut g,
        Action::MoveRobber {
            hits: 0,
            desert: false,
        },
    )
    .unwrap();
    assert_eq!(step(&g), CatanStep::Build);
    assert_eq!(allowed(&g, &end), Ok(()));
    // A city needs a settlement to replace, and there are two: allowed; a knight is too.
    let city = session::Action::Catan(Action::Build {
        piece: catan::Piece::City,
        spot: catan::Spot::Land,
    });
    assert_eq!(allowed(&g, &city), Ok(()));
    assert_eq!(
        allowed(&g, &session::Action::Catan(Action::PlayKnight)),
        Ok(())
    );
    apply(&mut g, Action::PlayKnight).unwrap();
    assert_eq!(step(&g), CatanStep::Robber, "the knight's robber");
    apply(
        &mut g,
        Action::MoveRobber {
            hits: 0,
            desert: false,
        },
    )
    .unwrap();
    assert_eq!(
        allowed(&g, &session::Action::Catan(Action::PlayKnight)),
        Err(Refusal::Rules(RulesRefusal::Catan(CR::OneDevCardPerTurn))),
        "the refusal a screen shows"
    );
}

#[test]
fn jamaica_waits_for_the_captain_then_each_player() {
    let mut g = game(GameOptions::Jamaica(jamaica::Options::for_players(2)), 2);
    let t = |s| catan_common::at(s);
    assert_eq!(guide(&g).step, GuideStep::Jamaica(JamaicaStep::ActionDice));
    assert_eq!(guide(&g).seat, Some(0), "the Captain rolls");
    g.apply(
        session::Action::Jamaica(jamaica::Action::Dice { day: 2, night: 3 }),
        t(1),
    )
    .unwrap();
    assert_eq!(guide(&g).step, GuideStep::Jamaica(JamaicaStep::CardAction));
    let pass = session::Action::Jamaica(jamaica::Action::Pass);
    assert!(
        allowed(&g, &pass).is_err(),
        "only the Old Seadog's owner skips"
    );
}

#[test]
fn carcassonne_and_the_score_pad_say_their_step() {
    let g = game(GameOptions::Carcassonne(carcassonne::Options::default()), 2);
    assert_eq!(guide(&g).seat, Some(0));
    assert_eq!(
        allowed(
            &g,
            &session::Action::Carcassonne(carcassonne::Action::PlaceMeeple)
        ),
        Ok(())
    );
    let pad = game(
        GameOptions::ScorePad(scorepad::Options {
            rounds: true,
            ..scorepad::Options::default()
        }),
        3,
    );
    assert_eq!(guide(&pad).seat, None, "anyone enters points");
    assert_eq!(
        guide(&pad).step,
        GuideStep::ScorePad(scorepad::Step::Scoring { round: 1 })
    );
    assert!(
        allowed(
            &pad,
            &session::Action::ScorePad(scorepad::Action::NextRound)
        )
        .is_err(),
        "an empty round does not close"
    );
}
