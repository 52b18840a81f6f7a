//! The tags of the stored and shared formats, against the committed table
//! `tests/golden/wire_tags.txt`.
//!
//! One sample of every variant of every enum of `tablemate::wire` is written with postcard
//! and with serde_json, and the table keeps, per variant: its postcard index (the leading
//! varint), its JSON tag and the JSON keys of what it carries; per struct, its JSON keys in
//! order (which is also its postcard field order). A renamed, reordered or removed variant or
//! field changes a line, and the test fails: that change would break every save or share code
//! written before it. Appending a variant adds a line: copy it into the table.
//!
//! Exhaustiveness: each enum's samples are listed next to a `match` over the same patterns,
//! so a new variant in `wire` does not compile here until it has a sample, and each sample is
//! checked to be the variant of its own arm.

use std::fmt::{self, Debug};
use std::fs;
use std::path::Path;

use chrono::{TimeZone, Utc};
use serde::de::{self, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};
use tablemate::wire::{carcassonne, catan, common, jamaica, save, scorepad, share};

const TABLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/wire_tags.txt");

// ---- reading what serde wrote --------------------------------------------------------------

/// The outline of a JSON value: the keys of an object in the order written, the length of
/// an array, or the kind of a scalar.
enum Shape {
    Str(String),
    Object(Vec<(String, Shape)>),
    Array(usize),
    Scalar(&'static str),
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Str(_) => f.write_str("string"),
            Shape::Object(entries) => {
                let keys: Vec<&str> = entries.iter().map(|(k, _)| k.as_str()).collect();
                write!(f, "{{{}}}", keys.join(","))
            }
            Shape::Array(n) => write!(f, "[{n}]"),
            Shape::Scalar(kind) => f.write_str(kind),
        }
    }
}

