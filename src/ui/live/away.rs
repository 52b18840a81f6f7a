//! A guest away from its table: its page reloaded, or its connection went without the host
//! ending the table. The phone says so at once over the table's game, shows it as the
//! table's, and takes no move on it: the player scans the host's code to come back (the host
//! gives the phone its seat again) or chooses to play on alone. Other games play as ever.

use dioxus::prelude::*;

use super::{memory, AwayTable, Live, LiveTable, TableSide};
use crate::live::remembered::Remembered;
use crate::session::Action;
use crate::ui::state::{use_app, use_texts, AppState};

/// An away phone's side of its table (see [`TableSide`]): no connection, so no event; a tap
/// or an undo on the table's game says why it waits; the table is forgotten when it ends.
const SIDE: TableSide = TableSide {
    event: |_, _, _| {},
    act: |table, app, _: &Action| table.away_refuses(app),
    step: |table, app, _| table.away_refuses(app).map(|_| ()),
    write_failed: |_, _, _| {},
    landed: |_, _, _, _| {},
    close: |_, _| memory::forget(),
};

/// The away table of `table`.
pub(super) fn table(table: Remembered) -> AwayTable {
    AwayTable { table, side: SIDE }
}

impl LiveTable {
    /// A tap on the open game while this phone is away from its table: refused with why, when
    /// the open game is the table's (`None`: another game, played as ever).
    fn away_refuses(&mut self, app: &mut AppState) -> Option<bool> {
        let name = match (self.peek().as_ref(), app.open.peek().as_ref()) {
            (Some(Live::Away(away)), Some(open)) if away.table.game == open.id => {
                away.table.name.clone()
            }
            _ => return None,
        };
        let t = app.texts();
        app.tell(t.live.away_refused(&name));
        Some(false)
    }

    /// The connection to the table went while this phone was at it (not the host ending the
    /// table): the phone stays the table's, away, until it is back or plays on alone.
    pub(super) fn away_from_table(&mut self, app: &mut AppState, table: Remembered) {
        let t = app.texts();
        let name = table.name.clone();
        memory::remember(&table);
        self.set(Some(Live::Away(self::table(table))));
        app.show_live_sheet(false);
        app.tell(t.live.connection_lost(&name));
    }
}

/// Over the table's game while this phone is away from its table: what happened, the way back
/// (the live sheet, where the host's code is scanned: a part of its own in the split build) and
/// the way out (play on alone).
#[component]
pub fn AwayBanner() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let name = match (app.live().read().as_ref(), app.open.read().as_ref()) {
        (Some(Live::Away(away)), Some(open)) if away.table.game == open.id => {
            away.table.name.clone()
        }
        _ => return rsx! {},
    };
    let words = t.live.away_banner(&name);
    rsx! {
        div { class: "panel watching-banner away-banner", role: "status", "data-testid": "away",
            p { "{words}" }
            AwayWays {
                rejoin_testid: "away-rejoin",
                alone_testid: "away-alone",
                on_rejoin: move |()| app.show_live_sheet(true),
            }
        }
    }
}

/// An away phone's two ways: back to its table (`on_rejoin`, towards the host's code) or on
/// alone. The banner over the game and the live sheet both offer them, the one pair of buttons
/// under each place's test ids.
#[component]
pub fn AwayWays(
    rejoin_testid: &'static str,
    alone_testid: &'static str,
    on_rejoin: EventHandler<()>,
) -> Element {
    let mut app = use_app();
    let t = use_texts();
    rsx! {
        div { class: "row wrap",
            button {
                class: "button primary",
                "data-testid": rejoin_testid,
                onclick: move |_| on_rejoin.call(()),
                "{t.live.scan_host}"
            }
            button {
                class: "button",
                "data-testid": alone_testid,
                onclick: move |_| app.live().play_alone(&mut app),
                "{t.live.play_alone}"
            }
        }
    }
}
