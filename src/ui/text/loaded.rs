//! The tables of the languages other than English, built when the app starts or when a player
//! picks the language: a first visit downloads English (compiled in, the fallback every table
//! has) and the phone's own language only. `build.rs` writes each language's words, in the
//! order the generated `load` functions read them, into one file separated by U+001E (read by
//! [`crate::words`]): the web build fetches it ([`crate::ui::languages`]), native builds
//! compile it in.

use std::sync::OnceLock;

use super::Texts;
use crate::rulebook::Lang;
use crate::words::{Words, WordsError};

include!(concat!(env!("OUT_DIR"), "/words_files.rs"));

static VI: OnceLock<&'static Texts> = OnceLock::new();
static ZH_HANT: OnceLock<&'static Texts> = OnceLock::new();

fn slot(lang: Lang) -> Option<(&'static OnceLock<&'static Texts>, usize)> {
    match lang {
        Lang::En => None,
        Lang::Vi => Some((&VI, WORD_COUNT_VI)),
        Lang::ZhHant => Some((&ZH_HANT, WORD_COUNT_ZH_HANT)),
    }
}

/// The name the web build serves `lang`'s words under; `None` for English, compiled in.
pub fn file_name(lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::En => None,
        Lang::Vi => Some(WORDS_FILE_VI),
        Lang::ZhHant => Some(WORDS_FILE_ZH_HANT),
    }
}

/// What builds a table from a words file: [`Texts::load`], with every sentence the other
/// languages build in code (`vi/`, `zh_hant/`).
pub type Loader = fn(Lang, &mut Words<'static>) -> Texts;

/// The loader, in the split web build a part of its own (`split_words.wasm`): an English
/// first visit never downloads the other languages' code, and a phone in another language
/// fetches it beside its words file (`web/platform.js` starts both early). `None` when it
/// could not come (the app then opens in English and says why).
pub async fn loader() -> Option<Loader> {
    #[cfg(feature = "split")]
    {
        words_part().await.ok()
    }
    #[cfg(not(feature = "split"))]
    {
        Some(Texts::load)
    }
}

/// The split point of [`loader`]: everything only the loader reaches goes with it.
#[cfg(feature = "split")]
#[wasm_split_helpers::wasm_split(words, fallible)]
fn words_part() -> Result<Loader, wasm_split_helpers::SplitLoaderError> {
    Ok(Texts::load)
}

/// Builds `lang`'s table from its words file with `load` (see [`loader`]). A second call
/// once it is built changes nothing.
pub fn install(lang: Lang, text: &'static str, load: Loader) -> Result<(), WordsError> {
    let Some((cell, expected)) = slot(lang) else {
        return Ok(());
    };
    let mut words = Words::read(text, expected)?;
    cell.get_or_init(|| Box::leak(Box::new(load(lang, &mut words))));
    Ok(())
}

/// `lang`'s table once it is here: English always; on native builds every language (compiled
/// in); on the web after [`install`].
pub fn get(lang: Lang) -> Option<&'static Texts> {
    let (cell, _) = slot(lang)?;
    #[cfg(not(target_arch = "wasm32"))]
    if cell.get().is_none() {
        // Compiled in: build.rs wrote these files for these very tables.
        let text = match lang {
            Lang::Vi => include_str!(concat!(env!("OUT_DIR"), "/words_vi.txt")),
            _ => include_str!(concat!(env!("OUT_DIR"), "/words_zh_hant.txt")),
        };
        let _ = install(lang, text, Texts::load);
    }
    cell.get().copied()
}
