//! The mirror of a rules enum whose variants carry nothing: the wire enum with each variant's
//! JSON tag, and the conversions both ways, written once by [`unit_mirror`].

/// Declares a wire enum of unit variants that mirrors the rules enum named after `for`, variant
/// for variant by name, each with its JSON tag (`Variant = "Tag"`, its postcard index being its
/// position), and the two exhaustive conversions: `From<&Rules>` and `From<Wire> for Rules`.
/// A variant added to the rules enum does not compile until it is listed here.
macro_rules! unit_mirror {
    (
        $(#[$meta:meta])*
        pub enum $name:ident for $rules:ty {
            $($(#[$variant_meta:meta])* $variant:ident = $tag:tt),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        pub enum $name {
            $($(#[$variant_meta])* #[serde(rename = $tag)] $variant),+
        }

        impl From<&$rules> for $name {
            fn from(value: &$rules) -> Self {
                type Rules = $rules;
                match value {
                    $(Rules::$variant => $name::$variant),+
                }
            }
        }

        impl From<$name> for $rules {
            fn from(value: $name) -> Self {
                type Rules = $rules;
                match value {
                    $($name::$variant => Rules::$variant),+
                }
            }
        }
    };
}

pub(crate) use unit_mirror;
