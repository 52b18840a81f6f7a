//! Adding a game touches one list: outside its own folders, a game family is named in code
//! only by `src/families.rs`.
//!
//! The check reads every `.rs` file under `src/` and `build.rs`, and looks for each family
//! (the `Jamaica => jamaica::Jamaica` of the list) in three ways:
//! - an identifier of code that holds the family's variant or module name, whatever its case
//!   and underscores: `Jamaica`, the path segment `jamaica::`, `JamaicaShippedTrack`,
//!   `CATAN_GOODS`, `score_pad_words`;
//! - a file a macro brings in (`include!`, `include_str!`, `include_bytes!`) whose path names
//!   the family (`views/catan/catan.css` anywhere but Catan's folder);
//! - in the shared word tables (`src/ui/text/words/*.toml` other than a family's own
//!   `<module>.toml`), an entry whose name holds the family's (`[catan_ui]`, `[score_pad]`):
//!   build.rs writes each family's table into the app's from the list.
//!
//! Comments, strings, characters and `mod` lines are left out, and so is test code (an item
//! under `#[cfg(test)]` and the files such a `mod` line brings in), which may take any family
//! as its sample. A family's own places are `src/rules/<module>/`, `src/wire/<module>.rs`,
//! `src/ui/views/<module>/` and the `<module>.rs` files of `src/ui/text/` (its words in each
//! language).
//!
//! The exceptions still to be worked off are listed in [`EXCEPTIONS`], each with its reason.
//! The list only shrinks: an exception whose file no longer names the family fails the check
//! too, so it is taken out when the work is done.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

mod rust_source;
use rust_source::{code_of, rust_files, SRC};

/// (file under `src/`, family variant, why it still names the family). Only ever shrinks.
const EXCEPTIONS: &[(&str, &str, &str)] = &[(
    "wire/share.rs",
    "Jamaica",
    "`ShareOptions::JamaicaShippedTrack` is tag 1 of the share format (its JSON tag and \
         postcard index); moving it needs the enum generated from each family's short forms \
         at indices the families state, a change to a format file this work did not make",
)];

// ---- reading Rust as text ------------------------------------------------------------------

