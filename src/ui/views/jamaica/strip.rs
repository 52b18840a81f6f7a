//! What a Jamaica player holds, on the score strip: the Captain's role this round, as the
//! rules pass it around the table.

use crate::rules::jamaica::{Options, State};
use crate::ui::text::jamaica::JamaicaTexts;

/// The short names of what seat `p` holds now.
pub fn badges(c: &JamaicaTexts, options: &Options, state: &State, p: usize) -> Vec<String> {
    if state.captain(options) == p {
        vec![c.captain.to_string()]
    } else {
        Vec::new()
    }
}
