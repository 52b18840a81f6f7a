use crate::ui::text::errors::ErrorTexts;

pub const VI: ErrorTexts = ErrorTexts {
    player_count: |min, max, found| {
        format!("Trò này cần từ {min} đến {max} người chơi, không phải {found}.")
    },
    player_count_exact: |n, found| format!("Trò này cần đúng {n} người chơi, không phải {found}."),
    empty_name: |seat| format!("Người chơi {seat} chưa có tên."),
    name_too_long: |seat, max| format!("Tên của người chơi {seat} dài quá {max} ký tự."),
    shared_colour: |colour| {
        format!("Hai người cùng chọn màu {colour}: mỗi người cần một màu riêng.")
    },
    vp_target: |low, high| format!("Điểm thắng cần đạt của ván này phải từ {low} đến {high}."),
    village_number: "Mỗi làng mang một số từ 2 đến 12, trừ số 7.",
    pirate_loop: |low, high| format!("Vòng đi của hạm đội cướp biển có từ {low} đến {high} ô."),
    ghost_needed: "Khi chơi hai người, Tàu ma luôn ra khơi: hãy bật nó lên.",
    first_captain: "Thuyền trưởng đầu tiên phải là một trong những người chơi.",
    target_score: |max| format!("Điểm mục tiêu phải từ 1 đến {max}."),
    code_empty: "Không có mã nào để đọc.",
    code_not_a_code: "Đây không phải mã hay liên kết ván chơi của Tablemate.",
    code_too_large: "Mã này dài hơn mọi ván chơi cần tới.",
    code_damaged: "Mã này bị hỏng: một phần đã mất hoặc bị đổi. Hãy sao chép hoặc quét lại.",
    code_newer: |found, known| {
        format!("Mã này đến từ một phiên bản Tablemate mới hơn (định dạng {found}; ứng dụng này đọc được tới {known}). Hãy cập nhật ứng dụng để nhập ván.")
    },
    code_malformed: "Mã này không chứa một ván hợp lệ: nội dung không khớp định dạng.",
    code_rejected: |why| format!("Ván trong mã này phạm luật nên không có gì được nhập: {why}"),
    code_bad_move: |n, why| format!("nước thứ {n} bị từ chối ({why})"),
    code_bad_cursor: "vị trí hoàn tác của nó vượt quá cuối nhật ký",
    code_other_sequence: "Mã này thuộc về một ván khác với các mã đã đọc. Hãy bắt đầu lại.",
    track_parse: "Không đọc được dữ liệu đường đua.",
    track_empty: "Đường đua không có ô nào.",
    track_too_many: |n| format!("Một đường đua có nhiều nhất 255 ô, không phải {n}."),
    track_out_of_order: |index, id| {
        format!("Ô số {id} nằm ở vị trí {index}: hãy liệt kê các ô theo thứ tự từ 0.")
    },
    track_port_not_first: "Ô 0 phải là Port Royal.",
    track_port_count: |n| format!("Đường đua cần đúng một Port Royal, không phải {n}."),
    track_port_exits: "Từ Port Royal chỉ đi được tới đúng một ô: ô xuất phát của cuộc đua.",
    track_bad_next: |space| {
        format!("Từ ô {space} phải đi tiếp được tới một hoặc hai ô khác có thật.")
    },
    track_too_many_in: |space| format!("Có hơn hai lối dẫn vào ô {space}."),
    track_cost_missing: |space| format!("Ô {space} là cảng hoặc biển nên cần có phí."),
    track_cost_not_allowed: |space| {
        format!("Ô {space} là hang ổ hoặc Port Royal, nơi không thu phí: hãy bỏ phí của nó.")
    },
    track_cost_range: |space, max| format!("Phí của ô {space} phải từ 1 đến {max}."),
    track_lairs: |lairs, n| {
        format!("Bàn chơi có {lairs} hang ổ cướp biển, nhưng đường đua này có {n}.")
    },
    track_no_way_home: |space| format!("Từ ô {space} không lối đi tới nào về được Port Royal."),
    track_unreachable: |space| format!("Không lối nào từ Port Royal tới được ô {space}."),
    track_loop: |space| format!("Ô {space} nằm trên một vòng lặp không bao giờ qua Port Royal."),
    track_unpaired_fork: |space| {
        format!(
            "Hai lối ra của ngã rẽ ở ô {space} không gặp lại nhau ở một chỗ nhập của riêng chúng."
        )
    },
    track_forks_merges: |forks, merges| {
        format!(
            "Mỗi ngã rẽ cần một chỗ nhập, nhưng đường đua có {forks} ngã rẽ và {merges} chỗ nhập."
        )
    },
    track_finish_score: "Điểm in ở Port Royal phải là điểm về đích của đường đua.",
    track_score_drops: |space| format!("Điểm in trên ô {space} thấp hơn ô ngay trước nó."),
    track_no_such_space: |id| format!("Đường đua không có ô {id}."),
};
