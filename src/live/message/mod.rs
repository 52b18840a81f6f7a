//! The messages between the phones of a live table, and their bytes.
//!
//! One message is one data channel message: a format byte, a tag byte naming the message,
//! then its fields, in the hand-written layout of [`fields`] (the same small reader and
//! writer as the offer). Actions go through [`crate::wire`]'s share form, so the live table
//! writes an action exactly as a share code does and the wire-tag table keeps guarding it; a
//! whole game goes as its deflated JSON save, so nothing about a game is written a third way.
//!
//! Versions, and why there are two numbers:
//! - [`FORMAT`] is the frame's layout. A frame of another format is refused before anything
//!   else is read ([`DecodeError::UnknownFormat`]).
//! - [`PROTOCOL`] is what a phone speaks, carried in [`Hello`]. New messages get new tags
//!   (appended: a tag is never reused or renumbered) and a new protocol number, while the
//!   format and the layout of `Hello` and `Bye` stay as they are, so an older host still
//!   reads a newer guest's hello and tells it, with [`ByeReason::Protocol`], which protocol
//!   it speaks. A tag this build does not know is [`DecodeError::UnknownTag`], never a crash.
//!
//! Decoding trusts nothing: the size is checked first ([`MAX_MESSAGE_BYTES`]), every count
//! against the bytes left, names and ids against their limits and for control characters,
//! and trailing bytes are refused. The tags are pinned by `message::tests::the_tags_are_fixed`.

mod fields;
#[cfg(test)]
mod tests;

use std::fmt;

use crate::save::LoadError;
use crate::session::{Action, Game, LogEntry, Sender};

pub use fields::{check_name, fingerprint, NameError};

/// The frame layout this build writes and reads.
pub const FORMAT: u8 = 1;
/// The protocol this build speaks (see the module's notes). 2: a proposal carries the cursor
/// it was made at (tag 10), seats are enforced (reasons 9 to 11), a full table and a closed
/// game say so (byes 3 and 4). 3: an entry names the phone it came from (entries of tag 12,
/// a welcome's catch-up 2, and the save version 4 of a whole game); a phone of protocol 2
/// would not read them, so the two do not play together. 4: the table's game has a version
/// that grows with every change, undo included, and every request names the version it was
/// made on (tags 14 to 19, the tags they replace retired); a phone says who it is
/// ([`PhoneKey`], tag 13) so that it finds its seat again after a reload; the host's
/// refusals say what overtook a request (reason 12), when to say hello again (13), that a
/// move could not be stored (14) and that the host seated the phone (15); the table moves to
/// the host's next game (tag 20).
pub const PROTOCOL: u16 = 4;
/// The largest message, the `a=max-message-size` the offer announces (Chromium's own value):
/// it holds the whole save of a 10,000-action game (deflated JSON takes 7 to 8 bytes an
/// action). Set here, where the messages are, and read by the offer (`offer::sdp`), so the
/// messages name nothing of the connection codes.
pub const MAX_MESSAGE_BYTES: usize = 262_144;
/// The most a whole game's save may inflate to (a 10,000-action save is about 1 MB).
pub const MAX_SAVE_BYTES: usize = 4 * 1024 * 1024;
/// The longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 40;
/// The longest game id, in bytes (the app's ids are about 20).
pub const MAX_ID_BYTES: usize = 64;
/// The most phones at one table.
pub const MAX_ROSTER: usize = 32;

/// The request id of a phone's [`Hello`], for the refusals that answer it (a seat already
/// taken): a phone numbers its own requests from 1.
pub const HELLO_REQUEST: u32 = 0;

/// A connection, numbered by the phone that hosts: the JavaScript side gives each data
/// channel its number, and the host's own phone has one too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PeerId(pub u32);

/// Who a phone is, across its connections: sixteen random bytes the phone keeps (a reload
/// keeps them, a new connection is another [`PeerId`]). The host gives a phone that comes
/// back its seat by it. Never sent to other guests: a phone cannot take another's seat by
/// naming it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PhoneKey(pub [u8; 16]);

