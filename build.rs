//! Build-time data. What is a game family's is found through the one list (`src/families.rs`,
//! read by [`families`]), so a new family's inputs need no line here:
//! - a family's data files (`src/rules/<module>/data/*.toml`, the form people proof-read and
//!   correct, like a board's track) become JSON (`OUT_DIR/data/<module>/<name>.json`), so the
//!   app parses them with the JSON parser it already has;
//! - the word tables (`src/ui/text/words/*.toml`, every language of an entry side by side)
//!   become typed Rust tables, one struct per file and one constant per language. A missing
//!   language, an unknown placeholder or a bad format fails the build here, naming the entry.
//!   Each family's file (`words/<module>.toml`) is two tables of the app's: `<module>_home`,
//!   what home says, and the rest, read through `<module>_ui()` (see `family_tables`);
//! - the rule reference (`src/rulebook/content/<module>.toml`, one per family in the list's
//!   order) becomes Rust entries holding the ids,
//!   links and titles, and one text file of every body: native builds compile that file in,
//!   the web build serves it beside the wasm (under `OUT_DIR/web/`, named by its hash so a
//!   cache never mixes builds) and loads it on the first search or "?";
//! - every stylesheet (`assets/*.css`, and each family's beside its screens) is minified into
//!   `OUT_DIR/css/` (see `src/stylesheet.rs`), the copies the app compiles in;
//! - the fuzz targets listed in `fuzz/Cargo.toml` become a test each of `tests/fuzz_seeds.rs`,
//!   so a target added there is run over its seeds by `cargo test` with nothing else to list.

use std::{env, fmt::Write as _, fs, path::Path};

// The words files' reader and the templates' filler, shared with the app: what the build
// writes and accepts is what the app reads and fills.
#[path = "src/words/mod.rs"]
#[allow(dead_code)]
mod words;

use words::template;

// The stylesheets' minifier, shared with the app (whose unit tests check it): what the build
// writes is what those tests describe.
#[path = "src/stylesheet.rs"]
mod stylesheet;

/// The languages of every entry: the key in the data files and the constant's name.
const LANGS: &[(&str, &str)] = &[("en", "EN"), ("vi", "VI"), ("zh_hant", "ZH_HANT")];

fn main() {
    let out_dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let families = families();
    family_data(Path::new(&out_dir), &families);
    // First: it makes `OUT_DIR/web/` afresh, where `word_tables` adds its files too.
    rule_content(Path::new(&out_dir), &families);
    word_tables(Path::new(&out_dir), &families);
    stylesheets(Path::new(&out_dir), &families);
    fuzz_targets(Path::new(&out_dir));
}

/// `fuzz_targets.rs` for `tests/fuzz_seeds.rs`: for each `[[bin]]` of `fuzz/Cargo.toml`, its
/// file as a module and a test that runs its `check` over its seeds (`fuzz/seeds/<name>/`).
fn fuzz_targets(out_dir: &Path) {
    let manifest = "fuzz/Cargo.toml";
    println!("cargo:rerun-if-changed={manifest}");
    // What `cargo fuzz` sets, and the targets test for.
    println!("cargo:rustc-check-cfg=cfg(fuzzing)");
    let root = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let bins = fs::read_to_string(manifest)
        .ok()
        .and_then(|text| toml::from_str::<toml::Table>(&text).ok())
        .and_then(|table| table.get("bin")?.as_array().cloned())
        .unwrap_or_default();
    let mut code = String::new();
    for bin in &bins {
        let (Some(name), Some(path)) = (
            bin.get("name").and_then(|v| v.as_str()),
            bin.get("path").and_then(|v| v.as_str()),
        ) else {
            continue;
        };
        let _ = writeln!(
            code,
            "#[path = {:?}]\nmod {name};\n\n\
             #[test]\nfn {name}_holds_its_properties_on_its_seeds() {{\n    \
             shared::replay({name:?}, &shared::inputs(&seeds({name:?})), {name}::check);\n}}\n",
            Path::new(&root).join("fuzz").join(path).display()
        );
    }
    fs::write(out_dir.join("fuzz_targets.rs"), code).expect("OUT_DIR is writable");
}

