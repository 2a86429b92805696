<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AuctionCharts</name>
    <message>
        <source>sold to %1 for %2</source>
        <translation>以 %2 卖给 %1</translation>
    </message>
    <message>
        <source>unsold</source>
        <translation>流拍</translation>
    </message>
</context>
<context>
    <name>HumanView</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>第 %1 轮，共 %2 轮。</translation>
    </message>
    <message>
        <source>Last round: %1.</source>
        <translation>上一轮：%1。</translation>
    </message>
    <message>
        <source>Make your choice below.</source>
        <translation>请在下方做出选择。</translation>
    </message>
    <message>
        <source>Round %1 of %2. Everyone picks a number from %3 to %4; whoever is closest to %5 × the average wins the round.</source>
        <translation>第 %1 轮，共 %2 轮。每人从 %3 到 %4 中选一个数；最接近平均数的 %5 倍者赢得本轮。</translation>
    </message>
    <message>
        <source>Last round the average was %1 and the target %2.</source>
        <translation>上一轮的平均数是 %1，目标是 %2。</translation>
    </message>
    <message>
        <source>You chose %1 and won %2.</source>
        <translation>你选了 %1，赢得 %2。</translation>
    </message>
    <message>
        <source>You chose %1 and won nothing (%2).</source>
        <translation>你选了 %1，没有赢得收益（%2）。</translation>
    </message>
    <message>
        <source>You did not answer last round.</source>
        <translation>你上一轮没有作答。</translation>
    </message>
    <message>
        <source>Your total so far: %1.</source>
        <translation>你目前的总收益：%1。</translation>
    </message>
    <message>
        <source>Pick your number.</source>
        <translation>请选择你的数字。</translation>
    </message>
    <message>
        <source>Your number</source>
        <translation>你的数字</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>从 %1 到 %2 的整数</translation>
    </message>
    <message>
        <source>any number from %1 to %2</source>
        <translation>从 %1 到 %2 的任意数</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均数</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Winning numbers</source>
        <translation>获胜数字</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>获胜者</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
</context>
<context>
    <name>RunModel</name>
    <message>
        <source>a person</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>○ idle</source>
        <translation>○ 空闲</translation>
    </message>
    <message>
        <source>… thinking</source>
        <translation>… 思考中</translation>
    </message>
    <message>
        <source>✓ answered</source>
        <translation>✓ 已作答</translation>
    </message>
    <message>
        <source>↻ retrying (%1)</source>
        <translation>↻ 重试中（%1）</translation>
    </message>
    <message>
        <source>⚠ fell back</source>
        <translation>⚠ 已用备选</translation>
    </message>
    <message>
        <source>» your turn</source>
        <translation>» 轮到你了</translation>
    </message>
    <message>
        <source>■ stopped</source>
        <translation>■ 已停止</translation>
    </message>
    <message>
        <source>✓ finished</source>
        <translation>✓ 已完成</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <source>✗ failed</source>
        <translation>✗ 失败</translation>
    </message>