impl PhoneKey {
    /// The key as the phone keeps it: 32 hexadecimal digits.
    pub fn to_hex(self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// A key kept by [`PhoneKey::to_hex`]; `None` for any other text.
    pub fn from_hex(hex: &str) -> Option<PhoneKey> {
        if hex.len() != 32 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let mut key = [0u8; 16];
        for (i, byte) in key.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(PhoneKey(key))
    }
}

/// The version of a table's game: one more with every change the host makes to it (a move,
/// an undo, a redo, the game taken back, the next game). A request names the version it was
/// made on, as boardgame.io's `stateID`: two games with logs of the same length are never
/// taken for one another.
pub type Version = u32;

/// Where a phone sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// The phone of the player at this index of the game's players: one phone at a time.
    Player(u8),
    /// A phone lying in the middle of the table for everyone: any number of them.
    Table,
    /// Follows the game without a seat, as a phone whose claim was refused does.
    Watching,
}

/// One phone at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub peer: PeerId,
    pub name: String,
    pub seat: Seat,
    /// The phone that holds the authoritative game.
    pub host: bool,
    /// The host gave this phone its seat: only the host changes it.
    pub locked: bool,
}

/// The first message of a phone that joins, or of one that rejoins or finds a gap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hello {
    pub protocol: u16,
    /// The id of the game the phone already holds, `None` for a phone that holds none.
    pub game: Option<String>,
    /// How many log entries the phone holds (its whole log, undone ones included).
    pub have: u32,
    /// [`fingerprint`] of those entries, so the host tells a phone that is behind from one
    /// whose log went another way.
    pub fingerprint: u32,
    pub seat: Seat,
    pub name: String,
}

/// A whole game, as the host holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct WholeGame {
    pub id: String,
    pub name: String,
    pub game: Game,
}

/// How a phone that says hello is brought up to date.
#[derive(Clone, Debug, PartialEq)]
pub enum Catchup {
    /// The entries from `first` on replace the phone's from there; `cursor` after them.
    /// Written with their senders (catch-up 2, protocol 3) when one names its phone.
    Missing {
        first: u32,
        entries: Vec<LogEntry>,
        cursor: u32,
    },
    /// The whole game, for a phone that holds none, another one, or a log that went its own
    /// way.
    Whole(Box<WholeGame>),
}

/// The host's answer to a [`Hello`].
#[derive(Clone, Debug, PartialEq)]
pub struct Welcome {
    /// The phone's own number, to find itself in the roster.
    pub you: PeerId,
    pub roster: Vec<Member>,
    /// The game's version once the catch-up is applied.
    pub version: Version,
    pub catchup: Catchup,
}

/// What changed the game after the version a request was made on, so the phone that asked
/// says which move came first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overtaking {
    /// Another phone's move, entered at this index of the log.
    Move { index: u32 },
    /// An undo (`undone`) or a redo, entered by this phone.
    Step { undone: bool, by: Sender },
    /// The game as a whole: taken back to what the host's phone stores, or the next game.
    Table,
}

/// Why the host refused a request, in a form every phone renders in its own language.
///
/// A rules refusal carries its rule id only, not the refusal itself. The family refusals are
/// typed values with data of their own (ships, crew members, spaces, pieces) in four
/// families and well over a hundred variants, none of which has a wire form; writing them all
/// would be a second format to freeze for every rules change. It is not needed: the data
/// channel is ordered and the host handles one message at a time, so when a guest reads the
/// refusal its replica holds exactly the game the host checked, and checking the same action
/// there ([`crate::session::Game::check`]) gives the same typed refusal, data and all, to
/// word in the guest's language (see [`crate::live::follower`]). The rule id lets the guest
/// confirm it is the same refusal and still link the rule when its replica is behind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The game is over: an undo is needed to change it.
    GameOver,
    /// The action is of another game family.
    WrongGame,
    /// The rules refused it, citing this rule entry.
    Rules {
        rule_id: String,
    },
    NothingToUndo,
    NothingToRedo,
    /// The request was made on a version of the game that another phone's change has since
    /// left behind (`by`, the first such change; `version` the game's now): it would act on
    /// a game the phone did not show. The phone's own earlier requests never count.
    Overtaken {
        version: Version,
        by: Overtaking,
    },
    /// Another phone has this player's seat.
    SeatTaken {
        seat: u8,
    },
    /// The game has no player at this index.
    NoSuchSeat {
        seat: u8,
    },
    /// A request from a phone that has not said hello.
    NotJoined,
    /// A phone seated as one player asked for another's action, or to undo another's move:
    /// `player` is the first whose it is (none: the action is past the game's players).
    NotYours {
        player: Option<u8>,
    },
    /// A watching phone asked to change the game: it follows only.
    Watching,
    /// More requests than a phone can mean in a second: this one was not looked at.
    TooFast,
    /// The host reads this phone's hello again after `retry_ms` milliseconds (it said hello
    /// too often): the phone waits that long and asks again.
    Busy {
        retry_ms: u32,
    },
    /// The host's phone could not store the move (its storage is full): nothing changed on
    /// any phone.
    NotStored,
    /// The host gave this phone its seat: only the host changes it.
    SeatLocked,
}

