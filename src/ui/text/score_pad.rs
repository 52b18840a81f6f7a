//! The words of the score pad's board beyond the first table's: the leader's mark, the sign
//! button, the table of rounds and its correction editor (see [`super::Texts`]).

pub struct ScorePadTexts {
    /// Read out beside the leader's mark.
    pub leads: &'static str,
    /// Read out before a player's points in the open round, shown under the name.
    pub this_round: &'static str,
    /// The accessible name of a box's sign button, with the player's name.
    pub sign_of: fn(&str) -> String,
    /// The expander that holds the table of rounds.
    pub rounds_table: &'static str,
    pub tap_to_correct: &'static str,
    /// The accessible name of a cell of the table: player, round, points.
    pub cell: fn(&str, usize, i64) -> String,
    /// The editor's title: player, round.
    pub correct_title: fn(&str, usize) -> String,
    /// What the cell holds now.
    pub now_holds: fn(i64) -> String,
    pub cell_points: &'static str,
    pub correct: &'static str,
    /// The log line of a correction: player, round, the cell's new points.
    pub log_correct: fn(&str, usize, i64) -> String,
}

pub const EN: ScorePadTexts = ScorePadTexts {
    leads: "leads",
    this_round: "this round",
    sign_of: |name| format!("Plus or minus for {name}"),
    rounds_table: "Table of rounds",
    tap_to_correct: "Tap a cell to correct it.",
    cell: |name, round, points| format!("{name}, round {round}: {points}. Correct it"),
    correct_title: |name, round| format!("Correct {name}'s points in round {round}"),
    now_holds: |points| format!("Now: {points}"),
    cell_points: "Points in this cell",
    correct: "Correct",
    log_correct: |name, round, points| format!("{name}, round {round}: corrected to {points}"),
};