</context>
<context>
    <name>ScoreBars</name>
    <message>
        <source>γ-Bench (code)</source>
        <translation>γ-Bench（代码）</translation>
    </message>
    <message>
        <source>γ-Bench (paper)</source>
        <translation>γ-Bench（论文）</translation>
    </message>
    <message>
        <source>γ-Bench score (0–100)</source>
        <translation>γ-Bench 得分（0–100）</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaBoard</name>
    <message>
        <source>Your move, %1 (%2): click a column that is not full</source>
        <translation>轮到你了，%1（%2）：点击一个未满的列</translation>
    </message>
    <message>
        <source>Your move, %1 (%2): click a free cell</source>
        <translation>轮到你了，%1（%2）：点击一个空格</translation>
    </message>
    <message>
        <source>Not accepted: %1</source>
        <translation>未被接受：%1</translation>
    </message>
    <message>
        <source>X: %1 · O: %2</source>
        <translation>X：%1 · O：%2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>第 %1 步</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaController</name>
    <message>
        <source>A run is in progress: stop it first.</source>
        <translation>正在运行：请先停止当前运行。</translation>
    </message>
    <message>
        <source>Unknown game '%1'.</source>
        <translation>未知游戏“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) finished</source>
        <translation>
            <numerusform>%n 场会话已完成</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n stopped</source>
        <translation>
            <numerusform>，%n 场已停止</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n aborted</source>
        <translation>
            <numerusform>，%n 场已中止</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaView</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Start or continue the run (Space)</source>
        <translation>开始或继续运行（空格键）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Pause after the round in flight (Space)</source>
        <translation>当前回合结束后暂停（空格键）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Play one round, then pause (N)</source>
        <translation>进行一回合后暂停（N）</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the run; its folder can be resumed with nashlab-cli (Esc)</source>
        <translation>停止运行；可用 nashlab-cli 从其文件夹继续（Esc）</translation>
    </message>
    <message>
        <source>Pacing</source>
        <translation>节奏</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>尽可能快</translation>
    </message>
    <message>
        <source>4 rounds a second</source>
        <translation>每秒 4 回合</translation>
    </message>
    <message>
        <source>1 round a second</source>
        <translation>每秒 1 回合</translation>
    </message>
    <message>
        <source>1 round every 3 s</source>
        <translation>每 3 秒 1 回合</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>演示模式</translation>
    </message>
    <message>
        <source>Run folder: %1 — %2</source>
        <translation>运行文件夹：%1 — %2</translation>
    </message>
    <message>
        <source>round %1 / %2 · session %3 / %4</source>
        <translation>回合 %1 / %2 · 会话 %3 / %4</translation>
    </message>
    <message>
        <source>Writing to %1</source>
        <translation>正在写入 %1</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>after round %1</source>
        <translation>第 %1 回合之后</translation>
    </message>
    <message>
        <source>Reveal next round</source>
        <translation>揭晓下一轮</translation>
    </message>
    <message>
        <source>Play the next round and show its outcome (N)</source>
        <translation>进行下一轮并显示结果（N）</translation>
    </message>
    <message>
        <source>reveal on click</source>
        <translation>点击揭晓</translation>
    </message>
    <message>
        <source>Anonymise seats</source>
        <translation>匿名显示座位</translation>
    </message>
    <message>
        <source>Show Seat A, Seat B, … instead of names, models and strategies</source>
        <translation>显示“座位 A、座位 B…”而非名称、模型和策略</translation>
    </message>
    <message>
        <source>Human time limit</source>
        <translation>人类玩家时限</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Seconds a human seat has to answer (unless its spec sets timeout_s); then the invalid-answer policy's fallback answers for it. Applies from the next question.</source>
        <translation>人类座位作答的秒数（除非其配置设置了 timeout_s）；超时后由无效回答策略的后备动作代答。从下一个问题起生效。</translation>
    </message>
    <message>
        <source>Scores appear when the run ends</source>
        <translation>运行结束后显示得分</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>The next round is ready: click Reveal next round or press N.</source>
        <translation>下一轮已就绪：点击“揭晓下一轮”或按 N。</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::AuctionTabs</name>
    <message>
        <source>Priorities</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>Profit path</source>
        <translation>利润路径</translation>
    </message>
    <message>
        <source>Bid ladder</source>
        <translation>出价阶梯</translation>
    </message>
    <message>
        <source>Profit after each item</source>
        <translation>每件拍品后的利润</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>拍品</translation>
    </message>
    <message>
        <source>Profit ($)</source>
        <translation>利润（$）</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::BidLadderView</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No bids yet</source>
        <translation>尚无出价</translation>
    </message>
    <message>
        <source>Bids on %1 by bidding round</source>
        <translation>%1 各竞价轮的出价</translation>
    </message>
    <message>
        <source>Starting price</source>
        <translation>起拍价</translation>
    </message>
    <message>
        <source>True value</source>
        <translation>真实价值</translation>
    </message>
    <message>
        <source>Bidding round</source>
        <translation>竞价轮</translation>
    </message>
    <message>
        <source>Bid ($)</source>
        <translation>出价（$）</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ChartsPanel</name>
    <message>
        <source>Payoff paths</source>
        <translation>收益路径</translation>
    </message>
    <message>
        <source>Action paths</source>
        <translation>行动路径</translation>
    </message>
    <message>
        <source>NE deviation</source>
        <translation>偏离纳什均衡</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>Action by seat and round</source>
        <translation>各席位各回合的行动</translation>
    </message>
    <message>
        <source>Cumulative payoff by round</source>
        <translation>各回合累计收益</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Cumulative payoff</source>
        <translation>累计收益</translation>
    </message>
    <message>
        <source>Actions by round</source>
        <translation>各回合行动</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>NE = %1</source>
        <translation>纳什均衡 = %1</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>|action − NE| over rounds and repetitions</source>
        <translation>各回合与各次重复的 |行动 − 纳什均衡|</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席位</translation>
    </message>
    <message>
        <source>|action − NE|</source>
        <translation>|行动 − 纳什均衡|</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>纳什均衡</translation>
    </message>
    <message>
        <source>Unknown file type '%1': use .png, .svg or .csv</source>
        <translation>未知文件类型“%1”：请使用 .png、.svg 或 .csv</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;CSV data (*.csv)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;CSV 数据 (*.csv)</translation>
    </message>
    <message>
        <source>%1 — round %2: %3</source>
        <translation>%1 — 第 %2 回合：%3</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ComposeView</name>
    <message>
        <source>Game parameters</source>
        <translation>游戏参数</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席位</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>all rounds</source>
        <translation>全部回合</translation>
    </message>
    <message>
        <source>tell the seat why an answer was rejected</source>
        <translation>告知该席位答案被拒绝的原因</translation>
    </message>
    <message>
        <source>a random legal action</source>
        <translation>随机合法行动</translation>
    </message>
    <message>
        <source>the game's default action</source>
        <translation>游戏的默认行动</translation>
    </message>
    <message>
        <source>forfeit the round</source>
        <translation>放弃本回合</translation>
    </message>
    <message>
        <source>abort the session</source>
        <translation>中止会话</translation>
    </message>
    <message>
        <source>ask for reasoning before the answer</source>
        <translation>要求先推理再作答</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>回合数</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>History shown</source>
        <translation>显示的历史</translation>
    </message>
    <message>
        <source>Attempts per decision</source>
        <translation>每次决策的尝试次数</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>反馈</translation>
    </message>
    <message>
        <source>After the last attempt</source>
        <translation>最后一次尝试之后</translation>
    </message>
    <message>
        <source>Chain of thought</source>
        <translation>思维链</translation>
    </message>
    <message>
        <source>Preview the messages of seat</source>
        <translation>预览以下席位收到的消息：</translation>
    </message>
    <message>
        <source>in round 1</source>
        <translation>第 1 回合</translation>
    </message>
    <message>
        <source>in round 3 (after two sample rounds)</source>
        <translation>第 3 回合（两个示例回合之后）</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Fix the problem on the left to see the preview.</source>
        <translation>请先修正左侧的问题以查看预览。</translation>
    </message>
    <message>
        <source>✓ Ready: %1 seats, %2 rounds × %3 repetitions.</source>
        <translation>✓ 就绪：%1 个席位，%2 回合 × %3 次重复。</translation>
    </message>
    <message>
        <source>No model seats: costs nothing.</source>
        <translation>没有模型席位：不产生费用。</translation>
    </message>
    <message>
        <source>At least %1 model requests (more with retries).</source>
        <translation>至少 %1 次模型请求（重试会更多）。</translation>
    </message>
    <message numerus="yes">
        <source>You answer for %n seat(s) in the Arena.</source>
        <translation>
            <numerusform>你将在竞技场中为 %n 个席位作答。</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1 is a bot (%2): bots read the observation, not messages. This is what a model or a person in this seat would receive:

