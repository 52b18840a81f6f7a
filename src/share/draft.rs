//! A game on its way in from links or pasted codes, before the player confirms the import:
//! what each code read brings (a game, one more part of a numbered sequence, or why it cannot
//! be read). Pure: the app keeps the sequence's codes in storage between two codes, because
//! each scanned link of a sequence may open the app anew; [`kept`] reads that text and
//! [`kept_text`] writes it.

use super::{read, Collector, Incoming, Received, ShareError};

/// The codes of a sequence kept between two codes: the stored text, a JSON list of the codes
/// as they were read. A text that is not one holds none: the sequence starts again at the next
/// code, and nothing is lost that the player cannot scan again. Each code is read again when
/// the next one comes (see [`Draft::take`]), so a kept code that no longer reads is refused
/// then, with its reason.
pub fn kept(stored: Option<&str>) -> Vec<String> {
    stored
        .and_then(|text| serde_json::from_str(text).ok())
        .unwrap_or_default()
}

/// The text that keeps `parts`; `None` when there is nothing to keep (the app removes it).
pub fn kept_text(parts: &[String]) -> Option<String> {
    (!parts.is_empty())
        .then(|| serde_json::to_string(parts).expect("a list of strings always serialises"))
}

/// What the import screen shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Draft {
    pub incoming: Option<Incoming>,
    /// The codes of a numbered sequence read so far.
    pub parts: Vec<String>,
    /// Parts in, and how many there are (0 of 0 outside a sequence).
    pub progress: (usize, usize),
    /// The part numbers (from 1) still missing.
    pub missing: Vec<usize>,
    /// Why the last code was refused (worded in the player's language on screen).
    pub error: Option<ShareError>,
}

impl Draft {
    /// Takes what reading `code` gave (`read`), after the codes of a sequence kept from before
    /// (`kept()`, asked only when this draft holds none yet). A refused code keeps the parts
    /// in: the next one may still finish the sequence.
    pub fn take(
        &mut self,
        code: &str,
        read: Result<Received, ShareError>,
        kept: impl FnOnce() -> Vec<String>,
    ) {
        self.error = None;
        self.incoming = None;
        if self.parts.is_empty() {
            self.parts = kept();
        }
        match read {
            Ok(Received::Game(incoming)) => self.incoming = Some(*incoming),
            Ok(Received::Part(_)) => {
                let mut parts = self.parts.clone();
                parts.push(code.to_string());
                match collect(&parts) {
                    Ok((collector, done)) => {
                        self.progress = collector.progress();
                        self.missing = collector.missing();
                        self.parts = if done.is_some() { Vec::new() } else { parts };
                        self.incoming = done;
                    }
                    Err(why) => self.error = Some(why),
                }
            }
            Err(why) => self.error = Some(why),
        }
        if self.parts.is_empty() {
            self.progress = (0, 0);
            self.missing.clear();
        }
    }
}

/// Puts the codes of a sequence together; the game once all are in.
fn collect(codes: &[String]) -> Result<(Collector, Option<Incoming>), ShareError> {
    let mut collector = Collector::default();
    let mut done = None;
    for code in codes {
        if let Received::Part(part) = read(code)? {
            done = collector.add(part)?;
        }
    }
    Ok((collector, done))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{scorepad, Player, PlayerColour};
    use crate::session::{Action, Game, GameOptions, Setup};
    use crate::share::{game_payload_of, parts_of};
    use chrono::{TimeZone, Utc};

    const BASE: &str = "https://example.org/";

    /// A score pad of `n` scores that vary as a table's do, so the code does not deflate away.
    fn long_score_pad(n: usize) -> Game {
        let at = |i: usize| Utc.timestamp_opt(1_790_000_000 + 7 * i as i64, 0).unwrap();
        let mut game = Game::new(Setup {
            options: GameOptions::ScorePad(scorepad::Options::default()),
            players: (0..4)
                .map(|i| Player::new(format!("P{i}"), PlayerColour::ALL[i]))
                .collect(),
            created: at(0),
        })
        .unwrap();
        let mut seed = 17u64;
        for i in 0..n {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let (player, points) = ((seed >> 33) as usize % 4, (seed >> 40) as i64 % 60 + 1);
            let action = Action::ScorePad(scorepad::Action::Score { player, points });
            game.apply(action, at(i + 1)).unwrap();
        }
        game
    }

    fn codes() -> Vec<String> {
        let payload = game_payload_of("Long", &long_score_pad(6000));
        let codes: Vec<String> = parts_of(&payload, BASE)
            .into_iter()
            .map(|c| c.text)
            .collect();
        assert!(codes.len() > 2, "a sequence of several codes");
        codes
    }

    #[test]
    fn a_sequence_counts_its_parts_in_any_order_and_ends_in_the_game() {
        let codes = codes();
        let mut draft = Draft::default();
        let last = codes.len() - 1;
        draft.take(&codes[last], read(&codes[last]), Vec::new);
        assert_eq!(draft.progress, (1, codes.len()));
        assert_eq!(draft.missing, (1..codes.len()).collect::<Vec<_>>());
        assert!(draft.incoming.is_none());
        for code in &codes[..last] {
            draft.take(code, read(code), Vec::new);
        }
        assert_eq!(
            draft.incoming.as_ref().map(|i| i.name.as_str()),
            Some("Long")
        );
        assert!(
            draft.parts.is_empty(),
            "nothing to keep once the game is whole"
        );
        assert_eq!((draft.progress, draft.missing.len()), ((0, 0), 0));
    }

    #[test]
    fn the_parts_kept_from_before_go_on_and_a_bad_code_loses_none() {
        let codes = codes();
        let mut draft = Draft::default();
        // The app opened anew by the second code's link: the first is kept in storage.
        draft.take(&codes[1], read(&codes[1]), || vec![codes[0].clone()]);
        assert_eq!(draft.progress.0, 2);
        draft.take("TM garbage", read("TM garbage"), Vec::new);
        assert!(draft.error.is_some());
        assert_eq!(draft.parts.len(), 2, "a refused code keeps the parts in");
        assert_eq!(draft.progress.0, 2);
    }

    #[test]
    fn a_whole_game_needs_no_sequence() {
        let payload = game_payload_of("Short", &long_score_pad(3));
        let code = parts_of(&payload, BASE).remove(0).text;
        let mut draft = Draft::default();
        draft.take(&code, read(&code), Vec::new);
        assert_eq!(draft.incoming.map(|i| i.name), Some("Short".to_string()));
        assert_eq!(draft.progress, (0, 0));
    }

    #[test]
    fn the_kept_codes_read_back_as_kept_and_anything_else_is_none() {
        let codes = codes();
        let text = kept_text(&codes[..2]).unwrap();
        assert_eq!(kept(Some(&text)), codes[..2]);
        assert_eq!(kept_text(&[]), None);
        for other in [
            None,
            Some(""),
            Some("{"),
            Some("[1, 2]"),
            Some("{\"a\": 1}"),
        ] {
            assert_eq!(kept(other), Vec::<String>::new(), "{other:?}");
        }
    }
}
