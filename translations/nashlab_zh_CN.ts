<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <translation><numerusform>%n 场会话已完成</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>, %n stopped</source>
        <translation><numerusform>，%n 场已停止</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>, %n aborted</source>
        <translation><numerusform>，%n 场已中止</numerusform></translation>
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
        <source>Rules:</source>
        <translation>规则：</translation>
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
        <translation><numerusform>你将在竞技场中为 %n 个席位作答。</numerusform></translation>
    </message>
    <message>
        <source>Seat %1 is a bot (%2): bots read the observation, not messages. This is what a model or a person in this seat would receive:

</source>
        <translation>席位 %1 是机器人（%2）：机器人读取观察数据而非消息。若由模型或真人占据此席位，将收到以下内容：

</translation>
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
        <translation><numerusform>共有 %n 个游戏。请在左侧选择游戏或预设。</numerusform></translation>
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
        <source>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat's kind to LLM in the seat table; API keys go in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY), see Settings.</source>
        <translation>&lt;b&gt;欢迎使用 NashLab。&lt;/b&gt;演示已就绪：十个策略机器人在玩“猜平均数的 2/3”（γ-Bench）。按&lt;b&gt;运行&lt;/b&gt;（空格键）观看，或占据一个席位亲自参与。若要让语言模型参与，请在席位表中将席位类型设为 LLM；API 密钥通过环境变量设置（OPENAI_API_KEY、ANTHROPIC_API_KEY、GEMINI_API_KEY），详见“设置”。</translation>
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
</context>
<context>
    <name>nashlab::ui::SeatBoard</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
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
        <source>Provider</source>
        <translation>服务商</translation>
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
        <source>A new language applies when NashLab starts again. API keys: set OPENAI_API_KEY, ANTHROPIC_API_KEY or GEMINI_API_KEY in the environment (a seat may name another variable with api_key_env).</source>
        <translation>新语言将在 NashLab 下次启动时生效。API 密钥：请在环境变量中设置 OPENAI_API_KEY、ANTHROPIC_API_KEY 或 GEMINI_API_KEY（席位可通过 api_key_env 指定其他变量）。</translation>
    </message>
</context>
</TS>