/// Why a phone leaves or is sent away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ByeReason {
    /// The phone is leaving the table (the host: the live table ends).
    Leaving,
    /// The host speaks another protocol: one of the two phones needs an update.
    Protocol { speaks: u16 },
    /// The game is too large for one message (only past about 30,000 actions).
    GameTooLarge,
    /// The table has [`MAX_ROSTER`] phones already: the joining one is not let in.
    TableFull,
    /// The host left the game for another one: the table ends, each phone keeps its copy.
    GameClosed,
    /// The same phone came back on a newer connection: this one ends.
    Replaced,
}

/// Every message of the live table. The tag of each is its number in the frame; the tags of
/// earlier protocols' messages are retired ([`RETIRED_TAGS`]) and never used again.
#[derive(Clone, Debug, PartialEq)]
pub enum Message {
    /// tag 0, guest to host.
    Hello(Hello),
    /// tag 14 (protocol 4; tag 1 before), host to a guest.
    Welcome(Welcome),
    /// tag 15 (protocol 4; tags 2 and 10 before), guest to host: an action the guest wants
    /// applied; `request` is the guest's own number for it, from 1, and `seen` the version
    /// of the game it showed when it asked.
    Propose {
        request: u32,
        seen: Version,
        action: Action,
    },
    /// tag 3, host to a guest: its request was not applied.
    Refused { request: u32, reason: Reason },
    /// tag 18 (protocol 4; tags 4 and 12 before), host to all: log entries from index
    /// `first`, after which the log ends, the cursor is `cursor` and the version `version`.
    /// Every entry is written with the phone it came from.
    Entries {
        first: u32,
        entries: Vec<LogEntry>,
        cursor: u32,
        version: Version,
    },
    /// tag 16 (protocol 4; tag 5 before), guest to host: undo the last applied action, as
    /// seen at version `seen`.
    Undo { request: u32, seen: Version },
    /// tag 17 (protocol 4; tag 6 before), guest to host: redo the next undone action.
    Redo { request: u32, seen: Version },
    /// tag 19 (protocol 4; tag 7 before), host to all: an undo or redo moved the cursor
    /// here; the log is unchanged.
    Cursor { cursor: u32, version: Version },
    /// tag 8, host to all: who is at the table now.
    Roster(Vec<Member>),
    /// tag 9, either way.
    Bye(ByeReason),
    /// tag 11 (protocol 2), host to all: the host's game was taken back (its phone stores
    /// another game than the phones were sent); each phone says hello again and is brought
    /// level.
    Reset,
    /// tag 13 (protocol 4), guest to host, before each hello: who the phone is. The host
    /// reads the first one on a connection and ignores the rest. A host of protocol 3 does not know the tag and drops it, then reads the
    /// hello and says which protocol it speaks.
    Phone(PhoneKey),
    /// tag 20 (protocol 4), host to all: the table moves on to the host's next game (a new
    /// game, "play again"); each phone keeps the game it had and plays this one.
    NextGame {
        version: Version,
        whole: Box<WholeGame>,
    },
}

