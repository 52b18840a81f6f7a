//! The words of the Catan screens, one table per language (see [`super::Texts`]).

use crate::rules::catan::seafarers::checklist::SetupNote;

fn setup_note_en(note: SetupNote) -> &'static str {
    match note {
        SetupNote::DesertFirstSettlements => {
            "The first two settlements go on the large part of the main island."
        }
        SetupNote::DesertRobberAndPirate => "The robber on a desert, the pirate on the marked sea hex.",
        SetupNote::NoRedNumberOnGold => "No 6 or 8 on a gold field when you lay the board out.",
        SetupNote::TribeChitsAndHarbors => {
            "Catan chits on the marked coast edges, harbor tokens on the marked spots."
        }
        SetupNote::TribeDevelopmentCards => {
            "4 development cards from the top of the deck, face down, on the marked edges."
        }
        SetupNote::TribeNoNumbers => "The small islands get no number tokens.",
        SetupNote::ClothVillages => {
            "Two number tokens on each of the 4 small islands mark the 8 villages."
        }
        SetupNote::ClothSupply => "5 cloth beside each village, the other 10 as the general supply.",
        SetupNote::ClothRobber => "The robber on the fields hex with the 12.",
        SetupNote::PiratesFixedMap => "A fixed map: only the harbors may change.",
        SetupNote::PiratesFirstPieces => {
            "Each player's first settlement and ship on the east island, as printed."
        }
        SetupNote::PiratesFortressesAndFleet => {
            "3 chits under each fortress. No robber; the pirate fleet on its marked hex."
        }
        SetupNote::PiratesVpCards => {
            "With 3 players, leave white out and the VP cards out of the deck; with 4, they stay and are used like knights."
        }
    }
}

pub struct CatanTexts {
    /// A refused action, in this language (English is the rules module's own `Display`).
    pub refusal: fn(&crate::rules::catan::Refusal) -> String,

    /// The line under the game's name in the list of games.
    pub blurb: &'static str,

    // Options form
    pub variant: &'static str,
    pub variant_base: &'static str,
    pub variant_duel: &'static str,
    pub variant_rivers: &'static str,
    pub variant_seafarers: &'static str,
    pub variant_hint: fn(usize, usize) -> String,
    pub scenario: &'static str,
    pub scenario_name: fn(u8) -> &'static str,
    pub coins_on: &'static str,
    pub coins_hint: &'static str,
    pub friendly_robber: &'static str,
    pub friendly_robber_hint: &'static str,
    pub robber_protection: &'static str,
    pub robber_protection_hint: &'static str,
    pub harbormaster: &'static str,
    pub harbormaster_hint: &'static str,
    pub full_tie: &'static str,
    pub full_tie_everyone: &'static str,
    pub full_tie_nobody: &'static str,
    pub full_tie_hint: &'static str,
    pub edition: &'static str,
    pub edition_seed: &'static str,
    pub edition_later: &'static str,
    pub village_numbers: &'static str,
    pub village_numbers_hint: &'static str,
    pub village: fn(usize) -> String,
    pub loop_len: &'static str,
    pub loop_len_hint: &'static str,
    pub target: &'static str,
    pub target_range: fn(u8, u8) -> String,
    pub fewer: &'static str,
    pub more: &'static str,

    // Turn bar and set-up
    pub turn_of: fn(&str, u16) -> String,
    pub setup_step: fn(usize, usize) -> String,
    pub setup_order: &'static str,
    pub places_settlement: fn(&str) -> String,
    pub places_road: fn(&str) -> String,
    pub phase_roll: &'static str,
    pub phase_robber: &'static str,
    /// The score sheet's line beside the turn order's rule.
    pub turn_order: &'static str,
    pub phase_build: &'static str,
    pub now_marker: &'static str,

    // Dice
    pub roll: &'static str,
    pub typed_roll: &'static str,
    pub die_a: &'static str,
    pub die_b: &'static str,
    pub enter_roll: &'static str,

