//! "Log in BG Stats": a finished game handed to BG Stats, from its own screen and from its line
//! in the history. The link is built by `results::bgstats` when the player taps, and opened
//! then (`platform::open_link`): nothing about the game leaves the phone before the tap.

use dioxus::prelude::*;

use super::{families, variant_of};
use crate::results::bgstats::{self, Record, Words};
use crate::save::{record, GameSummary};
use crate::session::Game;
use crate::ui::platform::open_link;
use crate::ui::state::{use_app, use_texts, AppState};
use crate::ui::storage;
use crate::ui::text::store::{load_error, store_error};
use crate::ui::text::Texts;

/// What the player's language says of the play: the variant as the lists name it, and the
/// family's notes on how the game ended (none without the game's state).
fn words(t: &Texts, summary: &GameSummary, game: Option<&Game>) -> Words {
    let notes = game
        .and_then(|game| {
            let outcome = game.outcome()?;
            let (options, state) = (&game.setup().options, game.state());
            Some(families::play_notes(
                t,
                game.players(),
                options,
                state,
                &outcome.winners,
            ))
        })
        .unwrap_or_default();
    Words {
        board: variant_of(t, summary.kind, summary.options.as_ref()),
        comment: notes.join(" · "),
    }
}

/// Opens BG Stats with the play of `record`; `game` is the same game read whole, when it is.
fn log(t: &Texts, record: &Record, game: Option<&Game>) {
    if let Some(link) = bgstats::link(record, &words(t, &record.summary, game)) {
        open_link(&link);
    }
}

/// Reads game `id` whole from the store and opens its play; says why when it cannot.
async fn log_stored(mut app: AppState, t: &'static Texts, id: String) {
    let why = match storage::read_game(&id).await {
        Ok(Some(stored)) => match record::decode_stored(&stored.head, &stored.entries) {
            Ok((envelope, game)) => {
                let record = Record::of_game(&id, &envelope.game.name, &game);
                return log(t, &record, Some(&game));
            }
            Err(error) => load_error(t, &error),
        },
        Ok(None) => t.store.gone.to_string(),
        Err(error) => store_error(t, &error),
    };
    app.tell(t.bgstats.unreadable(&why));
}

/// The button itself, the same on both screens: `small` in the history's lines.
#[component]
fn LogButton(small: bool, on_tap: EventHandler<()>) -> Element {
    let t = use_texts();
    rsx! {
        button {
            class: if small { "button small" } else { "button" },
            "data-testid": "log-bgstats",
            title: t.bgstats.log_play_hint,
            onclick: move |_| on_tap.call(()),
            "{t.bgstats.log_play}"
        }
    }
}

/// The button on a finished game's screen, for the game open there.
#[component]
pub fn LogPlay() -> Element {
    let app = use_app();
    let t = use_texts();
    rsx! {
        LogButton {
            small: false,
            on_tap: move |()| {
                if let Some(open) = app.open.read().as_ref() {
                    log(t, &Record::of_game(&open.id, &open.name, &open.game), Some(&open.game));
                }
            },
        }
    }
}

/// The button of a finished game in the history. The game is read whole on the tap (the
/// history holds its summary only); a game that kept only its results is logged from them.
#[component]
pub fn LogPlayOf(game: GameSummary) -> Element {
    let app = use_app();
    let t = use_texts();
    rsx! {
        LogButton {
            small: true,
            on_tap: move |()| {
                if game.results_only {
                    log(t, &Record::of_summary(&game), None);
                } else {
                    spawn(log_stored(app, t, game.id.clone()));
                }
            },
        }
    }
}
