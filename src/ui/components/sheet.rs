//! A sheet over the current screen: a backdrop that closes it, and a dialog with its title
//! and a close button. The rule sheet, the appearance sheet and the code scanner are this
//! one frame, so each is a modal dialog named by its title to a screen reader, and closes
//! the same way (a tap on the backdrop, the × button, or Escape: `rule_sheet::close_on_escape`
//! presses the `sheet-close` button).

use dioxus::prelude::*;

use crate::ui::state::use_texts;

/// The frame of a sheet. `name` makes its ids: the title's `{name}-title`, the dialog's test
/// id `{name}-sheet` unless `testid` says otherwise, the close button's `{name}-close`.
/// `closable` draws the × button (a sheet with a button of its own at the bottom, like the
/// scanner, has none); `focus_close` puts the keyboard's focus on it as the sheet opens;
/// `rule` is the rule entry a rule sheet shows (its `data-rule`, for the tests).
#[component]
pub fn Sheet(
    name: &'static str,
    title: String,
    #[props(default)] testid: Option<&'static str>,
    #[props(default = "sheet")] class: &'static str,
    #[props(default = true)] closable: bool,
    #[props(default)] focus_close: bool,
    #[props(default)] rule: Option<&'static str>,
    on_close: EventHandler<()>,
    children: Element,
) -> Element {
    let t = use_texts();
    let title_id = format!("{name}-title");
    let testid = testid.map_or_else(|| format!("{name}-sheet"), str::to_string);
    rsx! {
        div { class: "sheet-backdrop", onclick: move |_| on_close.call(()) }
        div {
            class,
            role: "dialog",
            "aria-modal": "true",
            "aria-labelledby": "{title_id}",
            "data-testid": "{testid}",
            "data-rule": rule,
            div { class: "sheet-head",
                h2 { id: "{title_id}", "{title}" }
                if closable {
                    button {
                        class: "icon-button sheet-close",
                        "aria-label": t.close,
                        "data-testid": "{name}-close",
                        autofocus: focus_close.then_some(true),
                        onmounted: move |node: MountedEvent| async move {
                            if focus_close {
                                let _ = node.set_focus(true).await;
                            }
                        },
                        onclick: move |_| on_close.call(()),
                        "×"
                    }
                }
            }
            {children}
        }
    }
}
