//! The statistics of the finished games: per player over every game, and per game with each
//! player's line (plays, wins, win rate, best and average score, last played).
//!
//! How it counts:
//! - Only finished games count; a game's players are told apart by name, whatever its case
//!   (as the remembered group does, `group::same_name`), and each is shown with the spelling
//!   and colour of their most recent game.
//! - **Ties**: the rules say who won, and a tie for first gives every player who shares it a
//!   win (the score pad's "ties share the win"); such a win is also counted as shared. So the
//!   wins of a table can add up to more than its games, and the win rate is wins over plays.
//! - **Best score** is the highest, or the lowest for a game set up so that the lowest wins
//!   (`GameOptions::lowest_wins`); those games are a game of their own here, since their
//!   scores cannot be compared with the others. A player's line over every game has no best
//!   or average score, which would add up points of different games.
//! - A name at two seats of one game (the score pad allows it) counts as one play, won when
//!   either seat won, with the better of the two scores.

use chrono::{DateTime, Utc};

use crate::group::same_name;
use crate::rules::PlayerColour;
use crate::save::GameSummary;
use crate::session::{GameKind, GameOptions};

/// One player's count over some games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub plays: u32,
    pub wins: u32,
    /// Of the wins, the ties for first.
    pub shared_wins: u32,
    /// The best score, where scores are comparable (per game only).
    pub best: Option<i64>,
    /// Sum and number of the scores the average is taken over.
    sum: i64,
    scored: u32,
    pub last: Option<DateTime<Utc>>,
}

impl Tally {
    /// Wins over plays, as a whole percentage rounded to the nearest; `None` before any play.
    pub fn win_percent(&self) -> Option<u32> {
        (self.plays > 0).then(|| {
            let (wins, plays) = (u64::from(self.wins), u64::from(self.plays));
            u32::try_from((wins * 200 + plays) / (plays * 2)).unwrap_or(u32::MAX)
        })
    }

    /// The mean score, where scores are comparable.
    pub fn average(&self) -> Option<f64> {
        (self.scored > 0).then(|| self.sum as f64 / f64::from(self.scored))
    }

    fn count(&mut self, won: bool, shared: bool, at: DateTime<Utc>) {
        self.plays += 1;
        if won {
            self.wins += 1;
            if shared {
                self.shared_wins += 1;
            }
        }
        self.last = self.last.max(Some(at));
    }

    fn score(&mut self, score: i64, lowest_wins: bool) {
        self.sum = self.sum.saturating_add(score);
        self.scored += 1;
        self.best = Some(match self.best {
            Some(best) if lowest_wins => best.min(score),
            Some(best) => best.max(score),
            None => score,
        });
    }
}

/// A player's line: their name and colour as in their latest game, and their tally.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    pub name: String,
    pub colour: PlayerColour,
    pub tally: Tally,
    /// When the name and colour were last seen.
    seen: DateTime<Utc>,
}

/// What the statistics call one game: a family, with the games whose lowest score wins
/// apart from the others, and the games on another scale apart too (`GameOptions::scale`:
/// Catan's duel to 15 is not Rivers of Catan to 10).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameKey {
    pub kind: GameKind,
    pub lowest_wins: bool,
    pub scale: u32,
}

/// One game's figures, with a line per player who played it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameStats {
    pub key: GameKey,
    pub plays: u32,
    pub last: Option<DateTime<Utc>>,
    /// The options of its latest game, which name its variant.
    pub options: Option<GameOptions>,
    pub players: Vec<Line>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Statistics {
    /// Every player over every game, best record first.
    pub players: Vec<Line>,
    /// Every game played, most played first.
    pub games: Vec<GameStats>,
}

/// The line of `name` in `lines`, added if it is not there; its name and colour follow the
/// latest game seen.
fn line<'a>(
    lines: &'a mut Vec<Line>,
    name: &str,
    colour: PlayerColour,
    at: DateTime<Utc>,
) -> &'a mut Line {
    let index = match lines.iter().position(|l| same_name(&l.name, name)) {
        Some(index) => index,
        None => {
            lines.push(Line {
                name: name.trim().to_string(),
                colour,
                tally: Tally::default(),
                seen: at,
            });
            lines.len() - 1
        }
    };
    let line = &mut lines[index];
    if at > line.seen {
        line.name = name.trim().to_string();
        line.colour = colour;
        line.seen = at;
    }
    line
}