    // Building and turn actions
    pub build: &'static str,
    pub piece_name: fn(crate::rules::catan::Piece) -> &'static str,
    pub left: fn(u8) -> String,
    pub on_river: &'static str,
    pub bridge_cost: &'static str,
    pub foreign_area: fn(u8) -> String,
    pub foreign_hint: &'static str,
    pub play_knight: &'static str,
    pub draw_vp_card: &'static str,
    pub end_turn: &'static str,

    // Score sheet
    pub scoreboard: &'static str,
    pub public_vp: &'static str,
    pub total_vp: fn(i16, i16) -> String,
    pub reveal: fn(&str) -> String,
    pub hide: &'static str,
    pub road_length: &'static str,
    /// The current player's road length beside the build buttons.
    pub road_of: fn(&str) -> String,
    pub road_shorter: fn(&str) -> String,
    pub road_longer: fn(&str) -> String,
    pub knights: &'static str,
    pub longest_road: &'static str,
    pub largest_army: &'static str,
    pub no_holder: fn(u8) -> String,
    pub holder_line: fn(&str, &str) -> String,
    pub vp_target: fn(u8) -> String,

    // Robber
    pub robber_title: &'static str,
    pub robber_seven: &'static str,
    pub robber_knight: &'static str,
    pub robber_who: &'static str,
    pub robber_desert: &'static str,
    pub move_robber: &'static str,
    pub move_pirate: &'static str,
    pub take_cloth_from: &'static str,
    pub nobody: &'static str,
    pub protected_friendly: &'static str,
    pub protected_last_hit: &'static str,

    // Duel
    pub duel_title: &'static str,
    pub no_coins: &'static str,
    pub bank_line: fn(u8, &str) -> String,
    pub coins_of: fn(&str, u8) -> String,
    pub unlocked: &'static str,
    pub locked: fn(i16) -> String,
    pub price_line: fn(&str, u8) -> String,
    pub price_why: &'static str,
    pub forced_trade: &'static str,
    pub opponent_cards: &'static str,
    pub robber_to_desert: &'static str,
    pub exchange: &'static str,
    pub forced_trade_hint: &'static str,
    pub robber_to_desert_hint: &'static str,
    pub exchange_hint: &'static str,
    pub discard_knight: &'static str,
    pub bank_short: fn(u8) -> String,
    pub coin_earning_hint: &'static str,

    // Rivers
    pub rivers_title: &'static str,
    pub supply_line: fn(u8) -> String,
    pub gold_of: fn(&str, u8) -> String,
    pub wealthiest: &'static str,
    pub poor: &'static str,
    pub wealthiest_why: fn(u8) -> String,
    /// Why a player holds a Poor Settler card: their gold, and whether they are alone at the
    /// fewest or tied there.
    pub poor_why: fn(u8, bool) -> String,
    pub wealthiest_none: &'static str,
    pub buy_gold: fn(u8) -> String,
    pub gold_trade: &'static str,
    pub gold_amount: &'static str,
    pub give_to: fn(&str) -> String,
    pub take_from: fn(&str) -> String,

    // Seafarers: checklist
    pub checklist: &'static str,
    pub harbors_line: fn(u8, u8) -> String,
    pub hexes_line: fn(u8) -> String,
    pub terrain_line: fn(&crate::rules::catan::seafarers::Terrain) -> String,
    pub tokens_line: fn(u8) -> String,
    pub chits_line: fn(u8) -> String,
    pub printed_target: fn(u8) -> String,
    pub setup_note: fn(crate::rules::catan::seafarers::checklist::SetupNote) -> &'static str,

    // Through the Desert
    pub desert_title: &'static str,
    pub desert_rule_seed: &'static str,
    pub desert_rule_later: &'static str,
    pub areas_of: fn(&str, u32, i16) -> String,

    // The Forgotten Tribe
    pub tribe_title: &'static str,
    pub chits_left: fn(u8) -> String,
    pub gifts_left: fn(u8) -> String,
    pub harbors_left: fn(u8) -> String,
    pub take_chit: &'static str,
    pub take_gift: &'static str,
    pub gift_hint: &'static str,
    pub capture_harbor: &'static str,
    pub place_harbor: &'static str,
    pub harbor_reminder: fn(&str, u8) -> String,
    pub tribe_of: fn(&str, u8, u8, u8) -> String,

