//! The stylesheets as the app carries them: without their comments and the spaces no browser
//! needs. The build (`build.rs`, which includes this file) writes each `.css` file of the
//! project minified into `OUT_DIR/css/`, and the app compiles in those copies, so the comments
//! that explain a rule stay in the sources and cost a phone no bytes (about 1.4 KB brotli of
//! the app's own sheet in the first download). Pure: text in, text out.
//!
//! Only what cannot change a rule's meaning is dropped: comments, whitespace runs (made one
//! space), the space around `{`, `}`, `;` and `,`, the space after `:`, and the `;` before a
//! `}`. A quoted string and an escape (`\31 `, `\ `) are copied as they are, and the space
//! before a `:` is kept (`.a :focus` is not `.a:focus`), as are the spaces around `+`, `-`,
//! `>` and `(` (`calc(1px + 2%)`, `and (…)` in a media query). A comment with no space beside
//! it stays as `/**/`, since it keeps two tokens apart without making a space.

/// `css` without its comments and the spaces no rule needs (see the module's doc).
pub fn minify(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let mut chars = css.chars().peekable();
    // Whitespace was skipped since the last character written.
    let mut gap = false;
    // A comment was skipped since the last character written.
    let mut comment = false;
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
            comment = true;
            continue;
        }
        if is_space(c) {
            gap = true;
            continue;
        }
        if c == '}' && out.ends_with(';') {
            out.pop();
        }
        if gap && !out.is_empty() && needs_space(&out, c) {
            out.push(' ');
        } else if comment && !gap && !out.is_empty() && !ends_tight(&out) {
            // A comment between two tokens with no space beside it keeps them apart
            // (`1px/**/2px`); it makes no space, so none is written either.
            out.push_str("/**/");
        }
        gap = false;
        comment = false;
        out.push(c);
        match c {
            '"' | '\'' => copy_string(c, &mut chars, &mut out),
            '\\' => copy_escape(&mut chars, &mut out),
            _ => {}
        }
    }
    out
}

/// CSS's whitespace: a no-break space, say, is part of a name, not a space.
fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0C')
}

/// Whether the whitespace between the end of `out` and `next` must stay (as one space).
fn needs_space(out: &str, next: char) -> bool {
    // An empty custom property (`--x: ;`) keeps its space, for browsers that want a value.
    if out.ends_with(':') && (next == ';' || next == '}') {
        return true;
    }
    !ends_tight(out) && !"{};,".contains(next)
}

/// Copies what follows a `\` outside a string: the escaped character as it is, or a hex
/// escape's digits with the one whitespace character that may end them.
fn copy_escape(chars: &mut std::iter::Peekable<impl Iterator<Item = char>>, out: &mut String) {
    let Some(first) = chars.next() else {
        return;
    };
    out.push(first);
    if !first.is_ascii_hexdigit() {
        return;
    }
    for _ in 0..5 {
        match chars.peek() {
            Some(c) if c.is_ascii_hexdigit() => {
                out.push(*c);
                chars.next();
            }
            _ => break,
        }
    }
    if let Some(&c) = chars.peek().filter(|c| is_space(**c)) {
        out.push(c);
        chars.next();
    }
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
        // Every sheet where the build finds them: `assets/` and the families' view folders.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let folders = std::fs::read_dir(root.join("src/ui/views"))
            .expect("the views are readable")
            .map(|entry| entry.expect("a view is listed").path())
            .chain([root.join("assets")]);
        let sheets: Vec<String> = folders
            .filter_map(|folder| std::fs::read_dir(folder).ok())
            .flatten()
            .map(|entry| entry.expect("a file is listed").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "css"))
            .map(|path| std::fs::read_to_string(path).expect("a sheet is readable"))
            .collect();
        assert!(
            sheets.len() >= 9,
            "the project's sheets were found: {}",
            sheets.len()
        );
        for css in &sheets {
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
    fn a_comment_with_no_space_beside_it_still_keeps_tokens_apart() {
        assert_eq!(
            minify(".a/**/.b { margin: 1px/* x */2px; }"),
            ".a/**/.b{margin:1px/**/2px}"
        );
        assert_eq!(minify(".a { color: red; }/* x */.b{}"), ".a{color:red}.b{}");
    }

    /// Escapes, a no-break space and a custom property set to nothing keep their meaning, and
    /// a comment or a string left open ends the sheet without a panic.
    #[test]
    fn keeps_the_rare_forms_and_survives_an_open_end() {
        let cases = [
            // An escaped space, then a descendant.
            (".a\\  .b {}", ".a\\  .b{}"),
            // A hex escape ended by its space; an empty custom property.
            (".\\31 23 { --x: ; }", ".\\31 23{--x: }"),
            // A no-break space is part of a name.
            (".a\u{a0}b { }", ".a\u{a0}b{}"),
            (".a { color: red; } /* open", ".a{color:red}"),
            (".a { content: \"open", ".a{content:\"open"),
            ("", ""),
        ];
        for (css, small) in cases {
            assert_eq!(minify(css), small, "{css:?}");
        }
    }
}
