//! The README's map of the source tree ("The architecture on one screen") stays true: every
//! path it names exists, every module of `src/` and every folder of `src/ui/` is named in it,
//! and every page of the manual it links to is there. A newcomer reads the map first; a map
//! that names a file that moved, or leaves out a new layer, sends them the wrong way.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// The lines of the map: the fenced block under the README's architecture heading.
fn map_lines(readme: &str) -> Vec<&str> {
    let section = readme
        .split("\n## ")
        .find(|s| s.starts_with("The architecture on one screen"))
        .expect("the README has its architecture section");
    let mut blocks = section.split("```");
    blocks.next();
    let block = blocks
        .next()
        .expect("the section holds the map in a fenced block");
    block.lines().filter(|l| !l.trim().is_empty()).collect()
}

/// The paths a line of the map names, relative to the repository: the names before the
/// description (which starts after two spaces or more), separated by commas. A line indented
/// under a folder (`src/ui/`) names paths inside that folder.
fn named_paths(lines: &[&str]) -> Vec<String> {
    let mut paths = Vec::new();
    let mut parent = String::new();
    for line in lines {
        // A description that runs on from the line above is indented past the names.
        if line.starts_with("   ") {
            continue;
        }
        let indented = line.starts_with("  ");
        let names = line.trim_start().split("  ").next().unwrap_or("");
        for name in names.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            if indented {
                paths.push(format!("{parent}{name}"));
            } else {
                if name.ends_with('/') {
                    parent = name.to_string();
                }
                paths.push(name.to_string());
            }
        }
    }
    paths
}

fn exists(path: &str) -> bool {
    let p = Path::new(path);
    if path.ends_with('/') {
        p.is_dir()
    } else {
        p.is_file()
    }
}

fn readme() -> String {
    fs::read_to_string("README.md").expect("the README is readable")
}

#[test]
fn every_path_the_map_names_exists() {
    let readme = readme();
    let paths = named_paths(&map_lines(&readme));
    assert!(paths.len() > 20, "the map was read: {paths:?}");
    let missing: Vec<_> = paths.iter().filter(|p| !exists(p)).collect();
    assert!(
        missing.is_empty(),
        "the README's map names {missing:?}, not in the tree"
    );
}

#[test]
fn every_module_of_src_and_folder_of_the_ui_is_on_the_map() {
    let readme = readme();
    let named: BTreeSet<String> = named_paths(&map_lines(&readme)).into_iter().collect();
    let mut absent = Vec::new();
    for entry in fs::read_dir("src").expect("src is readable").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name == "lib.rs" || name == "main.rs" {
            continue;
        }
        let path = if entry.path().is_dir() {
            // A module with a file beside its folder (`commit.rs` and `commit/`) is named by
            // its file.
            if Path::new(&format!("src/{name}.rs")).is_file() {
                continue;
            }
            format!("src/{name}/")
        } else {
            format!("src/{name}")
        };
        if !named.contains(&path) {
            absent.push(path);
        }
    }
    for entry in fs::read_dir("src/ui")
        .expect("src/ui is readable")
        .flatten()
    {
        if entry.path().is_dir() {
            let path = format!("src/ui/{}/", entry.file_name().to_string_lossy());
            if !named.contains(&path) {
                absent.push(path);
            }
        }
    }
    absent.sort();
    assert!(absent.is_empty(), "the README's map leaves out {absent:?}");
}

#[test]
fn every_page_the_readme_links_to_is_there() {
    let readme = readme();
    let mut links = Vec::new();
    for (i, _) in readme.match_indices("](") {
        let rest = &readme[i + 2..];
        let target = &rest[..rest.find(')').expect("a link is closed")];
        if target.starts_with("http") || target.starts_with('#') {
            continue;
        }
        links.push(target.split('#').next().unwrap_or(target).to_string());
    }
    assert!(links.iter().any(|l| l.starts_with("docs/")), "{links:?}");
    let broken: Vec<_> = links.iter().filter(|l| !Path::new(l).exists()).collect();
    assert!(broken.is_empty(), "the README links to {broken:?}");
}

#[test]
fn the_map_reader_reads_names_folders_and_their_children() {
    let lines = [
        "src/rules/         the rules",
        "                   more words about them",
        "src/a/, src/b.rs",
        "                   two at once",
        "src/ui/            the UI:",
        "  parts.rs         a file inside",
        "  state/           a folder inside",
        "  components/, storage/",
        "                   two folders inside",
        "web/               the page",
    ];
    assert_eq!(
        named_paths(&lines),
        [
            "src/rules/",
            "src/a/",
            "src/b.rs",
            "src/ui/",
            "src/ui/parts.rs",
            "src/ui/state/",
            "src/ui/components/",
            "src/ui/storage/",
            "web/",
        ]
    );
}
