//! The one list of game families. Each line names a family's session variant and the module
//! that holds it: `crate::rules::<module>` for its rules and, in the app,
//! `crate::ui::views::<module>` for its screens. The session's enums (`crate::session`) and the
//! app's dispatch to screens (`crate::ui::views::families`) are both generated from it, so a
//! new family is its folders plus one line here (and its wire tags, which are written by hand
//! because they are a format: see `crate::wire`).

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
