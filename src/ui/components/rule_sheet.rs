use dioxus::prelude::*;

use crate::rulebook::{self, EntryView};
use crate::ui::components::part_pending::{Draw, Fetch, PartPending};
use crate::ui::components::sheet::Sheet;
use crate::ui::rule_text::{self, use_rule_bodies, RuleBodies};
use crate::ui::state::{use_app, use_texts};

/// Keyboard and focus care for the sheet, done in the page's script (reading keys in Rust
/// would link a key-name parser into every build): Escape presses the sheet's close button,
/// and when the sheet closes, focus goes back to the button that opened it, so a keyboard or
/// screen-reader user continues where they were.
pub fn close_on_escape() {
    document::eval(
        "let opener = null; \
         document.addEventListener('click', (e) => { \
           const from = e.target.closest('.help, .rule-link, .notice-rule, .why-tap .link'); \
           if (from) opener = from; \
           if (e.target.closest('.sheet-close, .sheet-backdrop') && opener) { \
             const back = opener; opener = null; \
             setTimeout(() => { if (back.isConnected) back.focus(); }, 0); } \
         }, true); \
         document.addEventListener('keydown', (e) => { \
           if (e.key === 'Escape') document.querySelector('.sheet-close')?.click(); });",
    );
}

/// The rule the app's navigation names, in a sheet over the current screen: drawn by the
/// rules' part (`sheet`, [`RuleSheetBody`]) once this page has it; a "?" tapped before (data
/// saver on, or before the prefetch brought the part) opens a sheet that says the rule is on
/// its way, closes like any sheet, and becomes the rule's own when the part comes. The rule
/// text is asked for by the part's sheet: its loader stays out of the first download, at the
/// price of a second round trip for a "?" tapped before the part came.
#[component]
pub fn RuleSheet(sheet: Option<Draw>, fetch: Fetch) -> Element {
    let mut app = use_app();
    let t = use_texts();
    let Some(id) = app.nav.read().rule_sheet else {
        return rsx! {};
    };
    match sheet {
        Some(Draw(sheet)) => sheet(),
        None => rsx! {
            Sheet {
                name: "sheet",
                testid: "rule-sheet-pending",
                title: t.rules.to_string(),
                focus_close: true,
                rule: id,
                on_close: move |()| app.close_sheet(),
                PartPending { fetch, rule: true }
            }
        },
    }
}

/// A rule entry over the current screen: its title, its text, and the entries worth reading
/// next. Closing it leaves the screen below exactly as it was.
#[component]
pub fn RuleSheetBody() -> Element {
    let mut app = use_app();
    let t = use_texts();
    let bodies = use_rule_bodies(move || app.nav.read().rule_sheet.is_some());
    let Some(id) = app.nav.read().rule_sheet else {
        return rsx! {};
    };
    let lang = app.lang();
    let Some(entry) = rulebook::entry(id, lang) else {
        return rsx! {};
    };
    let related: Vec<EntryView> = entry
        .related
        .iter()
        .filter_map(|id| rulebook::entry(id, lang))
        .collect();
    rsx! {
        Sheet {
            name: "sheet",
            testid: "rule-sheet",
            title: entry.title,
            focus_close: true,
            rule: id,
            on_close: move |()| app.close_sheet(),
            if bodies == RuleBodies::Ready {
                RuleText { body: entry.body }
            } else {
                RuleBodiesPending { bodies }
            }
            if !related.is_empty() {
                h3 { class: "sheet-related", "{t.rules_related}" }
                div { class: "chips",
                    for other in related {
                        button {
                            key: "{other.id}",
                            class: "chip",
                            "data-testid": "related-{other.id}",
                            onclick: move |_| app.show_rule(other.id),
                            "{other.title}"
                        }
                    }
                }
            }
        }
    }
}

/// Where rule text goes while it is on its way (the web's first use) or could not come: the
/// titles are already here, the text says why the body is not, and a failure can be retried.
#[component]
pub fn RuleBodiesPending(bodies: RuleBodies) -> Element {
    let t = use_texts();
    rsx! {
        if let RuleBodies::Failed(_) = bodies {
            div { class: "rule-text", role: "status", "data-testid": "rule-text-missing",
                p { "{t.rules_not_loaded}" }
                button {
                    class: "secondary",
                    r#type: "button",
                    "data-testid": "rule-text-retry",
                    onclick: move |_| rule_text::load(),
                    "{t.rules_try_again}"
                }
            }
        } else {
            p { class: "muted", role: "status", "data-testid": "rule-text-loading", "{t.rules_loading}" }
        }
    }
}

/// A rule's body: paragraphs split by blank lines, and lines starting with "- " as a list.
#[component]
pub fn RuleText(body: &'static str) -> Element {
    rsx! {
        div { class: "rule-text",
            for (i, block) in body.split("\n\n").enumerate() {
                if block.lines().all(|line| line.starts_with("- ")) {
                    ul { key: "{i}",
                        for line in block.lines() {
                            li { "{&line[2..]}" }
                        }
                    }
                } else {
                    p { key: "{i}",
                        for (j, line) in block.lines().enumerate() {
                            if j > 0 { br {} }
                            if let Some(item) = line.strip_prefix("- ") { "• {item}" } else { "{line}" }
                        }
                    }
                }
            }
        }
    }
}
