//! Why a family's rules refuse what a save or a share code holds: one variant per family of
//! the one list (`crate::families`), each holding that family's own typed error
//! ([`WireFamily::Refusal`]), so the wire's error names no family.

use std::fmt;

use super::dispatch::WireFamily;

/// Writes [`FamilyRefusal`] from the one list.
macro_rules! over_families {
    ($($variant:ident => $module:ident :: $rules_name:ident),+ $(,)?) => {
        /// A family's refusal of what was read, in the family's own error.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum FamilyRefusal {
            $($variant(<crate::rules::$module::$rules_name as WireFamily>::Refusal)),+
        }

        /// The family's own English, for logs and tests.
        impl fmt::Display for FamilyRefusal {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    $(FamilyRefusal::$variant(e) => e.fmt(f)),+
                }
            }
        }
    };
}

crate::families::with_families!(over_families);