    // Cloth for Catan
    pub cloth_title: &'static str,
    pub general_supply: fn(u8) -> String,
    pub villages_left: fn(usize, usize) -> String,
    pub village_line: fn(u8, u8) -> String,
    pub connect: &'static str,
    pub connected: &'static str,
    pub cloth_of: fn(&str, u8, i16) -> String,

    // The Pirate Islands
    pub pirates_title: &'static str,
    pub fleet_at: fn(u8, u8) -> String,
    pub fleet_gone: &'static str,
    pub fleet_hex: fn(u8) -> String,
    pub who_is_next_to: fn(u8) -> String,
    pub who_is_next_hint: &'static str,
    pub save_occupants: &'static str,
    pub edit_occupants: &'static str,
    pub occupants: fn(u8, &str) -> String,
    pub attacks: &'static str,
    pub no_attack: &'static str,
    pub attack_lost: fn(&str, u8, u8, u8) -> String,
    pub attack_won: fn(&str, u8, u8) -> String,
    pub attack_tie: fn(&str, u8, u8) -> String,
    pub warships_of: fn(&str, u8, u8) -> String,
    pub fortress_of: fn(&str, u8) -> String,
    pub reaches_fortress: &'static str,
    pub attack_fortress: &'static str,
    pub fortress_die: &'static str,
    pub roll_fortress_die: &'static str,
    pub fortress_rule: &'static str,
    pub warship_from_vp: &'static str,
    pub pirate_win_rule: &'static str,

    // Badges
    pub badge_turn: &'static str,
    pub badge_conquered: &'static str,
    /// Short names on the score strip: the card or title a player holds, a few letters wide.
    pub strip_road: &'static str,
    pub strip_army: &'static str,
    pub strip_wealthiest: &'static str,
    pub strip_poor: &'static str,
    /// A conquered pirate fortress, on the strip.
    pub strip_fortress: &'static str,

    // Log lines (the log does not know whose turn it was: lines for the current player's
    // actions name the action only)
    pub log_roll: fn(u8, u8) -> String,
    pub log_end_turn: &'static str,
    pub log_build: fn(&str, &str) -> String,
    pub spot_river: &'static str,
    pub spot_foreign: fn(u8) -> String,
    pub log_road_length: fn(&str, u8) -> String,
    pub log_knight: &'static str,
    pub log_vp_card: &'static str,
    pub log_robber: fn(&str, bool) -> String,
    pub log_pirate: fn(Option<&str>) -> String,
    pub log_forced_trade: fn(u8) -> String,
    pub log_robber_to_desert: &'static str,
    pub log_exchange: &'static str,
    pub log_discard_knight: &'static str,
    pub log_buy_gold: &'static str,
    pub log_give_gold: fn(&str, &str, u8) -> String,
    pub log_tribe_chit: &'static str,
    pub log_gift_card: &'static str,
    pub log_capture_harbor: &'static str,
    pub log_place_harbor: &'static str,
    pub log_connect: fn(u8) -> String,
    pub log_fleet_stop: fn(u8, &str) -> String,
    pub log_reach_fortress: fn(bool) -> String,
    pub log_attack_fortress: fn(u8) -> String,
    pub log_warship_vp: &'static str,
}

fn scenario_name_en(n: u8) -> &'static str {
    match n {
        4 => "4 · Through the Desert",
        5 => "5 · The Forgotten Tribe",
        6 => "6 · Cloth for Catan",
        _ => "7 · The Pirate Islands",
    }
}

fn piece_name_en(piece: crate::rules::catan::Piece) -> &'static str {
    use crate::rules::catan::Piece;
    match piece {
        Piece::Road => "Road",
        Piece::Settlement => "Settlement",
        Piece::City => "City",
        Piece::Ship => "Ship",
        Piece::Bridge => "Bridge",
    }
}

