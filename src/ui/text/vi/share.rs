//! The Vietnamese sentences of the share screens that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/share.toml`.

pub fn results_duration(h: i64, m: i64) -> String {
    if h > 0 {
        format!("Thời gian chơi: {h} giờ {m:02} phút")
    } else {
        format!("Thời gian chơi: {m} phút")
    }
}
