//! Catan: the base game, the two-player duel with its coin bank, Rivers of Catan and the
//! Seafarers scenarios 4 to 7 (docs/rules.md, sections 1 to 3 and 7, `rules/catan/`). Every id of
//! `catan::RULE_IDS` is here; where the sources leave a point open, the entry says what the
//! app does (the choices documented in `rules/catan/`).

use super::e;
use crate::rulebook::Entry;
use crate::session::GameKind::Catan as C;

pub(super) const ENTRIES: &[Entry] = &[
    // ---------------------------------------------------------------- the common game
    e(
        "catan-variants",
        C,
        &["catan-players", "catan-victory-points", "catan-duel-rules", "catan-rivers-setup", "catan-seafarers-setup"],
        [
            "Games and what the app tracks",
            "The app plays:\n- Catan for 3 or 4 players, to 10 VP\n- the two-player duel with the coin bank, to 15 VP\n- Rivers of Catan, to 10 VP (11 with the Harbormaster)\n- the Seafarers scenarios Through the Desert (12), The Forgotten Tribe (13), Cloth for Catan (14) and The Pirate Islands (10 and your fortress)\n\nThe board and the cards in your hand stay on the table. The app keeps what is tedious: pieces built, road lengths, knights, coins, gold, cloth, the pirate fleet, and every score. An action that belongs to another game is refused.",
        ],
        [
            "Các chế độ chơi và ứng dụng theo dõi gì",
            "Ứng dụng hỗ trợ:\n- Catan 3–4 người, đến 10 điểm\n- chế độ 1 đấu 1 có kho xu, đến 15 điểm\n- Dòng sông Catan (Rivers of Catan), đến 10 điểm (11 nếu chơi cùng Harbormaster)\n- các màn Seafarers: Vượt sa mạc (12), Bộ lạc bị lãng quên (13), Vải cho Catan (14) và Đảo cướp biển (10 điểm và pháo đài của bạn)\n\nBàn chơi và bài trên tay vẫn ở trên bàn. Ứng dụng lo phần dễ nhầm: số quân đã xây, độ dài đường, hiệp sĩ, xu, vàng, vải, hạm đội cướp biển và mọi điểm số. Hành động thuộc chế độ khác sẽ bị từ chối.",
        ],
        [
            "遊戲模式與 App 記錄的內容",
            "App 支援：\n- 3–4 人卡坦島，10 分獲勝\n- 兩人對戰（含硬幣庫），15 分獲勝\n- 卡坦河流（Rivers of Catan），10 分（搭配港口王為 11 分）\n- 航海家劇本：穿越沙漠（12）、被遺忘的部落（13）、卡坦的布料（14）、海盜群島（10 分並攻下自己的堡壘）\n\n版圖與手牌仍在桌上。App 負責容易出錯的部分：已建造的棋子、道路長度、騎士、硬幣、金幣、布料、海盜艦隊與所有分數。不屬於本模式的動作會被拒絕。",
        ],
    ),
    e(
        "catan-players",
        C,
        &["catan-variants", "catan-setup-placement"],
        [
            "Number of players",
            "Catan, Rivers of Catan and the Seafarers scenarios take 3 or 4 players. The duel takes exactly 2.\n\nIn The Pirate Islands with 3 players, white is not used.",
        ],
        [
            "Số người chơi",
            "Catan, Dòng sông Catan và các màn Seafarers dành cho 3 hoặc 4 người. Chế độ 1 đấu 1 cần đúng 2 người.\n\nỞ Đảo cướp biển với 3 người, không dùng màu trắng.",
        ],
        [
            "玩家人數",
            "卡坦島、卡坦河流與航海家劇本需要 3 或 4 位玩家。兩人對戰剛好 2 位。\n\n海盜群島 3 人遊戲時不使用白色。",
        ],
    ),
    e(
        "catan-setup-components",
        C,
        &["catan-setup-placement", "catan-piece-limits", "catan-development-cards"],
        [
            "Set-up: the base game",
            "Board: 19 land hexes (4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains, 1 desert), 18 number tokens, 9 harbors. The robber starts on the desert.\n\nCards: 19 of each resource (brick, lumber, wool, grain, ore) and 25 development cards.\n\nEach player: 15 roads, 5 settlements, 4 cities.",
        ],
        [
            "Chuẩn bị: bản cơ bản",
            "Bàn chơi: 19 ô đất (4 rừng, 4 đồng cỏ, 4 ruộng lúa, 3 đồi, 3 núi, 1 sa mạc), 18 thẻ số, 9 cảng. Tên cướp bắt đầu ở sa mạc.\n\nBài: mỗi loại tài nguyên 19 lá (gạch, gỗ, len, lúa, quặng) và 25 thẻ phát triển.\n\nMỗi người: 15 đường, 5 khu định cư, 4 thành phố.",
        ],
        [
            "設置：基本版",
            "版圖：19 塊陸地（4 森林、4 牧場、4 麥田、3 丘陵、3 山脈、1 沙漠）、18 個數字標記、9 個港口。強盜從沙漠開始。\n\n卡牌：五種資源（磚、木材、羊毛、小麥、礦石）各 19 張，發展卡 25 張。\n\n每位玩家：15 條道路、5 個村莊、4 座城市。",
        ],
    ),
    e(
        "catan-setup-placement",
        C,
        &["catan-setup-components", "catan-turn-order", "catan-duel-rules"],
        [
            "Set-up placement",
            "Each player places a settlement, then a road touching it: once in seat order, then once in reverse order. The second settlement gives one resource from each hex around it.\n\nVariants:\n- Duel: 4 settlements and 4 roads each, in the order A B B A A B B A; starting resources come only from each player's last settlement.\n- Seafarers: a settlement on the coast may take a ship instead of a road.\n- Cloth for Catan: a third round in seat order, with resources for the third settlement.\n- Pirate Islands: each player starts with a settlement and a ship already on the east island.\n\nThe app guides the order and refuses other actions until set-up is over.",
        ],
        [
            "Đặt quân ban đầu",
            "Mỗi người đặt một khu định cư rồi một con đường nối với nó: một lượt theo thứ tự chỗ ngồi, rồi một lượt theo thứ tự ngược lại. Khu định cư thứ hai cho mỗi ô xung quanh một lá tài nguyên.\n\nCác biến thể:\n- 1 đấu 1: mỗi người 4 khu định cư và 4 đường, theo thứ tự A B B A A B B A; tài nguyên ban đầu chỉ lấy từ khu định cư đặt cuối cùng.\n- Seafarers: khu định cư ven biển có thể đặt tàu thay cho đường.\n- Vải cho Catan: thêm vòng thứ ba theo thứ tự chỗ ngồi, nhận tài nguyên cho khu định cư thứ ba.\n- Đảo cướp biển: mỗi người có sẵn một khu định cư và một con tàu ở đảo phía đông.\n\nỨng dụng hướng dẫn thứ tự và từ chối hành động khác cho đến khi đặt xong.",
        ],
        [
            "初始擺放",
            "每位玩家放一個村莊，再放一條相連的道路：先依座位順序一輪，再反向一輪。第二個村莊周圍每塊地形各給一張資源。\n\n變體：\n- 兩人對戰：每人 4 個村莊與 4 條道路，順序為 A B B A A B B A；起始資源只來自各自最後放的村莊。\n- 航海家：海岸上的村莊可改放船代替道路。\n- 卡坦的布料：再依座位順序放第三輪，第三個村莊也領起始資源。\n- 海盜群島：每人已在東島上有一個村莊和一艘船。\n\nApp 會引導順序，擺放結束前拒絕其他動作。",
        ],
    ),
    e(
        "catan-turn-order",
        C,
        &["catan-dice", "catan-building-costs", "catan-trade", "catan-development-cards"],
        [
            "A turn",
            "1. Roll the dice: every hex with that number produces for the settlements (1 card) and cities (2 cards) around it, unless the robber is on it.\n2. Trade and build, in any order, as often as you can pay.\n3. Pass the dice.\n\nYou may play one development card at any point of your turn, even a knight before rolling. The app asks for the roll before anything that comes after it.",
        ],
        [
            "Một lượt chơi",
            "1. Tung xúc xắc: mọi ô có số đó sản xuất cho khu định cư (1 lá) và thành phố (2 lá) xung quanh, trừ ô có tên cướp.\n2. Giao dịch và xây dựng theo thứ tự bất kỳ, bao nhiêu lần tùy khả năng chi trả.\n3. Chuyển xúc xắc cho người kế tiếp.\n\nBạn được dùng một thẻ phát triển vào bất kỳ lúc nào trong lượt, kể cả hiệp sĩ trước khi tung. Ứng dụng yêu cầu tung xúc xắc trước những việc diễn ra sau lần tung.",
        ],
        [
            "回合流程",
            "1. 擲骰：點數相符的地形為周圍村莊（1 張）與城市（2 張）生產資源，有強盜的地形除外。\n2. 交易與建造，順序不拘，付得起就能重複。\n3. 把骰子交給下一位。\n\n回合中任何時候可打出一張發展卡，騎士卡甚至可在擲骰前使用。需要在擲骰後才能做的事，App 會要求先擲骰。",
        ],
    ),
    e(
        "catan-dice",
        C,
        &["catan-turn-order", "scorepad-dice", "catan-robber", "catan-readings"],
        [
            "Dice: random or the dice deck",
            "Each game chooses how the two dice are produced: random rolls, or the dice deck, which deals all 36 ordered pairs once before shuffling again. You can also enter what real dice showed; a card the deck has already dealt is refused.\n\nThe duel uses the deck by default, as ranked duel play does; the other games roll at random by default.",
        ],
        [
            "Xúc xắc: ngẫu nhiên hay bộ bài xúc xắc",
            "Mỗi ván chọn cách tạo kết quả hai xúc xắc: tung ngẫu nhiên, hoặc bộ bài xúc xắc chia đủ 36 cặp có thứ tự rồi mới xáo lại. Bạn cũng có thể nhập kết quả xúc xắc thật; lá đã được chia từ bộ bài sẽ bị từ chối.\n\nChế độ 1 đấu 1 mặc định dùng bộ bài như khi đấu xếp hạng; các chế độ khác mặc định tung ngẫu nhiên.",
        ],
        [
            "骰子：隨機或骰子牌庫",
            "每局選擇兩顆骰子的產生方式：隨機擲骰，或骰子牌庫（36 種有序組合各發一次後才重洗）。也可輸入實體骰子的結果；牌庫已發過的組合會被拒絕。\n\n兩人對戰預設使用牌庫（與排位賽相同）；其他模式預設隨機擲骰。",
        ],
    ),
    e(
        "catan-robber",
        C,
        &["catan-dice", "catan-duel-rules", "catan-development-cards", "catan-readings"],
        [
            "A 7 and the robber",
            "On a 7 nothing is produced. Every player holding 8 or more resource cards discards half of them, rounded down. The roller then moves the robber to another hex and steals one random card from a player with a building on it.\n\nA knight moves the robber and steals the same way, without the discards. The hex under the robber produces nothing.\n\nIn the duel the robber moved by a 7 steals nothing. In Seafarers you may move the pirate instead; The Pirate Islands have no robber.",
        ],
        [
            "Số 7 và tên cướp",
            "Khi ra 7 không ô nào sản xuất. Ai có từ 8 lá tài nguyên trở lên phải bỏ một nửa, làm tròn xuống. Sau đó người tung di chuyển tên cướp sang ô khác và rút ngẫu nhiên một lá của một người có công trình cạnh ô đó.\n\nHiệp sĩ cũng di chuyển tên cướp và rút bài như vậy, nhưng không ai phải bỏ bài. Ô có tên cướp không sản xuất.\n\nỞ chế độ 1 đấu 1, tên cướp do số 7 không rút bài. Trong Seafarers có thể di chuyển cướp biển thay vào đó; Đảo cướp biển không có tên cướp.",
        ],
        [
            "擲出 7 與強盜",
            "擲出 7 時不生產。手上資源卡 8 張以上的玩家棄掉一半（無條件捨去）。接著擲骰者把強盜移到另一塊地形，並從該地形旁有建築的一位玩家手中隨機抽一張牌。\n\n騎士卡同樣移動強盜並抽牌，但不需棄牌。強盜所在的地形不生產。\n\n兩人對戰中，因 7 移動的強盜不抽牌。航海家中可改移海盜；海盜群島沒有強盜。",
        ],
    ),
    e(
        "catan-building-costs",
        C,
        &["catan-piece-limits", "catan-cities", "catan-rivers-bridges"],
        [
            "Building costs",
            "- Road: 1 brick, 1 lumber\n- Settlement: 1 brick, 1 lumber, 1 wool, 1 grain\n- City: 2 grain, 3 ore\n- Development card: 1 wool, 1 grain, 1 ore\n- Ship (Seafarers): 1 lumber, 1 wool\n- Bridge (Rivers): 2 brick, 1 lumber\n\nA settlement needs a road of yours leading to it and no other building on the three corners next to it.",
        ],
        [
            "Chi phí xây dựng",
            "- Đường: 1 gạch, 1 gỗ\n- Khu định cư: 1 gạch, 1 gỗ, 1 len, 1 lúa\n- Thành phố: 2 lúa, 3 quặng\n- Thẻ phát triển: 1 len, 1 lúa, 1 quặng\n- Tàu (Seafarers): 1 gỗ, 1 len\n- Cầu (Dòng sông): 2 gạch, 1 gỗ\n\nKhu định cư phải có đường của bạn dẫn tới và không có công trình nào ở ba góc liền kề.",
        ],
        [
            "建造費用",
            "- 道路：1 磚、1 木材\n- 村莊：1 磚、1 木材、1 羊毛、1 小麥\n- 城市：2 小麥、3 礦石\n- 發展卡：1 羊毛、1 小麥、1 礦石\n- 船（航海家）：1 木材、1 羊毛\n- 橋（河流）：2 磚、1 木材\n\n村莊必須有自己的道路連到該處，且相鄰的三個交叉點上不能有任何建築。",
        ],
    ),
    e(
        "catan-trade",
        C,
        &["catan-turn-order", "catan-rivers-gold-trade", "catan-duel-coin-spending"],
        [
            "Trading",
            "On your turn, after rolling, you may trade resources with the other players on any terms; they may only trade with you, not among themselves.\n\nWith the bank: 4 of one kind for 1 of any kind; 3 for 1 with a generic harbor; 2 for 1 of that resource with its special harbor. The duel keeps these trades as they are.",
        ],
        [
            "Giao dịch",
            "Trong lượt của mình, sau khi tung, bạn có thể đổi tài nguyên với người khác theo bất kỳ tỉ lệ nào; họ chỉ được đổi với bạn, không đổi với nhau.\n\nVới ngân hàng: 4 lá cùng loại lấy 1 lá tùy chọn; 3 đổi 1 nếu có cảng thường; 2 đổi 1 loại tài nguyên của cảng đặc biệt. Chế độ 1 đấu 1 giữ nguyên các cách đổi này.",
        ],
        [
            "交易",
            "在自己的回合擲骰後，可以與其他玩家以任何條件交換資源；其他玩家只能與你交易，彼此之間不行。\n\n與銀行交易：同種 4 張換任意 1 張；有一般港口 3 換 1；有特殊港口則該資源 2 換 1。兩人對戰也照常適用。",
        ],
    ),
    e(
        "catan-piece-limits",
        C,
        &["catan-building-costs", "catan-cities"],
        [
            "Piece limits",
            "What is not in your supply cannot be built:\n- base game and scenarios: 15 roads, 5 settlements, 4 cities\n- duel: 20 roads, 7 settlements, 5 cities, since two players share the whole board\n- Seafarers: 15 ships\n- Rivers: 3 bridges\n\nA settlement returns to your supply when it becomes a city. The app counts your pieces and refuses one more than you have.",
        ],
        [
            "Giới hạn quân",
            "Quân không còn trong kho của bạn thì không xây được:\n- bản cơ bản và các màn: 15 đường, 5 khu định cư, 4 thành phố\n- 1 đấu 1: 20 đường, 7 khu định cư, 5 thành phố, vì hai người dùng cả bàn chơi\n- Seafarers: 15 tàu\n- Dòng sông: 3 cây cầu\n\nKhu định cư trở lại kho khi được nâng thành thành phố. Ứng dụng đếm quân và từ chối khi bạn xây quá số mình có.",
        ],
        [
            "棋子數量上限",
            "供應區沒有的棋子就不能建造：\n- 基本版與各劇本：15 條道路、5 個村莊、4 座城市\n- 兩人對戰：20 條道路、7 個村莊、5 座城市（兩人共用整張版圖）\n- 航海家：15 艘船\n- 河流：3 座橋\n\n村莊升級為城市後回到供應區。App 會計算棋子數，超過時拒絕建造。",
        ],
    ),
    e(
        "catan-cities",
        C,
        &["catan-building-costs", "catan-piece-limits", "catan-victory-points"],
        [
            "Cities",
            "A city always replaces one of your settlements; the settlement goes back to your supply. A city is worth 2 VP and produces 2 cards.\n\nIn Rivers of Catan a city earns no gold, even on the river.",
        ],
        [
            "Thành phố",
            "Thành phố luôn thay cho một khu định cư của bạn; khu định cư trở lại kho. Thành phố được 2 điểm và sản xuất 2 lá.\n\nỞ Dòng sông Catan, nâng cấp thành phố không được vàng, kể cả bên sông.",
        ],
        [
            "城市",
            "城市必須取代自己的一個村莊，村莊回到供應區。城市值 2 分，生產 2 張資源。\n\n在卡坦河流中，升級城市不會獲得金幣，即使在河邊也一樣。",
        ],
    ),
    e(
        "catan-longest-road",
        C,
        &["catan-largest-army", "catan-victory-points", "catan-rivers-bridges", "catan-readings"],
        [
            "Longest Road",
            "The first player with an unbroken road of at least 5 segments takes the Longest Road card (2 VP); 7 segments in the duel. Another player takes it only with a strictly longer road.\n\nIf the holder's road is cut and now ties with another, nobody holds the card until one road is strictly the longest. Bridges count as road segments; in Seafarers ships count too.\n\nCloth for Catan gives no VP for it, and the app plays The Pirate Islands without it. You enter road lengths; a road longer than your road pieces is refused.",
        ],
        [
            "Con đường dài nhất",
            "Người đầu tiên có con đường liền mạch dài ít nhất 5 đoạn lấy thẻ Con đường dài nhất (2 điểm); 1 đấu 1 cần 7 đoạn. Người khác chỉ giành được khi có đường dài hơn hẳn.\n\nNếu đường của người đang giữ bị cắt và hòa với người khác, thẻ không thuộc về ai cho đến khi có một đường dài nhất duy nhất. Cầu được tính như đoạn đường; trong Seafarers tàu cũng được tính.\n\nVải cho Catan không cho điểm thẻ này, và ứng dụng chơi Đảo cướp biển không có nó. Bạn nhập độ dài đường; đường dài hơn số quân đường bạn có sẽ bị từ chối.",
        ],
        [
            "最長道路",
            "第一位擁有至少 5 段連續道路的玩家取得最長道路卡（2 分）；兩人對戰需 7 段。其他玩家必須道路嚴格更長才能搶走。\n\n若持有者的道路被截斷而與他人同長，這張卡暫時無人持有，直到有人獨自最長。橋算作道路；航海家中船也算。\n\n卡坦的布料不給此卡分數，App 的海盜群島也不使用此卡。道路長度由你輸入；超過道路棋子數的長度會被拒絕。",
        ],
    ),
    e(
        "catan-largest-army",
        C,
        &["catan-longest-road", "catan-development-cards", "catan-duel-knight-discard", "catan-readings"],
        [
            "Largest Army",
            "The first player to have played 3 knights takes the Largest Army card (2 VP). Another player takes it only with strictly more played knights.\n\nIn the duel, discarding a knight for coins can lose it, and then only a knight played afterwards wins it back: see the knight discard. The app plays The Pirate Islands without Largest Army, as knights arm warships there.",
        ],
        [
            "Đội quân lớn nhất",
            "Người đầu tiên đã dùng 3 hiệp sĩ lấy thẻ Đội quân lớn nhất (2 điểm). Người khác chỉ giành được khi đã dùng nhiều hiệp sĩ hơn hẳn.\n\nỞ 1 đấu 1, bỏ hiệp sĩ để nhận xu có thể làm mất thẻ này, và khi đã mất thì chỉ dùng thêm hiệp sĩ mới giành lại được: xem mục bỏ hiệp sĩ. Ứng dụng chơi Đảo cướp biển không có Đội quân lớn nhất, vì hiệp sĩ ở đó biến tàu thành tàu chiến.",
        ],
        [
            "最大騎士團",
            "第一位打出 3 張騎士卡的玩家取得最大騎士團卡（2 分）。其他玩家必須打出的騎士嚴格更多才能搶走。\n\n兩人對戰中，棄騎士換硬幣可能失去此卡，之後只有再打出騎士才能重新取得，詳見「棄騎士」。App 的海盜群島不使用最大騎士團，因為那裡的騎士用來武裝戰艦。",
        ],
    ),
    e(
        "catan-development-cards",
        C,
        &["catan-largest-army", "catan-victory-points", "catan-building-costs", "catan-readings"],
        [
            "Development cards",
            "The deck holds 25 cards: 14 knights, 5 victory points, 2 road building, 2 year of plenty, 2 monopoly. The whole table draws from this one deck.\n\nPlay at most one per turn, and not in the turn you bought it. A victory-point card stays hidden and is shown only when it makes you win.\n\nThe app counts every card drawn, whatever became of it: a knight discarded for coins in the duel stays out of the deck, and in The Pirate Islands a card that armed a warship still counts. So it refuses a sixth VP card or a fifteenth knight drawn by the players together.",
        ],
        [
            "Thẻ phát triển",
            "Chồng bài có 25 lá: 14 hiệp sĩ, 5 điểm chiến thắng, 2 xây đường, 2 năm sung túc, 2 độc quyền. Cả bàn rút chung một chồng này.\n\nMỗi lượt dùng tối đa một lá, và không dùng lá vừa mua trong lượt đó. Lá điểm chiến thắng được giữ kín và chỉ lật khi giúp bạn thắng.\n\nỨng dụng đếm mọi lá đã rút, dù sau đó lá ấy ra sao: hiệp sĩ bỏ đi để lấy xu ở 1 đấu 1 không trở lại chồng bài, và ở Đảo cướp biển lá đã dùng để biến tàu thành tàu chiến vẫn nằm trong số lá đã rút. Vì vậy ứng dụng từ chối lá điểm thứ sáu hoặc hiệp sĩ thứ mười lăm của cả bàn.",
        ],
        [
            "發展卡",
            "牌庫共 25 張：騎士 14、勝利分數 5、道路建設 2、豐收之年 2、壟斷 2。全桌共用這一副牌庫。\n\n每回合最多打出一張，且不能在買到的當回合使用。勝利分數卡保持蓋著，只在讓你獲勝時亮出。\n\nApp 計算每一張抽出的牌，不論之後去向：兩人對戰中棄掉換硬幣的騎士不會回到牌庫，海盜群島中用來武裝戰艦的牌也照樣計入。因此全桌的第六張分數卡或第十五張騎士會被 App 拒絕。",
        ],
    ),
    e(
        "catan-victory-points",
        C,
        &["catan-win-on-own-turn", "catan-longest-road", "catan-largest-army", "catan-rivers-wealthiest-settler", "catan-readings"],
        [
            "Victory points",
            "- settlement 1, city 2\n- Longest Road 2, Largest Army 2\n- victory-point card 1 each (never in The Pirate Islands)\n- Rivers: Wealthiest Settler +1, each Poor Settler −2\n- Seafarers: special VP chits, 2 cloth = 1 VP, a conquered fortress 1\n\nPublic VP are the same without hidden victory-point cards; the duel's coin price and unlock, and the friendly robber, use public VP. The app computes every total from what was entered.",
        ],
        [
            "Điểm chiến thắng",
            "- khu định cư 1, thành phố 2\n- Con đường dài nhất 2, Đội quân lớn nhất 2\n- mỗi lá điểm chiến thắng 1 (không tính ở Đảo cướp biển)\n- Dòng sông: Người giàu nhất +1, mỗi thẻ Người nghèo −2\n- Seafarers: điểm đặc biệt (miếng Catan), 2 vải = 1 điểm, pháo đài chiếm được 1\n\nĐiểm công khai là tổng trên nhưng không tính lá điểm chiến thắng giấu kín; giá xu, điều kiện mở xu và tên cướp thân thiện ở 1 đấu 1 đều dùng điểm công khai. Ứng dụng tự tính mọi tổng từ dữ liệu đã nhập.",
        ],
        [
            "勝利分數",
            "- 村莊 1、城市 2\n- 最長道路 2、最大騎士團 2\n- 勝利分數卡每張 1（海盜群島不計）\n- 河流：最富有居民 +1，每張貧窮居民 −2\n- 航海家：特殊分數標記、每 2 塊布 1 分、攻下的堡壘 1 分\n\n公開分數為上述總和減去未公開的勝利分數卡；兩人對戰的硬幣價格、解鎖條件與友善強盜都以公開分數計算。App 根據輸入自動計算所有分數。",
        ],
    ),
    e(
        "catan-win-on-own-turn",
        C,
        &["catan-victory-points", "catan-variants", "catan-readings"],
        [
            "Winning",
            "You win when you have the target VP during your own turn. Reaching it in someone else's turn (say by a card changing hands) does not end the game: you win at your next turn if you still have it.\n\nThe duel's target can be set from 7 to 18. For the other games the app lets a group move the printed target up or down by 3, for a shorter or longer evening.",
        ],
        [
            "Chiến thắng",
            "Bạn thắng khi đạt số điểm mục tiêu trong lượt của chính mình. Đạt được trong lượt người khác (ví dụ nhờ một thẻ đổi chủ) chưa kết thúc ván: bạn thắng ở lượt kế tiếp nếu vẫn giữ đủ điểm.\n\nMục tiêu của 1 đấu 1 chọn từ 7 đến 18. Với các chế độ khác, ứng dụng cho phép tăng hoặc giảm mục tiêu in sẵn tối đa 3 điểm để ván ngắn hoặc dài hơn.",
        ],
        [
            "獲勝",
            "在自己的回合中達到目標分數即獲勝。在別人的回合達到（例如某張卡易手）不會結束遊戲：若到你的下個回合仍達標才獲勝。\n\n兩人對戰的目標可設為 7 至 18 分。其他模式 App 允許把規定目標上下調整最多 3 分，讓遊戲短一點或長一點。",
        ],
    ),
    // ---------------------------------------------------------------- the duel
    e(
        "catan-duel-rules",
        C,
        &["catan-duel-coin-bank", "catan-setup-placement", "catan-robber", "catan-duel-faq"],
        [
            "Duel: what changes for two players",
            "Everything not listed here is base Catan.\n- Exactly 2 players; 15 VP to win (7 to 18 can be chosen).\n- 20 roads, 7 settlements, 5 cities each.\n- Set-up: 4 settlements and 4 roads each, order A B B A A B B A, resources from the last settlement only.\n- On a 7, players with 8 or more cards discard half; the robber moved by the 7 only blocks its hex and steals nothing. A knight still steals one card.\n- Longest Road needs 7 segments; Largest Army 3 knights.\n- The coin bank (it can be switched off).\n- Dice deck by default.",
        ],
        [
            "1 đấu 1: những điểm khác khi chơi hai người",
            "Những gì không nêu ở đây giữ như Catan cơ bản.\n- Đúng 2 người; 15 điểm để thắng (có thể chọn 7 đến 18).\n- Mỗi người 20 đường, 7 khu định cư, 5 thành phố.\n- Đặt ban đầu: mỗi người 4 khu định cư và 4 đường, thứ tự A B B A A B B A, tài nguyên chỉ từ khu định cư cuối cùng.\n- Ra 7: ai có từ 8 lá phải bỏ một nửa; tên cướp do số 7 chỉ chặn ô, không rút bài. Hiệp sĩ vẫn rút một lá.\n- Con đường dài nhất cần 7 đoạn; Đội quân lớn nhất cần 3 hiệp sĩ.\n- Có kho xu (có thể tắt).\n- Mặc định dùng bộ bài xúc xắc.",
        ],
        [
            "兩人對戰：與多人版的差異",
            "未列出的部分與基本版相同。\n- 剛好 2 人；15 分獲勝（可選 7 至 18）。\n- 每人 20 條道路、7 個村莊、5 座城市。\n- 初始擺放：每人 4 個村莊與 4 條道路，順序 A B B A A B B A，只從最後一個村莊領資源。\n- 擲出 7：手牌 8 張以上者棄一半；因 7 移動的強盜只封鎖地形，不抽牌。騎士仍抽一張。\n- 最長道路需 7 段；最大騎士團需 3 名騎士。\n- 使用硬幣庫（可關閉）。\n- 預設使用骰子牌庫。",
        ],
    ),
    e(
        "catan-duel-coin-bank",
        C,
        &["catan-duel-coin-spending", "catan-duel-coin-earning", "catan-duel-no-coins"],
        [
            "Duel: the coin bank",
            "The game has exactly 20 coins. Each player starts with 3; the other 14 are in the bank. Bank plus both players always make 20.\n\nSpent coins go back to the bank. Earned coins come out of it: when it holds fewer than you earn, you get what is left, possibly nothing.",
        ],
        [
            "1 đấu 1: kho xu",
            "Cả ván có đúng 20 xu. Mỗi người bắt đầu với 3 xu; 14 xu còn lại nằm trong kho. Kho cộng hai người luôn bằng 20.\n\nXu đã tiêu trở về kho. Xu nhận được lấy từ kho: nếu kho còn ít hơn số bạn được nhận, bạn chỉ nhận phần còn lại, có thể là không có gì.",
        ],
        [
            "兩人對戰：硬幣庫",
            "遊戲中剛好有 20 枚硬幣。每人起始 3 枚，其餘 14 枚在硬幣庫。硬幣庫加上兩位玩家永遠是 20 枚。\n\n花掉的硬幣回到硬幣庫。獲得硬幣時從庫中拿取；庫存不足時只拿剩下的，可能一枚也沒有。",
        ],
    ),
    e(
        "catan-duel-no-coins",
        C,
        &["catan-duel-coin-bank", "catan-duel-rules", "catan-readings"],
        [
            "Duel without coins",
            "The coin bank can be switched off when the game is set up. Then nobody has coins for the whole game: no coin actions, no coins for the robber, no knight discards. The rest of the duel rules stay.",
        ],
        [
            "1 đấu 1 không dùng xu",
            "Có thể tắt kho xu khi tạo ván. Khi đó cả ván không ai có xu: không có hành động dùng xu, không nhận xu vì tên cướp, không bỏ hiệp sĩ lấy xu. Các luật 1 đấu 1 khác vẫn giữ nguyên.",
        ],
        [
            "不使用硬幣的兩人對戰",
            "建立遊戲時可以關閉硬幣庫。整局都沒有硬幣：不能用硬幣行動，強盜不給硬幣，也不能棄騎士換硬幣。其餘兩人對戰規則不變。",
        ],
    ),
    e(
        "catan-duel-coin-unlock",
        C,
        &["catan-duel-coin-spending", "catan-victory-points", "catan-readings"],
        [
            "Duel: when coins can be spent",
            "Coins can be spent only once at least one player has 5 public VP. While both players still have only their starting settlements, coins can be earned and kept but not spent.",
        ],
        [
            "1 đấu 1: khi nào được dùng xu",
            "Chỉ được dùng xu khi ít nhất một người đạt 5 điểm công khai. Khi cả hai vẫn chỉ có các khu định cư ban đầu, xu có thể nhận và giữ nhưng chưa dùng được.",
        ],
        [
            "兩人對戰：何時可以花硬幣",
            "至少一位玩家公開分數達到 5 分後才能花硬幣。兩人都只有起始村莊時，硬幣可以獲得和保留，但還不能使用。",
        ],
    ),
    e(
        "catan-duel-coin-spending",
        C,
        &["catan-duel-coin-price", "catan-duel-forced-trade", "catan-duel-robber-to-desert", "catan-duel-coin-unlock"],
        [
            "Duel: spending coins",
            "On your own turn, after rolling, at most once per turn, you may pay for exactly one of:\n- a forced trade with the opponent\n- sending the robber back to the desert\n- an exchange with the bank: 2 cards of one kind for 1 card of any kind\n\nDiscarding a knight for coins is separate and does not use this once-per-turn action.",
        ],
        [
            "1 đấu 1: dùng xu",
            "Trong lượt của mình, sau khi tung, tối đa một lần mỗi lượt, bạn có thể trả xu cho đúng một trong các việc:\n- đổi cưỡng chế với đối thủ\n- đưa tên cướp về sa mạc\n- đổi với ngân hàng: 2 lá cùng loại lấy 1 lá tùy chọn\n\nBỏ hiệp sĩ để nhận xu là việc riêng, không tính vào lần dùng xu của lượt.",
        ],
        [
            "兩人對戰：使用硬幣",
            "在自己的回合擲骰後，每回合最多一次，可付硬幣執行下列其中一項：\n- 與對手強制交易\n- 把強盜送回沙漠\n- 與銀行兌換：同種 2 張換任意 1 張\n\n棄騎士換硬幣是另一件事，不佔用這次行動。",
        ],
    ),
    e(
        "catan-duel-coin-price",
        C,
        &["catan-duel-coin-spending", "catan-victory-points"],
        [
            "Duel: the price of a coin action",
            "1 coin while your public VP are equal to or fewer than your opponent's; 2 coins when you have more. Hidden victory-point cards do not count. If you cannot pay the price, you cannot take the action.",
        ],
        [
            "1 đấu 1: giá của hành động dùng xu",
            "1 xu khi điểm công khai của bạn bằng hoặc ít hơn đối thủ; 2 xu khi bạn nhiều điểm hơn. Lá điểm chiến thắng giấu kín không được tính. Không đủ xu thì không thực hiện được.",
        ],
        [
            "兩人對戰：硬幣行動的價格",
            "你的公開分數小於或等於對手時付 1 枚；高於對手時付 2 枚。未公開的勝利分數卡不計。付不起就不能執行。",
        ],
    ),
    e(
        "catan-duel-forced-trade",
        C,
        &["catan-duel-coin-spending", "catan-duel-faq"],
        [
            "Duel: forced trade",
            "Take 2 random resource cards from your opponent's hand, then give back 2 resource cards of your choice; the ones you just took may be among them.\n\nIf the opponent holds only 1 card, you take it and still give 2. With no cards in their hand the forced trade is not allowed.",
        ],
        [
            "1 đấu 1: đổi cưỡng chế",
            "Rút ngẫu nhiên 2 lá tài nguyên từ tay đối thủ, rồi trả lại 2 lá tài nguyên tùy bạn chọn; có thể trả chính những lá vừa rút.\n\nNếu đối thủ chỉ có 1 lá, bạn lấy lá đó và vẫn trả 2 lá. Đối thủ không có lá nào thì không được đổi cưỡng chế.",
        ],
        [
            "兩人對戰：強制交易",
            "從對手手中隨機抽 2 張資源卡，再還給對手 2 張你選的資源卡；剛抽到的牌也可以還。\n\n對手只有 1 張時，拿走那張後仍要還 2 張。對手沒有手牌時不能強制交易。",
        ],
    ),
    e(
        "catan-duel-robber-to-desert",
        C,
        &["catan-duel-coin-spending", "catan-duel-coin-earning"],
        [
            "Duel: robber back to the desert",
            "For the coin price, move the robber back to the desert. No card is stolen, and the move earns nobody a coin. Not possible when the robber is already there.",
        ],
        [
            "1 đấu 1: đưa tên cướp về sa mạc",
            "Trả giá xu để đưa tên cướp về sa mạc. Không rút bài, và không ai nhận xu từ lần di chuyển này. Không làm được khi tên cướp đã ở sa mạc.",
        ],
        [
            "兩人對戰：強盜回沙漠",
            "付硬幣價格把強盜移回沙漠。不抽牌，這次移動也不讓任何人得到硬幣。強盜已在沙漠時不能使用。",
        ],
    ),
    e(
        "catan-duel-coin-earning",
        C,
        &["catan-duel-coin-bank", "catan-duel-knight-discard", "catan-duel-faq"],
        [
            "Duel: earning coins",
            "When your opponent's 7 or knight moves the robber onto a hex touching your settlement or city, you take 1 coin from the bank.\n\nOnce per robber move: a robber that stays where it is earns nothing on later rolls. The other way to earn coins is to discard a played knight.",
        ],
        [
            "1 đấu 1: nhận xu",
            "Khi số 7 hoặc hiệp sĩ của đối thủ đặt tên cướp vào ô cạnh khu định cư hay thành phố của bạn, bạn lấy 1 xu từ kho.\n\nMỗi lần tên cướp di chuyển chỉ được một lần: tên cướp đứng yên thì các lần tung sau không cho xu. Cách khác để nhận xu là bỏ một hiệp sĩ đã dùng.",
        ],
        [
            "兩人對戰：獲得硬幣",
            "對手擲出 7 或打出騎士，把強盜移到你的村莊或城市旁的地形時，你從硬幣庫拿 1 枚。\n\n每次移動強盜只算一次：強盜停著不動時，之後的擲骰不再給硬幣。另一種獲得硬幣的方法是棄掉已打出的騎士。",
        ],
    ),
    e(
        "catan-duel-knight-discard",
        C,
        &["catan-largest-army", "catan-duel-coin-earning", "catan-development-cards", "catan-readings"],
        [
            "Duel: discarding a knight for coins",
            "Once per turn, before or after rolling, you may discard one of your played knights to take 2 coins from the bank. This is separate from the once-per-turn coin spending. The discarded knight does not go back into the deck.\n\nIt can cost Largest Army: if the holder is left with fewer than 3 played knights, or with no more than the opponent, nobody holds it, even if the opponent is now alone on top. Only playing a knight wins it back: the card goes to a player who plays one and so has at least 3 and more than the other. A holder still alone on top with 3 or more keeps it.",
        ],
        [
            "1 đấu 1: bỏ hiệp sĩ lấy xu",
            "Mỗi lượt một lần, trước hoặc sau khi tung, bạn có thể bỏ một hiệp sĩ đã dùng để lấy 2 xu từ kho. Việc này tách riêng với lần dùng xu của lượt. Lá hiệp sĩ đã bỏ không trở lại chồng bài.\n\nNó có thể làm mất Đội quân lớn nhất: nếu người giữ thẻ còn dưới 3 hiệp sĩ, hoặc không còn nhiều hơn đối thủ, thẻ không thuộc về ai, kể cả khi giờ đối thủ một mình dẫn đầu. Muốn giành lại phải dùng thêm hiệp sĩ: thẻ về tay người vừa dùng một hiệp sĩ và nhờ đó có ít nhất 3 lá, nhiều hơn người kia. Người giữ thẻ mà vẫn một mình dẫn đầu với từ 3 hiệp sĩ trở lên thì giữ nguyên thẻ.",
        ],
        [
            "兩人對戰：棄騎士換硬幣",
            "每回合一次，擲骰前後皆可，棄掉一張已打出的騎士，從硬幣庫拿 2 枚。這與每回合一次的硬幣行動分開計算。棄掉的騎士不會回到牌庫。\n\n這可能失去最大騎士團：持有者剩下的騎士少於 3 名，或不再多於對手時，此卡無人持有，即使對手此時獨自領先也一樣。只有再打出騎士才能取得：打出一張後因而至少 3 名且多於對方的玩家拿到此卡。持有者若仍以 3 名以上獨自領先，則保留此卡。",
        ],
    ),
    e(
        "catan-duel-friendly-robber",
        C,
        &["catan-robber", "catan-duel-robber-protection", "catan-readings"],
        [
            "Duel option: friendly robber",
            "Off by default. When on, the robber may not be placed on a hex touching a building of an opponent with 4 or fewer public VP. You may always block a hex of your own.",
        ],
        [
            "Tùy chọn 1 đấu 1: tên cướp thân thiện",
            "Mặc định tắt. Khi bật, không được đặt tên cướp vào ô cạnh công trình của đối thủ có từ 4 điểm công khai trở xuống. Bạn luôn được chặn ô của chính mình.",
        ],
        [
            "兩人對戰選項：友善強盜",
            "預設關閉。開啟時，強盜不能放在公開分數 4 分以下的對手建築旁的地形。你永遠可以封鎖自己的地形。",
        ],
    ),
    e(
        "catan-duel-robber-protection",
        C,
        &["catan-duel-friendly-robber", "catan-robber", "catan-readings"],
        [
            "Duel option: robber protection",
            "Off by default. The duel's rules name this option without defining it; the app plays it like this: a player whose buildings the last robber move touched cannot be touched by the next robber move, so nobody is robbed twice in a row. Like the friendly robber it only protects opponents.",
        ],
        [
            "Tùy chọn 1 đấu 1: bảo vệ khỏi tên cướp",
            "Mặc định tắt. Luật 1 đấu 1 có nêu tên tùy chọn này nhưng không định nghĩa; ứng dụng áp dụng như sau: người có công trình bị lần di chuyển tên cướp vừa rồi chạm tới thì không bị lần kế tiếp chạm tới, nên không ai bị cướp hai lần liên tiếp. Giống tên cướp thân thiện, nó chỉ bảo vệ đối thủ.",
        ],
        [
            "兩人對戰選項：強盜保護",
            "預設關閉。對戰規則只提到這個選項名稱而沒有定義；App 的做法是：上一次移動強盜碰到其建築的玩家，下一次不能再被碰到，因此沒有人會連續兩次被搶。與友善強盜一樣，只保護對手。",
        ],
    ),
    e(
        "catan-duel-faq",
        C,
        &["catan-duel-coin-earning", "catan-duel-forced-trade", "catan-duel-coin-spending"],
        [
            "Duel: questions at the table",
            "The robber was put on my hex. What now?\nYou get 1 coin. If your public VP are not above your opponent's, it pays for sending the robber back to the desert on your next turn after rolling; or keep it for a forced trade or an exchange.\n\nCan I give back the cards I just took in a forced trade?\nYes, any resource cards in your hand.\n\nForced trade against an empty hand?\nNo: there is nothing to take.\n\nHow many coin actions per turn?\nOne. Discarding a knight for coins is separate, also once per turn.",
        ],
        [
            "1 đấu 1: câu hỏi thường gặp",
            "Tên cướp bị đặt vào ô của tôi thì sao?\nBạn nhận 1 xu. Nếu điểm công khai của bạn không cao hơn đối thủ, xu đó đủ để đưa tên cướp về sa mạc ở lượt sau, sau khi tung; hoặc giữ lại để đổi cưỡng chế hay đổi tài nguyên.\n\nKhi đổi cưỡng chế có được trả lại chính lá vừa rút không?\nCó, bất kỳ lá tài nguyên nào trong tay.\n\nĐổi cưỡng chế khi đối thủ không có bài?\nKhông: không có gì để rút.\n\nMỗi lượt dùng xu mấy lần?\nMột lần. Bỏ hiệp sĩ lấy xu là việc riêng, cũng một lần mỗi lượt.",
        ],
        [
            "兩人對戰：常見問題",
            "強盜被放到我的地形怎麼辦？\n你得到 1 枚硬幣。若你的公開分數不高於對手，下回合擲骰後可用它把強盜送回沙漠；也可留著強制交易或兌換。\n\n強制交易時可以還剛抽到的牌嗎？\n可以，手上任何資源卡都行。\n\n對手沒有手牌能強制交易嗎？\n不行：沒有牌可抽。\n\n每回合能用幾次硬幣？\n一次。棄騎士換硬幣另外計算，同樣每回合一次。",
        ],
    ),
    // ---------------------------------------------------------------- Rivers of Catan
    e(
        "catan-rivers-setup",
        C,
        &["catan-rivers-gold-income", "catan-rivers-bridges", "catan-rivers-end"],
        [
            "Rivers: set-up",
            "For 3 or 4 players. Components: 40 gold coins in the supply, 1 Wealthiest Settler card (+1 VP), 4 Poor Settler cards (−2 VP each), 3 bridges per player.\n\nBoard: the river tiles replace 7 land hexes. Remove 2 mountains, 2 hills, 2 pastures and the desert, keeping 1 mountain, 1 hill, 2 pastures, 4 fields, 4 forests. Swamps get no number token. Set the 2 aside while numbering, then put it on the hex that got the 12: that hex produces on 2 and on 12. The robber starts on a swamp.\n\nRoads may never go on a building site: only bridges may.",
        ],
        [
            "Dòng sông: chuẩn bị",
            "Dành cho 3 hoặc 4 người. Thành phần: 40 đồng vàng trong kho, 1 thẻ Người giàu nhất (+1 điểm), 4 thẻ Người nghèo (mỗi thẻ −2 điểm), mỗi người 3 cây cầu.\n\nBàn chơi: các mảnh sông thay cho 7 ô đất. Bỏ ra 2 núi, 2 đồi, 2 đồng cỏ và sa mạc, còn lại 1 núi, 1 đồi, 2 đồng cỏ, 4 ruộng lúa, 4 rừng. Ô đầm lầy không có thẻ số. Khi xếp số, để riêng thẻ 2, xếp xong thì đặt nó lên ô đã nhận số 12: ô đó sản xuất khi ra 2 và khi ra 12. Tên cướp bắt đầu ở một ô đầm lầy.\n\nKhông bao giờ được xây đường trên vị trí xây cầu: chỉ cầu mới được đặt ở đó.",
        ],
        [
            "河流：設置",
            "3 或 4 人。配件：供應區 40 枚金幣、1 張最富有居民卡（+1 分）、4 張貧窮居民卡（每張 −2 分）、每人 3 座橋。\n\n版圖：河流板塊取代 7 塊陸地。移除 2 山脈、2 丘陵、2 牧場與沙漠，留下 1 山脈、1 丘陵、2 牧場、4 麥田、4 森林。沼澤不放數字。放數字時先把 2 拿出，放完後把它放到拿到 12 的地形上：該地形擲出 2 或 12 都生產。強盜從沼澤開始。\n\n道路永遠不能蓋在施工點上，只有橋可以。",
        ],
    ),
    e(
        "catan-rivers-gold-income",
        C,
        &["catan-rivers-bridges", "catan-rivers-wealthiest-settler", "catan-rivers-poor-settler"],
        [
            "Rivers: earning gold",
            "- A settlement built on the river (next to a river hex): 1 gold, even if it touches two river hexes.\n- A road built along the river: 1 gold.\n- A bridge: 3 gold.\n- A city: no gold, even on the river.\n\nThis holds in the set-up placement too, so a player can have up to 4 gold when play starts. Gold comes from the 40-coin supply; when it runs low you get only what is left.",
        ],
        [
            "Dòng sông: nhận vàng",
            "- Khu định cư xây bên sông (cạnh ô sông): 1 vàng, kể cả khi chạm hai ô sông.\n- Đường xây dọc bờ sông: 1 vàng.\n- Cây cầu: 3 vàng.\n- Thành phố: không có vàng, kể cả bên sông.\n\nLuật này áp dụng cả khi đặt quân ban đầu, nên lúc bắt đầu chơi mỗi người có thể có tối đa 4 vàng. Vàng lấy từ kho 40 đồng; kho còn ít thì chỉ nhận phần còn lại.",
        ],
        [
            "河流：獲得金幣",
            "- 蓋在河邊（與河流地形相鄰）的村莊：1 枚，即使碰到兩塊河流也一樣。\n- 沿河蓋的道路：1 枚。\n- 橋：3 枚。\n- 城市：沒有金幣，即使在河邊。\n\n初始擺放時也適用，所以開始遊戲時每人最多可有 4 枚金幣。金幣來自 40 枚的供應區；不足時只拿剩下的。",
        ],
    ),
    e(
        "catan-rivers-bridges",
        C,
        &["catan-rivers-gold-income", "catan-longest-road", "catan-building-costs"],
        [
            "Rivers: bridges",
            "A bridge costs 2 brick and 1 lumber and earns 3 gold. It goes only on a building site and must connect to your road, settlement or city. Each player has 3 bridges.\n\nBridges count as roads for Longest Road. The Road Building card cannot build bridges.",
        ],
        [
            "Dòng sông: cầu",
            "Cầu tốn 2 gạch và 1 gỗ, nhận 3 vàng. Chỉ đặt trên vị trí xây cầu và phải nối với đường, khu định cư hoặc thành phố của bạn. Mỗi người có 3 cây cầu.\n\nCầu được tính là đường cho Con đường dài nhất. Thẻ Xây đường không dùng để xây cầu được.",
        ],
        [
            "河流：橋",
            "橋的費用是 2 磚 1 木材，蓋好得 3 枚金幣。只能蓋在施工點上，且必須連接自己的道路、村莊或城市。每人有 3 座橋。\n\n計算最長道路時橋算作道路。道路建設卡不能用來蓋橋。",
        ],
    ),
    e(
        "catan-rivers-buy-resource",
        C,
        &["catan-rivers-gold-trade", "catan-rivers-poor-settler", "catan-readings"],
        [
            "Rivers: buying with gold",
            "On your turn, 2 gold buy 1 resource of any kind from the bank, at most twice per turn. Spent gold goes back to the supply, which can change who is Wealthiest or Poor.",
        ],
        [
            "Dòng sông: mua bằng vàng",
            "Trong lượt của bạn, 2 vàng mua được 1 tài nguyên tùy chọn từ ngân hàng, tối đa hai lần mỗi lượt. Vàng đã tiêu trở về kho, và điều này có thể đổi người giàu nhất hoặc người nghèo.",
        ],
        [
            "河流：用金幣購買",
            "在自己的回合，2 枚金幣可向銀行買 1 張任意資源，每回合最多兩次。花掉的金幣回到供應區，這可能改變誰是最富有或貧窮的居民。",
        ],
    ),
    e(
        "catan-rivers-gold-trade",
        C,
        &["catan-rivers-buy-resource", "catan-trade", "catan-readings"],
        [
            "Rivers: gold in trades",
            "Gold can change hands in a trade between players like a resource, so only in a trade with the player whose turn it is. At least 1 gold must be given.\n\nThe robber cannot steal gold and Monopoly cannot take it.",
        ],
        [
            "Dòng sông: vàng trong giao dịch",
            "Vàng có thể đổi chủ trong giao dịch giữa người chơi như một loại tài nguyên, nên chỉ trong giao dịch với người đang đến lượt. Phải đưa ít nhất 1 vàng.\n\nTên cướp không lấy được vàng và thẻ Độc quyền cũng không.",
        ],
        [
            "河流：交易中的金幣",
            "金幣可以像資源一樣在玩家交易中易手，因此只能與目前回合的玩家交易。至少要給 1 枚。\n\n強盜不能偷金幣，壟斷卡也不能拿走金幣。",
        ],
    ),
    e(
        "catan-rivers-wealthiest-settler",
        C,
        &["catan-rivers-poor-settler", "catan-victory-points"],
        [
            "Rivers: Wealthiest Settler",
            "The single player with the most gold holds the Wealthiest Settler card: +1 VP. When two or more tie for the most, nobody holds it; it waits in the bank until one player has strictly more than everyone else.\n\nIt is first handed out when the set-up placement ends, and the app recomputes it after every change of anyone's gold.",
        ],
        [
            "Dòng sông: Người giàu nhất",
            "Người duy nhất có nhiều vàng nhất giữ thẻ Người giàu nhất: +1 điểm. Khi hai người trở lên cùng nhiều nhất, không ai giữ; thẻ nằm ở ngân hàng cho đến khi có một người nhiều vàng hơn hẳn mọi người.\n\nThẻ được trao lần đầu khi kết thúc đặt quân ban đầu, và ứng dụng tính lại sau mỗi lần số vàng của bất kỳ ai thay đổi.",
        ],
        [
            "河流：最富有的居民",
            "唯一金幣最多的玩家持有最富有居民卡：+1 分。兩人以上並列最多時無人持有，卡片留在銀行，直到有人金幣嚴格多於其他所有人。\n\n初始擺放結束時第一次分配，之後任何人的金幣一變動，App 就重新計算。",
        ],
    ),
    e(
        "catan-rivers-poor-settler",
        C,
        &["catan-rivers-wealthiest-settler", "catan-victory-points", "catan-readings"],
        [
            "Rivers: Poor Settler",
            "Every player with the fewest gold holds a Poor Settler card: −2 VP. When several tie for the fewest, each of them holds one. You hand it back as soon as you are no longer among the fewest. First handed out when set-up ends; recomputed after every change of gold.\n\nWhen all players have the same gold, the sources are open. The app's default: everyone is poor, because a full tie is a tie for the fewest like any other. A group can choose \"nobody is poor\" when setting up the game.",
        ],
        [
            "Dòng sông: Người nghèo",
            "Mọi người có ít vàng nhất đều giữ một thẻ Người nghèo: −2 điểm. Khi nhiều người cùng ít nhất, mỗi người giữ một thẻ. Bạn trả thẻ ngay khi không còn thuộc nhóm ít vàng nhất. Trao lần đầu khi kết thúc đặt quân ban đầu; tính lại sau mỗi lần vàng thay đổi.\n\nKhi tất cả mọi người có số vàng bằng nhau, nguồn luật không nói rõ. Mặc định của ứng dụng: tất cả đều nghèo, vì hòa toàn bộ cũng là hòa ở mức ít nhất. Khi tạo ván, nhóm có thể chọn \"không ai nghèo\".",
        ],
        [
            "河流：貧窮的居民",
            "金幣最少的每位玩家都持有一張貧窮居民卡：−2 分。多人並列最少時各拿一張。一旦不再是最少者之一就立刻歸還。初始擺放結束時第一次分配；金幣一變動就重新計算。\n\n所有玩家金幣相同時，規則來源沒有明說。App 預設：所有人都貧窮，因為全體並列也是並列最少。建立遊戲時可改選「沒有人貧窮」。",
        ],
    ),
    e(
        "catan-rivers-end",
        C,
        &["catan-win-on-own-turn", "catan-rivers-setup", "catan-readings"],
        [
            "Rivers: end and combinations",
            "The first player to reach 10 VP on their turn wins; 11 VP when played with the Harbormaster.\n\nWith the two-player Catan rules, a settlement on a swamp earns 2 trade tokens, and the robber goes to a swamp wherever those rules say desert. With the event cards, \"Robber flees\" takes the robber off the board until the next 7.",
        ],
        [
            "Dòng sông: kết thúc và kết hợp",
            "Người đầu tiên đạt 10 điểm trong lượt của mình thắng; 11 điểm nếu chơi cùng Harbormaster.\n\nKết hợp với luật Catan hai người: khu định cư trên đầm lầy nhận 2 thẻ giao dịch, và chỗ nào luật đó ghi sa mạc thì tên cướp đi về đầm lầy. Với bộ thẻ sự kiện, thẻ \"Tên cướp bỏ trốn\" đưa tên cướp ra khỏi bàn cho đến lần ra 7 kế tiếp.",
        ],
        [
            "河流：結束與搭配",
            "第一位在自己回合達到 10 分的玩家獲勝；搭配港口王時為 11 分。\n\n搭配兩人卡坦規則：蓋在沼澤上的村莊得 2 個交易標記，規則中說沙漠之處強盜都改去沼澤。搭配事件卡：「強盜逃走」讓強盜離開版圖，直到下次擲出 7。",
        ],
    ),
    // ---------------------------------------------------------------- Seafarers
    e(
        "catan-seafarers-setup",
        C,
        &["catan-desert-foreign-areas", "catan-tribe-chits", "catan-cloth-trade", "catan-pirates-fleet"],
        [
            "Seafarers: set-up checklists",
            "Each scenario lists its components; the app shows them as a checklist.\n- Through the Desert: harbors 5 (2:1) + 4 (3:1); hexes 14 sea, 3 desert, 2 gold, 4 fields, 5 hills, 4 mountains, 5 pasture, 5 forest; 25 number tokens; 4 Catan chits; 12 VP.\n- The Forgotten Tribe: harbors 5 + 1; 19 sea, 3 desert, 2 gold, 5 of each land; 18 tokens; 8 chits; 13 VP.\n- Cloth for Catan: harbors 5 + 4; 18 sea, 2 desert, 2 gold, 5 fields, 3 hills, 4 mountains, 4 pasture, 4 forest; 28 tokens; 50 chits; 14 VP.\n- The Pirate Islands: harbors 5 + 3; 19 sea, 3 desert, 2 gold, 5 of each land; 24 tokens; 12 chits; 10 VP and your fortress.\n\nShips cost 1 lumber and 1 wool; a gold field gives any resource. You win on reaching the target on your own turn.",
        ],
        [
            "Seafarers: danh sách chuẩn bị",
            "Mỗi màn có danh sách thành phần; ứng dụng hiển thị thành danh sách kiểm tra.\n- Vượt sa mạc: cảng 5 (2:1) + 4 (3:1); ô 14 biển, 3 sa mạc, 2 mỏ vàng, 4 ruộng, 5 đồi, 4 núi, 5 đồng cỏ, 5 rừng; 25 thẻ số; 4 miếng Catan (Catan chit); 12 điểm.\n- Bộ lạc bị lãng quên: cảng 5 + 1; 19 biển, 3 sa mạc, 2 mỏ vàng, mỗi loại đất 5; 18 thẻ số; 8 miếng Catan; 13 điểm.\n- Vải cho Catan: cảng 5 + 4; 18 biển, 2 sa mạc, 2 mỏ vàng, 5 ruộng, 3 đồi, 4 núi, 4 đồng cỏ, 4 rừng; 28 thẻ số; 50 miếng Catan; 14 điểm.\n- Đảo cướp biển: cảng 5 + 3; 19 biển, 3 sa mạc, 2 mỏ vàng, mỗi loại đất 5; 24 thẻ số; 12 miếng Catan; 10 điểm và pháo đài của bạn.\n\nTàu tốn 1 gỗ và 1 len; mỏ vàng cho tài nguyên tùy chọn. Bạn thắng khi đạt mục tiêu trong lượt của mình.",
        ],
        [
            "航海家：設置清單",
            "每個劇本列出所需配件，App 以清單顯示。\n- 穿越沙漠：港口 5（2:1）+ 4（3:1）；海 14、沙漠 3、金礦 2、麥田 4、丘陵 5、山脈 4、牧場 5、森林 5；數字 25 個；卡坦標記 4；12 分。\n- 被遺忘的部落：港口 5 + 1；海 19、沙漠 3、金礦 2、各種陸地 5；數字 18 個；標記 8；13 分。\n- 卡坦的布料：港口 5 + 4；海 18、沙漠 2、金礦 2、麥田 5、丘陵 3、山脈 4、牧場 4、森林 4；數字 28 個；標記 50；14 分。\n- 海盜群島：港口 5 + 3；海 19、沙漠 3、金礦 2、各種陸地 5；數字 24 個；標記 12；10 分並攻下自己的堡壘。\n\n船的費用是 1 木材 1 羊毛；金礦產出任選資源。在自己的回合達到目標即獲勝。",
        ],
    ),
    e(
        "catan-desert-foreign-areas",
        C,
        &["catan-seafarers-setup", "catan-victory-points", "catan-readings"],
        [
            "Through the Desert: foreign areas",
            "Your first two settlements go on the large part of the main island. The small islands and the strip beyond the desert are foreign areas.\n\nThe first time you build a settlement in any foreign area you earn 1 special VP (a chit under the settlement); one per player in the whole game, however many areas you settle, and whoever got there before you. Only settlements count, not cities.\n\nA later edition is reported with 14 VP and 2 special VP for each foreign area: the app offers it as an option; the default follows our sheet (12 VP, one special VP). The robber starts on a desert, the pirate on its marked sea hex; gold fields may not get a 6 or 8.",
        ],
        [
            "Vượt sa mạc: vùng đất xa",
            "Hai khu định cư đầu tiên đặt trên phần lớn của đảo chính. Các đảo nhỏ và dải đất bên kia sa mạc là vùng đất xa (tờ luật gọi là khu vực “quốc tế”).\n\nLần đầu bạn xây khu định cư ở bất kỳ vùng đất xa nào, bạn nhận 1 điểm đặc biệt (một miếng Catan đặt dưới khu định cư); mỗi người chỉ một lần trong cả ván, dù định cư bao nhiêu vùng, và dù người khác đã đến trước. Chỉ khu định cư được tính, không phải thành phố.\n\nMột phiên bản sau được cho là chơi đến 14 điểm và 2 điểm đặc biệt cho mỗi vùng: ứng dụng có tùy chọn này; mặc định theo tài liệu của chúng tôi (12 điểm, một điểm đặc biệt). Tên cướp bắt đầu ở một sa mạc, cướp biển ở ô biển được đánh dấu; mỏ vàng không được nhận số 6 hoặc 8.",
        ],
        [
            "穿越沙漠：外地區域",
            "前兩個村莊要放在主島較大的部分。小島與沙漠另一側的狹長地帶都是外地區域。\n\n第一次在任何外地區域蓋村莊時得 1 個特殊勝利分數（放在村莊下的標記）；整局每人只有一次，不論開拓幾個區域，也不論別人是否先到。只有村莊算，城市不算。\n\n據報後來的版本為 14 分，且每個外地區域給 2 分：App 提供此選項；預設依我們的資料（12 分、一個特殊分數）。強盜從沙漠開始，海盜在標記的海域；金礦不能放 6 或 8。",
        ],
    ),
    e(
        "catan-tribe-chits",
        C,
        &["catan-tribe-gifts", "catan-tribe-harbors", "catan-seafarers-setup"],
        [
            "The Forgotten Tribe: set-up and VP chits",
            "First two settlements on the main island; nobody can ever build settlements on the small islands. The robber starts on any desert and may not enter the small islands; once it leaves its desert it may never go back there. The pirate starts on its marked sea hex.\n\n8 Catan chits lie on marked coast edges. Build or move a ship onto such an edge and take the chit: 1 VP each. The game ends at 13 VP.",
        ],
        [
            "Bộ lạc bị lãng quên: chuẩn bị và miếng Catan",
            "Hai khu định cư đầu tiên trên đảo chính; không ai được xây khu định cư trên các đảo nhỏ. Tên cướp bắt đầu ở một sa mạc bất kỳ và không được vào các đảo nhỏ; khi đã rời sa mạc đó thì không bao giờ quay lại. Cướp biển bắt đầu ở ô biển được đánh dấu.\n\n8 miếng Catan nằm trên các cạnh bờ biển được đánh dấu. Xây hoặc di chuyển tàu lên cạnh đó thì lấy miếng đó: mỗi miếng 1 điểm. Ván kết thúc ở 13 điểm.",
        ],
        [
            "被遺忘的部落：設置與分數標記",
            "前兩個村莊放在主島；任何人都不能在小島上蓋村莊。強盜從任一沙漠開始，不能進入小島；離開原本的沙漠後就不能再回去。海盜從標記的海域開始。\n\n8 個卡坦標記放在標示的海岸邊上。在該邊建造或移動船就拿走標記：每個 1 分。13 分結束遊戲。",
        ],
    ),
    e(
        "catan-tribe-gifts",
        C,
        &["catan-tribe-chits", "catan-development-cards"],
        [
            "The Forgotten Tribe: gift cards",
            "4 development cards lie face down on marked edges. A ship built or moved next to one takes it. It is then a normal development card: one played per turn, not in the turn you got it, and a victory-point card is shown only when it wins.",
        ],
        [
            "Bộ lạc bị lãng quên: thẻ quà tặng",
            "4 thẻ phát triển úp trên các cạnh được đánh dấu. Tàu được xây hoặc di chuyển đến cạnh bên thì lấy thẻ. Sau đó đó là thẻ phát triển bình thường: mỗi lượt dùng một lá, không dùng trong lượt vừa nhận, lá điểm chiến thắng chỉ lật khi giúp thắng.",
        ],
        [
            "被遺忘的部落：禮物卡",
            "4 張發展卡蓋著放在標示的邊上。建造或移動船到旁邊就拿走。之後它是普通發展卡：每回合打一張、拿到的當回合不能用、勝利分數卡只在獲勝時亮出。",
        ],
    ),
    e(
        "catan-tribe-harbors",
        C,
        &["catan-tribe-chits", "catan-trade"],
        [
            "The Forgotten Tribe: harbors",
            "6 harbor tokens lie on marked spots. A ship next to one captures it. Place it at once next to one of your coastal settlements, not on or beside another harbor's edge; with no such settlement, keep it until you have one. A placed harbor works at once, even in the same turn.",
        ],
        [
            "Bộ lạc bị lãng quên: cảng",
            "6 cảng nằm ở các điểm được đánh dấu. Tàu đến cạnh bên thì chiếm được cảng. Đặt ngay cạnh một khu định cư ven biển của bạn, không trùng hoặc sát cạnh của cảng khác; chưa có khu định cư phù hợp thì giữ lại cho đến khi có. Cảng đã đặt dùng được ngay, kể cả trong cùng lượt.",
        ],
        [
            "被遺忘的部落：港口",
            "6 個港口標記放在標示位置。船停在旁邊就奪得該港口。立刻放在自己的沿海村莊旁，不能與其他港口同邊或相鄰；沒有合適的村莊就先保留，直到有為止。放好的港口立即可用，同一回合也行。",
        ],
    ),
    e(
        "catan-cloth-trade",
        C,
        &["catan-cloth-shortfall", "catan-cloth-pirate", "catan-cloth-end", "catan-readings"],
        [
            "Cloth for Catan: set-up and trading cloth",
            "Settle the two main islands; then a third round: every player, from the first, places a third settlement and takes its starting resources. The 4 small islands hold 2 villages each (8 number tokens on corners), with 5 cloth beside each village; 10 more cloth are the general supply. Nobody builds on those islands.\n\nWhen your shipping route connects one of your settlements or cities to a village, take 1 cloth from it at once. Whenever its number is rolled, every connected player takes 1 cloth from it. 2 cloth = 1 VP; an odd cloth is worth nothing.\n\nA route that reaches a village is closed: its ships can no longer move. There is no VP for the longest trade route here.",
        ],
        [
            "Vải cho Catan: chuẩn bị và buôn vải",
            "Định cư trên hai đảo chính; sau đó thêm vòng ba: từng người, bắt đầu từ người đi đầu, đặt khu định cư thứ ba và nhận tài nguyên ban đầu của nó. 4 đảo nhỏ có mỗi đảo 2 làng (8 thẻ số đặt ở giao điểm), cạnh mỗi làng có 5 miếng vải (miếng Catan); 10 miếng vải còn lại là kho chung. Không ai được xây trên các đảo đó.\n\nKhi tuyến tàu của bạn nối một khu định cư hay thành phố với một làng, bạn lấy ngay 1 vải từ làng đó. Mỗi lần ra số của làng, mọi người đã kết nối lấy 1 vải. 2 vải = 1 điểm; vải lẻ không có giá trị.\n\nTuyến đã đến làng bị khóa: tàu trên đó không được di chuyển nữa. Màn này không có điểm cho tuyến thương mại dài nhất.",
        ],
        [
            "卡坦的布料：設置與布料貿易",
            "在兩座主島放村莊；接著第三輪：從起始玩家開始，每人放第三個村莊並領起始資源。4 座小島各有 2 個村落（8 個數字標記放在交叉點上），每個村落旁 5 塊布；另外 10 塊布是公共庫存。任何人都不能在這些島上建造。\n\n你的航線把自己的村莊或城市連到某村落時，立刻從該村落拿 1 塊布。之後每次擲出該村落的數字，所有已連接的玩家各拿 1 塊。2 塊布 = 1 分；單數的那一塊不算分。\n\n連到村落的航線即封閉：上面的船不能再移動。本劇本沒有最長航線分數。",
        ],
    ),
    e(
        "catan-cloth-shortfall",
        C,
        &["catan-cloth-trade", "catan-readings"],
        [
            "Cloth for Catan: not enough cloth",
            "When a village's number is rolled and it has some cloth but not enough for every connected player, the shortfall comes from the general supply. The app hands it out one each in seat order from the roller; if the general supply runs dry too, the last in that order get nothing.\n\nA village with no cloth left gives nothing when rolled, and the general supply is not used. A new connection to an empty village gives nothing either.",
        ],
        [
            "Vải cho Catan: không đủ vải",
            "Khi ra số của một làng còn vải nhưng không đủ cho mọi người đã kết nối, phần thiếu lấy từ kho chung. Ứng dụng chia mỗi người một vải theo thứ tự chỗ ngồi bắt đầu từ người tung; nếu kho chung cũng hết, những người cuối thứ tự không nhận được gì.\n\nLàng đã hết vải thì không cho gì khi ra số, và không lấy từ kho chung. Kết nối mới tới làng đã hết vải cũng không nhận được gì.",
        ],
        [
            "卡坦的布料：布料不足",
            "擲出某村落的數字時，若該村落還有布但不夠每位連接的玩家，不足的部分從公共庫存補。App 從擲骰者開始依座位順序每人發一塊；公共庫存也用完時，順序最後的人拿不到。\n\n已經沒有布的村落被擲到時不給布，也不動用公共庫存。新連接到沒布的村落同樣拿不到。",
        ],
    ),
    e(
        "catan-cloth-pirate",
        C,
        &["catan-cloth-trade", "catan-robber"],
        [
            "Cloth for Catan: robber and pirate",
            "The robber starts on the fields hex with the 12 and may not enter the tribe's islands.\n\nThe pirate may not move until at least one shipping route connects someone to a village. A player moving the pirate may steal either a resource card or one cloth from a player with a ship next to its new hex.",
        ],
        [
            "Vải cho Catan: tên cướp và cướp biển",
            "Tên cướp bắt đầu ở ô ruộng lúa số 12 và không được vào các đảo của bộ lạc.\n\nCướp biển không được di chuyển cho đến khi có ít nhất một tuyến tàu nối ai đó với một làng. Người di chuyển cướp biển có thể lấy một lá tài nguyên hoặc một vải từ người có tàu cạnh ô mới của cướp biển.",
        ],
        [
            "卡坦的布料：強盜與海盜",
            "強盜從數字 12 的麥田開始，不能進入部落的島嶼。\n\n在至少有一條航線把某人連到村落之前，海盜不能移動。移動海盜的玩家可從新位置旁有船的玩家那裡偷一張資源卡或一塊布。",
        ],
    ),
    e(
        "catan-cloth-end",
        C,
        &["catan-cloth-trade", "catan-win-on-own-turn", "catan-readings"],
        [
            "Cloth for Catan: end of the game",
            "The game ends when a player reaches 14 VP on their turn, or when only 3 villages or fewer still have cloth (so once 5 of the 8 are empty). In the second case the player with the most VP wins; a tie goes to the one with more cloth.\n\nThe exact wording of the second end is open in our sources; the app uses \"3 or fewer villages with cloth\", as the scenario sheet reads, and checks it after every action.",
        ],
        [
            "Vải cho Catan: kết thúc ván",
            "Ván kết thúc khi một người đạt 14 điểm trong lượt của mình, hoặc khi chỉ còn 3 làng trở xuống còn vải (tức là 5 trong 8 làng đã hết). Trường hợp sau, người nhiều điểm nhất thắng; nếu hòa, ai nhiều vải hơn thắng.\n\nCách diễn đạt chính xác của điều kiện thứ hai chưa rõ trong nguồn; ứng dụng dùng \"còn 3 làng có vải trở xuống\" như tờ luật của màn chơi, và kiểm tra sau mỗi hành động.",
        ],
        [
            "卡坦的布料：遊戲結束",
            "有玩家在自己回合達到 14 分，或還有布的村落只剩 3 個以下（即 8 個中已有 5 個空了）時，遊戲結束。後者由分數最高者獲勝；同分時布較多者勝。\n\n第二種結束條件的確切寫法在資料中未定；App 依劇本說明採用「有布的村落剩 3 個以下」，並在每個動作後檢查。",
        ],
    ),
    e(
        "catan-pirates-no-robber",
        C,
        &["catan-pirates-fleet", "catan-pirates-warships", "catan-seafarers-setup"],
        [
            "The Pirate Islands: set-up",
            "The board is fixed (only harbors may change). With 3 players white is not used and the victory-point cards leave the development deck; with 4 players they stay but are used like knights, to arm a warship, never as points.\n\nEach player starts with a settlement and a ship on the east island, then places two settlements with a road or ship there: three settlements each.\n\nThere is no robber: on a 7, players with more than 7 cards discard half, and the roller may steal 1 card from any player. The black pirate fleet starts on its marked hex.",
        ],
        [
            "Đảo cướp biển: chuẩn bị",
            "Bàn chơi cố định (chỉ cảng có thể thay đổi). Với 3 người không dùng màu trắng và bỏ các lá điểm chiến thắng khỏi chồng thẻ phát triển; với 4 người thì giữ lại, nhưng chúng được dùng như hiệp sĩ để biến tàu thành tàu chiến, không bao giờ được tính điểm.\n\nMỗi người bắt đầu với một khu định cư và một tàu ở đảo phía đông, rồi đặt thêm hai khu định cư kèm đường hoặc tàu ở đó: mỗi người ba khu định cư.\n\nKhông có tên cướp: khi ra 7, ai có hơn 7 lá bỏ một nửa, và người tung được rút 1 lá của bất kỳ ai. Hạm đội cướp biển màu đen bắt đầu ở ô được đánh dấu.",
        ],
        [
            "海盜群島：設置",
            "版圖固定（只有港口可變）。3 人時不用白色，並把勝利分數卡移出發展卡牌庫；4 人時保留，但當作騎士用來武裝戰艦，永不計分。\n\n每人先在東島有一個村莊和一艘船，再於東島放兩個村莊並附道路或船：每人共三個村莊。\n\n沒有強盜：擲出 7 時，手牌超過 7 張者棄一半，擲骰者可向任一玩家抽 1 張。黑色海盜艦隊從標記的海域開始。",
        ],
    ),
    e(
        "catan-pirates-warships",
        C,
        &["catan-pirates-attack", "catan-pirates-fortress", "catan-largest-army", "catan-readings"],
        [
            "The Pirate Islands: route and warships",
            "Each player builds one shipping route only: from a coastal settlement or city on the east island to the central spot of their color, then to the pirate fortress of their color. No branches, nothing beyond the fortress, always the shortest path.\n\nRevealing a knight (or, with 4 players, a victory-point card) turns your normal ship closest to the route's start into a warship. A victory-point card is never a point here: it waits in your hand until it arms a warship. Cards used this way never return to the deck, and once it is empty no more can be bought.\n\nOn the pirate islands you may build exactly one settlement, on the spot of your color, once your route reaches it; it can become a city. The app plays this scenario without Longest Road and Largest Army.",
        ],
        [
            "Đảo cướp biển: tuyến tàu và tàu chiến",
            "Mỗi người chỉ xây một tuyến tàu: từ một khu định cư hay thành phố ven biển ở đảo phía đông, đến điểm giữa cùng màu, rồi đến pháo đài cướp biển cùng màu. Không rẽ nhánh, không đi quá pháo đài, luôn theo đường ngắn nhất.\n\nLật một hiệp sĩ (hoặc, khi 4 người, một lá điểm chiến thắng) biến con tàu thường gần điểm đầu tuyến nhất của bạn thành tàu chiến. Ở màn này lá điểm chiến thắng không bao giờ được tính điểm: nó nằm trên tay bạn cho đến khi được dùng để biến tàu thành tàu chiến. Lá đã dùng như vậy không trở lại chồng thẻ phát triển, và khi chồng đã hết thì không mua thêm được.\n\nTrên các đảo cướp biển, bạn được xây đúng một khu định cư, tại điểm cùng màu, khi tuyến tàu đã tới; nó có thể nâng thành thành phố. Ứng dụng chơi màn này không có Con đường dài nhất và Đội quân lớn nhất.",
        ],
        [
            "海盜群島：航線與戰艦",
            "每人只建一條航線：從東島上的沿海村莊或城市出發，先到自己顏色的中央點，再到自己顏色的海盜堡壘。不能分岔、不能超過堡壘，且必須走最短路徑。\n\n亮出騎士卡（4 人時勝利分數卡也可）會把離航線起點最近的一艘普通船變成戰艦。本劇本的勝利分數卡永不計分：它留在手中，直到用來武裝戰艦。這樣用掉的牌不會回到牌庫，發展卡牌庫用完後就不能再買。\n\n航線到達後，你可以在海盜島上自己顏色的位置蓋唯一一個村莊，之後可升級為城市。App 的本劇本不使用最長道路與最大騎士團。",
        ],
    ),
    e(
        "catan-pirates-fleet",
        C,
        &["catan-pirates-attack", "catan-pirates-no-robber"],
        [
            "The Pirate Islands: the pirate fleet",
            "After every dice roll the fleet sails clockwise along its fixed loop around the two western islands, as many hexes as the lower die shows (on doubles, that value).\n\nCount the loop's hexes once at set-up and tell the app which loop hexes touch whose buildings; it then moves the fleet for you. When every fortress has been conquered the fleet is removed.",
        ],
        [
            "Đảo cướp biển: hạm đội cướp biển",
            "Sau mỗi lần tung xúc xắc, hạm đội đi theo chiều kim đồng hồ trên vòng cố định quanh hai đảo phía tây, số ô bằng xúc xắc nhỏ hơn (nếu ra đôi thì lấy giá trị đó).\n\nKhi chuẩn bị, đếm số ô của vòng một lần và cho ứng dụng biết ô nào trên vòng chạm công trình của ai; ứng dụng sẽ di chuyển hạm đội giúp bạn. Khi mọi pháo đài đã bị chiếm, hạm đội bị loại khỏi bàn.",
        ],
        [
            "海盜群島：海盜艦隊",
            "每次擲骰後，艦隊沿兩座西島周圍的固定環線順時針前進，格數等於較小的那顆骰子（對子則取該點數）。\n\n設置時數一次環線的格數，並告訴 App 環線上哪些格子鄰接誰的建築；之後 App 會替你移動艦隊。所有堡壘都被攻下後，艦隊移出版圖。",
        ],
    ),
    e(
        "catan-pirates-attack",
        C,
        &["catan-pirates-fleet", "catan-pirates-warships"],
        [
            "The Pirate Islands: pirate attacks",
            "If the fleet stops on a hex next to your settlement or city, you are attacked at once, before production and before any 7 is handled.\n\nPirate strength = the die used for the move. Your strength = your warships.\n- Pirates stronger: lose 1 random resource card, plus 1 more per city.\n- You stronger: take 1 resource card of your choice.\n- Equal: nothing happens.",
        ],
        [
            "Đảo cướp biển: cướp biển tấn công",
            "Nếu hạm đội dừng ở ô cạnh khu định cư hay thành phố của bạn, bạn bị tấn công ngay, trước khi sản xuất và trước khi xử lý số 7.\n\nSức mạnh cướp biển = xúc xắc dùng để di chuyển. Sức mạnh của bạn = số tàu chiến.\n- Cướp biển mạnh hơn: mất 1 lá tài nguyên ngẫu nhiên, cộng thêm 1 lá cho mỗi thành phố.\n- Bạn mạnh hơn: lấy 1 lá tài nguyên tùy chọn.\n- Bằng nhau: không có gì xảy ra.",
        ],
        [
            "海盜群島：海盜襲擊",
            "艦隊停在你的村莊或城市旁時，你立刻遭到襲擊，發生在生產與處理 7 之前。\n\n海盜戰力 = 移動所用的骰子點數。你的戰力 = 你的戰艦數。\n- 海盜較強：隨機失去 1 張資源，每座城市再多失去 1 張。\n- 你較強：拿 1 張任選資源。\n- 相等：什麼也不發生。",
        ],
    ),
    e(
        "catan-pirates-fortress",
        C,
        &["catan-pirates-win", "catan-pirates-warships", "catan-readings"],
        [
            "The Pirate Islands: attacking your fortress",
            "Once your route reaches the fortress of your color, you may attack it at the end of your turn, once per turn. Roll one die: the fortress's strength.\n- Your warships on the route more than the die: you win and remove 1 of the 3 chits under the fortress. The third win conquers it.\n- Fewer: lose the 2 ships closest to the fortress.\n- Equal: lose the ship next to the fortress.\n\nOur sources leave open what the conquest gives; the app makes the conquered fortress your settlement, worth 1 VP, without taking a piece from your supply.",
        ],
        [
            "Đảo cướp biển: tấn công pháo đài",
            "Khi tuyến tàu của bạn đến pháo đài cùng màu, bạn có thể tấn công vào cuối lượt, mỗi lượt một lần. Tung một xúc xắc: đó là sức mạnh pháo đài.\n- Số tàu chiến trên tuyến nhiều hơn xúc xắc: bạn thắng và gỡ 1 trong 3 miếng Catan dưới pháo đài. Lần thắng thứ ba chiếm được pháo đài.\n- Ít hơn: mất 2 tàu gần pháo đài nhất.\n- Bằng nhau: mất con tàu sát pháo đài.\n\nNguồn luật không nói rõ chiếm pháo đài được gì; ứng dụng coi pháo đài đã chiếm là khu định cư của bạn, được 1 điểm, không lấy quân từ kho.",
        ],
        [
            "海盜群島：攻打堡壘",
            "你的航線到達自己顏色的堡壘後，可在回合結束時攻打，每回合一次。擲一顆骰子：即堡壘戰力。\n- 航線上的戰艦多於骰子點數：獲勝，移除堡壘下 3 個標記中的 1 個。第三次勝利即攻下堡壘。\n- 較少：失去最靠近堡壘的 2 艘船。\n- 相等：失去緊鄰堡壘的那艘船。\n\n資料沒有說明攻下後得到什麼；App 讓攻下的堡壘成為你的村莊，值 1 分，且不佔用供應區的棋子。",
        ],
    ),
    e(
        "catan-pirates-win",
        C,
        &["catan-pirates-fortress", "catan-win-on-own-turn"],
        [
            "The Pirate Islands: winning",
            "You win when you have conquered the fortress of your own color and have at least 10 VP, on your turn. 10 VP without your fortress is not enough.",
        ],
        [
            "Đảo cướp biển: chiến thắng",
            "Bạn thắng khi đã chiếm pháo đài cùng màu và có ít nhất 10 điểm, trong lượt của mình. Có 10 điểm mà chưa chiếm pháo đài thì chưa đủ.",
        ],
        [
            "海盜群島：獲勝",
            "在自己的回合，已攻下自己顏色的堡壘且至少 10 分即獲勝。只有 10 分而沒攻下堡壘還不夠。",
        ],
    ),
    // ---------------------------------------------------------------- the app's readings
    e(
        "catan-readings",
        C,
        &["catan-win-on-own-turn", "catan-victory-points", "catan-longest-road", "catan-largest-army", "catan-dice", "catan-robber", "catan-development-cards", "catan-duel-robber-protection", "catan-duel-friendly-robber", "catan-duel-coin-unlock", "catan-duel-no-coins", "catan-duel-knight-discard", "catan-rivers-poor-settler", "catan-rivers-gold-trade", "catan-rivers-buy-resource", "catan-rivers-end", "catan-desert-foreign-areas", "catan-cloth-trade", "catan-cloth-shortfall", "catan-cloth-end", "catan-pirates-warships", "catan-pirates-fortress"],
        [
            "How Tablemate reads the rules",
            "The rule sheets leave these points open; the app plays them so.\n\nEvery Catan game:\n- A win counts only in your own turn, hidden victory-point cards included, since the rule asks for the target on your turn.\n- If the holder's road is cut into a tie, Longest Road belongs to nobody, and a player left alone on top takes it at once, since the card needs a strictly longest road.\n- The 14 knights and 5 victory-point cards are the one deck's, counted as cards drawn by the whole table, since a played card never goes back: a knight discarded in the duel or a card spent on a warship still counts.\n- The dice deck is dealt to its last card before a reshuffle, since no sheet sets an earlier point.\n- Where the robber goes, and whether a card was bought this turn, are yours to check: the app sees neither board nor hands.\n\nDuel:\n- Robber protection: nobody is touched by two robber moves in a row, the plainest meaning of a name the sheet does not define.\n- Both robber options spare opponents only, since they exist for a player who is behind.\n- The 5 public VP that open the coins count at the moment of spending, so coins lock again if everyone drops below 5: the sheet gives a condition, not an event.\n- Without coins there are no knight discards, since a discard only earns coins.\n- Largest Army lost to a knight discard goes to nobody, even if the opponent is now alone on top; only a knight played afterwards wins it back, as the sheet says, unlike Longest Road.\n\nRivers of Catan:\n- With everyone on the same gold, all are poor unless \"nobody is poor\" was chosen at set-up, since a full tie is still a tie for the least.\n- Gold leaves a hand only by the 2-gold purchase or in a trade with the player whose turn it is, after the roll, never at a harbor, since the sheet is unclear there.\n- The Harbormaster only raises the goal to 11; the event cards and the two-player combination are not modelled.\n\nSeafarers:\n- A 7 or a knight may move the pirate instead of the robber wherever both are used, as Seafarers allows.\n- Through the Desert plays to 12 VP with one special VP each, as our sheet says; the later printing (14 VP, 2 per foreign area) is an option.\n- Cloth for Catan ends once 3 villages or fewer hold cloth, as the sheet reads; then the most VP win, then the most cloth, else the win is shared.\n- A short village gives what it has and the general supply the rest, one each from the roller round the table, since the sheet names no order.\n- A new link to an empty village brings nothing, since the general supply only makes up a roll.\n- The Pirate Islands have no Longest Road or Largest Army, since knights arm warships and routes never branch.\n- In The Pirate Islands with 4 players a victory-point card arms a warship like a knight and is never a point, as the scenario's set-up note says.\n- A conquered fortress is your settlement, worth 1 VP and taken from no supply, since yours may be empty by then.\n- One fortress attack per turn, after the roll, since it comes as the turn ends; arming a warship uses the turn's development card, since it spends a knight.\n\nA game keeps the readings it was started with. Games started before this version of the app keep the earlier ones:\n- Duel: a player left alone on top by a knight discard took Largest Army at once.\n- Knights: each player could have 14 in front of them, and a duel discard made room for another.\n- The Pirate Islands with 4 players: a victory-point card counted as a hidden point, and one spent on a warship freed its place among the 5.",
        ],
        [
            "Cách Tablemate hiểu luật",
            "Tờ luật bỏ ngỏ những điểm sau; ứng dụng chơi như thế này.\n\nMọi ván Catan:\n- Chỉ thắng trong lượt của chính mình, tính cả lá điểm chiến thắng giấu kín, vì luật đòi đạt mục tiêu trong lượt của bạn.\n- Khi đường của người giữ Con đường dài nhất bị cắt và thành hòa, thẻ không thuộc về ai, còn người được để lại một mình dẫn đầu thì lấy ngay, vì thẻ cần một con đường dài hơn hẳn.\n- 14 hiệp sĩ và 5 lá điểm chiến thắng thuộc chung một chồng bài, được đếm theo số lá cả bàn đã rút, vì lá đã dùng không bao giờ quay lại: hiệp sĩ bỏ đi ở 1 đấu 1 hay lá đã dùng cho tàu chiến vẫn được đếm.\n- Bộ bài xúc xắc được chia đến lá cuối rồi mới xáo lại, vì không tờ luật nào định lúc xáo sớm hơn.\n- Tên cướp đặt ở đâu, và thẻ có vừa mua trong lượt hay không, là do bạn tự xét: ứng dụng không thấy bàn chơi lẫn bài trên tay.\n\n1 đấu 1:\n- Bảo vệ khỏi tên cướp: không ai bị tên cướp chạm tới hai lần liên tiếp, nghĩa đơn giản nhất của một cái tên mà tờ luật không giải thích.\n- Cả hai tùy chọn về tên cướp chỉ bảo vệ đối thủ, vì chúng sinh ra để giúp người đang bị bỏ lại phía sau.\n- Điều kiện 5 điểm công khai để dùng xu được xét ngay lúc tiêu, nên xu lại bị khóa nếu mọi người tụt dưới 5: tờ luật nêu một điều kiện, không phải một sự kiện.\n- Không dùng xu thì không bỏ hiệp sĩ, vì bỏ hiệp sĩ chỉ để lấy xu.\n- Đội quân lớn nhất bị mất vì bỏ hiệp sĩ thì không thuộc về ai, kể cả khi giờ đối thủ một mình dẫn đầu; chỉ dùng thêm hiệp sĩ sau đó mới giành lại được thẻ, như tờ luật ghi, khác với Con đường dài nhất.\n\nDòng sông Catan:\n- Mọi người bằng vàng nhau thì tất cả đều nghèo, trừ khi lúc tạo ván đã chọn \"không ai nghèo\", vì hòa toàn bộ vẫn là hòa ở mức ít nhất.\n- Vàng chỉ rời tay khi mua bằng 2 vàng hoặc khi giao dịch với người đang đến lượt, sau khi tung, không bao giờ ở cảng, vì tờ luật không nói rõ chỗ này.\n- Harbormaster chỉ nâng mục tiêu lên 11; bộ thẻ sự kiện và cách kết hợp với luật hai người không được mô phỏng.\n\nSeafarers:\n- Số 7 hoặc hiệp sĩ có thể di chuyển cướp biển thay cho tên cướp ở màn nào có cả hai, như luật Seafarers cho phép.\n- Vượt sa mạc chơi đến 12 điểm, mỗi người một điểm đặc biệt, như tờ luật của chúng tôi ghi; bản in sau (14 điểm, 2 điểm mỗi vùng đất xa) là tùy chọn.\n- Vải cho Catan kết thúc khi chỉ còn 3 làng trở xuống còn vải, như tờ luật viết; khi đó ai nhiều điểm nhất thắng, rồi đến ai nhiều vải hơn, nếu vẫn bằng thì cùng thắng.\n- Làng thiếu vải cho hết phần mình có, kho chung bù phần còn lại, mỗi người một vải từ người tung trở đi, vì tờ luật không nêu thứ tự.\n- Kết nối mới tới làng đã hết vải không nhận được gì, vì kho chung chỉ bù khi ra số.\n- Đảo cướp biển không có Con đường dài nhất và Đội quân lớn nhất, vì hiệp sĩ dùng để trang bị tàu chiến và tuyến tàu không bao giờ rẽ nhánh.\n- Ở Đảo cướp biển với 4 người, lá điểm chiến thắng được dùng như hiệp sĩ để biến tàu thành tàu chiến và không bao giờ được tính điểm, như ghi chú ở phần chuẩn bị của màn chơi.\n- Pháo đài đã chiếm là khu định cư của bạn, được 1 điểm, không lấy từ kho, vì lúc đó kho của bạn có thể đã hết.\n- Mỗi lượt tấn công pháo đài một lần, sau khi tung, vì việc tấn công diễn ra khi lượt kết thúc; biến tàu thành tàu chiến là thẻ phát triển của lượt, vì nó dùng một lá hiệp sĩ.\n\nMột ván giữ nguyên cách hiểu lúc bắt đầu. Các ván bắt đầu trước phiên bản này của ứng dụng vẫn theo cách hiểu cũ:\n- 1 đấu 1: người được để lại một mình dẫn đầu sau khi đối thủ bỏ hiệp sĩ lấy ngay Đội quân lớn nhất.\n- Hiệp sĩ: mỗi người có thể có tới 14 lá trước mặt, và hiệp sĩ bỏ đi ở 1 đấu 1 nhường chỗ cho một lá khác.\n- Đảo cướp biển với 4 người: lá điểm chiến thắng được tính là điểm giấu kín, và lá đã dùng cho tàu chiến không còn chiếm chỗ trong 5 lá.",
        ],
        [
            "Tablemate 如何解讀規則",
            "規則說明沒有交代以下幾點，App 的做法如下。\n\n所有卡坦島遊戲：\n- 只有在自己的回合才算獲勝，未公開的勝利分數卡也計入，因為規則要求在自己的回合達到目標。\n- 最長道路被截斷成同長時無人持有，剩下一人獨自最長則立刻取得，因為此卡需要嚴格最長的道路。\n- 14 張騎士與 5 張勝利分數卡屬於同一副牌庫，以全桌抽出的張數計算，因為打出的牌不會放回：兩人對戰棄掉的騎士或用於戰艦的牌仍然計入。\n- 骰子牌庫一定發到最後一張才重洗，因為沒有規則說明指定更早的時機。\n- 強盜放在哪裡、卡片是否為本回合買的，由你自行確認：App 看不到版圖與手牌。\n\n兩人對戰：\n- 強盜保護：沒有人會連續兩次被強盜碰到，這是規則沒有定義的名稱最直接的意思。\n- 兩個強盜選項都只保護對手，因為它們是為了照顧落後的玩家。\n- 開放硬幣的 5 分公開分數在花硬幣的當下判斷，所以所有人跌回 5 分以下時硬幣再度鎖上：規則給的是條件，不是事件。\n- 不使用硬幣時也不能棄騎士，因為棄騎士只為換硬幣。\n- 因棄騎士而失去的最大騎士團無人持有，即使對手此時獨自領先；依規則說明，只有之後再打出騎士才能取得，這點與最長道路不同。\n\n卡坦河流：\n- 所有人金幣相同時全都貧窮，除非建立遊戲時選了「沒有人貧窮」，因為全體並列仍是並列最少。\n- 金幣只能透過 2 金幣購買或與目前回合玩家的交易離手，都在擲骰之後，且不能用於港口，因為規則說明對此交代不清。\n- 港口王只把目標提高到 11 分；不模擬事件卡，也不搭配兩人規則。\n\n航海家：\n- 在同時使用強盜與海盜的劇本中，擲出 7 或打出騎士時可改移海盜，依航海家規則。\n- 穿越沙漠預設 12 分、每人一個特殊分數，依我們的規則說明；後來的版本（14 分，每個外地區域 2 分）為選項。\n- 卡坦的布料在有布的村落只剩 3 個以下時結束，依劇本說明；此時分數最高者勝，其次比布，再相同則共同獲勝。\n- 布不夠的村落給出剩下的布，其餘由公共庫存補，從擲骰者開始每人一塊，因為規則說明沒有指定順序。\n- 新連接到沒布的村落拿不到布，因為公共庫存只補足擲骰時的發放。\n- 海盜群島沒有最長道路與最大騎士團，因為騎士用來武裝戰艦，航線也不分岔。\n- 海盜群島 4 人時，勝利分數卡當作騎士用來武裝戰艦，永不計分，依劇本設置中的說明。\n- 攻下的堡壘成為你的村莊，值 1 分，不佔用供應區，因為那時你的供應區可能已用完。\n- 每回合擲骰後只能攻打堡壘一次，因為攻打發生在回合結束時；武裝戰艦算作本回合的發展卡，因為它花掉一張騎士卡。\n\n每局遊戲保留開局時的解讀。在 App 此版本之前開始的遊戲沿用先前的解讀：\n- 兩人對戰：對手棄騎士後獨自領先的玩家立刻取得最大騎士團。\n- 騎士：每位玩家面前最多可有 14 張，兩人對戰棄掉一張就能再打出另一張。\n- 海盜群島 4 人：勝利分數卡算作未公開的分數，用於戰艦的卡會讓出 5 張中的名額。",
        ],
    ),
];
