//! A picture's figures as a table for screen readers: the same numbers the picture draws,
//! hidden from sight (`visually-hidden`) and in a box of their own (`chart-figures`), so a
//! wide table keeps its width without widening the page. Every picture that has a table
//! draws it through this one component.

use dioxus::prelude::*;

/// One row: its heading (the first cell, a row header) and its cells.
#[derive(Clone, Debug, PartialEq)]
pub struct FigureRow {
    pub head: String,
    pub cells: Vec<String>,
}

/// The table: `columns` heads every column, the rows' own heading column first; `testid`
/// names the table for the tests that read it. A row's heading is its key, so the headings
/// are to be distinct (an action's number, a dice total).
#[component]
pub fn FiguresTable(testid: &'static str, columns: Vec<String>, rows: Vec<FigureRow>) -> Element {
    rsx! {
        div { class: "visually-hidden chart-figures",
            table { "data-testid": testid,
                thead {
                    tr {
                        for (i, name) in columns.iter().enumerate() {
                            th { key: "{i}", scope: "col", "{name}" }
                        }
                    }
                }
                tbody {
                    for row in rows {
                        tr { key: "{row.head}",
                            th { scope: "row", "{row.head}" }
                            for (i, cell) in row.cells.into_iter().enumerate() {
                                td { key: "{i}", "{cell}" }
                            }
                        }
                    }
                }
            }
        }
    }
}