/// Why bytes are not a message. Nothing is applied.
#[derive(Clone, Debug, PartialEq)]
pub enum DecodeError {
    Empty,
    TooLarge {
        bytes: usize,
    },
    /// A frame of a layout this build does not read.
    UnknownFormat(u8),
    /// A message this build does not know, from a newer phone.
    UnknownTag(u8),
    /// A message of an earlier protocol whose tag is retired (a request without the
    /// version it was made on, say): never read, so never applied.
    Retired(u8),
    /// The bytes stop in the middle of a field.
    Truncated,
    /// A number larger than its field allows.
    Overflow,
    /// Bytes after the end of the message.
    TrailingBytes,
    /// A value outside its field's choices, or over a limit.
    Invalid(&'static str),
    /// A display name the table does not show.
    Name(NameError),
    /// An action that the wire format does not read.
    Action,
    /// A time chrono cannot hold.
    Time {
        seconds: i64,
        nanos: u32,
    },
    /// The whole game does not inflate, or its save does not load.
    Game(LoadError),
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Empty => f.write_str("an empty message"),
            DecodeError::TooLarge { bytes } => write!(f, "a message of {bytes} bytes"),
            DecodeError::UnknownFormat(v) => write!(f, "a message of format {v}"),
            DecodeError::UnknownTag(t) => write!(f, "a message of unknown tag {t}"),
            DecodeError::Retired(t) => write!(f, "a message of retired tag {t}"),
            DecodeError::Truncated => f.write_str("a message cut short"),
            DecodeError::Overflow => f.write_str("a number too large for its field"),
            DecodeError::TrailingBytes => f.write_str("bytes after the end of the message"),
            DecodeError::Invalid(what) => write!(f, "{what} is not valid"),
            DecodeError::Name(e) => e.fmt(f),
            DecodeError::Action => f.write_str("an action that cannot be read"),
            DecodeError::Time { seconds, nanos } => {
                write!(f, "the time {seconds}.{nanos:09} is out of range")
            }
            DecodeError::Game(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for DecodeError {}

const TAG_HELLO: u8 = 0;
const TAG_REFUSED: u8 = 3;
const TAG_ROSTER: u8 = 8;
const TAG_BYE: u8 = 9;
const TAG_RESET: u8 = 11;
const TAG_PHONE: u8 = 13;
const TAG_WELCOME: u8 = 14;
const TAG_PROPOSE: u8 = 15;
const TAG_UNDO: u8 = 16;
const TAG_REDO: u8 = 17;
const TAG_ENTRIES: u8 = 18;
const TAG_CURSOR: u8 = 19;
const TAG_NEXT_GAME: u8 = 20;

/// The tags of earlier protocols' messages that protocol 4 replaced: a welcome, proposals,
/// entries, undo, redo and cursor without the game's version (1, 2, 4 to 7, 10, 12). Read as
/// [`DecodeError::Retired`], never given to another message.
pub const RETIRED_TAGS: [u8; 8] = [1, 2, 4, 5, 6, 7, 10, 12];

impl Message {
    /// The message's tag in the frame.
    pub fn tag(&self) -> u8 {
        match self {
            Message::Hello(_) => TAG_HELLO,
            Message::Welcome(_) => TAG_WELCOME,
            Message::Propose { .. } => TAG_PROPOSE,
            Message::Refused { .. } => TAG_REFUSED,
            Message::Entries { .. } => TAG_ENTRIES,
            Message::Undo { .. } => TAG_UNDO,
            Message::Redo { .. } => TAG_REDO,
            Message::Cursor { .. } => TAG_CURSOR,
            Message::Roster(_) => TAG_ROSTER,
            Message::Bye(_) => TAG_BYE,
            Message::Reset => TAG_RESET,
            Message::Phone(_) => TAG_PHONE,
            Message::NextGame { .. } => TAG_NEXT_GAME,
        }
    }

    /// Whether the message is a guest's request that the host reads against the game
    /// (a hello, a proposal, an undo or a redo).
    pub fn is_request(&self) -> bool {
        matches!(
            self,
            Message::Hello(_)
                | Message::Propose { .. }
                | Message::Undo { .. }
                | Message::Redo { .. }
        )
    }
}

/// The message's bytes. A message can come out larger than [`MAX_MESSAGE_BYTES`] (a
/// catch-up of a very long game): the sender checks, as the host does before a welcome.
pub fn encode(message: &Message) -> Vec<u8> {
    let mut w = crate::live::bytes::Writer::default();
    w.u8(FORMAT);
    w.u8(message.tag());
    fields::write_body(&mut w, message);
    w.bytes
}

/// Reads one message of [`encode`].
pub fn decode(bytes: &[u8]) -> Result<Message, DecodeError> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(DecodeError::TooLarge { bytes: bytes.len() });
    }
    let [format, tag, body @ ..] = bytes else {
        return Err(if bytes.is_empty() {
            DecodeError::Empty
        } else {
            DecodeError::Truncated
        });
    };
    if *format != FORMAT {
        return Err(DecodeError::UnknownFormat(*format));
    }
    fields::read_body(*tag, body)
}
