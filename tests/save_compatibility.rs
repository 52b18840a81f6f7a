//! Every save format version ever written keeps a golden file here, and it must still load
//! to the same game. Add a file when the format version changes; never edit an old one.

use tablemate::save::{decode, LoadError, VERSION};
use tablemate::session::GameKind;

#[test]
fn version_1_score_pad_still_loads() {
    let text = include_str!("golden/save_v1_scorepad.json");
    let (envelope, game) = decode(text).expect("the golden save loads");
    assert_eq!(envelope.version, 1);
    assert_eq!(envelope.game.name, "Golden score pad");
    assert_eq!(game.kind(), GameKind::ScorePad);
    let names: Vec<_> = game.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ana", "Bình", "陳"]);
    let scores: Vec<_> = game.standings().iter().map(|s| s.score).collect();
    assert_eq!(scores, [7, 3, 12]);
    assert_eq!(game.cursor(), 5);
    assert_eq!(game.log().len(), 6, "the undone entry is kept for redo");
    assert!(game.can_redo());
}

#[test]
fn a_save_from_a_newer_version_says_so() {
    let text = include_str!("golden/save_v1_scorepad.json").replacen(
        "\"version\": 1",
        &format!("\"version\": {}", VERSION + 1),
        1,
    );
    assert_eq!(
        decode(&text).unwrap_err(),
        LoadError::NewerVersion { found: VERSION + 1 }
    );
}