/// The end of the item that starts at `from` (after its attributes): past its `;`, or past
/// the brace that closes its body, whichever comes first.
fn item_end(code: &[u8], from: usize) -> usize {
    let mut depth = 0usize;
    for (j, &c) in code.iter().enumerate().skip(from) {
        match c {
            b';' if depth == 0 => return j + 1,
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return j + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// The code of a file without its test items, and the modules those items declare by a
/// `mod name;` line (their files are test code).
fn without_tests(code: &str) -> (String, Vec<String>) {
    const MARK: &str = "#[cfg(test)]";
    let bytes = code.as_bytes();
    let mut kept = code.to_string().into_bytes();
    let mut test_modules = Vec::new();
    let mut at = 0;
    while let Some(found) = code[at..].find(MARK) {
        let start = at + found;
        let end = item_end(bytes, start + MARK.len());
        let item = &code[start + MARK.len()..end];
        let words: Vec<&str> = item
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .collect();
        if item.trim_end().ends_with(';') {
            if let Some(at_mod) = words.iter().position(|&w| w == "mod") {
                if let Some(name) = words.get(at_mod + 1) {
                    test_modules.push(name.to_string());
                }
            }
        }
        for b in &mut kept[start..end] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
        at = end;
    }
    (
        String::from_utf8(kept).expect("only ASCII was blanked"),
        test_modules,
    )
}

/// Whether a line of code only declares a module (`mod x;`, `pub mod x;`, `pub(crate) mod x;`).
fn is_mod_line(line: &str) -> bool {
    let words: Vec<&str> = line
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    line.trim_end().ends_with(';')
        && matches!(
            words.as_slice(),
            ["mod", _] | ["pub", "mod", _] | ["pub", _, "mod", _] | ["pub", "in", .., "mod", _]
        )
}

/// The identifiers of `code`, with their line numbers (from 1).
fn identifiers(code: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in code.lines().enumerate() {
        if is_mod_line(line) {
            continue;
        }
        let mut word = String::new();
        for c in line.chars().chain([' ']) {
            if c.is_alphanumeric() || c == '_' {
                word.push(c);
            } else if !word.is_empty() {
                if !word.starts_with(|c: char| c.is_ascii_digit()) {
                    found.push((n + 1, std::mem::take(&mut word)));
                }
                word.clear();
            }
        }
    }
    found
}

// ---- the tree ------------------------------------------------------------------------------

/// The files a `mod name;` in `file` may stand for.
fn module_files(file: &str, name: &str) -> [String; 2] {
    let path = PathBuf::from(file);
    let dir = path.parent().map(|p| p.to_string_lossy().into_owned());
    let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
    let base = match (dir.as_deref(), stem.as_str()) {
        (Some(""), "lib" | "main" | "mod") | (None, _) => String::new(),
        (Some(d), "lib" | "main" | "mod") => format!("{d}/"),
        (Some(""), s) => format!("{s}/"),
        (Some(d), s) => format!("{d}/{s}/"),
    };
    [format!("{base}{name}.rs"), format!("{base}{name}/mod.rs")]
}

/// The families of the one list: (variant, module).
fn families() -> Vec<(String, String)> {
    let list = fs::read_to_string(format!("{SRC}/families.rs")).expect("src/families.rs");
    let families: Vec<(String, String)> = code_of(&list)
        .lines()
        .filter_map(|line| {
            let (variant, path) = line.trim().trim_end_matches(',').split_once("=>")?;
            let (module, _) = path.trim().split_once("::")?;
            let variant = variant.trim();
            (!variant.starts_with('$') && variant.chars().all(|c| c.is_alphanumeric()))
                .then(|| (variant.to_string(), module.trim().to_string()))
        })
        .collect();
    assert!(
        families.len() >= 4,
        "read {families:?} from src/families.rs: has the list changed its shape?"
    );
    families
}

/// `build.rs`, as a path from `src/`: the build's per-family inputs are found by the list too.
const BUILD_RS: &str = "../build.rs";

/// How a problem names a file: from the crate's root.
fn shown(file: &str) -> String {
    file.strip_prefix("../")
        .map_or_else(|| format!("src/{file}"), str::to_string)
}

/// The paths a file brings in by `include!`, `include_str!`, `include_bytes!` or the app's
/// `stylesheet!` (a sheet by its file name) in code
/// (`kept`, the file's code outside test items), with their line numbers: the string literals
/// of those lines in the file's `text`.
fn included_paths(text: &str, kept: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, (line, code)) in text.lines().zip(kept.lines()).enumerate() {
        let includes = [
            "include!(",
            "include_str!(",
            "include_bytes!(",
            "stylesheet!(",
        ]
        .iter()
        .any(|m| code.contains(m));
        if includes {
            found.extend(
                line.split('"')
                    .skip(1)
                    .step_by(2)
                    .map(|s| (n + 1, s.to_string())),
            );
        }
    }
    found
}

/// Whether an identifier names the family: it is the family's variant or module, or holds
/// either inside it (`JamaicaShippedTrack`, `CATAN_GOODS`, `score_pad_words`), whatever its
/// case and underscores.
fn names_family(identifier: &str, variant: &str, module: &str) -> bool {
    let flat = |s: &str| s.to_lowercase().replace('_', "");
    let word = flat(identifier);
    word.contains(&flat(variant)) || word.contains(&flat(module))
}

/// Whether `file` is one of the family's own places.
fn is_own(file: &str, module: &str) -> bool {
    file == "families.rs"
        || file.starts_with(&format!("rules/{module}/"))
        || file == format!("rules/{module}.rs")
        || file == format!("wire/{module}.rs")
        || file.starts_with(&format!("ui/views/{module}/"))
        || file == format!("ui/views/{module}.rs")
        || (file.starts_with("ui/text/") && file.ends_with(&format!("/{module}.rs")))
}

/// For each family, the files outside its own places that name it in code, with the first
/// line that does.
fn naming() -> BTreeMap<String, BTreeMap<String, usize>> {
    let families = families();
    let mut files = Vec::new();
    rust_files(Path::new(SRC), &mut files);
    files.sort();

    let mut code = BTreeMap::new();
    let mut includes = BTreeMap::new();
    let mut test_files = BTreeSet::new();
    let mut read = files.clone();
    read.push(BUILD_RS.to_string());
    for file in &read {
        let text = fs::read_to_string(format!("{SRC}/{file}")).expect("a readable file");
        let (kept, test_modules) = without_tests(&code_of(&text));
        for name in test_modules {
            test_files.extend(module_files(file, &name));
        }
        includes.insert(file.clone(), included_paths(&text, &kept));
        code.insert(file.clone(), kept);
    }
    // What a test file declares is test code too.
    loop {
        let more: Vec<String> = files
            .iter()
            .filter(|f| test_files.contains(*f))
            .flat_map(|f| {
                let text = fs::read_to_string(format!("{SRC}/{f}")).unwrap();
                code_of(&text)
                    .lines()
                    .filter(|line| is_mod_line(line))
                    .filter_map(|line| line.trim_end_matches(';').split_whitespace().last())
                    .flat_map(|name| module_files(f, name))
                    .collect::<Vec<_>>()
            })
            .filter(|f| !test_files.contains(f))
            .collect();
        if more.is_empty() {
            break;
        }
        test_files.extend(more);
    }

    let mut naming: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for (variant, module) in &families {
        let found = naming.entry(variant.clone()).or_default();
        for (file, kept) in &code {
            if test_files.contains(file) || is_own(file, module) {
                continue;
            }
            let named = identifiers(kept)
                .into_iter()
                .chain(includes[file].iter().cloned())
                .filter(|(_, w)| names_family(w, variant, module))
                .map(|(line, _)| line)
                .min();
            if let Some(line) = named {
                found.insert(file.clone(), line);
            }
        }
    }
    naming
}

#[test]
fn a_family_is_named_in_code_only_by_the_list_and_its_own_folders() {
    let naming = naming();
    let mut problems = Vec::new();
    for (variant, files) in &naming {
        for (file, line) in files {
            let excepted = EXCEPTIONS.iter().any(|(f, v, _)| f == file && v == variant);
            if !excepted {
                problems.push(format!(
                    "{}:{line} names {variant}: ask the family through the one list \
                     (src/families.rs and what is generated from it) instead",
                    shown(file)
                ));
            }
        }
    }
    for (file, variant, why) in EXCEPTIONS {
        let still = naming.get(*variant).is_some_and(|f| f.contains_key(*file));
        if !still {
            problems.push(format!(
                "{} no longer names {variant} ({why}): take it out of EXCEPTIONS",
                shown(file)
            ));
        }
    }
    let counts: Vec<String> = naming
        .iter()
        .map(|(variant, files)| format!("{variant}: {} files", files.len()))
        .collect();
    println!("outside their own places: {}", counts.join(", "));
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_shared_word_tables_name_no_family() {
    let families = families();
    let dir = format!("{SRC}/ui/text/words");
    let mut problems = Vec::new();
    for entry in fs::read_dir(&dir).expect("the word tables' folder") {
        let path = entry.expect("a word table").path();
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.extension().is_none_or(|e| e != "toml") || families.iter().any(|(_, m)| *m == stem)
        {
            continue;
        }
        let text = fs::read_to_string(&path).expect("a readable word table");
        for (n, line) in text.lines().enumerate() {
            let Some(key) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) else {
                continue;
            };
            for (variant, module) in &families {
                if names_family(key, variant, module) {
                    problems.push(format!(
                        "src/ui/text/words/{stem}.toml:{} [{key}] names {variant}: a family's \
                         words are its own `words/{module}.toml`, found by the one list",
                        n + 1
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

// ---- the reader's own tests ----------------------------------------------------------------

#[test]
fn comments_strings_and_characters_are_not_code() {
    let code = code_of(
        "let a = Catan; // Jamaica\n/* ScorePad /* nested */ Carcassonne */ let b = \"Catan\";\n\
         let c = r#\"Jamaica \" still\"#; let d = 'J'; let e = '\\''; fn f<'a>(x: &'a Jamaica) {}\n\
         let g = b\"Catan\"; let r#type = 1;",
    );
    let words: Vec<String> = identifiers(&code).into_iter().map(|(_, w)| w).collect();
    let families: Vec<&str> = words
        .iter()
        .map(String::as_str)
        .filter(|w| ["Catan", "Jamaica", "ScorePad", "Carcassonne"].contains(w))
        .collect();
    assert_eq!(families, ["Catan", "Jamaica"], "{code}");
    assert_eq!(code.lines().count(), 4, "line breaks are kept");
}

#[test]
fn test_items_and_mod_lines_are_left_out() {
    let code = code_of(
        "pub mod catan;\nuse x::Jamaica;\n#[cfg(test)]\nmod tests {\n    fn f() { Catan; }\n}\n\
         #[cfg(test)]\npub(crate) mod test_support;\nfn g() { ScorePad }\n",
    );
    let (kept, test_modules) = without_tests(&code);
    assert_eq!(test_modules, ["test_support"]);
    let words: Vec<(usize, String)> = identifiers(&kept)
        .into_iter()
        .filter(|(_, w)| w.chars().next().is_some_and(char::is_uppercase))
        .collect();
    assert_eq!(
        words,
        [(2, "Jamaica".to_string()), (9, "ScorePad".to_string())]
    );
    assert!(is_mod_line("pub(crate) mod catan;"));
    assert!(!is_mod_line("mod tests {"));
    assert_eq!(
        module_files("live/mod.rs", "test_support"),
        ["live/test_support.rs", "live/test_support/mod.rs"]
    );
    assert_eq!(
        module_files("wire/share.rs", "tests"),
        ["wire/share/tests.rs", "wire/share/tests/mod.rs"]
    );
    assert_eq!(module_files("lib.rs", "wire"), ["wire.rs", "wire/mod.rs"]);
}

#[test]
fn a_name_inside_an_identifier_or_an_included_path_names_the_family() {
    for word in [
        "Jamaica",
        "jamaica",
        "JamaicaShippedTrack",
        "JAMAICA_TRACK",
        "jamaica_ui",
    ] {
        assert!(names_family(word, "Jamaica", "jamaica"), "{word}");
    }
    for word in ["score_pad", "ScorePadTexts", "scorepad_refusal"] {
        assert!(names_family(word, "ScorePad", "scorepad"), "{word}");
    }
    assert!(!names_family("Track", "Jamaica", "jamaica"));
    let text = "const A: &str = include_str!(\"../../assets/catan.css\");\n\
                // include_str!(\"jamaica.css\")\nlet b = \"carcassonne\";\n";
    let paths = included_paths(text, &code_of(text));
    assert_eq!(paths, [(1, "../../assets/catan.css".to_string())]);
    let text = "pub const STYLE: &str = stylesheet!(\"catan.css\");\n";
    assert_eq!(
        included_paths(text, &code_of(text)),
        [(1, "catan.css".to_string())]
    );
    assert!(paths.iter().any(|(_, p)| names_family(p, "Catan", "catan")));
    assert_eq!(shown(BUILD_RS), "build.rs");
    assert_eq!(shown("ui/mod.rs"), "src/ui/mod.rs");
}
