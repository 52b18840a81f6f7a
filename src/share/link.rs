//! Links that open the app, and the share code one carries.
//!
//! A native build is opened by the system with a link: `tablemate://import#TM…` (the
//! [`super::DEEP_LINK`] the share screen writes on native builds), its opaque form
//! `tablemate:import#TM…`, or an `https` link to the web app whose fragment is a code (the link
//! the web build writes). The web app has no fixed address (it is served from wherever it is
//! put, and its links carry that address), so **any** https host is taken, with any path and
//! query: what matters is the code after `#`, which is decoded and replayed as untrusted input
//! like every code. Anything else is refused with a [`LinkError`] that says why.
//!
//! Pure: the platforms hand us text (an Android intent's data, an iOS or macOS `openURL`, a
//! desktop command-line argument) and this module decides what it is. It never panics.
//!
//! A numbered sequence travels as one link per part; each link gives its part's code, and
//! [`super::Collector`] (through the import screen's stored parts) puts them together.

use std::fmt;

use super::{text::ALPHABET, MAX_CODE_CHARS, PREFIX};

/// Our own URL scheme, registered by the native bundles (Dioxus.toml `[deep_links]`,
/// `android/AndroidManifest.xml`).
pub const SCHEME: &str = "tablemate";
/// What a `tablemate:` link opens: the import preview.
pub const IMPORT: &str = "import";
/// The longest link we look at: the longest code, every character percent-escaped, and room
/// for an address in front of it.
pub const MAX_LINK_CHARS: usize = 3 * (MAX_CODE_CHARS + PREFIX.len()) + 2_048;

/// Why a link does not open an import.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Nothing but spaces.
    Empty,
    /// Longer than any link to a game.
    TooLong,
    /// Neither `tablemate:` nor `https:` (also plain `http:`, `file:`, `javascript:`, or no
    /// scheme at all).
    UnknownScheme,
    /// A `tablemate:` link to something other than `import`, or an `https` link without a host.
    UnknownTarget,
    /// No `#`, or what follows it is not a share code.
    NoCode,
    /// A `%` not followed by two hex digits, or escapes that do not make UTF-8 text.
    BadEscape,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LinkError::Empty => "There is no link to open.",
            LinkError::TooLong => "This link is longer than any game needs.",
            LinkError::UnknownScheme => "This link does not open Tablemate.",
            LinkError::UnknownTarget => "This Tablemate link does not lead to a game to import.",
            LinkError::NoCode => "This link holds no Tablemate game code after its #.",
            LinkError::BadEscape => "This link is garbled: one of its %-escapes is broken.",
        })
    }
}

impl std::error::Error for LinkError {}

/// The share code a link carries (`TM…`, in capitals, spaces and line breaks removed), ready
/// for [`super::read`].
pub fn code_in(link: &str) -> Result<String, LinkError> {
    let link = link.trim();
    if link.is_empty() {
        return Err(LinkError::Empty);
    }
    if link.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong);
    }
    let (scheme, rest) = link.split_once(':').ok_or(LinkError::UnknownScheme)?;
    let (address, fragment) = match rest.split_once('#') {
        Some((address, fragment)) => (address, Some(fragment)),
        None => (rest, None),
    };
    // The query is never ours to read (the web app's own address may carry one).
    let address = address.split('?').next().unwrap_or(address);
    if scheme.eq_ignore_ascii_case(SCHEME) {
        // `tablemate://import`, `tablemate:import`, `tablemate:///import/`, in any case.
        let target = percent_decode(address)?;
        if !target.trim_matches('/').eq_ignore_ascii_case(IMPORT) {
            return Err(LinkError::UnknownTarget);
        }
    } else if scheme.eq_ignore_ascii_case("https") {
        if !has_host(address) {
            return Err(LinkError::UnknownTarget);
        }
    } else {
        return Err(LinkError::UnknownScheme);
    }
    let fragment = fragment.ok_or(LinkError::NoCode)?;
    let code: String = percent_decode(fragment)?
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if code.len() > MAX_CODE_CHARS + PREFIX.len() {
        return Err(LinkError::TooLong);
    }
    let body = code.strip_prefix(PREFIX).ok_or(LinkError::NoCode)?;
    if body.is_empty() || !body.bytes().all(|b| ALPHABET.contains(&b)) {
        return Err(LinkError::NoCode);
    }
    Ok(code)
}

/// The arguments of a desktop start that are links for us: those that begin with
/// `tablemate:` or `https:` (in any case), at most one sequence's worth. The rest (a
/// platform's own flags) are not ours to judge. A link among them that does not hold a code is
/// kept, so the import screen can say why.
pub fn links_among<I, S>(args: I) -> Vec<String>
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    args.into_iter()
        .filter_map(|arg| {
            let arg = arg.as_ref().trim();
            let (scheme, _) = arg.split_once(':')?;
            (scheme.eq_ignore_ascii_case(SCHEME) || scheme.eq_ignore_ascii_case("https"))
                .then(|| arg.to_string())
        })
        .take(super::MAX_PARTS)
        .collect()
}

/// Whether an https address (`//host[:port]/path`, the part before `?` and `#`) names a host.
fn has_host(address: &str) -> bool {
    let Some(authority) = address.strip_prefix("//") else {
        return false;
    };
    let authority = authority.split('/').next().unwrap_or("");
    // Skip any `user@`, then any `:port`.
    let host = authority.rsplit('@').next().unwrap_or("");
    let host = host.split(':').next().unwrap_or("");
    !host.is_empty()
}

