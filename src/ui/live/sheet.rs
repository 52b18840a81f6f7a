//! The live table's sheet over the game: on the host, the invitation (a QR code and its
//! code), the field for a joining phone's code and the phones at the table; on a guest, the
//! code to show the host. And the game screen's button that opens it.

use dioxus::prelude::*;

use super::away::AwayWays;
use super::{phone_name, seat_words, AwayTable, GuestTable, HostTable, Invitation, Joining, Live};
use crate::live::message::{PeerId, Seat};
use crate::share::qr;
use crate::ui::components::scanner::QrScannerWhile;
use crate::ui::state::{use_app, use_texts, AppState};
use crate::ui::text::Texts;
use crate::ui::views::share::platform::{base_address, copy_to_clipboard, svg_data_url};

/// The game screen's way in: "Invite phones", or the table's line while one is open.
#[component]
pub fn LiveButton() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let open_id = app.open.read().as_ref().map(|o| o.id.clone());
    let line = match app.live().read().as_ref() {
        None => t.live.invite.to_string(),
        Some(live @ Live::Host(_)) => t.live.badge(live.phones()),
        Some(Live::Guest(_)) => t.live.badge_guest.to_string(),
        Some(Live::Away(away)) if Some(&away.table.game) == open_id.as_ref() => {
            t.live.badge_away.to_string()
        }
        Some(Live::Away(_)) => t.live.invite.to_string(),
    };
    rsx! {
        button { class: "button", "data-testid": "live-open", onclick: move |_| app.live().open(&mut app), "{line}" }
    }
}

/// A code as a QR image with its text and a copy button under it.
#[component]
fn CodeCard(code: String, testid: &'static str) -> Element {
    let t = use_texts();
    let link = format!("{}#{code}", base_address());
    let image = qr::render(&link).map(|q| svg_data_url(&q.svg));
    let mut copied = use_signal(|| false);
    let text = code.clone();
    rsx! {
        if let Some(src) = image {
            img { class: "qr", src: "{src}", alt: "{t.live.invitation_code}", "data-testid": "{testid}-qr" }
        }
        p { class: "code-text", "data-testid": "{testid}", "{code}" }
        button {
            class: "button",
            r#type: "button",
            "data-testid": "{testid}-copy",
            onclick: move |_| {
                copy_to_clipboard(&text);
                copied.set(true);
            },
            // Said on the button: a notice would be under this sheet.
            if copied() { "{t.share_ui.copied}" } else { "{t.share_ui.copy_code}" }
        }
    }
}

/// A phone in the host's list: its connection, the number the list shows it by, and where it
/// sits in words and as a seat, and whether the host gave it that seat.
struct PhoneLine {
    id: u32,
    number: u32,
    open: bool,
    left: bool,
    words: Option<String>,
    seat: Option<Seat>,
    locked: bool,
}

/// The sheet over the game: its title and close button around the host's part or the guest's
/// ([`LiveBody`]). The frame is in the first download, so the sheet opens at once; its body is
/// a part of its own in the split build (`crate::ui::later::live_sheet`), with the QR encoder
/// and the host's side of the table, which a first visit does without.
#[component]
pub fn LiveSheet() -> Element {
    let mut app = use_app();
    let t = use_texts();
    // The host's typed answer and its scanner outlive the sheet's closing, as the table does.
    let answer = use_signal(String::new);
    let scanning = use_signal(|| false);
    if !app.nav.read().live_sheet {
        return rsx! {};
    }
    let title = match app.live().read().as_ref() {
        Some(Live::Guest(_)) | Some(Live::Away(_)) => t.live.join_title,
        _ => t.live.title,
    };
    rsx! {
        div { class: "sheet-backdrop", onclick: move |_| app.show_live_sheet(false) }
        div {
            class: "sheet",
            role: "dialog",
            "aria-modal": "true",
            "aria-labelledby": "live-title",
            "data-testid": "live-sheet",
            div { class: "sheet-head",
                h2 { id: "live-title", "{title}" }
                button {
                    class: "icon-button sheet-close",
                    "aria-label": t.close,
                    "data-testid": "live-close",
                    onclick: move |_| app.show_live_sheet(false),
                    "×"
                }
            }
            {crate::ui::components::part_pending::show(crate::ui::later::live_sheet::get(), crate::ui::later::live_sheet::fetch, |part| (part.sheet)(answer, scanning))}
        }
    }
}

