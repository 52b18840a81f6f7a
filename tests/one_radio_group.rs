//! One widget draws the app's radio groups of plain choices: `ui::components::segmented`. A
//! screen that writes out its own row of `class: "segment"` buttons again would say its choice
//! to a screen reader, and name its buttons for the tests, in its own way. Groups that are
//! other widgets (the colour dots, the dice faces, the seat chips) have classes of their own.

use std::fs;
use std::path::Path;

mod rust_source;
use rust_source::{rust_files, SRC};

#[test]
fn every_plain_radio_group_is_the_segmented_widget() {
    let mut files = Vec::new();
    rust_files(&Path::new(SRC).join("ui"), &mut files);
    assert!(files.len() > 20, "the UI's files were found: {files:?}");
    let mut written_out = Vec::new();
    for file in files
        .iter()
        .filter(|f| !f.ends_with("ui/components/segmented.rs"))
    {
        let text =
            fs::read_to_string(Path::new(SRC).join(file)).expect("a source file is readable");
        for (n, line) in text.lines().enumerate() {
            if line.contains("class: \"segment\"") || line.contains("class: \"segmented") {
                written_out.push(format!("{file}:{}", n + 1));
            }
        }
    }
    assert!(
        written_out.is_empty(),
        "radio groups written out by hand (use ui::components::segmented): {written_out:?}"
    );
}
