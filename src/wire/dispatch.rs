//! What a family tells the wire about itself ([`WireFamily`]), and the serde of the enums over
//! the families, which [`super::common`], [`super::save`] and [`super::share`] generate from
//! the one list (`crate::families`).
//!
//! Why by hand and not derived: serde's derive takes a variant's tag from the enum's own
//! declaration, so every family had to be spelled out in each enum over the families. Here the
//! enums are generated from the list and each variant's tags are the ones its family states in
//! its own wire file ([`WireFamily::TAG`] for JSON, [`WireFamily::INDEX`] for postcard). What
//! is written is what serde's derive writes for an externally tagged enum: a newtype variant
//! is `{"Tag": value}` in JSON and the varint index then the value in postcard; a unit variant
//! is `"Tag"` or the varint alone. `tests/wire_tags.rs` checks every tag against the table.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, Unexpected, Visitor};

use crate::rules::GameRules;

/// A game family on the wire: its tags in the enums over the families and the types it writes.
/// Each family implements it on its rules type in its own wire file (`wire/<family>.rs`).
///
/// The tags are a format: never change one. A new family takes the next free index.
pub trait WireFamily: GameRules {
    /// The JSON tag of the family's variant in every enum over the families (the options and
    /// actions of a save, a summary's family, a share code's actions).
    const TAG: &'static str;
    /// The postcard index of that variant: its position in those enums.
    const INDEX: u32;
    /// The options, as saves and share codes write them.
    type Options;
    /// An action, as saves write it.
    type Action;
    /// An action, as share codes write it (the same type as saves' unless the family's
    /// JSON leaves out what postcard must write).
    type ShareAction;
    /// Why the family's rules refuse options or actions read back (a board that breaks the
    /// rules' invariants, say), carried by `super::WireError::Refused`;
    /// [`std::convert::Infallible`] when they refuse nothing the wire can hold.
    type Refusal: Clone + fmt::Debug + PartialEq + Eq + fmt::Display;
}

/// Reads the identifier of a variant of an enum over the families: a JSON tag among `tags`
/// or a postcard index among `indices` (in the same order), and gives its index.
pub(crate) struct FamilyTag {
    pub tags: &'static [&'static str],
    pub indices: &'static [u32],
}

impl<'de> DeserializeSeed<'de> for FamilyTag {
    type Value = u32;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<u32, D::Error> {
        d.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for FamilyTag {
    type Value = u32;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a game family's tag")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<u32, E> {
        match self.indices.iter().find(|&&i| u64::from(i) == v) {
            Some(&i) => Ok(i),
            None => Err(E::invalid_value(
                Unexpected::Unsigned(v),
                &format!("one of the variant indices {:?}", self.indices).as_str(),
            )),
        }
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<u32, E> {
        match self.tags.iter().position(|&t| t == v) {
            Some(at) => Ok(self.indices[at]),
            None => Err(E::unknown_variant(v, self.tags)),
        }
    }

    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<u32, E> {
        match std::str::from_utf8(v) {
            Ok(v) => self.visit_str(v),
            Err(_) => Err(E::invalid_value(Unexpected::Bytes(v), &self)),
        }
    }
}

/// Writes `Serialize` and `Deserialize` for an enum over the families, each variant under its
/// family's [`WireFamily`] tags. `newtype`: each variant carries one value; `unit`: none.
macro_rules! family_serde {
    ($enum:ident, $kind:ident, $($variant:ident => $rules:ty),+) => {
        impl $enum {
            /// The JSON tags of the variants, in the list's order.
            const TAGS: &'static [&'static str] =
                &[$(<$rules as $crate::wire::dispatch::WireFamily>::TAG),+];
            /// Their postcard indices, in the same order.
            const INDICES: &'static [u32] =
                &[$(<$rules as $crate::wire::dispatch::WireFamily>::INDEX),+];
        }

        impl serde::Serialize for $enum {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match self {
                    $($crate::wire::dispatch::family_serde!(@pattern $kind $enum $variant value) => {
                        $crate::wire::dispatch::family_serde!(
                            @write $kind s $enum value
                            <$rules as $crate::wire::dispatch::WireFamily>::INDEX,
                            <$rules as $crate::wire::dispatch::WireFamily>::TAG
                        )
                    })+
                }
            }
        }

        impl<'de> serde::Deserialize<'de> for $enum {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$enum, D::Error> {
                struct Of;
                impl<'de> serde::de::Visitor<'de> for Of {
                    type Value = $enum;
                    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                        f.write_str(concat!("enum ", stringify!($enum)))
                    }
                    fn visit_enum<A: serde::de::EnumAccess<'de>>(
                        self,
                        data: A,
                    ) -> Result<$enum, A::Error> {
                        let seed = $crate::wire::dispatch::FamilyTag {
                            tags: $enum::TAGS,
                            indices: $enum::INDICES,
                        };
                        let (index, variant) = data.variant_seed(seed)?;
                        $(
                            if index == <$rules as $crate::wire::dispatch::WireFamily>::INDEX {
                                return $crate::wire::dispatch::family_serde!(
                                    @read $kind variant $enum $variant
                                );
                            }
                        )+
                        Err(serde::de::Error::custom("a family tag read but not listed"))
                    }
                }
                d.deserialize_enum(stringify!($enum), $enum::TAGS, Of)
            }
        }
    };
    (@pattern newtype $enum:ident $variant:ident $value:ident) => { $enum::$variant($value) };
    (@pattern unit $enum:ident $variant:ident $value:ident) => { $enum::$variant };
    (@write newtype $s:ident $enum:ident $value:ident $index:expr, $tag:expr) => {
        $s.serialize_newtype_variant(stringify!($enum), $index, $tag, $value)
    };
    (@write unit $s:ident $enum:ident $value:ident $index:expr, $tag:expr) => {
        $s.serialize_unit_variant(stringify!($enum), $index, $tag)
    };
    (@read newtype $access:ident $enum:ident $variant:ident) => {
        serde::de::VariantAccess::newtype_variant($access).map($enum::$variant)
    };
    (@read unit $access:ident $enum:ident $variant:ident) => {
        serde::de::VariantAccess::unit_variant($access).map(|()| $enum::$variant)
    };
}

pub(crate) use family_serde;

#[cfg(test)]
mod tests {
    use super::WireFamily;

    /// The tags the families state: distinct, and the indices 0, 1, 2… in the list's order,
    /// which is the order the session's enums follow.
    #[test]
    fn every_family_has_its_own_tags_in_list_order() {
        macro_rules! tags {
            ($($variant:ident => $module:ident :: $rules:ident),+ $(,)?) => {
                vec![$((
                    stringify!($variant),
                    <crate::rules::$module::$rules as WireFamily>::TAG,
                    <crate::rules::$module::$rules as WireFamily>::INDEX,
                )),+]
            };
        }
        let tags = crate::families::with_families!(tags);
        for (position, (variant, tag, index)) in tags.iter().enumerate() {
            assert_eq!(*index as usize, position, "{variant}'s postcard index");
            assert_eq!(
                tags.iter().filter(|(_, t, _)| t == tag).count(),
                1,
                "{variant}'s JSON tag {tag} is another family's too"
            );
        }
    }
}
