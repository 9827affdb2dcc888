<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>Choose a game</source>
        <translation>选择游戏</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>开始{game}</translation>
    </message>
    <message>
        <source>{game} - Gupai</source>
        <translation>{game} - Gupai 骨牌</translation>
    </message>
    <message>
        <source>Gupai: Chinese domino and card games</source>
        <translation>Gupai 骨牌：中国传统骨牌与纸牌游戏</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Records</source>
        <translation>牌谱(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>新游戏(&amp;N)...</translation>
    </message>
    <message>
        <source>&amp;Choose game</source>
        <translation>选择游戏(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Undo arrangement</source>
        <translation>撤销配牌(&amp;U)</translation>
    </message>
    <message>
        <source>Con&amp;firm setting</source>
        <translation>确认配牌(&amp;F)</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>下一局(&amp;X)</translation>
    </message>
    <message>
        <source>Re&amp;view last hand</source>
        <translation>复盘上一局(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Export record...</source>
        <translation>导出牌谱(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Import record...</source>
        <translation>导入牌谱(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Replay...</source>
        <translation>回放(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>统计(&amp;S)</translation>
    </message>
    <message>
        <source>Se&amp;ttings...</source>
        <translation>设置(&amp;T)...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>Settings and saved data</source>
        <translation>设置与存档</translation>
    </message>
    <message>
        <source>A hand of {game} was in progress when the app last closed. Resume it where it was? (No keeps it for later, until you deal another hand; Discard forgets it.)</source>
        <translation>上次关闭程序时有一局{game}尚未打完。要从中断处继续吗？（选“否”则保留，直到你发下一局；选“丢弃”则删除。）</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>恢复牌局</translation>
    </message>
    <message>
        <source>The hand of {game} you kept for later is still saved, and a new hand replaces it. Resume it now? (No deals the new hand and forgets it.)</source>
        <translation>你保留的那一局{game}仍然存着，发新的一局会把它替换掉。要现在继续它吗？（选“否”则发新的一局并删除它。）</translation>
    </message>
    <message>
        <source>The saved hand could not be resumed; the details below say why.</source>
        <translation>无法继续存档的这手牌，原因见下方详情。</translation>
    </message>
    <message>
        <source>The saved hand&apos;s AI level is not one this version knows; the AI plays it at {level}.</source>
        <translation>保存的牌局所用的电脑水平不是本版本认识的；这一局电脑按“{level}”来打。</translation>
    </message>
    <message>
        <source>A hand was in progress when the app last closed. Resume it where it was? (No keeps it for later, until you deal another hand; Discard forgets it.)</source>
        <translation>上次关闭程序时有一局尚未打完。要从中断处继续吗？（选“否”则保留，直到你发下一局；选“丢弃”则删除。）</translation>
    </message>
    <message>
        <source>Us&amp;e hint</source>
        <translation>采用提示(&amp;E)</translation>
    </message>
    <message>
        <source>The file was kept as {name}.</source>
        <translation>该文件已保留为 {name}。</translation>
    </message>
    <message>
        <source>The file could not be moved aside.</source>
        <translation>该文件无法移到一旁。</translation>
    </message>
    <message>
        <source>Gupai {version}
Chinese domino and card games against AI opponents.</source>
        <translation>Gupai 骨牌 {version}
与电脑对手对战的中国骨牌与纸牌游戏。</translation>
    </message>
    <message>
        <source>Free software under the MIT license.</source>
        <translation>自由软件，采用 MIT 许可证。</translation>
    </message>
    <message>
        <source>Python {python}, Qt {qt} (PySide6)</source>
        <translation>Python {python}，Qt {qt}（PySide6）</translation>
    </message>
    <message>
        <source>Your records, autosave and statistics:</source>
        <translation>你的牌谱、自动存档和统计：</translation>
    </message>
    <message>
        <source>Your settings:</source>
        <translation>你的设置：</translation>
    </message>
    <message>
        <source>Export record</source>
        <translation>导出牌谱</translation>
    </message>
    <message>
        <source>No hand has been finished yet, so there is nothing to export.</source>
        <translation>还没有打完任何一局，没有可导出的牌谱。</translation>
    </message>
    <message>
        <source>Game records (*.jsonl)</source>
        <translation>牌谱文件 (*.jsonl)</translation>
    </message>
    <message>
        <source>The record could not be written to {path}: {why}</source>
        <translation>无法将牌谱写入 {path}：{why}</translation>
    </message>
    <message>
        <source>The record was exported, but the reviews beside it, {path}, were not: {why}</source>
        <translation>牌谱已导出，但旁边的复盘 {path} 没有写成：{why}</translation>
    </message>
    <message>
        <source>Exported to {path}, the hands&apos; reviews beside it in {reviews}</source>
        <translation>已导出到 {path}，各手牌的复盘在旁边的 {reviews} 中</translation>
    </message>
    <message>
        <source>Exported to {path}</source>
        <translation>已导出到 {path}</translation>
    </message>
    <message>
        <source>Import record</source>
        <translation>导入牌谱</translation>
    </message>
    <message>
        <source>Game records (*.jsonl);;All files (*)</source>
        <translation>牌谱文件 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>This file is {size:.0f} MB, more than the {limit} MB that Import takes (Settings: Largest record to import). Nothing was changed.</source>
        <translation>此文件大小为 {size:.0f} MB，超过导入上限 {limit} MB（设置：导入牌谱的大小上限）。未做任何更改。</translation>
    </message>
    <message>
        <source>Import cancelled; nothing was changed.</source>
        <translation>已取消导入，未做任何更改。</translation>
    </message>
    <message>
        <source>These hands are already in your records ({name}); nothing was copied.</source>
        <translation>这些牌局已在你的牌谱中（{name}），未复制任何内容。</translation>
    </message>
    <message>
        <source>{imported} {left_out}</source>
        <translation>{imported}{left_out}</translation>
    </message>
    <message numerus="yes">
        <source>(%n already in your records, left out)</source>
        <translation>
            <numerusform>（另有 %n 局已在牌谱中，未重复导入）</numerusform>
        </translation>
    </message>
    <message>
        <source>{file} is not a record of this app.</source>
        <translation>{file} 不是本程序的牌谱。</translation>
    </message>
    <message>
        <source>{file} holds the reviews of the hands in {record}, not the hands: import {record}, and its reviews come with it.</source>
        <translation>{file} 存的是 {record} 中各局的复盘，不是牌谱：请导入 {record}，复盘会随它一起导入。</translation>
    </message>
    <message>
        <source>Line {n} of {file} is cut off, as by a write that was interrupted.</source>
        <translation>{file} 的第 {n} 行被截断了，像是写入时被中断。</translation>
    </message>
    <message>
        <source>Line {n} of {file} is not a hand this app can trust: it was edited, damaged or moved.</source>
        <translation>{file} 的第 {n} 行不是本程序能信任的一局：它被改过、损坏了或被挪动过。</translation>
    </message>
    <message>
        <source>{file} cannot be read.</source>
        <translation>{file} 无法读取。</translation>
    </message>
    <message>
        <source>Export record: {game}, {when}, {hands}</source>
        <translation>导出牌谱：{game}，{when}，{hands}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be imported, and nothing was changed.</source>
        <translation>这个文件无法导入，未做任何更改。</translation>
    </message>
    <message>
        <source>This record cannot be replayed.</source>
        <translation>这份牌谱无法回放。</translation>
    </message>
    <message>
        <source>Exported to {path}; reviews left beside it from another record removed</source>
        <translation>已导出到 {path}；旁边留下的另一份牌谱的复盘已删除</translation>
    </message>
    <message>
        <source>Details: {error}</source>
        <translation>详细信息（英文）：{error}</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n hand(s)</source>
        <translation>
            <numerusform>已导入 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the record: {n} hands checked</source>
        <translation>正在读取牌谱：已检查 {n} 局</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>AI thinking...</source>
        <translation>电脑思考中…</translation>
    </message>
    <message>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <source>win</source>
        <translation>赢</translation>
    </message>
    <message>
        <source>lose</source>
        <translation>输</translation>
    </message>
    <message>
        <source>push</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>AI {n}</source>
        <translation>电脑{n}</translation>
    </message>
    <message>
        <source>House</source>
        <translation>赌场</translation>
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
        <translation>{seat}的筹码不够再打一局，已重新买入 {chips:g} 筹码。</translation>
    </message>
    <message>
        <source>{value} level</source>
        <translation>{value} 级</translation>
    </message>
    <message>
        <source>{value} chip</source>
        <translation>{value} 个筹码</translation>
    </message>
    <message>
        <source>{value} levels</source>
        <translation>{value} 级</translation>
    </message>
    <message>
        <source>{value} chips</source>
        <translation>{value} 个筹码</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 张牌</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>No effect with the payments and rules chosen.</source>
        <translation>在所选的计分方式和规则下不起作用。</translation>
    </message>
    <message>
        <source>{level} (strongest)</source>
        <translation>{level}（最强）</translation>
    </message>
    <message>
        <source>{level} (weakest)</source>
        <translation>{level}（最弱）</translation>
    </message>
    <message>
        <source>New game: {game}</source>
        <translation>新游戏：{game}</translation>
    </message>
    <message>
        <source>Default rules</source>
        <translation>默认规则</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Rules preset:</source>
        <translation>规则预设：</translation>
    </message>
    <message>
        <source>AI players&apos; level:</source>
        <translation>电脑玩家水平：</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>This combination cannot be played: {why}</source>
        <translation>这种组合无法进行：{why}</translation>
    </message>
    <message>
        <source>A hand can cost {stake} chips, more than the starting bankroll of {bankroll}: raise the bankroll or lower the stake.</source>
        <translation>一局最多可输 {stake} 个筹码，超过了起始筹码 {bankroll}：请提高起始筹码或降低注额。</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}：{value}</translation>
    </message>
    <message>
        <source>Differs from the default rules: {changes}</source>
        <translation>与默认规则不同之处：{changes}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The default rules.</source>
        <translation>默认规则。</translation>
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
        <translation>第 {n} 局：全是电脑</translation>
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
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Replay: {game}, {when} ({file})</source>
        <translation>回放：{game}，{when}（{file}）</translation>
    </message>
    <message>
        <source>This hand has no stored review.</source>
        <translation>这一局没有保存的复盘。</translation>
    </message>
    <message>
        <source>Review of hand {n}</source>
        <translation>第 {n} 局复盘</translation>
    </message>
    <message>
        <source>Move {k} of {n}: {what}</source>
        <translation>第 {k}/{n} 步：{what}</translation>
    </message>
    <message>
        <source>{value} (one playout)</source>
        <translation>{value}（仅一次模拟）</translation>
    </message>
    <message>
        <source>You had no choice to make in this hand.</source>
        <translation>这一局你没有需要选择的地方。</translation>
    </message>
    <message>
        <source>Every decision matched the best move the AI found.</source>
        <translation>你的每个决定都与电脑找到的最佳着法一致。</translation>
    </message>
    <message>
        <source>Your decisions cost {amount} in expectation against the best moves the AI found.</source>
        <translation>与电脑找到的最佳着法相比，你的决定预计损失 {amount}。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>你的着法</translation>
    </message>
    <message>
        <source>Values are in {unit}.</source>
        <translation>数值的单位为{unit}。</translation>
    </message>
    <message>
        <source>A move worse than the best by no more than the estimates&apos; error costs 0.</source>
        <translation>比最佳着法差、但差距不超过估计误差的着法，代价记为 0。</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Its value</source>
        <translation>该着法的价值</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>Best value</source>
        <translation>最佳价值</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Expected value</source>
        <translation>期望值</translation>
    </message>
    <message>
        <source>Against the best</source>
        <translation>与最佳相比</translation>
    </message>
    <message>
        <source>{gap} worse than the best, within the estimates&apos; error (± {error})</source>
        <translation>比最佳差 {gap}，在估计误差之内（± {error}）</translation>
    </message>
    <message numerus="yes">
        <source>Estimates of the AI: each move played out in the same %n dealt world(s); the mean, ± one standard error.</source>
        <translation>
            <numerusform>电脑的估计：每种着法都在同样的 %n 种发牌情形中模拟到底；显示平均值 ± 一个标准误差。</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimates of the AI, from its model of the tiles it cannot see.</source>
        <translation>电脑的估计值，依据它对看不到的骨牌的推断。</translation>
    </message>
    <message>
        <source>Estimates of the AI, from its model of the cards it cannot see.</source>
        <translation>电脑的估计值，依据它对看不到的纸牌的推断。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Exact expected values.</source>
        <translation>精确的期望值。</translation>
    </message>
    <message>
        <source>No rules page was found.</source>
        <translation>找不到规则页面。</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} 至 {high}</translation>
    </message>
    <message>
        <source>(command line and records only)</source>
        <translation>（仅用于命令行和牌局记录）</translation>
    </message>
    <message>
        <source>yes or no</source>
        <translation>是或否</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>可选值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>规则选项</translation>
    </message>
    <message>
        <source>{preset} — {settings}</source>
        <translation>{preset}——{settings}</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Chosen in New Game, beside the AI players&apos; level (the page above describes the levels).</source>
        <translation>在“新游戏”中选择，与电脑玩家的水平一起设定（上文介绍各个水平）。</translation>
    </message>
    <message>
        <source>On the command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>The same options by the names the command line and records use:</source>
        <translation>命令行和牌局记录中使用的选项名称：</translation>
    </message>
    <message>
        <source>--rule KEY=VALUE --preset NAME</source>
        <translation>--rule 选项名=值 --preset 方案名</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>游戏：</translation>
    </message>
    <message>
        <source>Rules: {game}</source>
        <translation>规则：{game}</translation>
    </message>
    <message>
        <source>Hand {n}: scoring</source>
        <translation>第 {n} 局：结算</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Reviewing...</source>
        <translation>复盘中…</translation>
    </message>
    <message>
        <source>Each decision you made, against the best move the AI found</source>
        <translation>你的每个决定与电脑找到的最佳着法对比</translation>
    </message>
    <message>
        <source>The AI is weighing your decisions; the table stays yours to use</source>
        <translation>电脑正在评估你的决定；牌桌照常可用</translation>
    </message>
    <message>
        <source>No review for this hand: {why}</source>
        <translation>这一局没有复盘：{why}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>即时</translation>
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
        <translation>象牙色牌面，黑色点</translation>
    </message>
    <message>
        <source>Black tiles, white pips</source>
        <translation>黑色牌面，白色点</translation>
    </message>
    <message>
        <source>Show pip digits and tile names in a corner</source>
        <translation>在牌角显示点数和牌名</translation>
    </message>
    <message>
        <source>Four-colour cards (blue diamonds, green clubs)</source>
        <translation>四色牌（蓝色方块、绿色梅花）</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Brown</source>
        <translation>棕色</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>动画速度：</translation>
    </message>
    <message>
        <source>Tile style:</source>
        <translation>牌面样式：</translation>
    </message>
    <message>
        <source>Index corners:</source>
        <translation>牌角标注：</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>纸牌：</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>桌面颜色：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Import refuses record files larger than this</source>
        <translation>导入时拒绝大于此大小的牌谱文件</translation>
    </message>
    <message>
        <source>Largest record to import:</source>
        <translation>导入牌谱的大小上限：</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>牌谱</translation>
    </message>
    <message>
        <source>No hand has been recorded yet: finished hands appear here, one file per session.</source>
        <translation>还没有记录任何一手牌：打完的牌局会出现在这里，每一局一个文件。</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最近一次</translation>
    </message>
    <message>
        <source>Your result</source>
        <translation>你的输赢</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>导出...</translation>
    </message>
    <message>
        <source>Import from a file...</source>
        <translation>从文件导入...</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>(damaged)</source>
        <translation>（已损坏）</translation>
    </message>
    <message>
        <source>This file cannot be read as a record. Details: {error}</source>
        <translation>这个文件无法作为牌谱读取。详细信息：{error}</translation>
    </message>
    <message>
        <source>The last hand was cut off when the app stopped while writing it; the {n} whole hands before it can be replayed.</source>
        <translation>最后一局在程序写入时被中断而截断；它之前完整的 {n} 局可以回放。</translation>
    </message>
    <message>
        <source>(not booked)</source>
        <translation>（未记录）</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>赢</translation>
    </message>
    <message>
        <source>Pushed</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>输</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>净输赢</translation>
    </message>
    <message>
        <source>Cycles won–lost</source>
        <translation>赢轮–输轮</translation>
    </message>
    <message>
        <source>Charts of</source>
        <translation>图表：</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>累计输赢</translation>
    </message>
    <message>
        <source>By session</source>
        <translation>按场</translation>
    </message>
    <message>
        <source>Won, pushed, lost</source>
        <translation>赢、和、输</translation>
    </message>
    <message>
        <source>By AI level</source>
        <translation>按电脑水平</translation>
    </message>
    <message>
        <source>Export chart as PNG...</source>
        <translation>导出图表为 PNG...</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>A hand is won or lost by the levels it moved: your team&apos;s gain less the other team&apos;s. A hand that moved no level is pushed, even when the deal changed hands or blood is owed: those act in the hands that follow.</source>
        <translation>一局的胜负按升级数计：本队所升的级数减去对方所升的级数。没有任何一方升级的一局算平局，即使庄家易手或要进贡：这些在之后的牌局中起作用。</translation>
    </message>
    <message>
        <source>A hand is won, pushed or lost by the chips it brought you: more, none or fewer.</source>
        <translation>一局的胜、平、负按你所得筹码计：多了、不变或少了。</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>级</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <source>Your running total ({unit}), hand by hand</source>
        <translation>你的累计输赢（{unit}），逐局</translation>
    </message>
    <message>
        <source>Each session&apos;s result ({unit})</source>
        <translation>每场的输赢（{unit}）</translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation>第 {n} 场</translation>
    </message>
    <message>
        <source>sessions, in the order played</source>
        <translation>按进行顺序排列的各场</translation>
    </message>
    <message>
        <source>Hands won, pushed and lost</source>
        <translation>赢、和、输的局数</translation>
    </message>
    <message>
        <source>Your result against each set of AI levels ({unit})</source>
        <translation>你对各组电脑水平的输赢（{unit}）</translation>
    </message>
    <message>
        <source>Export chart as PNG</source>
        <translation>导出图表为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>The chart could not be saved to {path}.</source>
        <translation>图表无法保存到 {path}。</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>已保存到 {file}</translation>
    </message>
    <message>
        <source>Forget every hand in the statistics?</source>
        <translation>清除统计中的全部牌局吗？</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Use hint</source>
        <translation>采用提示</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Commit your setting (Enter)</source>
        <translation>确认你的配牌 (Enter)</translation>
    </message>
    <message>
        <source>Deal the next hand (N)</source>
        <translation>发下一局 (N)</translation>
    </message>
    <message>
        <source>Do what the hint says (Shift+H)</source>
        <translation>照提示去做 (Shift+H)</translation>
    </message>
    <message>
        <source>Working out the best setting...</source>
        <translation>正在计算最佳配牌……</translation>
    </message>
    <message>
        <source>The hint is on the table already: confirm it, or change it</source>
        <translation>提示已经摆好：请确认，或自行改动</translation>
    </message>
    <message>
        <source>Working out the best setting, to use it as it comes...</source>
        <translation>正在计算最佳配牌，算出后立即照提示摆好……</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>筹码</translation>
    </message>
    <message>
        <source>Your bankroll cannot cover another stake. Start a new game to play on.</source>
        <translation>你的筹码不够再下一注了。请开始新游戏继续玩。</translation>
    </message>
    <message>
        <source>Hand over: N or Next hand deals the next one.</source>
        <translation>本局结束：按 N 或“下一局”发下一局。</translation>
    </message>
    <message>
        <source>Your bankroll cannot cover another stake: start a new game (Ctrl+N).</source>
        <translation>你的筹码不够再下一注了：请开始新游戏（Ctrl+N）。</translation>
    </message>
    <message>
        <source>Put all 13 cards into the rows first</source>
        <translation>请先把 13 张牌全部放进三道</translation>
    </message>
    <message>
        <source>The middle beats the back: the back must be at least as strong</source>
        <translation>中道大过尾道：尾道必须不小于中道（倒水）</translation>
    </message>
    <message>
        <source>The front beats the middle: the middle must be at least as strong</source>
        <translation>头道大过中道：中道必须不小于头道（倒水）</translation>
    </message>
    <message>
        <source>Sort by rank</source>
        <translation>按点数排序</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>按花色排序</translation>
    </message>
    <message>
        <source>Declare special</source>
        <translation>报特殊牌型</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>Show the AI&apos;s setting and its expected payment (H)</source>
        <translation>显示电脑的配法及其期望收益 (H)</translation>
    </message>
    <message>
        <source>Give up this hand and pay {cost} to each opponent who plays it out?</source>
        <translation>放弃这一局，并向每位打完这一局的对手支付 {cost}？</translation>
    </message>
    <message>
        <source>Drag cards from your hand into the front, middle and back rows (or arrows and Space); Hint (H) shows the AI&apos;s setting, which Use hint (Shift+H) lays out.</source>
        <translation>把手中的牌拖到头道、中道和尾道（或用方向键和空格键）；“提示”(H) 显示电脑的配牌，再按“采用提示”(Shift+H) 即照此摆好。</translation>
    </message>
    <message>
        <source>The AI would rather play: {action}</source>
        <translation>电脑会选择：{action}</translation>
    </message>
    <message>
        <source>Hand {n} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 你的筹码 {bank} · 本场 {net}</translation>
    </message>
    <message>
        <source>The cards are shuffled and dealt</source>
        <translation>洗牌并发牌</translation>
    </message>
    <message>
        <source>{who}: sets {setting}</source>
        <translation>{who}：配牌 {setting}</translation>
    </message>
    <message>
        <source>{who}: declares {special}</source>
        <translation>{who}：报特殊牌型 {special}</translation>
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
        <translation>奖励</translation>
    </message>
    <message>
        <source> ({rows})</source>
        <translation>（{rows}）</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>打枪</translation>
    </message>
    <message>
        <source>overall point</source>
        <translation>总分奖励</translation>
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
        <translation>实付 {paid}（筹码用完）</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>和局</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>对阵双方</translation>
    </message>
    <message>
        <source>Back row</source>
        <translation>尾道</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>明细</translation>
    </message>
    <message>
        <source>{a} v {b}</source>
        <translation>{a} 对 {b}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Details count for the first of a pair: in {a} v {b}, a plus goes to {first}.</source>
        <translation>明细按每对中的第一位计：在“{a} 对 {b}”中，正数归{first}。</translation>
    </message>
    <message>
        <source>Each bonus is what a hand earns over its row&apos;s one unit.</source>
        <translation>每笔奖励都是牌型在该道 1 分之外多得的分数。</translation>
    </message>
    <message>
        <source>Paid clockwise from the dealer, {dealer}, special hands first: nobody wins or loses more chips than they started the hand with.</source>
        <translation>从发牌者{dealer}开始按顺时针方向结算，特殊牌型先结算：谁赢或输的筹码都不超过这一局开始时持有的筹码。</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>Pool ({stake:g} from each): front {front}, middle {middle}, back {back}.</source>
        <translation>奖池（每人 {stake:g} 分）：头道 {front}，中道 {middle}，尾道 {back}。</translation>
    </message>
    <message>
        <source>Single winner: {who}.</source>
        <translation>唯一赢家：{who}。</translation>
    </message>
    <message>
        <source>Your session total: {net} (hands played: {n}).</source>
        <translation>你本场累计：{net}（已玩 {n} 局）。</translation>
    </message>
    <message>
        <source>You, bankroll {bank}</source>
        <translation>你，筹码 {bank}</translation>
    </message>
    <message>
        <source>The other players are still setting their cards...</source>
        <translation>其他玩家还在配牌……</translation>
    </message>
    <message>
        <source>beats the back!</source>
        <translation>大过尾道！（倒水）</translation>
    </message>
    <message>
        <source>beats the middle!</source>
        <translation>大过中道！（倒水）</translation>
    </message>
    <message>
        <source>Move your cards into the front (3), middle (5) and back (5) rows</source>
        <translation>把牌放进头道（3 张）、中道（5 张）和尾道（5 张）</translation>
    </message>
    <message>
        <source>You (dealer), bankroll {bank}</source>
        <translation>你（发牌者），筹码 {bank}</translation>
    </message>
    <message>
        <source>Ready: Confirm to show your rows</source>
        <translation>已配好：按“确认”亮牌</translation>
    </message>
    <message>
        <source>The back must be at least as strong as the middle, and the middle as the front</source>
        <translation>尾道不能小于中道，中道不能小于头道</translation>
    </message>
    <message>
        <source>Your hand (sort: R by rank, S by suit)</source>
        <translation>你的手牌（排序：R 按点数，S 按花色）</translation>
    </message>
    <message>
        <source>Result: {outcome}, {net}</source>
        <translation>结果：{outcome}，{net}</translation>
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
        <translation>{seat}（发牌者）</translation>
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
        <translation>皇家同花顺</translation>
    </message>
    <message>
        <source>Straight flush, {rank} high</source>
        <translation>同花顺，{rank} 大</translation>
    </message>
    <message>
        <source>Four of a kind, {ranks}</source>
        <translation>铁支，{ranks}</translation>
    </message>
    <message>
        <source>Full house, {a} over {b}</source>
        <translation>葫芦，{a} 带 {b}</translation>
    </message>
    <message>
        <source>Flush, {rank} high</source>
        <translation>同花，{rank} 大</translation>
    </message>
    <message>
        <source>Straight, {rank} high</source>
        <translation>顺子，{rank} 大</translation>
    </message>
    <message>
        <source>Three of a kind, {ranks}</source>
        <translation>三条{ranks}</translation>
    </message>
    <message>
        <source>Two pairs, {a} and {b}</source>
        <translation>两对，{a} 和 {b}</translation>
    </message>
    <message>
        <source>Pair of {ranks}</source>
        <translation>一对{ranks}</translation>
    </message>
    <message>
        <source>High card, {rank}</source>
        <translation>乌龙，{rank} 大</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>乌龙</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>一对</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>两对</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>三条</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>顺子</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>同花</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>葫芦</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>铁支</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>同花顺</translation>
    </message>
    <message>
        <source>{row} {hand} ({seat}) {amount}</source>
        <translation>{row}{hand}（{seat}）{amount}</translation>
    </message>
    <message>
        <source>front</source>
        <comment>a row of Chinese Poker</comment>
        <translation>头道</translation>
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
        <translation>六对</translation>
    </message>
    <message>
        <source>Six and a half pairs</source>
        <translation>六对半</translation>
    </message>
    <message>
        <source>Three straights</source>
        <translation>三顺子</translation>
    </message>
    <message>
        <source>Three flushes</source>
        <translation>三同花</translation>
    </message>
    <message>
        <source>Complete straight</source>
        <translation>一条龙</translation>
    </message>
    <message>
        <source>Dragon</source>
        <translation>龙</translation>
    </message>
    <message>
        <source>Thirteen of one suit</source>
        <translation>十三张同花</translation>
    </message>
    <message>
        <source>Five pairs and a triplet</source>
        <translation>五对三条</translation>
    </message>
    <message>
        <source>Four triplets and an odd card</source>
        <translation>四套三条</translation>
    </message>
    <message>
        <source>All one colour</source>
        <translation>全一色</translation>
    </message>
    <message>
        <source>Twelve of one colour</source>
        <translation>十二张同色</translation>
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
        <translation>三同花顺</translation>
    </message>
    <message>
        <source>All twelve picture cards</source>
        <translation>十二皇族</translation>
    </message>
    <message>
        <source>declare {special}</source>
        <translation>报特殊牌型 {special}</translation>
    </message>
    <message>
        <source>Front row</source>
        <translation>头道</translation>
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
        <translation>大牌奖励（常见奖励）</translation>
    </message>
    <message>
        <source>Bonuses and special hands</source>
        <translation>奖励与特殊牌型</translation>
    </message>
    <message>
        <source>Malayan: the players against the bank</source>
        <translation>马来亚：玩家对庄家</translation>
    </message>
    <message>
        <source>Vietnamese (Xập Xám)</source>
        <translation>越南（Xập Xám）</translation>
    </message>
    <message>
        <source>Singapore (Claims)</source>
        <translation>新加坡（报到）</translation>
    </message>
    <message>
        <source>Hawaiian Gardens casino</source>
        <translation>夏威夷花园赌场</translation>
    </message>
    <message>
        <source>Wait for your turn</source>
        <translation>请等轮到你</translation>
    </message>
    <message>
        <source>Choose one of the buttons</source>
        <translation>请点选一个按钮</translation>
    </message>
    <message>
        <source>Choose a single, a stick or a roll to lead</source>
        <translation>请选一个单张、棒子或滚子首出</translation>
    </message>
    <message>
        <source>Choose {cards} to play</source>
        <translation>请选择要出的 {cards}</translation>
    </message>
    <message>
        <source>Choose {cards} to bury ({k} chosen)</source>
        <translation>请选择要扣进底牌的 {cards}（已选 {k} 张）</translation>
    </message>
    <message>
        <source>Choose {cards} to give back ({k} chosen)</source>
        <translation>请选择要还贡的 {cards}（已选 {k} 张）</translation>
    </message>
    <message>
        <source>Choose the card to pay</source>
        <translation>请选择要进贡的牌</translation>
    </message>
    <message>
        <source>Choose the card to take</source>
        <translation>请选择要捡回的牌</translation>
    </message>
    <message>
        <source>Every copy</source>
        <translation>选中相同牌</translation>
    </message>
    <message>
        <source>Choose every copy of the card under the cursor, for a stick or a roll (C)</source>
        <translation>选中与光标处这张相同的所有牌，用来出棒子或滚子 (C)</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>上一圈</translation>
    </message>
    <message>
        <source>Ask the AI what it would do (H)</source>
        <translation>问电脑会怎么做 (H)</translation>
    </message>
    <message>
        <source>Show the last trick; press again, or play, to go back (L)</source>
        <translation>显示上一圈；再按一次或出牌即返回 (L)</translation>
    </message>
    <message>
        <source>Bury</source>
        <translation>扣底</translation>
    </message>
    <message>
        <source>Give back</source>
        <translation>还贡</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>进贡</translation>
    </message>
    <message>
        <source>Pick up</source>
        <translation>捡牌</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Confirm the chosen cards (Enter)</source>
        <translation>确认所选的牌 (Enter)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>不亮主 (P)</translation>
    </message>
    <message>
        <source>Grab: show a Big Joker (G)</source>
        <translation>抢亮：亮出大王 (G)</translation>
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
            <numerusform>扣 %n 张王，捡回最小的底牌</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bury %n joker(s), take {cards}</source>
        <translation>
            <numerusform>扣 %n 张王，捡回 {cards}</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested first of {n}: {move} (expected {amount})</source>
        <translation>建议（{n} 张中的第一张）：{move}（期望 {amount}）</translation>
    </message>
    <message>
        <source>The attackers need 120; the last trick doubles the bottom.</source>
        <translation>抓分方要拿到 120 分；赢最后一圈即抠底，底牌分数翻倍。</translation>
    </message>
    <message>
        <source>Hand {n} · levels: us {us}, them {them} · cycles won {a}–{b}</source>
        <translation>第 {n} 局 · 级数：我方 {us}，对方 {them} · 已赢轮数 {a}–{b}</translation>
    </message>
    <message>
        <source>Before the deal</source>
        <translation>发牌前</translation>
    </message>
    <message>
        <source>Level {level} · trumps {suit} · dealer {dealer}</source>
        <translation>打 {level} · 主花色：{suit} · 庄家：{dealer}</translation>
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
        <translation>本轮结束</translation>
    </message>
    <message>
        <source>Score {score}: {verdict}</source>
        <translation>得分 {score}：{verdict}</translation>
    </message>
    <message>
        <source>Attackers&apos; tricks {tricks} + the bottom&apos;s {bottom} doubled ({twice}): score {score}.</source>
        <translation>抓分方赢圈得 {tricks} 分 + 抠底，底牌 {bottom} 分翻倍（{twice} 分）：得分 {score}。</translation>
    </message>
    <message>
        <source>Attackers&apos; tricks {tricks}; the dealer side won the last trick, so the bottom counts for nobody: score {score}.</source>
        <translation>抓分方赢圈得 {tricks} 分；最后一圈由庄家方赢下（保底），底牌分数不归任何一方：得分 {score}。</translation>
    </message>
    <message>
        <source>the attackers scored nothing</source>
        <translation>抓分方 0 分</translation>
    </message>
    <message>
        <source>the attackers took every point</source>
        <translation>抓分方拿满了全部分数</translation>
    </message>
    <message>
        <source>the attackers&apos; score reached {total} ({score} with the bottom doubled)</source>
        <translation>抓分方的得分（底分翻倍后 {score}）达到了 {total}</translation>
    </message>
    <message>
        <source>three jokers of a kind lay in the bottom</source>
        <translation>底牌里扣了全部三张大王或全部三张小王</translation>
    </message>
    <message>
        <source>the dealer side won at level 10 and passed 10 (出锅)</source>
        <translation>庄家方打 10 守庄成功，打过了 10（出锅）</translation>
    </message>
    <message>
        <source>Your team wins the cycle</source>
        <translation>我方赢得本轮</translation>
    </message>
    <message>
        <source>The opponents win the cycle</source>
        <translation>对方赢得本轮</translation>
    </message>
    <message>
        <source>The cycle is over: {reason}. {won}; the next hand starts at level 3 with the Big Joker grab.</source>
        <translation>本轮结束：{reason}。{won}；下一局两队都从 3 打起，抢亮大王定庄。</translation>
    </message>
    <message>
        <source> (one level, and {n} for the buried jokers, capped at {top})</source>
        <translation>（升 1 级，扣王再升 {n} 级，封顶于 {top}）</translation>
    </message>
    <message>
        <source> (one level, and {n} for the buried jokers)</source>
        <translation>（升 1 级，扣王再升 {n} 级）</translation>
    </message>
    <message>
        <source>Your team goes up from {a} to {b}{extra}.</source>
        <translation>我方从 {a} 升到 {b}{extra}。</translation>
    </message>
    <message>
        <source>The opponents go up from {a} to {b}{extra}.</source>
        <translation>对方从 {a} 升到 {b}{extra}。</translation>
    </message>
    <message>
        <source>The attackers stay on {level}: a must-play level is won only as dealer.</source>
        <translation>抓分方留在 {level} 级：必打的级只有坐庄打过才算。</translation>
    </message>
    <message>
        <source>The buried jokers count for nobody after a bad dig.</source>
        <translation>臭抠之后，底牌里扣的王作废，不归任何一方。</translation>
    </message>
    <message>
        <source>Next hand you pay {cards} of tribute (blood) to {dealer}.</source>
        <translation>下一局你要向{dealer}进贡 {cards}（喝血）。</translation>
    </message>
    <message>
        <source>Next hand {payer} pays {cards} of tribute (blood) to {dealer}.</source>
        <translation>下一局{payer}要向{dealer}进贡 {cards}（喝血）。</translation>
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
        <translation>比赛结束：双方以 {a}–{b} 轮战平。</translation>
    </message>
    <message>
        <source>The match is over: your team wins it {a}–{b} in cycles.</source>
        <translation>比赛结束：我方以 {a}–{b} 轮获胜。</translation>
    </message>
    <message>
        <source>The match is over: the opponents win it {b}–{a} in cycles.</source>
        <translation>比赛结束：对方以 {b}–{a} 轮获胜。</translation>
    </message>
    <message>
        <source>{result} The next hand starts a new match.</source>
        <translation>{result}下一局开始新的比赛。</translation>
    </message>
    <message>
        <source>Level {level}, {suit} trumps · {dealer} dealt · the bottom: {bottom}</source>
        <translation>打 {level}，{suit}做主 · {dealer}坐庄 · 底牌：{bottom}</translation>
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
        <translation>本方赢圈得分</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级数</translation>
    </message>
    <message>
        <source>Net levels</source>
        <translation>净升级数</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>dealer&apos;s side</source>
        <translation>庄家方</translation>
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
        <translation>下一局由你坐庄。</translation>
    </message>
    <message>
        <source>{who} deals next.</source>
        <translation>下一局由{who}坐庄。</translation>
    </message>
    <message numerus="yes">
        <source>Your levels this session: {net} over %n hand(s).</source>
        <translation>
            <numerusform>本场：%n 局共 {net} 级。</numerusform>
        </translation>
    </message>
    <message>
        <source>{n} cards</source>
        <translation>{n} 张牌</translation>
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
        <translation>手里有 {n} 张主牌</translation>
    </message>
    <message>
        <source>{who} may bury jokers, or keep them</source>
        <translation>{who}可以扣王，也可以不扣</translation>
    </message>
    <message>
        <source>{who} picks up a card of the bottom for each joker buried</source>
        <translation>{who}每扣一张王，捡回一张底牌</translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>不允许：{why}</translation>
    </message>
    <message>
        <source>{who} to play</source>
        <translation>轮到{who}</translation>
    </message>
    <message>
        <source>{who} may grab with a Big Joker, or pass</source>
        <translation>{who}可以抢亮坐庄，也可以过</translation>
    </message>
    <message>
        <source>{who} may declare trumps, or pass</source>
        <translation>{who}可以亮主，也可以过</translation>
    </message>
    <message>
        <source>{who} pays tribute</source>
        <translation>{who}进贡</translation>
    </message>
    <message>
        <source>{who} gives cards back</source>
        <translation>{who}还贡</translation>
    </message>
    <message>
        <source>{who} buries six cards</source>
        <translation>{who}扣底（六张）</translation>
    </message>
    <message>
        <source>You hold a Big Joker: grab it to deal, or pass</source>
        <translation>你有大王：可以抢亮坐庄，也可以过</translation>
    </message>
    <message>
        <source>You can declare trumps: choose a declaration, or pass</source>
        <translation>你可以亮主：选择一种亮法，也可以过</translation>
    </message>
    <message>
        <source>Pay tribute: choose which of your equal highest cards to give</source>
        <translation>进贡：你有几张一样大的最大牌，请选一张进贡</translation>
    </message>
    <message>
        <source>You may bury jokers in the bottom and take its lowest cards for them</source>
        <translation>你可以往底牌里扣王，每扣一张王就捡回一张最小的底牌</translation>
    </message>
    <message>
        <source>Choose which of the equal lowest cards to take</source>
        <translation>有几张一样小的底牌，请选一张捡回</translation>
    </message>
    <message>
        <source>Your lead: a single, a stick or a roll</source>
        <translation>由你首出：单张、棒子或滚子</translation>
    </message>
    <message>
        <source>Give back {cards} of your choice to {who}</source>
        <translation>还贡：任选 {cards}还给{who}</translation>
    </message>
    <message>
        <source>{seat} ({role})</source>
        <translation>{seat}（{role}）</translation>
    </message>
    <message>
        <source>Bury {cards}: Big Jokers before Small; a buried joker shows the bottom to all</source>
        <translation>还要扣底 {cards}：先扣大王，再扣小王；底牌里扣了王就要翻开给大家看</translation>
    </message>
    <message>
        <source>Follow {suit}: play {cards}</source>
        <translation>跟{suit}：出 {cards}</translation>
    </message>
    <message>
        <source>You win the trick ({points} points)</source>
        <translation>你赢了这一圈（{points} 分）</translation>
    </message>
    <message>
        <source>{who} wins the trick ({points} points)</source>
        <translation>{who}赢了这一圈（{points} 分）</translation>
    </message>
    <message>
        <source>A first hand: level 3, the first to show a Big Joker deals</source>
        <translation>每轮第一局：打 3，先亮出大王的人坐庄</translation>
    </message>
    <message>
        <source>Level {level}: you deal</source>
        <translation>打 {level}：你坐庄</translation>
    </message>
    <message>
        <source>Level {level}: {dealer} deals</source>
        <translation>打 {level}：{dealer}坐庄</translation>
    </message>
    <message>
        <source>Attackers&apos; score {score}</source>
        <translation>抓分方得分 {score}</translation>
    </message>
    <message>
        <source>Net levels this session:</source>
        <translation>本场净升级数：</translation>
    </message>
    <message>
        <source>Our level</source>
        <translation>我方级数</translation>
    </message>
    <message>
        <source>Their level</source>
        <translation>对方级数</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>级牌</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>主花色</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
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
        <translation>底牌（干锅：原样不动）</translation>
    </message>
    <message>
        <source>The bottom</source>
        <translation>底牌</translation>
    </message>
    <message>
        <source>East</source>
        <translation>东家</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>对家</translation>
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
        <translation>对方</translation>
    </message>
    <message>
        <source>Spades ♠</source>
        <translation>黑桃 ♠</translation>
    </message>
    <message>
        <source>Hearts ♥</source>
        <translation>红桃 ♥</translation>
    </message>
    <message>
        <source>Diamonds ♦</source>
        <translation>方块 ♦</translation>
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
        <translation>抢亮大王</translation>
    </message>
    <message>
        <source>three Big Jokers</source>
        <translation>三张大王</translation>
    </message>
    <message>
        <source>three Small Jokers</source>
        <translation>三张小王</translation>
    </message>
    <message>
        <source>{jokers} naming {suit}</source>
        <translation>{jokers}叫{suit}</translation>
    </message>
    <message>
        <source>a single {card}</source>
        <translation>单张 {card}</translation>
    </message>
    <message>
        <source>a stick of {card}</source>
        <translation>棒子 {card}</translation>
    </message>
    <message>
        <source>a roll of {card}</source>
        <translation>滚子 {card}</translation>
    </message>
    <message>
        <source>The trick was yours to lead.</source>
        <translation>这一圈由你先出。</translation>
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
        <translation>你抢亮大王：你坐庄</translation>
    </message>
    <message>
        <source>{who} grabs with a Big Joker and deals</source>
        <translation>{who}抢亮大王，坐庄</translation>
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
        <translation>你进贡 {card}</translation>
    </message>
    <message>
        <source>{who} pays {card} in tribute</source>
        <translation>{who}进贡 {card}</translation>
    </message>
    <message>
        <source>You give back {card}</source>
        <translation>你还贡 {card}</translation>
    </message>
    <message>
        <source>{who} gives back {card}</source>
        <translation>{who}还贡 {card}</translation>
    </message>
    <message>
        <source>{who} gives a card back</source>
        <translation>{who}还贡一张牌</translation>
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
        <translation>{who}扣下一张牌</translation>
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
            <numerusform>你往底牌里扣 %n 张王</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} buries %n joker(s) in the bottom</source>
        <translation>
            <numerusform>{who}往底牌里扣了 %n 张王</numerusform>
        </translation>
    </message>
    <message>
        <source>You take {card} from the bottom</source>
        <translation>你从底牌捡回 {card}</translation>
    </message>
    <message>
        <source>{who} takes {card} from the bottom</source>
        <translation>{who}从底牌捡回 {card}</translation>
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
        <translation>洗好三副牌，一张一张地发</translation>
    </message>
    <message>
        <source>the dealer side protected the bottom and held the attackers under 120</source>
        <translation>庄家方保底，抓分方不到 120 分</translation>
    </message>
    <message>
        <source>a bad dig: the attackers dug the bottom but scored under 120</source>
        <translation>抓分方抠了底，但得分不到 120</translation>
    </message>
    <message>
        <source>the attackers reached 120 but the bottom was protected: they take the deal without going up</source>
        <translation>抓分方达到 120 分，但庄家方保底：抓分方上台，不升级</translation>
    </message>
    <message>
        <source>the attackers reached 120 and dug the bottom: they take the deal, and must win level {level} as the dealers before they go up</source>
        <translation>抓分方达到 120 分并抠底：抓分方上台，须先坐庄打过 {level} 级才能升级</translation>
    </message>
    <message>
        <source>the attackers reached 120 and dug the bottom: they take the deal and go up</source>
        <translation>抓分方达到 120 分并抠底：抓分方上台并升级</translation>
    </message>
    <message>
        <source>{words} ({name})</source>
        <translation>{name}：{words}</translation>
    </message>
    <message>
        <source>Only jokers could name trumps: the cards are dealt again</source>
        <translation>翻出的全是王，定不了主：重新发牌</translation>
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
        <translation>抢亮人摸到的第一张花色牌</translation>
    </message>
    <message>
        <source>the last declaration</source>
        <translation>最后的亮主</translation>
    </message>
    <message>
        <source>the turn-up</source>
        <translation>翻底牌</translation>
    </message>
    <message>
        <source>a card drawn from the bottom</source>
        <translation>从底牌翻出的牌</translation>
    </message>
    <message>
        <source>Trumps: {suit}, by {how}; you deal</source>
        <translation>主花色：{suit}，由{how}而定；你坐庄</translation>
    </message>
    <message>
        <source>Trumps: {suit}, by {how}; {who} deals</source>
        <translation>主花色：{suit}，由{how}而定；{who}坐庄</translation>
    </message>
    <message>
        <source>You pay tribute to {dealer}: {cards}</source>
        <translation>你向{dealer}进贡：{cards}</translation>
    </message>
    <message>
        <source>{payer} pays tribute to you: {cards}</source>
        <translation>{payer}向你进贡：{cards}</translation>
    </message>
    <message>
        <source>{payer} pays tribute to {dealer}: {cards}</source>
        <translation>{payer}向{dealer}进贡：{cards}</translation>
    </message>
    <message>
        <source>The bottom is shown: {cards}</source>
        <translation>底牌翻开：{cards}</translation>
    </message>
    <message>
        <source>A dry pot (干锅): the bottom stays as dealt, and nobody buries jokers</source>
        <translation>干锅：底牌原样不动，谁也不能扣王</translation>
    </message>
    <message>
        <source>You have buried six cards face down</source>
        <translation>你已扣下六张底牌，不公开</translation>
    </message>
    <message>
        <source>{who} has buried six cards face down</source>
        <translation>{who}已扣下六张底牌，不公开</translation>
    </message>
    <message>
        <source>You have buried six cards; a joker among them shows the bottom: {cards}</source>
        <translation>你已扣下六张底牌；其中有王，底牌翻开：{cards}</translation>
    </message>
    <message>
        <source>{who} has buried six cards; a joker among them shows the bottom: {cards}</source>
        <translation>{who}已扣下六张底牌；其中有王，底牌翻开：{cards}</translation>
    </message>
    <message>
        <source>You take {cards} from the bottom</source>
        <translation>你从底牌捡回 {cards}</translation>
    </message>
    <message>
        <source>{who} takes {cards} from the bottom</source>
        <translation>{who}从底牌捡回 {cards}</translation>
    </message>
    <message>
        <source>Show the AI&apos;s grouping and its expected payment (H)</source>
        <translation>显示电脑的分组及其期望收益 (H)</translation>
    </message>
    <message>
        <source>Drag your six tiles into the 1-, 2- and 3-tile groups to match the target.</source>
        <translation>把你的六张牌拖进一张组、两张组和三张组，凑成目标点数。</translation>
    </message>
    <message>
        <source>Best expected payment: {grouping} (expected {ev} chips)</source>
        <translation>期望收益最高：{grouping}（期望 {ev} 筹码）</translation>
    </message>
    <message>
        <source>For comparison, the first grouping that matches: {grouping} (expected {ev} chips)</source>
        <translation>作为对照，第一个命中的分组：{grouping}（期望 {ev} 筹码）</translation>
    </message>
    <message>
        <source>Hand {n} · target {target} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 目标 {target} 点 · 你的筹码 {bank} · 本场 {net}</translation>
    </message>
    <message>
        <source>The tiles are shuffled; two go face up on the table</source>
        <translation>洗牌，翻开两张牌放在桌上</translation>
    </message>
    <message>
        <source>{who}: groups {grouping}</source>
        <translation>{who}：分组 {grouping}</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>桌面牌</translation>
    </message>
    <message>
        <source>Target {target} · {colour}</source>
        <translation>目标 {target} 点 · {colour}</translation>
    </message>
    <message>
        <source>Absolute winner: {winner}, the only player whose three groups all match; every other player pays the whole stake ({stake:g}).</source>
        <translation>全中者：{winner}，唯一一位三组全部命中的玩家；其他每位玩家都付全部注码（{stake:g}）。</translation>
    </message>
    <message>
        <source>Absolute winner: {winner}: all three groups match, and the most {pips} ({n}) of the players whose three groups all match; every other player pays the whole stake ({stake:g}).</source>
        <translation>全中者：{winner}，三组全部命中，且在三组全中的玩家中{pips}最多（{n}）；其他每位玩家都付全部注码（{stake:g}）。</translation>
    </message>
    <message>
        <source>Also matched all three groups, with fewer {pips}: {seats}.</source>
        <translation>同样三组全中、但{pips}较少：{seats}。</translation>
    </message>
    <message>
        <source>The absolute winner pays the house {fee:g}.</source>
        <translation>全中者向赌场缴纳 {fee:g}（抽水）。</translation>
    </message>
    <message>
        <source>Every group matches for {seats}, tied on {pips}.</source>
        <translation>{seats} 三组全部命中，{pips}数相同。</translation>
    </message>
    <message>
        <source>Tied absolute winners: everything pushes.</source>
        <translation>全中者并列：全部和局。</translation>
    </message>
    <message>
        <source>Tied absolute winners: the hand is settled group by group.</source>
        <translation>全中者并列：本局逐组结算。</translation>
    </message>
    <message>
        <source>Nobody matches all three groups: each group is settled on its own.</source>
        <translation>无人三组全中：各组分别结算。</translation>
    </message>
    <message>
        <source>The banker takes {take:g} from unmatched groups.</source>
        <translation>庄家从无人命中的组收走 {take:g}。</translation>
    </message>
    <message>
        <source>Table {a} + {b}: target {target}, {colour}. Groups score by the game&apos;s colour: {pips}.</source>
        <translation>桌面牌 {a} + {b}：目标 {target} 点，{colour}。各组按本局颜色计色点：{pips}。</translation>
    </message>
    <message>
        <source>1 tile ({stake:g})</source>
        <translation>一张组（{stake:g}）</translation>
    </message>
    <message>
        <source>2 tiles ({stake:g})</source>
        <translation>两张组（{stake:g}）</translation>
    </message>
    <message>
        <source>3 tiles ({stake:g})</source>
        <translation>三张组（{stake:g}）</translation>
    </message>
    <message>
        <source>Pips if all match</source>
        <translation>全中时色点</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source> (absolute winner)</source>
        <translation>（全中者）</translation>
    </message>
    <message>
        <source>The house banker deals and plays no tiles; it took nothing this hand.</source>
        <translation>赌场庄家只发牌、不打牌；本局庄家没有任何收入。</translation>
    </message>
    <message>
        <source>{a} + {b} = {total} → {target}; red pips: {red} (4 or more make a red game)</source>
        <translation>{a} + {b} = {total} → {target}；红点 {red} 个（4 个或以上为红局）</translation>
    </message>
    <message>
        <source>House (banker): deals, plays no tiles</source>
        <translation>庄家（赌场）：只发牌，不打牌</translation>
    </message>
    <message>
        <source>1 tile · stake {stake}</source>
        <translation>一张组 · 注码 {stake}</translation>
    </message>
    <message>
        <source>2 tiles · stake {stake}</source>
        <translation>两张组 · 注码 {stake}</translation>
    </message>
    <message>
        <source>3 tiles · stake {stake}</source>
        <translation>三张组 · 注码 {stake}</translation>
    </message>
    <message>
        <source>Split your tiles into groups of 1, 2 and 3, then Confirm</source>
        <translation>把牌分成一张、两张、三张三组后点“确认”</translation>
    </message>
    <message>
        <source>The other players are still grouping their tiles...</source>
        <translation>其他玩家还在分组……</translation>
    </message>
    <message numerus="yes">
        <source>groups {marks} · %n colour pip(s)</source>
        <translation>
            <numerusform>分组 {marks} · 色点 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>groups {marks}</source>
        <translation>分组 {marks}</translation>
    </message>
    <message>
        <source>red game</source>
        <translation>红局</translation>
    </message>
    <message>
        <source>black game</source>
        <translation>黑局</translation>
    </message>
    <message>
        <source>red pips</source>
        <translation>红点</translation>
    </message>
    <message>
        <source>black pips</source>
        <translation>黑点</translation>
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
        <translation>{a} 按 {x} 点计、{b} 按 {y} 点计</translation>
    </message>
    <message numerus="yes">
        <source>%n red pip(s)</source>
        <translation>
            <numerusform>%n 个红点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n black pip(s)</source>
        <translation>
            <numerusform>%n 个黑点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{group} ({stake}): won by {winner} with %n colour pip(s); every other player pays the winner {stake}</source>
        <translation>
            <numerusform>{group}（{stake}）：{winner}以 %n 个色点获胜，其他每位玩家各付给赢家 {stake}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{group} ({stake}): tie on %n colour pip(s) between {tied}; the stakes stay</source>
        <translation>
            <numerusform>{group}（{stake}）：{tied} 色点同为 %n，注码不动</numerusform>
        </translation>
    </message>
    <message>
        <source>1-tile group</source>
        <translation>一张组</translation>
    </message>
    <message>
        <source>{tile} counts {value}</source>
        <translation>{tile} 按 {value} 点计</translation>
    </message>
    <message>
        <source>2-tile group</source>
        <translation>两张组</translation>
    </message>
    <message>
        <source>3-tile group</source>
        <translation>三张组</translation>
    </message>
    <message>
        <source>{group} ({stake}): nobody matches; the banker takes the stakes</source>
        <translation>{group}（{stake}）：无人命中，庄家收走注码</translation>
    </message>
    <message>
        <source>{group} ({stake}): nobody matches; the stakes stay</source>
        <translation>{group}（{stake}）：无人命中，注码不动</translation>
    </message>
    <message>
        <source>Choose a tile that can be laid</source>
        <translation>请选一张能出的牌</translation>
    </message>
    <message>
        <source>if you lose</source>
        <translation>如果你输了</translation>
    </message>
    <message>
        <source>if you finish last</source>
        <translation>如果你得最后一名</translation>
    </message>
    <message>
        <source>Laying {tile} blocks the layout ({block}) although another tile of yours would not: a SuanZhang (算帐). If you then win, every payment is doubled; {when}, you alone pay the winner {cost:g} chips. Lay it?</source>
        <translation>出 {tile} 会堵死牌龙（{block}），而你还有不会堵死的牌：这是算帐。之后如果你赢，所有结算加倍；{when}，由你一人付给赢家 {cost:g} 个筹码。要出这张吗？</translation>
    </message>
    <message>
        <source>Lay tile</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Lay the chosen tile (Enter; L or R for an end)</source>
        <translation>出选中的牌（Enter；L 或 R 指定一端）</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>扣牌</translation>
    </message>
    <message>
        <source>Lay the chosen tile face down (D)</source>
        <translation>把选中的牌扣下 (D)</translation>
    </message>
    <message>
        <source>Ask the strongest AI for your move (H)</source>
        <translation>请最强的电脑为你出主意 (H)</translation>
    </message>
    <message>
        <source>Lay the chosen tile face down (Enter or D)</source>
        <translation>把选中的牌扣下（Enter 或 D）</translation>
    </message>
    <message>
        <source>No tile fits either end: lay one face down; fewest points at the end wins.</source>
        <translation>两端都接不上：扣下一张牌；终局点数最少者胜。</translation>
    </message>
    <message>
        <source>Lay a tile matching either open end; fewest points at the end wins.</source>
        <translation>在任一开放端接上点数相同的牌；终局点数最少者胜。</translation>
    </message>
    <message>
        <source>Hand {n} · leader: {leader} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 头家：{leader} · 你的筹码 {bank} · 本场 {net}</translation>
    </message>
    <message>
        <source>The 24 tiles are shuffled and dealt, six each</source>
        <translation>洗好 24 张牌，每人发 6 张</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>掷骰：{dice}</translation>
    </message>
    <message>
        <source>You lead {tile}</source>
        <translation>你出头牌 {tile}</translation>
    </message>
    <message>
        <source>{who} leads {tile}</source>
        <translation>{who}出头牌 {tile}</translation>
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
        <translation>牌龙</translation>
    </message>
    <message>
        <source>Led by {leader}</source>
        <translation>头家：{leader}</translation>
    </message>
    <message>
        <source>Open ends {left} | {right}</source>
        <translation>开放端 {left} | {right}</translation>
    </message>
    <message>
        <source>Face down ({n}):</source>
        <translation>扣牌（{n}）：</translation>
    </message>
    <message>
        <source>{place} · {points} points · {payment}</source>
        <translation>{place} · {points} 点 · {payment}</translation>
    </message>
    <message>
        <source>Every tile has been laid, on the layout or face down.</source>
        <translation>所有牌都已接出或扣下。</translation>
    </message>
    <message>
        <source>Four face-down turns in a row: nobody could play again.</source>
        <translation>连续四家扣牌：谁都不可能再接牌了。</translation>
    </message>
    <message>
        <source>The hand ended on a block: {block}.</source>
        <translation>本局因堵死而结束：{block}。</translation>
    </message>
    <message>
        <source>Tied on {points} points for first place: {winner} plays earliest from the leader and wins (a tie for first always goes to the player nearer the leader, whatever the rule for the places below).</source>
        <translation>{points} 点并列第一：{winner}按出牌顺序离头牌最近，归下手获胜（并列第一总是离头牌较近的玩家获胜，不论后面名次用哪种规则）。</translation>
    </message>
    <message>
        <source>Tied on {points} points: {seats}; the player nearer the leader places higher.</source>
        <translation>{points} 点并列：{seats}；离头牌较近的玩家名次在前。</translation>
    </message>
    <message>
        <source>Tied on {points} points: {seats}; the later player in playing order places higher.</source>
        <translation>{points} 点并列：{seats}；出牌顺序靠后的玩家名次在前。</translation>
    </message>
    <message>
        <source>Led by {leader} · the layout ends {left} | {right}</source>
        <translation>头家：{leader} · 牌龙两端 {left} | {right}</translation>
    </message>
    <message>
        <source>Left in hand</source>
        <translation>手中剩牌</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
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
        <translation>（头家）</translation>
    </message>
    <message>
        <source>Fewest points wins; the places pay by rank, not by points: +6, then −1, −2, −3 (chips per point: {unit:g}).</source>
        <translation>点数最少者获胜；按名次赔付，与点数多少无关：+6，其余依次 −1、−2、−3（每分筹码数：{unit:g}）。</translation>
    </message>
    <message>
        <source>bankroll {bank}</source>
        <translation>筹码 {bank}</translation>
    </message>
    <message>
        <source>{n} face down</source>
        <translation>扣下 {n} 张</translation>
    </message>
    <message>
        <source>{points} points · {place} · {net}</source>
        <translation>{points} 点 · {place} · {net}</translation>
    </message>
    <message>
        <source>You{role}, bankroll {bank}</source>
        <translation>你{role}，筹码 {bank}</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>头家</translation>
    </message>
    <message>
        <source>Open ends</source>
        <translation>牌龙两端</translation>
    </message>
    <message>
        <source>Leading {tile} would leave nobody else able to answer it</source>
        <translation>出 {tile} 作头牌会让别人都接不上，不能出</translation>
    </message>
    <message>
        <source>{tile} fits neither end</source>
        <translation>{tile} 两端都接不上</translation>
    </message>
    <message>
        <source>Face down: {n} ({points} points)</source>
        <translation>扣下：{n} 张（{points} 点）</translation>
    </message>
    <message>
        <source>{who} to play...</source>
        <translation>{who} 出牌中……</translation>
    </message>
    <message>
        <source>Your lead: click any tile, or arrows and Enter</source>
        <translation>由你出头牌：点任意一张牌，或用方向键和回车键</translation>
    </message>
    <message>
        <source>No tile fits: click one, or choose it and press D, to lay it face down</source>
        <translation>没有能接的牌：点一张，或选中后按 D，把它扣下</translation>
    </message>
    <message>
        <source>It fits both ends: click the left or the right end, or press L or R</source>
        <translation>两端都能接：请点左端或右端（或按 L／R）</translation>
    </message>
    <message>
        <source>Your turn: lay a lit tile (click it, or arrows and Enter)</source>
        <translation>轮到你：出一张亮起的牌（点击，或用方向键和回车键）</translation>
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
        <translation>一点</translation>
    </message>
    <message>
        <source>Two-Three</source>
        <translation>二三点</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>四点</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>五点</translation>
    </message>
    <message>
        <source>Classic {values}</source>
        <translation>经典{values}</translation>
    </message>
    <message>
        <source>Smothered {values}</source>
        <translation>闷死{values}</translation>
    </message>
    <message>
        <source>A classic block: both open ends show {values} and no tile still out shows it, so nobody can ever lay a tile again.</source>
        <translation>经典堵死：两个开放端都是 {values}，没出的牌里已没有 {values}，谁也不能再接牌了。</translation>
    </message>
    <message>
        <source>A smothered block: tiles showing {values} are still out, but no chain of the tiles still out can ever reach them from the open ends.</source>
        <translation>闷死：没出的牌里还有 {values}，但从开放端出发，用没出的牌怎么接也接不到它们。</translation>
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
        <translation>开放端：{left} | {right}</translation>
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
        <translation>{who}接不上，扣下一张牌</translation>
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
        <translation>本局结束：你赢了</translation>
    </message>
    <message>
        <source>Hand over: {who} wins</source>
        <translation>本局结束：{who}赢了</translation>
    </message>
    <message>
        <source>{block}, laid by you with no other play: a dead smash (死砸), which costs nothing.</source>
        <translation>{block}，你别无出法才这样接：这是死砸，不产生任何后果。</translation>
    </message>
    <message>
        <source>{block}, laid by {who} with no other play: a dead smash (死砸), which costs nothing.</source>
        <translation>{block}，{who}别无出法才这样接：这是死砸，不产生任何后果。</translation>
    </message>
    <message>
        <source>{block}: a SuanZhang (算帐) by you, who had a tile that would not have blocked.</source>
        <translation>{block}：你算帐，你本来有不会堵死的出法。</translation>
    </message>
    <message>
        <source>You won, so every payment is doubled.</source>
        <translation>你获胜，所有结算加倍。</translation>
    </message>
    <message>
        <source>You lost, so you alone pay the winner 12 and nobody else pays.</source>
        <translation>你输了，由你一人付给赢家 12，其他人都不用付。</translation>
    </message>
    <message>
        <source>{block}: a SuanZhang (算帐) by {who}, who had a tile that would not have blocked.</source>
        <translation>{block}：{who}算帐，他本来有不会堵死的出法。</translation>
    </message>
    <message>
        <source>{who} won, so every payment is doubled.</source>
        <translation>{who}获胜，所有结算加倍。</translation>
    </message>
    <message>
        <source>{who} lost, so {who} alone pays the winner 12 and nobody else pays.</source>
        <translation>{who}输了，由{who}一人付给赢家 12，其他人都不用付。</translation>
    </message>
    <message>
        <source>It changes nothing here under the table&apos;s options.</source>
        <translation>按本桌的选项，这次算帐不影响结算。</translation>
    </message>
    <message>
        <source>If you win alone, every payment is doubled</source>
        <translation>如果你单独获胜，所有结算加倍</translation>
    </message>
    <message>
        <source>If you win, every payment is doubled</source>
        <translation>如果你获胜，所有结算加倍</translation>
    </message>
    <message>
        <source>if you come last, you alone pay the winner 12.</source>
        <translation>如果你得第四名，由你一人付给赢家 12。</translation>
    </message>
    <message>
        <source>if you lose, you alone pay the winner 12.</source>
        <translation>如果你输了，由你一人付给赢家 12。</translation>
    </message>
    <message>
        <source>If {who} wins alone, every payment is doubled</source>
        <translation>如果{who}单独获胜，所有结算加倍</translation>
    </message>
    <message>
        <source>If {who} wins, every payment is doubled</source>
        <translation>如果{who}获胜，所有结算加倍</translation>
    </message>
    <message>
        <source>if {who} comes last, {who} alone pays the winner 12.</source>
        <translation>如果{who}得第四名，由{who}一人付给赢家 12。</translation>
    </message>
    <message>
        <source>if {who} loses, {who} alone pays the winner 12.</source>
        <translation>如果{who}输了，由{who}一人付给赢家 12。</translation>
    </message>
    <message>
        <source>{win}; {lose}</source>
        <translation>{win}；{lose}</translation>
    </message>
    <message>
        <source>{label}: low {low}, high {high}; expected {ev:+.3f} stakes, {chips} chips (win {win:.0%}, push {push:.0%}, lose {lose:.0%})</source>
        <translation>{label}：小牌 {low}，大牌 {high}；期望 {ev:+.3f} 注，即 {chips} 个筹码（赢 {win:.0%}，和 {push:.0%}，输 {lose:.0%}）</translation>
    </message>
    <message>
        <source>Show the optimal setting and the house way (H)</source>
        <translation>显示最优配牌和赌场配牌法 (H)</translation>
    </message>
    <message>
        <source>Arrange your four tiles into a low and a high hand.</source>
        <translation>请把你的四张牌分成小牌和大牌。</translation>
    </message>
    <message>
        <source>Optimal</source>
        <translation>最优</translation>
    </message>
    <message>
        <source>The house way sets it the same way.</source>
        <translation>赌场配牌法的配法相同。</translation>
    </message>
    <message>
        <source>House way</source>
        <translation>赌场配牌法</translation>
    </message>
    <message>
        <source>Hand {n} · banker: {banker} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 庄家：{banker} · 你的筹码 {bank} · 本场 {net}</translation>
    </message>
    <message>
        <source>The tiles are shuffled and built into the woodpile</source>
        <translation>洗牌并码成牌墩</translation>
    </message>
    <message>
        <source>Dice {a} + {b} + {c} = {total}</source>
        <translation>骰子 {a} + {b} + {c} = {total}</translation>
    </message>
    <message>
        <source> (banker)</source>
        <translation>（庄家）</translation>
    </message>
    <message>
        <source>The woodpile: eight stacks of four tiles</source>
        <translation>牌墩：八墩，每墩四张</translation>
    </message>
    <message>
        <source>Player wins</source>
        <translation>闲家胜</translation>
    </message>
    <message>
        <source>Banker wins</source>
        <translation>庄家胜</translation>
    </message>
    <message>
        <source>{who} ({why})
{mine}
vs {theirs}</source>
        <translation>{who}（{why}）
{mine}
对 {theirs}</translation>
    </message>
    <message>
        <source>Banker: {name}, setting {low} / {high}</source>
        <translation>庄家：{name}，配牌 {low} / {high}</translation>
    </message>
    <message>
        <source>Low hand against the banker</source>
        <translation>小牌对庄家</translation>
    </message>
    <message>
        <source>High hand against the banker</source>
        <translation>大牌对庄家</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>注额</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <source>(banker&apos;s own hands)</source>
        <translation>（庄家自己的牌）</translation>
    </message>
    <message>
        <source>Both hands must beat the banker&apos;s to win; one each is a push. Copies and zero-zero go to the banker.</source>
        <translation>两手牌都胜过庄家才算赢；一胜一负为和局。同牌及零点对零点都归庄家。</translation>
    </message>
    <message>
        <source>Commission {pct}% of winnings goes to the house: {take:g} this hand.</source>
        <translation>赢额的 {pct}% 作为佣金归赌场：本局共 {take:g}。</translation>
    </message>
    <message>
        <source>an empty place</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>Dice {a} + {b} + {c} = {total}: the first stack goes to {who}</source>
        <translation>骰子 {a} + {b} + {c} = {total}：第一墩归{who}</translation>
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
        <translation>配好牌后点“确认”</translation>
    </message>
    <message>
        <source>The other players are still setting their tiles...</source>
        <translation>其他玩家还在配牌……</translation>
    </message>
    <message>
        <source>Gee Joon (Supreme pair)</source>
        <translation>至尊宝</translation>
    </message>
    <message>
        <source>Pair of Teens</source>
        <translation>双天</translation>
    </message>
    <message>
        <source>Pair of Days</source>
        <translation>双地</translation>
    </message>
    <message>
        <source>Pair of Yuns</source>
        <translation>双人</translation>
    </message>
    <message>
        <source>Pair of Gors</source>
        <translation>双和</translation>
    </message>
    <message>
        <source>Pair of Mooys</source>
        <translation>双梅</translation>
    </message>
    <message>
        <source>Pair of Chongs</source>
        <translation>双长三</translation>
    </message>
    <message>
        <source>Pair of Bons</source>
        <translation>双板凳</translation>
    </message>
    <message>
        <source>Pair of Foos</source>
        <translation>双斧头</translation>
    </message>
    <message>
        <source>Pair of Pings</source>
        <translation>双红头</translation>
    </message>
    <message>
        <source>Pair of Tits</source>
        <translation>双高脚</translation>
    </message>
    <message>
        <source>Pair of Looks</source>
        <translation>双零霖</translation>
    </message>
    <message>
        <source>Mixed nines (Chop Gow)</source>
        <translation>杂九对</translation>
    </message>
    <message>
        <source>Mixed eights (Chop Bot)</source>
        <translation>杂八对</translation>
    </message>
    <message>
        <source>Mixed sevens (Chop Chit)</source>
        <translation>杂七对</translation>
    </message>
    <message>
        <source>Mixed fives (Chop Ng)</source>
        <translation>杂五对</translation>
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
        <translation>天杠</translation>
    </message>
    <message>
        <source>Day Gong</source>
        <translation>地杠</translation>
    </message>
    <message>
        <source>0 (zero)</source>
        <translation>0点·瘪十</translation>
    </message>
    <message>
        <source>{points}, high tile {tile}</source>
        <translation>{points}点，大张：{tile}</translation>
    </message>
    <message>
        <source>zero-zero goes to the banker</source>
        <translation>零点对零点归庄家</translation>
    </message>
    <message>
        <source>copy goes to the banker</source>
        <translation>同牌归庄家</translation>
    </message>
    <message>
        <source>higher pair</source>
        <translation>对子更大</translation>
    </message>
    <message>
        <source>pair beats any other hand</source>
        <translation>对子胜过非对子</translation>
    </message>
    <message>
        <source>Wong beats Gong</source>
        <translation>王胜杠</translation>
    </message>
    <message>
        <source>Wong beats points</source>
        <translation>王胜点数牌</translation>
    </message>
    <message>
        <source>Gong beats points</source>
        <translation>杠胜点数牌</translation>
    </message>
    <message>
        <source>more points</source>
        <translation>点数更大</translation>
    </message>
    <message>
        <source>Teen beats Day</source>
        <translation>天胜地</translation>
    </message>
    <message>
        <source>same points: higher-ranking high tile</source>
        <translation>同点比大张：大张等级更高</translation>
    </message>
    <message>
        <source>The AI playing {seat} did not answer within {seconds:g} s. The AI plays simpler moves for the rest of this game.</source>
        <translation>替{seat}出牌的电脑在 {seconds:g} 秒内没有应答。本场余下的牌局电脑改用简单打法。</translation>
    </message>
    <message>
        <source>The AI playing {seat} chose a move the rules do not allow ({move}). The AI plays simpler moves for the rest of this game.</source>
        <translation>替{seat}出牌的电脑走了规则不允许的一步（{move}）。本场余下的牌局电脑改用简单打法。</translation>
    </message>
    <message>
        <source>The AI playing {seat} failed ({error}). The AI plays simpler moves for the rest of this game.</source>
        <translation>替{seat}出牌的电脑出错（{error}）。本场余下的牌局电脑改用简单打法。</translation>
    </message>
    <message>
        <source>The AI failed: {error}</source>
        <translation>电脑计算失败：{error}</translation>
    </message>
    <message>
        <source>The AI did not answer within {seconds:g} s.</source>
        <translation>电脑在 {seconds:g} 秒内没有应答。</translation>
    </message>
    <message>
        <source>This hand could not be recorded: {error}. The game goes on.</source>
        <translation>这一局无法记录：{error}。游戏继续进行。</translation>
    </message>
    <message>
        <source>This hand was recorded but could not be added to the statistics: {error}. The game goes on.</source>
        <translation>这一局已记录，但无法加入统计：{error}。游戏继续进行。</translation>
    </message>
    <message>
        <source>The hand could not be saved for a resume: {error}. If the app stops now, this hand&apos;s moves are lost.</source>
        <translation>这一局无法保存以备恢复：{error}。如果程序此时停止，这一局的出牌将会丢失。</translation>
    </message>
    <message>
        <source>Take the discard, win with it, or pass</source>
        <translation>拿走这张牌、用它胡牌，或者过</translation>
    </message>
    <message>
        <source>Choose a tile to discard</source>
        <translation>请选一张要打出的牌</translation>
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
        <translation>胡牌：你的牌已凑成两组 (W)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Let the discard go (P)</source>
        <translation>过：不要这张牌 (P)</translation>
    </message>
    <message>
        <source>Discard the chosen tile (Enter)</source>
        <translation>打出选中的牌 (Enter)</translation>
    </message>
    <message>
        <source>Take the discard into this combination (T)</source>
        <translation>拿这张牌凑成这副组合 (T)</translation>
    </message>
    <message>
        <source>Take the discard into a combination: the menu has the ways, the best first (T)</source>
        <translation>拿这张牌配成组合：菜单列出各种拿法，最好的在最前 (T)</translation>
    </message>
    <message>
        <source>Take the discard into a combination (T)</source>
        <translation>拿这张牌配成组合 (T)</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>拿牌</translation>
    </message>
    <message>
        <source>Take with {pair}: {kind}</source>
        <translation>用 {pair} 组成：{kind}</translation>
    </message>
    <message>
        <source>Make two combinations of three tiles: sets and straights of their pips.</source>
        <translation>凑成两组各三张的牌：点数组成同或连。</translation>
    </message>
    <message>
        <source>Hand {n} · wall {wall} · your bankroll {bank} · this session {net}</source>
        <translation>第 {n} 局 · 牌墙 {wall} · 你的筹码 {bank} · 本场 {net}</translation>
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
        <translation>32 张牌洗好：每人 5 张，其余作为牌墙</translation>
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
        <translation>你用 {pair} 拿走这张牌</translation>
    </message>
    <message>
        <source>{who} takes the discard with {pair}</source>
        <translation>{who}用 {pair} 拿走这张牌</translation>
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
        <translation>你过</translation>
    </message>
    <message>
        <source>{who} passes</source>
        <translation>{who}过</translation>
    </message>
    <message>
        <source>No discard on the table</source>
        <translation>桌上没有打出的牌</translation>
    </message>
    <message>
        <source>Discards</source>
        <translation>打出的牌</translation>
    </message>
    <message>
        <source>Wall: {n} tiles</source>
        <translation>牌墙：{n} 张</translation>
    </message>
    <message>
        <source>First player: {who}</source>
        <translation>先手：{who}</translation>
    </message>
    <message>
        <source>A drawn hand: the wall ran out and nobody pays</source>
        <translation>流局：牌墙已摸完，谁也不用付</translation>
    </message>
    <message>
        <source>You win by drawing from the wall</source>
        <translation>你从牌墙摸牌胡牌</translation>
    </message>
    <message>
        <source>{who} wins by drawing from the wall</source>
        <translation>{who}从牌墙摸牌胡牌</translation>
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
        <translation>组合</translation>
    </message>
    <message>
        <source>Each other player pays the winner {points} points (chips per point: {unit:g}).</source>
        <translation>其他每位玩家付给胡牌者 {points} 分，每分 {unit:g} 筹码。</translation>
    </message>
    <message>
        <source> (starts)</source>
        <translation>（先手）</translation>
    </message>
    <message>
        <source>You draw from the wall</source>
        <translation>你从牌墙摸一张牌</translation>
    </message>
    <message>
        <source>{who} draws from the wall</source>
        <translation>{who}从牌墙摸一张牌</translation>
    </message>
    <message>
        <source>First to play: {who}</source>
        <translation>先手：{who}</translation>
    </message>
    <message>
        <source>Wall: {n}</source>
        <translation>牌墙：{n}</translation>
    </message>
    <message>
        <source>A drawn hand: the wall ran out</source>
        <translation>流局：牌墙已摸完</translation>
    </message>
    <message>
        <source>{tile} makes your hand: Win (W), or pass (P)</source>
        <translation>{tile} 让你胡牌：胡牌 (W)，或者过 (P)</translation>
    </message>
    <message>
        <source>Take {tile} for a combination (T), or pass (P)</source>
        <translation>拿走 {tile} 凑成一组 (T)，或者过 (P)</translation>
    </message>
    <message>
        <source>Your tiles make two combinations: Win (W), or discard to play on</source>
        <translation>你的牌已凑成两组：胡牌 (W)，或打出一张继续</translation>
    </message>
    <message>
        <source>Your turn: discard a tile (click it, or arrows and Enter)</source>
        <translation>轮到你：打出一张牌（点击，或用方向键和回车键）</translation>
    </message>
    <message>
        <source>Double Set (双同)</source>
        <translation>双同</translation>
    </message>
    <message>
        <source>Set-and-Straight (连同)</source>
        <translation>连同</translation>
    </message>
    <message>
        <source>Double Straight (双连)</source>
        <translation>双连</translation>
    </message>
    <message>
        <source>no combination</source>
        <translation>不成组合</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the wall</source>
        <translation>
            <numerusform>牌墙还剩 %n 张</numerusform>
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
        <translation>确定吗？</translation>
    </message>
    <message>
        <source>Play hint</source>
        <translation>按提示出牌</translation>
    </message>
    <message>
        <source>Thinking about your move...</source>
        <translation>正在为你思考……</translation>
    </message>
    <message>
        <source>Thinking about your move, to play it as it comes...</source>
        <translation>正在为你思考，算出后立即按提示出牌……</translation>
    </message>
    <message>
        <source>Only move: {move}</source>
        <translation>唯一着法：{move}</translation>
    </message>
    <message>
        <source>Just as good: {move}</source>
        <translation>一样好：{move}</translation>
    </message>
    <message>
        <source>As good within the estimates&apos; error ({amount} behind, ± {error}): {move}</source>
        <translation>在估计误差之内一样好（落后 {amount}，± {error}）：{move}</translation>
    </message>
    <message>
        <source>Suggested: {move} (expected {amount})</source>
        <translation>建议：{move}（期望 {amount}）</translation>
    </message>
    <message>
        <source>{amount} better than the next best: {move}</source>
        <translation>比次优着法（{move}）多 {amount}</translation>
    </message>
    <message>
        <source>Moves of this hand</source>
        <translation>本局出牌记录</translation>
    </message>
    <message>
        <source>Hand {n}</source>
        <translation>第 {n} 局</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>本局结束</translation>
    </message>
    <message>
        <source>To play</source>
        <translation>轮到</translation>
    </message>
    <message>
        <source>Bankrolls:</source>
        <translation>筹码：</translation>
    </message>
    <message>
        <source>Back to your {game} hand in progress (hand {n})</source>
        <translation>回到进行中的{game}（第 {n} 局）</translation>
    </message>
    <message>
        <source>Back to your {game} table (hand {n} is over)</source>
        <translation>回到{game}牌桌（第 {n} 局已结束）</translation>
    </message>
    <message>
        <source>Hand in progress</source>
        <translation>牌局进行中</translation>
    </message>
    <message>
        <source>Your {game} hand is not finished. Leave it and start a new game of {new}? The unfinished hand is not recorded.</source>
        <translation>你的{game}这一局还没打完。要离开它并开始新的{new}吗？未打完的这一局不会记入牌谱。</translation>
    </message>
    <message>
        <source>No hands yet</source>
        <translation>还没有打过</translation>
    </message>
    <message>
        <source>hand 1</source>
        <translation>第 1 局</translation>
    </message>
    <message>
        <source>; dashed lines: a new session</source>
        <translation>；虚线：新的一场</translation>
    </message>
    <message>
        <source>won</source>
        <translation>赢</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>和</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>输</translation>
    </message>
    <message numerus="yes">
        <source>hands 1 to %n</source>
        <translation>
            <numerusform>第 1 至 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>The review could not be saved: {error}</source>
        <translation>复盘无法保存：{error}</translation>
    </message>
    <message>
        <source>no answer within {seconds:g} s</source>
        <translation>{seconds:g} 秒内没有应答</translation>
    </message>
    <message>
        <source>The settings file could not be read: every setting is back to its default. The old file was kept as {aside}.</source>
        <translation>设置文件无法读取：所有设置都已恢复为默认值。原文件已另存为 {aside}。</translation>
    </message>
    <message>
        <source>Part of the settings file could not be read. {kept} settings that could be read were kept; the others are back to their defaults. The old file was kept as {aside}.</source>
        <translation>设置文件有一部分无法读取。能读取的 {kept} 项设置已保留，其余恢复为默认值。原文件已另存为 {aside}。</translation>
    </message>
    <message>
        <source>The setting {key} had a value this version cannot use ({value}): its default is used.</source>
        <translation>设置 {key} 的值（{value}）本版本无法使用，已改用默认值。</translation>
    </message>
    <message>
        <source>The statistics file was damaged: it was moved to {name} and new statistics were started.</source>
        <translation>统计文件已损坏：已移到 {name}，并开始新的统计。</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: its file is damaged. It was moved to {name}.</source>
        <translation>无法继续存档的牌局：存档文件已损坏，已移到 {name}。</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: its file is damaged and could not be moved aside.</source>
        <translation>无法继续存档的牌局：存档文件已损坏，也无法移到一旁。</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message>
        <source>No hand has been finished at this table yet.</source>
        <translation>这张桌上还没有打完的一局。</translation>
    </message>
    <message>
        <source>The last hand&apos;s review is still being worked out.</source>
        <translation>上一局的复盘还在计算中。</translation>
    </message>
    <message>
        <source>The last hand could not be reviewed: {why}</source>
        <translation>上一局无法复盘：{why}</translation>
    </message>
    <message>
        <source>the row&apos;s winner gets them instead of the row&apos;s one unit</source>
        <translation>赢这一道的一方得到这些分数，代替这一道的 1 分</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first}或{second}</translation>
    </message>
    <message>
        <source>the row&apos;s winner gets them on top of what the rows pay</source>
        <translation>赢这一道的一方在各道的赔付之外另得这些分数</translation>
    </message>
    <message>
        <source>paid whether the row wins or loses</source>
        <translation>不论这一道输赢都计</translation>
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
        <translation>奖励表</translation>
    </message>
    <message>
        <source>Units a strong hand earns in its row, by the table New Game chooses:</source>
        <translation>强牌在所在的道得到的分数，按“新游戏”选择的奖励表：</translation>
    </message>
    <message>
        <source>Row and hand</source>
        <translation>道与牌型</translation>
    </message>
    <message>
        <source>{table}: {how}.</source>
        <translation>{table}：{how}。</translation>
    </message>
    <message>
        <source>six pairs and an odd card (four of a kind counts as two pairs)</source>
        <translation>六对加一张单牌（铁支算两对）</translation>
    </message>
    <message>
        <source>the rows can be set as three straights</source>
        <translation>三道都能配成顺子</translation>
    </message>
    <message>
        <source>the rows can be set as three flushes</source>
        <translation>三道都能配成同花</translation>
    </message>
    <message>
        <source>one card of every rank, 2 to ace</source>
        <translation>从 2 到 A 每个点数各一张</translation>
    </message>
    <message>
        <source>all thirteen cards red, or all black</source>
        <translation>13 张牌全红或全黑</translation>
    </message>
    <message>
        <source>twelve cards of one colour and one of the other</source>
        <translation>12 张同色、1 张异色</translation>
    </message>
    <message>
        <source>no card above 9 (or 10, as New Game sets)</source>
        <translation>没有大于 9 的牌（或按“新游戏”的设定到 10）</translation>
    </message>
    <message>
        <source>every card from 2 to 8</source>
        <translation>每张牌都在 2 到 8 之间</translation>
    </message>
    <message>
        <source>every card from 8 to ace</source>
        <translation>每张牌都在 8 到 A 之间</translation>
    </message>
    <message>
        <source>three fours of a kind among the thirteen cards</source>
        <translation>十三张牌中有三副铁支</translation>
    </message>
    <message>
        <source>the rows can be set as three straight flushes</source>
        <translation>三道都能配成同花顺</translation>
    </message>
    <message>
        <source>twelve of the thirteen cards are jacks, queens or kings</source>
        <translation>13 张牌中有 12 张是 J、Q、K</translation>
    </message>
    <message>
        <source>the hand further down the table wins its full value; two of one kind are compared card by card</source>
        <translation>表中位置靠下的牌型赢得它的全部分数；同一种牌型逐张比较</translation>
    </message>
    <message>
        <source>{option} {values}, as New Game sets.</source>
        <translation>{option}{values}，按“新游戏”的设定。</translation>
    </message>
    <message>
        <source>the higher value receives the difference</source>
        <translation>分数高的一方得到两者之差</translation>
    </message>
    <message>
        <source>equal values push; otherwise the higher wins its full value</source>
        <translation>分数相同则不输不赢；否则分数高的一方赢得全部分数</translation>
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
        <translation>报出的特殊牌型从每一手普通牌赢得的分数（– 表示该方案没有此牌型）：</translation>
    </message>
    <message>
        <source>When two special hands meet:</source>
        <translation>两家都报特殊牌型时：</translation>
    </message>
</context>
</TS>