impl<'de> Deserialize<'de> for Shape {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Shape, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Shape;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Shape, E> {
                Ok(Shape::Str(s.to_string()))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Shape, E> {
                Ok(Shape::Scalar("bool"))
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Shape, E> {
                Ok(Shape::Scalar("number"))
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<Shape, E> {
                Ok(Shape::Scalar("number"))
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Shape, E> {
                Ok(Shape::Scalar("number"))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Shape, E> {
                Ok(Shape::Scalar("null"))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Shape, A::Error> {
                let mut n = 0;
                while seq.next_element::<IgnoredAny>()?.is_some() {
                    n += 1;
                }
                Ok(Shape::Array(n))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Shape, A::Error> {
                let mut entries = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    entries.push((key, map.next_value::<Shape>()?));
                }
                Ok(Shape::Object(entries))
            }
        }
        d.deserialize_any(V)
    }
}

fn json_shape(value: &impl Serialize) -> Shape {
    let text = serde_json::to_string(value).expect("serialises to JSON");
    serde_json::from_str(&text).expect("reads back as JSON")
}

/// The postcard varint at the start of `bytes`: an enum's variant index.
fn leading_varint(bytes: &[u8]) -> u64 {
    let mut value = 0u64;
    for (i, b) in bytes.iter().enumerate() {
        value |= u64::from(b & 0x7F) << (7 * i);
        if b & 0x80 == 0 {
            return value;
        }
    }
    panic!("no varint in {bytes:?}")
}

/// The variant's name as the code spells it, from its `Debug` form.
fn variant_name(value: &impl Debug) -> String {
    format!("{value:?}")
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// The sample's postcard bytes in hex: a field whose type changes (a `u8` become a `u16`
/// writes 200 in two bytes, not one) changes them even where the JSON shape stays the same.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// One line per variant: type, postcard index, variant, JSON tag, JSON payload, and the
/// sample's postcard bytes.
fn enum_line<T: Serialize + Debug>(ty: &str, value: &T) -> (String, u64) {
    let bytes = postcard::to_allocvec(value).expect("serialises to postcard");
    let index = leading_varint(&bytes);
    let (tag, payload) = match json_shape(value) {
        Shape::Str(tag) => (tag, "-".to_string()),
        Shape::Object(mut entries) if entries.len() == 1 => {
            let (tag, payload) = entries.remove(0);
            (tag, payload.to_string())
        }
        other => panic!("{ty}: {value:?} is not an externally tagged variant ({other})"),
    };
    let line = format!(
        "{ty} {index} {} {tag:?} {payload} {}",
        variant_name(value),
        hex(&bytes)
    );
    (line, index)
}

/// One line per struct: type, the JSON shape (keys in order, as postcard writes them), and
/// the sample's postcard bytes.
fn struct_line<T: Serialize>(ty: &str, value: &T) -> String {
    let bytes = postcard::to_allocvec(value).expect("serialises to postcard");
    format!("{ty} struct {} {}", json_shape(value), hex(&bytes))
}

// ---- the samples ---------------------------------------------------------------------------

struct Table {
    lines: Vec<String>,
    problems: Vec<String>,
}

impl Table {
    fn variants<T: Serialize + Debug>(&mut self, ty: &str, samples: &[T]) {
        for (position, sample) in samples.iter().enumerate() {
            let (line, index) = enum_line(ty, sample);
            if index != position as u64 {
                self.problems.push(format!(
                    "{ty}: sample {position} ({sample:?}) has postcard index {index}. The \
                     samples follow the declaration order, one per variant; if the variants \
                     were reordered, that changes every share code"
                ));
            }
            self.lines.push(line);
        }
    }

    fn structure<T: Serialize>(&mut self, ty: &str, sample: &T) {
        self.lines.push(struct_line(ty, sample));
    }
}

/// Lists one sample per variant of an enum, in declaration order, beside a `match` over the
/// same patterns: a new variant fails to compile here, and a sample under the wrong arm
/// fails the test.
macro_rules! variants {
    ($table:expr, $name:literal, $ty:ty { $($pat:pat => $sample:expr),+ $(,)? }) => {{
        fn exhaustive(value: &$ty) {
            match value {
                $($pat => {})+
            }
        }
        let samples: Vec<$ty> = vec![$($sample),+];
        samples.iter().for_each(exhaustive);
        let mut each = samples.iter();
        $(
            let sample = each.next().expect("one sample per arm");
            assert!(
                matches!(sample, $pat),
                "{}: the sample {:?} is not the variant of its arm `{}`",
                $name,
                sample,
                stringify!($pat)
            );
        )+
        $table.variants($name, &samples);
    }};
}

fn roll() -> common::Roll {
    common::Roll { a: 3, b: 4 }
}

fn players() -> Vec<common::Player> {
    vec![common::Player {
        name: "Lan".into(),
        colour: common::PlayerColour::Green,
    }]
}

fn scorepad_options() -> scorepad::Options {
    scorepad::Options {
        rounds: true,
        target: Some(50),
        winner: scorepad::Winner::Highest,
        dice: common::DiceMode::Deck,
    }
}

fn catan_options() -> catan::Options {
    catan::Options {
        variant: catan::Variant::Base,
        target: Some(10),
        dice: common::DiceMode::Random,
    }
}

fn jamaica_track() -> jamaica::Track {
    jamaica::Track {
        red: -5,
        finish: 15,
        spaces: vec![jamaica::Space(
            jamaica::SpaceKind::PortRoyal,
            None,
            15,
            vec![1],
        )],
    }
}

fn jamaica_options() -> jamaica::Options {
    jamaica::Options {
        track: jamaica_track(),
        ghost: true,
        crew: true,
        first_captain: 1,
    }
}

fn carcassonne_options() -> carcassonne::Options {
    carcassonne::Options {
        tower: true,
        count: true,
        king_robber: true,
    }
}

fn combat_roll() -> jamaica::CombatRoll {
    jamaica::CombatRoll {
        face: jamaica::CombatFace::Number(6),
        powder: 2,
        bonus: 1,
    }
}

fn declaration() -> jamaica::Declaration {
    jamaica::Declaration {
        gold: 12,
        treasures: vec![jamaica::Treasure::Plus5],
        crew: vec![jamaica::CrewAboard {
            crew: jamaica::Crew::King,
            points: 3,
        }],
    }
}

fn feature() -> carcassonne::Feature {
    carcassonne::Feature::City {
        tiles: 4,
        pennants: 1,
        completed: true,
    }
}

fn capture() -> carcassonne::Capture {
    carcassonne::Capture {
        owner: 1,
        from: carcassonne::CaptureFrom::TowerTop(2),
    }
}

/// Every vector filled, so the JSON shows every key.
fn score_entry() -> carcassonne::ScoreEntry {
    carcassonne::ScoreEntry {
        feature: feature(),
        scorers: carcassonne::PlayerSet(3),
        returned: vec![1, 1],
        from_district: vec![0, 1],
    }
}

fn log_entry() -> common::LogEntry {
    common::LogEntry {
        at: Utc.timestamp_opt(1_790_000_060, 0).unwrap(),
        action: common::Action::ScorePad(scorepad::Action::NextRound),
        by: None,
    }
}

/// An entry a live table's host accepted from a phone (save version 4).
fn sent_entry() -> common::LogEntry {
    common::LogEntry {
        by: Some(common::Sender::Player(2)),
        ..log_entry()
    }
}

fn setup() -> common::Setup {
    common::Setup {
        options: common::GameOptions::ScorePad(scorepad_options()),
        players: players(),
        created: Utc.timestamp_opt(1_790_000_000, 0).unwrap(),
        rules: 1,
    }
}

fn common_table(t: &mut Table) {
    use common::PlayerColour as C;
    variants!(t, "common::PlayerColour", C {
        C::Red => C::Red,
        C::Blue => C::Blue,
        C::White => C::White,
        C::Orange => C::Orange,
        C::Green => C::Green,
        C::Yellow => C::Yellow,
        C::Black => C::Black,
        C::Purple => C::Purple,
        C::Brown => C::Brown,
        C::Pink => C::Pink,
    });
    variants!(t, "common::DiceMode", common::DiceMode {
        common::DiceMode::Random => common::DiceMode::Random,
        common::DiceMode::Deck => common::DiceMode::Deck,
    });
    use common::GameOptions as O;
    variants!(t, "common::GameOptions", O {
        O::ScorePad(_) => O::ScorePad(scorepad_options()),
        O::Carcassonne(_) => O::Carcassonne(carcassonne_options()),
        O::Catan(_) => O::Catan(catan_options()),
        O::Jamaica(_) => O::Jamaica(jamaica_options()),
    });
    use common::Action as A;
    variants!(t, "common::Action", A {
        A::ScorePad(_) => A::ScorePad(scorepad::Action::Finish),
        A::Carcassonne(_) => A::Carcassonne(carcassonne::Action::EndTurn),
        A::Catan(_) => A::Catan(catan::Action::EndTurn),
        A::Jamaica(_) => A::Jamaica(jamaica::Action::Pay),
    });
    t.structure("common::Player", &players()[0]);
    t.structure("common::Roll", &roll());
    t.structure("common::Setup", &setup());
    t.structure(
        "common::Setup (rules revision 2)",
        &common::Setup {
            rules: 2,
            ..setup()
        },
    );
    t.structure("common::LogEntry", &log_entry());
    t.structure("common::LogEntry (sent from a phone)", &sent_entry());
    use common::Sender as By;
    variants!(t, "common::Sender", By {
        By::Player(_) => By::Player(2),
        By::Table => By::Table,
        By::Host => By::Host,
    });
}

fn scorepad_table(t: &mut Table) {
    use scorepad::Winner as W;
    variants!(t, "scorepad::Winner", W {
        W::Highest => W::Highest,
        W::Lowest => W::Lowest,
    });
    use scorepad::Action as A;
    variants!(t, "scorepad::Action", A {
        A::Score { .. } => A::Score { player: 1, points: 5 },
        A::NextRound => A::NextRound,
        A::Finish => A::Finish,
        A::Roll(_) => A::Roll(roll()),
        A::Correct { .. } => A::Correct { round: 2, player: 1, points: -7 },
    });
    t.structure("scorepad::Options", &scorepad_options());
}

fn catan_table(t: &mut Table) {
    use catan::Variant as V;
    variants!(t, "catan::Variant", V {
        V::Base => V::Base,
        V::Duel(_) => V::Duel(catan::DuelOptions {
            coins: true,
            friendly_robber: false,
            robber_protection: true,
        }),
        V::Rivers(_) => V::Rivers(catan::RiversOptions {
            harbormaster: true,
            full_tie: catan::PoorFullTie::NobodyPoor,
        }),
        V::Seafarers(_) => V::Seafarers(catan::Scenario::ForgottenTribe),
    });
    use catan::PoorFullTie as P;
    variants!(t, "catan::PoorFullTie", P {
        P::EveryonePoor => P::EveryonePoor,
        P::NobodyPoor => P::NobodyPoor,
    });
    use catan::Scenario as S;
    variants!(t, "catan::Scenario", S {
        S::ThroughTheDesert(_) => S::ThroughTheDesert(catan::DesertEdition::Later),
        S::ForgottenTribe => S::ForgottenTribe,
        S::ClothForCatan(_) => S::ClothForCatan(catan::ClothOptions {
            villages: [3, 4, 5, 6, 8, 9, 10, 11],
        }),
        S::PirateIslands(_) => S::PirateIslands(catan::PirateOptions { loop_len: 12 }),
    });
    use catan::DesertEdition as E;
    variants!(t, "catan::DesertEdition", E {
        E::Seed => E::Seed,
        E::Later => E::Later,
    });
    use catan::Piece as Pc;
    variants!(t, "catan::Piece", Pc {
        Pc::Road => Pc::Road,
        Pc::Settlement => Pc::Settlement,
        Pc::City => Pc::City,
        Pc::Ship => Pc::Ship,
        Pc::Bridge => Pc::Bridge,
    });
    use catan::Spot as Sp;
    variants!(t, "catan::Spot", Sp {
        Sp::Land => Sp::Land,
        Sp::River => Sp::River,
        Sp::Foreign(_) => Sp::Foreign(2),
    });
    use catan::CoinSpend as Co;
    variants!(t, "catan::CoinSpend", Co {
        Co::ForcedTrade { .. } => Co::ForcedTrade { opponent_cards: 5 },
        Co::RobberToDesert => Co::RobberToDesert,
        Co::Exchange => Co::Exchange,
    });
    use catan::Action as A;
    variants!(t, "catan::Action", A {
        A::Roll(_) => A::Roll(roll()),
        A::EndTurn => A::EndTurn,
        A::Build { .. } => A::Build { piece: Pc::City, spot: Sp::River },
        A::SetRoadLength { .. } => A::SetRoadLength { player: 1, length: 6 },
        A::PlayKnight => A::PlayKnight,
        A::DrawVpCard => A::DrawVpCard,
        A::MoveRobber { .. } => A::MoveRobber { hits: 0b101, desert: false },
        A::MovePirate { .. } => A::MovePirate { cloth_from: Some(2) },
        A::SpendCoins(_) => A::SpendCoins(Co::Exchange),
        A::DiscardKnight => A::DiscardKnight,
        A::BuyWithGold => A::BuyWithGold,
        A::GiveGold { .. } => A::GiveGold { from: 0, to: 1, amount: 2 },
        A::TakeTribeChit => A::TakeTribeChit,
        A::TakeGiftCard => A::TakeGiftCard,
        A::CaptureHarbor => A::CaptureHarbor,
        A::PlaceHarbor => A::PlaceHarbor,
        A::ConnectVillage { .. } => A::ConnectVillage { village: 3 },
        A::SetFleetStop { .. } => A::SetFleetStop { stop: 4, players: 0b11 },
        A::ReachFortress(_) => A::ReachFortress(true),
        A::AttackFortress { .. } => A::AttackFortress { die: 5 },
        A::WarshipFromVpCard => A::WarshipFromVpCard,
        A::TableRoll(_) => A::TableRoll(roll()),
    });
    t.structure("catan::Options", &catan_options());
    t.structure(
        "catan::DuelOptions",
        &catan::DuelOptions {
            coins: true,
            friendly_robber: true,
            robber_protection: false,
        },
    );
    t.structure(
        "catan::RiversOptions",
        &catan::RiversOptions {
            harbormaster: false,
            full_tie: P::EveryonePoor,
        },
    );
    t.structure(
        "catan::ClothOptions",
        &catan::ClothOptions {
            villages: [3, 4, 5, 6, 8, 9, 10, 11],
        },
    );
    t.structure(
        "catan::PirateOptions",
        &catan::PirateOptions { loop_len: 12 },
    );
}

fn jamaica_table(t: &mut Table) {
    use jamaica::SpaceKind as K;
    variants!(t, "jamaica::SpaceKind", K {
        K::PortRoyal => K::PortRoyal,
        K::Sea => K::Sea,
        K::Port => K::Port,
        K::Lair => K::Lair,
    });
    use jamaica::Dir as D;
    variants!(t, "jamaica::Dir", D {
        D::Forward => D::Forward,
        D::Backward => D::Backward,
    });
    use jamaica::Good as G;
    variants!(t, "jamaica::Good", G {
        G::Food => G::Food,
        G::Gold => G::Gold,
        G::Gunpowder => G::Gunpowder,
    });
    use jamaica::Ship as Sh;
    variants!(t, "jamaica::Ship", Sh {
        Sh::Player(_) => Sh::Player(2),
        Sh::Ghost => Sh::Ghost,
    });
    use jamaica::CombatFace as F;
    variants!(t, "jamaica::CombatFace", F {
        F::Number(_) => F::Number(8),
        F::Star => F::Star,
    });
    use jamaica::Spoils as S;
    variants!(t, "jamaica::Spoils", S {
        S::Nothing => S::Nothing,
        S::GhostTakesGold { .. } => S::GhostTakesGold { amount: 3 },
        S::GhostTakesGoods => S::GhostTakesGoods,
        S::GhostTakesTreasure => S::GhostTakesTreasure,
        S::TakeGhostHold { .. } => S::TakeGhostHold { hold: 1 },
        S::TakeGhostTreasure => S::TakeGhostTreasure,
        S::GiveGhostTreasure => S::GiveGhostTreasure,
    });
    use jamaica::Crew as C;
    variants!(t, "jamaica::Crew", C {
        C::SirBeth => C::SirBeth,
        C::Saran => C::Saran,
        C::Buccaneer => C::Buccaneer,
        C::Strategist => C::Strategist,
        C::Shipowner => C::Shipowner,
        C::NoseyParker => C::NoseyParker,
        C::King => C::King,
        C::Bishop => C::Bishop,
        C::Cartographer => C::Cartographer,
        C::OldSeadog => C::OldSeadog,
        C::Anchoree => C::Anchoree,
        C::Seafarer => C::Seafarer,
        C::VenetianMerchant => C::VenetianMerchant,
        C::PrussianMerchant => C::PrussianMerchant,
        C::HelvetianMerchant => C::HelvetianMerchant,
        C::Cooper => C::Cooper,
        C::Calypso => C::Calypso,
        C::Witch => C::Witch,
        C::Oracle => C::Oracle,
        C::LookOut => C::LookOut,
    });
    use jamaica::Treasure as T;
    variants!(t, "jamaica::Treasure", T {
        T::MorgansMap => T::MorgansMap,
        T::SaransSabre => T::SaransSabre,
        T::LadyBeth => T::LadyBeth,
        T::SixthHold => T::SixthHold,
        T::Plus3 => T::Plus3,
        T::Plus5 => T::Plus5,
        T::Plus7 => T::Plus7,
        T::Minus2 => T::Minus2,
        T::Minus3 => T::Minus3,
        T::Minus4 => T::Minus4,
        T::Chest(_) => T::Chest(5),
        T::CursedPuppet(_) => T::CursedPuppet(-3),
        T::Youkounkoun => T::Youkounkoun,
    });
    use jamaica::Action as A;
    variants!(t, "jamaica::Action", A {
        A::Dice { .. } => A::Dice { day: 2, night: 5 },
        A::Move { .. } => A::Move { dir: D::Forward, branches: vec![13], adjust: -1 },
        A::Load { .. } => A::Load { good: G::Gunpowder },
        A::Pass => A::Pass,
        A::Pay => A::Pay,
        A::CouldNotPay { .. } => A::CouldNotPay { food: 1, gold: 0 },
        A::FallBack { .. } => A::FallBack { space: 7 },
        A::Fight { .. } => A::Fight {
            opponent: Sh::Ghost,
            attacker: combat_roll(),
            defender: Some(combat_roll()),
        },
        A::Spoils(_) => A::Spoils(S::TakeGhostTreasure),
        A::GhostMove { .. } => A::GhostMove { dir: D::Backward, branches: vec![] },
        A::Recruit { .. } => A::Recruit { bottle_to: 3, slot: 4, crew: C::Witch },
        A::SkipRecruit => A::SkipRecruit,
        A::Declare { .. } => A::Declare { player: 1, declaration: declaration() },
        A::Calypso { .. } => A::Calypso { player: 0 },
        A::WitchSwap => A::WitchSwap,
        A::LookOut { .. } => A::LookOut { lair: 9 },
        A::Buccaneer { .. } => A::Buccaneer {
            target: Sh::Ghost,
            attacker: combat_roll(),
            defender: Some(combat_roll()),
            hold: Some(2),
        },
        A::CouldNotPayWith { .. } => A::CouldNotPayWith { food: 1, gold: 0, gunpowder: 4 },
        A::SkipLookOut => A::SkipLookOut,
        A::PayWith { .. } => A::PayWith { food: 1, gold: 2 },
    });
    t.structure("jamaica::Options", &jamaica_options());
    t.structure("jamaica::Track", &jamaica_track());
    t.structure("jamaica::Space", &jamaica_track().spaces[0]);
    t.structure("jamaica::CombatRoll", &combat_roll());
    t.structure("jamaica::CrewAboard", &declaration().crew[0]);
    t.structure("jamaica::Declaration", &declaration());
}

fn carcassonne_table(t: &mut Table) {
    use carcassonne::Feature as F;
    variants!(t, "carcassonne::Feature", F {
        F::City { .. } => feature(),
        F::Road { .. } => F::Road { tiles: 3, completed: false },
        F::Monastery { .. } => F::Monastery { tiles: 9 },
        F::Farm { .. } => F::Farm { cities: 2, carcassonne: true },
    });
    use carcassonne::District as D;
    variants!(t, "carcassonne::District", D {
        D::Castle => D::Castle,
        D::Market => D::Market,
        D::Blacksmith => D::Blacksmith,
        D::Cathedral => D::Cathedral,
    });
    use carcassonne::CaptureFrom as C;
    variants!(t, "carcassonne::CaptureFrom", C {
        C::Feature => C::Feature,
        C::TowerTop(_) => C::TowerTop(1),
    });
    use carcassonne::Action as A;
    variants!(t, "carcassonne::Action", A {
        A::PlaceMeeple => A::PlaceMeeple,
        A::AddFloor { .. } => A::AddFloor { tower: Some(1), capture: Some(capture()) },
        A::CloseTower { .. } => A::CloseTower { tower: 2 },
        A::Ransom { .. } => A::Ransom { captor: 1 },
        A::Score(_) => A::Score(score_entry()),
        A::EnterCity { .. } => A::EnterCity { district: D::Market, count_to: Some(D::Castle) },
        A::Adjust { .. } => A::Adjust { player: 2, points: -4 },
        A::Redraw => A::Redraw,
        A::SetTilesLeft { .. } => A::SetTilesLeft { tiles: 40 },
        A::EndTurn => A::EndTurn,
        A::FinishGame => A::FinishGame,
    });
    use carcassonne::ShareAction as S;
    variants!(t, "carcassonne::ShareAction", S {
        S::PlaceMeeple => S::PlaceMeeple,
        S::AddFloor { .. } => S::AddFloor { tower: None, capture: Some(capture()) },
        S::CloseTower { .. } => S::CloseTower { tower: 2 },
        S::Ransom { .. } => S::Ransom { captor: 1 },
        S::Score(_) => S::Score(carcassonne::ShareScoreEntry {
            feature: feature(),
            scorers: carcassonne::PlayerSet(1),
            returned: vec![],
            from_district: vec![],
        }),
        S::EnterCity { .. } => S::EnterCity { district: D::Cathedral, count_to: None },
        S::Adjust { .. } => S::Adjust { player: 2, points: 7 },
        S::Redraw => S::Redraw,
        S::SetTilesLeft { .. } => S::SetTilesLeft { tiles: 40 },
        S::EndTurn => S::EndTurn,
        S::FinishGame => S::FinishGame,
    });
    t.structure("carcassonne::Options", &carcassonne_options());
    t.structure("carcassonne::PlayerSet", &carcassonne::PlayerSet(5));
    t.structure("carcassonne::Capture", &capture());
    t.structure("carcassonne::ScoreEntry", &score_entry());
}

fn save_table(t: &mut Table) {
    let game = save::SavedGameV1 {
        id: "g1".into(),
        name: "Friday".into(),
        setup: setup(),
        log: vec![log_entry()],
        cursor: 1,
    };
    let envelope = save::SaveEnvelopeV1 {
        format: "tablemate-save".into(),
        version: 1,
        created: Utc.timestamp_opt(1_790_000_000, 0).unwrap(),
        updated: Utc.timestamp_opt(1_790_000_060, 0).unwrap(),
        game: game.clone(),
    };
    t.structure("save::SaveEnvelopeV1", &envelope);
    t.structure("save::SavedGameV1", &game);
    use save::Family as F;
    variants!(t, "save::Family", F {
        F::ScorePad => F::ScorePad,
        F::Carcassonne => F::Carcassonne,
        F::Catan => F::Catan,
        F::Jamaica => F::Jamaica,
    });
    let summary = save::SummaryV2 {
        family: F::Catan,
        players: players(),
        updated: Utc.timestamp_opt(1_790_000_060, 0).unwrap(),
        actions: 1,
        scores: vec![3, 2],
        winners: Some(vec![0]),
    };
    t.structure("save::SummaryV2", &summary);
    t.structure(
        "save::SaveEnvelopeV2",
        &save::SaveEnvelopeV2 {
            format: "tablemate-save".into(),
            version: 2,
            created: envelope.created,
            updated: envelope.updated,
            game: game.clone(),
            summary: summary.clone(),
        },
    );
    let head = save::HeadGameV2 {
        id: game.id.clone(),
        name: game.name.clone(),
        setup: game.setup.clone(),
        cursor: 1,
        length: 1,
        // Written only when true: the sample shows the key.
        results_only: true,
    };
    t.structure(
        "save::HeadV2",
        &save::HeadV2 {
            format: "tablemate-save".into(),
            version: 2,
            created: envelope.created,
            updated: envelope.updated,
            game: head.clone(),
            summary,
        },
    );
    t.structure("save::HeadGameV2", &head);
}

fn share_table(t: &mut Table) {
    use share::ShareOptions as O;
    variants!(t, "share::ShareOptions", O {
        O::Plain(_) => O::Plain(common::GameOptions::Catan(catan_options())),
        O::JamaicaShippedTrack { .. } => O::JamaicaShippedTrack {
            ghost: false,
            crew: true,
            first_captain: 2,
        },
    });
    use share::ShareAction as A;
    variants!(t, "share::ShareAction", A {
        A::ScorePad(_) => A::ScorePad(scorepad::Action::NextRound),
        A::Carcassonne(_) => A::Carcassonne(carcassonne::ShareAction::Redraw),
        A::Catan(_) => A::Catan(catan::Action::PlayKnight),
        A::Jamaica(_) => A::Jamaica(jamaica::Action::Pass),
    });
    let game = share::ShareGame {
        name: "Friday".into(),
        options: O::Plain(common::GameOptions::ScorePad(scorepad_options())),
        players: players(),
        created: 1_790_000_000,
        cursor: 1,
        times: vec![4],
        actions: vec![A::ScorePad(scorepad::Action::Finish)],
        rules: 2,
        senders: vec![Some(common::Sender::Table)],
    };
    // Format 1's game keeps the line it was committed under; formats 2 and 3 have their own.
    t.structure("share::ShareGame (format 3)", &game);
    let share::ShareGame {
        name,
        options,
        players,
        created,
        cursor,
        times,
        actions,
        rules,
        senders: _,
    } = game;
    let game = share::ShareGameV2 {
        name,
        options,
        players,
        created,
        cursor,
        times,
        actions,
        rules,
    };
    t.structure("share::ShareGame (format 2)", &game);
    let share::ShareGameV2 {
        name,
        options,
        players,
        created,
        cursor,
        times,
        actions,
        rules: _,
    } = game;
    t.structure(
        "share::ShareGame",
        &share::ShareGameV1 {
            name,
            options,
            players,
            created,
            cursor,
            times,
            actions,
        },
    );
}

fn table() -> Table {
    let mut t = Table {
        lines: Vec::new(),
        problems: Vec::new(),
    };
    common_table(&mut t);
    scorepad_table(&mut t);
    catan_table(&mut t);
    jamaica_table(&mut t);
    carcassonne_table(&mut t);
    save_table(&mut t);
    share_table(&mut t);
    t
}

// ---- the comparison ------------------------------------------------------------------------

const HEADER: &str = "\
# The tags of the save (JSON) and share-code (postcard) formats: tests/wire_tags.rs checks
# that src/wire writes exactly this. Never edit, delete or reorder a line: that would change
# saves or share codes already written. A variant appended to an enum adds one line, after
# that enum's last.
#
# enum lines:   <type> <postcard index> <variant> <JSON tag> <what the sample carries, in JSON:
#               {keys in order} | [array length] | string | number | bool | - for nothing>
#               <the sample's postcard bytes, in hex>
# struct lines: <type> struct <JSON shape: {keys in order, which is also the postcard order}>
#               <the sample's postcard bytes, in hex>
";

#[test]
fn every_wire_tag_is_the_committed_one() {
    let t = table();

    let actual = format!("{HEADER}{}\n", t.lines.join("\n"));
    let written = Path::new(env!("CARGO_TARGET_TMPDIR")).join("wire_tags.txt");
    fs::write(&written, &actual).expect("the target directory is writable");

    let committed = fs::read_to_string(TABLE).unwrap_or_default();
    let expected: Vec<&str> = committed
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    let code: Vec<&str> = t.lines.iter().map(String::as_str).collect();
    if expected == code && t.problems.is_empty() {
        return;
    }
    let missing: Vec<&str> = expected
        .iter()
        .copied()
        .filter(|l| !code.contains(l))
        .collect();
    let new: Vec<&str> = code
        .iter()
        .copied()
        .filter(|l| !expected.contains(l))
        .collect();
    let mut report = String::from("The wire tags differ from tests/golden/wire_tags.txt.\n");
    if !missing.is_empty() {
        report += "\nIn the table but not in the code (a variant or field was renamed, \
                   reordered or removed: saves or share codes already written would break):\n";
        for l in &missing {
            report += &format!("  - {l}\n");
        }
    }
    if !new.is_empty() {
        report += "\nIn the code but not in the table (if a variant was appended to its enum, \
                   add this line after that enum's last):\n";
        for l in &new {
            report += &format!("  + {l}\n");
        }
    }
    if missing.is_empty() && new.is_empty() && expected != code {
        let at = expected
            .iter()
            .zip(&code)
            .position(|(a, b)| a != b)
            .unwrap_or(expected.len().min(code.len()));
        report += &format!(
            "\nThe same lines in another order, or repeated; first difference at line {}:\n  \
             table: {}\n  code:  {}\n",
            at + 1,
            expected.get(at).unwrap_or(&"(end)"),
            code.get(at).unwrap_or(&"(end)"),
        );
    }
    if !t.problems.is_empty() {
        report += &format!("\n{}\n", t.problems.join("\n"));
    }
    report += &format!("\nThe table this build writes is in {}.", written.display());
    panic!("{report}");
}

/// The samples above are the wire's own types: check that each reads back as itself from
/// both formats, so the table describes values the formats can carry.
#[test]
fn every_sample_round_trips_through_both_formats() {
    fn both<T>(value: &T)
    where
        T: Serialize + for<'de> Deserialize<'de> + PartialEq + Debug,
    {
        let json = serde_json::to_string(value).unwrap();
        assert_eq!(&serde_json::from_str::<T>(&json).unwrap(), value, "{json}");
        let bytes = postcard::to_allocvec(value).unwrap();
        assert_eq!(
            &postcard::from_bytes::<T>(&bytes).unwrap(),
            value,
            "{bytes:?}"
        );
    }
    // A setup is only ever JSON (a share code writes its fields in `ShareGame`), and it leaves
    // out a revision of 1, which postcard could not read back.
    for setup in [
        setup(),
        common::Setup {
            rules: 2,
            ..setup()
        },
    ] {
        let json = serde_json::to_string(&setup).unwrap();
        assert_eq!(serde_json::from_str::<common::Setup>(&json).unwrap(), setup);
    }
    // An entry of no live table leaves its sender out, which postcard could not read back
    // either: only JSON writes an entry.
    let json = serde_json::to_string(&log_entry()).unwrap();
    assert_eq!(
        serde_json::from_str::<common::LogEntry>(&json).unwrap(),
        log_entry()
    );
    both(&sent_entry());
    both(&common::Sender::Host);
    both(&jamaica_options());
    both(&carcassonne::Action::Score(score_entry()));
    both(&jamaica::Action::Declare {
        player: 1,
        declaration: declaration(),
    });
    both(&share::ShareOptions::Plain(common::GameOptions::Jamaica(
        jamaica_options(),
    )));
}