</source>
        <translation>席位 %1 是机器人（%2）：机器人读取观察数据而非消息。若由模型或真人占据此席位，将收到以下内容：

</translation>
    </message>
    <message>
        <source>Estimated cost about %1 %2 (%3 prompt and %4 answer tokens, from the round-1 prompt; longer histories in later rounds cost more).</source>
        <translation>预计费用约 %1 %2（%3 个提示词元和 %4 个回答词元，按第 1 轮提示估算；后续轮次历史更长，费用更高）。</translation>
    </message>
    <message>
        <source>Unknown price for %1 (not counted; add it in Settings → Prices).</source>
        <translation>%1 的价格未知（未计入；请在 设置 → 价格 中添加）。</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::GameStrip</name>
    <message>
        <source>Game %1: click to open it</source>
        <translation>对局 %1：点击打开</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>对局 %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HeatmapView</name>
    <message>
        <source>No rounds yet</source>
        <translation>尚无回合</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HumanInput</name>
    <message>
        <source>Send answer</source>
        <translation>提交答案</translation>
    </message>
    <message>
        <source>No question for you right now.</source>
        <translation>目前没有需要你回答的问题。</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>轮到你了，%1</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>合计</translation>
    </message>
    <message numerus="yes">
        <source>Time left: %n second(s)</source>
        <translation>
            <numerusform>剩余 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last answer was not accepted: %1</source>
        <translation>你上一次的回答未被接受：%1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LeaderboardTable</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation>参赛者</translation>
    </message>
    <message>
        <source>μ − 3σ</source>
        <translation>μ − 3σ</translation>
    </message>
    <message>
        <source>μ</source>
        <translation>μ</translation>
    </message>
    <message>
        <source>σ</source>
        <translation>σ</translation>
    </message>
    <message>
        <source>W</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>D</source>
        <translation>平</translation>
    </message>
    <message>
        <source>L</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>TrueSkill conservative rating: the sort order</source>
        <translation>TrueSkill 保守评分：排序依据</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LibraryPanel</name>
    <message>
        <source>Games</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>最近的运行</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::MainWindow</name>
    <message>
        <source>NashLab</source>
        <translation>NashLab</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>资料库</translation>
    </message>
    <message>
        <source>Compose</source>
        <translation>设计</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>竞技场</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) available. Pick a game or a preset on the left.</source>
        <translation>
            <numerusform>共有 %n 个游戏。请在左侧选择游戏或预设。</numerusform>
        </translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Open spec…</source>
        <translation>打开配置…</translation>
    </message>
    <message>
        <source>Save spec…</source>
        <translation>保存配置…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run or pause (Space)</source>
        <translation>运行或暂停（空格键）</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>Take seat 1 myself</source>
        <translation>我来坐 1 号席位</translation>
    </message>
    <message>
        <source>Run the demo</source>
        <translation>运行演示</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>Running; the run folder is %1</source>
        <translation>运行中；运行文件夹为 %1</translation>
    </message>
    <message>
        <source>Looking up the API keys…</source>
        <translation>正在查找 API 密钥…</translation>
    </message>
    <message>
        <source>Run ended: %1. Open it in Results from Recent runs.</source>
        <translation>运行结束：%1。可在“最近的运行”中打开并查看结果。</translation>
    </message>
    <message>
        <source>Open spec</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <source>Spec files (*.json)</source>
        <translation>配置文件 (*.json)</translation>
    </message>
    <message>
        <source>Save spec</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <source>Saved %1; run it with: nashlab-cli run %1</source>
        <translation>已保存 %1；运行命令：nashlab-cli run %1</translation>
    </message>
    <message>
        <source>The new language applies when this run ends.</source>
        <translation>新语言将在本次运行结束后生效。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat's kind to LLM in the seat table; set up servers and API keys in Settings → Providers (keys go to the system keychain).</source>
        <translation>&lt;b&gt;欢迎使用 NashLab。&lt;/b&gt;演示已就绪：十个策略机器人猜平均数的 2/3（γ-Bench）。按&lt;b&gt;运行&lt;/b&gt;（空格）观看，或占一个座位与它们对局。若要让语言模型参与，请在座位表中把座位类型设为 LLM；在 设置 → 服务商 中配置服务器和 API 密钥（密钥保存在系统钥匙串中）。</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>锦标赛</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ModelCatalog</name>
    <message numerus="yes">
        <source>%1: %n model(s) available.</source>
        <translation>
            <numerusform>%1：有 %n 个模型可用。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no API key. Set one in Settings → Providers (or in the environment).</source>
        <translation>%1：没有 API 密钥。请在 设置 → 服务商 中设置（或在环境变量中）。</translation>
    </message>
    <message>
        <source>%1: the key was rejected (HTTP %2). Check or replace the key in Settings → Providers.</source>
        <translation>%1：密钥被拒绝（HTTP %2）。请在 设置 → 服务商 中检查或更换密钥。</translation>
    </message>
    <message>
        <source>%1: no model list at this address (HTTP 404). Check the base URL (it usually ends in /v1).</source>
        <translation>%1：该地址没有模型列表（HTTP 404）。请检查基础 URL（通常以 /v1 结尾）。</translation>
    </message>
    <message>
        <source>%1: rate limited (HTTP 429). Wait a minute, or lower the requests per minute in Settings.</source>
        <translation>%1：触发速率限制（HTTP 429）。请稍等一分钟，或在设置中降低每分钟请求数。</translation>
    </message>
    <message>
        <source>%1: no answer in time. Is the server running and not overloaded?</source>
        <translation>%1：未及时响应。服务器是否在运行且未过载？</translation>
    </message>
    <message>
        <source>%1: cannot be reached (%2). Check the address and that the server is running.</source>
        <translation>%1：无法连接（%2）。请检查地址以及服务器是否在运行。</translation>
    </message>
    <message>
        <source>%1: the server failed (HTTP %2). Try again later.</source>
        <translation>%1：服务器出错（HTTP %2）。请稍后再试。</translation>
    </message>
    <message>
        <source>%1: the answer is not a model list (%2). Is this the right provider type?</source>
        <translation>%1：返回的不是模型列表（%2）。服务商类型是否正确？</translation>
    </message>
    <message>
        <source>%1: unknown provider.</source>
        <translation>%1：未知的服务商。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ParamForm</name>
    <message>
        <source>Reset to defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>Range: %1 to %2</source>
        <translation>范围：%1 至 %2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::PricesPage</name>
    <message>
        <source>Prices per million tokens (input = prompt, output = answer), by "provider/model" or just "model". Your copy is saved to %1 and overrides the built-in table; entries you delete fall back to the built-in price. Check your provider's page: prices change.</source>
        <translation>每百万词元的价格（input = 提示，output = 回答），按“服务商/模型”或仅“模型”。您的副本保存在 %1，并覆盖内置价格表；删除的条目将恢复为内置价格。请查看服务商页面：价格会变动。</translation>
    </message>
    <message>
        <source>Start again from the built-in table</source>
        <translation>从内置价格表重新开始</translation>
    </message>
    <message numerus="yes">
        <source>✓ %n price(s).</source>
        <translation>
            <numerusform>✓ %n 个价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::PriorityHeatmap</name>
    <message>
        <source>No auction yet</source>
        <translation>尚无拍卖</translation>
    </message>
    <message>
        <source>No bidder plans in this session (planning is off)</source>
        <translation>本场没有竞拍者计划（规划已关闭）</translation>
    </message>
    <message>
        <source>Priority per item at each planning step (row 0 = the plan before the auction)</source>
        <translation>每个规划步骤中各拍品的优先级（第 0 行 = 拍卖前的计划）</translation>
    </message>
    <message>
        <source>1 low</source>
        <translation>1 低</translation>
    </message>
    <message>
        <source>2 medium</source>
        <translation>2 中</translation>
    </message>
    <message>
        <source>3 top</source>
        <translation>3 最高</translation>
    </message>
    <message>
        <source>won</source>
        <translation>已赢得</translation>
    </message>
    <message>
        <source>%1 — step %2, %3: %4%5</source>
        <translation>%1 — 第 %2 步，%3：%4%5</translation>
    </message>
    <message>
        <source>no priority</source>
        <translation>无优先级</translation>
    </message>
    <message>
        <source> (won)</source>
        <translation>（已赢得）</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ProvidersPage</name>
    <message>
        <source>The servers LLM seats can use. Pick one per seat in Compose. Any OpenAI-compatible server (vLLM, llama.cpp, LM Studio, OpenRouter, DeepSeek) works with the provider openai and its base URL. Limits: requests in flight, requests and tokens per minute (— = the default: 16 in flight, no rate limit).</source>
        <translation>LLM 座位可使用的服务器。在“编排”中为每个座位选择一个。任何兼容 OpenAI 的服务器（vLLM、llama.cpp、LM Studio、OpenRouter、DeepSeek）都可用服务商 openai 加其基础 URL。限制：并发请求数、每分钟请求数和词元数（— = 默认：并发 16，无速率限制）。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>基础 URL</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>并发</translation>
    </message>
    <message>
        <source>Requests/min</source>
        <translation>请求/分钟</translation>
    </message>
    <message>
        <source>Tokens/min</source>
        <translation>词元/分钟</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <source>Add endpoint</source>
        <translation>添加端点</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>API key of the selected endpoint</source>
        <translation>所选端点的 API 密钥</translation>
    </message>
    <message>
        <source>paste a key to store it in the system keychain</source>
        <translation>粘贴密钥以保存到系统钥匙串</translation>
    </message>
    <message>
        <source>Store key</source>
        <translation>保存密钥</translation>
    </message>
    <message>
        <source>Clear key</source>
        <translation>清除密钥</translation>
    </message>
    <message>
        <source>Keys go to the system keychain only (service NashLab), never to settings.ini, a spec or a run folder. A key in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY) is used for the provider's public endpoint when none is stored.</source>
        <translation>密钥只保存在系统钥匙串中（服务名 NashLab），绝不写入 settings.ini、配置文件或运行文件夹。若未保存密钥，则服务商的公共端点使用环境变量中的密钥（OPENAI_API_KEY、ANTHROPIC_API_KEY、GEMINI_API_KEY）。</translation>
    </message>
    <message>
        <source>My server</source>
        <translation>我的服务器</translation>
    </message>
    <message>
        <source>Empty: the provider's public endpoint. For another server, e.g. http://127.0.0.1:8000/v1</source>
        <translation>留空：服务商的公共端点。其他服务器例如 http://127.0.0.1:8000/v1</translation>
    </message>
    <message>
        <source>Endpoint: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>端点：&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Key: not stored.</source>
        <translation>密钥：未保存。</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>正在将密钥存入系统钥匙串…</translation>
    </message>
    <message>
        <source>Key: looking in the system keychain…</source>
        <translation>密钥：正在系统钥匙串中查找…</translation>
    </message>
    <message>
        <source>Local servers often need none.</source>
        <translation>本地服务器通常不需要。</translation>
    </message>
    <message>
        <source>Key: stored in the system keychain.</source>
        <translation>密钥：已保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>Key: from the environment (%1).</source>
        <translation>密钥：来自环境变量（%1）。</translation>
    </message>
    <message>
        <source>Key: from the keychain entry %1.</source>
        <translation>密钥：来自钥匙串条目 %1。</translation>
    </message>
    <message>
        <source>The key was not stored: %1</source>
        <translation>密钥未保存：%1</translation>
    </message>
    <message>
        <source>The key was not removed: %1</source>
        <translation>密钥未删除：%1</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>正在测试 %1…</translation>
    </message>
    <message numerus="yes">
        <source>✓ %1 answers: %n model(s): %2</source>
        <translation>
            <numerusform>✓ %1 已响应：%n 个模型：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ResultsView</name>
    <message>
        <source>Open run folder…</source>
        <translation>打开运行文件夹…</translation>
    </message>
    <message>
        <source>Export rounds as CSV…</source>
        <translation>将回合导出为 CSV…</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>导出图表…</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Open a run folder, or pick a recent run on the left.</source>
        <translation>请打开一个运行文件夹，或在左侧选择最近的运行。</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>回放</translation>
    </message>
    <message>
        <source>Open run folder</source>
        <translation>打开运行文件夹</translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation>导出回合</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — game &lt;code&gt;%2&lt;/code&gt;, %3 rounds × %4 repetitions, seed %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 游戏 &lt;code&gt;%2&lt;/code&gt;，%3 回合 × %4 次重复，随机种子 %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>%1 of %2 sessions finished.</source>
        <translation>%2 场会话中已完成 %1 场。</translation>
    </message>
    <message>
        <source>The last line was cut off (the run was interrupted).</source>
        <translation>最后一行不完整（运行曾被中断）。</translation>
    </message>
    <message>
        <source>Score %1: %2 ± %3 (n = %4)</source>
        <translation>得分 %1：%2 ± %3（n = %4）</translation>
    </message>
    <message>
        <source>after round %1 of %2</source>
        <translation>第 %1 / %2 回合之后</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Import γ-Bench result…</source>
        <translation>导入 γ-Bench 结果…</translation>
    </message>
    <message>
        <source>Turn γ-Bench result files (JSON) into run folders and open them, as nashlab-cli import gamabench does</source>
        <translation>将 γ-Bench 结果文件（JSON）转换为运行文件夹并打开，与 nashlab-cli import gamabench 相同</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>If the run is still being written, new rounds appear here as they come.</source>
        <translation>如果运行仍在写入，新的轮次会随时显示在这里。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Pick result files saved by γ-Bench (JSON with "meta", "round_records" and "player_data") of a game NashLab knows; see docs/gamabench-import.md.</source>
        <translation>请选择 γ-Bench 保存的结果文件（包含 "meta"、"round_records" 和 "player_data" 的 JSON），且其游戏为 NashLab 所支持；见 docs/gamabench-import.md。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s); some files failed:</source>
        <translation>
            <numerusform>已导入 %n 个运行；部分文件失败：</numerusform>
        </translation>
    </message>
    <message>
        <source>Import γ-Bench results</source>
        <translation>导入 γ-Bench 结果</translation>
    </message>
    <message>
        <source>γ-Bench result files (*.json);;All files (*)</source>
        <translation>γ-Bench 结果文件 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ScoreBarsView</name>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>per seat</source>
        <translation>按座位</translation>
    </message>
    <message>
        <source>per model</source>
        <translation>按模型</translation>
    </message>
    <message>
        <source>Error bars</source>
        <translation>误差线</translation>
    </message>
    <message>
        <source>mean ± 1 sd</source>
        <translation>均值 ± 1 标准差</translation>
    </message>
    <message>
        <source>95% CI of the mean</source>
        <translation>均值的 95% 置信区间</translation>
    </message>
    <message>
        <source>± 1 sd</source>
        <translation>± 1 标准差</translation>
    </message>
    <message>
        <source>Open a run to see its scores</source>
        <translation>打开一个运行以查看其得分</translation>
    </message>
    <message>
        <source>%1 — mean over repetitions, error bars %2</source>
        <translation>%1 — 各次重复的均值，误差线 %2</translation>
    </message>
    <message>
        <source>%1: %2, %3 [%4, %5], n = %6</source>
        <translation>%1：%2，%3 [%4, %5]，n = %6</translation>
    </message>
    <message>
        <source>The game's own score of each session (γ-Bench's formulas), over the run's sessions.</source>
        <translation>每场对局的游戏自身得分（γ-Bench 公式），按运行中的所有对局统计。</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) did not finish and are included as far as they got.</source>
        <translation>
            <numerusform>%n 场对局未完成，按已进行的部分计入。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatBoard</name>
    <message>
        <source>NE &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>纳什均衡 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>尚无运行</translation>
    </message>
    <message>
        <source>Compose a session and press Run, or open a run folder in Results.</source>
        <translation>请设计一场会话并按“运行”，或在“结果”中打开运行文件夹。</translation>
    </message>
    <message>
        <source>%1 · round %2 / %3</source>
        <translation>%1 · 回合 %2 / %3</translation>
    </message>
    <message>
        <source>Waiting for the first round.</source>
        <translation>等待第一回合。</translation>
    </message>
    <message>
        <source>Latest decision: round %1</source>
        <translation>最近的决策：第 %1 轮</translation>
    </message>
    <message>
        <source>The prompt is hidden in presentation mode.</source>
        <translation>演示模式下隐藏提示。</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>回复</translation>
    </message>
    <message>
        <source>Reply (arriving)</source>
        <translation>回复（接收中）</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Rejected or replaced because</source>
        <translation>被拒绝或替换的原因</translation>
    </message>
    <message>
        <source>No prompt or reply to show: bots read no prompt and answer without text.</source>
        <translation>没有可显示的提示或回复：机器人不读提示，也不以文字作答。</translation>
    </message>
    <message>
        <source>Nothing to show yet: this seat has not answered in this session.</source>
        <translation>暂无内容：该座位在本场对局中尚未作答。</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatPanel</name>
    <message>
        <source>Round payoff</source>
        <translation>本回合收益</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Invalid answers</source>
        <translation>无效回答</translation>
    </message>
    <message>
        <source>Click to enlarge (prompt, full reply, reasoning); click again or Esc to return</source>
        <translation>点击放大（提示、完整回复、推理）；再次点击或按 Esc 返回</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatTable</name>
    <message>
        <source>Colour</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>人设</translation>
    </message>
    <message>
        <source>Add seat</source>
        <translation>添加席位</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Fill all like this seat</source>
        <translation>全部按此席位填充</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation>大模型</translation>
    </message>
    <message>
        <source>human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>The temperature must be a number from 0 to 2.</source>
        <translation>温度必须是 0 到 2 之间的数。</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>刷新模型</translation>
    </message>
    <message>
        <source>model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <source>none, a preset, or your own text</source>
        <translation>无、预设或自定义文本</translation>
    </message>
    <message>
        <source>0 = always the most likely answer, up to 2 = very varied; empty: 1</source>
        <translation>0 = 总是最可能的回答，最高 2 = 非常多样；留空：1</translation>
    </message>
    <message>
        <source>Pick a discovered model or type its name</source>
        <translation>选择已发现的模型或输入其名称</translation>
    </message>
    <message>
        <source>Looking up the models of %1…</source>
        <translation>正在查询 %1 的模型…</translation>
    </message>
    <message>
        <source>⚠ %1 (You can still type a model name.)</source>
        <translation>⚠ %1（仍可手动输入模型名称。）</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Runs folder</source>
        <translation>运行文件夹</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>服务商</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>A new language applies as soon as you press OK (after the run in progress, if one is).</source>
        <translation>按“确定”后新语言立即生效（若有运行正在进行，则在其结束后生效）。</translation>
    </message>
    <message>
        <source>none: the built-in prompts</source>
        <translation>无：使用内置提示</translation>
    </message>
    <message>
        <source>Prompt templates</source>
        <translation>提示模板</translation>
    </message>
    <message>
        <source>Templates are files &lt;i&gt;&amp;lt;folder&amp;gt;/&amp;lt;game id&amp;gt;/&amp;lt;template&amp;gt;.mustache&lt;/i&gt;; each replaces the built-in template of that name (see engine/games/*/prompts).</source>
        <translation>模板是文件 &lt;i&gt;&amp;lt;文件夹&amp;gt;/&amp;lt;游戏 id&amp;gt;/&amp;lt;模板&amp;gt;.mustache&lt;/i&gt;；每个文件替换同名的内置模板（见 engine/games/*/prompts）。</translation>
    </message>
    <message>
        <source>⚠ %1 is not a folder.</source>
        <translation>⚠ %1 不是文件夹。</translation>
    </message>
    <message>
        <source>This folder overrides no built-in template.</source>
        <translation>此文件夹未覆盖任何内置模板。</translation>
    </message>
    <message>
        <source>Overrides: %1</source>
        <translation>覆盖：%1</translation>
    </message>
    <message>
        <source>Not used (no built-in template of that name): %1</source>
        <translation>未使用（没有同名的内置模板）：%1</translation>
    </message>
    <message>
        <source>The price table is not saved: %1</source>
        <translation>价格表未保存：%1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::StrengthChart</name>
    <message>
        <source>Bradley–Terry strength (log-odds) with 95 % bootstrap intervals</source>
        <translation>Bradley–Terry 强度（对数几率）及 95% 自助法区间</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentForm</name>
    <message>
        <source>TicTacToe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>Connect Four</source>
        <translation>四子棋</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>配对</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <source>random pairs</source>
        <translation>随机配对</translation>
    </message>
    <message>
        <source>adaptive (close ratings)</source>
        <translation>自适应（评分相近）</translation>
    </message>
    <message>
        <source>Games per pair</source>
        <translation>每对对局数</translation>
    </message>
    <message>
        <source>Max games</source>
        <translation>最多对局数</translation>
    </message>
    <message>
        <source>one cycle</source>
        <translation>一轮循环</translation>
    </message>
    <message>
        <source>Total games; required for random and adaptive pairing</source>
        <translation>总对局数；随机和自适应配对时必填</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation>环境</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation>参赛者</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentView</name>
    <message>
        <source>Run tournament</source>
        <translation>开始锦标赛</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>No new game starts; the folder can be resumed with nashlab-cli tournament --resume</source>
        <translation>不再开始新对局；可用 nashlab-cli tournament --resume 继续该文件夹</translation>
    </message>
    <message>
        <source>Pick environments and at least two entrants, then Run.</source>
        <translation>请选择环境和至少两名参赛者，然后开始。</translation>
    </message>
    <message>
        <source>Leaderboard of</source>
        <translation>排行榜：</translation>
    </message>
    <message>
        <source>Bradley–Terry strengths appear when the tournament ends</source>
        <translation>锦标赛结束后显示 Bradley–Terry 强度</translation>
    </message>
    <message>
        <source>Latest games (click one to open it in the Arena)</source>
        <translation>最近的对局（点击在竞技场中打开）</translation>
    </message>
    <message>
        <source>X %1 · O %2</source>
        <translation>X %1 · O %2</translation>
    </message>
    <message>
        <source>%1 of %2 games played — %3</source>
        <translation>已进行 %1 / %2 局 — %3</translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation>无法开始：%1</translation>
    </message>
    <message>
        <source>Playing… — %1</source>
        <translation>进行中… — %1</translation>
    </message>
    <message>
        <source>The tournament's record could not be read: %1</source>
        <translation>无法读取锦标赛记录：%1</translation>
    </message>
    <message>
        <source>Finished: %1 games — %2</source>
        <translation>已结束：%1 局 — %2</translation>
    </message>
</context>
</TS>