//! The Chinese sentences of the share screens that are built in code (names of the games' things,
//! refusals, sentences that change with a number); the rest is in `words/share.toml`.

pub fn results_duration(h: i64, m: i64) -> String {
    if h > 0 {
        format!("歷時 {h} 小時 {m:02} 分")
    } else {
        format!("歷時 {m} 分鐘")
    }
}
