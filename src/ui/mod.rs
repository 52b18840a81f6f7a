use dioxus::prelude::*;
pub fn launch() {
    dioxus::launch(App);
}
#[component]
fn App() -> Element {
    rsx! { p { "hi" } }
}