/// `%XX` escapes turned back into the text they stand for. A `+` stays a `+`: it is a share
/// code character, and only HTML forms write spaces as `+`.
fn percent_decode(text: &str) -> Result<String, LinkError> {
    if !text.contains('%') {
        return Ok(text.to_string());
    }
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes.get(i + 1..i + 3).ok_or(LinkError::BadEscape)?;
            let digit = |b: u8| char::from(b).to_digit(16).ok_or(LinkError::BadEscape);
            out.push((digit(hex[0])? * 16 + digit(hex[1])?) as u8);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| LinkError::BadEscape)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CODE: &str = "TM0123ABC$*+-/";

    #[test]
    fn takes_every_form_of_our_link() {
        for link in [
            "tablemate://import#TM0123ABC$*+-/",
            "tablemate:import#TM0123ABC$*+-/",
            "tablemate:///import/#TM0123ABC$*+-/",
            "TABLEMATE://IMPORT#TM0123ABC$*+-/",
            "Tablemate://import?from=scan#tm0123abc$*+-/",
            "  tablemate://import#TM0123ABC$*+-/\n",
            "tablemate://import#TM0123 ABC\n$*+-/",
            "tablemate://%69mport#TM0123ABC%24%2A%2B%2D%2F",
            "tablemate://import#%54%4D0123ABC$*+-/",
        ] {
            assert_eq!(code_in(link).as_deref(), Ok(CODE), "{link:?}");
        }
    }

    #[test]
    fn takes_a_web_link_of_any_host_and_path() {
        for link in [
            "https://example.org/#TM0123ABC$*+-/",
            "https://example.org#TM0123ABC$*+-/",
            "https://games.example.org:8443/tablemate/index.html?x=1#TM0123ABC$*+-/",
            "https://example.org/import#TM0123ABC$*+-/",
            "HTTPS://user@example.org/#TM0123ABC%24*+-/",
        ] {
            assert_eq!(code_in(link).as_deref(), Ok(CODE), "{link:?}");
        }
    }

    #[test]
    fn refuses_everything_else_and_says_why() {
        use LinkError::*;
        for (link, why) in [
            ("", Empty),
            (" \n\t", Empty),
            ("TM0123", UnknownScheme),
            ("http://example.org/#TM0123", UnknownScheme),
            ("javascript:alert(1)#TM0123", UnknownScheme),
            ("file:///import#TM0123", UnknownScheme),
            ("tablemat://import#TM0123", UnknownScheme),
            (":#TM0123", UnknownScheme),
            ("tablemate://settings#TM0123", UnknownTarget),
            ("tablemate://import/extra#TM0123", UnknownTarget),
            ("tablemate://#TM0123", UnknownTarget),
            ("https:example.org#TM0123", UnknownTarget),
            ("https:///path#TM0123", UnknownTarget),
            ("https://user@:443/#TM0123", UnknownTarget),
            ("tablemate://import", NoCode),
            ("tablemate://import#", NoCode),
            ("tablemate://import#TM", NoCode),
            ("tablemate://import#hello", NoCode),
            ("tablemate://import#TM01#TM01", NoCode),
            ("tablemate://import#TM01%25", NoCode),
            ("https://example.org/", NoCode),
            ("https://example.org/#TM01.2", NoCode),
            ("tablemate://import#TM01%2", BadEscape),
            ("tablemate://import#TM01%G0", BadEscape),
            ("tablemate://import#TM01%FF", BadEscape),
            ("tablemate://%ZZ#TM01", BadEscape),
        ] {
            assert_eq!(code_in(link), Err(why), "{link:?}");
        }
    }

    #[test]
    fn sizes_are_limited_before_and_after_unescaping() {
        let long = format!("tablemate://import#TM{}", "0".repeat(MAX_CODE_CHARS + 1));
        assert_eq!(code_in(&long), Err(LinkError::TooLong));
        let escaped = format!("tablemate://import#TM{}", "%30".repeat(MAX_CODE_CHARS));
        assert!(code_in(&escaped).is_ok(), "the longest code, all escaped");
        let huge = "x".repeat(MAX_LINK_CHARS + 1);
        assert_eq!(code_in(&huge), Err(LinkError::TooLong));
    }

    #[test]
    fn a_multibyte_character_next_to_an_escape_does_not_split() {
        assert_eq!(
            code_in("tablemate://import#TM01%é"),
            Err(LinkError::BadEscape)
        );
        assert_eq!(
            code_in("tablemate://impört#TM01"),
            Err(LinkError::UnknownTarget)
        );
        assert_eq!(code_in("tablemate://import#TM01é"), Err(LinkError::NoCode));
    }

    #[test]
    fn picks_the_links_among_start_arguments() {
        let args = [
            "--verbose",
            "-psn_0_12345",
            "tablemate://import#TM01",
            "/home/ana/notes.txt",
            " HTTPS://example.org/#TM02 ",
            "tablemate:import",
            "http://example.org/#TM03",
        ];
        assert_eq!(
            links_among(args),
            [
                "tablemate://import#TM01",
                "HTTPS://example.org/#TM02",
                "tablemate:import"
            ]
        );
        assert!(links_among(Vec::<String>::new()).is_empty());
        let many = vec!["tablemate://import#TM01"; 500];
        assert_eq!(links_among(many).len(), super::super::MAX_PARTS);
    }
}