/// A family of the one list: the session's variant (`Jamaica`) and the module that holds it
/// (`jamaica`), which names its folders and files.
struct Family {
    variant: String,
    module: String,
}

/// The families of the one list, in its order, read from its lines `Variant => module::Rules,`
/// (what `with_families!` hands to every macro over the families). Reading the list itself,
/// rather than scanning folders, keeps its order (the rule reference's) and its one place:
/// a folder that happens to exist does not make a family.
fn families() -> Vec<Family> {
    let list = "src/families.rs";
    println!("cargo:rerun-if-changed={list}");
    let text = fs::read_to_string(list).expect("the one list of families is readable");
    let families: Vec<Family> = text
        .lines()
        .filter_map(|line| {
            let code = line.split("//").next()?.trim().trim_end_matches(',');
            let (variant, path) = code.split_once("=>")?;
            let (module, _) = path.trim().split_once("::")?;
            let (variant, module) = (variant.trim(), module.trim());
            let name =
                |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            (name(variant) && name(module)).then(|| Family {
                variant: variant.to_string(),
                module: module.to_string(),
            })
        })
        .collect();
    assert!(
        !families.is_empty(),
        "{list}: no `Variant => module::Rules,` line: has the list changed its shape?"
    );
    families
}

/// Each family's data files, `src/rules/<module>/data/*.toml`, as JSON in
/// `OUT_DIR/data/<module>/`.
fn family_data(out_dir: &Path, families: &[Family]) {
    for family in families {
        let dir = format!("src/rules/{}/data", family.module);
        // The family's folder when it has no data yet, so a first data file is seen.
        let watched = if Path::new(&dir).is_dir() {
            dir.clone()
        } else {
            format!("src/rules/{}", family.module)
        };
        println!("cargo:rerun-if-changed={watched}");
        let Ok(listing) = fs::read_dir(&dir) else {
            continue;
        };
        let out = out_dir.join("data").join(&family.module);
        fs::create_dir_all(&out).expect("OUT_DIR is writable");
        for entry in listing {
            let path = entry.expect("a data file is listed").path();
            if path.extension().is_none_or(|ext| ext != "toml") {
                continue;
            }
            println!("cargo:rerun-if-changed={}", path.display());
            let text = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{} is not readable: {e}", path.display()));
            let value: toml::Value = toml::from_str(&text)
                .unwrap_or_else(|e| panic!("{} is not TOML: {e}", path.display()));
            let json = serde_json::to_string(&value).expect("TOML values are JSON values");
            let stem = path.file_stem().expect("a file name");
            fs::write(out.join(stem).with_extension("json"), json).expect("OUT_DIR is writable");
        }
    }
}

/// Every stylesheet minified (see `src/stylesheet.rs`) into `OUT_DIR/css/<file name>`: the
/// app's own (`assets/*.css`) and each family's, beside its screens
/// (`src/ui/views/<module>/*.css`). The app compiles in these copies (`ui::stylesheet!`), so the
/// sources keep their comments and a phone downloads none of them.
fn stylesheets(out_dir: &Path, families: &[Family]) {
    let out = out_dir.join("css");
    fs::create_dir_all(&out).expect("OUT_DIR is writable");
    let dirs = std::iter::once("assets".to_string()).chain(
        families
            .iter()
            .map(|family| format!("src/ui/views/{}", family.module)),
    );
    let mut written = std::collections::BTreeMap::new();
    for dir in dirs {
        println!("cargo:rerun-if-changed={dir}");
        let Ok(listing) = fs::read_dir(&dir) else {
            continue;
        };
        let mut sheets: Vec<_> = listing
            .map(|entry| entry.expect("a stylesheet is listed").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "css"))
            .collect();
        sheets.sort();
        for path in sheets {
            println!("cargo:rerun-if-changed={}", path.display());
            let name = path.file_name().expect("a file name").to_owned();
            if let Some(other) = written.insert(name.clone(), path.clone()) {
                panic!(
                    "two stylesheets named {name:?}, {} and {}: the app finds each by its file name",
                    other.display(),
                    path.display()
                );
            }
            let css = fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{} is not readable: {e}", path.display()));
            fs::write(out.join(&name), stylesheet::minify(&css)).expect("OUT_DIR is writable");
        }
    }
}