fn plural(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn terrain_en(t: &crate::rules::catan::seafarers::Terrain) -> String {
    format!(
        "Sea {}, desert {}, gold {}, fields {}, hills {}, mountains {}, pasture {}, forest {}",
        t.sea, t.desert, t.gold, t.fields, t.hills, t.mountains, t.pasture, t.forest
    )
}

pub const EN: CatanTexts = CatanTexts {
    refusal: |r| r.to_string(),
    blurb:
        "Base game, the two-player duel with coins, Rivers of Catan, Seafarers scenarios 4 to 7.",

    variant: "Game",
    variant_base: "Catan",
    variant_duel: "Duel (2)",
    variant_rivers: "Rivers",
    variant_seafarers: "Seafarers",
    variant_hint: |min, max| {
        if min == max {
            format!("For {min} players.")
        } else {
            format!("For {min} to {max} players.")
        }
    },
    scenario: "Scenario",
    scenario_name: scenario_name_en,
    coins_on: "Coin bank (20 coins)",
    coins_hint: "Off plays the duel with no coins at all.",
    friendly_robber: "Friendly robber",
    friendly_robber_hint: "The robber may not touch an opponent with 4 or fewer public VP.",
    robber_protection: "Robber protection",
    robber_protection_hint: "Nobody is hit by two robber moves in a row.",
    harbormaster: "With the Harbormaster",
    harbormaster_hint: "Played together with the Harbormaster: the target becomes 11.",
    full_tie: "Everyone has the same gold",
    full_tie_everyone: "Everyone is poor",
    full_tie_nobody: "Nobody is poor",
    full_tie_hint: "A tie for the fewest gives each tied player a Poor Settler. Our reading: a full tie too (no exception in the rule). Pick “Nobody” if your group reads it otherwise.",
    edition: "Edition",
    edition_seed: "First: 12 VP, 1 special VP",
    edition_later: "Later: 14 VP, 2 per area",
    village_numbers: "Village numbers",
    village_numbers_hint: "Copy the number of each village from your map (2 to 12, not 7).",
    village: |n| format!("Village {n}"),
    loop_len: "Hexes on the fleet's loop",
    loop_len_hint: "Count the sea hexes of the pirate fleet's loop on your map, start hex = 1.",
    target: "Victory points to win",
    target_range: |lo, hi| format!("Between {lo} and {hi}."),
    fewer: "Fewer",
    more: "More",

    turn_of: |name, n| format!("Turn {n} · {name}"),
    setup_step: |step, of| format!("Set-up: placement {step} of {of}"),
    setup_order: "Placement order",
    places_settlement: |name| format!("{name} places a settlement."),
    places_road: |name| format!("{name} places a road (or a ship) next to it."),
    phase_roll: "Roll the dice, or play a knight first.",
    phase_robber: "Move the robber before anything else.",
    turn_order: "Turn order",
    phase_build: "Trade, build, then end the turn.",
    now_marker: "now",

    roll: "Roll in the app",
    typed_roll: "Or type the table's dice",
    die_a: "First die",
    die_b: "Second die",
    enter_roll: "Enter",

    build: "Build",
    piece_name: piece_name_en,
    left: |n| format!("{n} left"),
    on_river: "On the river (+1 gold)",
    bridge_cost: "Bridge: 2 brick + 1 lumber, +3 gold, counts as road.",
    foreign_area: |n| format!("Settlement in foreign area {n}"),
    foreign_hint: "A settlement on a small island or beyond the desert.",
    play_knight: "Play a knight",
    draw_vp_card: "Draw a VP card (hidden)",
    end_turn: "End the turn",

    scoreboard: "Score sheet",
    public_vp: "VP",
    total_vp: |total, hidden| format!("Total {total} ({hidden} hidden)"),
    reveal: |name| format!("Only {name}: show total"),
    hide: "Hide",
    road_length: "Longest road",
    road_of: |name| format!("{name}'s longest road"),
    road_shorter: |name| format!("{name}: road one shorter"),
    road_longer: |name| format!("{name}: road one longer"),
    knights: "Knights",
    longest_road: "Longest Road",
    largest_army: "Largest Army",
    no_holder: |at| format!("nobody yet (from {at})"),
    holder_line: |card, name| format!("{card}: {name}"),
    vp_target: |n| format!("Target {n} VP, on your own turn"),

    robber_title: "Move the robber",
    robber_seven: "A 7 was rolled.",
    robber_knight: "A knight was played.",
    robber_who: "Whose buildings touch the new hex?",
    robber_desert: "It goes to the desert",
    move_robber: "Robber moved",
    move_pirate: "Move the pirate instead",
    take_cloth_from: "Take 1 cloth from",
    nobody: "nobody",
    protected_friendly: "protected: 4 or fewer VP",
    protected_last_hit: "protected: hit last time",

    duel_title: "Coins",
    no_coins: "Played without coins.",
    bank_line: |bank, players| format!("Bank {bank} + {players} = 20"),
    coins_of: |name, n| format!("{name} {n}"),
    unlocked: "Unlocked: a player has 5 public VP.",
    locked: |best| format!("Locked until a player has 5 public VP (most now: {best})."),
    price_line: |name, price| format!("Price for {name}: {}", plural(price, "coin", "coins")),
    price_why: "1 coin while you have no more public VP than your opponent, 2 once you lead.",
    forced_trade: "Forced trade",
    opponent_cards: "Cards in the opponent's hand",
    robber_to_desert: "Robber to the desert",
    exchange: "2 for 1 from the bank",
    forced_trade_hint: "Take 2 random cards from the opponent, give 2 back.",
    robber_to_desert_hint: "Nothing is stolen.",
    exchange_hint: "2 cards of one kind for 1 of any kind.",
    discard_knight: "Discard a played knight: +2 coins",
    bank_short: |n| format!("The bank has only {n}: it pays what it has."),
    coin_earning_hint: "When the opponent's robber touches your building you take 1 coin (entered with the robber move).",

    rivers_title: "Gold",
    supply_line: |n| format!("Supply {n} of 40"),
    gold_of: |name, n| format!("{name} {n}"),
    wealthiest: "Wealthiest +1",
    poor: "Poor −2",
    wealthiest_why: |n| format!("alone with the most gold ({n})"),
    poor_why: |n, alone| {
        if alone {
            format!("the fewest gold ({n})")
        } else {
            format!("tied for the fewest gold ({n})")
        }
    },
    wealthiest_none: "Wealthiest Settler: nobody (a tie for the most leaves it in the bank).",
    buy_gold: |left| format!("Buy a resource for 2 gold ({left} left this turn)"),
    gold_trade: "Gold in a trade",
    gold_amount: "Gold",
    give_to: |name| format!("Give to {name}"),
    take_from: |name| format!("Get from {name}"),

    checklist: "Set-up checklist",
    setup_note: setup_note_en,
    harbors_line: |two, three| format!("Harbors: {two} special 2:1, {three} generic 3:1"),
    hexes_line: |n| format!("{n} hexes"),
    terrain_line: terrain_en,
    tokens_line: |n| format!("{n} number tokens"),
    chits_line: |n| format!("{n} Catan chits"),
    printed_target: |n| format!("Printed target: {n} VP"),

    desert_title: "Foreign areas",
    desert_rule_seed: "1 special VP for a player's first settlement in a foreign area.",
    desert_rule_later: "2 special VP for each foreign area a player settles.",
    areas_of: |name, areas, vp| format!("{name}: {areas} areas, {vp} special VP"),

    tribe_title: "The Forgotten Tribe",
    chits_left: |n| format!("Catan chits left: {n} of 8"),
    gifts_left: |n| format!("Gift cards left: {n} of 4"),
    harbors_left: |n| format!("Harbors left: {n} of 6"),
    take_chit: "Catan chit (+1 VP)",
    take_gift: "Gift development card",
    gift_hint: "Keep the card; enter it as a knight or VP card when it counts.",
    capture_harbor: "Capture a harbor",
    place_harbor: "Place a harbor",
    harbor_reminder: |name, n| {
        format!("{name} holds {n} harbor(s): place one when you have a coastal settlement.")
    },
    tribe_of: |name, chits, held, placed| {
        format!("{name}: {chits} chits, harbors {held} held / {placed} placed")
    },

    cloth_title: "Cloth",
    general_supply: |n| format!("General supply {n}"),
    villages_left: |n, end| format!("{n} villages with cloth (the game ends at {end} or fewer)"),
    village_line: |number, cloth| format!("Village {number}: {cloth} cloth"),
    connect: "Connect",
    connected: "Connected",
    cloth_of: |name, cloth, vp| format!("{name}: {cloth} cloth = {vp} VP"),

    pirates_title: "Pirate fleet",
    fleet_at: |hex, len| format!("The fleet is on hex {hex} of {len}."),
    fleet_gone: "All fortresses have fallen: the fleet is gone.",
    fleet_hex: |n| format!("Hex {n}"),
    who_is_next_to: |n| format!("Who has a settlement or city next to hex {n}?"),
    who_is_next_hint: "Asked once per hex; change it when someone builds there.",
    save_occupants: "Save",
    edit_occupants: "Change who is next to this hex",
    occupants: |n, names| format!("Hex {n}: {names}"),
    attacks: "Attack after this roll",
    no_attack: "Nobody next to the fleet: no attack.",
    attack_lost: |name, pirates, ships, cards| {
        format!("{name}: pirates {pirates} beat {ships} warships, lose {cards} card(s).")
    },
    attack_won: |name, pirates, ships| {
        format!("{name}: {ships} warships beat pirates {pirates}, take 1 card of choice.")
    },
    attack_tie: |name, pirates, ships| {
        format!("{name}: {ships} warships against pirates {pirates}, a tie, nothing happens.")
    },
    warships_of: |name, war, ships| format!("{name}: {war} warships of {ships} ships"),
    fortress_of: |name, chits| format!("{name}'s fortress: {chits} of 3 chits left"),
    reaches_fortress: "My route reaches my fortress",
    attack_fortress: "Attack the fortress",
    fortress_die: "Fortress die",
    roll_fortress_die: "Roll the fortress die",
    fortress_rule: "More warships than the die: a chit goes (the third conquers). Fewer: lose 2 ships. Equal: lose 1 ship.",
    warship_from_vp: "Reveal a VP card as a knight: warship",
    pirate_win_rule: "To win: your own fortress conquered and the VP target reached.",

    badge_turn: "▶ turn",
    badge_conquered: "Fortress conquered",
    strip_road: "Road",
    strip_army: "Army",
    strip_wealthiest: "Rich",
    strip_poor: "Poor",
    strip_fortress: "Fort",

    log_roll: |a, b| format!("Dice: {a} + {b} = {}", a + b),
    log_end_turn: "Turn ended",
    log_build: |piece, spot| format!("{piece} built{spot}"),
    spot_river: " on the river",
    spot_foreign: |n| format!(" in foreign area {}", n + 1),
    log_road_length: |name, n| format!("{name}'s longest road: {n}"),
    log_knight: "Knight played",
    log_vp_card: "Development card drawn (kept hidden)",
    log_robber: |hits, desert| {
        if desert {
            "Robber moved to the desert".to_string()
        } else {
            format!("Robber moved, touching: {hits}")
        }
    },
    log_pirate: |from| match from {
        Some(from) => format!("Pirate moved, 1 cloth taken from {from}"),
        None => "Pirate moved".to_string(),
    },
    log_forced_trade: |cards| format!("Coins paid: forced trade (opponent held {cards} cards)"),
    log_robber_to_desert: "Coins paid: robber back to the desert",
    log_exchange: "Coins paid: 2-for-1 exchange",
    log_discard_knight: "Knight discarded for 2 coins",
    log_buy_gold: "Resource bought for 2 gold",
    log_give_gold: |from, to, n| format!("{from} gives {n} gold to {to}"),
    log_tribe_chit: "Catan chit taken (+1 VP)",
    log_gift_card: "Gift development card taken",
    log_capture_harbor: "Harbor captured",
    log_place_harbor: "Harbor placed by a coastal settlement",
    log_connect: |v| format!("Route reaches village {}", v + 1),
    log_fleet_stop: |hex, names| format!("Next to fleet hex {}: {names}", hex + 1),
    log_reach_fortress: |yes| {
        if yes {
            "Route reaches the fortress".to_string()
        } else {
            "Route no longer reaches the fortress".to_string()
        }
    },
    log_attack_fortress: |die| format!("Fortress attacked, die {die}"),
    log_warship_vp: "VP card revealed as a knight: warship armed",
};
