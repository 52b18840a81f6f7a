//! Pieces shared by several screens.

pub mod appearance;
pub mod chart;
pub mod chips;
pub mod colour_picker;
pub mod confirm;
pub mod copy_button;
pub mod dice_faces;
pub mod header;
pub mod more;
pub mod notice;
pub mod part_pending;
pub mod points_input;
pub mod rule_help;
pub mod rule_sheet;
pub mod rules_button;
pub mod scanner;
pub mod score_strip;
pub mod segmented;
pub mod sheet;
pub mod store_banner;
pub mod swatch;
pub mod toggle;
pub mod update_banner;