fn word_tables(out_dir: &Path, families: &[Family]) {
    let dir = "src/ui/text/words";
    println!("cargo:rerun-if-changed={dir}");
    let mut files: Vec<_> = fs::read_dir(dir)
        .expect("the word tables' folder is readable")
        .map(|entry| entry.expect("a word table is listed").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .collect();
    files.sort();
    let mut sources = Vec::new();
    for path in files {
        println!("cargo:rerun-if-changed={}", path.display());
        let text = fs::read_to_string(&path).expect("a word table is readable");
        let table: toml::Table =
            toml::from_str(&text).unwrap_or_else(|e| panic!("{} is not TOML: {e}", path.display()));
        let stem = path
            .file_stem()
            .and_then(|s| s.to_str())
            .expect("a UTF-8 name")
            .to_string();
        sources.push((path.display().to_string(), stem, table));
    }
    if let Some((source, _, _)) = sources.iter().find(|(_, stem, _)| stem.ends_with("_home")) {
        panic!("{source}: a words file's name may not end in `_home` (the home tables' names)");
    }
    family_tables(&mut sources, families);
    for (source, stem, table) in &sources {
        let marked = table
            .iter()
            .find(|(_, v)| v.get("home").is_some())
            .filter(|_| !stem.ends_with("_home"));
        if let Some((key, _)) = marked {
            panic!("{source}: [{key}] has `home`, which only a family's words file may mark");
        }
    }
    let mut tables = std::collections::BTreeMap::new();
    for (source, stem, table) in &sources {
        let entries = table_entries(table).unwrap_or_else(|e| panic!("{source}: {e}"));
        tables.insert(stem.as_str(), entries);
    }
    let mut names = Vec::new();
    for (lang, _) in &LANGS[1..] {
        let mut in_order = Vec::new();
        stream(&tables, "app", lang, &mut in_order);
        let file = words::join(&in_order);
        fs::write(out_dir.join(format!("words_{lang}.txt")), &file).expect("OUT_DIR is writable");
        let name = format!("words-{lang}-{:016x}.txt", fnv1a(file.as_bytes()));
        fs::write(out_dir.join("web").join(&name), &file).expect("OUT_DIR is writable");
        names.push(format!(
            "/// The file of the {lang} words on the web, named by its hash.\n\
             pub const WORDS_FILE_{}: &str = {name:?};\n\
             /// How many words that file holds.\n\
             pub const WORD_COUNT_{}: usize = {};",
            lang.to_uppercase(),
            lang.to_uppercase(),
            in_order.len()
        ));
    }
    fs::write(out_dir.join("words_files.rs"), names.join("\n")).expect("OUT_DIR is writable");
    for (source, stem, table) in &sources {
        let code = table_code(source, stem, table, &tables[stem.as_str()])
            .unwrap_or_else(|e| panic!("{source}: {e}"));
        fs::write(out_dir.join(format!("words_{stem}.rs")), code).expect("OUT_DIR is writable");
    }
}

/// Each family's words (`words/<module>.toml`, its struct named by its `struct`) as two
/// tables of the app's, written here from the one list, not in `app.toml`, so a new family's
/// words are its own file:
/// - the entries marked `home = true` (its name, its variants' words and its score strip's
///   badges: what home's lists of games and a share link's preview say, before any of the
///   family's screens is here) become a small table of their own, `<module>::home`, the
///   field `<module>_home`, in every language's table;
/// - the rest (its screens' words) is the field `<module>_words`, reached through the method
///   `<module>_ui()`. English leaves it empty and the method reaches the family's constant:
///   only code that calls the method holds it, so in the split web build the family's
///   English words travel with the parts that show them, not in home's first download.
fn family_tables(sources: &mut Vec<(String, String, toml::Table)>, families: &[Family]) {
    for Family { variant, module } in families {
        let Some((source, _, table)) = sources.iter_mut().find(|(_, stem, _)| stem == module)
        else {
            panic!("{variant}'s words are missing: src/ui/text/words/{module}.toml, with `struct`")
        };
        let name = table
            .get("struct")
            .and_then(|v| v.as_str())
            .unwrap_or_else(|| panic!("{source}: no `struct = \"Name\"` at the top"))
            .to_string();
        let home_name = format!("{}HomeTexts", name.strip_suffix("Texts").unwrap_or(&name));
        let mut home = toml::Table::new();
        home.insert("struct".into(), home_name.clone().into());
        let mut keys = Vec::new();
        for (key, entry) in table.iter() {
            match entry.get("home") {
                None => {}
                Some(toml::Value::Boolean(true)) => keys.push(key.clone()),
                Some(other) => {
                    panic!("{source}: [{key}] home = {other:?}: write `home = true` or no `home`")
                }
            }
        }
        assert!(
            !keys.is_empty(),
            "{source}: no entry is marked `home = true` (its name at least)"
        );
        for key in keys {
            let entry = table.remove(&key).expect("listed above");
            home.insert(key, entry);
        }
        let source = source.clone();
        sources.push((source, format!("{module}_home"), home));
        let (source, _, app) = sources
            .iter_mut()
            .find(|(_, stem, _)| stem == "app")
            .expect("src/ui/text/words/app.toml exists");
        for (field, ty, nested, lazy) in [
            (
                format!("{module}_home"),
                format!("&'static {module}::home::{home_name}"),
                format!("{module}_home"),
                false,
            ),
            (
                format!("{module}_words"),
                format!("Option<&'static {module}::{name}>"),
                module.clone(),
                true,
            ),
        ] {
            let mut entry = toml::Table::new();
            entry.insert("type".into(), ty.into());
            for (lang, _) in LANGS {
                let mut value = toml::Table::new();
                value.insert("table".into(), nested.clone().into());
                if lazy {
                    value.insert("lazy".into(), true.into());
                }
                entry.insert((*lang).into(), value.into());
            }
            assert!(
                app.insert(field.clone(), entry.into()).is_none(),
                "{source}: [{field}] is written from the one list (src/families.rs); take it out"
            );
        }
    }
}

/// The Rust module a table's code lives in (`text/<module>.rs`, and `vi/`, `zh_hant/` under
/// the same name): a family's home words are a module inside the family's.
fn code_module(stem: &str) -> &str {
    stem.strip_suffix("_home").unwrap_or(stem)
}

/// The words of `lang` in the order the generated `load` reads them: the table's
/// entries in order, a nested table's words where the nested table stands.
fn stream<'a>(
    tables: &std::collections::BTreeMap<&str, Vec<Entry<'a>>>,
    stem: &str,
    lang: &str,
    out: &mut Vec<String>,
) {
    for e in &tables[stem] {
        let value = e.value(lang).expect("checked by table_code");
        if let Some(s) = value.as_str() {
            assert!(
                !s.contains(words::SEPARATOR),
                "[{}] {lang} holds U+001E",
                e.name
            );
            out.push(s.to_string());
        } else if let Some(nested) = value.get("table").and_then(|v| v.as_str()) {
            stream(tables, nested, lang, out);
        }
    }
}

