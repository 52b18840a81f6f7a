//! The Vietnamese table of the app's words (see [`super::Texts`]).

use crate::rules::dice::DiceRefusal;
use crate::rules::scorepad::{self, MAX_ENTRY, MAX_ROUNDS};
use crate::rules::PlayerColour;

use super::{signed, Texts};

pub mod carcassonne;
pub mod catan;
pub mod errors;
pub mod jamaica;
pub mod score_pad;
pub mod share;
pub mod store;
pub mod table;

fn colour_name_vi(colour: PlayerColour) -> &'static str {
    match colour {
        PlayerColour::Red => "Đỏ",
        PlayerColour::Blue => "Xanh dương",
        PlayerColour::White => "Trắng",
        PlayerColour::Orange => "Cam",
        PlayerColour::Green => "Xanh lá",
        PlayerColour::Yellow => "Vàng",
        PlayerColour::Black => "Đen",
        PlayerColour::Purple => "Tím",
        PlayerColour::Brown => "Nâu",
        PlayerColour::Pink => "Hồng",
    }
}

/// A number with the Vietnamese thousands separator: 1.000.000.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push('.');
        }
        out.push(digit);
    }
    out
}

fn scorepad_refusal_vi(refusal: &scorepad::Refusal) -> String {
    use scorepad::Refusal;
    match refusal {
        Refusal::NoSuchPlayer => "Ván này không có người chơi đó.".to_string(),
        Refusal::ZeroPoints => "Cộng 0 điểm thì không thay đổi gì.".to_string(),
        Refusal::EntryTooLarge => format!(
            "Mỗi lần nhập chỉ thay đổi điểm tối đa {} điểm.",
            grouped(MAX_ENTRY.unsigned_abs())
        ),
        Refusal::NotPlayingRounds => {
            "Ván này không chơi theo vòng; hãy bật chế độ vòng khi tạo ván mới.".to_string()
        }
        Refusal::EmptyRound => {
            "Chưa ai ghi điểm trong vòng này nên chưa thể đóng vòng.".to_string()
        }
        Refusal::TooManyRounds => format!("Một ván có tối đa {MAX_ROUNDS} vòng."),
        Refusal::Dice(dice) => dice_refusal_vi(dice),
        Refusal::NoSuchRound => "Ván này chưa đến vòng đó.".to_string(),
        Refusal::CellTooLarge => format!(
            "Một ô đã sửa chỉ ghi được tối đa {} điểm, cộng hay trừ.",
            grouped(MAX_ENTRY.unsigned_abs())
        ),
        Refusal::CellUnchanged => "Ô này đã ghi đúng số điểm đó rồi.".to_string(),
    }
}

fn dice_refusal_vi(refusal: &DiceRefusal) -> String {
    match refusal {
        DiceRefusal::BadFace => "Mỗi xúc xắc chỉ có các số từ 1 đến 6.".to_string(),
        DiceRefusal::CardAlreadyDealt(roll) => {
            format!("Lá {} + {} đã được chia từ bộ bài này rồi.", roll.a, roll.b)
        }
    }
}

