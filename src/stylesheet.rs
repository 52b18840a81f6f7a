//! The stylesheets as the app carries them: without their comments and the spaces no browser
//! needs. The build (`build.rs`, which includes this file) writes each `.css` file of the
//! project minified into `OUT_DIR/css/`, and the app compiles in those copies, so the comments
//! that explain a rule stay in the sources and cost a phone no bytes (about 1.4 KB brotli of
//! the app's own sheet in the first download). Pure: text in, text out.
//!
//! Only what cannot change a rule's meaning is dropped: comments, whitespace runs (made one
//! space), the space around `{`, `}`, `;` and `,`, the space after `:`, and the `;` before a
//! `}`. A quoted string is copied as it is, and the space before a `:` is kept (`.a :focus` is
//! not `.a:focus`), as are the spaces around `+`, `-`, `>` and `(` (`calc(1px + 2%)`,
//! `and (…)` in a media query).

/// `css` without its comments and the spaces no rule needs (see the module's doc).
pub fn minify(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut chars = css.chars().peekable();
    // A whitespace run (or a comment) was skipped since the last character written.
    let mut gap = false;
    while let Some(c) = chars.next() {
        if c == '/' && chars.peek() == Some(&'*') {
            chars.next();
            let mut last = ' ';
            for c in chars.by_ref() {
                if last == '*' && c == '/' {
                    break;
                }
                last = c;
            }
            gap = true;
            continue;
        }
        if c.is_whitespace() {
            gap = true;
            continue;
        }
        if c == '}' && out.ends_with(';') {
            out.pop();
        }
        if gap && !out.is_empty() && !ends_tight(&out) && !"{};,".contains(c) {
            out.push(' ');
        }
        gap = false;
        out.push(c);
        if c == '"' || c == '\'' {
            copy_string(c, &mut chars, &mut out);
        }
    }
    out
}

/// Whether nothing needs a space after the end of `out`: the end of a block, a declaration,
/// an item of a list, or a declaration's `:`.
fn ends_tight(out: &str) -> bool {
    out.ends_with(['{', '}', ';', ',', ':'])
}

/// Copies a string that opened with `quote`, up to its closing quote, escapes and all.
fn copy_string(quote: char, chars: &mut impl Iterator<Item = char>, out: &mut String) {
    let mut escaped = false;
    for c in chars.by_ref() {
        out.push(c);
        if escaped {
            escaped = false;
        } else if c == '\\' {
            escaped = true;
        } else if c == quote {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::minify;

    #[test]
    fn drops_comments_and_the_spaces_no_rule_needs() {
        let css = "/* The app. */\n.a { color: red;  margin: 0 auto; }\n\n/* Two\n lines */ .b, .c {\n  padding: 1px 2px;\n}\n";
        assert_eq!(
            minify(css),
            ".a{color:red;margin:0 auto}.b,.c{padding:1px 2px}"
        );
    }

    #[test]
    fn keeps_the_spaces_that_carry_meaning() {
        // A descendant that is a pseudo-class, arithmetic, a media query's `and (…)`, a child
        // combinator and `!important`.
        let css = ".a :focus { width: calc(100% - 12px); }\n@media (max-width: 400px) and (prefers-color-scheme: dark) { .b > .c { color: red !important; } }";
        assert_eq!(
            minify(css),
            ".a :focus{width:calc(100% - 12px)}@media (max-width:400px) and (prefers-color-scheme:dark){.b > .c{color:red !important}}"
        );
    }

    #[test]
    fn copies_strings_as_they_are() {
        let css = ".a::before { content: \"• \"; }\n.b::after { content: '/* not a comment */'; }\n.c { content: \"say \\\"hi\\\"  \"; }";
        assert_eq!(
            minify(css),
            ".a::before{content:\"• \"}.b::after{content:'/* not a comment */'}.c{content:\"say \\\"hi\\\"  \"}"
        );
    }

    #[test]
    fn keeps_an_attribute_selector_and_a_selector_list_whole() {
        let css =
            ".app[data-theme=\"dark\"] .x,\n.segment[aria-checked=\"true\"] { font-weight: 600 }";
        assert_eq!(
            minify(css),
            ".app[data-theme=\"dark\"] .x,.segment[aria-checked=\"true\"]{font-weight:600}"
        );
    }

    /// The project's own sheets: a second pass changes nothing, and every rule and block is
    /// still there (each `{` and `}` of the source outside its comments).
    #[test]
    fn the_projects_sheets_keep_every_block() {
        let sheets = [
            include_str!("../assets/app.css"),
            include_str!("../assets/share.css"),
            include_str!("../assets/chart.css"),
            include_str!("ui/views/catan/catan.css"),
            include_str!("ui/views/jamaica/jamaica.css"),
            include_str!("ui/views/jamaica/race.css"),
            include_str!("ui/views/carcassonne/carcassonne.css"),
            include_str!("ui/views/carcassonne/track.css"),
            include_str!("ui/views/scorepad/scorepad.css"),
        ];
        for css in sheets {
            let small = minify(css);
            assert_eq!(minify(&small), small, "a second pass changes nothing");
            assert!(!small.contains("/*") && !small.contains('\n'));
            let without_comments: String = css
                .split("/*")
                .enumerate()
                .map(|(i, part)| {
                    if i == 0 {
                        part
                    } else {
                        part.split_once("*/").map_or("", |(_, rest)| rest)
                    }
                })
                .collect();
            for brace in ['{', '}'] {
                assert_eq!(
                    small.matches(brace).count(),
                    without_comments.matches(brace).count(),
                    "{brace} in {}",
                    &css[..40.min(css.len())]
                );
            }
            assert!(small.len() < css.len());
        }
    }

    #[test]
    fn an_unclosed_comment_or_string_ends_the_sheet_without_a_panic() {
        assert_eq!(minify(".a { color: red; } /* open"), ".a{color:red}");
        assert_eq!(minify(".a { content: \"open"), ".a{content:\"open");
        assert_eq!(minify(""), "");
    }
}
