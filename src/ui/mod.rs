//! The Dioxus app: one root that provides the state, and one view per screen.
//!
//! Built only with a platform feature (`web`, `desktop`, `mobile`); the rules, the session and
//! the save format live outside and know nothing of it.

mod components;
mod languages;
#[cfg(not(target_arch = "wasm32"))]
mod links;
mod live;
mod platform;
mod rule_text;
mod state;
mod storage;
mod text;
mod views;

use dioxus::prelude::*;

use state::{use_app, AppState, Screen};

/// The stylesheets, compiled in so the app needs no asset pipeline (`asset!` needs `dx`):
/// the app's own, then one per game family and one for sharing.
const STYLES: [&str; 6] = [
    include_str!("../../assets/app.css"),
    include_str!("../../assets/scorepad.css"),
    include_str!("../../assets/catan.css"),
    include_str!("../../assets/jamaica.css"),
    include_str!("../../assets/carcassonne.css"),
    include_str!("../../assets/share.css"),
];

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

#[component]
fn App() -> Element {
    use_context_provider(AppState::init);
    let app = use_app();
    use_hook(components::rule_sheet::close_on_escape);
    // Read the lists from the store (moving old games into it first), then follow what other
    // windows write.
    use_future(move || app.load_store());
    // The back gesture and the browser's buttons move through the screens.
    use_future(move || state::navigation::follow(app));
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
            if let Some(code) = views::share::platform::take_link_code() {
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
    let theme = app.settings.read().theme.key();
    let screen = *app.screen.read();
    rsx! {
        document::Title { "Tablemate" }
        document::Meta { name: "viewport", content: "width=device-width, initial-scale=1, viewport-fit=cover" }
        for style in STYLES {
            document::Style { {style} }
        }
        div { class: "app", "data-theme": theme, lang: lang.tag(),
            main { class: "screen",
                match screen {
                    Screen::Home => rsx! { views::home::Home {} },
                    Screen::NewGame => rsx! { views::new_game::NewGame {} },
                    Screen::Game => rsx! { views::game::GameScreen {} },
                    Screen::SavedGames => rsx! { views::saved::SavedGames {} },
                    Screen::History => rsx! { views::history::History {} },
                    Screen::Rules => rsx! { views::rules::Rules {} },
                    Screen::Settings => rsx! { views::settings::SettingsScreen {} },
                    Screen::Statistics => rsx! { views::statistics::StatisticsScreen {} },
                    Screen::Share => rsx! { views::share::Share {} },
                    Screen::Import => rsx! { views::share::import::Import {} },
                }
            }
            components::rule_sheet::RuleSheet {}
            components::appearance::AppearanceSheet {}
            live::sheet::LiveSheet {}
        }
    }
}