/// Sorts a short list (a table's players, the games) in place and stably, `before(a, b)`
/// when `a` goes first. An insertion sort: the lists hold tens of lines, and the standard
/// library's sort brings the web build a few kilobytes of code for every type it sorts.
fn sort_short<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Best record first: wins, then the win rate, then the average score (the highest, or the
/// lowest where `lowest_wins`; a game's lines only: over every game there is none), then
/// plays, then the name. So the players of one game with the same record stand in score
/// order.
fn rank(lines: &mut [Line], lowest_wins: bool) {
    sort_short(lines, |a, b| {
        let rate = |l: &Line| l.tally.win_percent().unwrap_or(0);
        let average = |l: &Line| {
            let a = l.tally.average().unwrap_or(0.0);
            if lowest_wins {
                -a
            } else {
                a
            }
        };
        b.tally
            .wins
            .cmp(&a.tally.wins)
            .then_with(|| rate(b).cmp(&rate(a)))
            .then_with(|| average(b).total_cmp(&average(a)))
            .then_with(|| b.tally.plays.cmp(&a.tally.plays))
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
            .is_lt()
    });
}

/// The statistics of the finished games among `games` (running games are left out).
pub fn statistics<'a>(games: impl IntoIterator<Item = &'a GameSummary>) -> Statistics {
    let mut stats = Statistics::default();
    for game in games {
        let Some(outcome) = &game.outcome else {
            continue;
        };
        let key = GameKey {
            kind: game.kind,
            lowest_wins: game.options.as_ref().is_some_and(|o| o.lowest_wins()),
            scale: game.options.as_ref().map_or(0, GameOptions::scale),
        };
        let at = game.updated;
        let index = match stats.games.iter().position(|g| g.key == key) {
            Some(index) => index,
            None => {
                stats.games.push(GameStats {
                    key,
                    plays: 0,
                    last: None,
                    options: None,
                    players: Vec::new(),
                });
                stats.games.len() - 1
            }
        };
        let of_game = &mut stats.games[index];
        of_game.plays += 1;
        if of_game.last.is_none_or(|last| at >= last) {
            of_game.options.clone_from(&game.options);
        }
        of_game.last = of_game.last.max(Some(at));
        let shared = outcome.winners.len() > 1;
        for (seat, player) in game.players.iter().enumerate() {
            // A name seen at an earlier seat of this game was counted there.
            if game.players[..seat]
                .iter()
                .any(|p| same_name(&p.name, &player.name))
            {
                continue;
            }
            let seats: Vec<usize> = (seat..game.players.len())
                .filter(|&s| same_name(&game.players[s].name, &player.name))
                .collect();
            let won = seats.iter().any(|s| outcome.winners.contains(s));
            let scores = game
                .standings
                .iter()
                .filter(|s| seats.contains(&s.player))
                .map(|s| s.score);
            let score = if key.lowest_wins {
                scores.min()
            } else {
                scores.max()
            };
            line(&mut stats.players, &player.name, player.colour, at)
                .tally
                .count(won, shared, at);
            let tally = &mut line(&mut of_game.players, &player.name, player.colour, at).tally;
            tally.count(won, shared, at);
            if let Some(score) = score {
                tally.score(score, key.lowest_wins);
            }
        }
    }
    rank(&mut stats.players, false);
    for game in &mut stats.games {
        rank(&mut game.players, game.key.lowest_wins);
    }
    sort_short(&mut stats.games, |a, b| {
        b.plays
            .cmp(&a.plays)
            .then_with(|| b.last.cmp(&a.last))
            .is_lt()
    });
    stats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::scorepad::{self, Winner};
    use crate::rules::{Outcome, Player, Standing};
    use crate::session::GameOptions;
    use chrono::TimeZone;
    use PlayerColour::*;

    fn at(day: i64) -> DateTime<Utc> {
        Utc.timestamp_opt(1_790_000_000 + day * 86_400, 0).unwrap()
    }

    /// A finished game of `kind` on `day`: (name, colour, score) a seat, and the winners.
    fn game(
        kind: GameKind,
        day: i64,
        seats: &[(&str, PlayerColour, i64)],
        winners: &[usize],
    ) -> GameSummary {
        GameSummary {
            id: format!("g{day}"),
            name: "x".into(),
            kind,
            players: seats.iter().map(|(n, c, _)| Player::new(*n, *c)).collect(),
            created: at(day),
            updated: at(day),
            actions: 9,
            standings: seats
                .iter()
                .enumerate()
                .map(|(player, (_, _, score))| Standing {
                    player,
                    score: *score,
                })
                .collect(),
            outcome: Some(Outcome {
                winners: winners.to_vec(),
            }),
            results_only: false,
            options: None,
        }
    }

    fn lowest(mut g: GameSummary) -> GameSummary {
        g.options = Some(GameOptions::ScorePad(scorepad::Options {
            winner: Winner::Lowest,
            ..scorepad::Options::default()
        }));
        g
    }

    fn find<'a>(lines: &'a [Line], name: &str) -> &'a Line {
        lines.iter().find(|l| l.name == name).unwrap()
    }

    #[test]
    fn plays_wins_and_scores_per_player_and_per_game() {
        let games = [
            game(
                GameKind::Catan,
                1,
                &[("Ana", Red, 10), ("Bo", Blue, 7)],
                &[0],
            ),
            game(
                GameKind::Catan,
                2,
                &[("ana", Red, 8), ("Bo", Blue, 10)],
                &[1],
            ),
            game(
                GameKind::Catan,
                3,
                &[("Ana", Pink, 11), ("Bo", Blue, 6)],
                &[0],
            ),
            game(
                GameKind::Carcassonne,
                4,
                &[("Bo", Blue, 98), ("Chi", Green, 80)],
                &[0],
            ),
        ];
        let mut unfinished = game(GameKind::Catan, 5, &[("Ana", Red, 3)], &[]);
        unfinished.outcome = None;
        let stats = statistics(games.iter().chain([&unfinished]));

        // Over every game: Bo won 2 of 4, Ana 2 of 3; Ana's colour is her latest.
        let names: Vec<_> = stats.players.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(
            names,
            ["Ana", "Bo", "Chi"],
            "2 wins at 67% before 2 wins at 50%"
        );
        let ana = find(&stats.players, "Ana");
        assert_eq!((ana.tally.plays, ana.tally.wins), (3, 2));
        assert_eq!(ana.tally.win_percent(), Some(67));
        assert_eq!(ana.colour, Pink);
        assert_eq!(
            ana.tally.last,
            Some(at(3)),
            "the unfinished game does not count"
        );
        assert_eq!(
            ana.tally.best, None,
            "no best over games of different points"
        );
        let bo = find(&stats.players, "Bo");
        assert_eq!(
            (bo.tally.plays, bo.tally.wins, bo.tally.win_percent()),
            (4, 2, Some(50))
        );
        assert_eq!(bo.tally.last, Some(at(4)));
        let chi = find(&stats.players, "Chi");
        assert_eq!(chi.tally.win_percent(), Some(0));

        // Per game: Catan first (3 plays), with best and average scores.
        assert_eq!(stats.games.len(), 2);
        let catan = &stats.games[0];
        assert_eq!(catan.key.kind, GameKind::Catan);
        assert_eq!((catan.plays, catan.last), (3, Some(at(3))));
        let ana = find(&catan.players, "Ana");
        assert_eq!(ana.tally.best, Some(11));
        assert_eq!(ana.tally.average(), Some(29.0 / 3.0));
        let bo = find(&catan.players, "Bo");
        assert_eq!(
            (bo.tally.wins, bo.tally.best, bo.tally.average()),
            (1, Some(10), Some(23.0 / 3.0))
        );
        let carcassonne = &stats.games[1];
        assert_eq!(carcassonne.plays, 1);
        assert_eq!(find(&carcassonne.players, "Bo").tally.best, Some(98));
    }

    #[test]
    fn a_tie_for_first_is_a_shared_win_for_each() {
        let games = [
            game(
                GameKind::ScorePad,
                1,
                &[("Ana", Red, 5), ("Bo", Blue, 5), ("Chi", Green, 2)],
                &[0, 1],
            ),
            game(
                GameKind::ScorePad,
                2,
                &[("Ana", Red, 9), ("Bo", Blue, 1)],
                &[0],
            ),
        ];
        let stats = statistics(&games);
        let ana = find(&stats.players, "Ana");
        assert_eq!((ana.tally.wins, ana.tally.shared_wins), (2, 1));
        assert_eq!(ana.tally.win_percent(), Some(100));
        let bo = find(&stats.players, "Bo");
        assert_eq!(
            (bo.tally.wins, bo.tally.shared_wins, bo.tally.win_percent()),
            (1, 1, Some(50))
        );
        // A game with no winner at all counts as a play for everyone and a win for nobody.
        let none = [game(GameKind::ScorePad, 3, &[("Ana", Red, 0)], &[])];
        let stats = statistics(&none);
        assert_eq!(
            (stats.players[0].tally.plays, stats.players[0].tally.wins),
            (1, 0)
        );
    }

    #[test]
    fn lowest_wins_games_are_a_game_of_their_own_with_the_lowest_best() {
        let games = [
            lowest(game(
                GameKind::ScorePad,
                1,
                &[("Ana", Red, 12), ("Bo", Blue, 30)],
                &[0],
            )),
            lowest(game(
                GameKind::ScorePad,
                2,
                &[("Ana", Red, 20), ("Bo", Blue, 4)],
                &[1],
            )),
            game(
                GameKind::ScorePad,
                3,
                &[("Ana", Red, 50), ("Bo", Blue, 40)],
                &[0],
            ),
        ];
        let stats = statistics(&games);
        assert_eq!(stats.games.len(), 2);
        let low = stats.games.iter().find(|g| g.key.lowest_wins).unwrap();
        assert_eq!(low.plays, 2);
        assert_eq!(find(&low.players, "Ana").tally.best, Some(12));
        assert_eq!(find(&low.players, "Bo").tally.best, Some(4));
        let high = stats.games.iter().find(|g| !g.key.lowest_wins).unwrap();
        assert_eq!(find(&high.players, "Ana").tally.best, Some(50));
    }

    fn catan(mut g: GameSummary, variant: crate::rules::catan::Variant) -> GameSummary {
        g.options = Some(GameOptions::Catan(crate::rules::catan::Options::new(
            variant,
        )));
        g
    }

    #[test]
    fn games_on_other_scales_have_their_own_best_and_average() {
        use crate::rules::catan::{DuelOptions, RiversOptions, Variant};
        let duel = Variant::Duel(DuelOptions::default());
        let rivers = Variant::Rivers(RiversOptions::default());
        let games = [
            catan(
                game(
                    GameKind::Catan,
                    1,
                    &[("Ana", Red, 15), ("Bo", Blue, 12)],
                    &[0],
                ),
                duel,
            ),
            catan(
                game(
                    GameKind::Catan,
                    2,
                    &[("Ana", Red, 8), ("Bo", Blue, 10)],
                    &[1],
                ),
                rivers,
            ),
            catan(
                game(
                    GameKind::Catan,
                    3,
                    &[("Ana", Red, 14), ("Bo", Blue, 15)],
                    &[1],
                ),
                duel,
            ),
        ];
        let stats = statistics(&games);
        assert_eq!(stats.games.len(), 2, "the duel and Rivers apart");
        let duels = &stats.games[0];
        assert_eq!(duels.plays, 2);
        assert_eq!(find(&duels.players, "Ana").tally.best, Some(15));
        assert_eq!(find(&duels.players, "Ana").tally.average(), Some(14.5));
        assert!(matches!(
            duels.options,
            Some(GameOptions::Catan(o)) if o.duel().is_some()
        ));
        let river = &stats.games[1];
        assert_eq!(find(&river.players, "Ana").tally.best, Some(8));
        assert_eq!(find(&river.players, "Bo").tally.best, Some(10));
    }

    #[test]
    fn a_games_players_with_the_same_record_stand_in_score_order() {
        // One game each: the winner first, the others by their score, not their name.
        let order = |games: &[GameSummary]| -> Vec<String> {
            let stats = statistics(games);
            stats.games[0]
                .players
                .iter()
                .map(|l| l.name.clone())
                .collect()
        };
        let highest = game(
            GameKind::Carcassonne,
            1,
            &[("Ana", Red, 61), ("Bo", Blue, 98), ("Chi", Green, 80)],
            &[1],
        );
        assert_eq!(order(&[highest]), ["Bo", "Chi", "Ana"]);
        let low = lowest(game(
            GameKind::ScorePad,
            1,
            &[("Ana", Red, 30), ("Bo", Blue, 4), ("Chi", Green, 12)],
            &[1],
        ));
        assert_eq!(
            order(&[low]),
            ["Bo", "Chi", "Ana"],
            "the lowest first where the lowest wins"
        );
    }

    #[test]
    fn the_short_sort_is_stable() {
        let mut items = [(3, 'a'), (1, 'b'), (3, 'c'), (2, 'd'), (1, 'e')];
        sort_short(&mut items, |a, b| a.0 > b.0);
        assert_eq!(items, [(3, 'a'), (3, 'c'), (2, 'd'), (1, 'b'), (1, 'e')]);
        sort_short(&mut [0u8; 0], |a, b| a < b);
    }

    #[test]
    fn a_name_at_two_seats_is_one_play() {
        let games = [game(
            GameKind::ScorePad,
            1,
            &[("Ana", Red, 3), ("Bo", Blue, 9), ("ANA", Green, 7)],
            &[1],
        )];
        let stats = statistics(&games);
        assert_eq!(stats.players.len(), 2);
        let ana = find(&stats.games[0].players, "Ana");
        assert_eq!(
            (ana.tally.plays, ana.tally.wins, ana.tally.best),
            (1, 0, Some(7))
        );
        assert_eq!(statistics(&[]), Statistics::default());
    }
}
