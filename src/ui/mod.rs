//! The Dioxus app: one root that provides the state, and one view per screen.
//!
//! Built only with a platform feature (`web`, `desktop`, `mobile`); the rules, the session and
//! the save format live outside and know nothing of it.

/// A stylesheet of the project by its file name (`assets/*.css`, or a family's beside its
/// screens), as the build minified it (`crate::stylesheet`; written by `build.rs`).
macro_rules! stylesheet {
    ($name:literal) => {
        include_str!(concat!(env!("OUT_DIR"), "/css/", $name))
    };
}

mod address;
mod codecs;
mod components;
mod languages;
#[cfg(not(target_arch = "wasm32"))]
mod link_inbox;
#[cfg(not(target_arch = "wasm32"))]
mod links;
mod live;
mod parts;
mod platform;
mod rule_text;
mod state;
mod storage;
mod text;
mod update;
mod views;

use dioxus::prelude::*;

use components::part_pending;
use state::{use_app, AppState, Screen};

/// The stylesheets, compiled in so the app needs no asset pipeline (`asset!` needs `dx`):
/// the app's own and the one for sharing. Each family's comes with its screens and its options
/// form in the new game (see `views::<family>::screen::STYLE`), so the split web build
/// downloads it with their parts.
const STYLES: [&str; 2] = [stylesheet!("app.css"), stylesheet!("share.css")];

/// Starts the app on the platform chosen by the Cargo feature. A native build also looks for
/// links: among its arguments, and those the system opens it with (see [`links`]).
pub fn launch() {
    // The web first brings the words of the language the app opens in (see `languages`): a
    // failure opens it in English, and home says why.
    #[cfg(target_arch = "wasm32")]
    wasm_bindgen_futures::spawn_local(async {
        let lang = state::startup_lang();
        if let Err(reason) = languages::fetch(lang).await {
            web_sys::console::warn_1(&format!("Tablemate: words not loaded: {reason}").into());
        }
        dioxus::launch(App);
    });
    #[cfg(not(target_arch = "wasm32"))]
    {
        links::queue_start_arguments();
        dioxus::LaunchBuilder::new()
            .with_cfg(links::config())
            .launch(App);
    }
}

/// The screens a first visit does without, each a part of the app of its own (see [`parts`]):
/// home, the games, the saved list and the import are in the first download.
mod later {
    use dioxus::prelude::*;

    /// A screen's drawing.
    type Draw = fn() -> Element;

    super::parts::part!(pub new_game: Draw = new_game => || rsx! { crate::ui::views::new_game::NewGame {} });
    super::parts::part!(pub history: Draw = history => || rsx! { crate::ui::views::history::History {} });
    super::parts::part!(pub rules: crate::ui::views::rules::RulesPart = rules => crate::ui::views::rules::RulesPart::ENTRY);
    super::parts::part!(pub settings: Draw = settings => || rsx! { crate::ui::views::settings::SettingsScreen {} });
    super::parts::part!(pub statistics: Draw = statistics => || rsx! { crate::ui::views::statistics::StatisticsScreen {} });
    super::parts::part!(pub share: Draw = share => || rsx! { crate::ui::views::share::Share {} });
    super::parts::part!(pub live_sheet: crate::ui::live::LivePart = live_sheet => crate::ui::live::LivePart::ENTRY);
}

#[component]
fn App() -> Element {
    use_context_provider(AppState::init);
    let app = use_app();
    let t = state::use_texts();
    use_hook(components::rule_sheet::close_on_escape);
    // Read the lists from the store (moving old games into it first), then follow what other
    // windows write.
    use_future(move || app.load_store());
    // The back gesture and the browser's buttons move through the screens.
    use_future(move || state::follow(app));
    // A new version of the web app: offered once it is ready, taken at a quiet moment.
    use_hook(move || spawn(update::follow(app)));
    // Re-run only when the wish changes: a tap changes the game, and a script compiled and run
    // for every tap costs a slowed phone a few milliseconds of its frame.
    let awake = use_memo(move || app.wants_screen_awake());
    use_effect(move || platform::keep_awake(awake()));
    // A share link opened in a tab where the app already runs changes only the address's
    // fragment: no reload, so `AppState::init` never sees it. Listen for it.
    use_future(move || async move {
        let mut app = app;
        let mut changes = document::eval(
            "window.addEventListener('hashchange', () => dioxus.send(location.hash)); \
             await new Promise(() => {});",
        );
        while changes.recv::<String>().await.is_ok() {
            if let Some(code) = address::take_link_code() {
                app.receive(&code);
            }
        }
    });
    // A link that opens the native app while it runs.
    #[cfg(not(target_arch = "wasm32"))]
    links::use_arrivals(app);
    // A language whose words are not here (chosen in another window, or a first visit that
    // lost its connection) is fetched, and the screens follow when it comes.
    use_effect(move || {
        let lang = app.lang();
        if !languages::ready(lang) {
            spawn(async move {
                if languages::fetch(lang).await.is_ok() {
                    languages::announce();
                }
            });
        }
    });
    // Screen readers and fonts follow the page's language: keep `<html lang>` in step with
    // the words shown (English until another language's words are here).
    let shown = move || {
        let _ = languages::ARRIVED.read();
        Some(app.lang())
            .filter(|&l| languages::ready(l))
            .unwrap_or_default()
    };
    let lang = shown();
    use_effect(move || {
        document::eval(&format!(
            "document.documentElement.lang = '{}'",
            shown().tag()
        ));
    });
    // The family of the open game, which picks the game screen's part: a memo, so a tap (which
    // changes the game, not its family) does not draw the whole app again.
    let open_kind = use_memo(move || app.open.read().as_ref().map(|open| open.game.kind()));
    let theme = app.prefs.settings().theme.key();
    let screen = app.nav.read().screen;
    rsx! {
        document::Title { "Tablemate" }
        document::Meta { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" }
        for style in STYLES {
            document::Style { {style} }
        }
        div { class: "app", "data-theme": theme, lang: lang.tag(),
            {components::update_banner::update_banner(app)}
            main { class: "screen",
                match screen {
                    Screen::Home => rsx! { views::home::Home {} },
                    Screen::NewGame => part_pending::show(later::new_game::get(), later::new_game::fetch, |draw| draw()),
                    Screen::Game => match open_kind() {
                        Some(kind) => views::game_parts::game_screen(kind),
                        None => rsx! { components::header::Header { title: t.app_name } },
                    },
                    Screen::SavedGames => rsx! { views::saved::SavedGames {} },
                    Screen::History => part_pending::show(later::history::get(), later::history::fetch, |draw| draw()),
                    Screen::Rules => part_pending::show(later::rules::get(), later::rules::fetch, |part| (part.screen)()),
                    Screen::Settings => part_pending::show(later::settings::get(), later::settings::fetch, |draw| draw()),
                    Screen::Statistics => part_pending::show(later::statistics::get(), later::statistics::fetch, |draw| draw()),
                    Screen::Share => part_pending::show(later::share::get(), later::share::fetch, |draw| draw()),
                    Screen::Import => rsx! { views::share::import::Import {} },
                }
            }
            components::rule_sheet::RuleSheet { sheet: later::rules::get().map(|part| part_pending::Draw(part.sheet)), fetch: part_pending::Fetch(later::rules::fetch) }
            components::appearance::AppearanceSheet {}
            live::sheet::LiveSheet {}
        }
    }
}
