//! The score pad: the generic points table for any game (`rules/scorepad.rs`).

use super::e;
use crate::rulebook::Entry;
use crate::session::GameKind::ScorePad as S;

pub(super) const ENTRIES: &[Entry] = &[
    e(
        "scorepad-players",
        S,
        &["scorepad-scores", "scorepad-winner"],
        [
            "Players and set-up",
            "The score pad keeps points for any game, including games Tablemate does not model. It takes 1 to 8 players.\n\nAt the start you choose whether to play in rounds, whether there is a target score, whether the highest or the lowest total wins, and how dice are rolled.",
        ],
        [
            "Người chơi và chuẩn bị",
            "Bảng điểm ghi điểm cho mọi trò chơi, kể cả những trò Tablemate chưa hỗ trợ riêng. Từ 1 đến 8 người chơi.\n\nKhi bắt đầu, bạn chọn có chơi theo vòng hay không, có điểm mục tiêu hay không, tổng cao nhất hay thấp nhất thắng, và cách tung xúc xắc.",
        ],
        [
            "玩家與設定",
            "計分板可替任何遊戲記分，包括 Tablemate 尚未個別支援的遊戲。可供 1 至 8 位玩家使用。\n\n開局時選擇：是否分回合、是否設定目標分數、最高分或最低分獲勝，以及擲骰方式。",
        ],
    ),
    e(
        "scorepad-scores",
        S,
        &["scorepad-rounds", "scorepad-winner", "scorepad-readings"],
        [
            "Entering points",
            "Tap +1 or −1 beside a player, or type any number of points in their box (the ± key makes it negative) and press Enter, which moves on to the next player's box. Adding zero is refused because it changes nothing, and one entry can move a score by at most 1,000,000.\n\nEvery entry is one step in the log: undo takes it back, redo puts it again.",
        ],
        [
            "Nhập điểm",
            "Chạm +1 hoặc −1 cạnh tên người chơi, hoặc gõ số điểm bất kỳ vào ô của họ (phím ± đổi thành số âm) rồi nhấn Enter để chuyển sang ô của người kế tiếp. Cộng 0 điểm sẽ bị từ chối vì không thay đổi gì; mỗi lần nhập thay đổi tối đa 1.000.000 điểm.\n\nMỗi lần nhập là một bước trong nhật ký: Hoàn tác để bỏ, Làm lại để khôi phục.",
        ],
        [
            "輸入分數",
            "點玩家旁的 +1 或 −1，或在他的格子輸入任意分數（按 ± 變成負數），再按 Enter 跳到下一位玩家的格子。加 0 分沒有作用，因此不被接受；單次輸入最多改變 1,000,000 分。\n\n每次輸入都是紀錄中的一步：可復原，也可重做。",
        ],
    ),
    e(
        "scorepad-rounds",
        S,
        &["scorepad-target", "scorepad-scores", "scorepad-readings"],
        [
            "Rounds",
            "With rounds on, points go into the open round. Close the round once everyone has scored; the table keeps every round so you can check the sums. Tap a cell of the table to correct it: the correction is one more step in the log, so undo takes it back.\n\nA round with no points cannot be closed, and a game holds at most 500 rounds.",
        ],
        [
            "Theo vòng",
            "Khi bật chế độ vòng, điểm được ghi vào vòng đang mở. Đóng vòng khi mọi người đã ghi điểm; bảng giữ lại từng vòng để bạn kiểm tra tổng. Chạm vào một ô của bảng để sửa: lần sửa là thêm một bước trong nhật ký, nên Hoàn tác sẽ bỏ được.\n\nKhông thể đóng một vòng chưa có điểm nào, và một ván có tối đa 500 vòng.",
        ],
        [
            "回合",
            "開啟回合後，分數記入目前的回合。所有人都計分後結束該回合；表格保留每一回合，方便核對總分。點表格中的格子即可更正：更正也是紀錄中的一步，可以復原。\n\n沒有任何分數的回合不能結束，一局最多 500 回合。",
        ],
    ),
    e(
        "scorepad-target",
        S,
        &["scorepad-rounds", "scorepad-winner", "scorepad-readings"],
        [
            "Target score and the end",
            "Without rounds, the game ends the moment a total reaches the target.\n\nWith rounds, it ends when the round in which someone reached the target is closed, so everyone plays that round out.\n\nWithout a target, finish the game yourself whenever the table is done. A finished game can still be undone.",
        ],
        [
            "Điểm mục tiêu và kết thúc",
            "Không chơi theo vòng: ván kết thúc ngay khi một tổng điểm đạt mục tiêu.\n\nChơi theo vòng: ván kết thúc khi đóng vòng mà có người đạt mục tiêu, để mọi người chơi hết vòng đó.\n\nKhông có mục tiêu: tự bấm kết thúc khi cả bàn chơi xong. Ván đã kết thúc vẫn có thể hoàn tác.",
        ],
        [
            "目標分數與結束",
            "不分回合時，任何人的總分一達到目標，遊戲立即結束。\n\n分回合時，要等有人達標的那一回合結束後才結束，讓每個人都打完該回合。\n\n未設目標時，大家玩完就自行結束遊戲。已結束的遊戲仍可復原。",
        ],
    ),
    e(
        "scorepad-winner",
        S,
        &["scorepad-target", "scorepad-readings"],
        [
            "Who wins",
            "The highest or the lowest total wins, as chosen at the start (golf-style games use lowest). Equal totals share the win.",
        ],
        [
            "Ai thắng",
            "Tổng cao nhất hoặc thấp nhất thắng, tùy lựa chọn lúc bắt đầu (các trò kiểu golf chọn thấp nhất). Bằng điểm thì cùng thắng.",
        ],
        [
            "勝負",
            "依開局的選擇，總分最高或最低者獲勝（高爾夫類遊戲選最低）。總分相同則共同獲勝。",
        ],
    ),
    e(
        "scorepad-dice",
        S,
        &["catan-dice", "scorepad-readings"],
        [
            "Dice and the dice deck",
            "The app can roll two dice for you, or you can enter what the real dice show.\n\nThe dice deck deals each of the 36 ordered pairs of two dice once, then shuffles again. Every total then comes up exactly as often as probability says: a 7 six times, a 2 once, in every 36 rolls.",
        ],
        [
            "Xúc xắc và bộ bài xúc xắc",
            "Ứng dụng có thể tung hai xúc xắc giúp bạn, hoặc bạn nhập kết quả của xúc xắc thật.\n\nBộ bài xúc xắc chia lần lượt đủ 36 cặp kết quả có thứ tự của hai xúc xắc, rồi mới xáo lại. Nhờ vậy mỗi tổng xuất hiện đúng theo xác suất: cứ 36 lần thì số 7 ra sáu lần, số 2 ra một lần.",
        ],
        [
            "骰子與骰子牌庫",
            "App 可以替你擲兩顆骰子，也可以輸入實體骰子的點數。\n\n骰子牌庫會把兩顆骰子的 36 種有序組合各發一次，發完才重新洗牌。因此每個點數和出現的次數完全符合機率：每 36 次中 7 出現六次，2 出現一次。",
        ],
    ),
    e(
        "scorepad-readings",
        S,
        &["scorepad-target", "scorepad-winner", "scorepad-scores", "scorepad-rounds", "scorepad-dice"],
        [
            "The app's own choices",
            "The score pad follows no rule sheet; these are the app's own choices.\n- With rounds, the target is checked when a round closes, so that round is played out, as in most card games.\n- Equal totals share the win, since the pad knows no game's tie-breaker.\n- Adding zero is refused, since it would change nothing but the log.\n- The limits (1,000,000 per entry and for a target, 500 rounds) only keep totals in bounds; no real game comes near them.\n- A finished game can still be undone, to put a wrong entry right.\n- The dice deck is dealt to its last card before a reshuffle, so every 36 rolls match the odds exactly.\n\nA game keeps the choices it was started with: a later change of them will not change a game already saved.",
        ],
        [
            "Những lựa chọn của ứng dụng",
            "Bảng điểm không theo tờ luật nào; đây là những lựa chọn của riêng ứng dụng.\n- Khi chơi theo vòng, mục tiêu được kiểm tra lúc đóng vòng, để vòng đó được chơi hết, như phần lớn các trò chơi bài.\n- Bằng điểm thì cùng thắng, vì bảng điểm không biết cách phân định của từng trò.\n- Cộng 0 điểm bị từ chối, vì nó không thay đổi gì ngoài nhật ký.\n- Các giới hạn (1.000.000 điểm mỗi lần nhập và cho mục tiêu, 500 vòng) chỉ giữ tổng điểm trong khoảng hợp lý; không ván thật nào chạm tới.\n- Ván đã kết thúc vẫn hoàn tác được, để sửa một lần nhập sai.\n- Bộ bài xúc xắc được chia đến lá cuối rồi mới xáo lại, nên cứ 36 lần tung thì kết quả khớp đúng xác suất.\n\nMột ván giữ nguyên các lựa chọn lúc bắt đầu: nếu sau này chúng thay đổi, ván đã lưu vẫn không đổi.",
        ],
        [
            "App 自己的選擇",
            "計分板沒有規則說明可依循；以下是 App 自己的選擇。\n- 分回合時，目標在結束回合時檢查，讓該回合打完，就像大多數紙牌遊戲。\n- 總分相同則共同獲勝，因為計分板不知道各遊戲的平手判定。\n- 加 0 分會被拒絕，因為它除了紀錄之外什麼也不改變。\n- 各項上限（單次輸入與目標各 1,000,000 分、500 回合）只為了讓總分保持在範圍內；實際遊戲不會碰到。\n- 已結束的遊戲仍可復原，以便修正輸入錯誤。\n- 骰子牌庫發到最後一張才重洗，所以每 36 次擲骰都完全符合機率。\n\n每局遊戲保留開局時的選擇：日後若有改變，已儲存的遊戲不受影響。",
        ],
    ),
];