/// The sheet's body: the host's part or the guest's. The frame holds the state that must
/// outlive a redraw of the table (the typed answer, the scanner).
#[component]
pub fn LiveBody(answer: Signal<String>, scanning: Signal<bool>) -> Element {
    let app = use_app();
    let t = use_texts();
    let signal = app.live();
    let live = signal.read();
    match live.as_ref() {
        None => rsx! {},
        Some(Live::Host(table)) => host_part(app, t, table, answer, scanning),
        Some(Live::Guest(table)) => guest_part(app, t, table),
        Some(Live::Away(table)) => away_part(app, t, table, scanning),
    }
}

/// An away phone's part: which table, the host's code to scan (or its link to open) to come
/// back, and the way out.
fn away_part(
    mut app: AppState,
    t: &'static Texts,
    table: &AwayTable,
    mut scanning: Signal<bool>,
) -> Element {
    let words = t.live.away_banner(&table.table.name);
    rsx! {
        p { class: "live-game", "data-testid": "live-away", "{words}" }
        AwayWays {
            rejoin_testid: "live-scan-host",
            alone_testid: "live-play-alone",
            on_rejoin: move |()| scanning.set(true),
        }
        QrScannerWhile { open: scanning, on_code: move |text: String| app.receive(&text) }
    }
}

/// The host's part: the game invited to, the invitation, the field for a joining phone's
/// answer, the phones at the table and the end of the table.
fn host_part(
    mut app: AppState,
    t: &'static Texts,
    table: &HostTable,
    answer: Signal<String>,
    scanning: Signal<bool>,
) -> Element {
    let phones = 1 + table.links.iter().filter(|l| l.open).count();
    // The table's game as its phones hold it: its players and its name.
    let game = &table.host.sent().game;
    // The seats the host can move a phone to: each player, the table's, watching.
    let seats: Vec<(usize, Seat, String)> = (0..game.players().len())
        .map(|i| Seat::Player(i as u8))
        .chain([Seat::Table, Seat::Watching])
        .enumerate()
        .map(|(k, s)| (k, s, seat_words(t, game, s)))
        .collect();
    let for_game = t.live.invitation_for(&table.host.sent().name);
    rsx! {
        p { class: "live-game", "data-testid": "live-invitation-game", "{for_game}" }
        p { class: "muted", "{t.live.invite_hint}" }
        match table.invitation.clone() {
            Invitation::Preparing => rsx! { p { class: "muted", role: "status", "data-testid": "live-preparing", "{t.live.preparing}" } },
            Invitation::Failed => rsx! {
                p { role: "status", "{t.live.not_connected}" }
                button { class: "button", "data-testid": "live-retry", onclick: move |_| app.live().invite(), "{t.live.invite}" }
            },
            Invitation::Ready { code, .. } => rsx! {
                CodeCard { code, testid: "live-offer" }
            },
        }
        {answer_form(app, t, answer, scanning)}
        h3 { "{t.live.at_table(phones)}" }
        ul { class: "live-roster", "data-testid": "live-roster",
            li { "data-testid": "live-phone-host", "{t.live.host_phone} · {t.live.this_phone}" }
            // Each item keyed by its phone (the key is on the item's own root).
            {phone_lines(t, table).into_iter().map(|line| phone_item(app, t, line, &seats))}
        }
        button { class: "button danger", "data-testid": "live-end", onclick: move |_| app.live().end(&mut app), "{t.live.end}" }
    }
}

