//! Carcassonne with The Tower and Count, King & Robber (docs/rules.md, section 5,
//! `rules/carcassonne/`). Every id of `carcassonne::RULE_IDS` is here; the points the seed
//! leaves open are said the way `rules/carcassonne/choices.rs` settles them.

use super::e;
use crate::rulebook::Entry;
use crate::session::GameKind::Carcassonne as K;

pub(super) const ENTRIES: &[Entry] = &[
    e(
        "carcassonne-players",
        K,
        &["carcassonne-expansions", "carcassonne-meeple-supply", "carcassonne-turn"],
        [
            "Players and what the app does",
            "2 to 6 players. The app never sees the board: you say what happened (a meeple placed, a city of 6 tiles completed and who scores it, a tower floor and whose meeple it captured) and it does the sums, keeps every meeple accounted for, enforces the limits and says when the game ends.\n\nScores follow the physical 50-space track: the app shows laps and the space your marker is on.",
        ],
        [
            "Người chơi và ứng dụng làm gì",
            "2 đến 6 người. Ứng dụng không nhìn thấy bàn chơi: bạn báo điều đã xảy ra (đặt một meeple, hoàn thành thành phố 6 mảnh và ai ghi điểm, đặt một tầng tháp và bắt meeple của ai) và ứng dụng tính điểm, theo dõi từng meeple, áp dụng giới hạn và báo khi ván kết thúc.\n\nĐiểm khớp với đường điểm 50 ô thật: ứng dụng hiện số vòng và ô mà quân đánh dấu của bạn đang đứng.",
        ],
        [
            "玩家與 App 的功能",
            "2 至 6 人。App 看不到版圖：由你告訴它發生了什麼（放了一個米寶、完成 6 塊板塊的城市及誰得分、蓋了一層塔並抓了誰的米寶），它負責計算、追蹤每個米寶、執行限制並提示遊戲結束。\n\n分數對應實體的 50 格計分軌：App 顯示圈數與你的標記所在格子。",
        ],
    ),
    e(
        "carcassonne-expansions",
        K,
        &["carcassonne-tower-floors", "carcassonne-count-districts", "carcassonne-king-robber", "carcassonne-tiles"],
        [
            "Expansions",
            "Each can be switched on when the game is set up:\n- The Tower: 18 land tiles with tower foundations, and tower floors for each player.\n- The Count: the 12-tile city of Carcassonne replaces the start tile.\n- King & Robber: the King and Robber tiles, plus 5 land tiles.\n\nAn action of an expansion not in the game is refused; so is a farm touching the city of Carcassonne without the Count.",
        ],
        [
            "Bản mở rộng",
            "Mỗi bản có thể bật khi tạo ván:\n- The Tower (Tòa tháp): 18 mảnh đất có móng tháp, và các tầng tháp cho mỗi người.\n- The Count (Bá tước): thành phố Carcassonne 12 mảnh thay cho mảnh khởi đầu.\n- King & Robber (Nhà vua và Tên cướp): hai mảnh Nhà vua và Tên cướp, cộng 5 mảnh đất.\n\nHành động của bản mở rộng không có trong ván sẽ bị từ chối; cánh đồng chạm thành phố Carcassonne khi không chơi Bá tước cũng vậy.",
        ],
        [
            "擴充",
            "建立遊戲時可分別開啟：\n- 高塔（The Tower）：18 塊有塔基的地形板塊，以及每人的塔層。\n- 伯爵（The Count）：12 塊板塊組成的卡卡頌城取代起始板塊。\n- 國王與強盜（King & Robber）：國王與強盜板塊，外加 5 塊地形板塊。\n\n未加入的擴充動作會被拒絕；沒有伯爵時，碰到卡卡頌城的草原也一樣。",
        ],
    ),
    e(
        "carcassonne-turn",
        K,
        &["carcassonne-turn-choice", "carcassonne-scoring-timing", "carcassonne-tiles"],
        [
            "A turn",
            "1. Draw a tile and place it so every edge matches its neighbours.\n2. Optionally, one placement: a meeple on that tile (on a road, city, monastery or farm nobody occupies yet), or with The Tower one of the tower actions.\n3. Score every feature the tile completed.\n\nWith The Tower, you may also pay one ransom in your turn. With the Count, a completed feature that scored only for opponents lets you put a meeple into Carcassonne.",
        ],
        [
            "Một lượt chơi",
            "1. Rút một mảnh và đặt sao cho mọi cạnh khớp với các mảnh bên cạnh.\n2. Tùy chọn, một lần đặt: một meeple lên mảnh đó (trên đường, thành phố, tu viện hoặc cánh đồng chưa có ai), hoặc với The Tower là một trong các hành động tháp.\n3. Tính điểm mọi công trình mà mảnh vừa đặt hoàn thành.\n\nVới The Tower, bạn còn được trả một lần tiền chuộc trong lượt. Với Bá tước, công trình hoàn thành chỉ cho điểm đối thủ cho phép bạn đặt một meeple vào Carcassonne.",
        ],
        [
            "回合流程",
            "1. 抽一塊板塊並放置，使每條邊都與相鄰板塊吻合。\n2. 可選擇放置一次：在該板塊上放米寶（放在無人佔據的道路、城市、修道院或草原），或在有高塔時執行一項塔的動作。\n3. 計算這塊板塊完成的所有地形的分數。\n\n有高塔時，回合中還可支付一次贖金。有伯爵時，若完成的地形只讓對手得分，你可以把一個米寶放進卡卡頌城。",
        ],
    ),
    e(
        "carcassonne-meeple-supply",
        K,
        &["carcassonne-turn-choice", "carcassonne-scoring-meeples", "carcassonne-tower-capture"],
        [
            "Meeples",
            "Each player has 7 meeples. The app knows where each one is: in your supply, on features, on top of towers, held as a prisoner and by whom, or in the districts of Carcassonne. A placement with an empty supply is refused.\n\nMeeples come back when their feature scores. On farms they stay until the end.",
        ],
        [
            "Meeple",
            "Mỗi người có 7 meeple. Ứng dụng biết từng meeple ở đâu: trong kho của bạn, trên công trình, trên đỉnh tháp, bị bắt làm tù binh và bởi ai, hay trong các quận của Carcassonne. Đặt meeple khi kho đã hết sẽ bị từ chối.\n\nMeeple trở về khi công trình của nó được tính điểm. Meeple trên cánh đồng ở lại đến cuối ván.",
        ],
        [
            "米寶",
            "每人 7 個米寶。App 知道每個米寶的位置：你的供應區、地形上、塔頂、被誰俘虜，或在卡卡頌城的區域中。供應區沒有米寶時放置會被拒絕。\n\n地形計分後米寶回來。草原上的米寶留到遊戲結束。",
        ],
    ),
    e(
        "carcassonne-turn-choice",
        K,
        &["carcassonne-turn", "carcassonne-tower-floors", "carcassonne-tower-closed"],
        [
            "One placement per turn",
            "After placing the tile you do at most one of:\n- place a meeple on that tile;\n- place a tower floor on an empty tower foundation;\n- add a floor to any open tower;\n- place a meeple on top of any open tower, closing it.\n\nThe app refuses a second one in the same turn. Paying a ransom is not a placement and can come on top.",
        ],
        [
            "Mỗi lượt một lần đặt",
            "Sau khi đặt mảnh, bạn làm tối đa một trong các việc:\n- đặt meeple lên mảnh đó;\n- đặt một tầng tháp lên móng tháp còn trống;\n- thêm một tầng vào bất kỳ tháp nào còn mở;\n- đặt meeple lên đỉnh một tháp còn mở, đóng tháp đó lại.\n\nỨng dụng từ chối việc thứ hai trong cùng lượt. Trả tiền chuộc không phải là việc đặt nên vẫn làm thêm được.",
        ],
        [
            "每回合放置一次",
            "放好板塊後，最多執行下列一項：\n- 在該板塊上放米寶；\n- 在空的塔基上放一層塔；\n- 在任何未封頂的塔上加一層；\n- 在任何未封頂的塔頂放米寶，將它封頂。\n\n同一回合的第二次放置會被 App 拒絕。支付贖金不算放置，可以另外進行。",
        ],
    ),
    // ---------------------------------------------------------------- The Tower
    e(
        "carcassonne-tower-floors",
        K,
        &["carcassonne-tower-foundations", "carcassonne-tower-capture", "carcassonne-turn-choice"],
        [
            "The Tower: floors",
            "Tower floors per player by the number of players: 2 → 10, 3 → 9, 4 → 7, 5 → 6, 6 → 5. Unused floors go back to the box. A floor is placed instead of a meeple; with none left, you cannot build towers.",
        ],
        [
            "The Tower: tầng tháp",
            "Số tầng tháp mỗi người theo số người chơi: 2 → 10, 3 → 9, 4 → 7, 5 → 6, 6 → 5. Tầng không dùng thì cất vào hộp. Tầng tháp được đặt thay cho meeple; hết tầng thì không xây tháp được nữa.",
        ],
        [
            "高塔：塔層",
            "依玩家人數，每人的塔層數：2 人 → 10、3 人 → 9、4 人 → 7、5 人 → 6、6 人 → 5。用不到的塔層放回盒中。塔層是代替米寶放置的；用完就不能再蓋塔。",
        ],
    ),
    e(
        "carcassonne-tower-foundations",
        K,
        &["carcassonne-tower-floors", "carcassonne-tower-closed", "carcassonne-readings"],
        [
            "The Tower: foundations and towers",
            "A new tower starts with a floor on an empty tower foundation; the expansion's 18 tiles carry one each, so at most 18 towers. Any player may add floors to any open tower; there is no height limit. The app numbers towers in the order they were started.\n\nSome printings wrongly ask for a foundation for actions that do not need one: only starting a tower does.",
        ],
        [
            "The Tower: móng tháp và tòa tháp",
            "Tháp mới bắt đầu bằng một tầng đặt trên móng tháp còn trống; 18 mảnh của bản mở rộng mỗi mảnh có một móng, nên tối đa 18 tháp. Ai cũng được thêm tầng vào bất kỳ tháp nào còn mở; không giới hạn chiều cao. Ứng dụng đánh số tháp theo thứ tự được xây.\n\nMột số bản in ghi nhầm rằng cần móng tháp cho cả những việc không cần: chỉ việc bắt đầu một tháp mới cần móng.",
        ],
        [
            "高塔：塔基與塔",
            "新塔從在空塔基上放一層開始；擴充的 18 塊板塊各有一個塔基，所以最多 18 座塔。任何玩家都可以替任何未封頂的塔加層，高度沒有上限。App 依開始建造的順序為塔編號。\n\n有些印刷版本誤把不需要塔基的動作也寫成需要：只有開始蓋新塔需要塔基。",
        ],
    ),
    e(
        "carcassonne-tower-capture",
        K,
        &["carcassonne-tower-reach", "carcassonne-tower-ransom", "carcassonne-tower-exchange", "carcassonne-readings"],
        [
            "The Tower: capturing",
            "Each time you place a floor you may at once capture one meeple within the tower's reach, of any player, even your own. Your own goes straight back to your supply; anyone else's becomes your prisoner, kept in front of you.\n\nA meeple standing on top of another tower can be captured too.",
        ],
        [
            "The Tower: bắt giữ",
            "Mỗi lần đặt một tầng tháp, bạn có thể bắt ngay một meeple trong tầm của tháp, của bất kỳ ai, kể cả của bạn. Meeple của bạn về thẳng kho; của người khác trở thành tù binh, đặt trước mặt bạn.\n\nMeeple đứng trên đỉnh một tháp khác cũng có thể bị bắt.",
        ],
        [
            "高塔：俘虜",
            "每次放一層塔，可以立刻俘虜塔射程內任一玩家的一個米寶，包括自己的。自己的米寶直接回到供應區；別人的則成為你的俘虜，放在你面前。\n\n站在其他塔頂上的米寶也可以被俘虜。",
        ],
    ),
    e(
        "carcassonne-tower-reach",
        K,
        &["carcassonne-tower-capture", "carcassonne-tower-floors", "carcassonne-readings"],
        [
            "The Tower: a tower's reach",
            "A tower of height H (floors stacked, the new one included) reaches H tiles in each of the four straight directions from its tile, and the tower's own tile. Diagonals are out of reach.\n\nGaps in the landscape and other towers do not block it. The app shows the height as a reminder; you judge the board.",
        ],
        [
            "The Tower: tầm của tháp",
            "Tháp cao H tầng (kể cả tầng vừa đặt) vươn tới H mảnh theo mỗi hướng trong bốn hướng thẳng tính từ mảnh của nó, và cả chính mảnh đặt tháp. Đường chéo nằm ngoài tầm.\n\nKhoảng trống trên bàn và các tháp khác không chặn tầm. Ứng dụng hiển thị chiều cao để nhắc; bạn tự xem trên bàn.",
        ],
        [
            "高塔：塔的射程",
            "高度為 H 層（含剛放的那層）的塔，從所在板塊往四個直線方向各延伸 H 塊板塊，也包含塔所在的板塊。斜線方向不在射程內。\n\n版圖上的空隙與其他塔都不會阻擋。App 顯示高度作為提醒，實際範圍請看版圖。",
        ],
    ),
    e(
        "carcassonne-tower-closed",
        K,
        &["carcassonne-tower-foundations", "carcassonne-turn-choice", "carcassonne-readings"],
        [
            "The Tower: closing a tower",
            "Placing a meeple on top of an open tower closes it for good: no more floors. The meeple stays there to the end of the game unless it is captured; players do this to protect their meeples nearby.\n\nIf the meeple on top is captured later, the tower stays closed.",
        ],
        [
            "The Tower: đóng tháp",
            "Đặt meeple lên đỉnh một tháp còn mở sẽ đóng tháp vĩnh viễn: không thêm tầng nữa. Meeple ở đó đến hết ván trừ khi bị bắt; người chơi làm vậy để bảo vệ các meeple của mình ở gần.\n\nNếu sau đó meeple trên đỉnh bị bắt, tháp vẫn đóng.",
        ],
        [
            "高塔：封頂",
            "在未封頂的塔頂放米寶會永久封頂：不能再加層。該米寶留到遊戲結束，除非被俘虜；玩家常藉此保護附近的米寶。\n\n之後塔頂的米寶即使被俘虜，塔仍然是封頂的。",
        ],
    ),
    e(
        "carcassonne-tower-ransom",
        K,
        &["carcassonne-tower-ransom-once", "carcassonne-tower-exchange", "carcassonne-tower-capture", "carcassonne-readings"],
        [
            "The Tower: ransom",
            "On your turn you may buy back one of your captured meeples by paying 3 points to its captor: your score −3, theirs +3. Not allowed if it would take you below 0. The large meeple costs the same 3 points. The meeple is back in your supply at once and can be placed this turn.",
        ],
        [
            "The Tower: tiền chuộc",
            "Trong lượt của mình, bạn có thể chuộc lại một meeple bị bắt bằng cách trả 3 điểm cho người bắt: bạn −3, họ +3. Không được nếu điểm của bạn sẽ xuống dưới 0. Meeple lớn cũng chỉ tốn 3 điểm. Meeple về kho ngay và có thể đặt ngay trong lượt đó.",
        ],
        [
            "高塔：贖金",
            "在自己的回合，可付 3 分給俘虜者贖回一個被俘的米寶：你 −3 分，對方 +3 分。若會讓你低於 0 分則不行。大米寶同樣是 3 分。米寶立刻回到供應區，本回合即可放置。",
        ],
    ),
    e(
        "carcassonne-tower-ransom-once",
        K,
        &["carcassonne-tower-ransom", "carcassonne-readings"],
        [
            "The Tower: one ransom per turn",
            "A ransom at most once per turn, paid by the player whose turn it is, as the publisher's FAQ summaries say. Paying a ransom is not scoring: it does not trigger the Count.",
        ],
        [
            "The Tower: mỗi lượt một lần chuộc",
            "Mỗi lượt chỉ được chuộc tối đa một lần, do người đang đến lượt trả, theo tóm tắt FAQ của nhà phát hành. Trả tiền chuộc không phải là ghi điểm: không kích hoạt Bá tước.",
        ],
        [
            "高塔：每回合一次贖金",
            "依出版社 FAQ 的整理，每回合最多支付一次贖金，由目前回合的玩家支付。支付贖金不算得分：不會觸發伯爵。",
        ],
    ),
    e(
        "carcassonne-tower-exchange",
        K,
        &["carcassonne-tower-ransom", "carcassonne-tower-capture", "carcassonne-readings"],
        [
            "The Tower: prisoner exchange",
            "When two players each hold a prisoner of the other, they swap them at once, one for one; both meeples go back to their owners' supplies. The app does it for you.",
        ],
        [
            "The Tower: trao đổi tù binh",
            "Khi hai người đều giữ tù binh của nhau, họ đổi ngay lập tức, một đổi một; cả hai meeple về kho của chủ mình. Ứng dụng tự làm việc này.",
        ],
        [
            "高塔：交換俘虜",
            "兩位玩家互相持有對方的俘虜時，立刻一換一交換；兩個米寶都回到原主的供應區。App 會自動處理。",
        ],
    ),
    // ---------------------------------------------------------------- scoring
    e(
        "carcassonne-scoring-values",
        K,
        &["carcassonne-scoring-timing", "carcassonne-feature-size", "carcassonne-final-scoring", "carcassonne-readings"],
        [
            "What features are worth",
            "- Completed city: 2 points per tile and per pennant (also a city of two tiles, as the current rules say).\n- Unfinished city at the end: 1 per tile and per pennant.\n- Road: 1 per tile, finished or not.\n- Monastery: 1 for itself and each tile around it; 9 when surrounded.\n- Farm (end only): 3 per completed city it touches, the city of Carcassonne included.\n\nThe player with the most meeples on a feature scores it; tied players all score in full. The app shows the sum so you can check it.",
        ],
        [
            "Giá trị của các công trình",
            "- Thành phố hoàn thành: 2 điểm mỗi mảnh và mỗi huy hiệu (cả thành phố hai mảnh, theo luật hiện hành).\n- Thành phố dở dang khi kết thúc: 1 điểm mỗi mảnh và mỗi huy hiệu.\n- Đường: 1 điểm mỗi mảnh, xong hay chưa.\n- Tu viện: 1 điểm cho chính nó và mỗi mảnh xung quanh; 9 khi được bao kín.\n- Cánh đồng (chỉ cuối ván): 3 điểm cho mỗi thành phố hoàn thành mà nó chạm, kể cả thành phố Carcassonne.\n\nNgười có nhiều meeple nhất trên công trình được điểm; hòa thì tất cả đều nhận đủ điểm. Ứng dụng hiển thị phép tính để bạn kiểm tra.",
        ],
        [
            "地形的分數",
            "- 完成的城市：每塊板塊與每個盾徽各 2 分（依現行規則，兩塊的城市也一樣）。\n- 終局未完成的城市：每塊板塊與每個盾徽各 1 分。\n- 道路：每塊 1 分，完成與否皆同。\n- 修道院：自身與周圍每塊板塊各 1 分；被圍滿為 9 分。\n- 草原（僅終局）：每座相鄰的完成城市 3 分，包括卡卡頌城。\n\n地形上米寶最多的玩家得分；並列時都得全額分數。App 會顯示算式讓你核對。",
        ],
    ),
    e(
        "carcassonne-scoring-timing",
        K,
        &["carcassonne-scoring-values", "carcassonne-final-scoring"],
        [
            "When features score",
            "During play, only completed cities, roads and monasteries score, in the turn they are completed. Farms and unfinished features wait for the final scoring; there, completed features are not scored again.",
        ],
        [
            "Khi nào tính điểm",
            "Trong lúc chơi, chỉ thành phố, đường và tu viện đã hoàn thành mới được tính, ngay trong lượt hoàn thành. Cánh đồng và công trình dở dang chờ đến lượt tính điểm cuối; khi đó công trình đã hoàn thành không được tính lại.",
        ],
        [
            "何時計分",
            "遊戲中只有完成的城市、道路與修道院在完成的回合計分。草原與未完成的地形留到終局計分；終局時已完成的地形不再重複計分。",
        ],
    ),
    e(
        "carcassonne-scoring-meeples",
        K,
        &["carcassonne-meeple-supply", "carcassonne-scoring-values", "carcassonne-readings"],
        [
            "Scoring and returning meeples",
            "When you enter a scoring, name the players who score and the meeples that come back to each supply. A player who scores must have had a meeple on the feature, and no one gets back more meeples than they have on the board.\n\nA completed city with no meeple on it still counts for the King.",
        ],
        [
            "Tính điểm và trả meeple",
            "Khi nhập một lần tính điểm, hãy nêu người được điểm và số meeple trở về kho của từng người. Người được điểm phải có meeple trên công trình, và không ai nhận lại nhiều meeple hơn số đang có trên bàn.\n\nThành phố hoàn thành không có meeple nào vẫn được tính cho Nhà vua.",
        ],
        [
            "計分與收回米寶",
            "輸入計分時，指明得分的玩家以及各自回到供應區的米寶數。得分者必須在該地形上有米寶，且任何人收回的米寶都不能多於在版圖上的數量。\n\n沒有米寶的完成城市仍計入國王。",
        ],
    ),
    e(
        "carcassonne-feature-size",
        K,
        &["carcassonne-scoring-values", "carcassonne-manual-points", "carcassonne-readings"],
        [
            "Feature sizes the app accepts",
            "A feature must have at least 1 tile, no more pennants than tiles, no more than the tiles in the game, and a monastery counts 1 to 9 tiles. Impossible sizes (a city of 200 tiles) are refused as slips of the finger.",
        ],
        [
            "Kích thước công trình hợp lệ",
            "Một công trình phải có ít nhất 1 mảnh, số huy hiệu không quá số mảnh, không quá tổng số mảnh trong ván, và tu viện tính từ 1 đến 9 mảnh. Kích thước không thể có (thành phố 200 mảnh) bị từ chối vì có lẽ là bấm nhầm.",
        ],
        [
            "App 接受的地形大小",
            "地形至少 1 塊板塊，盾徽數不能多於板塊數，也不能超過本局的板塊總數；修道院計 1 至 9 塊。不可能的大小（200 塊的城市）視為誤按而拒絕。",
        ],
    ),
    e(
        "carcassonne-manual-points",
        K,
        &["carcassonne-feature-size", "carcassonne-players"],
        [
            "Manual points and corrections",
            "Points for anything the app does not model, or a correction, can be added by hand: not zero, at most 500 in one entry, and never taking a score below 0. Every entry can be undone.",
        ],
        [
            "Cộng điểm tay và sửa điểm",
            "Điểm cho những gì ứng dụng không mô phỏng, hoặc để sửa sai, có thể cộng tay: khác 0, tối đa 500 mỗi lần, và không bao giờ làm điểm xuống dưới 0. Mọi lần nhập đều hoàn tác được.",
        ],
        [
            "手動加分與修正",
            "App 沒有模擬的得分或需要修正時，可手動加分：不能是 0，單次最多 500 分，且不能讓分數低於 0。每次輸入都可復原。",
        ],
    ),
    e(
        "carcassonne-tiles",
        K,
        &["carcassonne-end", "carcassonne-expansions", "carcassonne-readings"],
        [
            "The draw pile",
            "The pile holds the base game's 72 tiles minus the start tile, plus 18 with The Tower and 5 with King & Robber; with the Count, the city of Carcassonne is the start and the base start tile stays in the box.\n\nThe app counts down the tiles so you see when the game ends. A drawn tile that fits nowhere leaves the game and you draw another (the publisher's current rule). If the count on the table differs, correct it.",
        ],
        [
            "Chồng mảnh rút",
            "Chồng rút gồm 72 mảnh của bản cơ bản trừ mảnh khởi đầu, thêm 18 mảnh nếu có The Tower và 5 mảnh nếu có King & Robber; với Bá tước, thành phố Carcassonne là khởi đầu và mảnh khởi đầu cơ bản cất trong hộp.\n\nỨng dụng đếm ngược số mảnh để bạn biết khi nào ván kết thúc. Mảnh rút ra không đặt được ở đâu thì loại khỏi ván và bạn rút mảnh khác (luật hiện hành của nhà phát hành). Nếu số mảnh trên bàn khác, hãy sửa lại.",
        ],
        [
            "板塊牌堆",
            "牌堆包含基本版 72 塊扣除起始板塊，有高塔加 18 塊，有國王與強盜加 5 塊；有伯爵時以卡卡頌城為起點，基本版的起始板塊留在盒中。\n\nApp 倒數剩餘板塊，讓你知道何時結束。抽到無處可放的板塊時移出遊戲並重抽（出版社現行規則）。桌上的數量不同時請修正。",
        ],
    ),
    e(
        "carcassonne-end",
        K,
        &["carcassonne-final-scoring", "carcassonne-tiles", "carcassonne-readings"],
        [
            "End of the game",
            "The game ends after the last tile is played: the final scoring opens, and then the highest total wins. The base rules have no tie-breaker, so tied players share the win.\n\nA finished game can still be undone to change an entry.",
        ],
        [
            "Kết thúc ván",
            "Ván kết thúc sau khi đặt mảnh cuối cùng: phần tính điểm cuối mở ra, sau đó tổng điểm cao nhất thắng. Luật cơ bản không có cách phân định khi hòa, nên những người bằng điểm cùng thắng.\n\nVán đã kết thúc vẫn hoàn tác được để sửa một lần nhập.",
        ],
        [
            "遊戲結束",
            "最後一塊板塊放完後遊戲結束：進入終局計分，之後總分最高者獲勝。基本規則沒有平手判定，同分者共同獲勝。\n\n已結束的遊戲仍可復原以修改輸入。",
        ],
    ),
    e(
        "carcassonne-final-scoring",
        K,
        &["carcassonne-end", "carcassonne-scoring-timing", "carcassonne-king-robber", "carcassonne-count-districts", "carcassonne-readings"],
        [
            "Final scoring",
            "After the last tile, score unfinished cities, roads and monasteries and every farm; nothing else can happen in the turn order any more. Then close the final scoring: the King and Robber bonuses are added and the winner is known.\n\nWith the Count, only the market's meeples may still leave their district, to join a farm. The other districts' meeples stay put, and every meeple left in a district scores nothing.",
        ],
        [
            "Tính điểm cuối ván",
            "Sau mảnh cuối cùng, tính điểm thành phố, đường, tu viện dở dang và mọi cánh đồng; không còn hành động lượt nào khác. Sau đó đóng phần tính điểm cuối: cộng thưởng Nhà vua và Tên cướp và biết người thắng.\n\nVới Bá tước, chỉ meeple ở chợ còn được rời quận để vào một cánh đồng. Meeple ở các quận khác nằm yên tại chỗ, và mọi meeple còn lại trong các quận đều không được điểm.",
        ],
        [
            "終局計分",
            "最後一塊板塊之後，計算未完成的城市、道路、修道院以及所有草原；不再有其他回合動作。接著結束終局計分：加上國王與強盜的獎勵，決定勝者。\n\n有伯爵時，只有市集的米寶還能離開該區加入草原。其他區的米寶留在原處，而留在各區的米寶都不得分。",
        ],
    ),
    // ---------------------------------------------------------------- Count, King & Robber
    e(
        "carcassonne-king-robber",
        K,
        &["carcassonne-final-scoring", "carcassonne-expansions", "carcassonne-readings"],
        [
            "King and Robber",
            "King: whoever completes (places the completing tile of) the first city takes the King tile, whether or not they scored that city. Whoever later completes a strictly larger city (more tiles) takes it. At the end the holder gets 1 point per completed city in the game, the city of Carcassonne included when the Count is used.\n\nRobber: the same for roads: the largest completed road, and 1 point per completed road at the end.\n\nThe city of Carcassonne itself never wins the King.",
        ],
        [
            "Nhà vua và Tên cướp",
            "Nhà vua: ai hoàn thành (đặt mảnh cuối cùng của) thành phố đầu tiên thì lấy mảnh Nhà vua, dù có ghi điểm thành phố đó hay không. Ai sau đó hoàn thành thành phố lớn hơn hẳn (nhiều mảnh hơn) thì lấy lại. Cuối ván người giữ được 1 điểm cho mỗi thành phố đã hoàn thành trong ván, kể cả thành phố Carcassonne khi chơi Bá tước.\n\nTên cướp: tương tự cho đường: con đường hoàn thành dài nhất, và 1 điểm cho mỗi con đường hoàn thành khi kết thúc.\n\nBản thân thành phố Carcassonne không bao giờ giành mảnh Nhà vua.",
        ],
        [
            "國王與強盜",
            "國王：完成第一座城市（放下使其完成的板塊）的玩家拿國王板塊，不論是否因此得分。之後完成嚴格更大（板塊更多）城市的玩家取得它。終局時持有者每座已完成城市得 1 分，使用伯爵時包括卡卡頌城。\n\n強盜：道路同理：最長的完成道路，終局每條完成道路 1 分。\n\n卡卡頌城本身永遠不會贏得國王。",
        ],
    ),
    e(
        "carcassonne-count-districts",
        K,
        &["carcassonne-count-guard", "carcassonne-count-entry", "carcassonne-count-move", "carcassonne-readings"],
        [
            "The Count: the city and its districts",
            "The 12 city tiles of Carcassonne form the start. The city has 4 districts, each feeding one kind of feature: castle → cities, market → farms, blacksmith → roads, cathedral → monasteries. The Count starts in the castle.\n\nBefore a feature scores, every player may move meeples from the matching district onto it, beyond the usual one-meeple limit; they come back to the supply with the others after the scoring. The city of Carcassonne counts as a completed city worth 3 points to farms.\n\nIn the final scoring only the market's meeples may still come out, to join a farm, since farms are scored only then. The castle's, the blacksmith's and the cathedral's meeples stay where they are and score nothing: they cannot join an unfinished city, road or monastery.",
        ],
        [
            "Bá tước: thành phố và các quận",
            "12 mảnh thành phố Carcassonne làm khởi đầu. Thành phố có 4 quận, mỗi quận ứng với một loại công trình: lâu đài → thành phố, chợ → cánh đồng, lò rèn → đường, nhà thờ lớn → tu viện. Bá tước bắt đầu ở lâu đài.\n\nTrước khi một công trình được tính điểm, mọi người có thể chuyển meeple từ quận tương ứng sang đó, vượt quá giới hạn một meeple thông thường; sau khi tính điểm chúng về kho cùng các meeple khác. Với cánh đồng, thành phố Carcassonne được tính là một thành phố đã hoàn thành, trị giá 3 điểm.\n\nKhi tính điểm cuối ván, chỉ meeple ở chợ còn được rời quận để vào một cánh đồng, vì cánh đồng chỉ được tính điểm lúc đó. Meeple ở lâu đài, lò rèn và nhà thờ lớn nằm yên tại chỗ và không được điểm: chúng không thể vào thành phố, đường hay tu viện còn dở dang.",
        ],
        [
            "伯爵：城市與各區",
            "卡卡頌城的 12 塊城市板塊作為起點。城裡有 4 個區，各對應一種地形：城堡 → 城市、市集 → 草原、鐵匠 → 道路、大教堂 → 修道院。伯爵從城堡開始。\n\n地形計分前，每位玩家都可以把對應區中的米寶移到該地形上，不受一般一個米寶的限制；計分後它們與其他米寶一起回到供應區。卡卡頌城算作已完成的城市，對草原值 3 分。\n\n終局計分時，只有市集的米寶還能離開該區加入草原，因為草原只在那時計分。城堡、鐵匠與大教堂的米寶留在原處，不得分，也不能加入未完成的城市、道路或修道院。",
        ],
    ),
    e(
        "carcassonne-count-guard",
        K,
        &["carcassonne-count-districts", "carcassonne-count-move"],
        [
            "The Count: the guarded district",
            "No meeple may leave the district where the Count stands, even when a matching feature scores. They wait there until the Count moves away.",
        ],
        [
            "Bá tước: quận được canh giữ",
            "Không meeple nào được rời quận có Bá tước đứng, kể cả khi công trình tương ứng được tính điểm. Chúng chờ ở đó cho đến khi Bá tước rời đi.",
        ],
        [
            "伯爵：被看守的區",
            "伯爵所在的區，任何米寶都不能離開，即使對應的地形正在計分。它們要等伯爵離開後才能移動。",
        ],
    ),
    e(
        "carcassonne-count-entry",
        K,
        &["carcassonne-count-districts", "carcassonne-count-move", "carcassonne-readings"],
        [
            "The Count: putting a meeple into the city",
            "When a tile you place completes a feature whose scoring gives points to opponents and none to you, you may put one meeple from your supply into any district. At most one per turn, even if several opponents scored or several such features were completed.\n\nThe sources are not precise here; the app judges each feature on its own: if the same tile also completes a feature that scores for you, the right stays earned.",
        ],
        [
            "Bá tước: đặt meeple vào thành phố",
            "Khi mảnh bạn đặt hoàn thành một công trình mà việc tính điểm cho đối thủ điểm còn bạn không được gì, bạn có thể đặt một meeple từ kho vào bất kỳ quận nào. Tối đa một lần mỗi lượt, dù nhiều đối thủ được điểm hay có nhiều công trình như vậy.\n\nNguồn luật không nói chính xác; ứng dụng xét từng công trình riêng: nếu cùng mảnh đó còn hoàn thành một công trình cho bạn điểm, quyền này vẫn còn.",
        ],
        [
            "伯爵：把米寶放進城中",
            "你放的板塊完成了一個只讓對手得分、你沒得分的地形時，可以從供應區放一個米寶到任一區。每回合最多一個，即使多位對手得分或完成了多個這樣的地形。\n\n資料對此不夠精確；App 逐一判斷每個地形：若同一塊板塊也完成了讓你得分的地形，這個權利仍然成立。",
        ],
    ),
    e(
        "carcassonne-count-move",
        K,
        &["carcassonne-count-entry", "carcassonne-count-guard", "carcassonne-readings"],
        [
            "The Count: moving the Count",
            "When you put a meeple into the city, you may also move the Count to any other district. Nothing else moves him, and he never leaves the city. Moving him to the district he is already in is refused.",
        ],
        [
            "Bá tước: di chuyển Bá tước",
            "Khi đặt meeple vào thành phố, bạn cũng có thể chuyển Bá tước sang bất kỳ quận nào khác. Ngoài ra không gì di chuyển được ông, và ông không bao giờ rời thành phố. Chuyển ông đến chính quận đang đứng sẽ bị từ chối.",
        ],
        [
            "伯爵：移動伯爵",
            "把米寶放進城中時，你也可以把伯爵移到任何其他區。除此之外沒有任何方式能移動他，他也永遠不會離開城市。移到他目前所在的區會被拒絕。",
        ],
    ),
    // ---------------------------------------------------------------- the app's readings
    e(
        "carcassonne-readings",
        K,
        &["carcassonne-scoring-values", "carcassonne-tiles", "carcassonne-end", "carcassonne-scoring-meeples", "carcassonne-feature-size", "carcassonne-tower-ransom", "carcassonne-tower-ransom-once", "carcassonne-tower-closed", "carcassonne-tower-capture", "carcassonne-tower-reach", "carcassonne-tower-foundations", "carcassonne-tower-exchange", "carcassonne-count-entry", "carcassonne-count-move", "carcassonne-count-districts", "carcassonne-final-scoring", "carcassonne-king-robber"],
        [
            "How Tablemate reads the rules",
            "The rules leave these points open; the app plays them so.\n\nThe base game:\n- A completed two-tile city scores 2 per tile, as the current rules say (the first edition gave 1).\n- A tile that fits nowhere leaves the game and you draw again, as the publisher's current rule has it.\n- Tied players share the win, since the base rules have no tie-breaker.\n- Majorities, sizes and who scores are yours to judge; the app refuses only the impossible, since it does not see the board.\n\nThe Tower:\n- One ransom per turn, by the player whose turn it is, on top of the placement, as the FAQ summaries say.\n- A tower stays closed when its top meeple is captured, since closing is for good.\n- A meeple on top of a tower can be captured by a new floor, since a floor takes any meeple in reach.\n- Reach is yours to judge, since the app does not see the board; at most 18 towers, one per foundation.\n- Two players holding each other's prisoners get both home at once, since the rule leaves no choice.\n\nCount, King & Robber:\n- Your tile earns a meeple in the city when it completes a feature scoring for opponents and not for you, each feature judged alone, as a news post of the publisher describes.\n- The Count moves only with a meeple put into the city, to another district, since nothing else in the rules moves him.\n- In the final scoring only the market's meeples may still leave their district, to join a farm, since farms score only then; the others stay put, as the sheet says they do nothing at the end.\n- The King and the Robber follow completed cities and roads in the order entered, so enter a completed city even without a meeple: it counts for the King.\n- The city of Carcassonne counts for the King's bonus but never wins the King, since no player's tile completed it.\n- With the Count the base start tile stays in the box (71 land tiles in the pile), since the city of Carcassonne is the start.\n\nA game keeps the readings it was started with. Games started before this version of the app keep the earlier one:\n- In the final scoring, the castle's, the blacksmith's and the cathedral's meeples could still join unfinished cities, roads and monasteries.",
        ],
        [
            "Cách Tablemate hiểu luật",
            "Luật bỏ ngỏ những điểm sau; ứng dụng chơi như thế này.\n\nBản cơ bản:\n- Thành phố hai mảnh đã hoàn thành được 2 điểm mỗi mảnh, theo luật hiện hành (bản đầu tiên chỉ cho 1).\n- Mảnh không đặt được ở đâu thì loại khỏi ván và bạn rút lại, theo luật hiện hành của nhà phát hành.\n- Những người bằng điểm cùng thắng, vì luật cơ bản không có cách phân định khi hòa.\n- Đa số, kích thước và ai được điểm là do bạn xét; ứng dụng chỉ từ chối điều không thể có, vì nó không thấy bàn chơi.\n\nThe Tower:\n- Mỗi lượt chuộc một lần, do người đang đến lượt trả, làm thêm ngoài lần đặt, theo các bản tóm tắt FAQ.\n- Tháp vẫn đóng khi meeple trên đỉnh bị bắt, vì đóng tháp là vĩnh viễn.\n- Meeple trên đỉnh tháp cũng bị một tầng mới bắt được, vì tầng tháp bắt được mọi meeple trong tầm.\n- Tầm của tháp do bạn xét, vì ứng dụng không thấy bàn chơi; tối đa 18 tháp, mỗi móng một tháp.\n- Hai người giữ tù binh của nhau thì cả hai meeple về ngay, vì luật không để ai lựa chọn.\n\nBá tước, Nhà vua và Tên cướp:\n- Mảnh của bạn cho quyền đặt một meeple vào thành phố khi nó hoàn thành một công trình cho đối thủ điểm còn bạn thì không, xét từng công trình riêng, như một bài viết của nhà phát hành mô tả.\n- Bá tước chỉ di chuyển khi có một meeple được đặt vào thành phố, và chỉ sang quận khác, vì luật không có cách nào khác để di chuyển ông.\n- Khi tính điểm cuối ván, chỉ meeple ở chợ còn được rời quận để sang cánh đồng, vì cánh đồng chỉ được tính lúc đó; meeple ở các quận khác nằm yên, vì tờ luật nói đến cuối ván chúng không còn tác dụng gì.\n- Nhà vua và Tên cướp theo thứ tự nhập các thành phố và con đường hoàn thành, nên hãy nhập cả thành phố hoàn thành không có meeple: nó vẫn tính cho Nhà vua.\n- Thành phố Carcassonne được tính vào thưởng của Nhà vua nhưng không bao giờ giành Nhà vua, vì không mảnh của người chơi nào hoàn thành nó.\n- Khi chơi Bá tước, mảnh khởi đầu cơ bản cất trong hộp (chồng rút có 71 mảnh đất), vì thành phố Carcassonne là khởi đầu.\n\nMột ván giữ nguyên cách hiểu lúc bắt đầu. Các ván bắt đầu trước phiên bản này của ứng dụng vẫn theo cách hiểu cũ:\n- Khi tính điểm cuối ván, meeple ở lâu đài, lò rèn và nhà thờ lớn vẫn được vào thành phố, đường và tu viện còn dở dang.",
        ],
        [
            "Tablemate 如何解讀規則",
            "規則沒有交代以下幾點，App 的做法如下。\n\n基本版：\n- 兩塊板塊的完成城市每塊 2 分，依現行規則（初版只給 1 分）。\n- 無處可放的板塊移出遊戲並重抽，依出版社現行規則。\n- 同分者共同獲勝，因為基本規則沒有平手判定。\n- 多數、大小與誰得分由你判斷；App 只拒絕不可能的情況，因為它看不到版圖。\n\n高塔：\n- 每回合一次贖金，由目前回合的玩家支付，不佔用放置，依 FAQ 的整理。\n- 塔頂米寶被俘虜後塔仍封頂，因為封頂是永久的。\n- 塔頂的米寶也能被新塔層俘虜，因為塔層可俘虜射程內的任何米寶。\n- 射程由你判斷，因為 App 看不到版圖；最多 18 座塔，每個塔基一座。\n- 兩位玩家互持對方的俘虜時兩個米寶立刻回家，因為規則沒有留下選擇。\n\n伯爵、國王與強盜：\n- 你的板塊完成只讓對手得分、你沒得分的地形時，可放一個米寶進城，每個地形分別判斷，依出版社公告的描述。\n- 伯爵只隨放進城中的米寶移到其他區，因為規則中沒有其他方式移動他。\n- 終局計分時只有市集的米寶還能離開該區加入草原，因為草原只在那時計分；其他區的米寶留在原處，因為規則說明它們到終局已沒有作用。\n- 國王與強盜依完成城市與道路的輸入順序決定，所以沒有米寶的完成城市也要輸入：它計入國王。\n- 卡卡頌城計入國王的獎勵，但永遠不會贏得國王，因為它不是由任何玩家的板塊完成的。\n- 使用伯爵時基本版起始板塊留在盒中（牌堆 71 塊地形板塊），因為卡卡頌城就是起點。\n\n每局遊戲保留開局時的解讀。在 App 此版本之前開始的遊戲沿用先前的解讀：\n- 終局計分時，城堡、鐵匠與大教堂的米寶仍可加入未完成的城市、道路與修道院。",
        ],
    ),
];
