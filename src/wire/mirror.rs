//! Mirrors of rules types written once: an enum whose variants carry nothing
//! ([`unit_mirror`]: the wire enum with each variant's JSON tag) and a struct whose fields have
//! the rules' names ([`struct_mirror`]), each with its exhaustive conversions both ways
//! ([`mirror_conversions`], which a layer above the wire also uses for its own types).
//! `tests/wire_tags.rs` checks what they write against the table, as for the types by hand.

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

/// Declares a wire struct that mirrors the rules struct named after `for`, field for field by
/// name, in the order written (the format's order), and its two conversions
/// ([`mirror_conversions`]).
macro_rules! struct_mirror {
    (
        $(#[$meta:meta])*
        pub struct $name:ident for $rules:ty {
            $($(#[$field_meta:meta])* $field:ident: $ty:ty => $how:ident),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        pub struct $name {
            $($(#[$field_meta])* pub $field: $ty),+
        }

        $crate::wire::mirror::mirror_conversions!($name for $rules { $($field => $how),+ });
    };
}

pub(crate) use struct_mirror;

/// The two conversions between a wire struct and the struct it mirrors field for field by
/// name: `From<&Rules>` for the wire, and back `From<Wire>`, or `TryFrom<Wire>` (with
/// [`super::WireError`]) when written `try Wire for Rules`. [`struct_mirror`] writes them for
/// the struct it declares; a layer above the wire (the save's envelope, which the wire must not
/// know) writes them for its own types, so every mirror converts the one way.
///
/// Each field says how it converts: `copy` (a `Copy` value as it is), `clone`, `into` (through
/// the field's own wire type, `From<&Rules>` one way and `From<Wire>` back), `try` (as `into`,
/// but read back through its `TryFrom`), `each` (a `Vec` of `into`s), `opt` (an `Option` of
/// one). Both conversions destructure without `..`, so a field added to either struct does not
/// compile until it is listed.
macro_rules! mirror_conversions {
    ($wire:ident for $rules:ty { $($field:ident => $how:ident),+ $(,)? }) => {
        $crate::wire::mirror::mirror_conversions!(@to_wire $wire for $rules { $($field => $how),+ });

        impl From<$wire> for $rules {
            fn from(value: $wire) -> Self {
                type Rules = $rules;
                let $wire { $($field),+ } = value;
                Rules { $($field: $crate::wire::mirror::mirror_conversions!(@to_rules $how $field)),+ }
            }
        }
    };
    (try $wire:ident for $rules:ty { $($field:ident => $how:ident),+ $(,)? }) => {
        $crate::wire::mirror::mirror_conversions!(@to_wire $wire for $rules { $($field => $how),+ });

        impl TryFrom<$wire> for $rules {
            type Error = $crate::wire::WireError;
            fn try_from(value: $wire) -> Result<Self, $crate::wire::WireError> {
                type Rules = $rules;
                let $wire { $($field),+ } = value;
                Ok(Rules { $($field: $crate::wire::mirror::mirror_conversions!(@to_rules $how $field)),+ })
            }
        }
    };
    (@to_wire $wire:ident for $rules:ty { $($field:ident => $how:ident),+ }) => {
        impl From<&$rules> for $wire {
            fn from(value: &$rules) -> Self {
                type Rules = $rules;
                let Rules { $($field),+ } = value;
                $wire { $($field: $crate::wire::mirror::mirror_conversions!(@to_wire $how $field)),+ }
            }
        }
    };
    (@to_wire copy $field:ident) => { *$field };
    (@to_wire clone $field:ident) => { $field.clone() };
    (@to_wire into $field:ident) => { $field.into() };
    (@to_wire try $field:ident) => { $field.into() };
    (@to_wire each $field:ident) => { $field.iter().map(Into::into).collect() };
    (@to_wire opt $field:ident) => { $field.as_ref().map(Into::into) };
    (@to_rules copy $field:ident) => { $field };
    (@to_rules clone $field:ident) => { $field };
    (@to_rules into $field:ident) => { $field.into() };
    (@to_rules try $field:ident) => { $field.try_into()? };
    (@to_rules each $field:ident) => { $field.into_iter().map(Into::into).collect() };
    (@to_rules opt $field:ident) => { $field.map(Into::into) };
}

pub(crate) use mirror_conversions;
