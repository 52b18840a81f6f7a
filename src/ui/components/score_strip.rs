//! The compact scoreboard every game screen keeps in view under its title: one chip a player
//! with the score (or VP) and the special cards they hold, the player to act marked. Each
//! family says what goes in a chip (`ScoreChip`); this draws them all the same way, so the
//! strip reads alike in every game.

use dioxus::prelude::*;

use super::swatch::Swatch;
use crate::rules::Player;

/// What one player's chip shows, in the player's words already.
#[derive(Clone, Debug, PartialEq)]
pub struct ScoreChip {
    pub player: Player,
    /// The figure that decides the game: points, VP, doubloons.
    pub score: String,
    /// Short names of what the player holds that others may take from them (Longest Road,
    /// the King, Wealthiest Settler …), each a few letters wide.
    pub badges: Vec<String>,
    /// The player whose turn or step it is.
    pub active: bool,
    /// Ahead of everyone (or among the winners once the game is over).
    pub leader: bool,
}

/// What a family says of one seat's chip: what the seat holds, and the figure when it is not
/// the standing (what the table follows now: nothing in place of Jamaica's track score while
/// the race runs).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StripSeat {
    pub figure: Option<String>,
    pub badges: Vec<String>,
}

impl StripSeat {
    /// A chip that shows the standing, with these badges.
    pub fn badges(badges: Vec<String>) -> StripSeat {
        StripSeat {
            figure: None,
            badges,
        }
    }
}

/// The strip. `label` names it for screen readers ("Scores", "Victory points").
#[component]
pub fn ScoreStrip(chips: Vec<ScoreChip>, label: String) -> Element {
    rsx! {
        ol { class: "score-strip", "aria-label": "{label}", "data-testid": "score-strip",
            for (i, chip) in chips.into_iter().enumerate() {
                li {
                    key: "{i}",
                    class: if chip.active { "strip-chip active" } else { "strip-chip" },
                    "aria-current": if chip.active { "true" } else { "false" },
                    "data-testid": "strip-{i}",
                    Swatch { colour: chip.player.colour, name: chip.player.name.clone() }
                    span { class: "strip-name", "{chip.player.name}" }
                    strong { class: if chip.leader { "strip-score leader" } else { "strip-score" },
                        "data-testid": "strip-score-{i}", "{chip.score}" }
                    if !chip.badges.is_empty() {
                        span { class: "strip-badges", "data-testid": "strip-badges-{i}",
                            for (b, badge) in chip.badges.iter().enumerate() {
                                span { key: "{b}", class: "strip-badge", "{badge}" }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The chips of every player from the session's standings: `active` is the seat the rules
/// expect to act, `winners` the outcome once there is one, and `badges` what a seat holds,
/// in the family's words. Before the end the leader is whoever stands alone at the top: every
/// family with a strip is won by the highest score (the score pad, which may be won by the
/// lowest, draws its own list).
pub fn chips(
    players: &[Player],
    standings: &[crate::rules::Standing],
    active: Option<usize>,
    winners: Option<&[usize]>,
    seat_of: impl Fn(usize) -> StripSeat,
) -> Vec<ScoreChip> {
    let leader = crate::rules::alone_on_top(standings);
    players
        .iter()
        .enumerate()
        .map(|(seat, player)| {
            let StripSeat { figure, badges } = seat_of(seat);
            ScoreChip {
                player: player.clone(),
                score: figure.unwrap_or_else(|| {
                    standings
                        .iter()
                        .find(|s| s.player == seat)
                        .map_or_else(String::new, |s| s.score.to_string())
                }),
                badges,
                active: winners.is_none() && active == Some(seat),
                leader: match winners {
                    Some(winners) => winners.contains(&seat),
                    None => leader == Some(seat),
                },
            }
        })
        .collect()
}
