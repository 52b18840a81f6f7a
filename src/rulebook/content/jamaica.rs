//! Jamaica with the Ghost Ship (two players, or optional with more) and The Crew (docs/rules.md,
//! section 4, `rules/jamaica/`). Every id of `jamaica::RULE_IDS` is here, plus set-up,
//! loading, treasures, the clarifications and the cases the app settled (`ghost::SettledCase`).

use super::e;
use crate::rulebook::Entry;
use crate::session::GameKind::Jamaica as J;

pub(super) const ENTRIES: &[Entry] = &[
    e(
        "jamaica-players",
        J,
        &["jamaica-setup", "jamaica-ghost"],
        [
            "Players",
            "Jamaica takes 2 to 6 players. With 2 the Ghost Ship always sails; with 3 or more it is optional. The Crew expansion can be added to any game.",
        ],
        [
            "Người chơi",
            "Jamaica dành cho 2 đến 6 người. Với 2 người luôn có Tàu ma; từ 3 người trở lên thì tùy chọn. Bản mở rộng The Crew có thể thêm vào mọi ván.",
        ],
        [
            "玩家人數",
            "牙買加可供 2 至 6 人遊玩。2 人時一定要有幽靈船；3 人以上可自由選擇。任何一局都可以加入「船員」擴充。",
        ],
    ),
    e(
        "jamaica-setup",
        J,
        &["jamaica-round", "jamaica-loading", "jamaica-treasures"],
        [
            "Set-up",
            "Every ship starts in Port Royal. Each player takes a ship board with 5 holds, loads 3 gold and 3 food into two of them, shuffles their 12 action cards and draws 3. A treasure token goes on each of the 9 pirate lairs; shuffle the treasure cards. The first Captain takes the compass.\n\nThe app shows the race, the lairs still holding a token, the round and the Captain. Holds and cards stay on the table.",
        ],
        [
            "Chuẩn bị",
            "Mọi con tàu bắt đầu ở Port Royal. Mỗi người lấy một bảng cá nhân có 5 ô chứa, đặt 3 vàng và 3 thức ăn vào hai ô, xáo 12 thẻ hành động của mình và rút 3 lá. Đặt một token kho báu lên mỗi hang ổ trong 9 hang ổ cướp biển; xáo bộ thẻ kho báu. Thuyền trưởng đầu tiên cầm la bàn.\n\nỨng dụng hiển thị cuộc đua, những hang ổ còn token, vòng chơi và thuyền trưởng. Ô chứa và bài vẫn ở trên bàn.",
        ],
        [
            "設置",
            "所有船從皇家港（Port Royal）出發。每人拿一塊有 5 個船艙的船板，在其中兩艙放 3 金幣與 3 食物，洗勻自己的 12 張行動卡並抽 3 張。9 個海盜巢穴各放一個寶藏標記；洗勻寶藏卡。第一位船長拿羅盤。\n\nApp 顯示賽程、仍有標記的巢穴、回合數與船長。船艙與手牌留在桌上。",
        ],
    ),
    e(
        "jamaica-round",
        J,
        &["jamaica-action-dice", "jamaica-move", "jamaica-loading", "jamaica-faq"],
        [
            "A round",
            "1. The Captain rolls the two action dice and decides which is the day die and which the night die.\n2. Every player picks an action card from their hand.\n3. From the Captain, in seat order, each player resolves their card: the day symbol with the day die, then the night symbol with the night die. Each action is resolved in full (fight, then lair or fee, shortage, recruiting) before the next.\n4. With the Ghost Ship, the Captain then moves it twice.\n5. Everyone draws back to 3 cards (reshuffling their own discards when their deck is empty); the compass passes to the left.\n\nThe app waits for each step in turn and refuses an action that does not fit the moment.",
        ],
        [
            "Một vòng chơi",
            "1. Thuyền trưởng tung hai xúc xắc hành động và quyết định viên nào là ban ngày, viên nào là ban đêm.\n2. Mỗi người chọn một thẻ hành động trên tay.\n3. Bắt đầu từ thuyền trưởng, theo thứ tự chỗ ngồi, từng người thực hiện thẻ của mình: biểu tượng ban ngày với xúc xắc ban ngày, rồi biểu tượng ban đêm với xúc xắc ban đêm. Mỗi hành động được giải quyết trọn vẹn (chiến đấu, rồi hang ổ hoặc phí, thiếu hụt, chiêu mộ) trước hành động tiếp theo.\n4. Nếu có Tàu ma, thuyền trưởng di chuyển nó hai lần.\n5. Mọi người rút lại đủ 3 lá (hết chồng rút thì xáo chồng bỏ của mình); la bàn chuyển sang người bên trái.\n\nỨng dụng chờ từng bước theo thứ tự và từ chối hành động không đúng lúc.",
        ],
        [
            "回合流程",
            "1. 船長擲兩顆行動骰，決定哪顆是白天骰、哪顆是夜晚骰。\n2. 每位玩家從手牌選一張行動卡。\n3. 從船長開始依座位順序，每人執行自己的卡：白天符號用白天骰，再用夜晚骰執行夜晚符號。每個行動都要完整結算（戰鬥，然後巢穴或費用、短缺、招募）才進行下一個。\n4. 有幽靈船時，船長接著移動它兩次。\n5. 大家補回 3 張手牌（牌庫用完就洗自己的棄牌堆）；羅盤傳給左手邊。\n\nApp 依序等待每一步，時機不對的動作會被拒絕。",
        ],
    ),
    e(
        "jamaica-action-dice",
        J,
        &["jamaica-round", "jamaica-crew-powers"],
        [
            "Action dice",
            "Two ordinary dice, 1 to 6. The Captain assigns one to the day and one to the night; the number is how far you sail or how many goods you load.\n\nWith The Crew, the Witch lets her owner use the two dice in either order, and the Oracle lets a Captain set one die before rolling the other.",
        ],
        [
            "Xúc xắc hành động",
            "Hai xúc xắc thường, từ 1 đến 6. Thuyền trưởng gán một viên cho ban ngày và một viên cho ban đêm; con số là số ô đi hoặc số hàng được chất.\n\nVới The Crew, Phù thủy (Witch) cho chủ của cô dùng hai viên theo thứ tự bất kỳ, còn Nhà tiên tri (Oracle) cho thuyền trưởng đặt sẵn một viên trước khi tung viên kia.",
        ],
        [
            "行動骰",
            "兩顆普通骰子，1 至 6。船長把一顆定為白天、一顆定為夜晚；點數就是航行的格數或裝載的貨物數。\n\n加入船員擴充時，女巫（Witch）讓擁有者可任意順序使用兩顆骰子；先知（Oracle）讓船長先定下一顆骰子再擲另一顆。",
        ],
    ),
    e(
        "jamaica-move",
        J,
        &["jamaica-fork", "jamaica-fees", "jamaica-combat", "jamaica-lairs", "jamaica-readings"],
        [
            "Sailing",
            "A forward or backward symbol moves your ship that many spaces. Where the move ends: first a fight if other ships are there, then the space's effect (a lair's treasure, or the fee).\n\nThe very first move of the game may go backward, behind the start line; you must still sail the whole loop to finish. A move of no spaces is not possible: skip the action instead (only the Old Seadog may ignore a backward move).",
        ],
        [
            "Di chuyển",
            "Biểu tượng tiến hoặc lùi đưa tàu của bạn đi số ô tương ứng. Tại ô dừng: trước hết là chiến đấu nếu có tàu khác, sau đó là tác dụng của ô (kho báu ở hang ổ, hoặc phí).\n\nLần di chuyển đầu tiên của ván có thể đi lùi, ra sau vạch xuất phát; bạn vẫn phải đi hết cả vòng mới về đích. Không thể di chuyển 0 ô: hãy bỏ qua hành động (chỉ Lão thủy thủ - Old Seadog - mới được bỏ qua một bước lùi).",
        ],
        [
            "航行",
            "前進或後退符號讓你的船移動相應格數。停下的格子：先處理戰鬥（若有其他船），再處理格子效果（巢穴的寶藏或費用）。\n\n整局的第一次移動可以後退到起點線後方；但仍必須航行完整一圈才能抵達終點。不能移動 0 格：請跳過該行動（只有老水手 Old Seadog 可以略過後退）。",
        ],
    ),
    e(
        "jamaica-fork",
        J,
        &["jamaica-move", "jamaica-shortage", "jamaica-track"],
        [
            "Forks",
            "Where the track splits, the moving player chooses the way. Sailing backward, the same holds where two ways merge. When a move passes a fork, the app asks which way you took.",
        ],
        [
            "Ngã rẽ",
            "Ở chỗ đường đua tách đôi, người đang di chuyển chọn lối đi. Khi đi lùi, chỗ hai lối nhập lại cũng vậy. Khi một lần di chuyển đi qua ngã rẽ, ứng dụng hỏi bạn đã chọn lối nào.",
        ],
        [
            "岔路",
            "航道分岔時，由移動的玩家選擇走哪條。後退時，兩條航道匯合處也一樣。移動經過岔路時，App 會詢問你走了哪條。",
        ],
    ),
    e(
        "jamaica-track",
        J,
        &["jamaica-fork", "jamaica-scoring", "jamaica-readings"],
        [
            "The track",
            "The race is one loop from Port Royal back to Port Royal, with forks. Sea spaces cost food, ports cost gold, lairs are free and hold a treasure token at the start.\n\nThe app's board was transcribed from photos and may hold mistakes: if a space on your board differs (cost, kind or score), correct it in the game's options; the correction stays with that game. A ship can be at most one lap behind the race.",
        ],
        [
            "Đường đua",
            "Cuộc đua là một vòng từ Port Royal quay về Port Royal, có các ngã rẽ. Ô biển tốn thức ăn, ô cảng tốn vàng, hang ổ miễn phí và lúc đầu có một token kho báu.\n\nBàn chơi trong ứng dụng được chép lại từ ảnh nên có thể sai: nếu một ô trên bàn của bạn khác (phí, loại ô hay điểm), hãy sửa trong tùy chọn của ván; chỉnh sửa được lưu cùng ván đó. Một con tàu chậm nhất là một vòng so với cuộc đua.",
        ],
        [
            "航道",
            "比賽是從皇家港出發繞一圈回到皇家港，途中有岔路。海上格子付食物，港口付金幣，巢穴免費且開局時有一個寶藏標記。\n\nApp 的版圖是依照片抄錄的，可能有誤：若你的版圖某格不同（費用、種類或分數），請在該局選項中修正；修正會隨該局保存。一艘船最多落後比賽一圈。",
        ],
    ),
    e(
        "jamaica-loading",
        J,
        &["jamaica-round", "jamaica-setup", "jamaica-faq"],
        [
            "Loading goods",
            "A food, gold or gunpowder symbol loads as many of that good as the die shows, into one empty hold. Each hold carries one kind of good.\n\nWith every hold full, empty a hold of another good (back to the bank) to load. If every hold already carries that same good, the load cannot be made. Gold from a card with two gold symbols goes into two holds: the two loads never stack in one hold. The app only records the load: your holds are on the table.",
        ],
        [
            "Chất hàng",
            "Biểu tượng thức ăn, vàng hoặc đạn dược cho chất số hàng loại đó bằng con số trên xúc xắc, vào một ô chứa trống. Mỗi ô chứa chỉ chứa một loại hàng.\n\nKhi mọi ô đều đầy, hãy đổ bỏ một ô chứa loại hàng khác (trả về ngân hàng) để chất. Nếu mọi ô đều đang chứa chính loại hàng đó thì không chất được. Vàng từ thẻ có hai biểu tượng vàng vào hai ô riêng: hai lần chất không bao giờ dồn vào một ô. Ứng dụng chỉ ghi lại việc chất hàng: ô chứa của bạn ở trên bàn.",
        ],
        [
            "裝載貨物",
            "食物、金幣或火藥符號讓你裝載與骰子點數相同數量的該貨物，放進一個空船艙。每個船艙只能裝一種貨物。\n\n所有船艙都滿時，倒掉一艙其他種類的貨物（回到銀行）再裝。若所有船艙裝的都是同一種貨物，就無法裝載。雙金幣卡的兩次金幣要放進兩個船艙，不能疊在同一艙。App 只記錄裝載，船艙在桌上。",
        ],
    ),
    e(
        "jamaica-fees",
        J,
        &["jamaica-shortage", "jamaica-move", "jamaica-crew-powers", "jamaica-readings"],
        [
            "Fees",
            "Ending a move on a sea space costs the food shown; on a port, the gold shown. Lairs and Port Royal are free. You choose which holds pay.\n\nA space is paid once for each move that ends on it. Your day action is fully resolved before your night action, so goods loaded at night cannot pay a fee of the day's move, and two moves in a row cannot skip the first space's fee or fight.\n\nTell the app whether you paid in full. If you could pay, you must: the app refuses \"could not pay\" when you have enough.",
        ],
        [
            "Phí",
            "Dừng ở ô biển phải trả số thức ăn ghi trên ô; ở ô cảng trả số vàng ghi trên ô. Hang ổ và Port Royal miễn phí. Bạn chọn những ô chứa nào dùng để trả.\n\nMỗi lần di chuyển dừng ở một ô thì trả phí ô đó một lần. Hành động ban ngày được giải quyết xong trước hành động ban đêm, nên hàng chất vào ban đêm không thể trả phí của lượt đi ban ngày, và đi hai lần liên tiếp cũng không tránh được phí hay trận chiến ở ô đầu tiên.\n\nHãy cho ứng dụng biết bạn đã trả đủ hay chưa. Nếu đủ khả năng thì phải trả: ứng dụng từ chối \"không trả được\" khi bạn có đủ.",
        ],
        [
            "費用",
            "停在海上格子要付格上標示的食物；停在港口付標示的金幣。巢穴與皇家港免費。由你決定用哪些船艙支付。\n\n每次移動停在某格就付該格費用一次。白天行動完全結算後才做夜晚行動，所以夜晚裝的貨不能付白天移動的費用；連續兩次移動也不能略過第一格的費用或戰鬥。\n\n請告訴 App 你是否付清。付得起就必須付：你有足夠貨物時，App 會拒絕「付不起」。",
        ],
    ),
    e(
        "jamaica-shortage",
        J,
        &["jamaica-fees", "jamaica-fork", "jamaica-combat", "jamaica-readings"],
        [
            "Shortage: when you cannot pay",
            "If you cannot pay the fee in full, your ship sails back to the first space behind it whose fee you can pay, and pays it. Tell the app how much food and gold you have; it shows the possible spaces.\n\nSailing back, you choose the way where two ways merge. If that space holds an enemy ship, fight it first.",
        ],
        [
            "Thiếu hụt: khi không trả được phí",
            "Nếu không trả đủ phí, tàu của bạn lùi về ô đầu tiên phía sau mà bạn trả được phí, và trả phí ô đó. Hãy cho ứng dụng biết bạn có bao nhiêu thức ăn và vàng; ứng dụng sẽ hiện các ô có thể lùi về.\n\nKhi lùi, ở chỗ hai lối nhập lại bạn tự chọn đường. Nếu ô đó có tàu đối thủ, phải chiến đấu trước.",
        ],
        [
            "短缺：付不起費用時",
            "無法付清費用時，你的船退回後方第一個付得起的格子，並支付該格費用。告訴 App 你有多少食物與金幣，它會列出可退回的格子。\n\n後退時遇到兩條航道匯合，由你選擇。若該格有敵船，先進行戰鬥。",
        ],
    ),
    e(
        "jamaica-lairs",
        J,
        &["jamaica-treasures", "jamaica-move"],
        [
            "Pirate lairs and treasure",
            "A lair is free. Ending a move on a lair that still holds a treasure token: take the token and draw a treasure card. Keep the tokens you collect: with The Crew, the Bishop makes them worth gold.\n\nThe Look-Out collects a treasure from a neighbouring lair.",
        ],
        [
            "Hang ổ cướp biển và kho báu",
            "Hang ổ miễn phí. Dừng ở hang ổ còn token kho báu: lấy token và rút một thẻ kho báu. Hãy giữ các token đã lấy: với The Crew, Giám mục (Bishop) biến chúng thành vàng.\n\nNgười canh gác (Look-Out) lấy được kho báu ở hang ổ bên cạnh.",
        ],
        [
            "海盜巢穴與寶藏",
            "巢穴免費。停在仍有寶藏標記的巢穴：拿走標記並抽一張寶藏卡。保留收集到的標記：加入船員擴充時，主教（Bishop）讓它們值金幣。\n\n瞭望員（Look-Out）可以從相鄰的巢穴拿寶藏。",
        ],
    ),
    e(
        "jamaica-treasures",
        J,
        &["jamaica-lairs", "jamaica-scoring", "jamaica-combat"],
        [
            "Treasure cards",
            "The base deck has 12 cards: Morgan's Map (hold 4 action cards), Saran's Sabre (reroll a combat die), Lady Beth (+2 in combat), the sixth hold, and cards worth +3, +3, +5, +7, +7 and cursed −2, −3, −4 at the end.\n\nOpponents' treasures stay face down until you steal one. Stealing the sixth hold takes its cargo too.\n\nSaran's Sabre: decide right after the roll; the reroll adds no extra gunpowder; you may make an opponent reroll a star.",
        ],
        [
            "Thẻ kho báu",
            "Bộ cơ bản có 12 lá: Bản đồ của Morgan (giữ 4 thẻ hành động), Thanh gươm của Saran (tung lại xúc xắc chiến đấu), Lady Beth (+2 khi chiến đấu), ô chứa thứ sáu (Ô chứa mở rộng), và các lá +3, +3, +5, +7, +7 cùng các lá bị nguyền −2, −3, −4 tính khi kết thúc.\n\nKho báu của đối thủ luôn úp cho đến khi bạn cướp được. Cướp ô chứa thứ sáu thì lấy luôn hàng trong đó.\n\nThanh gươm của Saran: quyết định ngay sau khi tung; lần tung lại không thêm đạn dược; bạn có thể buộc đối thủ tung lại một ngôi sao.",
        ],
        [
            "寶藏卡",
            "基本版 12 張：摩根的地圖（手牌上限 4 張）、薩蘭的軍刀（重擲戰鬥骰）、貝絲夫人（戰鬥 +2）、第六船艙，以及終局計分的 +3、+3、+5、+7、+7 與受詛咒的 −2、−3、−4。\n\n對手的寶藏保持蓋著，直到你搶到為止。搶走第六船艙時連同其中的貨物一起拿走。\n\n薩蘭的軍刀：擲骰後立即決定是否使用；重擲時不能再加火藥；可以要求對手重擲星星。",
        ],
    ),
    e(
        "jamaica-combat",
        J,
        &["jamaica-combat-die", "jamaica-move", "jamaica-treasures"],
        [
            "Combat",
            "Ending a move on a space with another ship starts a fight: the mover attacks. With several ships there, the mover picks one and fights once. Nobody fights in Port Royal.\n\nEach side may spend gunpowder from its holds, then rolls the combat die; the higher strength wins. The winner may take the contents of one of the loser's holds (loaded by the normal rules), or one of their treasure cards, or give them a cursed treasure.\n\nThe bonus you enter with a roll is Lady Beth's: 2 if that treasure is in your hand, else 0. With the Ghost Ship she is the ghost's Cannon, so no player adds her. With The Crew the app adds Sir Beth's +2 for the player who recruited her, and the Strategist's owner wins every fight they start.",
        ],
        [
            "Chiến đấu",
            "Dừng ở ô có tàu khác thì bắt đầu trận chiến: người vừa di chuyển là bên tấn công. Nếu có nhiều tàu, người di chuyển chọn một tàu và chỉ đánh một trận. Không ai chiến đấu ở Port Royal.\n\nMỗi bên có thể dùng đạn dược trong ô chứa, rồi tung xúc xắc chiến đấu; bên mạnh hơn thắng. Bên thắng có thể lấy hàng trong một ô chứa của bên thua (chất theo luật thường), hoặc một thẻ kho báu của họ, hoặc đưa cho họ một kho báu bị nguyền.\n\nPhần thưởng bạn nhập kèm lần tung là của Lady Beth: 2 nếu thẻ kho báu đó đang trong tay bạn, nếu không thì 0. Khi có Tàu ma, Lady Beth là Súng thần công của nó, nên không người chơi nào được cộng. Với The Crew, ứng dụng tự cộng +2 của Sir Beth cho người đã chiêu mộ cô, còn người sở hữu Strategist (Chiến lược gia) thắng mọi trận do mình khởi đầu.",
        ],
        [
            "戰鬥",
            "移動停在有其他船的格子就開戰：移動者是攻擊方。若有多艘船，移動者選一艘，只打一場。皇家港內不能戰鬥。\n\n雙方可先使用船艙中的火藥，再擲戰鬥骰；戰力高者勝。勝方可拿走敗方一個船艙的貨物（依一般裝載規則放入），或拿走一張寶藏卡，或把一張受詛咒的寶藏給對方。\n\n擲骰時輸入的加成屬於貝絲夫人：這張寶藏在你手上時為 2，否則為 0。有幽靈船時她就是幽靈船的大砲，所以沒有玩家能加上她。加入船員擴充時，App 會替招募貝絲爵士的玩家自動加 2，而擁有戰略家的玩家在自己發起的戰鬥中一律獲勝。",
        ],
    ),
    e(
        "jamaica-combat-die",
        J,
        &["jamaica-combat", "jamaica-ghost-combat", "jamaica-readings"],
        [
            "The combat die",
            "Strength = the combat die + 1 per gunpowder spent + card bonuses (Lady Beth, Sir Beth: +2 each; the app adds Sir Beth's). A star wins at once, whatever the other side has; the attacker rolls first, so an attacker's star ends the fight before the defender rolls. Equal strength: nothing happens.\n\nGunpowder spent is lost whatever happens, a star included.\n\nThe app's die shows 2, 4, 6, 8, 10 and a star, as our transcription reports; check it against your box.",
        ],
        [
            "Xúc xắc chiến đấu",
            "Sức mạnh = xúc xắc chiến đấu + 1 cho mỗi đạn dược đã dùng + thưởng từ thẻ (Lady Beth, Sir Beth: mỗi thẻ +2; ứng dụng tự cộng phần của Sir Beth). Ngôi sao thắng ngay, bất kể bên kia có gì; bên tấn công tung trước, nên ngôi sao của bên tấn công kết thúc trận trước khi bên phòng thủ tung. Bằng sức mạnh: không có gì xảy ra.\n\nĐạn dược đã dùng thì mất, dù kết quả thế nào, kể cả khi ra ngôi sao.\n\nXúc xắc trong ứng dụng có các mặt 2, 4, 6, 8, 10 và ngôi sao theo bản chép của chúng tôi; hãy đối chiếu với hộp game của bạn.",
        ],
        [
            "戰鬥骰",
            "戰力 = 戰鬥骰 + 每用 1 火藥加 1 + 卡片加成（貝絲夫人、貝絲爵士：各 +2；貝絲爵士的由 App 自動加上）。星星直接獲勝，不論對方多強；攻擊方先擲，所以攻擊方擲出星星時，防守方不必再擲。戰力相同：什麼也不發生。\n\n用掉的火藥無論結果如何都會失去，擲出星星也一樣。\n\nApp 的戰鬥骰面為 2、4、6、8、10 與星星（依我們的抄錄）；請對照你的遊戲盒。",
        ],
    ),
    e(
        "jamaica-scoring",
        J,
        &["jamaica-track", "jamaica-treasures", "jamaica-crew-scoring", "jamaica-readings"],
        [
            "End of the game and scoring",
            "The race ends when a ship reaches Port Royal. The app plays that round to its end (ships already in Port Royal skip their remaining actions), then each player declares their holds and cards.\n\nScore = gold in your holds + the number printed on the track where your ship stands + your treasure cards. Spaces before the red line count −5 (also a ship behind the start line); a ship in Port Royal counts 15. These track values come from our transcription: check them on your board.\n\nHighest score wins; a tie goes to the ship furthest along, then the win is shared.\n\nThe app checks the declarations against each other: between them the players declare no card more often than it exists. With The Crew a player declares only the crew they recruited; with the Ghost Ship nobody declares Lady Beth, who is the ghost's Cannon.",
        ],
        [
            "Kết thúc và tính điểm",
            "Cuộc đua kết thúc khi một con tàu về tới Port Royal. Ứng dụng cho chơi hết vòng đó (tàu đã ở Port Royal bỏ qua các hành động còn lại), rồi từng người khai báo ô chứa và các thẻ của mình.\n\nĐiểm = vàng trong ô chứa + con số in trên đường đua ở vị trí tàu của bạn + các thẻ kho báu. Các ô trước vạch đỏ tính −5 (cả tàu nằm sau vạch xuất phát); tàu ở Port Royal được 15. Các giá trị này lấy từ bản chép của chúng tôi: hãy đối chiếu với bàn chơi.\n\nĐiểm cao nhất thắng; hòa thì tàu đi xa nhất thắng, nếu vẫn hòa thì cùng thắng.\n\nỨng dụng đối chiếu các lời khai báo với nhau: tính chung cả bàn, không thẻ nào được khai báo nhiều hơn số lá thực có. Với The Crew, mỗi người chỉ khai báo những thuyền viên mình đã chiêu mộ; khi có Tàu ma, không ai khai báo Lady Beth, vì cô là Súng thần công của Tàu ma.",
        ],
        [
            "遊戲結束與計分",
            "有船抵達皇家港時比賽結束。App 會把該回合打完（已在皇家港的船略過剩餘行動），然後每位玩家申報船艙與卡牌。\n\n分數 = 船艙中的金幣 + 你的船所在格子印的數字 + 寶藏卡。紅線之前的格子算 −5（在起點線後方的船也是）；在皇家港的船算 15。這些數值來自我們的抄錄，請對照版圖。\n\n最高分獲勝；同分時前進最遠的船獲勝，再相同則共同獲勝。\n\nApp 會把各份申報互相核對：全桌申報的每種卡不能超過實有的張數。加入船員擴充時，每人只能申報自己招募的船員；有幽靈船時沒有人能申報貝絲夫人，因為她是幽靈船的大砲。",
        ],
    ),
    e(
        "jamaica-faq",
        J,
        &["jamaica-round", "jamaica-fees", "jamaica-combat", "jamaica-treasures"],
        [
            "Clarifications",
            "- Deck empty: shuffle your own discards into a new deck.\n- Day before night: the day action is fully resolved first, so night goods cannot pay a day fee, and two moves in a row cannot skip a fee or a fight.\n- A card with two gold symbols: the two loads go into two holds.\n- Every hold full of the good to load: no loading.\n- The first move may go backward; the whole loop still has to be sailed.\n- No fights in Port Royal.\n- A star does not give back the gunpowder spent.\n- Several enemy ships where you stop: pick one, fight once.\n- You choose which holds pay a fee; a space is paid once per move ending there.\n- Shortage: if the first space you can pay holds an enemy, fight first; at a merge, you choose the way.\n- Opponents' treasures stay face down until stolen; stealing the extra hold takes its cargo.",
        ],
        [
            "Làm rõ luật",
            "- Hết chồng rút: xáo chồng bỏ của chính bạn thành chồng mới.\n- Ban ngày trước ban đêm: hành động ban ngày được giải quyết xong trước, nên hàng ban đêm không trả được phí ban ngày, và đi hai lần liên tiếp không tránh được phí hay trận chiến.\n- Thẻ có hai biểu tượng vàng: hai lần chất vào hai ô chứa.\n- Mọi ô đều đầy đúng loại hàng cần chất: không chất được.\n- Lần đi đầu tiên có thể đi lùi; vẫn phải đi hết cả vòng.\n- Không chiến đấu ở Port Royal.\n- Ra ngôi sao không được hoàn lại đạn dược đã dùng.\n- Nhiều tàu địch ở ô dừng: chọn một, đánh một trận.\n- Bạn chọn ô chứa để trả phí; mỗi lần dừng ở một ô chỉ trả một lần.\n- Thiếu hụt: nếu ô đầu tiên trả được có tàu địch, chiến đấu trước; ở chỗ nhập đường, bạn chọn lối.\n- Kho báu của đối thủ úp cho đến khi bị cướp; cướp ô chứa thứ sáu thì lấy luôn hàng trong đó.",
        ],
        [
            "規則釐清",
            "- 牌庫用完：把自己的棄牌洗成新牌庫。\n- 先白天後夜晚：白天行動先完整結算，所以夜晚的貨物不能付白天的費用，連續兩次移動也不能略過費用或戰鬥。\n- 有兩個金幣符號的卡：兩次裝載放進兩個船艙。\n- 所有船艙都裝滿要裝的那種貨物：無法裝載。\n- 第一次移動可以後退；仍須航行完整一圈。\n- 皇家港內不戰鬥。\n- 擲出星星不會退還用掉的火藥。\n- 停下處有多艘敵船：選一艘，只打一場。\n- 由你選擇用哪些船艙付費；每次移動停在某格只付一次。\n- 短缺：若第一個付得起的格子有敵船，先戰鬥；遇匯合處由你選路。\n- 對手的寶藏在被搶之前保持蓋著；搶走額外船艙時連同貨物一起拿走。",
        ],
    ),
    // ---------------------------------------------------------------- the Ghost Ship
    e(
        "jamaica-ghost",
        J,
        &["jamaica-ghost-direction", "jamaica-ghost-combat", "jamaica-ghost-cannon", "jamaica-ghost-settled", "jamaica-readings"],
        [
            "The Ghost Ship",
            "Mandatory with 2 players, optional with more. The black ship is the Ghost Ship; it starts in Port Royal with the others. It has its own ship board: 5 gold in one hold and 3 gold in another. The Cannon treasure lies face up by its board.\n\nEach round, after all players have acted, the Captain moves the Ghost Ship twice: with the day die, then the night die. It pays no fees. Ending a move on a lair with a token, it takes the treasure card face down; nobody may look at it.",
        ],
        [
            "Tàu ma",
            "Bắt buộc khi chơi 2 người, tùy chọn khi đông hơn. Con tàu màu đen là Tàu ma; nó xuất phát ở Port Royal cùng mọi người. Nó có bảng cá nhân riêng: 5 vàng trong một ô chứa và 3 vàng trong ô khác. Thẻ kho báu Súng thần công (Cannon) đặt ngửa cạnh bảng của nó.\n\nMỗi vòng, sau khi mọi người đã hành động, thuyền trưởng di chuyển Tàu ma hai lần: theo xúc xắc ban ngày rồi ban đêm. Nó không trả phí. Dừng ở hang ổ còn token, nó lấy thẻ kho báu úp xuống; không ai được xem.",
        ],
        [
            "幽靈船",
            "2 人遊戲必用，更多人時可選。黑色的船就是幽靈船，與其他船一起從皇家港出發。它有自己的船板：一艙 5 金幣、另一艙 3 金幣。大砲（Cannon）寶藏卡正面朝上放在它的船板旁。\n\n每回合所有玩家行動後，船長移動幽靈船兩次：先用白天骰，再用夜晚骰。它不付費用。停在有標記的巢穴時，它蓋著拿走寶藏卡，任何人都不能看。",
        ],
    ),
    e(
        "jamaica-ghost-direction",
        J,
        &["jamaica-ghost", "jamaica-ghost-settled", "jamaica-fork", "jamaica-readings"],
        [
            "Ghost Ship: which way it sails",
            "Before each of its two moves:\n- alone in the lead: it must sail backward;\n- alone in last place: it must sail forward;\n- otherwise the Captain chooses, even to attack their own ship.\nAt a fork the Captain chooses the way.\n\nThe app follows \"alone\" to the letter: level with a ship for the lead or for last place, the ghost is not alone, so the Captain chooses. In Port Royal, its next move is backward.",
        ],
        [
            "Tàu ma: hướng đi",
            "Trước mỗi lần di chuyển trong hai lần:\n- một mình dẫn đầu: bắt buộc đi lùi;\n- một mình đứng chót: bắt buộc đi tiến;\n- còn lại thì thuyền trưởng chọn, kể cả để tấn công tàu của chính mình.\nỞ ngã rẽ, thuyền trưởng chọn lối.\n\nỨng dụng hiểu \"một mình\" đúng nghĩa đen: nếu ngang hàng với một tàu ở vị trí dẫn đầu hay đứng chót, Tàu ma không một mình, nên thuyền trưởng chọn. Khi ở Port Royal, lần đi kế tiếp của nó là đi lùi.",
        ],
        [
            "幽靈船：航行方向",
            "每次移動前判斷：\n- 單獨領先：必須後退；\n- 單獨墊底：必須前進；\n- 其他情況由船長決定，甚至可以攻擊自己的船。\n遇到岔路由船長選擇。\n\nApp 嚴格解讀「單獨」：與某艘船並列領先或並列最後時，幽靈船不算單獨，由船長決定。在皇家港時，下一次移動是後退。",
        ],
    ),
    e(
        "jamaica-ghost-combat",
        J,
        &["jamaica-ghost-spoils", "jamaica-ghost-cannon", "jamaica-combat-die", "jamaica-readings"],
        [
            "Ghost Ship: fights",
            "Fights with the Ghost Ship follow the normal rules. The player not involved in the fight rolls the combat die for the ghost and decides for it if it wins. The ghost carries no gunpowder; the Cannon adds +2 to its result, and the app adds it for you: enter only its die.\n\nIf the ghost ends its move where several ships are, it fights only one, and the Captain picks which.",
        ],
        [
            "Tàu ma: chiến đấu",
            "Trận chiến với Tàu ma theo luật thường. Người không tham gia trận tung xúc xắc chiến đấu thay Tàu ma và quyết định thay nó nếu nó thắng. Tàu ma không có đạn dược; Súng thần công cộng +2 vào kết quả, và ứng dụng tự cộng: chỉ cần nhập xúc xắc của nó.\n\nNếu Tàu ma dừng ở ô có nhiều tàu, nó chỉ đánh một tàu, do thuyền trưởng chọn.",
        ],
        [
            "幽靈船：戰鬥",
            "與幽靈船的戰鬥照一般規則。未參戰的玩家替幽靈船擲戰鬥骰，並在它獲勝時替它做決定。幽靈船沒有火藥；大砲讓它的結果 +2，App 會自動加上：只需輸入它的骰子。\n\n幽靈船停在有多艘船的格子時，只和其中一艘戰鬥，由船長選擇。",
        ],
    ),
    e(
        "jamaica-ghost-spoils",
        J,
        &["jamaica-ghost-combat", "jamaica-ghost-cannon", "jamaica-loading", "jamaica-readings"],
        [
            "Ghost Ship: spoils",
            "The ghost wins: it may take anything a winner may. Whatever is not gold goes back to the bank; gold goes into an empty ghost hold by the normal loading rules, or to the bank when every hold is full. It may take a treasure card, but it never gives one away.\n\nThe player wins: take the gold of one ghost hold, or one of its face-down treasures (never the Cannon), or give it one of your treasure cards.",
        ],
        [
            "Tàu ma: chiến lợi phẩm",
            "Tàu ma thắng: nó được lấy bất cứ thứ gì bên thắng được lấy. Thứ gì không phải vàng thì trả về ngân hàng; vàng được chất vào một ô chứa trống của Tàu ma theo luật thường, hoặc trả ngân hàng nếu mọi ô đã đầy. Nó có thể lấy thẻ kho báu nhưng không bao giờ cho đi.\n\nNgười chơi thắng: lấy vàng trong một ô chứa của Tàu ma, hoặc một kho báu úp của nó (không bao giờ là Súng thần công), hoặc đưa cho nó một thẻ kho báu của bạn.",
        ],
        [
            "幽靈船：戰利品",
            "幽靈船獲勝：它可拿走勝方能拿的任何東西。非金幣的東西回到銀行；金幣依一般裝載規則放進幽靈船的空船艙，所有船艙都滿則回到銀行。它可以拿寶藏卡，但永遠不會給出寶藏卡。\n\n玩家獲勝：拿走幽靈船一艙的金幣，或一張它蓋著的寶藏（絕不能是大砲），或把你的一張寶藏卡給它。",
        ],
    ),
    e(
        "jamaica-ghost-cannon",
        J,
        &["jamaica-ghost-combat", "jamaica-ghost-spoils", "jamaica-readings"],
        [
            "Ghost Ship: the Cannon",
            "The Cannon (Lady Beth) is taken from the treasure deck and lies face up by the ghost's board for the whole game: +2 to the ghost's combat result. Players can never steal it.\n\nSo in a game with the Ghost Ship no player holds Lady Beth: the app refuses her bonus on a player's roll, and in a declaration at the end.",
        ],
        [
            "Tàu ma: Súng thần công",
            "Súng thần công (Lady Beth) được lấy ra khỏi bộ thẻ kho báu và đặt ngửa cạnh bảng của Tàu ma suốt ván: +2 vào kết quả chiến đấu của Tàu ma. Người chơi không bao giờ cướp được nó.\n\nVì vậy khi có Tàu ma, không người chơi nào giữ Lady Beth: ứng dụng từ chối phần thưởng của cô trong lần tung của người chơi, và trong lời khai báo cuối ván.",
        ],
        [
            "幽靈船：大砲",
            "大砲（貝絲夫人）從寶藏牌庫中取出，整局正面朝上放在幽靈船船板旁：幽靈船戰鬥結果 +2。玩家永遠不能搶走它。\n\n因此有幽靈船的遊戲中沒有玩家持有貝絲夫人：玩家擲骰時輸入她的加成、或終局申報列出她，App 都會拒絕。",
        ],
    ),
    e(
        "jamaica-ghost-settled",
        J,
        &["jamaica-ghost-direction", "jamaica-ghost-combat", "jamaica-scoring", "jamaica-readings"],
        [
            "Ghost Ship: cases the app settled",
            "The rule sheets leave these open; the app plays them so:\n- Level with a ship for the lead (or last place), the ghost is not alone: the Captain chooses its direction.\n- Sailing into Port Royal, the ghost stops there and the game goes on: it is not a player. Its next move takes it backward onto the track.\n- Ending its move where several ships are, it fights only one, chosen by the Captain.\n- In the last round the ghost still makes both its moves, and its fights still count, before the game ends.",
        ],
        [
            "Tàu ma: các trường hợp ứng dụng đã quyết định",
            "Tờ luật không nói rõ những điểm này; ứng dụng xử lý như sau:\n- Ngang hàng với một tàu ở vị trí dẫn đầu (hay đứng chót), Tàu ma không một mình: thuyền trưởng chọn hướng.\n- Đi vào Port Royal, Tàu ma dừng ở đó và ván vẫn tiếp tục: nó không phải người chơi. Lần đi kế tiếp đưa nó lùi lại đường đua.\n- Dừng ở ô có nhiều tàu, nó chỉ đánh một tàu, do thuyền trưởng chọn.\n- Ở vòng cuối, Tàu ma vẫn đi đủ hai lần, các trận chiến của nó vẫn được tính, rồi ván mới kết thúc.",
        ],
        [
            "幽靈船：App 自行裁定的情況",
            "規則說明沒有交代以下情況，App 的處理方式：\n- 與某艘船並列領先（或最後）時，幽靈船不算單獨：由船長選方向。\n- 幽靈船駛入皇家港時停在那裡，遊戲繼續：它不是玩家。下一次移動讓它後退回到航道。\n- 停在有多艘船的格子時，只與船長選的一艘戰鬥。\n- 最後一回合幽靈船仍移動兩次，戰鬥結果照常計算，然後遊戲才結束。",
        ],
    ),
    // ---------------------------------------------------------------- The Crew
    e(
        "jamaica-crew",
        J,
        &["jamaica-crew-recruit", "jamaica-crew-powers", "jamaica-crew-scoring"],
        [
            "The Crew: set-up and crew aboard",
            "Shuffle the 20 crew cards face down into the 20 spaces of the tavern tray. Put the rum bottle on the space at the top of the stairs and turn the 3 crew next to it face up. The expansion's 12 treasure cards replace the base game's 12.\n\nA crew member occupies a hold like a good: one per hold, and crew cannot be swapped for other crew. You may throw one overboard (out of the game) only when every hold is full and you must load something else.\n\nA crew member's power belongs to the player who recruited the card. The app offers each power to that player only, and at the end a player may declare only the crew they recruited.",
        ],
        [
            "The Crew: chuẩn bị và thuyền viên trên tàu",
            "Xáo 20 thẻ thuyền viên và úp vào 20 ô của khay quán rượu. Đặt chai rượu rum ở ô đầu cầu thang và lật ngửa 3 thuyền viên cạnh nó. 12 thẻ kho báu của bản mở rộng thay cho 12 thẻ của bản cơ bản.\n\nThuyền viên chiếm một ô chứa như hàng hóa: mỗi ô một người, và không được đổi thuyền viên này lấy thuyền viên khác. Chỉ được ném một người xuống biển (loại khỏi ván) khi mọi ô chứa đã đầy và bạn phải chất thứ khác.\n\nNăng lực của một thuyền viên thuộc về người đã chiêu mộ thẻ đó. Ứng dụng chỉ cho người đó dùng năng lực, và khi kết thúc, mỗi người chỉ được khai báo những thuyền viên mình đã chiêu mộ.",
        ],
        [
            "船員擴充：設置與船上的船員",
            "把 20 張船員卡洗勻，蓋著放進酒館托盤的 20 個格子。蘭姆酒瓶放在樓梯頂端的格子，並翻開酒瓶旁的 3 名船員。擴充的 12 張寶藏卡取代基本版的 12 張。\n\n船員像貨物一樣佔一個船艙：每艙一名，且不能用船員換船員。只有在所有船艙都滿、又必須裝載其他東西時，才能把一名船員丟下海（移出遊戲）。\n\n船員的能力屬於招募該卡的玩家。App 只讓該玩家使用這項能力，終局時每人也只能申報自己招募的船員。",
        ],
    ),
    e(
        "jamaica-crew-recruit",
        J,
        &["jamaica-crew", "jamaica-fees", "jamaica-readings"],
        [
            "The Crew: recruiting",
            "Each time you pay a port's fee in full, you may recruit one crew member next to the rum bottle into an empty hold. Recruiting is optional.\n\nBefore recruiting you may move the bottle within the recruiting area (every emptied space it can reach), paying 1 gold per step to the bank. After recruiting, turn face up every crew card touching the recruiting area.\n\nThe app's tray is four rows of five spaces with the stairs touching the three middle spaces of the top row: an assumption to check against your box.",
        ],
        [
            "The Crew: chiêu mộ",
            "Mỗi lần trả đủ phí ở ô cảng, bạn có thể chiêu mộ một thuyền viên cạnh chai rượu vào một ô chứa trống. Chiêu mộ là không bắt buộc.\n\nTrước khi chiêu mộ, bạn có thể di chuyển chai rượu trong vùng chiêu mộ (mọi ô đã trống mà chai đến được), trả 1 vàng cho ngân hàng mỗi bước. Sau khi chiêu mộ, lật ngửa mọi thẻ thuyền viên tiếp giáp vùng chiêu mộ.\n\nKhay trong ứng dụng gồm bốn hàng năm ô, cầu thang chạm ba ô giữa của hàng trên cùng: đây là giả định, hãy đối chiếu với hộp game.",
        ],
        [
            "船員擴充：招募",
            "每次付清港口費用，你可以從酒瓶旁招募一名船員放進空船艙。招募不是強制的。\n\n招募前可以在招募區（酒瓶能到達的所有已空格子）內移動酒瓶，每步付 1 金幣給銀行。招募後，翻開所有與招募區相鄰的船員卡。\n\nApp 的托盤為四排、每排五格，樓梯連到最上排中間三格：這是假設，請對照你的遊戲盒。",
        ],
    ),
    e(
        "jamaica-crew-powers",
        J,
        &["jamaica-crew", "jamaica-crew-scoring", "jamaica-action-dice", "jamaica-readings"],
        [
            "The Crew: powers",
            "A power belongs to the player who recruited the card, and the app offers it to that player only.\n- Sir Beth: +2 in every fight; the app adds it.\n- Saran: reroll your combat die or make the opponent reroll; the second result stands.\n- Buccaneer: once a turn, before an action, attack a ship on a neighbouring space; win: empty one of its holds (the app empties the Ghost Ship's); lose or tie: nothing. The attack uses up no action.\n- Strategist: you win every fight you start.\n- Nosey Parker: drawing a treasure, look at up to 3 and keep 1.\n- Cartographer: 4 action cards in hand.\n- Old Seadog: may skip an action; the table checks it was a backward move, which the app cannot see.\n- Anchoree: may move 1 less. Seafarer: may move 1 more.\n- Venetian merchant (gold↔food): pay a fee with either good; after a shortage the app looks for the first space behind that your food or gold can pay.\n- Prussian (food↔gunpowder) and Helvetian (gunpowder↔gold) merchants: pay fees with the other good; the merchants combine.\n- Cooper: load 1 more than the die.\n- Witch: before your day action, you may take the night die first and the day die second.\n- Oracle: as Captain, set one die before rolling the other.\n- Look-Out: during your turn, before an action, take the treasure of a lair on a space next to your ship. That lair is then empty for everyone, and its token counts for the Bishop.\n- Shipowner, Bishop, King, Calypso: see crew scoring.",
        ],
        [
            "The Crew: năng lực",
            "Năng lực thuộc về người đã chiêu mộ thẻ, và ứng dụng chỉ cho người đó dùng.\n- Sir Beth: +2 trong mọi trận chiến; ứng dụng tự cộng.\n- Saran: tung lại xúc xắc chiến đấu của bạn hoặc buộc đối thủ tung lại; kết quả lần hai được giữ.\n- Buccaneer (Hải tặc): mỗi lượt một lần, trước một hành động, tấn công tàu ở ô bên cạnh; thắng: đổ bỏ một ô chứa của nó (ứng dụng tự đổ ô của Tàu ma); thua hoặc hòa: không có gì thay đổi. Cuộc tấn công không tốn hành động nào.\n- Strategist (Chiến lược gia): bạn thắng mọi trận do mình khởi đầu.\n- Nosey Parker (Kẻ tò mò): khi rút kho báu, xem tối đa 3 lá và giữ 1.\n- Cartographer (Người vẽ bản đồ): giữ 4 thẻ hành động trên tay.\n- Old Seadog (Lão thủy thủ): được bỏ qua một hành động; cả bàn xác nhận đó là bước lùi, vì ứng dụng không thấy thẻ.\n- Anchoree: được đi ít hơn 1 ô. Seafarer: được đi nhiều hơn 1 ô.\n- Thương nhân Venetian (vàng↔thức ăn): trả phí bằng loại nào cũng được; khi thiếu hụt, ứng dụng tìm ô đầu tiên phía sau mà thức ăn hoặc vàng của bạn trả được.\n- Thương nhân Prussian (thức ăn↔đạn dược) và Helvetian (đạn dược↔vàng): trả phí bằng loại hàng kia; các thương nhân có thể kết hợp.\n- Cooper (Thợ đóng thùng): chất nhiều hơn xúc xắc 1 hàng.\n- Witch (Phù thủy): trước hành động ban ngày, bạn có thể dùng xúc xắc ban đêm trước và xúc xắc ban ngày sau.\n- Oracle (Nhà tiên tri): khi làm thuyền trưởng, đặt sẵn một xúc xắc rồi mới tung viên kia.\n- Look-Out (Người canh gác): trong lượt của bạn, trước một hành động, lấy kho báu của hang ổ ở ô cạnh tàu bạn. Hang ổ đó từ đây trống với mọi người, và token của nó được tính cho Giám mục.\n- Shipowner, Bishop, King, Calypso: xem phần tính điểm thuyền viên.",
        ],
        [
            "船員擴充：能力",
            "能力屬於招募該卡的玩家，App 只讓這位玩家使用。\n- 貝絲爵士（Sir Beth）：每場戰鬥 +2，由 App 自動加上。\n- 薩蘭（Saran）：重擲自己的戰鬥骰或要求對手重擲；以第二次結果為準。\n- 海盜（Buccaneer）：輪到你時限一次，在行動之前攻擊相鄰格子的船；勝：清空對方一個船艙（幽靈船的由 App 清空）；敗或平手：無事。這次攻擊不佔用任何行動。\n- 戰略家（Strategist）：你發起的戰鬥一律獲勝。\n- 好奇者（Nosey Parker）：抽寶藏時最多看 3 張並留 1 張。\n- 製圖師（Cartographer）：手牌 4 張行動卡。\n- 老水手（Old Seadog）：可跳過一個行動；由全桌確認那是後退，因為 App 看不到卡牌。\n- 錨手（Anchoree）：可少走 1 格。航海者（Seafarer）：可多走 1 格。\n- 威尼斯商人（金幣↔食物）：費用可用任一種貨物支付；短缺時 App 會找後方第一個你的食物或金幣付得起的格子。\n- 普魯士（食物↔火藥）與瑞士（火藥↔金幣）商人：可用另一種貨物付費；多位商人可合併使用。\n- 箍桶匠（Cooper）：比骰子多裝 1 個。\n- 女巫（Witch）：在白天行動之前，可以先用夜晚骰、再用白天骰。\n- 先知（Oracle）：擔任船長時先定下一顆骰子再擲另一顆。\n- 瞭望員（Look-Out）：輪到你時，在行動之前拿走你船旁格子上巢穴的寶藏。之後該巢穴對所有人都是空的，它的標記也算給主教。\n- 船東、主教、國王、卡利普索：見船員計分。",
        ],
    ),
    e(
        "jamaica-crew-scoring",
        J,
        &["jamaica-scoring", "jamaica-crew-powers", "jamaica-crew", "jamaica-readings"],
        [
            "The Crew: scoring",
            "Each crew card shows two numbers: points at the end if your ship reached Port Royal (upper) or not (lower). Enter the number that applies when you declare.\n- Shipowner: each crew member aboard, itself included, is worth 3 gold.\n- Bishop: each treasure token you collected is worth 2 gold.\n- King: no power; away from Port Royal he counts the lower number on his card (−3 in our sources), which is 0 or less.\n- Calypso: with her and all 3 cursed puppets aboard, you win at once. The app records treasures only in the declarations, so it accepts the win once yours shows them.\n\nExpansion treasures: 8 chests worth +2 to +7, 3 cursed puppets worth negative points, and the Youkounkoun diamond, +12, kept face up.",
        ],
        [
            "The Crew: tính điểm",
            "Mỗi thẻ thuyền viên có hai con số: điểm khi kết thúc nếu tàu bạn đã về Port Royal (số trên) hoặc chưa về (số dưới). Nhập con số phù hợp khi khai báo.\n- Shipowner (Chủ tàu): mỗi thuyền viên trên tàu, kể cả ông, trị giá 3 vàng.\n- Bishop (Giám mục): mỗi token kho báu bạn đã lấy trị giá 2 vàng.\n- King (Nhà vua): không có năng lực; nếu không về tới Port Royal, ông tính con số dưới trên thẻ (theo nguồn của chúng tôi là −3), luôn từ 0 trở xuống.\n- Calypso: có cô và đủ 3 con rối bị nguyền trên tàu, bạn thắng ngay. Ứng dụng chỉ ghi nhận kho báu trong lời khai báo, nên chỉ chấp nhận chiến thắng này khi lời khai báo của bạn có đủ những thẻ đó.\n\nKho báu mở rộng: 8 rương từ +2 đến +7, 3 con rối bị nguyền mang điểm âm, và viên kim cương Youkounkoun +12, luôn để ngửa.",
        ],
        [
            "船員擴充：計分",
            "每張船員卡有兩個數字：終局時船已抵達皇家港得上方分數，未抵達得下方分數。申報時輸入適用的數字。\n- 船東（Shipowner）：船上每名船員（含自己）值 3 金幣。\n- 主教（Bishop）：你收集的每個寶藏標記值 2 金幣。\n- 國王（King）：沒有能力；沒到皇家港時計卡上下方的數字（我們的資料為 −3），一定是 0 或更少。\n- 卡利普索（Calypso）：她與 3 個受詛咒的人偶都在船上時，你立即獲勝。App 只在申報中記錄寶藏，所以要等你的申報列出它們，才接受這次獲勝。\n\n擴充寶藏：8 個寶箱 +2 至 +7、3 個受詛咒人偶為負分，以及 Youkounkoun 鑽石 +12（正面朝上保存）。",
        ],
    ),
    // ---------------------------------------------------------------- the app's readings
    e(
        "jamaica-readings",
        J,
        &["jamaica-move", "jamaica-fees", "jamaica-shortage", "jamaica-combat-die", "jamaica-track", "jamaica-ghost", "jamaica-ghost-direction", "jamaica-ghost-combat", "jamaica-ghost-spoils", "jamaica-ghost-cannon", "jamaica-ghost-settled", "jamaica-crew-recruit", "jamaica-crew-scoring", "jamaica-scoring"],
        [
            "How Tablemate reads the rules",
            "The rule sheets leave these points open; the app plays them so.\n\nThe race:\n- The lead goes to the fewest spaces left to Port Royal by the shortest route (a whole loop more behind the start line), since that is the race still to sail.\n- A move of no spaces is refused, since a move must go somewhere; only the Old Seadog's owner may skip an action, the table vouching that it was a backward move, since the app does not see the cards.\n- \"Could not pay\" is refused when your food or gold covers the fee, since a shortage is for a ship that cannot pay.\n- The space you fall back to counts as paid, so a port reached that way allows recruiting, since you chose it as one you can pay.\n- The attacker rolls first, so an attacker's star ends the fight at once; equal strengths change nothing, since the sheet names no winner.\n- A ship can be at most one lap behind the race, a limit no real game reaches.\n- The combat die (2, 4, 6, 8, 10, star) and the track come from our transcription, so the track can be corrected in the game's options.\n\nThe Ghost Ship:\n- Level with a ship for the lead or last place, it is not alone, so the Captain chooses its way: the literal reading of \"alone\".\n- In Port Royal it stops, the game goes on and its next move is backward, since it is not a player.\n- Where several ships are, it fights one, picked by the Captain, since nobody else stands outside the choice.\n- It still makes both moves in the last round, since the round is played to its end.\n- Its first move uses the day die, its second the night die, as every ship plays day before night.\n- Enter only its die: the app adds the Cannon's +2, since the ghost carries no gunpowder.\n- Gold it wins fills an empty hold, or goes to the bank when all are full, since a hold of gold is never emptied to load gold.\n- The Cannon is the base game's Lady Beth (+2), so with the ghost no player adds her in a fight or declares her; the ghost holds at most 12 treasures, a whole set.\n- It takes a treasure card only from a player who has one, and is given one only by such a player. The app counts the cards it sees: one per lair token, one more taken from the ghost or with the Look-Out, one less given to or taken by the ghost; after a fight between players, whose spoils stay on the table, it no longer counts theirs.\n\nThe Crew:\n- The tavern tray is read as four rows of five, the stairs touching the top row's three middle spaces, since that shows exactly 3 cards at the start: check your box.\n- Crew points are entered at scoring, since our sources do not list them; the King away from Port Royal counts the lower number on his card, 0 or less.\n- A power is offered to the card's owner only, and a declaration names only crew its player recruited, since the sheet gives each power to whoever holds the card.\n- The app adds Sir Beth's +2 itself; the bonus you enter with a roll is Lady Beth's, 0 or 2.\n- A shortage with a merchant falls back to the first space behind that a good the merchant allows can pay, one good for the whole fee; the app asks for your gunpowder only with the Prussian or the Helvetian.\n- The Witch's swap is chosen before the day action and holds for both actions of that turn.\n- The Buccaneer attacks once a turn, before an action, without using it up; a tie changes nothing, as in any fight. The app empties the Ghost Ship's hold; a player's is emptied on the table.\n- The Look-Out's treasure leaves that lair empty for everyone, and its token counts for the Bishop like one collected by sailing there.\n- Calypso's win is accepted once the declaration shows her with the three cursed puppets, since the app records treasures only there.\n\nThe end:\n- When a ship reaches Port Royal the round is played out, ships already there skipping what is left, so everyone plays the round.\n- A ship behind the start line scores −5 like the spaces before the red line, since it is even further back.\n- A tie goes to the ship furthest along, then is shared, since nearness to the finish is the race's own measure.\n\nA game keeps the readings it was started with. Games started before this version of the app keep the earlier ones:\n- Any player could move a space more or less or skip an action, and a fight counted only the bonus typed with each roll.\n- Calypso's win was taken at its word, and the King away from Port Royal counted exactly −3.",
        ],
        [
            "Cách Tablemate hiểu luật",
            "Tờ luật bỏ ngỏ những điểm sau; ứng dụng chơi như thế này.\n\nCuộc đua:\n- Dẫn đầu là tàu còn ít ô nhất để về Port Royal theo đường ngắn nhất (sau vạch xuất phát thì cộng thêm một vòng), vì đó là quãng đua còn phải đi.\n- Lần đi 0 ô bị từ chối, vì đã đi thì phải tới chỗ khác; chỉ người sở hữu Lão thủy thủ (Old Seadog) mới được bỏ qua một hành động, cả bàn xác nhận đó là bước lùi, vì ứng dụng không thấy các thẻ.\n- \"Không trả được\" bị từ chối khi thức ăn hoặc vàng của bạn đủ trả phí, vì thiếu hụt chỉ dành cho tàu không trả nổi.\n- Ô lùi về được tính là đã trả phí, nên lùi về ô cảng vẫn được chiêu mộ, vì bạn đã chọn nó là ô trả được.\n- Bên tấn công tung trước, nên ngôi sao của bên tấn công kết thúc trận ngay; bằng sức mạnh thì không có gì xảy ra, vì tờ luật không nêu ai thắng.\n- Một tàu chậm nhất là một vòng so với cuộc đua, giới hạn mà không ván thật nào chạm tới.\n- Xúc xắc chiến đấu (2, 4, 6, 8, 10, ngôi sao) và đường đua lấy từ bản chép của chúng tôi, nên đường đua sửa được trong tùy chọn của ván.\n\nTàu ma:\n- Ngang hàng với một tàu ở vị trí dẫn đầu hay đứng chót thì nó không một mình, nên thuyền trưởng chọn hướng: đó là nghĩa đen của \"một mình\".\n- Vào Port Royal, nó dừng lại, ván vẫn tiếp tục và lần đi sau của nó là đi lùi, vì nó không phải người chơi.\n- Ở ô có nhiều tàu, nó chỉ đánh một tàu do thuyền trưởng chọn, vì không còn ai đứng ngoài để chọn.\n- Ở vòng cuối nó vẫn đi đủ hai lần, vì vòng đó được chơi đến hết.\n- Lần đi đầu theo xúc xắc ban ngày, lần sau theo xúc xắc ban đêm, như mọi tàu làm ban ngày trước ban đêm.\n- Chỉ nhập xúc xắc của nó: ứng dụng tự cộng +2 của Súng thần công, vì Tàu ma không có đạn dược.\n- Vàng nó thắng được chất vào một ô chứa trống, hoặc về ngân hàng khi mọi ô đã đầy, vì không bao giờ đổ một ô vàng để chất vàng.\n- Súng thần công là Lady Beth (+2) của bản cơ bản, nên khi có Tàu ma không người chơi nào được cộng cô khi chiến đấu hay khai báo cô; Tàu ma giữ tối đa 12 kho báu, tức cả một bộ.\n- Nó chỉ lấy thẻ kho báu của người đang có thẻ, và chỉ nhận thẻ từ người có thẻ. Ứng dụng đếm những thẻ nó thấy: mỗi token hang ổ một thẻ, thêm một khi lấy từ Tàu ma hoặc nhờ Người canh gác, bớt một khi đưa cho Tàu ma hoặc bị nó lấy; sau một trận giữa hai người chơi, khi chiến lợi phẩm ở lại trên bàn, ứng dụng thôi đếm thẻ của họ.\n\nThe Crew:\n- Khay quán rượu được coi là bốn hàng năm ô, cầu thang chạm ba ô giữa của hàng trên cùng, vì như vậy lúc đầu lật đúng 3 thẻ: hãy đối chiếu với hộp game.\n- Điểm thuyền viên được nhập khi tính điểm, vì nguồn của chúng tôi không ghi các con số đó; King chưa về Port Royal tính con số dưới trên thẻ, từ 0 trở xuống.\n- Mỗi năng lực chỉ dành cho người sở hữu thẻ, và lời khai báo chỉ ghi những thuyền viên người đó đã chiêu mộ, vì tờ luật trao năng lực cho người giữ thẻ.\n- Ứng dụng tự cộng +2 của Sir Beth; phần thưởng bạn nhập kèm lần tung là của Lady Beth, 0 hoặc 2.\n- Khi thiếu hụt, người có thương nhân lùi về ô đầu tiên phía sau mà một loại hàng thương nhân cho phép trả được, cả phí bằng một loại; ứng dụng chỉ hỏi đạn dược khi bạn có Thương nhân Prussian hoặc Helvetian.\n- Việc đổi xúc xắc của Phù thủy (Witch) được chọn trước hành động ban ngày và áp dụng cho cả hai hành động của lượt đó.\n- Hải tặc (Buccaneer) tấn công mỗi lượt một lần, trước một hành động mà không tốn hành động đó; hòa thì không có gì thay đổi, như mọi trận chiến. Ứng dụng đổ ô chứa của Tàu ma; ô chứa của người chơi thì đổ trên bàn.\n- Kho báu lấy nhờ Người canh gác (Look-Out) khiến hang ổ đó trống với mọi người, và token của nó được tính cho Giám mục như token lấy khi dừng ở hang ổ.\n- Chiến thắng nhờ Calypso được chấp nhận khi lời khai báo có cô cùng ba con rối bị nguyền, vì ứng dụng chỉ ghi nhận kho báu ở đó.\n\nKết thúc:\n- Khi một tàu về tới Port Royal, vòng đó được chơi hết, tàu đã về bỏ qua phần còn lại, để mọi người chơi trọn vòng.\n- Tàu ở sau vạch xuất phát tính −5 như các ô trước vạch đỏ, vì nó còn ở xa hơn.\n- Hòa điểm thì tàu đi xa nhất thắng, nếu vẫn hòa thì cùng thắng, vì gần đích là thước đo của chính cuộc đua.\n\nMột ván giữ nguyên cách hiểu lúc bắt đầu. Các ván bắt đầu trước phiên bản này của ứng dụng vẫn theo cách hiểu cũ:\n- Mọi người chơi đều được đi thêm hoặc bớt một ô hay bỏ qua một hành động, và trận chiến chỉ tính phần thưởng nhập kèm mỗi lần tung.\n- Nút Calypso được tin ngay, và King chưa về Port Royal tính đúng −3.",
        ],
        [
            "Tablemate 如何解讀規則",
            "規則說明沒有交代以下幾點，App 的做法如下。\n\n比賽：\n- 領先看沿最短路線到皇家港的剩餘格數（在起點線後方要多算一圈），因為這就是還要航行的賽程。\n- 移動 0 格會被拒絕，因為移動一定要換個位置；只有擁有老水手（Old Seadog）的玩家可以跳過一個行動，由全桌確認那是後退，因為 App 看不到卡牌。\n- 你的食物或金幣足以付費時，「付不起」會被拒絕，因為短缺只適用於付不起的船。\n- 退回的格子視為已付費，所以退到港口仍可招募，因為那是你選出的付得起的格子。\n- 攻擊方先擲，所以攻擊方的星星立刻結束戰鬥；戰力相同則什麼也不發生，因為規則說明沒有指定勝方。\n- 一艘船最多落後比賽一圈，實際遊戲不會碰到這個限制。\n- 戰鬥骰（2、4、6、8、10、星星）與航道來自我們的抄錄，所以航道可在該局選項中修正。\n\n幽靈船：\n- 與某艘船並列領先或並列最後時不算單獨，由船長選方向：這是「單獨」的字面意思。\n- 駛入皇家港時停下，遊戲繼續，下一次移動是後退，因為它不是玩家。\n- 停在有多艘船的格子時只與船長選的一艘戰鬥，因為沒有置身事外的人可以選。\n- 最後一回合它仍移動兩次，因為該回合要打完。\n- 第一次移動用白天骰，第二次用夜晚骰，就像每艘船都先白天後夜晚。\n- 只需輸入它的骰子：App 自動加上大砲的 +2，因為幽靈船沒有火藥。\n- 它贏得的金幣放進空船艙，全滿時回到銀行，因為不能為了裝金幣而倒掉一艙金幣。\n- 大砲就是基本版的貝絲夫人（+2），所以有幽靈船時沒有玩家能在戰鬥中加上她或申報她；幽靈船最多持有 12 張寶藏，也就是一整套。\n- 它只能從有寶藏卡的玩家拿走一張，也只能從這樣的玩家收下一張。App 計算它看得到的卡：每個巢穴標記一張，從幽靈船拿到或靠瞭望員拿到時加一張，給了幽靈船或被它拿走時減一張；玩家之間交戰後，戰利品留在桌上，App 就不再計算他們的卡。\n\n船員擴充：\n- 酒館托盤視為四排、每排五格，樓梯連到最上排中間三格，因為這樣開局剛好翻開 3 張：請對照你的遊戲盒。\n- 船員分數在計分時輸入，因為我們的資料沒有列出這些數字；國王沒到皇家港時計卡上下方的數字，為 0 或更少。\n- 每項能力只提供給擁有該卡的玩家，申報也只能列出該玩家招募的船員，因為規則把能力交給持有卡的人。\n- 貝絲爵士的 +2 由 App 自動加上；擲骰時輸入的加成屬於貝絲夫人，為 0 或 2。\n- 擁有有商人的玩家短缺時，退回後方第一個商人允許的貨物付得起的格子，整筆費用用同一種貨物支付；只有普魯士或瑞士商人的玩家，App 才會詢問火藥。\n- 女巫的換骰要在白天行動之前選定，適用於這次輪到你時的兩個行動。\n- 海盜在輪到你時限攻擊一次，在行動之前進行，不佔用該行動；平手時什麼也不發生，與一般戰鬥相同。幽靈船的船艙由 App 清空；玩家的船艙在桌上清空。\n- 瞭望員拿走寶藏後，該巢穴對所有人都是空的，它的標記也像停在巢穴拿到的一樣算給主教。\n- 申報列出卡利普索與三個受詛咒的人偶時，App 才接受她帶來的獲勝，因為寶藏只在申報中記錄。\n\n結束：\n- 有船抵達皇家港時打完該回合，已在皇家港的船略過剩餘行動，讓每個人都打完這一回合。\n- 在起點線後方的船與紅線前的格子一樣算 −5，因為它更落後。\n- 同分時前進最遠的船獲勝，再相同則共同獲勝，因為離終點多近正是比賽本身的標準。\n\n每局遊戲保留開局時的解讀。在 App 此版本之前開始的遊戲沿用先前的解讀：\n- 每位玩家都可以多走或少走 1 格、或跳過一個行動，戰鬥只計入每次擲骰時輸入的加成。\n- 卡利普索的按鈕照單全收，國王沒到皇家港時固定算 −3。",
        ],
    ),
];
