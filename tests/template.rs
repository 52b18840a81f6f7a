//! The word tables' placeholders: what the build accepts is what the app fills.

use tablemate::words::template::{fill, pieces, Bad, Piece};

#[test]
fn names_are_filled_in_any_order_and_repeated() {
    let got = fill("{b} then {a}, and {b} again", &[("a", &1), ("b", &"two")]);
    assert_eq!(got, "two then 1, and two again");
}

#[test]
fn formats_reach_the_value() {
    assert_eq!(fill("{n:+}", &[("n", &3)]), "+3");
    assert_eq!(fill("{n:+}", &[("n", &-3)]), "-3");
    assert_eq!(fill("{m:02}", &[("m", &7)]), "07");
    assert_eq!(fill("{x:.1}", &[("x", &2.25_f64)]), "2.2");
    assert_eq!(fill("{x:.0} s", &[("x", &2.6_f64)]), "3 s");
}

#[test]
fn doubled_braces_stand_for_themselves() {
    assert_eq!(fill("{{n}} is {n}", &[("n", &5)]), "{n} is 5");
    let got: Result<Vec<_>, _> = pieces("a{{b}}").collect();
    assert_eq!(
        got.unwrap(),
        vec![
            Piece::Text("a"),
            Piece::Brace('{'),
            Piece::Text("b"),
            Piece::Brace('}')
        ]
    );
}

#[test]
fn a_bad_template_is_refused_with_the_reason() {
    let first_error = |t| pieces(t).find_map(Result::err);
    assert_eq!(first_error("open {n"), Some(Bad::Unclosed));
    assert_eq!(first_error("lone } here"), Some(Bad::LoneClose));
    assert_eq!(first_error("{n:x}"), Some(Bad::Format));
    assert_eq!(first_error("{n:+} and {{ {m:02}"), None);
}

#[test]
fn a_missing_argument_leaves_no_raw_placeholder() {
    assert_eq!(fill("a {gone} b", &[]), "a  b");
}

#[test]
fn text_without_placeholders_is_copied() {
    assert_eq!(fill("Ván mới — 新遊戲", &[]), "Ván mới — 新遊戲");
}
