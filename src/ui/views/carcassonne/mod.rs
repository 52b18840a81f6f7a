//! The Carcassonne screens: the options form, the board (turn, scores, feature entries,
//! meeples, The Tower, Count, King & Robber, final scoring) and the log lines.
//!
//! The screens hold no rules: every change is an [`Action`] applied through the session, and
//! every number shown comes from the rules' state or its derived functions.

mod board;
mod count;
mod final_scoring;
mod meeples;
mod options;
mod ransom;
mod scoring_entry;
pub mod screen;
mod stepper;
pub mod strip;
mod table;
mod tower;
mod track_picture;

use crate::rules::carcassonne::{
    Action, CaptureFrom, Feature, Options, PlayerSet, Refusal, ScoreEntry, State,
};
use crate::rules::Player;
use crate::session::Action as SessionAction;
use crate::ui::state::AppState;
use crate::ui::text::Texts;

pub use board::CarcassonneBoard;
pub use options::CarcassonneOptions;
pub use table::describe_change;

/// The open game as this family's board shares it (`crate::ui::views::game_view`).
type View = crate::ui::views::game_view::GameView<Options, State>;

/// The open game as this family's components read it: options, state, players, and whether
/// it has ended (drawn again when it changes).
fn use_view() -> (Options, State, Vec<Player>, bool) {
    crate::ui::views::game_view::use_game_view::<Options, State>().into_parts()
}

/// What the rules would say to `action` now: a dry run of `apply`, the one place that decides,
/// so a screen never restates a condition. `None` when it would be accepted.
fn refused(
    options: &Options,
    players: &[Player],
    state: &State,
    action: &Action,
) -> Option<Refusal> {
    use crate::rules::GameRules;
    crate::rules::carcassonne::Carcassonne::apply(options, players, state, action).err()
}

/// Applies a Carcassonne action; true when it was accepted (a refusal shows a notice).
fn send(app: &mut AppState, action: Action) -> bool {
    app.try_act(SessionAction::Carcassonne(action))
}

/// A seat's name, or "?" for a seat not at the table.
fn name_of(players: &[Player], seat: usize) -> String {
    players
        .get(seat)
        .map_or_else(|| "?".to_string(), |p| p.name.clone())
}

/// "City, 5 tiles, 2 pennants: 14 points" as the log says it.
fn feature_line(t: &Texts, feature: &Feature) -> String {
    let c = t.carcassonne_ui();
    let name = c.kind_name(feature.kind(), feature.is_completed());
    let parts: Vec<String> = feature
        .breakdown()
        .parts
        .iter()
        .map(|p| c.part(p.item, p.count, p.each, p.points()))
        .collect();
    t.punct.aside(name, &t.punct.clauses(&parts))
}

fn describe_score(t: &Texts, players: &[Player], entry: &ScoreEntry) -> String {
    let c = t.carcassonne_ui();
    let feature = feature_line(t, &entry.feature);
    let names: Vec<String> = entry.scorers.seats().map(|p| name_of(players, p)).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut line = if refs.is_empty() {
        t.punct.labelled(&feature, c.log_nobody)
    } else {
        c.log_score(
            &feature,
            &t.punct.names(&refs),
            entry.feature.breakdown().total,
        )
    };
    if entry.from_district.iter().any(|&n| n > 0) {
        let district = crate::rules::carcassonne::District::for_feature(entry.feature.kind());
        line.push_str(&c.log_from_district(c.district_name(district)));
    }
    line
}

/// The log line for a Carcassonne action.
pub fn describe(t: &Texts, players: &[Player], action: &Action) -> String {
    let c = t.carcassonne_ui();
    match action {
        Action::PlaceMeeple => c.log_place_meeple.to_string(),
        Action::AddFloor { tower, capture } => {
            let mut line = c.log_floor(*tower);
            if let Some(capture) = capture {
                let owner = name_of(players, usize::from(capture.owner));
                line.push_str(&match capture.from {
                    CaptureFrom::Feature => c.log_capture_feature(&owner),
                    CaptureFrom::TowerTop(i) => c.log_capture_top(&owner, i),
                });
            }
            line
        }
        Action::CloseTower { tower } => c.log_close(*tower),
        Action::Ransom { captor } => c.log_ransom(&name_of(players, usize::from(*captor))),
        Action::Score(entry) => describe_score(t, players, entry),
        Action::EnterCity { district, count_to } => {
            let mut line = c.log_enter(*district);
            if let Some(to) = count_to {
                line.push_str(&c.log_count_moves(*to));
            }
            line
        }
        Action::Adjust { player, points } => {
            c.log_adjust(&name_of(players, usize::from(*player)), *points)
        }
        Action::Redraw => c.log_redraw.to_string(),
        Action::SetTilesLeft { tiles } => c.log_set_tiles(*tiles),
        Action::EndTurn => c.log_end_turn.to_string(),
        Action::FinishGame => c.log_finish.to_string(),
    }
}

/// The seats of a list of flags.
fn player_set(flags: &[bool]) -> PlayerSet {
    let seats: Vec<usize> = flags
        .iter()
        .enumerate()
        .filter(|(_, &on)| on)
        .map(|(p, _)| p)
        .collect();
    PlayerSet::of(&seats)
}