/// One entry of a table, as the generated code needs it.
struct Entry<'a> {
    name: &'a str,
    doc: Option<&'a str>,
    kind: Kind<'a>,
    values: Vec<(&'a str, &'a toml::Value)>,
}

enum Kind<'a> {
    /// A sentence without arguments: a public `&'static str` field.
    Plain,
    /// A sentence with arguments: every language a template, filled by a method.
    Template { args: Vec<(&'a str, &'a str)> },
    /// A sentence some language builds in code: a function field behind a method.
    Code {
        args: Vec<(&'a str, &'a str)>,
        returns: &'a str,
    },
    /// Not a sentence (a nested table, the punctuation): a public field of this type.
    Value { ty: &'a str },
}

fn table_entries(table: &toml::Table) -> Result<Vec<Entry<'_>>, String> {
    let mut entries = Vec::new();
    for (key, value) in table {
        let Some(entry) = value.as_table() else {
            continue;
        };
        entries.push(entry_of(key, entry).map_err(|e| format!("[{key}]: {e}"))?);
    }
    for e in &entries {
        for (lang, _) in LANGS {
            e.value(lang)
                .ok_or_else(|| format!("[{}]: no `{lang}`", e.name))?;
        }
    }
    Ok(entries)
}

fn table_code(
    source: &str,
    stem: &str,
    table: &toml::Table,
    entries: &[Entry],
) -> Result<String, String> {
    let name = table
        .get("struct")
        .and_then(|v| v.as_str())
        .ok_or("no `struct = \"Name\"` at the top")?;
    let mut code = String::new();
    let _ = writeln!(
        code,
        "// Generated by build.rs from {source}; edit that file."
    );
    if let Some(doc) = table.get("doc").and_then(|v| v.as_str()) {
        for line in doc.lines() {
            let _ = writeln!(code, "#[doc = {line:?}]");
        }
    }
    let _ = writeln!(code, "pub struct {name} {{");
    for e in entries {
        doc_lines(&mut code, e.doc, "    ");
        let _ = match &e.kind {
            Kind::Plain => writeln!(code, "    pub {}: &'static str,", e.name),
            Kind::Template { .. } => writeln!(code, "    {}: &'static str,", e.name),
            Kind::Code { args, returns } => {
                let types: Vec<_> = args.iter().map(|(_, ty)| *ty).collect();
                let f = format!("fn({}) -> {returns}", types.join(", "));
                if e.mixed() {
                    writeln!(code, "    {}: crate::ui::text::Said<{f}>,", e.name)
                } else {
                    writeln!(code, "    {}: {f},", e.name)
                }
            }
            // Reached through its method (below), which holds the English table.
            Kind::Value { ty } if e.lazy() => writeln!(
                code,
                "    /// Empty in English: read through `{}_ui()`.\n    {}: {ty},",
                e.name.trim_end_matches("_words"),
                e.name
            ),
            Kind::Value { ty } => writeln!(code, "    pub {}: {ty},", e.name),
        };
    }
    // The methods are named after the sentences ("from_district" is the words "from the
    // district …"), not conversions.
    let _ = writeln!(
        code,
        "}}\n\n#[allow(clippy::wrong_self_convention)]\nimpl {name} {{"
    );
    for e in entries.iter().filter(|e| e.lazy()) {
        let Kind::Value { ty } = e.kind else {
            continue;
        };
        let stem = e
            .value("en")
            .and_then(|v| v.get("table"))
            .and_then(|v| v.as_str());
        let ty = option_inner(ty);
        let method = format!("{}_ui", e.name.trim_end_matches("_words"));
        let _ = writeln!(
            code,
            "    /// The words of `{}` in this language: English is its constant, held only by \
             the code that calls this.\n    \
             pub fn {method}(&self) -> {ty} {{\n        \
             self.{}.unwrap_or(&{}::EN)\n    }}",
            stem.unwrap_or_default(),
            e.name,
            table_module(ty)
        );
    }
    for e in entries {
        let (args, returns, body) = match &e.kind {
            Kind::Template { args } => (
                args,
                "String",
                format!(
                    "crate::words::template::fill(self.{}, &[{}])",
                    e.name,
                    fill_args(args)
                ),
            ),
            Kind::Code { args, returns } => {
                let names = args.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", ");
                let body = if e.mixed() {
                    format!(
                        "match self.{} {{\n            \
                         crate::ui::text::Said::Code(f) => f({names}),\n            \
                         crate::ui::text::Said::Template(template) => \
                         crate::words::template::fill(template, &[{}]),\n        }}",
                        e.name,
                        fill_args(args)
                    )
                } else {
                    format!("(self.{})({names})", e.name)
                };
                (args, *returns, body)
            }
            Kind::Plain | Kind::Value { .. } => continue,
        };
        doc_lines(&mut code, e.doc, "    ");
        let params: Vec<_> = args.iter().map(|(n, ty)| format!("{n}: {ty}")).collect();
        // One body per sentence, called from every screen that shows it: inlined, each call
        // site would build the argument list itself (measured: 5 KB more wasm).
        let _ = writeln!(
            code,
            "    #[inline(never)]\n    pub fn {}(&self, {}) -> {returns} {{\n        {body}\n    }}",
            e.name,
            params.join(", ")
        );
    }
    // The languages other than English are built at run time from their words file (see
    // `text/loaded.rs`): fetched on the web, compiled in on native builds. One loader for
    // both: a word is read the same way in each, only code differs by language.
    let _ = writeln!(
        code,
        "    /// A table other than English, from its words file read in order.\n    \
         #[allow(unused_variables)] // a table without code is read alike in every language\n    \
         pub(crate) fn load(lang: crate::rulebook::Lang, w: &mut crate::words::Words<'static>) -> Self {{\n        \
         Self {{"
    );
    for e in entries {
        let mut by_lang = Vec::new();
        for (lang, _) in &LANGS[1..] {
            let value = e.value(lang).expect("checked by table_entries");
            let rust = value_code(e, stem, lang, value)
                .map_err(|err| format!("[{}] {lang}: {err}", e.name))?;
            by_lang.push(rust);
        }
        let rust = if by_lang.iter().all(|r| *r == by_lang[0]) {
            by_lang[0].clone()
        } else {
            format!(
                "if lang == crate::rulebook::Lang::Vi {{ {} }} else {{ {} }}",
                by_lang[0], by_lang[1]
            )
        };
        let _ = writeln!(code, "            {}: {rust},", e.name);
    }
    let _ = writeln!(code, "        }}\n    }}");
    let _ = writeln!(code, "}}");
    let _ = writeln!(code, "\npub const EN: {name} = {name} {{");
    for e in entries {
        let value = e.value("en").expect("checked by table_entries");
        let rust =
            value_code(e, stem, "en", value).map_err(|err| format!("[{}] en: {err}", e.name))?;
        let _ = if rust == e.name {
            writeln!(code, "    {rust},")
        } else {
            writeln!(code, "    {}: {rust},", e.name)
        };
    }
    let _ = writeln!(code, "}};");
    Ok(code)
}

