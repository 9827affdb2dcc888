<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Choose a game</source>
        <translation>選擇遊戲</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>開始{game}</translation>
    </message>
    <message>
        <source>{game} - Gupai</source>
        <translation>{game} - Gupai 骨牌</translation>
    </message>
    <message>
        <source>Gupai: Chinese domino and card games</source>
        <translation>Gupai 骨牌：中國傳統骨牌與紙牌遊戲</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>牌譜(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>幫助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新遊戲(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Choose game</source>
        <translation>選擇遊戲(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Undo arrangement</source>
        <translation>撤銷配牌(&amp;U)</translation>
    </message>
    <message>
        <source>Con&amp;firm setting</source>
        <translation>確認配牌(&amp;F)</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>下一局(&amp;X)</translation>
    </message>
    <message>
        <source>Re&amp;view last hand</source>
        <translation>覆盤上一局(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Export record...</source>
        <translation>匯出牌譜(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Import record...</source>
        <translation>匯入牌譜(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Replay...</source>
        <translation>回放(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <source>Se&amp;ttings...</source>
        <translation>設定(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>關於(&amp;A)</translation>
    </message>
    <message>
        <source>Settings and saved data</source>
        <translation>設定與存檔</translation>
    </message>
    <message>
        <source>A hand of {game} was in progress when the app last closed. Resume it where it was? (No keeps it for later, until you deal another hand; Discard forgets it.)</source>
        <translation>上次關閉程式時有一局{game}尚未打完。要從中斷處繼續嗎？（選「否」則保留，直到你發下一局；選「丟棄」則刪除。）</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢復牌局</translation>
    </message>
    <message>
        <source>The hand of {game} you kept for later is still saved, and a new hand replaces it. Resume it now? (No deals the new hand and forgets it.)</source>
        <translation>你保留的那一局{game}仍然存著，發新的一局會把它替換掉。要現在繼續它嗎？（選「否」則發新的一局並刪除它。）</translation>
    </message>
    <message>
        <source>The saved hand could not be resumed; the details below say why.</source>
        <translation>無法繼續存檔的這手牌，原因見下方詳細資訊。</translation>
    </message>
    <message>
        <source>The saved hand&apos;s AI level is not one this version knows; the AI plays it at {level}.</source>
        <translation>儲存的牌局所用的電腦水平不是本版本認得的；這一局電腦按「{level}」來打。</translation>
    </message>
    <message>
        <source>A hand was in progress when the app last closed. Resume it where it was? (No keeps it for later, until you deal another hand; Discard forgets it.)</source>
        <translation>上次關閉程式時有一局尚未打完。要從中斷處繼續嗎？（選「否」則保留，直到你發下一局；選「丟棄」則刪除。）</translation>
    </message>
    <message>
        <source>Us&amp;e hint</source>
        <translation>採用提示(&amp;E)</translation>
    </message>
    <message>
        <source>The file was kept as {name}.</source>
        <translation>該檔案已保留為 {name}。</translation>
    </message>
    <message>
        <source>The file could not be moved aside.</source>
        <translation>該檔案無法移到一旁。</translation>
    </message>
    <message>
        <source>Gupai {version}
Chinese domino and card games against AI opponents.</source>
        <translation>Gupai 骨牌 {version}
與電腦對手對戰的中國骨牌與紙牌遊戲。</translation>
    </message>
    <message>
        <source>Free software under the MIT license.</source>
        <translation>自由軟體，採用 MIT 授權條款。</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt} (PySide6)</source>
        <translation>Python {python}，Qt {qt}（PySide6）</translation>
    </message>
    <message>
        <source>Your records, autosave and statistics:</source>
        <translation>你的牌譜、自動存檔和統計：</translation>
    </message>
    <message>
        <source>Your settings:</source>
        <translation>你的設定：</translation>
    </message>
    <message>
        <source>Export record</source>
        <translation>匯出牌譜</translation>
    </message>
    <message>
        <source>No hand has been finished yet, so there is nothing to export.</source>
        <translation>還沒有打完任何一局，沒有可匯出的牌譜。</translation>
    </message>
    <message>
        <source>Game records (*.jsonl)</source>
        <translation>牌譜檔案 (*.jsonl)</translation>
    </message>
    <message>
        <source>The record could not be written to {path}: {why}</source>
        <translation>無法將牌譜寫入 {path}：{why}</translation>
    </message>
    <message>
        <source>The record was exported, but the reviews beside it, {path}, were not: {why}</source>
        <translation>牌譜已匯出，但旁邊的覆盤 {path} 沒有寫成：{why}</translation>
    </message>
    <message>
        <source>Exported to {path}, the hands&apos; reviews beside it in {reviews}</source>
        <translation>已匯出到 {path}，各手牌的覆盤在旁邊的 {reviews} 中</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>已匯出到 {path}</translation>
    </message>
    <message>
        <source>Import record</source>
        <translation>匯入牌譜</translation>
    </message>
    <message>
        <source>Game records (*.jsonl);;All files (*)</source>
        <translation>牌譜檔案 (*.jsonl);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>This file is {size:.0f} MB, more than the {limit} MB that Import takes (Settings: Largest record to import). Nothing was changed.</source>
        <translation>此檔案大小為 {size:.0f} MB，超過匯入上限 {limit} MB（設定：匯入牌譜的大小上限）。未做任何更改。</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was changed.</source>
        <translation>已取消匯入，未做任何更改。</translation>
    </message>
    <message>
        <source>These hands are already in your records ({name}); nothing was copied.</source>
        <translation>這些牌局已在你的牌譜中（{name}），未複製任何內容。</translation>
    </message>
    <message>
        <source>{imported} {left_out}</source>
        <translation>{imported}{left_out}</translation>
    </message>
    <message numerus="yes">
        <source>(%n already in your records, left out)</source>
        <translation>
            <numerusform>（另有 %n 局已在牌譜中，未重複匯入）</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is not a record of this app.</source>
        <translation>{file} 不是本程式的牌譜。</translation>
    </message>
    <message>
        <source>{file} holds the reviews of the hands in {record}, not the hands: import {record}, and its reviews come with it.</source>
        <translation>{file} 存的是 {record} 中各局的覆盤，不是牌譜：請匯入 {record}，覆盤會隨它一起匯入。</translation>
    </message>
    <message>
        <source>Line {n} of {file} is cut off, as by a write that was interrupted.</source>
        <translation>{file} 的第 {n} 行被截斷了，像是寫入時被中斷。</translation>
    </message>
    <message>
        <source>Line {n} of {file} is not a hand this app can trust: it was edited, damaged or moved.</source>
        <translation>{file} 的第 {n} 行不是本程式能信任的一局：它被改過、損壞了或被挪動過。</translation>
    </message>
    <message>
        <source>{file} cannot be read.</source>
        <translation>{file} 無法讀取。</translation>
    </message>
    <message>
        <source>Export record: {game}, {when}, {hands}</source>
        <translation>匯出牌譜：{game}，{when}，{hands}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be imported, and nothing was changed.</source>
        <translation>這個檔案無法匯入，未做任何更改。</translation>
    </message>
    <message>
        <source>This record cannot be replayed.</source>
        <translation>這份牌譜無法回放。</translation>
    </message>
    <message>
        <source>Exported to {path}; reviews left beside it from another record removed</source>
        <translation>已匯出到 {path}；旁邊留下的另一份牌譜的覆盤已刪除</translation>
    </message>
    <message>
        <source>Details: {error}</source>
        <translation>詳細資訊（英文）：{error}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n hand(s)</source>
        <translation>
            <numerusform>已匯入 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the record: {n} hands checked</source>
        <translation>正在讀取牌譜：已檢查 {n} 局</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>AI thinking...</source>
        <translation>電腦思考中…</translation>
    </message>
    <message>
        <source>About</source>
        <translation>關於</translation>
    </message>
    <message>
        <source>win</source>
        <translation>贏</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>輸</translation>
    </message>
    <message>
        <source>push</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>AI {n}</source>
        <translation>電腦{n}</translation>
    </message>
    <message>
        <source>House</source>
        <translation>賭場</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南家</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北家</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>{seats} and {last}</source>
        <translation>{seats}和{last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{seat} could not cover another hand and bought in again for {chips:g} chips.</source>
        <translation>{seat}的籌碼不夠再打一局，已重新買入 {chips:g} 籌碼。</translation>
    </message>
    <message>
        <source>{value} level</source>
        <translation>{value} 級</translation>
    </message>
    <message>
        <source>{value} chip</source>
        <translation>{value} 個籌碼</translation>
    </message>
    <message>
        <source>{value} levels</source>
        <translation>{value} 級</translation>
    </message>
    <message>
        <source>{value} chips</source>
        <translation>{value} 個籌碼</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 張牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No effect with the payments and rules chosen.</source>
        <translation>在所選的計分方式和規則下不起作用。</translation>
    </message>
    <message>
        <source>{level} (strongest)</source>
        <translation>{level}（最強）</translation>
    </message>
    <message>
        <source>{level} (weakest)</source>
        <translation>{level}（最弱）</translation>
    </message>
    <message>
        <source>New game: {game}</source>
        <translation>新遊戲：{game}</translation>
    </message>
    <message>
        <source>Default rules</source>
        <translation>預設規則</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Rules preset:</source>
        <translation>規則方案：</translation>
    </message>
    <message>
        <source>AI players&apos; level:</source>
        <translation>電腦玩家水平：</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>This combination cannot be played: {why}</source>
        <translation>這種組合無法進行：{why}</translation>
    </message>
    <message>
        <source>A hand can cost {stake} chips, more than the starting bankroll of {bankroll}: raise the bankroll or lower the stake.</source>
        <translation>一局最多可輸 {stake} 個籌碼，超過了起始籌碼 {bankroll}：請提高起始籌碼或降低注額。</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}：{value}</translation>
    </message>
    <message>
        <source>Differs from the default rules: {changes}</source>
        <translation>與預設規則不同之處：{changes}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The default rules.</source>
        <translation>預設規則。</translation>
    </message>
    <message>
        <source>Replay: {name}</source>
        <translation>回放：{name}</translation>
    </message>
    <message>
        <source>Hand {n}: you {net}</source>
        <translation>第 {n} 局：你 {net}</translation>
    </message>
    <message>
        <source>Hand {n}: AI seats only</source>
        <translation>第 {n} 局：全是電腦</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後一步</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>覆盤</translation>
    </message>
    <message>
        <source>Replay: {game}, {when} ({file})</source>
        <translation>回放：{game}，{when}（{file}）</translation>
    </message>
    <message>
        <source>This hand has no stored review.</source>
        <translation>這一局沒有儲存的覆盤。</translation>
    </message>
    <message>
        <source>Review of hand {n}</source>
        <translation>第 {n} 局覆盤</translation>
    </message>
    <message>
        <source>Move {k} of {n}: {what}</source>
        <translation>第 {k}/{n} 步：{what}</translation>
    </message>
    <message>
        <source>{value} (one playout)</source>
        <translation>{value}（僅一次模擬）</translation>
    </message>
    <message>
        <source>You had no choice to make in this hand.</source>
        <translation>這一局你沒有需要選擇的地方。</translation>
    </message>
    <message>
        <source>Every decision matched the best move the AI found.</source>
        <translation>你的每個決定都與電腦找到的最佳著法一致。</translation>
    </message>
    <message>
        <source>Your decisions cost {amount} in expectation against the best moves the AI found.</source>
        <translation>與電腦找到的最佳著法相比，你的決定預計損失 {amount}。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>著法</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>你的著法</translation>
    </message>
    <message>
        <source>Values are in {unit}.</source>
        <translation>數值的單位為{unit}。</translation>
    </message>
    <message>
        <source>A move worse than the best by no more than the estimates&apos; error costs 0.</source>
        <translation>比最佳著法差、但差距不超過估計誤差的著法，代價記為 0。</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序號</translation>
    </message>
    <message>
        <source>Its value</source>
        <translation>該著法的價值</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最佳著法</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>最佳價值</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Expected value</source>
        <translation>期望值</translation>
    </message>
    <message>
        <source>Against the best</source>
        <translation>與最佳相比</translation>
    </message>
    <message>
        <source>{gap} worse than the best, within the estimates&apos; error (± {error})</source>
        <translation>比最佳差 {gap}，在估計誤差之內（± {error}）</translation>
    </message>
    <message numerus="yes">
        <source>Estimates of the AI: each move played out in the same %n dealt world(s); the mean, ± one standard error.</source>
        <translation>
            <numerusform>電腦的估計：每種著法都在同樣的 %n 種發牌情形中模擬到底；顯示平均值 ± 一個標準誤差。</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimates of the AI, from its model of the tiles it cannot see.</source>
        <translation>電腦的估計值，依據它對看不到的骨牌的推斷。</translation>
    </message>
    <message>
        <source>Estimates of the AI, from its model of the cards it cannot see.</source>
        <translation>電腦的估計值，依據它對看不到的紙牌的推斷。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Exact expected values.</source>
        <translation>精確的期望值。</translation>
    </message>
    <message>
        <source>No rules page was found.</source>
        <translation>找不到規則頁面。</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} 至 {high}</translation>
    </message>
    <message>
        <source>(command line and records only)</source>
        <translation>（僅用於命令列和牌局記錄）</translation>
    </message>
    <message>
        <source>yes or no</source>
        <translation>是或否</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>選項</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>可選值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>含義</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>規則選項</translation>
    </message>
    <message>
        <source>{preset} — {settings}</source>
        <translation>{preset}——{settings}</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>規則方案</translation>
    </message>
    <message>
        <source>Chosen in New Game, beside the AI players&apos; level (the page above describes the levels).</source>
        <translation>在「新遊戲」中選擇，與電腦玩家的水平一起設定（上文介紹各個水平）。</translation>
    </message>
    <message>
        <source>On the command line</source>
        <translation>命令列</translation>
    </message>
    <message>
        <source>The same options by the names the command line and records use:</source>
        <translation>命令列和牌局記錄中使用的選項名稱：</translation>
    </message>
    <message>
        <source>--rule KEY=VALUE --preset NAME</source>
        <translation>--rule 選項名=值 --preset 方案名</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>遊戲：</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>規則：{game}</translation>
    </message>
    <message>
        <source>Hand {n}: scoring</source>
        <translation>第 {n} 局：結算</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Reviewing...</source>
        <translation>覆盤中…</translation>
    </message>
    <message>
        <source>Each decision you made, against the best move the AI found</source>
        <translation>你的每個決定與電腦找到的最佳著法對比</translation>
    </message>
    <message>
        <source>The AI is weighing your decisions; the table stays yours to use</source>
        <translation>電腦正在評估你的決定；牌桌照常可用</translation>
    </message>
    <message>
        <source>No review for this hand: {why}</source>
        <translation>這一局沒有覆盤：{why}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Ivory tiles, black pips</source>
        <translation>象牙色牌面，黑色點</translation>
    </message>
    <message>
        <source>Black tiles, white pips</source>
        <translation>黑色牌面，白色點</translation>
    </message>
    <message>
        <source>Show pip digits and tile names in a corner</source>
        <translation>在牌角顯示點數和牌名</translation>
    </message>
    <message>
        <source>Four-colour cards (blue diamonds, green clubs)</source>
        <translation>四色牌（藍色方塊、綠色梅花）</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>綠色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>藍色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>紅色</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>動畫速度：</translation>
    </message>
    <message>
        <source>Tile style:</source>
        <translation>牌面樣式：</translation>
    </message>
    <message>
        <source>Index corners:</source>
        <translation>牌角標註：</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>紙牌：</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>桌面顏色：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>語言：</translation>
    </message>
    <message>
        <source>Import refuses record files larger than this</source>
        <translation>匯入時拒絕大於此大小的牌譜檔案</translation>
    </message>
    <message>
        <source>Largest record to import:</source>
        <translation>匯入牌譜的大小上限：</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>牌譜</translation>
    </message>
    <message>
        <source>No hand has been recorded yet: finished hands appear here, one file per session.</source>
        <translation>還沒有記錄任何一手牌：打完的牌局會出現在這裡，每一局一個檔案。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一次</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>你的輸贏</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>匯出...</translation>
    </message>
    <message>
        <source>Import from a file...</source>
        <translation>從檔案匯入...</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>無法讀取</translation>
    </message>
    <message>
        <source>(damaged)</source>
        <translation>（已損壞）</translation>
    </message>
    <message>
        <source>This file cannot be read as a record. Details: {error}</source>
        <translation>這個檔案無法作為牌譜讀取。詳細資訊：{error}</translation>
    </message>
    <message>
        <source>The last hand was cut off when the app stopped while writing it; the {n} whole hands before it can be replayed.</source>
        <translation>最後一局在程式寫入時被中斷而截斷；它之前完整的 {n} 局可以回放。</translation>
    </message>
    <message>
        <source>(not booked)</source>
        <translation>（未記錄）</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>贏</translation>
    </message>
    <message>
        <source>Pushed</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>輸</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>淨輸贏</translation>
    </message>
    <message>
        <source>Cycles won–lost</source>
        <translation>贏輪–輸輪</translation>
    </message>
    <message>
        <source>Charts of</source>
        <translation>圖表：</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累計輸贏</translation>
    </message>
    <message>
        <source>By session</source>
        <translation>按場</translation>
    </message>
    <message>
        <source>Won, pushed, lost</source>
        <translation>贏、和、輸</translation>
    </message>
    <message>
        <source>By AI level</source>
        <translation>按電腦水平</translation>
    </message>
    <message>
        <source>Export chart as PNG...</source>
        <translation>匯出圖表為 PNG...</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>重置統計</translation>
    </message>
    <message>
        <source>A hand is won or lost by the levels it moved: your team&apos;s gain less the other team&apos;s. A hand that moved no level is pushed, even when the deal changed hands or blood is owed: those act in the hands that follow.</source>
        <translation>一局的勝負按升級數計：本隊所升的級數減去對方所升的級數。沒有任何一方升級的一局算平局，即使莊家易手或要進貢：這些在之後的牌局中起作用。</translation>
    </message>
    <message>
        <source>A hand is won, pushed or lost by the chips it brought you: more, none or fewer.</source>
        <translation>一局的勝、平、負按你所得籌碼計：多了、不變或少了。</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>級</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>籌碼</translation>
    </message>
    <message>
        <source>Your running total ({unit}), hand by hand</source>
        <translation>你的累計輸贏（{unit}），逐局</translation>
    </message>
    <message>
        <source>Each session&apos;s result ({unit})</source>
        <translation>每場的輸贏（{unit}）</translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation>第 {n} 場</translation>
    </message>
    <message>
        <source>sessions, in the order played</source>
        <translation>按進行順序排列的各場</translation>
    </message>
    <message>
        <source>Hands won, pushed and lost</source>
        <translation>贏、和、輸的局數</translation>
    </message>
    <message>
        <source>Your result against each set of AI levels ({unit})</source>
        <translation>你對各組電腦水平的輸贏（{unit}）</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>匯出圖表為 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>The chart could not be saved to {path}.</source>
        <translation>圖表無法儲存到 {path}。</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>已儲存到 {file}</translation>
    </message>
    <message>
        <source>Forget every hand in the statistics?</source>
        <translation>清除統計中的全部牌局嗎？</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Use hint</source>
        <translation>採用提示</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤銷</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>確認</translation>
    </message>
    <message>
        <source>Commit your setting (Enter)</source>
        <translation>確認你的配牌 (Enter)</translation>
    </message>
    <message>
        <source>Deal the next hand (N)</source>
        <translation>發下一局 (N)</translation>
    </message>
    <message>
        <source>Do what the hint says (Shift+H)</source>
        <translation>照提示去做 (Shift+H)</translation>
    </message>
    <message>
        <source>Working out the best setting...</source>
        <translation>正在計算最佳配牌……</translation>
    </message>
    <message>
        <source>The hint is on the table already: confirm it, or change it</source>
        <translation>提示已經擺好：請確認，或自行改動</translation>
    </message>
    <message>
        <source>Working out the best setting, to use it as it comes...</source>
        <translation>正在計算最佳配牌，算出後立即照提示擺好……</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>籌碼</translation>
    </message>
    <message>
        <source>Your bankroll cannot cover another stake. Start a new game to play on.</source>
        <translation>你的籌碼不夠再下一注了。請開始新遊戲繼續玩。</translation>
    </message>
    <message>
        <source>Hand over: N or Next hand deals the next one.</source>
        <translation>本局結束：按 N 或「下一局」發下一局。</translation>
    </message>
    <message>
        <source>Your bankroll cannot cover another stake: start a new game (Ctrl+N).</source>
        <translation>你的籌碼不夠再下一注了：請開始新遊戲（Ctrl+N）。</translation>
    </message>
    <message>
        <source>Put all 13 cards into the rows first</source>
        <translation>請先把 13 張牌全部放進三道</translation>
    </message>
    <message>
        <source>The middle beats the back: the back must be at least as strong</source>
        <translation>中道大過尾道：尾道必須不小於中道（倒水）</translation>
    </message>
    <message>
        <source>The front beats the middle: the middle must be at least as strong</source>
        <translation>頭道大過中道：中道必須不小於頭道（倒水）</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>按點數排序</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>按花色排序</translation>
    </message>
    <message>
        <source>Declare special</source>
        <translation>報特殊牌型</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>Show the AI&apos;s setting and its expected payment (H)</source>
        <translation>顯示電腦的配法及其期望收益 (H)</translation>
    </message>
    <message>
        <source>Give up this hand and pay {cost} to each opponent who plays it out?</source>
        <translation>放棄這一局，並向每位打完這一局的對手支付 {cost}？</translation>
    </message>
    <message>
        <source>Drag cards from your hand into the front, middle and back rows (or arrows and Space); Hint (H) shows the AI&apos;s setting, which Use hint (Shift+H) lays out.</source>
        <translation>把手中的牌拖到頭道、中道和尾道（或用方向鍵和空白鍵）；「提示」(H) 顯示電腦的配牌，再按「採用提示」(Shift+H) 即照此擺好。</translation>
    </message>
    <message>
        <source>The AI would rather play: {action}</source>
        <translation>電腦會選擇：{action}</translation>
    </message>
    <message>
        <source>Hand {n} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 你的籌碼 {bank} · 本場 {net}</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt</source>
        <translation>洗牌並發牌</translation>
    </message>
    <message>
        <source>{who}: sets {setting}</source>
        <translation>{who}：配牌 {setting}</translation>
    </message>
    <message>
        <source>{who}: declares {special}</source>
        <translation>{who}：報特殊牌型 {special}</translation>
    </message>
    <message>
        <source>{who}: surrenders</source>
        <translation>{who}：投降</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>比道</translation>
    </message>
    <message>
        <source>bonuses</source>
        <translation>獎勵</translation>
    </message>
    <message>
        <source> ({rows})</source>
        <translation>（{rows}）</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>打槍</translation>
    </message>
    <message>
        <source>overall point</source>
        <translation>總分獎勵</translation>
    </message>
    <message>
        <source>special hand</source>
        <translation>特殊牌型</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>aces side bet</source>
        <translation>A 牌附加注</translation>
    </message>
    <message>
        <source>paid {paid} (chips ran out)</source>
        <translation>實付 {paid}（籌碼用完）</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>對陣雙方</translation>
    </message>
    <message>
        <source>Back row</source>
        <translation>尾道</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>明細</translation>
    </message>
    <message>
        <source>{a} v {b}</source>
        <translation>{a} 對 {b}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Details count for the first of a pair: in {a} v {b}, a plus goes to {first}.</source>
        <translation>明細按每對中的第一位計：在「{a} 對 {b}」中，正數歸{first}。</translation>
    </message>
    <message>
        <source>Each bonus is what a hand earns over its row&apos;s one unit.</source>
        <translation>每筆獎勵都是牌型在該道 1 分之外多得的分數。</translation>
    </message>
    <message>
        <source>Paid clockwise from the dealer, {dealer}, special hands first: nobody wins or loses more chips than they started the hand with.</source>
        <translation>從發牌者{dealer}開始按順時針方向結算，特殊牌型先結算：誰贏或輸的籌碼都不超過這一局開始時持有的籌碼。</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
    <message>
        <source>Pool ({stake:g} from each): front {front}, middle {middle}, back {back}.</source>
        <translation>獎池（每人 {stake:g} 分）：頭道 {front}，中道 {middle}，尾道 {back}。</translation>
    </message>
    <message>
        <source>Single winner: {who}.</source>
        <translation>唯一贏家：{who}。</translation>
    </message>
    <message>
        <source>Your session total: {net} (hands played: {n}).</source>
        <translation>你本場累計：{net}（已玩 {n} 局）。</translation>
    </message>
    <message>
        <source>You, bankroll {bank}</source>
        <translation>你，籌碼 {bank}</translation>
    </message>
    <message>
        <source>The other players are still setting their cards...</source>
        <translation>其他玩家還在配牌……</translation>
    </message>
    <message>
        <source>beats the back!</source>
        <translation>大過尾道！（倒水）</translation>
    </message>
    <message>
        <source>beats the middle!</source>
        <translation>大過中道！（倒水）</translation>
    </message>
    <message>
        <source>Move your cards into the front (3), middle (5) and back (5) rows</source>
        <translation>把牌放進頭道（3 張）、中道（5 張）和尾道（5 張）</translation>
    </message>
    <message>
        <source>You (dealer), bankroll {bank}</source>
        <translation>你（發牌者），籌碼 {bank}</translation>
    </message>
    <message>
        <source>Ready: Confirm to show your rows</source>
        <translation>已配好：按「確認」亮牌</translation>
    </message>
    <message>
        <source>The back must be at least as strong as the middle, and the middle as the front</source>
        <translation>尾道不能小於中道，中道不能小於頭道</translation>
    </message>
    <message>
        <source>Your hand (sort: R by rank, S by suit)</source>
        <translation>你的手牌（排序：R 按點數，S 按花色）</translation>
    </message>
    <message>
        <source>Result: {outcome}, {net}</source>
        <translation>結果：{outcome}，{net}</translation>
    </message>
    <message>
        <source>You surrendered</source>
        <translation>你投降了</translation>
    </message>
    <message>
        <source>{what}. {result}</source>
        <translation>{what}。{result}</translation>
    </message>
    <message>
        <source>{seat} (dealer)</source>
        <translation>{seat}（發牌者）</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>2</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>3</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>4</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>5</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>6</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>9</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>J</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>K</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>A</translation>
    </message>
    <message>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>king</source>
        <translation>K</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Royal flush</source>
        <translation>皇家同花順</translation>
    </message>
    <message>
        <source>Straight flush, {rank} high</source>
        <translation>同花順，{rank} 大</translation>
    </message>
    <message>
        <source>Four of a kind, {ranks}</source>
        <translation>鐵支，{ranks}</translation>
    </message>
    <message>
        <source>Full house, {a} over {b}</source>
        <translation>葫蘆，{a} 帶 {b}</translation>
    </message>
    <message>
        <source>Flush, {rank} high</source>
        <translation>同花，{rank} 大</translation>
    </message>
    <message>
        <source>Straight, {rank} high</source>
        <translation>順子，{rank} 大</translation>
    </message>
    <message>
        <source>Three of a kind, {ranks}</source>
        <translation>三條{ranks}</translation>
    </message>
    <message>
        <source>Two pairs, {a} and {b}</source>
        <translation>兩對，{a} 和 {b}</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <translation>一對{ranks}</translation>
    </message>
    <message>
        <source>High card, {rank}</source>
        <translation>烏龍，{rank} 大</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>烏龍</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>一對</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>兩對</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>三條</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>順子</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>同花</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>葫蘆</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>鐵支</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>同花順</translation>
    </message>
    <message>
        <source>{row} {hand} ({seat}) {amount}</source>
        <translation>{row}{hand}（{seat}）{amount}</translation>
    </message>
    <message>
        <source>front</source>
        <comment>a row of Chinese Poker</comment>
        <translation>頭道</translation>
    </message>
    <message>
        <source>middle</source>
        <comment>a row of Chinese Poker</comment>
        <translation>中道</translation>
    </message>
    <message>
        <source>back</source>
        <comment>a row of Chinese Poker</comment>
        <translation>尾道</translation>
    </message>
    <message>
        <source>Six pairs</source>
        <translation>六對</translation>
    </message>
    <message>
        <source>Six and a half pairs</source>
        <translation>六對半</translation>
    </message>
    <message>
        <source>Three straights</source>
        <translation>三順子</translation>
    </message>
    <message>
        <source>Three flushes</source>
        <translation>三同花</translation>
    </message>
    <message>
        <source>Complete straight</source>
        <translation>一條龍</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>龍</translation>
    </message>
    <message>
        <source>Thirteen of one suit</source>
        <translation>十三張同花</translation>
    </message>
    <message>
        <source>Five pairs and a triplet</source>
        <translation>五對三條</translation>
    </message>
    <message>
        <source>Four triplets and an odd card</source>
        <translation>四套三條</translation>
    </message>
    <message>
        <source>All one colour</source>
        <translation>全一色</translation>
    </message>
    <message>
        <source>Twelve of one colour</source>
        <translation>十二張同色</translation>
    </message>
    <message>
        <source>Small (2 to 8)</source>
        <translation>全小（2 到 8）</translation>
    </message>
    <message>
        <source>Big (8 to ace)</source>
        <translation>全大（8 到 A）</translation>
    </message>
    <message>
        <source>Small cards</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>Three fours of a kind</source>
        <translation>三分天下</translation>
    </message>
    <message>
        <source>Three straight flushes</source>
        <translation>三同花順</translation>
    </message>
    <message>
        <source>All twelve picture cards</source>
        <translation>十二皇族</translation>
    </message>
    <message>
        <source>declare {special}</source>
        <translation>報特殊牌型 {special}</translation>
    </message>
    <message>
        <source>Front row</source>
        <translation>頭道</translation>
    </message>
    <message>
        <source>Middle row</source>
        <translation>中道</translation>
    </message>
    <message>
        <source>Basic: one unit a row</source>
        <translation>基本：每道 1 分</translation>
    </message>
    <message>
        <source>Bonuses for strong hands (the typical scale)</source>
        <translation>大牌獎勵（常見獎勵）</translation>
    </message>
    <message>
        <source>Bonuses and special hands</source>
        <translation>獎勵與特殊牌型</translation>
    </message>
    <message>
        <source>Malayan: the players against the bank</source>
        <translation>馬來亞：玩家對莊家</translation>
    </message>
    <message>
        <source>Vietnamese (Xập Xám)</source>
        <translation>越南（Xập Xám）</translation>
    </message>
    <message>
        <source>Singapore (Claims)</source>
        <translation>新加坡（報到）</translation>
    </message>
    <message>
        <source>Hawaiian Gardens casino</source>
        <translation>夏威夷花園賭場</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>請等輪到你</translation>
    </message>
    <message>
        <source>Choose one of the buttons</source>
        <translation>請點選一個按鈕</translation>
    </message>
    <message>
        <source>Choose a single, a stick or a roll to lead</source>
        <translation>請選一個單張、棒子或滾子首出</translation>
    </message>
    <message>
        <source>Choose {cards} to play</source>
        <translation>請選擇要出的 {cards}</translation>
    </message>
    <message>
        <source>Choose {cards} to bury ({k} chosen)</source>
        <translation>請選擇要扣進底牌的 {cards}（已選 {k} 張）</translation>
    </message>
    <message>
        <source>Choose {cards} to give back ({k} chosen)</source>
        <translation>請選擇要還貢的 {cards}（已選 {k} 張）</translation>
    </message>
    <message>
        <source>Choose the card to pay</source>
        <translation>請選擇要進貢的牌</translation>
    </message>
    <message>
        <source>Choose the card to take</source>
        <translation>請選擇要撿回的牌</translation>
    </message>
    <message>
        <source>Every copy</source>
        <translation>選中相同牌</translation>
    </message>
    <message>
        <source>Choose every copy of the card under the cursor, for a stick or a roll (C)</source>
        <translation>選中與游標處這張相同的所有牌，用來出棒子或滾子 (C)</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>上一圈</translation>
    </message>
    <message>
        <source>Ask the AI what it would do (H)</source>
        <translation>問電腦會怎麼做 (H)</translation>
    </message>
    <message>
        <source>Show the last trick; press again, or play, to go back (L)</source>
        <translation>顯示上一圈；再按一次或出牌即返回 (L)</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>扣底</translation>
    </message>
    <message>
        <source>Give back</source>
        <translation>還貢</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>進貢</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>撿牌</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Confirm the chosen cards (Enter)</source>
        <translation>確認所選的牌 (Enter)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>不亮主 (P)</translation>
    </message>
    <message>
        <source>Grab: show a Big Joker (G)</source>
        <translation>搶亮：亮出大王 (G)</translation>
    </message>
    <message>
        <source>Declare {what}</source>
        <translation>亮主 {what}</translation>
    </message>
    <message>
        <source>Keep my jokers (P)</source>
        <translation>不扣王 (P)</translation>
    </message>
    <message numerus="yes">
        <source>Bury %n joker(s), take back the lowest</source>
        <translation>
            <numerusform>扣 %n 張王，撿回最小的底牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bury %n joker(s), take {cards}</source>
        <translation>
            <numerusform>扣 %n 張王，撿回 {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested first of {n}: {move} (expected {amount})</source>
        <translation>建議（{n} 張中的第一張）：{move}（期望 {amount}）</translation>
    </message>
    <message>
        <source>The attackers need 120; the last trick doubles the bottom.</source>
        <translation>抓分方要拿到 120 分；贏最後一圈即摳底，底牌分數翻倍。</translation>
    </message>
    <message>
        <source>Hand {n} · levels: us {us}, them {them} · cycles won {a}–{b}</source>
        <translation>第 {n} 局 · 級數：我方 {us}，對方 {them} · 已贏輪數 {a}–{b}</translation>
    </message>
    <message>
        <source>Before the deal</source>
        <translation>發牌前</translation>
    </message>
    <message>
        <source>Level {level} · trumps {suit} · dealer {dealer}</source>
        <translation>打 {level} · 主花色：{suit} · 莊家：{dealer}</translation>
    </message>
    <message>
        <source>Attackers&apos; points {n} / {line}</source>
        <translation>抓分方得分 {n} / {line}</translation>
    </message>
    <message>
        <source>every card played</source>
        <translation>牌已出完</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>桌上：</translation>
    </message>
    <message>
        <source>Last trick:</source>
        <translation>上一圈：</translation>
    </message>
    <message>
        <source>Bottom:</source>
        <translation>底牌：</translation>
    </message>
    <message>
        <source>The cycle is over</source>
        <translation>本輪結束</translation>
    </message>
    <message>
        <source>Score {score}: {verdict}</source>
        <translation>得分 {score}：{verdict}</translation>
    </message>
    <message>
        <source>Attackers&apos; tricks {tricks} + the bottom&apos;s {bottom} doubled ({twice}): score {score}.</source>
        <translation>抓分方贏圈得 {tricks} 分 + 摳底，底牌 {bottom} 分翻倍（{twice} 分）：得分 {score}。</translation>
    </message>
    <message>
        <source>Attackers&apos; tricks {tricks}; the dealer side won the last trick, so the bottom counts for nobody: score {score}.</source>
        <translation>抓分方贏圈得 {tricks} 分；最後一圈由莊家方贏下（保底），底牌分數不歸任何一方：得分 {score}。</translation>
    </message>
    <message>
        <source>the attackers scored nothing</source>
        <translation>抓分方 0 分</translation>
    </message>
    <message>
        <source>the attackers took every point</source>
        <translation>抓分方拿滿了全部分數</translation>
    </message>
    <message>
        <source>the attackers&apos; score reached {total} ({score} with the bottom doubled)</source>
        <translation>抓分方的得分（底分翻倍後 {score}）達到了 {total}</translation>
    </message>
    <message>
        <source>three jokers of a kind lay in the bottom</source>
        <translation>底牌裡扣了全部三張大王或全部三張小王</translation>
    </message>
    <message>
        <source>the dealer side won at level 10 and passed 10 (出锅)</source>
        <translation>莊家方打 10 守莊成功，打過了 10（出鍋）</translation>
    </message>
    <message>
        <source>Your team wins the cycle</source>
        <translation>我方贏得本輪</translation>
    </message>
    <message>
        <source>The opponents win the cycle</source>
        <translation>對方贏得本輪</translation>
    </message>
    <message>
        <source>The cycle is over: {reason}. {won}; the next hand starts at level 3 with the Big Joker grab.</source>
        <translation>本輪結束：{reason}。{won}；下一局兩隊都從 3 打起，搶亮大王定莊。</translation>
    </message>
    <message>
        <source> (one level, and {n} for the buried jokers, capped at {top})</source>
        <translation>（升 1 級，扣王再升 {n} 級，封頂於 {top}）</translation>
    </message>
    <message>
        <source> (one level, and {n} for the buried jokers)</source>
        <translation>（升 1 級，扣王再升 {n} 級）</translation>
    </message>
    <message>
        <source>Your team goes up from {a} to {b}{extra}.</source>
        <translation>我方從 {a} 升到 {b}{extra}。</translation>
    </message>
    <message>
        <source>The opponents go up from {a} to {b}{extra}.</source>
        <translation>對方從 {a} 升到 {b}{extra}。</translation>
    </message>
    <message>
        <source>The attackers stay on {level}: a must-play level is won only as dealer.</source>
        <translation>抓分方留在 {level} 級：必打的級只有坐莊打過才算。</translation>
    </message>
    <message>
        <source>The buried jokers count for nobody after a bad dig.</source>
        <translation>臭摳之後，底牌裡扣的王作廢，不歸任何一方。</translation>
    </message>
    <message>
        <source>Next hand you pay {cards} of tribute (blood) to {dealer}.</source>
        <translation>下一局你要向{dealer}進貢 {cards}（喝血）。</translation>
    </message>
    <message>
        <source>Next hand {payer} pays {cards} of tribute (blood) to {dealer}.</source>
        <translation>下一局{payer}要向{dealer}進貢 {cards}（喝血）。</translation>
    </message>
    <message>
        <source>{score} for the score, {jokers} for the buried jokers.</source>
        <translation>其中 {score}因得分，{jokers}因扣王。</translation>
    </message>
    <message>
        <source>All of it for the buried jokers.</source>
        <translation>全部因扣王。</translation>
    </message>
    <message>
        <source>The match is over, drawn {a}–{b} in cycles.</source>
        <translation>比賽結束：雙方以 {a}–{b} 輪戰平。</translation>
    </message>
    <message>
        <source>The match is over: your team wins it {a}–{b} in cycles.</source>
        <translation>比賽結束：我方以 {a}–{b} 輪獲勝。</translation>
    </message>
    <message>
        <source>The match is over: the opponents win it {b}–{a} in cycles.</source>
        <translation>比賽結束：對方以 {b}–{a} 輪獲勝。</translation>
    </message>
    <message>
        <source>{result} The next hand starts a new match.</source>
        <translation>{result}下一局開始新的比賽。</translation>
    </message>
    <message>
        <source>Level {level}, {suit} trumps · {dealer} dealt · the bottom: {bottom}</source>
        <translation>打 {level}，{suit}做主 · {dealer}坐莊 · 底牌：{bottom}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>身份</translation>
    </message>
    <message>
        <source>Team&apos;s points in tricks</source>
        <translation>本方贏圈得分</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>級數</translation>
    </message>
    <message>
        <source>Net levels</source>
        <translation>淨升級數</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>dealer&apos;s side</source>
        <translation>莊家方</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>抓分方</translation>
    </message>
    <message>
        <source>{outcome}.</source>
        <translation>{outcome}。</translation>
    </message>
    <message>
        <source>You deal next.</source>
        <translation>下一局由你坐莊。</translation>
    </message>
    <message>
        <source>{who} deals next.</source>
        <translation>下一局由{who}坐莊。</translation>
    </message>
    <message numerus="yes">
        <source>Your levels this session: {net} over %n hand(s).</source>
        <translation>
            <numerusform>本場：%n 局共 {net} 級。</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 張牌</translation>
    </message>
    <message>
        <source>showed {cards}</source>
        <translation>亮了 {cards}</translation>
    </message>
    <message>
        <source>You ({role})</source>
        <translation>你（{role}）</translation>
    </message>
    <message>
        <source>{n} trumps in hand</source>
        <translation>手裡有 {n} 張主牌</translation>
    </message>
    <message>
        <source>{who} may bury jokers, or keep them</source>
        <translation>{who}可以扣王，也可以不扣</translation>
    </message>
    <message>
        <source>{who} picks up a card of the bottom for each joker buried</source>
        <translation>{who}每扣一張王，撿回一張底牌</translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>不允許：{why}</translation>
    </message>
    <message>
        <source>{who} to play</source>
        <translation>輪到{who}</translation>
    </message>
    <message>
        <source>{who} may grab with a Big Joker, or pass</source>
        <translation>{who}可以搶亮坐莊，也可以過</translation>
    </message>
    <message>
        <source>{who} may declare trumps, or pass</source>
        <translation>{who}可以亮主，也可以過</translation>
    </message>
    <message>
        <source>{who} pays tribute</source>
        <translation>{who}進貢</translation>
    </message>
    <message>
        <source>{who} gives cards back</source>
        <translation>{who}還貢</translation>
    </message>
    <message>
        <source>{who} buries six cards</source>
        <translation>{who}扣底（六張）</translation>
    </message>
    <message>
        <source>You hold a Big Joker: grab it to deal, or pass</source>
        <translation>你有大王：可以搶亮坐莊，也可以過</translation>
    </message>
    <message>
        <source>You can declare trumps: choose a declaration, or pass</source>
        <translation>你可以亮主：選擇一種亮法，也可以過</translation>
    </message>
    <message>
        <source>Pay tribute: choose which of your equal highest cards to give</source>
        <translation>進貢：你有幾張一樣大的最大牌，請選一張進貢</translation>
    </message>
    <message>
        <source>You may bury jokers in the bottom and take its lowest cards for them</source>
        <translation>你可以往底牌裡扣王，每扣一張王就撿回一張最小的底牌</translation>
    </message>
    <message>
        <source>Choose which of the equal lowest cards to take</source>
        <translation>有幾張一樣小的底牌，請選一張撿回</translation>
    </message>
    <message>
        <source>Your lead: a single, a stick or a roll</source>
        <translation>由你首出：單張、棒子或滾子</translation>
    </message>
    <message>
        <source>Give back {cards} of your choice to {who}</source>
        <translation>還貢：任選 {cards}還給{who}</translation>
    </message>
    <message>
        <source>{seat} ({role})</source>
        <translation>{seat}（{role}）</translation>
    </message>
    <message>
        <source>Bury {cards}: Big Jokers before Small; a buried joker shows the bottom to all</source>
        <translation>還要扣底 {cards}：先扣大王，再扣小王；底牌裡扣了王就要翻開給大家看</translation>
    </message>
    <message>
        <source>Follow {suit}: play {cards}</source>
        <translation>跟{suit}：出 {cards}</translation>
    </message>
    <message>
        <source>You win the trick ({points} points)</source>
        <translation>你贏了這一圈（{points} 分）</translation>
    </message>
    <message>
        <source>{who} wins the trick ({points} points)</source>
        <translation>{who}贏了這一圈（{points} 分）</translation>
    </message>
    <message>
        <source>A first hand: level 3, the first to show a Big Joker deals</source>
        <translation>每輪第一局：打 3，先亮出大王的人坐莊</translation>
    </message>
    <message>
        <source>Level {level}: you deal</source>
        <translation>打 {level}：你坐莊</translation>
    </message>
    <message>
        <source>Level {level}: {dealer} deals</source>
        <translation>打 {level}：{dealer}坐莊</translation>
    </message>
    <message>
        <source>Attackers&apos; score {score}</source>
        <translation>抓分方得分 {score}</translation>
    </message>
    <message>
        <source>Net levels this session:</source>
        <translation>本場淨升級數：</translation>
    </message>
    <message>
        <source>Our level</source>
        <translation>我方級數</translation>
    </message>
    <message>
        <source>Their level</source>
        <translation>對方級數</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>級牌</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>主花色</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Declared</source>
        <translation>亮主</translation>
    </message>
    <message>
        <source>Attackers&apos; points</source>
        <translation>抓分方得分</translation>
    </message>
    <message>
        <source>Blood owed</source>
        <translation>欠血</translation>
    </message>
    <message>
        <source>The bottom (dry pot: it stays as dealt)</source>
        <translation>底牌（乾鍋：原樣不動）</translation>
    </message>
    <message>
        <source>The bottom</source>
        <translation>底牌</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東家</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>對家</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西家</translation>
    </message>
    <message>
        <source>Your team</source>
        <translation>我方</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>對方</translation>
    </message>
    <message>
        <source>Spades ♠</source>
        <translation>黑桃 ♠</translation>
    </message>
    <message>
        <source>Hearts ♥</source>
        <translation>紅桃 ♥</translation>
    </message>
    <message>
        <source>Diamonds ♦</source>
        <translation>方塊 ♦</translation>
    </message>
    <message>
        <source>Clubs ♣</source>
        <translation>梅花 ♣</translation>
    </message>
    <message>
        <source>trumps</source>
        <translation>主牌</translation>
    </message>
    <message>
        <source>not yet known</source>
        <translation>未定</translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>大王</translation>
    </message>
    <message>
        <source>Small Joker</source>
        <translation>小王</translation>
    </message>
    <message>
        <source>grabs with a Big Joker</source>
        <translation>搶亮大王</translation>
    </message>
    <message>
        <source>three Big Jokers</source>
        <translation>三張大王</translation>
    </message>
    <message>
        <source>three Small Jokers</source>
        <translation>三張小王</translation>
    </message>
    <message>
        <source>{jokers} naming {suit}</source>
        <translation>{jokers}叫{suit}</translation>
    </message>
    <message>
        <source>a single {card}</source>
        <translation>單張 {card}</translation>
    </message>
    <message>
        <source>a stick of {card}</source>
        <translation>棒子 {card}</translation>
    </message>
    <message>
        <source>a roll of {card}</source>
        <translation>滾子 {card}</translation>
    </message>
    <message>
        <source>The trick was yours to lead.</source>
        <translation>這一圈由你先出。</translation>
    </message>
    <message>
        <source>{who} led {cards}</source>
        <translation>{who}先出 {cards}</translation>
    </message>
    <message>
        <source>{who} {cards}</source>
        <translation>{who}出 {cards}</translation>
    </message>
    <message>
        <source>On the table: {plays}</source>
        <translation>桌上：{plays}</translation>
    </message>
    <message>
        <source>You play {cards}</source>
        <translation>你出 {cards}</translation>
    </message>
    <message>
        <source>{who} plays {cards}</source>
        <translation>{who}出 {cards}</translation>
    </message>
    <message>
        <source>You declare {what}</source>
        <translation>你亮主：{what}</translation>
    </message>
    <message>
        <source>{who} declares {what}</source>
        <translation>{who}亮主：{what}</translation>
    </message>
    <message>
        <source>You grab with a Big Joker: you deal</source>
        <translation>你搶亮大王：你坐莊</translation>
    </message>
    <message>
        <source>{who} grabs with a Big Joker and deals</source>
        <translation>{who}搶亮大王，坐莊</translation>
    </message>
    <message>
        <source>You pass</source>
        <comment>declaring trumps</comment>
        <translation>你不亮主</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <comment>declaring trumps</comment>
        <translation>{who}不亮主</translation>
    </message>
    <message>
        <source>You pay {card} in tribute</source>
        <translation>你進貢 {card}</translation>
    </message>
    <message>
        <source>{who} pays {card} in tribute</source>
        <translation>{who}進貢 {card}</translation>
    </message>
    <message>
        <source>You give back {card}</source>
        <translation>你還貢 {card}</translation>
    </message>
    <message>
        <source>{who} gives back {card}</source>
        <translation>{who}還貢 {card}</translation>
    </message>
    <message>
        <source>{who} gives a card back</source>
        <translation>{who}還貢一張牌</translation>
    </message>
    <message>
        <source>You bury {card}</source>
        <translation>你扣下 {card}</translation>
    </message>
    <message>
        <source>{who} buries {card}</source>
        <translation>{who}扣下 {card}</translation>
    </message>
    <message>
        <source>{who} buries a card</source>
        <translation>{who}扣下一張牌</translation>
    </message>
    <message>
        <source>You keep your jokers</source>
        <translation>你不扣王</translation>
    </message>
    <message>
        <source>{who} keeps their jokers</source>
        <translation>{who}不扣王</translation>
    </message>
    <message numerus="yes">
        <source>You bury %n joker(s) in the bottom</source>
        <translation>
            <numerusform>你往底牌裡扣 %n 張王</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} buries %n joker(s) in the bottom</source>
        <translation>
            <numerusform>{who}往底牌裡扣了 %n 張王</numerusform>
        </translation>
    </message>
    <message>
        <source>You take {card} from the bottom</source>
        <translation>你從底牌撿回 {card}</translation>
    </message>
    <message>
        <source>{who} takes {card} from the bottom</source>
        <translation>{who}從底牌撿回 {card}</translation>
    </message>
    <message>
        <source>The deal will start with you</source>
        <translation>你先摸牌</translation>
    </message>
    <message>
        <source>The deal will start with {who}</source>
        <translation>{who}先摸牌</translation>
    </message>
    <message>
        <source>Three packs are shuffled and dealt one card at a time</source>
        <translation>洗好三副牌，一張一張地發</translation>
    </message>
    <message>
        <source>the dealer side protected the bottom and held the attackers under 120</source>
        <translation>莊家方保底，抓分方不到 120 分</translation>
    </message>
    <message>
        <source>a bad dig: the attackers dug the bottom but scored under 120</source>
        <translation>抓分方摳了底，但得分不到 120</translation>
    </message>
    <message>
        <source>the attackers reached 120 but the bottom was protected: they take the deal without going up</source>
        <translation>抓分方達到 120 分，但莊家方保底：抓分方上台，不升級</translation>
    </message>
    <message>
        <source>the attackers reached 120 and dug the bottom: they take the deal, and must win level {level} as the dealers before they go up</source>
        <translation>抓分方達到 120 分並摳底：抓分方上台，須先坐莊打過 {level} 級才能升級</translation>
    </message>
    <message>
        <source>the attackers reached 120 and dug the bottom: they take the deal and go up</source>
        <translation>抓分方達到 120 分並摳底：抓分方上台並升級</translation>
    </message>
    <message>
        <source>{words} ({name})</source>
        <translation>{name}：{words}</translation>
    </message>
    <message>
        <source>Only jokers could name trumps: the cards are dealt again</source>
        <translation>翻出的全是王，定不了主：重新發牌</translation>
    </message>
    <message>
        <source>You turn up {card}</source>
        <translation>你翻出 {card}</translation>
    </message>
    <message>
        <source>{who} turns up {card}</source>
        <translation>{who}翻出 {card}</translation>
    </message>
    <message>
        <source>the grabber&apos;s first suited card</source>
        <translation>搶亮人摸到的第一張花色牌</translation>
    </message>
    <message>
        <source>the last declaration</source>
        <translation>最後的亮主</translation>
    </message>
    <message>
        <source>the turn-up</source>
        <translation>翻底牌</translation>
    </message>
    <message>
        <source>a card drawn from the bottom</source>
        <translation>從底牌翻出的牌</translation>
    </message>
    <message>
        <source>Trumps: {suit}, by {how}; you deal</source>
        <translation>主花色：{suit}，由{how}而定；你坐莊</translation>
    </message>
    <message>
        <source>Trumps: {suit}, by {how}; {who} deals</source>
        <translation>主花色：{suit}，由{how}而定；{who}坐莊</translation>
    </message>
    <message>
        <source>You pay tribute to {dealer}: {cards}</source>
        <translation>你向{dealer}進貢：{cards}</translation>
    </message>
    <message>
        <source>{payer} pays tribute to you: {cards}</source>
        <translation>{payer}向你進貢：{cards}</translation>
    </message>
    <message>
        <source>{payer} pays tribute to {dealer}: {cards}</source>
        <translation>{payer}向{dealer}進貢：{cards}</translation>
    </message>
    <message>
        <source>The bottom is shown: {cards}</source>
        <translation>底牌翻開：{cards}</translation>
    </message>
    <message>
        <source>A dry pot (干锅): the bottom stays as dealt, and nobody buries jokers</source>
        <translation>乾鍋：底牌原樣不動，誰也不能扣王</translation>
    </message>
    <message>
        <source>You have buried six cards face down</source>
        <translation>你已扣下六張底牌，不公開</translation>
    </message>
    <message>
        <source>{who} has buried six cards face down</source>
        <translation>{who}已扣下六張底牌，不公開</translation>
    </message>
    <message>
        <source>You have buried six cards; a joker among them shows the bottom: {cards}</source>
        <translation>你已扣下六張底牌；其中有王，底牌翻開：{cards}</translation>
    </message>
    <message>
        <source>{who} has buried six cards; a joker among them shows the bottom: {cards}</source>
        <translation>{who}已扣下六張底牌；其中有王，底牌翻開：{cards}</translation>
    </message>
    <message>
        <source>You take {cards} from the bottom</source>
        <translation>你從底牌撿回 {cards}</translation>
    </message>
    <message>
        <source>{who} takes {cards} from the bottom</source>
        <translation>{who}從底牌撿回 {cards}</translation>
    </message>
    <message>
        <source>Show the AI&apos;s grouping and its expected payment (H)</source>
        <translation>顯示電腦的分組及其期望收益 (H)</translation>
    </message>
    <message>
        <source>Drag your six tiles into the 1-, 2- and 3-tile groups to match the target.</source>
        <translation>把你的六張牌拖進一張組、兩張組和三張組，湊成目標點數。</translation>
    </message>
    <message>
        <source>Best expected payment: {grouping} (expected {ev} chips)</source>
        <translation>期望收益最高：{grouping}（期望 {ev} 籌碼）</translation>
    </message>
    <message>
        <source>For comparison, the first grouping that matches: {grouping} (expected {ev} chips)</source>
        <translation>作為對照，第一個命中的分組：{grouping}（期望 {ev} 籌碼）</translation>
    </message>
    <message>
        <source>Hand {n} · target {target} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 目標 {target} 點 · 你的籌碼 {bank} · 本場 {net}</translation>
    </message>
    <message>
        <source>The tiles are shuffled; two go face up on the table</source>
        <translation>洗牌，翻開兩張牌放在桌上</translation>
    </message>
    <message>
        <source>{who}: groups {grouping}</source>
        <translation>{who}：分組 {grouping}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>桌面牌</translation>
    </message>
    <message>
        <source>Target {target} · {colour}</source>
        <translation>目標 {target} 點 · {colour}</translation>
    </message>
    <message>
        <source>Absolute winner: {winner}, the only player whose three groups all match; every other player pays the whole stake ({stake:g}).</source>
        <translation>全中者：{winner}，唯一一位三組全部命中的玩家；其他每位玩家都付全部注碼（{stake:g}）。</translation>
    </message>
    <message>
        <source>Absolute winner: {winner}: all three groups match, and the most {pips} ({n}) of the players whose three groups all match; every other player pays the whole stake ({stake:g}).</source>
        <translation>全中者：{winner}，三組全部命中，且在三組全中的玩家中{pips}最多（{n}）；其他每位玩家都付全部注碼（{stake:g}）。</translation>
    </message>
    <message>
        <source>Also matched all three groups, with fewer {pips}: {seats}.</source>
        <translation>同樣三組全中、但{pips}較少：{seats}。</translation>
    </message>
    <message>
        <source>The absolute winner pays the house {fee:g}.</source>
        <translation>全中者向賭場繳納 {fee:g}（抽水）。</translation>
    </message>
    <message>
        <source>Every group matches for {seats}, tied on {pips}.</source>
        <translation>{seats} 三組全部命中，{pips}數相同。</translation>
    </message>
    <message>
        <source>Tied absolute winners: everything pushes.</source>
        <translation>全中者並列：全部和局。</translation>
    </message>
    <message>
        <source>Tied absolute winners: the hand is settled group by group.</source>
        <translation>全中者並列：本局逐組結算。</translation>
    </message>
    <message>
        <source>Nobody matches all three groups: each group is settled on its own.</source>
        <translation>無人三組全中：各組分別結算。</translation>
    </message>
    <message>
        <source>The banker takes {take:g} from unmatched groups.</source>
        <translation>莊家從無人命中的組收走 {take:g}。</translation>
    </message>
    <message>
        <source>Table {a} + {b}: target {target}, {colour}. Groups score by the game&apos;s colour: {pips}.</source>
        <translation>桌面牌 {a} + {b}：目標 {target} 點，{colour}。各組按本局顏色計色點：{pips}。</translation>
    </message>
    <message>
        <source>1 tile ({stake:g})</source>
        <translation>一張組（{stake:g}）</translation>
    </message>
    <message>
        <source>2 tiles ({stake:g})</source>
        <translation>兩張組（{stake:g}）</translation>
    </message>
    <message>
        <source>3 tiles ({stake:g})</source>
        <translation>三張組（{stake:g}）</translation>
    </message>
    <message>
        <source>Pips if all match</source>
        <translation>全中時色點</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source> (absolute winner)</source>
        <translation>（全中者）</translation>
    </message>
    <message>
        <source>The house banker deals and plays no tiles; it took nothing this hand.</source>
        <translation>賭場莊家只發牌、不打牌；本局莊家沒有任何收入。</translation>
    </message>
    <message>
        <source>{a} + {b} = {total} → {target}; red pips: {red} (4 or more make a red game)</source>
        <translation>{a} + {b} = {total} → {target}；紅點 {red} 個（4 個或以上為紅局）</translation>
    </message>
    <message>
        <source>House (banker): deals, plays no tiles</source>
        <translation>莊家（賭場）：只發牌，不打牌</translation>
    </message>
    <message>
        <source>1 tile · stake {stake}</source>
        <translation>一張組 · 注碼 {stake}</translation>
    </message>
    <message>
        <source>2 tiles · stake {stake}</source>
        <translation>兩張組 · 注碼 {stake}</translation>
    </message>
    <message>
        <source>3 tiles · stake {stake}</source>
        <translation>三張組 · 注碼 {stake}</translation>
    </message>
    <message>
        <source>Split your tiles into groups of 1, 2 and 3, then Confirm</source>
        <translation>把牌分成一張、兩張、三張三組後點「確認」</translation>
    </message>
    <message>
        <source>The other players are still grouping their tiles...</source>
        <translation>其他玩家還在分組……</translation>
    </message>
    <message numerus="yes">
        <source>groups {marks} · %n colour pip(s)</source>
        <translation>
            <numerusform>分組 {marks} · 色點 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>groups {marks}</source>
        <translation>分組 {marks}</translation>
    </message>
    <message>
        <source>red game</source>
        <translation>紅局</translation>
    </message>
    <message>
        <source>black game</source>
        <translation>黑局</translation>
    </message>
    <message>
        <source>red pips</source>
        <translation>紅點</translation>
    </message>
    <message>
        <source>black pips</source>
        <translation>黑點</translation>
    </message>
    <message>
        <source>= {values}, no match</source>
        <translation>= {values}，未命中</translation>
    </message>
    <message>
        <source>= {target}, matches</source>
        <translation>= {target}，命中</translation>
    </message>
    <message>
        <source>{a} counts {x}, {b} counts {y}</source>
        <comment>both Gee Joon tiles</comment>
        <translation>{a} 按 {x} 點計、{b} 按 {y} 點計</translation>
    </message>
    <message numerus="yes">
        <source>%n red pip(s)</source>
        <translation>
            <numerusform>%n 個紅點</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black pip(s)</source>
        <translation>
            <numerusform>%n 個黑點</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{group} ({stake}): won by {winner} with %n colour pip(s); every other player pays the winner {stake}</source>
        <translation>
            <numerusform>{group}（{stake}）：{winner}以 %n 個色點獲勝，其他每位玩家各付給贏家 {stake}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{group} ({stake}): tie on %n colour pip(s) between {tied}; the stakes stay</source>
        <translation>
            <numerusform>{group}（{stake}）：{tied} 色點同為 %n，注碼不動</numerusform>
        </translation>
    </message>
    <message>
        <source>1-tile group</source>
        <translation>一張組</translation>
    </message>
    <message>
        <source>{tile} counts {value}</source>
        <translation>{tile} 按 {value} 點計</translation>
    </message>
    <message>
        <source>2-tile group</source>
        <translation>兩張組</translation>
    </message>
    <message>
        <source>3-tile group</source>
        <translation>三張組</translation>
    </message>
    <message>
        <source>{group} ({stake}): nobody matches; the banker takes the stakes</source>
        <translation>{group}（{stake}）：無人命中，莊家收走注碼</translation>
    </message>
    <message>
        <source>{group} ({stake}): nobody matches; the stakes stay</source>
        <translation>{group}（{stake}）：無人命中，注碼不動</translation>
    </message>
    <message>
        <source>Choose a tile that can be laid</source>
        <translation>請選一張能出的牌</translation>
    </message>
    <message>
        <source>if you lose</source>
        <translation>如果你輸了</translation>
    </message>
    <message>
        <source>if you finish last</source>
        <translation>如果你得最後一名</translation>
    </message>
    <message>
        <source>Laying {tile} blocks the layout ({block}) although another tile of yours would not: a SuanZhang (算帐). If you then win, every payment is doubled; {when}, you alone pay the winner {cost:g} chips. Lay it?</source>
        <translation>出 {tile} 會堵死牌龍（{block}），而你還有不會堵死的牌：這是算帳。之後如果你贏，所有結算加倍；{when}，由你一人付給贏家 {cost:g} 個籌碼。要出這張嗎？</translation>
    </message>
    <message>
        <source>Lay tile</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Lay the chosen tile (Enter; L or R for an end)</source>
        <translation>出選中的牌（Enter；L 或 R 指定一端）</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>扣牌</translation>
    </message>
    <message>
        <source>Lay the chosen tile face down (D)</source>
        <translation>把選中的牌扣下 (D)</translation>
    </message>
    <message>
        <source>Ask the strongest AI for your move (H)</source>
        <translation>請最強的電腦為你出主意 (H)</translation>
    </message>
    <message>
        <source>Lay the chosen tile face down (Enter or D)</source>
        <translation>把選中的牌扣下（Enter 或 D）</translation>
    </message>
    <message>
        <source>No tile fits either end: lay one face down; fewest points at the end wins.</source>
        <translation>兩端都接不上：扣下一張牌；終局點數最少者勝。</translation>
    </message>
    <message>
        <source>Lay a tile matching either open end; fewest points at the end wins.</source>
        <translation>在任一開放端接上點數相同的牌；終局點數最少者勝。</translation>
    </message>
    <message>
        <source>Hand {n} · leader: {leader} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 頭家：{leader} · 你的籌碼 {bank} · 本場 {net}</translation>
    </message>
    <message>
        <source>The 24 tiles are shuffled and dealt, six each</source>
        <translation>洗好 24 張牌，每人發 6 張</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>擲骰：{dice}</translation>
    </message>
    <message>
        <source>You lead {tile}</source>
        <translation>你出頭牌 {tile}</translation>
    </message>
    <message>
        <source>{who} leads {tile}</source>
        <translation>{who}出頭牌 {tile}</translation>
    </message>
    <message>
        <source>You lay {tile} on the {end}</source>
        <translation>你把 {tile} 接在{end}</translation>
    </message>
    <message>
        <source>{who} lays {tile} on the {end}</source>
        <translation>{who}把 {tile} 接在{end}</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>牌龍</translation>
    </message>
    <message>
        <source>Led by {leader}</source>
        <translation>頭家：{leader}</translation>
    </message>
    <message>
        <source>Open ends {left} | {right}</source>
        <translation>開放端 {left} | {right}</translation>
    </message>
    <message>
        <source>Face down ({n}):</source>
        <translation>扣牌（{n}）：</translation>
    </message>
    <message>
        <source>{place} · {points} points · {payment}</source>
        <translation>{place} · {points} 點 · {payment}</translation>
    </message>
    <message>
        <source>Every tile has been laid, on the layout or face down.</source>
        <translation>所有牌都已接出或扣下。</translation>
    </message>
    <message>
        <source>Four face-down turns in a row: nobody could play again.</source>
        <translation>連續四家扣牌：誰都不可能再接牌了。</translation>
    </message>
    <message>
        <source>The hand ended on a block: {block}.</source>
        <translation>本局因堵死而結束：{block}。</translation>
    </message>
    <message>
        <source>Tied on {points} points for first place: {winner} plays earliest from the leader and wins (a tie for first always goes to the player nearer the leader, whatever the rule for the places below).</source>
        <translation>{points} 點並列第一：{winner}按出牌順序離頭牌最近，歸下手獲勝（並列第一總是離頭牌較近的玩家獲勝，不論後面名次用哪種規則）。</translation>
    </message>
    <message>
        <source>Tied on {points} points: {seats}; the player nearer the leader places higher.</source>
        <translation>{points} 點並列：{seats}；離頭牌較近的玩家名次在前。</translation>
    </message>
    <message>
        <source>Tied on {points} points: {seats}; the later player in playing order places higher.</source>
        <translation>{points} 點並列：{seats}；出牌順序靠後的玩家名次在前。</translation>
    </message>
    <message>
        <source>Led by {leader} · the layout ends {left} | {right}</source>
        <translation>頭家：{leader} · 牌龍兩端 {left} | {right}</translation>
    </message>
    <message>
        <source>Left in hand</source>
        <translation>手中剩牌</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>收付</translation>
    </message>
    <message>
        <source> (leader)</source>
        <translation>（頭家）</translation>
    </message>
    <message>
        <source>Fewest points wins; the places pay by rank, not by points: +6, then −1, −2, −3 (chips per point: {unit:g}).</source>
        <translation>點數最少者獲勝；按名次賠付，與點數多少無關：+6，其餘依次 −1、−2、−3（每分籌碼數：{unit:g}）。</translation>
    </message>
    <message>
        <source>bankroll {bank}</source>
        <translation>籌碼 {bank}</translation>
    </message>
    <message>
        <source>{n} face down</source>
        <translation>扣下 {n} 張</translation>
    </message>
    <message>
        <source>{points} points · {place} · {net}</source>
        <translation>{points} 點 · {place} · {net}</translation>
    </message>
    <message>
        <source>You{role}, bankroll {bank}</source>
        <translation>你{role}，籌碼 {bank}</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>頭家</translation>
    </message>
    <message>
        <source>Open ends</source>
        <translation>牌龍兩端</translation>
    </message>
    <message>
        <source>Leading {tile} would leave nobody else able to answer it</source>
        <translation>出 {tile} 作頭牌會讓別人都接不上，不能出</translation>
    </message>
    <message>
        <source>{tile} fits neither end</source>
        <translation>{tile} 兩端都接不上</translation>
    </message>
    <message>
        <source>Face down: {n} ({points} points)</source>
        <translation>扣下：{n} 張（{points} 點）</translation>
    </message>
    <message>
        <source>{who} to play...</source>
        <translation>{who} 出牌中……</translation>
    </message>
    <message>
        <source>Your lead: click any tile, or arrows and Enter</source>
        <translation>由你出頭牌：點任意一張牌，或用方向鍵和 Enter 鍵</translation>
    </message>
    <message>
        <source>No tile fits: click one, or choose it and press D, to lay it face down</source>
        <translation>沒有能接的牌：點一張，或選中後按 D，把它扣下</translation>
    </message>
    <message>
        <source>It fits both ends: click the left or the right end, or press L or R</source>
        <translation>兩端都能接：請點左端或右端（或按 L／R）</translation>
    </message>
    <message>
        <source>Your turn: lay a lit tile (click it, or arrows and Enter)</source>
        <translation>輪到你：出一張亮起的牌（點擊，或用方向鍵和 Enter 鍵）</translation>
    </message>
    <message>
        <source>left end</source>
        <translation>左端</translation>
    </message>
    <message>
        <source>right end</source>
        <translation>右端</translation>
    </message>
    <message>
        <source>Ones</source>
        <translation>一點</translation>
    </message>
    <message>
        <source>Two-Three</source>
        <translation>二三點</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>四點</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>五點</translation>
    </message>
    <message>
        <source>Classic {values}</source>
        <translation>經典{values}</translation>
    </message>
    <message>
        <source>Smothered {values}</source>
        <translation>悶死{values}</translation>
    </message>
    <message>
        <source>A classic block: both open ends show {values} and no tile still out shows it, so nobody can ever lay a tile again.</source>
        <translation>經典堵死：兩個開放端都是 {values}，沒出的牌裡已沒有 {values}，誰也不能再接牌了。</translation>
    </message>
    <message>
        <source>A smothered block: tiles showing {values} are still out, but no chain of the tiles still out can ever reach them from the open ends.</source>
        <translation>悶死：沒出的牌裡還有 {values}，但從開放端出發，用沒出的牌怎麼接也接不到它們。</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>第一名</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>第二名</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>第三名</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>第四名</translation>
    </message>
    <message>
        <source>The lead was yours.</source>
        <translation>由你先出。</translation>
    </message>
    <message>
        <source>Open ends: {left} | {right}</source>
        <translation>開放端：{left} | {right}</translation>
    </message>
    <message>
        <source>You cannot play and lay {tile} face down</source>
        <translation>你接不上，扣下 {tile}</translation>
    </message>
    <message>
        <source>{who} cannot play and lays {tile} face down</source>
        <translation>{who}接不上，扣下 {tile}</translation>
    </message>
    <message>
        <source>{who} cannot play and lays a tile face down</source>
        <translation>{who}接不上，扣下一張牌</translation>
    </message>
    <message>
        <source>Dice {dice}: you lead</source>
        <translation>骰子 {dice}：你先出</translation>
    </message>
    <message>
        <source>Dice {dice}: {who} leads</source>
        <translation>骰子 {dice}：{who}先出</translation>
    </message>
    <message>
        <source>Hand over: you win</source>
        <translation>本局結束：你贏了</translation>
    </message>
    <message>
        <source>Hand over: {who} wins</source>
        <translation>本局結束：{who}贏了</translation>
    </message>
    <message>
        <source>{block}, laid by you with no other play: a dead smash (死砸), which costs nothing.</source>
        <translation>{block}，你別無出法才這樣接：這是死砸，不產生任何後果。</translation>
    </message>
    <message>
        <source>{block}, laid by {who} with no other play: a dead smash (死砸), which costs nothing.</source>
        <translation>{block}，{who}別無出法才這樣接：這是死砸，不產生任何後果。</translation>
    </message>
    <message>
        <source>{block}: a SuanZhang (算帐) by you, who had a tile that would not have blocked.</source>
        <translation>{block}：你算帳，你本來有不會堵死的出法。</translation>
    </message>
    <message>
        <source>You won, so every payment is doubled.</source>
        <translation>你獲勝，所有結算加倍。</translation>
    </message>
    <message>
        <source>You lost, so you alone pay the winner 12 and nobody else pays.</source>
        <translation>你輸了，由你一人付給贏家 12，其他人都不用付。</translation>
    </message>
    <message>
        <source>{block}: a SuanZhang (算帐) by {who}, who had a tile that would not have blocked.</source>
        <translation>{block}：{who}算帳，他本來有不會堵死的出法。</translation>
    </message>
    <message>
        <source>{who} won, so every payment is doubled.</source>
        <translation>{who}獲勝，所有結算加倍。</translation>
    </message>
    <message>
        <source>{who} lost, so {who} alone pays the winner 12 and nobody else pays.</source>
        <translation>{who}輸了，由{who}一人付給贏家 12，其他人都不用付。</translation>
    </message>
    <message>
        <source>It changes nothing here under the table&apos;s options.</source>
        <translation>按本桌的選項，這次算帳不影響結算。</translation>
    </message>
    <message>
        <source>If you win alone, every payment is doubled</source>
        <translation>如果你單獨獲勝，所有結算加倍</translation>
    </message>
    <message>
        <source>If you win, every payment is doubled</source>
        <translation>如果你獲勝，所有結算加倍</translation>
    </message>
    <message>
        <source>if you come last, you alone pay the winner 12.</source>
        <translation>如果你得第四名，由你一人付給贏家 12。</translation>
    </message>
    <message>
        <source>if you lose, you alone pay the winner 12.</source>
        <translation>如果你輸了，由你一人付給贏家 12。</translation>
    </message>
    <message>
        <source>If {who} wins alone, every payment is doubled</source>
        <translation>如果{who}單獨獲勝，所有結算加倍</translation>
    </message>
    <message>
        <source>If {who} wins, every payment is doubled</source>
        <translation>如果{who}獲勝，所有結算加倍</translation>
    </message>
    <message>
        <source>if {who} comes last, {who} alone pays the winner 12.</source>
        <translation>如果{who}得第四名，由{who}一人付給贏家 12。</translation>
    </message>
    <message>
        <source>if {who} loses, {who} alone pays the winner 12.</source>
        <translation>如果{who}輸了，由{who}一人付給贏家 12。</translation>
    </message>
    <message>
        <source>{win}; {lose}</source>
        <translation>{win}；{lose}</translation>
    </message>
    <message>
        <source>{label}: low {low}, high {high}; expected {ev:+.3f} stakes, {chips} chips (win {win:.0%}, push {push:.0%}, lose {lose:.0%})</source>
        <translation>{label}：小牌 {low}，大牌 {high}；期望 {ev:+.3f} 注，即 {chips} 個籌碼（贏 {win:.0%}，和 {push:.0%}，輸 {lose:.0%}）</translation>
    </message>
    <message>
        <source>Show the optimal setting and the house way (H)</source>
        <translation>顯示最優配牌和賭場配牌法 (H)</translation>
    </message>
    <message>
        <source>Arrange your four tiles into a low and a high hand.</source>
        <translation>請把你的四張牌分成小牌和大牌。</translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation>最優</translation>
    </message>
    <message>
        <source>The house way sets it the same way.</source>
        <translation>賭場配牌法的配法相同。</translation>
    </message>
    <message>
        <source>House way</source>
        <translation>賭場配牌法</translation>
    </message>
    <message>
        <source>Hand {n} · banker: {banker} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 莊家：{banker} · 你的籌碼 {bank} · 本場 {net}</translation>
    </message>
    <message>
        <source>The tiles are shuffled and built into the woodpile</source>
        <translation>洗牌並碼成牌墩</translation>
    </message>
    <message>
        <source>Dice {a} + {b} + {c} = {total}</source>
        <translation>骰子 {a} + {b} + {c} = {total}</translation>
    </message>
    <message>
        <source> (banker)</source>
        <translation>（莊家）</translation>
    </message>
    <message>
        <source>The woodpile: eight stacks of four tiles</source>
        <translation>牌墩：八墩，每墩四張</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>閒家勝</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>莊家勝</translation>
    </message>
    <message>
        <source>{who} ({why})
{mine}
vs {theirs}</source>
        <translation>{who}（{why}）
{mine}
對 {theirs}</translation>
    </message>
    <message>
        <source>Banker: {name}, setting {low} / {high}</source>
        <translation>莊家：{name}，配牌 {low} / {high}</translation>
    </message>
    <message>
        <source>Low hand against the banker</source>
        <translation>小牌對莊家</translation>
    </message>
    <message>
        <source>High hand against the banker</source>
        <translation>大牌對莊家</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>注額</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <source>(banker&apos;s own hands)</source>
        <translation>（莊家自己的牌）</translation>
    </message>
    <message>
        <source>Both hands must beat the banker&apos;s to win; one each is a push. Copies and zero-zero go to the banker.</source>
        <translation>兩手牌都勝過莊家才算贏；一勝一負為和局。同牌及零點對零點都歸莊家。</translation>
    </message>
    <message>
        <source>Commission {pct}% of winnings goes to the house: {take:g} this hand.</source>
        <translation>贏額的 {pct}% 作為佣金歸賭場：本局共 {take:g}。</translation>
    </message>
    <message>
        <source>an empty place</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>Dice {a} + {b} + {c} = {total}: the first stack goes to {who}</source>
        <translation>骰子 {a} + {b} + {c} = {total}：第一墩歸{who}</translation>
    </message>
    <message>
        <source>Low hand</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>Set your tiles, then Confirm</source>
        <translation>配好牌後點「確認」</translation>
    </message>
    <message>
        <source>The other players are still setting their tiles...</source>
        <translation>其他玩家還在配牌……</translation>
    </message>
    <message>
        <source>Gee Joon (Supreme pair)</source>
        <translation>至尊寶</translation>
    </message>
    <message>
        <source>Pair of Teens</source>
        <translation>雙天</translation>
    </message>
    <message>
        <source>Pair of Days</source>
        <translation>雙地</translation>
    </message>
    <message>
        <source>Pair of Yuns</source>
        <translation>雙人</translation>
    </message>
    <message>
        <source>Pair of Gors</source>
        <translation>雙和</translation>
    </message>
    <message>
        <source>Pair of Mooys</source>
        <translation>雙梅</translation>
    </message>
    <message>
        <source>Pair of Chongs</source>
        <translation>雙長三</translation>
    </message>
    <message>
        <source>Pair of Bons</source>
        <translation>雙板凳</translation>
    </message>
    <message>
        <source>Pair of Foos</source>
        <translation>雙斧頭</translation>
    </message>
    <message>
        <source>Pair of Pings</source>
        <translation>雙紅頭</translation>
    </message>
    <message>
        <source>Pair of Tits</source>
        <translation>雙高腳</translation>
    </message>
    <message>
        <source>Pair of Looks</source>
        <translation>雙零霖</translation>
    </message>
    <message>
        <source>Mixed nines (Chop Gow)</source>
        <translation>雜九對</translation>
    </message>
    <message>
        <source>Mixed eights (Chop Bot)</source>
        <translation>雜八對</translation>
    </message>
    <message>
        <source>Mixed sevens (Chop Chit)</source>
        <translation>雜七對</translation>
    </message>
    <message>
        <source>Mixed fives (Chop Ng)</source>
        <translation>雜五對</translation>
    </message>
    <message>
        <source>Teen Wong</source>
        <translation>天王</translation>
    </message>
    <message>
        <source>Day Wong</source>
        <translation>地王</translation>
    </message>
    <message>
        <source>Teen Gong</source>
        <translation>天槓</translation>
    </message>
    <message>
        <source>Day Gong</source>
        <translation>地槓</translation>
    </message>
    <message>
        <source>0 (zero)</source>
        <translation>0點·癟十</translation>
    </message>
    <message>
        <source>{points}, high tile {tile}</source>
        <translation>{points}點，大張：{tile}</translation>
    </message>
    <message>
        <source>zero-zero goes to the banker</source>
        <translation>零點對零點歸莊家</translation>
    </message>
    <message>
        <source>copy goes to the banker</source>
        <translation>同牌歸莊家</translation>
    </message>
    <message>
        <source>higher pair</source>
        <translation>對子更大</translation>
    </message>
    <message>
        <source>pair beats any other hand</source>
        <translation>對子勝過非對子</translation>
    </message>
    <message>
        <source>Wong beats Gong</source>
        <translation>王勝槓</translation>
    </message>
    <message>
        <source>Wong beats points</source>
        <translation>王勝點數牌</translation>
    </message>
    <message>
        <source>Gong beats points</source>
        <translation>槓勝點數牌</translation>
    </message>
    <message>
        <source>more points</source>
        <translation>點數更大</translation>
    </message>
    <message>
        <source>Teen beats Day</source>
        <translation>天勝地</translation>
    </message>
    <message>
        <source>same points: higher-ranking high tile</source>
        <translation>同點比大張：大張等級更高</translation>
    </message>
    <message>
        <source>The AI playing {seat} did not answer within {seconds:g} s. The AI plays simpler moves for the rest of this game.</source>
        <translation>替{seat}出牌的電腦在 {seconds:g} 秒內沒有應答。本場餘下的牌局電腦改用簡單打法。</translation>
    </message>
    <message>
        <source>The AI playing {seat} chose a move the rules do not allow ({move}). The AI plays simpler moves for the rest of this game.</source>
        <translation>替{seat}出牌的電腦走了規則不允許的一步（{move}）。本場餘下的牌局電腦改用簡單打法。</translation>
    </message>
    <message>
        <source>The AI playing {seat} failed ({error}). The AI plays simpler moves for the rest of this game.</source>
        <translation>替{seat}出牌的電腦出錯（{error}）。本場餘下的牌局電腦改用簡單打法。</translation>
    </message>
    <message>
        <source>The AI failed: {error}</source>
        <translation>電腦計算失敗：{error}</translation>
    </message>
    <message>
        <source>The AI did not answer within {seconds:g} s.</source>
        <translation>電腦在 {seconds:g} 秒內沒有應答。</translation>
    </message>
    <message>
        <source>This hand could not be recorded: {error}. The game goes on.</source>
        <translation>這一局無法記錄：{error}。遊戲繼續進行。</translation>
    </message>
    <message>
        <source>This hand was recorded but could not be added to the statistics: {error}. The game goes on.</source>
        <translation>這一局已記錄，但無法加入統計：{error}。遊戲繼續進行。</translation>
    </message>
    <message>
        <source>The hand could not be saved for a resume: {error}. If the app stops now, this hand&apos;s moves are lost.</source>
        <translation>這一局無法儲存以備恢復：{error}。如果程式此時停止，這一局的出牌將會遺失。</translation>
    </message>
    <message>
        <source>Take the discard, win with it, or pass</source>
        <translation>拿走這張牌、用它胡牌，或者過</translation>
    </message>
    <message>
        <source>Choose a tile to discard</source>
        <translation>請選一張要打出的牌</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>胡牌</translation>
    </message>
    <message>
        <source>Declare a win: your tiles make two combinations (W)</source>
        <translation>胡牌：你的牌已湊成兩組 (W)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>過</translation>
    </message>
    <message>
        <source>Let the discard go (P)</source>
        <translation>過：不要這張牌 (P)</translation>
    </message>
    <message>
        <source>Discard the chosen tile (Enter)</source>
        <translation>打出選中的牌 (Enter)</translation>
    </message>
    <message>
        <source>Take the discard into this combination (T)</source>
        <translation>拿這張牌湊成這副組合 (T)</translation>
    </message>
    <message>
        <source>Take the discard into a combination: the menu has the ways, the best first (T)</source>
        <translation>拿這張牌配成組合：選單列出各種拿法，最好的在最前 (T)</translation>
    </message>
    <message>
        <source>Take the discard into a combination (T)</source>
        <translation>拿這張牌配成組合 (T)</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>拿牌</translation>
    </message>
    <message>
        <source>Take with {pair}: {kind}</source>
        <translation>用 {pair} 組成：{kind}</translation>
    </message>
    <message>
        <source>Make two combinations of three tiles: sets and straights of their pips.</source>
        <translation>湊成兩組各三張的牌：點數組成同或連。</translation>
    </message>
    <message>
        <source>Hand {n} · wall {wall} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 牌牆 {wall} · 你的籌碼 {bank} · 本場 {net}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <source>{tiles}: {kind}, {points}</source>
        <translation>{tiles}：{kind}，{points}</translation>
    </message>
    <message>
        <source>The 32 tiles are shuffled: five each, the rest is the wall</source>
        <translation>32 張牌洗好：每人 5 張，其餘作為牌牆</translation>
    </message>
    <message>
        <source>You discard {tile}</source>
        <translation>你打出 {tile}</translation>
    </message>
    <message>
        <source>{who} discards {tile}</source>
        <translation>{who}打出 {tile}</translation>
    </message>
    <message>
        <source>You take the discard with {pair}</source>
        <translation>你用 {pair} 拿走這張牌</translation>
    </message>
    <message>
        <source>{who} takes the discard with {pair}</source>
        <translation>{who}用 {pair} 拿走這張牌</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>你胡牌了</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>{who}胡牌了</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>你過</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who}過</translation>
    </message>
    <message>
        <source>No discard on the table</source>
        <translation>桌上沒有打出的牌</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>打出的牌</translation>
    </message>
    <message>
        <source>Wall: {n} tiles</source>
        <translation>牌牆：{n} 張</translation>
    </message>
    <message>
        <source>First player: {who}</source>
        <translation>先手：{who}</translation>
    </message>
    <message>
        <source>A drawn hand: the wall ran out and nobody pays</source>
        <translation>流局：牌牆已摸完，誰也不用付</translation>
    </message>
    <message>
        <source>You win by drawing from the wall</source>
        <translation>你從牌牆摸牌胡牌</translation>
    </message>
    <message>
        <source>{who} wins by drawing from the wall</source>
        <translation>{who}從牌牆摸牌胡牌</translation>
    </message>
    <message>
        <source>You win with a discard</source>
        <translation>你用打出的牌胡牌</translation>
    </message>
    <message>
        <source>{who} wins with a discard</source>
        <translation>{who}用打出的牌胡牌</translation>
    </message>
    <message>
        <source>You win with {discarder}&apos;s discard {tile}</source>
        <translation>你用{discarder}打出的 {tile} 胡牌</translation>
    </message>
    <message>
        <source>{who} wins with your discard {tile}</source>
        <translation>{who}用你打出的 {tile} 胡牌</translation>
    </message>
    <message>
        <source>{who} wins with {discarder}&apos;s discard {tile}</source>
        <translation>{who}用{discarder}打出的 {tile} 胡牌</translation>
    </message>
    <message>
        <source>Face up</source>
        <translation>亮出的牌</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>Combinations</source>
        <translation>組合</translation>
    </message>
    <message>
        <source>Each other player pays the winner {points} points (chips per point: {unit:g}).</source>
        <translation>其他每位玩家付給胡牌者 {points} 分，每分 {unit:g} 籌碼。</translation>
    </message>
    <message>
        <source> (starts)</source>
        <translation>（先手）</translation>
    </message>
    <message>
        <source>You draw from the wall</source>
        <translation>你從牌牆摸一張牌</translation>
    </message>
    <message>
        <source>{who} draws from the wall</source>
        <translation>{who}從牌牆摸一張牌</translation>
    </message>
    <message>
        <source>First to play: {who}</source>
        <translation>先手：{who}</translation>
    </message>
    <message>
        <source>Wall: {n}</source>
        <translation>牌牆：{n}</translation>
    </message>
    <message>
        <source>A drawn hand: the wall ran out</source>
        <translation>流局：牌牆已摸完</translation>
    </message>
    <message>
        <source>{tile} makes your hand: Win (W), or pass (P)</source>
        <translation>{tile} 讓你胡牌：胡牌 (W)，或者過 (P)</translation>
    </message>
    <message>
        <source>Take {tile} for a combination (T), or pass (P)</source>
        <translation>拿走 {tile} 湊成一組 (T)，或者過 (P)</translation>
    </message>
    <message>
        <source>Your tiles make two combinations: Win (W), or discard to play on</source>
        <translation>你的牌已湊成兩組：胡牌 (W)，或打出一張繼續</translation>
    </message>
    <message>
        <source>Your turn: discard a tile (click it, or arrows and Enter)</source>
        <translation>輪到你：打出一張牌（點擊，或用方向鍵和 Enter 鍵）</translation>
    </message>
    <message>
        <source>Double Set (双同)</source>
        <translation>雙同</translation>
    </message>
    <message>
        <source>Set-and-Straight (连同)</source>
        <translation>連同</translation>
    </message>
    <message>
        <source>Double Straight (双连)</source>
        <translation>雙連</translation>
    </message>
    <message>
        <source>no combination</source>
        <translation>不成組合</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the wall</source>
        <translation>
            <numerusform>牌牆還剩 %n 張</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} discarded {tile}; {wall}.</source>
        <translation>{who}打出 {tile}；{wall}。</translation>
    </message>
    <message>
        <source>Your tiles: {tiles}; {wall}.</source>
        <translation>你的牌：{tiles}；{wall}。</translation>
    </message>
    <message>
        <source>You take {tile} with {pair}</source>
        <translation>你用 {pair} 拿走 {tile}</translation>
    </message>
    <message>
        <source>{who} takes {tile} with {pair}</source>
        <translation>{who}用 {pair} 拿走 {tile}</translation>
    </message>
    <message>
        <source>You win with {tile}</source>
        <translation>你用 {tile} 胡牌</translation>
    </message>
    <message>
        <source>{who} wins with {tile}</source>
        <translation>{who}用 {tile} 胡牌</translation>
    </message>
    <message>
        <source>Dice {dice}: you start</source>
        <translation>骰子 {dice}：你先手</translation>
    </message>
    <message>
        <source>Dice {dice}: {who} starts</source>
        <translation>骰子 {dice}：{who}先手</translation>
    </message>
    <message>
        <source>Are you sure?</source>
        <translation>確定嗎？</translation>
    </message>
    <message>
        <source>Play hint</source>
        <translation>按提示出牌</translation>
    </message>
    <message>
        <source>Thinking about your move...</source>
        <translation>正在為你思考……</translation>
    </message>
    <message>
        <source>Thinking about your move, to play it as it comes...</source>
        <translation>正在為你思考，算出後立即按提示出牌……</translation>
    </message>
    <message>
        <source>Only move: {move}</source>
        <translation>唯一著法：{move}</translation>
    </message>
    <message>
        <source>Just as good: {move}</source>
        <translation>一樣好：{move}</translation>
    </message>
    <message>
        <source>As good within the estimates&apos; error ({amount} behind, ± {error}): {move}</source>
        <translation>在估計誤差之內一樣好（落後 {amount}，± {error}）：{move}</translation>
    </message>
    <message>
        <source>Suggested: {move} (expected {amount})</source>
        <translation>建議：{move}（期望 {amount}）</translation>
    </message>
    <message>
        <source>{amount} better than the next best: {move}</source>
        <translation>比次優著法（{move}）多 {amount}</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>本局出牌記錄</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>本局結束</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>輪到</translation>
    </message>
    <message>
        <source>Bankrolls:</source>
        <translation>籌碼：</translation>
    </message>
    <message>
        <source>Back to your {game} hand in progress (hand {n})</source>
        <translation>回到進行中的{game}（第 {n} 局）</translation>
    </message>
    <message>
        <source>Back to your {game} table (hand {n} is over)</source>
        <translation>回到{game}牌桌（第 {n} 局已結束）</translation>
    </message>
    <message>
        <source>Hand in progress</source>
        <translation>牌局進行中</translation>
    </message>
    <message>
        <source>Your {game} hand is not finished. Leave it and start a new game of {new}? The unfinished hand is not recorded.</source>
        <translation>你的{game}這一局還沒打完。要離開它並開始新的{new}嗎？未打完的這一局不會記入牌譜。</translation>
    </message>
    <message>
        <source>No hands yet</source>
        <translation>還沒有打過</translation>
    </message>
    <message>
        <source>hand 1</source>
        <translation>第 1 局</translation>
    </message>
    <message>
        <source>; dashed lines: a new session</source>
        <translation>；虛線：新的一場</translation>
    </message>
    <message>
        <source>won</source>
        <translation>贏</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>和</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>輸</translation>
    </message>
    <message numerus="yes">
        <source>hands 1 to %n</source>
        <translation>
            <numerusform>第 1 至 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>The review could not be saved: {error}</source>
        <translation>覆盤無法儲存：{error}</translation>
    </message>
    <message>
        <source>no answer within {seconds:g} s</source>
        <translation>{seconds:g} 秒內沒有應答</translation>
    </message>
    <message>
        <source>The settings file could not be read: every setting is back to its default. The old file was kept as {aside}.</source>
        <translation>設定檔無法讀取：所有設定都已恢復為預設值。原檔案已另存為 {aside}。</translation>
    </message>
    <message>
        <source>Part of the settings file could not be read. {kept} settings that could be read were kept; the others are back to their defaults. The old file was kept as {aside}.</source>
        <translation>設定檔有一部分無法讀取。能讀取的 {kept} 項設定已保留，其餘恢復為預設值。原檔案已另存為 {aside}。</translation>
    </message>
    <message>
        <source>The setting {key} had a value this version cannot use ({value}): its default is used.</source>
        <translation>設定 {key} 的值（{value}）本版本無法使用，已改用預設值。</translation>
    </message>
    <message>
        <source>The statistics file was damaged: it was moved to {name} and new statistics were started.</source>
        <translation>統計檔案已損壞：已移到 {name}，並開始新的統計。</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: its file is damaged. It was moved to {name}.</source>
        <translation>無法繼續存檔的牌局：存檔檔案已損壞，已移到 {name}。</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: its file is damaged and could not be moved aside.</source>
        <translation>無法繼續存檔的牌局：存檔檔案已損壞，也無法移到一旁。</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n 位元組</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand has been finished at this table yet.</source>
        <translation>這張桌上還沒有打完的一局。</translation>
    </message>
    <message>
        <source>The last hand&apos;s review is still being worked out.</source>
        <translation>上一局的覆盤還在計算中。</translation>
    </message>
    <message>
        <source>The last hand could not be reviewed: {why}</source>
        <translation>上一局無法覆盤：{why}</translation>
    </message>
    <message>
        <source>the row&apos;s winner gets them instead of the row&apos;s one unit</source>
        <translation>贏這一道的一方得到這些分數，代替這一道的 1 分</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first}或{second}</translation>
    </message>
    <message>
        <source>the row&apos;s winner gets them on top of what the rows pay</source>
        <translation>贏這一道的一方在各道的賠付之外另得這些分數</translation>
    </message>
    <message>
        <source>paid whether the row wins or loses</source>
        <translation>不論這一道輸贏都計</translation>
    </message>
    <message>
        <source>{row}: {hand}</source>
        <translation>{row}：{hand}</translation>
    </message>
    <message>
        <source>{option}: {hands} in the middle pay {units} more.</source>
        <translation>{option}：中道的{hands}多得 {units} 分。</translation>
    </message>
    <message>
        <source>Bonus tables</source>
        <translation>獎勵表</translation>
    </message>
    <message>
        <source>Units a strong hand earns in its row, by the table New Game chooses:</source>
        <translation>強牌在所在的道得到的分數，按「新遊戲」選擇的獎勵表：</translation>
    </message>
    <message>
        <source>Row and hand</source>
        <translation>道與牌型</translation>
    </message>
    <message>
        <source>{table}: {how}.</source>
        <translation>{table}：{how}。</translation>
    </message>
    <message>
        <source>six pairs and an odd card (four of a kind counts as two pairs)</source>
        <translation>六對加一張單牌（鐵支算兩對）</translation>
    </message>
    <message>
        <source>the rows can be set as three straights</source>
        <translation>三道都能配成順子</translation>
    </message>
    <message>
        <source>the rows can be set as three flushes</source>
        <translation>三道都能配成同花</translation>
    </message>
    <message>
        <source>one card of every rank, 2 to ace</source>
        <translation>從 2 到 A 每個點數各一張</translation>
    </message>
    <message>
        <source>all thirteen cards red, or all black</source>
        <translation>13 張牌全紅或全黑</translation>
    </message>
    <message>
        <source>twelve cards of one colour and one of the other</source>
        <translation>12 張同色、1 張異色</translation>
    </message>
    <message>
        <source>no card above 9 (or 10, as New Game sets)</source>
        <translation>沒有大於 9 的牌（或按「新遊戲」的設定到 10）</translation>
    </message>
    <message>
        <source>every card from 2 to 8</source>
        <translation>每張牌都在 2 到 8 之間</translation>
    </message>
    <message>
        <source>every card from 8 to ace</source>
        <translation>每張牌都在 8 到 A 之間</translation>
    </message>
    <message>
        <source>three fours of a kind among the thirteen cards</source>
        <translation>十三張牌中有三副鐵支</translation>
    </message>
    <message>
        <source>the rows can be set as three straight flushes</source>
        <translation>三道都能配成同花順</translation>
    </message>
    <message>
        <source>twelve of the thirteen cards are jacks, queens or kings</source>
        <translation>13 張牌中有 12 張是 J、Q、K</translation>
    </message>
    <message>
        <source>the hand further down the table wins its full value; two of one kind are compared card by card</source>
        <translation>表中位置靠下的牌型贏得它的全部分數；同一種牌型逐張比較</translation>
    </message>
    <message>
        <source>{option} {values}, as New Game sets.</source>
        <translation>{option}{values}，按「新遊戲」的設定。</translation>
    </message>
    <message>
        <source>the higher value receives the difference</source>
        <translation>分數高的一方得到兩者之差</translation>
    </message>
    <message>
        <source>equal values push; otherwise the higher wins its full value</source>
        <translation>分數相同則不輸不贏；否則分數高的一方贏得全部分數</translation>
    </message>
    <message>
        <source>({name})</source>
        <translation>（{name}）</translation>
    </message>
    <message>
        <source>Special hands</source>
        <translation>特殊牌型</translation>
    </message>
    <message>
        <source>Units a declared special hand wins from each ordinary hand (– where the schedule has none):</source>
        <translation>報出的特殊牌型從每一手普通牌贏得的分數（– 表示該方案沒有此牌型）：</translation>
    </message>
    <message>
        <source>When two special hands meet:</source>
        <translation>兩家都報特殊牌型時：</translation>
    </message>
</context>
</TS>
