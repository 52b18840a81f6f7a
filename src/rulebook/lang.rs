//! The languages of the app. The rule reference and the UI share this one enum: the language
//! setting stores a `Lang`, the UI picks its strings with it, and the rulebook picks the text
//! of every entry with it, so the whole app switches at once.

use serde::{Deserialize, Serialize};

/// A language the app is written in. Every rule entry exists in each of them (the content
/// types make a missing one a compile error, and a test checks none is empty).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    /// Vietnamese, written with its full diacritics.
    Vi,
    /// Traditional Chinese (Taiwan, Hong Kong).
    ZhHant,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Vi, Lang::ZhHant];

    /// The BCP 47 tag, for `<html lang>` and the stored setting.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Vi => "vi",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// The language's own name, for the language picker (each name is written in its own
    /// language so a reader finds theirs whatever the current setting).
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Vi => "Tiếng Việt",
            Lang::ZhHant => "繁體中文",
        }
    }

    /// The language for a browser or system language tag such as `vi-VN`, `zh-TW`,
    /// `zh-Hant-HK` or `en-GB`: any Vietnamese tag gives [`Lang::Vi`], any Chinese tag gives
    /// [`Lang::ZhHant`] (the only Chinese script we have, so a Simplified reader still gets
    /// Chinese rather than English), anything else [`Lang::En`]. Case and `_` separators are
    /// accepted, as some platforms report `zh_TW`.
    pub fn from_tag(tag: &str) -> Lang {
        Lang::known(tag).unwrap_or(Lang::En)
    }

    /// The language of a tag if it is one we have (English included), `None` otherwise.
    pub fn known(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("vi") {
            Some(Lang::Vi)
        } else if primary.eq_ignore_ascii_case("zh") {
            Some(Lang::ZhHant)
        } else if primary.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The first language of a preference list (`navigator.languages`) that we have; English
    /// when none is.
    pub fn from_tags<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::known).unwrap_or(Lang::En)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn browser_tags_map_to_our_languages() {
        assert_eq!(Lang::from_tag("vi-VN"), Lang::Vi);
        assert_eq!(Lang::from_tag("VI"), Lang::Vi);
        assert_eq!(Lang::from_tag("zh-TW"), Lang::ZhHant);
        assert_eq!(Lang::from_tag("zh-HK"), Lang::ZhHant);
        assert_eq!(Lang::from_tag("zh-Hant-TW"), Lang::ZhHant);
        assert_eq!(Lang::from_tag("zh_TW"), Lang::ZhHant);
        assert_eq!(Lang::from_tag("zh"), Lang::ZhHant);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag("fr-FR"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
        assert_eq!(Lang::from_tag("video"), Lang::En);
        assert_eq!(Lang::from_tags(["fr", "vi-VN", "en"]), Lang::Vi);
        assert_eq!(Lang::from_tags(["en-US", "zh-TW"]), Lang::En);
        assert_eq!(Lang::from_tags(["de", "zh-TW"]), Lang::ZhHant);
        assert_eq!(Lang::from_tags([]), Lang::En);
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.tag()), l);
        }
    }
}
