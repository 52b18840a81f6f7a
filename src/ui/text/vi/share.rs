//! The Vietnamese words of the share screens (see [`crate::ui::text::share`]).

use crate::ui::text::share::ShareTexts;

pub const VI: ShareTexts = ShareTexts {
    hand_over: "Chuyển ván sang máy khác",
    hand_over_hint: "Dùng camera của điện thoại kia quét mã này: ván sẽ mở ra ở đó và chơi tiếp, kèm toàn bộ lịch sử. Không cần tài khoản, không cần mạng giữa hai máy.",
    snapshot_note: "Ván này quá dài để một mã chứa cả lịch sử: mã chỉ mang điểm và trạng thái hiện tại, còn lịch sử hoàn tác bị bỏ đi.",
    sequence_note: |n| format!("Ván này cần {n} mã, kể cả khi đã bỏ lịch sử hoàn tác. Quét lần lượt từng mã, thứ tự nào cũng được."),
    code_of: |i, n| format!("Mã {i}/{n}"),
    previous_code: "Mã trước",
    next_code: "Mã sau",
    qr_version: |v| format!("QR phiên bản {v}, mức sửa lỗi M"),
    qr_alt: "Mã QR chứa liên kết mở ván này trên điện thoại khác",
    copy_link: "Sao chép liên kết",
    copy_code: "Sao chép mã dạng chữ",
    share_sheet: "Chia sẻ…",
    copied: "Đã sao chép.",
    no_share_sheet: "Thiết bị này không mở được bảng chia sẻ ở đây nên đã sao chép thay: hãy dán vào tin nhắn.",
    paste_code: "Dán mã",
    import_title: "Nhập ván",
    import_hint: "Dán liên kết hoặc mã Tablemate mà điện thoại khác đã chia sẻ.",
    code_label: "Liên kết hoặc mã",
    read_code: "Đọc",
    parts_progress: |have, of| format!("Đã đọc {have}/{of} mã."),
    parts_missing: |list| format!("Còn cần quét hoặc dán: {list}."),
    start_over: "Bắt đầu lại",
    will_import: "Sẽ nhập:",
    actions: |n| format!("{n} thao tác"),
    snapshot_import_note: "Chỉ có trạng thái hiện tại: lịch sử hoàn tác đã được bỏ cho vừa mã.",
    import_confirm: "Nhập thành ván mới",
    import_new_note: "Ván này được lưu thành một ván mới; không ván nào của bạn bị thay thế.",
    imported: |name| format!("Đã nhập “{name}”."),
    imported_name: |name| format!("{name} (đã nhập)"),
    no_game: "Không có ván nào đang mở.",
    results: "Kết quả",
    results_winner: |names| format!("Người thắng: {names}"),
    results_date: |date| format!("Chơi lúc {date}"),
    results_duration: |h, m| {
        if h > 0 {
            format!("Thời gian chơi: {h} giờ {m:02} phút")
        } else {
            format!("Thời gian chơi: {m} phút")
        }
    },
    results_text_title: |name, kind| format!("{name} ({kind})"),
    copy_results: "Sao chép kết quả",
    share_results: "Chia sẻ kết quả…",
    results_qr_alt: "Mã QR chứa kết quả dạng chữ",
};