impl Entry<'_> {
    /// A sentence some language builds in code and another fills from a template.
    fn mixed(&self) -> bool {
        matches!(self.kind, Kind::Code { .. }) && self.values.iter().any(|(_, v)| v.is_str())
    }

    /// A nested table English leaves empty, reached through a method (see `family_tables`).
    fn lazy(&self) -> bool {
        self.value("en")
            .and_then(|v| v.get("lazy"))
            .and_then(|v| v.as_bool())
            .unwrap_or(false)
    }

    fn value(&self, lang: &str) -> Option<&toml::Value> {
        self.values
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, v)| *v)
    }
}

fn entry_of<'a>(key: &'a str, entry: &'a toml::Table) -> Result<Entry<'a>, String> {
    let text = |k: &str| entry.get(k).and_then(|v| v.as_str());
    let args: Option<Vec<(&str, &str)>> = text("args").map(|args| {
        args.split(", ")
            .filter_map(|arg| arg.split_once(": "))
            .collect()
    });
    let values: Vec<_> = LANGS
        .iter()
        .filter_map(|(lang, _)| entry.get(*lang).map(|v| (*lang, v)))
        .collect();
    for k in entry.keys() {
        // `home`: a family's word home's download holds (see `family_tables`).
        let known = ["doc", "args", "returns", "type", "home"].contains(&k.as_str())
            || LANGS.iter().any(|(lang, _)| lang == k);
        if !known {
            return Err(format!("unknown key `{k}`"));
        }
    }
    let code_somewhere = values.iter().any(|(_, v)| v.is_table());
    let kind = match (args, text("type")) {
        (_, Some(ty)) => Kind::Value { ty },
        (None, None) if !code_somewhere => Kind::Plain,
        (None, None) => return Err("code without `args` or `type`".into()),
        (Some(args), None) => {
            let returns = text("returns").unwrap_or("String");
            if code_somewhere || returns != "String" {
                Kind::Code { args, returns }
            } else {
                Kind::Template { args }
            }
        }
    };
    if let Kind::Template { args } | Kind::Code { args, .. } = &kind {
        for (lang, value) in &values {
            if let Some(template) = value.as_str() {
                check_template(template, args).map_err(|e| format!("{lang}: {e}"))?;
            }
        }
    }
    Ok(Entry {
        name: key,
        doc: text("doc"),
        kind,
        values,
    })
}

