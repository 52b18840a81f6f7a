//! Dioxus.toml and the files it points to: the native bundles need a dotted identifier, a
//! publisher, icons that exist, and the Android activity that keeps the screen on. Links that
//! open the app: the scheme the app writes is the one Dioxus.toml gives iOS and macOS and the
//! Android manifest registers, that manifest (which dx copies in place of its own) says what
//! dx would have, and the activity hands links to the page the way `src/ui/links.rs` takes
//! them.

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

// ---- links that open the app ----------------------------------------------------------------

fn strings<'a>(table: &'a toml::Table, path: &[&str]) -> Vec<&'a str> {
    let mut value = table.get(path[0]);
    for key in &path[1..] {
        value = value.and_then(|v| v.get(key));
    }
    value
        .and_then(|v| v.as_array())
        .map(|a| a.iter().filter_map(|s| s.as_str()).collect())
        .unwrap_or_default()
}

/// The text of an XML file without its comments (ours show an example filter in one).
fn without_comments(xml: &str) -> String {
    let mut out = String::new();
    let mut rest = xml;
    while let Some(start) = rest.find("<!--") {
        out.push_str(&rest[..start]);
        let end = rest[start..].find("-->").expect("every comment ends");
        rest = &rest[start + end + 3..];
    }
    out.push_str(rest);
    out
}

/// The parts of `xml` from each `<tag` to its `</tag>`.
fn elements<'a>(xml: &'a str, tag: &str) -> Vec<&'a str> {
    let (open, close) = (format!("<{tag}"), format!("</{tag}>"));
    let mut found = Vec::new();
    let mut rest = xml;
    while let Some(start) = rest.find(&open) {
        let end = rest[start..].find(&close).expect("every element closes") + close.len();
        found.push(&rest[start..start + end]);
        rest = &rest[start + end..];
    }
    found
}

fn android_manifest(config: &toml::Table) -> String {
    let path = get(config, &["application", "android_manifest"])
        .as_str()
        .unwrap();
    without_comments(&std::fs::read_to_string(path).expect("the manifest file exists"))
}

#[test]
fn the_scheme_the_app_writes_is_the_one_every_platform_registers() {
    use tablemate::share::{link, DEEP_LINK};
    let config = config();
    assert!(DEEP_LINK.starts_with(&format!("{}://{}", link::SCHEME, link::IMPORT)));
    let schemes = strings(&config, &["deep_links", "schemes"]);
    assert!(schemes.contains(&link::SCHEME), "{schemes:?}");
    // iOS and macOS: dx 0.7.10 writes CFBundleURLTypes from these schemes unless a plist file
    // of ours replaces its whole Info.plist (ios/README.md).
    assert!(config["application"].get("ios_info_plist").is_none());
    assert!(config["application"].get("macos_info_plist").is_none());
    assert!(Path::new("ios/README.md").is_file());
}

#[test]
fn the_android_manifest_repeats_what_dx_would_have_written_from_dioxus_toml() {
    let config = config();
    let manifest = android_manifest(&config);
    // Every permission of [android.permissions], and dx's own INTERNET.
    let mut permissions: Vec<String> = vec!["android.permission.INTERNET".into()];
    if let Some(table) = config["android"]
        .get("permissions")
        .and_then(|p| p.as_table())
    {
        permissions.extend(table.keys().cloned());
    }
    for permission in &permissions {
        assert!(
            manifest.contains(&format!(
                "<uses-permission android:name=\"{permission}\" />"
            )),
            "{permission}"
        );
    }
    // dx loads the library named by [android] lib_name, "main" by default.
    let lib = config["android"]
        .get("lib_name")
        .and_then(|v| v.as_str())
        .unwrap_or("main");
    assert!(manifest.contains(&format!(
        "<meta-data android:name=\"android.app.lib_name\" android:value=\"{lib}\" />"
    )));
    // One activity, ours, in the package dx builds it in, and only one instance of it.
    let activities = elements(&manifest, "activity");
    assert_eq!(activities.len(), 1);
    let activity = activities[0];
    assert!(activity.contains("android:name=\"dev.dioxus.main.MainActivity\""));
    assert!(activity.contains("android:launchMode=\"singleTask\""));
    assert!(activity.contains("android:exported=\"true\""));
}

#[test]
fn android_opens_the_app_for_our_scheme_and_no_other_link() {
    let config = config();
    let manifest = android_manifest(&config);
    let views: Vec<&str> = elements(&manifest, "intent-filter")
        .into_iter()
        .filter(|f| f.contains("android.intent.action.VIEW"))
        .collect();
    let mut schemes = strings(&config, &["deep_links", "schemes"]);
    schemes.extend(strings(&config, &["android", "url_schemes"]));
    for scheme in &schemes {
        let filter = views
            .iter()
            .find(|f| f.contains(&format!("android:scheme=\"{scheme}\"")))
            .unwrap_or_else(|| panic!("a VIEW filter for {scheme}:"));
        assert!(filter.contains("android.intent.category.DEFAULT"));
        assert!(filter.contains("android.intent.category.BROWSABLE"));
    }
    // An https filter only for a known host, verified; never one that takes every web link.
    let hosts = strings(&config, &["deep_links", "hosts"]);
    for filter in views
        .iter()
        .filter(|f| f.contains("android:scheme=\"https\""))
    {
        assert!(filter.contains("android:autoVerify=\"true\""), "{filter}");
        assert!(
            hosts
                .iter()
                .any(|h| filter.contains(&format!("android:host=\"{h}\""))),
            "an https filter for a host not in [deep_links] hosts: {filter}"
        );
    }
    for host in &hosts {
        assert!(
            views
                .iter()
                .any(|f| f.contains("android:autoVerify=\"true\"")
                    && f.contains(&format!("android:host=\"{host}\""))),
            "no app link filter for {host}"
        );
    }
    assert_eq!(views.len(), schemes.len() + hosts.len());
}

#[test]
fn the_activity_and_the_app_agree_on_how_a_link_is_handed_over() {
    let config = config();
    let activity = std::fs::read_to_string(
        get(&config, &["application", "android_main_activity"])
            .as_str()
            .unwrap(),
    )
    .unwrap();
    let rust = std::fs::read_to_string("src/ui/links.rs").unwrap();
    // The object the page takes links from, and the event that says one has come.
    assert!(activity.contains("addJavascriptInterface(links, \"TablemateLinks\")"));
    assert!(rust.contains("window.TablemateLinks"));
    assert!(activity.contains("new Event('tablemate-link')"));
    assert!(rust.contains("addEventListener('tablemate-link'"));
    assert!(activity.contains("override fun onNewIntent(intent: Intent)"));
    assert!(activity.contains("@JavascriptInterface\n    fun take(): String"));
    // Release builds shrink the code: a rule of ours keeps the method the page calls.
    let rules = strings(&config, &["android", "proguard_rules"]);
    let kept = rules.iter().any(|path| {
        std::fs::read_to_string(path)
            .unwrap_or_else(|_| panic!("{path} exists"))
            .contains("-keepclassmembers class dev.dioxus.main.LinkInbox")
    });
    assert!(kept, "a ProGuard rule keeps LinkInbox.take");
}