/// Each phone of the host's table with where it sits, once its hello has come: in words, and
/// the seat.
fn phone_lines(t: &Texts, table: &HostTable) -> Vec<PhoneLine> {
    let game = &table.host.sent().game;
    let member = |id: u32| table.host.roster().iter().find(|m| m.peer == PeerId(id));
    table
        .links
        .iter()
        .map(|l| {
            let seat = member(l.id).map(|m| m.seat);
            PhoneLine {
                id: l.id,
                number: table.number(l.id),
                open: l.open,
                left: l.left,
                words: seat.map(|s| seat_words(t, game, s)),
                seat,
                locked: member(l.id).is_some_and(|m| m.locked),
            }
        })
        .collect()
}

/// The joining phone's answer, pasted or read by the camera, which connects it.
fn answer_form(
    mut app: AppState,
    t: &'static Texts,
    mut answer: Signal<String>,
    mut scanning: Signal<bool>,
) -> Element {
    rsx! {
        form {
            class: "field",
            onsubmit: move |event: FormEvent| {
                event.prevent_default();
                let text = answer.peek().clone();
                answer.set(String::new());
                app.live().connect_answer(&mut app, &text);
            },
            label { r#for: "live-answer", "{t.live.answer_label}" }
            input {
                id: "live-answer",
                "data-testid": "live-answer-input",
                autocomplete: "off",
                placeholder: t.live.answer_placeholder,
                value: "{answer}",
                oninput: move |event: FormEvent| answer.set(event.value()),
            }
            div { class: "row wrap",
                button { class: "button primary", r#type: "submit", "data-testid": "live-connect", "{t.live.connect}" }
                // The joining phone's code, read by the camera instead of pasted.
                button {
                    class: "button",
                    r#type: "button",
                    "data-testid": "live-scan",
                    onclick: move |_| scanning.set(true),
                    "{t.scanner.scan}"
                }
            }
        }
        QrScannerWhile { open: scanning, on_code: move |text: String| app.live().connect_answer(&mut app, &text) }
    }
}

/// One phone in the host's list, with the seat the host can give it while it is connected:
/// a seat the host gives is locked (only the host changes it), and the last choice lets the
/// phone choose again.
fn phone_item(
    mut app: AppState,
    t: &'static Texts,
    line: PhoneLine,
    seats: &[(usize, Seat, String)],
) -> Element {
    let PhoneLine {
        id,
        number,
        open,
        left,
        words: seat,
        seat: at,
        locked,
    } = line;
    let choices = seats.to_vec();
    let free = seats.len();
    let name = phone_name(t, number);
    rsx! {
        li {
            key: "{id}",
            "data-testid": "live-phone-{id}",
            "data-open": if open { "true" } else { "false" },
            "{name}"
            if let Some(seat) = seat.filter(|_| open) { " · {seat}" }
            if locked && open { " · {t.live.seat_given}" }
            if left { " · {t.live.gone}" } else if !open { " · {t.live.connecting}" }
            // The host gives a phone its seat, or lets it choose.
            if let Some(at) = at.filter(|_| open) {
                select {
                    class: "live-reseat",
                    "aria-label": t.live.seat_of_phone(&name),
                    "data-testid": "live-reseat-{id}",
                    onchange: move |event: FormEvent| {
                        let pick = event.value().parse::<usize>().ok();
                        if pick == Some(free) {
                            app.live().reseat(&mut app, id, None);
                        } else if let Some((_, seat, _)) = pick.and_then(|k| choices.get(k)) {
                            app.live().reseat(&mut app, id, Some(*seat));
                        }
                    },
                    for (k, s, words) in seats.iter().cloned() {
                        option { key: "{k}", value: "{k}", selected: locked && s == at, "{words}" }
                    }
                    option { key: "{free}", value: "{free}", selected: !locked, "{t.live.seat_free}" }
                }
            }
        }
    }
}

/// A guest's part: the game it joins, how far joining has come (its answer to show the host,
/// then its seat and who is at the table once joined) and the way out.
fn guest_part(mut app: AppState, t: &'static Texts, table: &GuestTable) -> Element {
    // The game the invitation names, said before this phone answers.
    let joining_game = table.invited.as_ref().map(|g| t.live.joining_game(&g.name));
    rsx! {
        if let Some(words) = joining_game {
            p { class: "live-game", "data-testid": "live-joining-game", "{words}" }
        }
        if table.held {
            p { class: "muted", "data-testid": "live-joining-held", "{t.live.joining_with_copy}" }
        }
        match table.joining.clone() {
            Joining::Answering => rsx! { p { class: "muted", role: "status", "{t.live.joining}" } },
            Joining::Failed => rsx! { p { role: "status", "{t.live.not_connected}" } },
            Joining::Answer { code } => rsx! {
                p { class: "muted", "{t.live.join_answer}" }
                CodeCard { code, testid: "live-answer" }
            },
            Joining::Connected => rsx! { p { class: "muted", role: "status", "data-testid": "live-waiting", "{t.live.waiting_host}" } },
            Joining::Joined => joined_part(app, t, table),
        }
        button { class: "button", "data-testid": "live-leave", onclick: move |_| app.live().end(&mut app), "{t.live.leave}" }
    }
}

/// A joined guest's seat to pick, and who is at the table as the host's roster says.
fn joined_part(mut app: AppState, t: &'static Texts, table: &GuestTable) -> Element {
    let mine = table.follower.seat();
    // A seat the host gave: the chips say so and only tell why on a tap.
    let locked = table
        .follower
        .roster()
        .iter()
        .any(|m| Some(m.peer) == table.follower.me() && m.locked);
    let seats: Vec<(Seat, String)> = table
        .follower
        .game()
        .map(|whole| {
            let players = whole.game.players().len();
            (0..players)
                .map(|i| Seat::Player(i as u8))
                .chain([Seat::Table])
                .map(|s| (s, seat_words(t, &whole.game, s)))
                .collect()
        })
        .unwrap_or_default();
    let roster = guest_roster(t, table);
    rsx! {
        h3 { "{t.live.join_seat}" }
        if locked {
            p { class: "muted", "data-testid": "live-seat-locked", "{t.live.seat_locked}" }
        }
        div { class: "chips", role: "radiogroup", "aria-label": t.live.join_seat,
            for (i, (seat, label)) in seats.into_iter().enumerate() {
                button {
                    key: "{i}",
                    class: if locked { "chip read-only" } else { "chip" },
                    role: "radio",
                    "aria-checked": if seat == mine { "true" } else { "false" },
                    "aria-disabled": if locked { "true" } else { "false" },
                    "data-testid": "live-seat-{i}",
                    onclick: move |_| {
                        if locked {
                            app.tell(t.live.seat_locked.to_string());
                        } else {
                            app.live().sit(seat);
                        }
                    },
                    "{label}"
                }
            }
        }
        h3 { "{t.live.at_table(roster.len())}" }
        ul { class: "live-roster", "data-testid": "live-guest-roster",
            for (peer, line) in roster {
                li { key: "{peer}", "{line}" }
            }
        }
    }
}

/// Who is at the table, as the host's roster says: the host, then each phone, with its seat
/// and which one is this phone.
fn guest_roster(t: &Texts, table: &GuestTable) -> Vec<(u32, String)> {
    let me = table.follower.me();
    table
        .follower
        .roster()
        .iter()
        .map(|m| {
            let mut line = if m.host {
                t.live.host_phone.to_string()
            } else {
                phone_name(t, m.peer.0)
            };
            if let Some(whole) = table.follower.game().filter(|_| !m.host) {
                line = format!("{line} · {}", seat_words(t, &whole.game, m.seat));
            }
            if Some(m.peer) == me {
                line = format!("{line} · {}", t.live.this_phone);
            }
            (m.peer.0, line)
        })
        .collect()
}