pub const VI: Texts = Texts {
    catan_ui: &catan::VI,
    share_ui: &share::VI,
    store: &store::VI,
    table: &table::VI,
    errors: &errors::VI,
    jamaica_ui: &jamaica::VI,
    carcassonne_ui: &carcassonne::VI,
    scorepad_ui: &score_pad::VI,
    punct: crate::ui::text::punctuation::VI,
    app_name: "Tablemate",
    tagline: "Lo phần sổ sách cho buổi chơi board game của bạn.",
    resume: "Chơi tiếp",
    new_game: "Ván mới",
    saved_games: "Ván đã lưu",
    history: "Lịch sử",
    rules: "Luật chơi",
    settings: "Cài đặt",
    back: "Quay lại",
    home: "Trang chủ",
    cancel: "Hủy",
    delete: "Xóa",
    rename: "Đổi tên",
    save: "Lưu",
    next: "Tiếp",
    start_game: "Bắt đầu ván",
    choose_game: "Chơi trò gì?",
    options: "Tùy chọn",
    players: "Người chơi",
    score_pad: "Bảng điểm",
    score_pad_blurb: "Ghi điểm cho trò chơi bất kỳ, có thể chia vòng và đặt điểm mục tiêu.",
    catan: "Catan",
    jamaica: "Jamaica",
    carcassonne: "Carcassonne",
    keep_rounds: "Chơi theo vòng",
    keep_rounds_hint: "Điểm được ghi vào bảng, mỗi vòng một hàng.",
    target_score: "Điểm mục tiêu",
    target_hint: "Để trống nếu không có mục tiêu.",
    who_wins: "Ai thắng?",
    highest_wins: "Điểm cao nhất",
    lowest_wins: "Điểm thấp nhất",
    dice: "Xúc xắc",
    dice_random: "Hai xúc xắc",
    dice_deck: "Bộ bài xúc xắc (36 lá)",
    add_player: "Thêm người chơi",
    remove_player: "Xóa người chơi",
    player_name: "Tên",
    default_player_name: |seat| format!("Người chơi {seat}"),
    colour: "Màu",
    colour_name: colour_name_vi,
    colour_taken: "đã có người chọn",
    undo: "Hoàn tác",
    redo: "Làm lại",
    log: "Diễn biến",
    log_empty: "Chưa có gì.",
    undone: "đã hoàn tác",
    roll_dice: "Tung xúc xắc",
    cards_left: |n| format!("Còn {n} lá trong bộ bài"),
    round: |n| format!("Vòng {n}"),
    next_round: "Đóng vòng",
    total: "Tổng",
    custom_points: "Điểm",
    add: "Cộng",
    finish_game: "Kết thúc ván",
    share: "Chuyển máy hoặc chia sẻ",
    finish_game_question: "Kết thúc ván ngay bây giờ? Điểm hiện tại sẽ quyết định ai thắng.",
    winner_is: |name| format!("{name} thắng!"),
    shared_win: |names| format!("Cùng thắng: {names}"),
    game_over: "Ván đã kết thúc",
    points_of: |name| format!("Điểm của {name}"),
    log_score: |name, points| format!("{name} {}", signed(points)),
    log_by: |name, line| format!("{name}: {line}"),
    log_next_round: "Đã đóng vòng",
    log_finish: "Đã kết thúc ván",
    log_roll: |a, b| format!("Xúc xắc: {a} + {b} = {}", a + b),
    no_saved_games: "Chưa có ván nào được lưu. Bắt đầu một ván đi!",
    no_history: "Các ván đã chơi xong sẽ hiện ở đây.",
    in_progress: "Đang chơi",
    finished_on: |date| format!("Kết thúc lúc {date}"),
    started_on: |date| format!("Bắt đầu lúc {date}"),
    actions_count: |n| format!("{n} thao tác"),
    delete_question: |name| format!("Xóa hẳn “{name}”?"),
    broken_saves: "Bản lưu không đọc được",
    broken_hint: "Chúng được giữ nguyên như lúc tìm thấy. Hãy sao chép văn bản để cất ở nơi khác.",
    export_text: "Sao chép văn bản",
    copied: "Đã sao chép.",
    theme: "Giao diện",
    theme_system: "Theo hệ thống",
    theme_light: "Sáng",
    theme_dark: "Tối",
    during_game: "Trong khi chơi",
    keep_awake: "Giữ màn hình luôn sáng",
    keep_awake_hint: "Khi có ván đang mở và chưa kết thúc. Chỉ áp dụng trong trình duyệt; ứng dụng cài trên điện thoại tắt màn hình theo cài đặt của hệ thống.",
    vibrate: "Rung khi tung xúc xắc",
    vibrate_hint: "Nếu điện thoại hỗ trợ.",
    storage_failed: |why| format!("Không lưu được: {why}"),
    rules_intro: "Toàn bộ luật của mọi trò chơi, bằng ngôn ngữ của bạn.",
    rules_search: "Tìm trong luật",
    rules_search_hint: "xu, cầu, tàu ma…",
    rules_only_game: |game| format!("Chỉ {game}"),
    rules_all_games: "Mọi trò chơi",
    rules_no_results: |query| format!("Không có luật nào nhắc đến “{query}”."),
    rules_in_game_none: |query, game| format!("Không có luật {game} nào nhắc đến “{query}”. Ở các trò khác:"),
    rules_results: |n| format!("{n} mục luật"),
    rules_related: "Xem thêm",
    rule_help: |title| format!("Luật: {title}"),
    see_rule: "Xem luật",
    close: "Đóng",
    language: "Ngôn ngữ",
    language_system: "Theo điện thoại",
    refusal_game_over: "Ván đã kết thúc. Hãy hoàn tác thao tác cuối nếu muốn thay đổi.",
    refusal_wrong_game: "Thao tác này thuộc về một trò chơi khác.",
    scorepad_refusal: scorepad_refusal_vi,
    dice_refusal: dice_refusal_vi,
    duration: |minutes| {
        if minutes < 60 {
            format!("{minutes} phút")
        } else {
            format!("{} giờ {:02} phút", minutes / 60, minutes % 60)
        }
    },
    winners: "Người thắng",
};