fn check_template(template: &str, args: &[(&str, &str)]) -> Result<(), String> {
    for piece in template::pieces(template) {
        let piece = piece.map_err(|bad| match bad {
            template::Bad::LoneClose => format!("a lone `}}` in {template:?} (write `}}}}`)"),
            template::Bad::Unclosed => format!("a `{{` left open in {template:?}"),
            template::Bad::Format => format!(
                "a format in {template:?} that is not one of {:?}",
                template::SPECS
            ),
        })?;
        if let template::Piece::Arg { name, .. } = piece {
            if !args.iter().any(|(n, _)| *n == name) {
                return Err(format!("`{{{name}}}` is not an argument of this entry"));
            }
        }
    }
    Ok(())
}

fn fill_args(args: &[(&str, &str)]) -> String {
    let pairs: Vec<_> = args
        .iter()
        .map(|(n, _)| format!("({n:?}, &{n} as &dyn ::core::fmt::Display)"))
        .collect();
    pairs.join(", ")
}

/// The Rust value of one language's entry. English is written out; the other languages
/// take their strings from the words file (`w.next()`), in the order [`stream`] wrote them.
/// Code lives in that language's module: English beside the type (`text/<stem>.rs`), the
/// others in `vi/` and `zh_hant/` under the same name.
fn value_code(e: &Entry, stem: &str, lang: &str, value: &toml::Value) -> Result<String, String> {
    let loaded = lang != "en";
    if let Some(s) = value.as_str() {
        let text = if loaded {
            "w.next()".to_string()
        } else {
            format!("{s:?}")
        };
        return Ok(match &e.kind {
            Kind::Code { returns, .. } if *returns == "String" => {
                format!("crate::ui::text::Said::Template({text})")
            }
            Kind::Code { .. } => {
                return Err("a template for a sentence that is not a String".into())
            }
            Kind::Value { .. } => return Err("a string where a value is expected".into()),
            _ => text,
        });
    }
    let table = value.as_table().ok_or("neither a string nor a table")?;
    if let Some(expr) = table.get("expr").and_then(|v| v.as_str()) {
        return Ok(expr.to_string());
    }
    if table.get("table").is_some_and(|v| v.is_str()) {
        let Kind::Value { ty } = e.kind else {
            return Err("a nested table needs `type`".into());
        };
        let lazy = table.get("lazy").and_then(|v| v.as_bool()) == Some(true);
        let ty = option_inner(ty).trim_start_matches("&'static ");
        // Built once per language and kept for the page's life, like a constant.
        let built = format!("Box::leak(Box::new({ty}::load(lang, w)))");
        return Ok(match (loaded, lazy) {
            (true, true) => format!("Some({built})"),
            (true, false) => built,
            (false, true) => "None".to_string(),
            (false, false) => format!("&{}::EN", table_module(ty)),
        });
    }
    let function = table
        .get("fn")
        .and_then(|v| v.as_str())
        .ok_or("a table without `fn`, `expr` or `table`")?;
    let path = match lang {
        "en" => function.to_string(),
        // `app.toml` is the root table, included in `text/mod.rs` itself.
        other if stem == "app" => format!("{other}::{function}"),
        other => format!(
            "crate::ui::text::{other}::{}::{function}",
            code_module(stem)
        ),
    };
    Ok(if e.mixed() {
        format!("crate::ui::text::Said::Code({path})")
    } else {
        path
    })
}

