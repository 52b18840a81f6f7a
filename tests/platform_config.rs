//! Dioxus.toml and the files it points to: the native bundles need a dotted identifier, a
//! publisher, icons that exist, and the Android activity that keeps the screen on.

use std::path::Path;

fn config() -> toml::Table {
    let text = std::fs::read_to_string("Dioxus.toml").expect("Dioxus.toml is at the root");
    text.parse().expect("Dioxus.toml is valid TOML")
}

fn get<'a>(table: &'a toml::Table, path: &[&str]) -> &'a toml::Value {
    let mut value = table
        .get(path[0])
        .unwrap_or_else(|| panic!("missing [{}]", path[0]));
    for key in &path[1..] {
        value = value
            .get(key)
            .unwrap_or_else(|| panic!("missing {}", path.join(".")));
    }
    value
}

#[test]
fn bundle_identity_is_complete() {
    let config = config();
    let id = get(&config, &["bundle", "identifier"]).as_str().unwrap();
    let parts: Vec<_> = id.split('.').collect();
    assert!(parts.len() >= 3, "a reverse-domain identifier: {id}");
    assert!(parts
        .iter()
        .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')));
    assert!(!get(&config, &["bundle", "publisher"])
        .as_str()
        .unwrap()
        .is_empty());
    for icon in get(&config, &["bundle", "icon"]).as_array().unwrap() {
        let path = icon.as_str().unwrap();
        assert!(Path::new(path).is_file(), "icon {path} exists");
    }
}

#[test]
fn the_android_activity_is_ours_and_matches_the_identifier() {
    let config = config();
    let activity = get(&config, &["application", "android_main_activity"])
        .as_str()
        .unwrap();
    let source = std::fs::read_to_string(activity).expect("the activity file exists");
    assert!(source.contains("FLAG_KEEP_SCREEN_ON"));
    let id = get(&config, &["bundle", "identifier"]).as_str().unwrap();
    assert!(source.contains(&format!("typealias BuildConfig = {id}.BuildConfig")));
    let schemes = get(&config, &["deep_links", "schemes"]).as_array().unwrap();
    assert!(schemes.iter().any(|s| s.as_str() == Some("tablemate")));
}
