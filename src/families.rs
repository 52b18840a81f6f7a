//! The one list of game families. Each line names a family's session variant and the module
//! that holds it: `crate::rules::<module>` for its rules, `crate::wire::<module>` for its
//! stored and shared forms and, in the app, `crate::ui::views::<module>` for its screens. The
//! session's enums (`crate::session`), the wire's enums over the families (`crate::wire::common`,
//! `save`, `share`, through `crate::wire::dispatch`) and the app's dispatch to screens and
//! their words (`crate::ui::views::families`, `crate::ui::views::game_parts` and
//! `crate::ui::text::families`, each family's names and refusals in a file of its own there)
//! are all generated from it, so a new family is its folders
//! plus one line here, appended at the end. Its wire tags are a format, so the family states
//! them by hand in its wire file (`crate::wire::dispatch::WireFamily`: the JSON tag and the
//! postcard index, which is its position in this list). `tests/one_list.rs` checks that no
//! other file names a family.

/// Calls `$then!` with the list of families, one `Variant => module::Rules` a line.
macro_rules! with_families {
    ($then:ident) => {
        $then! {
            ScorePad => scorepad::ScorePad,
            Carcassonne => carcassonne::Carcassonne,
            Catan => catan::Catan,
            Jamaica => jamaica::Jamaica,
        }
    };
}

pub(crate) use with_families;