/// `T` of a lazy table's `Option<T>`; any other type as it is.
fn option_inner(ty: &str) -> &str {
    ty.strip_prefix("Option<")
        .and_then(|inner| inner.strip_suffix('>'))
        .unwrap_or(ty)
}

/// The module of a nested table's type (`catan::home` of `&'static catan::home::CatanHomeTexts`),
/// where its English constant is.
fn table_module(ty: &str) -> &str {
    let ty = ty.trim_start_matches("&'static ");
    ty.rsplit_once("::").map_or(ty, |(module, _)| module)
}

fn doc_lines(code: &mut String, doc: Option<&str>, indent: &str) {
    for line in doc.unwrap_or_default().lines() {
        let _ = writeln!(code, "{indent}#[doc = {line:?}]");
    }
}

/// The languages of a rule entry, in the order of `rulebook::Text` and of the bodies file.
const RULE_LANGS: [&str; 3] = ["en", "vi", "zh"];
/// Between two bodies in the bodies file: a character no rule text holds.
const BODY_SEPARATOR: char = '\u{1e}';

/// The rule reference, one file per family (`src/rulebook/content/<module>.toml`) in the one
/// list's order, which is the order the reference lists them (`rulebook::all_entries`).
fn rule_content(out_dir: &Path, families: &[Family]) {
    let mut entries = format!(
        "// Generated by build.rs from src/rulebook/content/*.toml; edit those files.\n\
         pub(super) const ALL: [&[Entry]; {}] = [\n",
        families.len()
    );
    let mut bodies: Vec<String> = Vec::new();
    let mut ids: Vec<String> = Vec::new();
    for Family { module, .. } in families {
        let path = format!("src/rulebook/content/{module}.toml");
        println!("cargo:rerun-if-changed={path}");
        let text = fs::read_to_string(&path).expect("a rule content file is readable");
        let table: toml::Table =
            toml::from_str(&text).unwrap_or_else(|e| panic!("{path} is not TOML: {e}"));
        let game = table
            .get("game")
            .and_then(|v| v.as_str())
            .unwrap_or_else(|| panic!("{path}: no `game = \"Kind\"`"));
        let list = table
            .get("entry")
            .and_then(|v| v.as_array())
            .unwrap_or_else(|| panic!("{path}: no [[entry]]"));
        entries.push_str("    &[\n");
        for item in list {
            let entry = item
                .as_table()
                .unwrap_or_else(|| panic!("{path}: an entry is not a table"));
            let field = |key: &str| entry.get(key).and_then(|v| v.as_str());
            let id = field("id").unwrap_or_else(|| panic!("{path}: an entry without `id`"));
            ids.push(format!("{id:?}"));
            let related: Vec<String> = entry
                .get("related")
                .and_then(|v| v.as_array())
                .unwrap_or_else(|| panic!("{path} [{id}]: no `related`"))
                .iter()
                .map(|r| format!("{:?}", r.as_str().expect("related ids are strings")))
                .collect();
            let mut titles = Vec::new();
            for lang in RULE_LANGS {
                let part = |key: &str| {
                    entry
                        .get(lang)
                        .and_then(|v| v.get(key))
                        .and_then(|v| v.as_str())
                        .unwrap_or_else(|| panic!("{path} [{id}]: no `{lang}.{key}`"))
                };
                let body = part("body");
                assert!(
                    !body.contains(BODY_SEPARATOR),
                    "{path} [{id}]: {lang}.body holds the separator U+001E"
                );
                titles.push(format!("{lang}: {:?}", part("title")));
                bodies.push(body.to_string());
            }
            let _ = writeln!(
                entries,
                "        Entry {{ id: {id:?}, game: GameKind::{game}, title: Text {{ {} }}, \
                 body: {}, related: &[{}] }},",
                titles.join(", "),
                bodies.len() / 3 - 1,
                related.join(", ")
            );
        }
        entries.push_str("    ],\n");
    }
    entries.push_str("];\n");
    // The ids alone, for what must know an id without the entries (a rule sheet's history
    // entry read back at start): the titles and links stay with the screens that show them.
    let _ = writeln!(
        entries,
        "/// Every entry's id, in the order of [`ALL`].\n\
         pub(super) const IDS: [&str; {}] = [{}];",
        ids.len(),
        ids.join(", ")
    );
    let file = bodies.join(&BODY_SEPARATOR.to_string());
    let name = format!("rules-{:016x}.txt", fnv1a(file.as_bytes()));
    let _ = writeln!(
        entries,
        "/// The bodies file's name on the web: its hash, so a cached copy always matches.\n\
         pub const BODIES_FILE: &str = {name:?};\n\
         /// How many bodies the file holds: three per entry.\n\
         pub const BODY_COUNT: usize = {};",
        bodies.len()
    );
    fs::write(out_dir.join("rule_entries.rs"), entries).expect("OUT_DIR is writable");
    fs::write(out_dir.join("rule_bodies.txt"), &file).expect("OUT_DIR is writable");
    let web = out_dir.join("web");
    let _ = fs::remove_dir_all(&web);
    fs::create_dir_all(&web).expect("OUT_DIR is writable");
    fs::write(web.join(name), &file).expect("OUT_DIR is writable");
}

/// FNV-1a, 64 bits: a name for a file's content, not a checksum against tampering.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
