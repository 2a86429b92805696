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
    <name>Errors</name>
    <message>
        <source>A file could not be read or written</source>
        <translation>无法读取或写入文件</translation>
    </message>
    <message>
        <source>The text is not valid JSON</source>
        <translation>文本不是有效的 JSON</translation>
    </message>
    <message>
        <source>The file is too large to read</source>
        <translation>文件太大，无法读取</translation>
    </message>
    <message>
        <source>The spec is not valid</source>
        <translation>实验规格无效</translation>
    </message>
    <message>
        <source>A value is not valid</source>
        <translation>某个值无效</translation>
    </message>
    <message>
        <source>A value has the wrong type</source>
        <translation>某个值的类型不对</translation>
    </message>
    <message>
        <source>A value is out of range</source>
        <translation>某个值超出允许范围</translation>
    </message>
    <message>
        <source>A text is too long</source>
        <translation>某段文字太长</translation>
    </message>
    <message>
        <source>A text is too short</source>
        <translation>某段文字太短</translation>
    </message>
    <message>
        <source>A required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>A field is not known</source>
        <translation>有未知字段</translation>
    </message>
    <message>
        <source>An option is not valid</source>
        <translation>某个选项无效</translation>
    </message>
    <message>
        <source>A game parameter is not valid</source>
        <translation>某个游戏参数无效</translation>
    </message>
    <message>
        <source>The game has no such parameter</source>
        <translation>该游戏没有这个参数</translation>
    </message>
    <message>
        <source>There is no such game</source>
        <translation>没有这个游戏</translation>
    </message>
    <message>
        <source>The seats do not fit the game</source>
        <translation>座位与游戏不符</translation>
    </message>
    <message>
        <source>There is no such bot strategy</source>
        <translation>没有这种机器人策略</translation>
    </message>
    <message>
        <source>This kind of seat cannot play here</source>
        <translation>这种座位不能在这里参与</translation>
    </message>
    <message>
        <source>A prompt template could not be filled in</source>
        <translation>无法填写提示词模板</translation>
    </message>
    <message>
        <source>The run&apos;s record is damaged</source>
        <translation>该运行的记录已损坏</translation>
    </message>
    <message>
        <source>This file comes from a newer NashLab</source>
        <translation>此文件来自更新版本的 NashLab</translation>
    </message>
    <message>
        <source>The files do not belong together</source>
        <translation>这些文件不属于同一次运行</translation>
    </message>
    <message>
        <source>A part of the run is not finished</source>
        <translation>运行的某一部分尚未完成</translation>
    </message>
    <message>
        <source>The file cannot be imported</source>
        <translation>无法导入该文件</translation>
    </message>
    <message>
        <source>The room cannot open</source>
        <translation>无法开启课堂房间</translation>
    </message>
    <message>
        <source>The room refused the command</source>
        <translation>房间拒绝了该指令</translation>
    </message>
    <message>
        <source>The model&apos;s server sent an unusable answer</source>
        <translation>模型服务器返回了无法使用的回复</translation>
    </message>
    <message>
        <source>The model&apos;s server reported an error</source>
        <translation>模型服务器报告了错误</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 what went wrong, in the reader&apos;s language; %2 the details (file, field, value) in English</extracomment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Guess R × the average</source>
        <translation>猜平均数的 R 倍</translation>
    </message>
    <message>
        <source>Every player picks a number between MIN and MAX at the same time. The target is R times the average of all picks; whoever is closest to the target wins the prize (shared on a tie). For R &lt; 1 the only Nash equilibrium is everyone picking MIN.</source>
        <translation>所有玩家同时在 MIN 与 MAX 之间选一个数。目标值是所有人所选数字平均数的 R 倍；最接近目标值者赢得奖金（平局时平分）。当 R &lt; 1 时，唯一的纳什均衡是所有人都选 MIN。</translation>
    </message>
    <message>
        <source>Lowest number</source>
        <translation>最小数</translation>
    </message>
    <message>
        <source>Smallest number a player may pick (γ-Bench MIN).</source>
        <translation>玩家可选的最小数（γ-Bench 的 MIN）。</translation>
    </message>
    <message>
        <source>Highest number</source>
        <translation>最大数</translation>
    </message>
    <message>
        <source>Largest number a player may pick (γ-Bench MAX, EconArena c̄).</source>
        <translation>玩家可选的最大数（γ-Bench 的 MAX，EconArena 的 c̄）。</translation>
    </message>
    <message>
        <source>Ratio R</source>
        <translation>比例 R</translation>
    </message>
    <message>
        <source>The target is R × average; write fractions like &quot;2/3&quot;. γ-Bench varies R from 0 to 2.</source>
        <translation>目标值为 R × 平均数；分数可写成“2/3”。γ-Bench 中 R 在 0 到 2 之间变化。</translation>
    </message>
    <message>
        <source>Whole numbers only</source>
        <translation>仅限整数</translation>
    </message>
    <message>
        <source>γ-Bench asks for integers; EconArena allows any real number.</source>
        <translation>γ-Bench 要求整数；EconArena 允许任意实数。</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>奖金</translation>
    </message>
    <message>
        <source>What the winner gets each round; split equally on a tie.</source>
        <translation>赢家每轮获得的奖金；平局时平分。</translation>
    </message>
    <message>
        <source>Tie rule</source>
        <translation>平局规则</translation>
    </message>
    <message>
        <source>all_closest: everyone at the minimal distance shares (EconArena). first_closest_number: the first closest number in seat order wins, with everyone who chose it (γ-Bench code).</source>
        <translation>all_closest：距离最小的所有人平分（EconArena）。first_closest_number：按座位顺序第一个最接近的数字获胜，选了该数字的所有人共同获胜（γ-Bench 代码）。</translation>
    </message>
    <message>
        <source>Scale group</source>
        <translation>规模组</translation>
    </message>
    <message>
        <source>EconArena&apos;s config groups: the upper bound is drawn from L [10,100), M [100,1000) or H [1000,10000) per session; &apos;none&apos; uses Highest number.</source>
        <translation>EconArena 的配置组：每场会话的上限从 L [10,100)、M [100,1000) 或 H [1000,10000) 中抽取；“none”则使用“最大数”。</translation>
    </message>
    <message>
        <source>Plays the Nash equilibrium (MIN for R &lt; 1, MAX for R &gt; 1, the midpoint for R = 1).</source>
        <translation>按纳什均衡出招（R &lt; 1 时选 MIN，R &gt; 1 时选 MAX，R = 1 时选中点）。</translation>
    </message>
    <message>
        <source>Picks uniformly at random from the allowed range.</source>
        <translation>在允许范围内均匀随机选择。</translation>
    </message>
    <message>
        <source>Cycles through a given list of numbers by round, like γ-Bench&apos;s specified players.</source>
        <translation>按轮循环使用给定的数字列表，类似 γ-Bench 的指定玩家。</translation>
    </message>
    <message>
        <source>Level-k reasoning: level 0 picks the anchor, level k best-responds to level k−1.</source>
        <translation>Level-k 推理：第 0 层选锚点值，第 k 层对第 k−1 层做最优反应。</translation>
    </message>
    <message>
        <source>Best response to the previous round: R × last round&apos;s average (the midpoint&apos;s in round 1).</source>
        <translation>对上一轮的最优反应：上一轮平均数的 R 倍（第 1 轮取中点的 R 倍）。</translation>
    </message>
    <message>
        <source>El Farol bar</source>
        <translation>El Farol 酒吧</translation>
    </message>
    <message>
        <source>Every round each player decides at the same time whether to go to the bar or stay home. If at most a share R of all players go, the goers get MAX; if more go, they get MIN; staying home always gives HOME. In implicit mode those who stayed home do not learn how full the bar was.</source>
        <translation>每轮每位玩家同时决定去酒吧还是待在家。若去的人数不超过全体玩家的 R 比例，去的人得到 MAX；若超过，则得到 MIN；待在家总是得到 HOME。在 implicit 模式下，待在家的人不会得知酒吧有多满。</translation>
    </message>
    <message>
        <source>Capacity share R</source>
        <translation>容量比例 R</translation>
    </message>
    <message>
        <source>The bar is fun while go_count / N ≤ R (γ-Bench default 60%; Table 9 tries 0, 0.2, …, 1).</source>
        <translation>只要 go_count / N ≤ R，酒吧就是舒适的（γ-Bench 默认 60%；表 9 尝试了 0、0.2、…、1）。</translation>
    </message>
    <message>
        <source>Crowded-bar utility</source>
        <translation>酒吧拥挤时的效用</translation>
    </message>
    <message>
        <source>What goers get when too many went (γ-Bench MIN = 0).</source>
        <translation>去的人太多时，去酒吧者得到的效用（γ-Bench 的 MIN = 0）。</translation>
    </message>
    <message>
        <source>Fun-bar utility</source>
        <translation>酒吧舒适时的效用</translation>
    </message>
    <message>
        <source>What goers get when the bar was not overcrowded (γ-Bench MAX = 10).</source>
        <translation>酒吧不拥挤时，去酒吧者得到的效用（γ-Bench 的 MAX = 10）。</translation>
    </message>
    <message>
        <source>Home utility</source>
        <translation>在家的效用</translation>
    </message>
    <message>
        <source>What everyone who stays home gets (γ-Bench HOME = 5).</source>
        <translation>待在家的人得到的效用（γ-Bench 的 HOME = 5）。</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>反馈</translation>
    </message>
    <message>
        <source>explicit: everyone learns the attendance after each round. implicit (γ-Bench&apos;s scored setting): those who stayed home learn only their own choice and gain.</source>
        <translation>explicit：每轮结束后所有人都得知到场人数。implicit（γ-Bench 计分所用的设置）：待在家的人只得知自己的选择和收益。</translation>
    </message>
    <message>
        <source>The paper&apos;s reference mix: goes with probability R each round.</source>
        <translation>论文中的参考混合策略：每轮以概率 R 去酒吧。</translation>
    </message>
    <message>
        <source>Goes or stays with equal probability.</source>
        <translation>以相同概率去或留。</translation>
    </message>
    <message>
        <source>Cycles through a given list of decisions by round, like γ-Bench&apos;s specified players.</source>
        <translation>按轮循环使用给定的决策列表，类似 γ-Bench 的指定玩家。</translation>
    </message>
    <message>
        <source>Arthur-style forecaster: predicts attendance as the mean of the last rounds it learned about and goes if that fits the capacity (goes with probability R before it knows anything).</source>
        <translation>Arthur 式预测者：以其所知的最近几轮到场人数的均值预测到场人数，若不超过容量就去（一无所知时以概率 R 去）。</translation>
    </message>
    <message>
        <source>Roth–Erev learner: propensities to go and to stay grow by the payoffs they earned (with forgetting); it goes with probability q_go / (q_go + q_stay).</source>
        <translation>Roth–Erev 学习者：去和留的倾向按各自获得的收益增长（带遗忘）；以概率 q_go / (q_go + q_stay) 去酒吧。</translation>
    </message>
    <message>
        <source>Divide the dollar</source>
        <translation>分一美元</translation>
    </message>
    <message>
        <source>G golds are to be shared. Every player bids for an amount at the same time; if the bids add up to at most G, everyone receives their bid, otherwise nobody receives anything. Bidding G/N each is the symmetric equilibrium.</source>
        <translation>要分配 G 枚金币。每位玩家同时出价索取一个数额；若出价总和不超过 G，每人都得到自己所出的数额，否则谁也得不到。每人出 G/N 是对称均衡。</translation>
    </message>
    <message>
        <source>Golds G</source>
        <translation>金币 G</translation>
    </message>
    <message>
        <source>The amount to divide (γ-Bench default 100; Table 9 tries 50, 100, 200, 400, 800).</source>
        <translation>要分配的总额（γ-Bench 默认 100；表 9 尝试了 50、100、200、400、800）。</translation>
    </message>
    <message>
        <source>Bids the equal split G/N (rounded down, so the bids never exceed G).</source>
        <translation>出均分额 G/N（向下取整，使出价总和不超过 G）。</translation>
    </message>
    <message>
        <source>Bids a uniformly random whole number from 0 to G.</source>
        <translation>出一个从 0 到 G 均匀随机的整数。</translation>
    </message>
    <message>
        <source>Cycles through a given list of bids by round, like γ-Bench&apos;s specified players (Appendix G uses one bot that always bids 91).</source>
        <translation>按轮循环使用给定的出价列表，类似 γ-Bench 的指定玩家（附录 G 使用一个总是出 91 的机器人）。</translation>
    </message>
    <message>
        <source>Starts at a share of G, then scales its bid by G / sum after an over-claimed round and adds an equal part of the slack after an under-claimed one.</source>
        <translation>先出 G 的一定比例；若某轮出价总和超过 G，则把出价乘以 G / 总和；若未用完，则加上剩余部分的均分份额。</translation>
    </message>
    <message>
        <source>Public goods</source>
        <translation>公共物品</translation>
    </message>
    <message>
        <source>Every round each player secretly contributes some of their tokens to a public pot. The pot is multiplied by R and split equally among all N players; tokens not contributed are kept. With R &lt; N contributing nothing is dominant, although everyone contributing everything pays more when R &gt; 1.</source>
        <translation>每轮每位玩家秘密地把部分代币投入公共池。池中代币乘以 R 后平分给全部 N 名玩家；未投入的代币归自己所有。当 R &lt; N 时，什么都不投是占优策略，尽管当 R &gt; 1 时所有人全部投入能让每人得到更多。</translation>
    </message>
    <message>
        <source>Endowment T</source>
        <translation>初始禀赋 T</translation>
    </message>
    <message>
        <source>Tokens a player holds at the start (and, with reset, at the start of every round). γ-Bench: 20.</source>
        <translation>玩家开始时持有的代币数（若启用重置，则每轮开始时都恢复为此数）。γ-Bench：20。</translation>
    </message>
    <message>
        <source>Multiplier R</source>
        <translation>乘数 R</translation>
    </message>
    <message>
        <source>The pot is multiplied by R before it is shared (γ-Bench default 2; Table 9 tries 0, 0.5, 1, 2, 4).</source>
        <translation>池中代币在分配前乘以 R（γ-Bench 默认 2；表 9 尝试了 0、0.5、1、2、4）。</translation>
    </message>
    <message>
        <source>Reset tokens each round</source>
        <translation>每轮重置代币</translation>
    </message>
    <message>
        <source>true (γ-Bench&apos;s setting): every round starts again with T tokens. false: holdings carry over.</source>
        <translation>true（γ-Bench 的设置）：每轮都重新从 T 枚代币开始。false：持有量延续到下一轮。</translation>
    </message>
    <message>
        <source>Initial endowment</source>
        <translation>初始禀赋</translation>
    </message>
    <message>
        <source>fixed: everyone starts with T. random (γ-Bench option): distinct whole numbers drawn from [random_min, T] for round 1 (with reset, later rounds refill to T as in γ-Bench&apos;s code).</source>
        <translation>fixed：所有人都从 T 开始。random（γ-Bench 的选项）：第 1 轮从 [random_min, T] 中抽取互不相同的整数（若启用重置，之后各轮按 γ-Bench 代码补足到 T）。</translation>
    </message>
    <message>
        <source>Lowest random endowment</source>
        <translation>最低随机禀赋</translation>
    </message>
    <message>
        <source>Lower end of the random endowment range (γ-Bench&apos;s rand_min = 11).</source>
        <translation>随机禀赋范围的下限（γ-Bench 的 rand_min = 11）。</translation>
    </message>
    <message>
        <source>Free-rides: contributes nothing (dominant for R &lt; N).</source>
        <translation>搭便车：什么都不投（R &lt; N 时为占优策略）。</translation>
    </message>
    <message>
        <source>Contributes a uniformly random whole number of the tokens it holds.</source>
        <translation>投入一个不超过所持代币数的均匀随机整数。</translation>
    </message>
    <message>
        <source>Cycles through a given list of contributions by round, like γ-Bench&apos;s specified players (Appendix G uses one bot that always contributes 0).</source>
        <translation>按轮循环使用给定的投入列表，类似 γ-Bench 的指定玩家（附录 G 使用一个总是投入 0 的机器人）。</translation>
    </message>
    <message>
        <source>Conditional cooperator: starts with a share of its tokens, then matches the average contribution of the others in the previous round (times a matching factor).</source>
        <translation>有条件合作者：先投入所持代币的一定比例，之后跟随其他人上一轮的平均投入（乘以一个匹配系数）。</translation>
    </message>
    <message>
        <source>Diner&apos;s dilemma</source>
        <translation>食客困境</translation>
    </message>
    <message>
        <source>Every round each player orders a costly or a cheap dish and the total bill is split equally. Alone, the cheap dish is worth more for its price; with the bill shared, ordering the costly dish is dominant, so everyone orders it, although all-cheap would leave everybody better off.</source>
        <translation>每轮每位玩家点一道贵菜或便宜菜，总账单平摊。独自付账时，便宜菜更划算；账单平摊时，点贵菜是占优策略，于是人人都点贵菜，尽管人人都点便宜菜会让每个人都更好。</translation>
    </message>
    <message>
        <source>Costly dish price P_h</source>
        <translation>贵菜价格 P_h</translation>
    </message>
    <message>
        <source>γ-Bench default 20.</source>
        <translation>γ-Bench 默认 20。</translation>
    </message>
    <message>
        <source>Costly dish utility U_h</source>
        <translation>贵菜效用 U_h</translation>
    </message>
    <message>
        <source>Cheap dish price P_l</source>
        <translation>便宜菜价格 P_l</translation>
    </message>
    <message>
        <source>γ-Bench default 10.</source>
        <translation>γ-Bench 默认 10。</translation>
    </message>
    <message>
        <source>Cheap dish utility U_l</source>
        <translation>便宜菜效用 U_l</translation>
    </message>
    <message>
        <source>γ-Bench default 15.</source>
        <translation>γ-Bench 默认 15。</translation>
    </message>
    <message>
        <source>Orders the dominant dish with a shared bill (costly under γ-Bench&apos;s prices).</source>
        <translation>点账单平摊时占优的那道菜（按 γ-Bench 的价格为贵菜）。</translation>
    </message>
    <message>
        <source>Orders either dish with equal probability.</source>
        <translation>以相同概率点任一道菜。</translation>
    </message>
    <message>
        <source>Cycles through a given list of dishes by round, like γ-Bench&apos;s specified players.</source>
        <translation>按轮循环使用给定的菜品列表，类似 γ-Bench 的指定玩家。</translation>
    </message>
    <message>
        <source>Cooperates conditionally: orders cheap in round 1, then cheap again only if at most a given share of the other diners ordered costly last round.</source>
        <translation>有条件合作：第 1 轮点便宜菜，之后仅当上一轮点贵菜的其他食客不超过给定比例时才继续点便宜菜。</translation>
    </message>
    <message>
        <source>Sealed-bid auction</source>
        <translation>密封投标拍卖</translation>
    </message>
    <message>
        <source>Each round every bidder learns a private value for one item and submits a sealed bid. The highest bid wins and pays its own bid (first price) or the second-highest bid (second price). In the second-price auction bidding one&apos;s value is a dominant strategy; in the first-price one bidders shade their bids.</source>
        <translation>每轮每位竞拍者得知自己对一件物品的私人估值，并提交密封出价。出价最高者获胜，支付自己的出价（第一价格）或第二高出价（第二价格）。在第二价格拍卖中，按估值出价是占优策略；在第一价格拍卖中，竞拍者会压低出价。</translation>
    </message>
    <message>
        <source>Price rule</source>
        <translation>价格规则</translation>
    </message>
    <message>
        <source>The winner pays the highest bid (first price, γ-Bench&apos;s scored game) or the second-highest (Vickrey, EconArena).</source>
        <translation>赢家支付最高出价（第一价格，γ-Bench 计分的游戏）或第二高出价（Vickrey，EconArena）。</translation>
    </message>
    <message>
        <source>Valuations</source>
        <translation>估值</translation>
    </message>
    <message>
        <source>gamabench: distinct values drawn as γ-Bench does (Python random.seed(42 + round − 1), sample of the grid), reproducing its table; uniform: independent draws on the grid from the session seed; econarena_normal: integer values from a normal distribution, 0 &lt; v ≤ assets (EconArena).</source>
        <translation>gamabench：按 γ-Bench 的方式抽取互不相同的估值（Python random.seed(42 + 轮次 − 1)，从网格中抽样），可复现其表格；uniform：用会话的随机种子在网格上独立抽取；econarena_normal：服从正态分布的整数估值，0 &lt; v ≤ 资产（EconArena）。</translation>
    </message>
    <message>
        <source>Lowest value</source>
        <translation>最低估值</translation>
    </message>
    <message>
        <source>Lower end of the value grid (γ-Bench 0).</source>
        <translation>估值网格的下限（γ-Bench 为 0）。</translation>
    </message>
    <message>
        <source>Highest value</source>
        <translation>最高估值</translation>
    </message>
    <message>
        <source>Upper end of the value grid (γ-Bench 200; Table 9 uses 100, 200, 400, 800). Also V_MAX of the paper score.</source>
        <translation>估值网格的上限（γ-Bench 为 200；表 9 使用 100、200、400、800）。同时也是论文得分中的 V_MAX。</translation>
    </message>
    <message>
        <source>Value step</source>
        <translation>估值步长</translation>
    </message>
    <message>
        <source>Spacing of the value grid (γ-Bench 10).</source>
        <translation>估值网格的间距（γ-Bench 为 10）。</translation>
    </message>
    <message>
        <source>γ-Bench seed</source>
        <translation>γ-Bench 种子</translation>
    </message>
    <message>
        <source>Round r uses Python&apos;s random.seed(seed + r − 1), as γ-Bench does (42).</source>
        <translation>第 r 轮使用 Python 的 random.seed(seed + r − 1)，与 γ-Bench 相同（42）。</translation>
    </message>
    <message>
        <source>EconArena&apos;s groups for normal values: L N(50,10) with assets 100, M N(500,100) with 1000, H N(5000,1000) with 10000; custom uses the three settings below.</source>
        <translation>EconArena 的正态估值分组：L 为 N(50,10)，资产 100；M 为 N(500,100)，资产 1000；H 为 N(5000,1000)，资产 10000；custom 使用下方三项设置。</translation>
    </message>
    <message>
        <source>Value mean</source>
        <translation>估值均值</translation>
    </message>
    <message>
        <source>Mean of normal values (scale group custom).</source>
        <translation>正态估值的均值（规模组为 custom 时）。</translation>
    </message>
    <message>
        <source>Value sd</source>
        <translation>估值标准差</translation>
    </message>
    <message>
        <source>Standard deviation of normal values (custom).</source>
        <translation>正态估值的标准差（custom 时）。</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>资产</translation>
    </message>
    <message>
        <source>Units of assets per bidder (0 = none). With assets a bid may not exceed them and the payoff is assets − price + value for the winner, assets for the others (EconArena); econarena_normal takes them from the scale group unless it is custom.</source>
        <translation>每位竞拍者的资产单位数（0 = 无）。有资产时，出价不得超过资产；赢家的收益为 资产 − 价格 + 估值，其他人的收益为资产（EconArena）；econarena_normal 从规模组中取资产，除非规模组为 custom。</translation>
    </message>
    <message>
        <source>Overbidding</source>
        <translation>超额出价</translation>
    </message>
    <message>
        <source>illegal: a bid above one&apos;s own value is rejected (LLMArena&apos;s Bid); γ-Bench allows it.</source>
        <translation>illegal：高于自身估值的出价会被拒绝（LLMArena 的 Bid）；γ-Bench 允许这样出价。</translation>
    </message>
    <message>
        <source>random: a tied winner drawn from the session seed (γ-Bench); lowest_seat: the smallest seat id wins (EconArena).</source>
        <translation>random：平局时用会话的随机种子抽取赢家（γ-Bench）；lowest_seat：座位编号最小者获胜（EconArena）。</translation>
    </message>
    <message>
        <source>Whole-number bids</source>
        <translation>整数出价</translation>
    </message>
    <message>
        <source>γ-Bench asks for integers; EconArena allows reals.</source>
        <translation>γ-Bench 要求整数；EconArena 允许实数。</translation>
    </message>
    <message>
        <source>New values each round</source>
        <translation>每轮新估值</translation>
    </message>
    <message>
        <source>false keeps round 1&apos;s values all session (EconArena&apos;s runs with history: values stay unchanged); the gamabench source always redraws.</source>
        <translation>false 时整场会话沿用第 1 轮的估值（EconArena 带历史的运行：估值保持不变）；gamabench 源码总是重新抽取。</translation>
    </message>
    <message>
        <source>Reveal all bids</source>
        <translation>公开所有出价</translation>
    </message>
    <message>
        <source>Show everyone&apos;s bids, values and payoffs after each round (EconArena&apos;s history); γ-Bench shows only the winning bid and price.</source>
        <translation>每轮结束后公布所有人的出价、估值和收益（EconArena 的历史）；γ-Bench 只显示获胜出价和成交价。</translation>
    </message>
    <message>
        <source>Say opponents are rational</source>
        <translation>告知对手是理性的</translation>
    </message>
    <message>
        <source>Tell bidders the others are perfectly rational (EconArena&apos;s rational environment).</source>
        <translation>告知竞拍者其他人都是完全理性的（EconArena 的理性环境）。</translation>
    </message>
    <message>
        <source>Symmetric equilibrium: the value in a second-price auction, lo + (v − lo)(N−1)/N in a first-price one (exact for uniform values; an approximation for EconArena&apos;s normal values).</source>
        <translation>对称均衡：第二价格拍卖中出估值，第一价格拍卖中出 lo + (v − lo)(N−1)/N（对均匀分布的估值是精确的；对 EconArena 的正态估值是近似）。</translation>
    </message>
    <message>
        <source>Bids uniformly at random between 0 and the highest allowed bid.</source>
        <translation>在 0 与允许的最高出价之间均匀随机出价。</translation>
    </message>
    <message>
        <source>Cycles through a given list of bids by round (clamped to what is allowed).</source>
        <translation>按轮循环使用给定的出价列表（限制在允许范围内）。</translation>
    </message>
    <message>
        <source>Always bids the value (dominant in a second-price auction, zero profit in a first-price one).</source>
        <translation>总是按估值出价（在第二价格拍卖中占优，在第一价格拍卖中利润为零）。</translation>
    </message>
    <message>
        <source>Bids a fixed fraction of the value, a common human heuristic in first-price auctions.</source>
        <translation>按估值的固定比例出价，这是人们在第一价格拍卖中常用的经验法则。</translation>
    </message>
    <message>
        <source>Starts at 90% of the value; after a lost round bids 5 points of value closer to it, after a won round shades 5 points more (learning from the outcome).</source>
        <translation>从估值的 90% 开始；输掉一轮后出价向估值靠近 5 个百分点，赢得一轮后再压低 5 个百分点（从结果中学习）。</translation>
    </message>
    <message>
        <source>Battle royale</source>
        <translation>大逃杀</translation>
    </message>
    <message>
        <source>Players with different hit rates take turns shooting, one shot per turn, in a fixed order. A hit eliminates the target; a player may also miss on purpose. The last player standing wins. γ-Bench credits a shot at the strongest other player still in the game.</source>
        <translation>命中率各不相同的玩家按固定顺序轮流射击，每回合一枪。命中即淘汰目标；玩家也可以故意射偏。最后存活者获胜。γ-Bench 把射击仍在场的最强对手计为正确。</translation>
    </message>
    <message>
        <source>Lowest hit rate (%)</source>
        <translation>最低命中率（%）</translation>
    </message>
    <message>
        <source>Hit rate of player_0; player_k has base + k × step (γ-Bench 35; Table 9 uses 51, 35 and 10).</source>
        <translation>player_0 的命中率；player_k 的命中率为 基础值 + k × 步长（γ-Bench 为 35；表 9 使用 51、35 和 10）。</translation>
    </message>
    <message>
        <source>Hit-rate step (%)</source>
        <translation>命中率步长（%）</translation>
    </message>
    <message>
        <source>Difference between neighbouring players&apos; hit rates (γ-Bench 5; Table 9 uses 1, 5 and 10).</source>
        <translation>相邻玩家命中率之差（γ-Bench 为 5；表 9 使用 1、5 和 10）。</translation>
    </message>
    <message>
        <source>Shooting order</source>
        <translation>射击顺序</translation>
    </message>
    <message>
        <source>ascending: weakest shoots first, as in γ-Bench; descending: strongest first; random: shuffled from the seed.</source>
        <translation>ascending：最弱者先射，与 γ-Bench 相同；descending：最强者先射；random：按随机种子打乱。</translation>
    </message>
    <message>
        <source>Self-targeting</source>
        <translation>瞄准自己</translation>
    </message>
    <message>
        <source>γ-Bench&apos;s code lets a player name itself as the target (and the paper saw it happen); false forbids it.</source>
        <translation>γ-Bench 的代码允许玩家把自己指定为目标（论文中确实出现过）；false 则禁止。</translation>
    </message>
    <message>
        <source>Recorded hit outcomes</source>
        <translation>记录的命中结果</translation>
    </message>
    <message>
        <source>Outcome of the shot in turn k (1 hit, 0 miss) instead of the seeded roll, for replaying recorded runs such as γ-Bench&apos;s, whose hits were not seeded; turns past the list roll as usual.</source>
        <translation>第 k 回合射击的结果（1 命中，0 未中），取代按种子生成的随机结果，用于重放 γ-Bench 等已记录的运行（其命中未使用种子）；超出列表的回合照常随机。</translation>
    </message>
    <message>
        <source>γ-Bench&apos;s reference: always shoots the strongest other player still in the game.</source>
        <translation>γ-Bench 的参考策略：总是射击仍在场的最强对手。</translation>
    </message>
    <message>
        <source>Picks uniformly among the allowed answers (any live player or a deliberate miss).</source>
        <translation>在允许的回答中均匀随机选择（任一仍在场的玩家或故意射偏）。</translation>
    </message>
    <message>
        <source>Cycles through a list of seat numbers by round (-1 = miss on purpose); a target no longer in the game becomes a miss.</source>
        <translation>按轮循环使用座位编号列表（-1 = 故意射偏）；已出局的目标视为射偏。</translation>
    </message>
    <message>
        <source>Shoots the weakest other player still in the game.</source>
        <translation>射击仍在场的最弱对手。</translation>
    </message>
    <message>
        <source>The classic truel heuristic: while three or more remain and it is the weakest, it misses on purpose; otherwise it shoots the strongest other player.</source>
        <translation>经典的三人对决启发式：当剩余三人或以上且自己最弱时故意射偏；否则射击最强的对手。</translation>
    </message>
    <message>
        <source>Pirate game</source>
        <translation>海盗分金</translation>
    </message>
    <message>
        <source>Ranked pirates share a chest of gold. The most senior pirate still aboard proposes a split and everyone votes; with at least half in favour (the proposer included) the split is carried out, otherwise the proposer is thrown overboard and the next one proposes. In equilibrium the proposer buys just enough votes with one coin each.</source>
        <translation>按等级排序的海盗分一箱金币。船上资历最高的海盗提出分配方案，所有人投票；若至少一半人赞成（含提议者），方案执行，否则提议者被扔下船，由下一位提议。均衡时，提议者恰好用每票一枚金币买够所需票数。</translation>
    </message>
    <message>
        <source>Gold coins</source>
        <translation>金币</translation>
    </message>
    <message>
        <source>Coins to share (γ-Bench 100; Table 9 uses 4, 5, 100 and 400).</source>
        <translation>要分配的金币数（γ-Bench 为 100；表 9 使用 4、5、100 和 400）。</translation>
    </message>
    <message>
        <source>Stewart&apos;s equilibrium: proposes one coin to every pirate at an even offset and keeps the rest; votes accept for 2+ coins, reject for 0, and for 1 coin accepts only at an even offset.</source>
        <translation>Stewart 均衡：给每个与自己相隔偶数位的海盗一枚金币，其余归自己；投票时得到 2 枚及以上则接受，得到 0 枚则否决，得到 1 枚时仅在相隔偶数位时接受。</translation>
    </message>
    <message>
        <source>Proposes a uniformly random split and votes at random.</source>
        <translation>提出均匀随机的分配方案，并随机投票。</translation>
    </message>
    <message>
        <source>Keeps a fixed share as proposer (the rest split evenly) and always casts the same vote.</source>
        <translation>作为提议者时保留固定份额（其余平分），投票时总投同一种票。</translation>
    </message>
    <message>
        <source>Proposes an equal split; accepts any plan giving it at least an equal share.</source>
        <translation>提议平均分配；接受任何分给自己不少于平均份额的方案。</translation>
    </message>
    <message>
        <source>Buys the fewest votes it needs with one coin each from the pirates right after it and keeps the rest; accepts any plan that gives it at least one coin.</source>
        <translation>用每票一枚金币向紧随其后的海盗买下所需的最少票数，其余归自己；接受任何至少分给自己一枚金币的方案。</translation>
    </message>
    <message>
        <source>Water allocation challenge</source>
        <translation>水资源分配挑战</translation>
    </message>
    <message>
        <source>Five residents of a town in drought must survive 20 days. Each day they earn a salary and bid, sealed, for their whole daily water need; water goes to the highest bids until what is left fits nobody. Water restores health, each dry day in a row costs more health, and 0 HP eliminates.</source>
        <translation>一座遭遇干旱的小镇上，五名居民必须撑过 20 天。他们每天领取工资，并为自己全天的用水需求密封出价；水按出价从高到低分配，直到剩余的水不够任何人。饮水恢复健康值，连续缺水的天数越多，每天损失的健康值越多，健康值降到 0 即被淘汰。</translation>
    </message>
    <message>
        <source>Alympics setting</source>
        <translation>Alympics 设置</translation>
    </message>
    <message>
        <source>Daily supply range of Alympics Table 1: 1 and 4 low (10–20 units), 2 and 5 medium (15–25), 3 and 6 high (20–30); 4–6 are the persona settings (give the seats the residents&apos; personas). 0 uses the custom range below.</source>
        <translation>Alympics 表 1 的每日供应范围：1 和 4 为低（10–20 单位），2 和 5 为中（15–25），3 和 6 为高（20–30）；4–6 为人设设置（请为各座位设置居民的人设）。0 则使用下方的自定义范围。</translation>
    </message>
    <message>
        <source>Lowest supply (custom)</source>
        <translation>最低供应量（自定义）</translation>
    </message>
    <message>
        <source>Smallest daily supply when setting is 0 (drawn uniformly, bounds included).</source>
        <translation>设置为 0 时的最小日供应量（均匀抽取，含边界）。</translation>
    </message>
    <message>
        <source>Highest supply (custom)</source>
        <translation>最高供应量（自定义）</translation>
    </message>
    <message>
        <source>Largest daily supply when setting is 0.</source>
        <translation>设置为 0 时的最大日供应量。</translation>
    </message>
    <message>
        <source>Fixed supplies</source>
        <translation>固定供应量</translation>
    </message>
    <message>
        <source>Supply of day 1, 2, ... instead of random draws (e.g. a recorded Alympics game, 003 §6.5); days beyond the list are drawn. The setting&apos;s range still gives the expected supply for the RSR.</source>
        <translation>第 1、2……天的供应量，取代随机抽取（例如一局已记录的 Alympics 游戏，003 §6.5）；超出列表的天数照常随机抽取。RSR 所用的期望供应量仍由该设置的范围决定。</translation>
    </message>
    <message>
        <source>Water needs</source>
        <translation>用水需求</translation>
    </message>
    <message>
        <source>Units each resident needs per day, Alex to Eric (Alympics: 8, 9, 10, 11, 12).</source>
        <translation>每位居民每天所需的单位数，从 Alex 到 Eric（Alympics：8、9、10、11、12）。</translation>
    </message>
    <message>
        <source>Daily salaries</source>
        <translation>日工资</translation>
    </message>
    <message>
        <source>Dollars each resident earns per day, paid before the day&apos;s bidding (Alympics: 70, 75, 100, 120, 120).</source>
        <translation>每位居民每天挣的美元，在当天出价前发放（Alympics：70、75、100、120、120）。</translation>
    </message>
    <message>
        <source>Starting health</source>
        <translation>初始健康值</translation>
    </message>
    <message>
        <source>Health points at the start (Alympics: 8).</source>
        <translation>初始健康值（Alympics：8）。</translation>
    </message>
    <message>
        <source>Maximum health</source>
        <translation>最大健康值</translation>
    </message>
    <message>
        <source>Health never rises above this (Alympics: 10).</source>
        <translation>健康值不会超过此值（Alympics：10）。</translation>
    </message>
    <message>
        <source>Health from water</source>
        <translation>饮水恢复的健康值</translation>
    </message>
    <message>
        <source>Health gained on a day one&apos;s need is met (Alympics: 2).</source>
        <translation>需求得到满足的当天恢复的健康值（Alympics：2）。</translation>
    </message>
    <message>
        <source>Bids above the balance</source>
        <translation>超过余额的出价</translation>
    </message>
    <message>
        <source>void: accepted but never win and cost nothing, without telling the bidder (Alympics code). reject: refused as invalid, so the seat is asked again.</source>
        <translation>void：接受，但永远不会中标，也不扣钱，且不告知出价者（Alympics 代码）。reject：作为无效回答拒绝，并再次询问该座位。</translation>
    </message>
    <message>
        <source>Bids a whole number of dollars drawn uniformly from 0 to its balance.</source>
        <translation>出一个从 0 到自身余额均匀抽取的整数美元数。</translation>
    </message>
    <message>
        <source>Bids the given amounts, cycling by day.</source>
        <translation>按天循环出给定的金额。</translation>
    </message>
    <message>
        <source>Bids by need and balance: nothing if everyone&apos;s need fits today&apos;s supply or its own does not; everything if a dry day would kill; otherwise a share of its balance that grows with the HP a dry day would cost, and at least the last lowest winning bid plus a markup.</source>
        <translation>按需求和余额出价：若今天的供应量足够所有人的需求，或连自己的需求都无法满足，则不出价；若缺水一天会致死，则出全部余额；否则出余额的一定比例，该比例随缺水一天将损失的健康值增大，且不低于上次最低中标价加上一定加价。</translation>
    </message>
    <message>
        <source>Bids its whole balance every day (unless everyone&apos;s need fits the supply).</source>
        <translation>每天出全部余额（除非供应量足够所有人的需求）。</translation>
    </message>
    <message>
        <source>Saves money: bids only when its health after a dry day would be at most a safety margin, then just above the last lowest winning bid (everything if a dry day would kill).</source>
        <translation>省钱：仅当缺水一天后健康值将不高于安全余量时才出价，且只比上次最低中标价略高（若缺水一天会致死则出全部余额）。</translation>
    </message>
    <message>
        <source>Multi-item English auction</source>
        <translation>多物品英式拍卖</translation>
    </message>
    <message>
        <source>Items are auctioned one after another in an open ascending auction. In each bidding round everyone except the current highest bidder raises by at least 10% of the starting price or withdraws; a lone opening bid or a round with no new bid sells the item. Bidders see only estimates of the true values, and profit is true value minus price.</source>
        <translation>物品依次以公开增价方式拍卖。每个竞价轮中，除当前最高出价者外，每人要么至少加价起拍价的 10%，要么退出；若只有一个开价，或某轮无人出新价，物品即成交。竞拍者只能看到真实价值的估计值，利润为真实价值减去价格。</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>aucarena_10: 8 cheap ($1,000 start, $2,000 value) + 2 expensive ($5,000, $10,000) items (AucArena §4.1); aucarena_20: 16 + 4 (§4.3); custom: the two lists below.</source>
        <translation>aucarena_10：8 件便宜物品（起拍 $1,000，价值 $2,000）+ 2 件昂贵物品（$5,000，$10,000）（AucArena §4.1）；aucarena_20：16 + 4（§4.3）；custom：下方的两个列表。</translation>
    </message>
    <message>
        <source>Custom starting prices</source>
        <translation>自定义起拍价</translation>
    </message>
    <message>
        <source>Starting price of each item when Items is custom (items are named Item 1, Item 2, ...).</source>
        <translation>当“物品”为 custom 时各物品的起拍价（物品名为 Item 1、Item 2……）。</translation>
    </message>
    <message>
        <source>Custom true values</source>
        <translation>自定义真实价值</translation>
    </message>
    <message>
        <source>True value of each item when Items is custom; same length as the starting prices.</source>
        <translation>当“物品”为 custom 时各物品的真实价值；长度与起拍价列表相同。</translation>
    </message>
    <message>
        <source>Shuffle item order</source>
        <translation>打乱物品顺序</translation>
    </message>
    <message>
        <source>Draw a new item order per session from its seed (AucArena varies the order across its 30 runs).</source>
        <translation>每场会话按其随机种子抽取新的物品顺序（AucArena 在其 30 次运行中改变顺序）。</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Every bidder&apos;s budget in dollars (AucArena uses $10,000 or $20,000; $15,000 with humans).</source>
        <translation>每位竞拍者的预算（美元）（AucArena 使用 $10,000 或 $20,000；有真人参与时为 $15,000）。</translation>
    </message>
    <message>
        <source>Budgets per bidder</source>
        <translation>每位竞拍者的预算</translation>
    </message>
    <message>
        <source>Varied budgets, one per bidder in seat order (e.g. $10,000 to $30,000 in §4.3); empty = equal budgets.</source>
        <translation>不同的预算，按座位顺序每位竞拍者一个（例如 §4.3 中的 $10,000 到 $30,000）；留空 = 预算相同。</translation>
    </message>
    <message>
        <source>Overestimate (%)</source>
        <translation>高估（%）</translation>
    </message>
    <message>
        <source>Estimated value shown to bidders = int(true value × (1 + pct/100)); 10 gives $2,200 and $11,000.</source>
        <translation>向竞拍者显示的估计价值 = int(真实价值 × (1 + pct/100))；取 10 时得到 $2,200 和 $11,000。</translation>
    </message>
    <message>
        <source>Overestimate per bidder (%)</source>
        <translation>每位竞拍者的高估（%）</translation>
    </message>
    <message>
        <source>One percentage per bidder in seat order; empty = the common overestimate.</source>
        <translation>按座位顺序每位竞拍者一个百分比；留空 = 使用统一的高估比例。</translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation>最小加价</translation>
    </message>
    <message>
        <source>Minimum raise as a fraction of the item&apos;s starting price ($100 on a $1,000 item at 0.1).</source>
        <translation>最小加价占物品起拍价的比例（取 0.1 时，$1,000 的物品为 $100）。</translation>
    </message>
    <message>
        <source>Planning</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>The bidder&apos;s loop (AucArena §3.2, §4.2): off = bids only; none = a belief update after each item; static = also a plan with a priority 1-3 per item before the auction; adaptive = also a new plan after each item.</source>
        <translation>竞拍者的循环（AucArena §3.2、§4.2）：off = 只出价；none = 每件物品后更新判断；static = 另在拍卖前为每件物品制定优先级为 1-3 的计划；adaptive = 另在每件物品后重新制定计划。</translation>
    </message>
    <message>
        <source>Planning per bidder</source>
        <translation>每位竞拍者的规划</translation>
    </message>
    <message>
        <source>Comma-separated planning per bidder in seat order (e.g. &quot;adaptive, static, none&quot; for the §4.2 ablation); empty = the common planning.</source>
        <translation>按座位顺序、以逗号分隔的每位竞拍者的规划（例如 §4.2 消融实验的“adaptive, static, none”）；留空 = 使用统一规划。</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>What bidders are told to aim for: the highest profit, or the most items (AucArena §2.1, §4.3).</source>
        <translation>告诉竞拍者要追求的目标：最高利润，或最多物品（AucArena §2.1、§4.3）。</translation>
    </message>
    <message>
        <source>Objective per bidder</source>
        <translation>每位竞拍者的目标</translation>
    </message>
    <message>
        <source>Comma-separated objective per bidder in seat order (profit or items); empty = the common objective.</source>
        <translation>按座位顺序、以逗号分隔的每位竞拍者的目标（profit 或 items）；留空 = 使用统一目标。</translation>
    </message>
    <message>
        <source>Correct beliefs</source>
        <translation>纠正判断</translation>
    </message>
    <message>
        <source>Check each belief update against the truth and ask again with the errors, at most 4 times (AucArena §2.4); errors are counted either way.</source>
        <translation>将每次判断更新与真实情况核对，并附上错误重新询问，最多 4 次（AucArena §2.4）；无论开启与否都会统计错误。</translation>
    </message>
    <message>
        <source>Learning across auctions</source>
        <translation>跨拍卖学习</translation>
    </message>
    <message>
        <source>Before each auction after the first, bidders (other than planning off) read the previous auction&apos;s log and their earlier lessons and write new ones, which stay in their instructions (AucArena §2.6). Repetitions then play one after another.</source>
        <translation>从第二场拍卖起，每场拍卖前，竞拍者（规划为 off 者除外）阅读上一场拍卖的记录和自己之前总结的经验，并写下新的经验，这些内容会保留在其指令中（AucArena §2.6）。此时各次重复依次进行。</translation>
    </message>
    <message>
        <source>AucArena&apos;s rule bidder: opens at the starting price, then answers every outbid with the smallest legal raise until it has made max_bids bids on the item or its budget runs out.</source>
        <translation>AucArena 的规则竞拍者：以起拍价开价，之后每次被超过都以最小合法加价回应，直到对该物品出价达到 max_bids 次或预算耗尽。</translation>
    </message>
    <message>
        <source>Withdraws with a fixed probability, otherwise bids a random legal amount up to one starting price above the minimum.</source>
        <translation>以固定概率退出，否则出一个随机的合法金额，最多比最低出价高出一个起拍价。</translation>
    </message>
    <message>
        <source>Value-aware: always bids the minimum legal amount while it stays below a share of its estimated value, and keeps money back for more valuable items still to come.</source>
        <translation>重视价值：只要最低合法金额仍低于估计价值的一定比例，就总是出最低合法金额，并为之后更有价值的物品留出资金。</translation>
    </message>
    <message>
        <source>TicTacToe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>Two players take turns marking a cell of a 3×3 grid, X first. Three marks in a row, column or diagonal win; a full board without a line is a draw. Perfect play by both sides draws.</source>
        <translation>两名玩家轮流在 3×3 棋盘上标记一个格子，X 先行。同一行、列或对角线上连成三个即获胜；棋盘下满而无人连线则为平局。双方都完美对弈时结果为平局。</translation>
    </message>
    <message>
        <source>List the empty cells</source>
        <translation>列出空格</translation>
    </message>
    <message>
        <source>Whether each prompt lists the cells a mark may go on (LLMArena&apos;s position hint; off is the paper&apos;s &apos;w/o hint&apos; ablation, Table 2).</source>
        <translation>每条提示是否列出可落子的格子（LLMArena 的位置提示；关闭即论文中的“w/o hint”消融实验，表 2）。</translation>
    </message>
    <message>
        <source>Marks a uniformly random empty cell.</source>
        <translation>随机标记一个空格。</translation>
    </message>
    <message>
        <source>Completes its own line when it can, otherwise blocks the opponent&apos;s line, otherwise marks a random empty cell.</source>
        <translation>能连成自己的一线时就连，否则堵住对手的一线，否则随机标记一个空格。</translation>
    </message>
    <message>
        <source>Perfect play (the solved game): never loses; picks at random among equally good moves.</source>
        <translation>完美对弈（已解的游戏）：从不输；在同样好的着法中随机选择。</translation>
    </message>
    <message>
        <source>ConnectFour</source>
        <translation>四子棋</translation>
    </message>
    <message>
        <source>Two players take turns dropping a disc into one of seven columns of a 6×7 grid, X first; the disc falls to the lowest empty cell. Four discs in a row, column or diagonal win; a full board is a draw.</source>
        <translation>两名玩家轮流把棋子投入 6×7 棋盘七列中的一列，X 先行；棋子落到该列最低的空格。同一行、列或对角线上连成四子即获胜；棋盘下满为平局。</translation>
    </message>
    <message>
        <source>List the open columns</source>
        <translation>列出未满的列</translation>
    </message>
    <message>
        <source>Whether each prompt lists the columns that are not full (LLMArena&apos;s position hint; off is the paper&apos;s &apos;w/o hint&apos; ablation, Table 2).</source>
        <translation>每条提示是否列出未满的列（LLMArena 的位置提示；关闭即论文中的“w/o hint”消融实验，表 2）。</translation>
    </message>
    <message>
        <source>Board text</source>
        <translation>棋盘文本</translation>
    </message>
    <message>
        <source>rows: the board as LLMArena prints it, top row first; transposed: one line per column, bottom cell first (the paper&apos;s row–column swapping, Table 3).</source>
        <translation>rows：按 LLMArena 的输出格式，最上一行在前；transposed：每列一行，最下面的格子在前（论文中的行列互换，表 3）。</translation>
    </message>
    <message>
        <source>Drops its disc into a uniformly random open column.</source>
        <translation>把棋子随机投入一个未满的列。</translation>
    </message>
    <message>
        <source>Makes four in a line when it can, otherwise blocks the opponent&apos;s four, otherwise drops into a random open column.</source>
        <translation>能连成四子时就连，否则堵住对手的四连，否则随机投入一个未满的列。</translation>
    </message>
    <message>
        <source>Alpha–beta search to a fixed depth with a window-count evaluation; picks at random among the best columns.</source>
        <translation>固定深度的 Alpha–beta 搜索，采用窗口计数评估；在最佳列中随机选择。</translation>
    </message>
    <message>
        <source>Texas Hold&apos;em (heads-up, no limit)</source>
        <translation>德州扑克（单挑无限注）</translation>
    </message>
    <message>
        <source>Two players each get two private cards and share five community cards, dealt as the flop, the turn and the river, with a round of betting before each and after the last. Each acts by folding, checking or calling, raising half the pot or the whole pot, or going all in. Whoever is left alone, or shows the best five-card hand, wins the pot.</source>
        <translation>两名玩家各得两张底牌，共享五张公共牌，依次以翻牌、转牌和河牌发出，每次发牌前及最后都有一轮下注。每人可以弃牌、过牌或跟注、加注半个或整个底池，或全下。最后剩下的一方，或亮出最佳五张牌组合的一方，赢得底池。</translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation>起始筹码</translation>
    </message>
    <message>
        <source>Chips each player starts the hand with (LLMArena: 100).</source>
        <translation>每位玩家开始这手牌时的筹码（LLMArena：100）。</translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation>小盲注</translation>
    </message>
    <message>
        <source>The forced bet of the small blind; the big blind posts twice as much (LLMArena: 1 and 2).</source>
        <translation>小盲注的强制下注；大盲注为其两倍（LLMArena：1 和 2）。</translation>
    </message>
    <message>
        <source>Which seat posts the small blind and acts first on every street: drawn from the seed (LLMArena, as RLCard), or fixed.</source>
        <translation>哪个座位下小盲注并在每轮下注中先行动：由种子随机决定（LLMArena，同 RLCard），或固定。</translation>
    </message>
    <message>
        <source>Fixed cards</source>
        <translation>固定牌</translation>
    </message>
    <message>
        <source>Cards to deal instead of shuffled ones, in dealing order: the first seat&apos;s first card, the second seat&apos;s first card, the first seat&apos;s second card, the second seat&apos;s second card, then the flop, turn and river (up to 9 codes such as &apos;Ah Kd Ac Kc 2s 7h 9d Jc 3c&apos;). Empty: everything from the seed.</source>
        <translation>按发牌顺序指定要发的牌，代替洗牌：第一座位的第一张、第二座位的第一张、第一座位的第二张、第二座位的第二张，然后是翻牌、转牌和河牌（最多 9 个代码，如 &apos;Ah Kd Ac Kc 2s 7h 9d Jc 3c&apos;）。留空：全部由种子决定。</translation>
    </message>
    <message>
        <source>A uniformly random legal action.</source>
        <translation>均匀随机的合法行动。</translation>
    </message>
    <message>
        <source>Always checks or calls; never raises, never folds.</source>
        <translation>总是过牌或跟注；从不加注，从不弃牌。</translation>
    </message>
    <message>
        <source>Estimates its chance of beating a random hand (Monte Carlo over the unseen cards). Raises the pot when the chance is at least &apos;pot_raise_at&apos;, half the pot from &apos;raise_at&apos;; otherwise checks when free, calls when the chance covers the price of the call, and folds.</source>
        <translation>估计击败随机手牌的概率（对未见牌做蒙特卡洛模拟）。概率不低于 &apos;pot_raise_at&apos; 时加注满池，不低于 &apos;raise_at&apos; 时加注半池；否则免费时过牌，概率足以支付跟注代价时跟注，否则弃牌。</translation>
    </message>
    <message>
        <source>Hanabi (small)</source>
        <translation>花火（小型）</translation>
    </message>
    <message>
        <source>Two players build fireworks together, one per colour, from 1 to 5. Each sees the other&apos;s cards but not their own; on a turn a player plays a card, discards one to regain an information token, or spends a token to point out the partner&apos;s cards of one colour or rank. A wrong play costs a life; the team scores the height of its fireworks.</source>
        <translation>两名玩家合作搭建烟花，每种颜色一组，从 1 到 5。每人能看到对方的牌，却看不到自己的；轮到时可打出一张牌、弃一张牌以收回一枚提示标记，或花一枚标记指出同伴手中某一颜色或某一点数的牌。打错一张牌会失去一条生命；团队得分为各烟花的高度之和。</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>颜色数</translation>
    </message>
    <message>
        <source>Colours in the deck, ten cards each (Red, Yellow, then Green, White, Blue); LLMArena plays 2.</source>
        <translation>牌堆中的颜色数，每种十张（红、黄，其后为绿、白、蓝）；LLMArena 使用 2 种。</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>手牌数</translation>
    </message>
    <message>
        <source>Cards each player holds; LLMArena plays 2.</source>
        <translation>每名玩家持有的牌数；LLMArena 使用 2 张。</translation>
    </message>
    <message>
        <source>Information tokens</source>
        <translation>提示标记</translation>
    </message>
    <message>
        <source>Tokens the team starts with and may hold at most; a hint costs one (LLMArena: 3).</source>
        <translation>团队开始时拥有、也最多可持有的标记数；每次提示花费一枚（LLMArena：3）。</translation>
    </message>
    <message>
        <source>Life tokens</source>
        <translation>生命标记</translation>
    </message>
    <message>
        <source>Wrong plays the team survives minus one; losing the last ends the game with score 0 (LLMArena: 1).</source>
        <translation>团队可承受的错误出牌次数加一；失去最后一枚时游戏结束，得分为 0（LLMArena：1）。</translation>
    </message>
    <message>
        <source>Makes a uniformly random legal move: a play, a discard or a hint.</source>
        <translation>均匀随机地选择一个合法行动：出牌、弃牌或提示。</translation>
    </message>
    <message>
        <source>The same as random_legal.</source>
        <translation>与 random_legal 相同。</translation>
    </message>
    <message>
        <source>Plays a card its hints prove playable; else hints a playable card of its partner (rank first, then colour); else discards its oldest card, or hints when it may not discard.</source>
        <translation>打出提示已证明可打的牌；否则提示同伴一张可打的牌（先提示点数，再提示颜色）；否则弃掉自己最旧的牌，不能弃牌时则给出提示。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>Where the hand starts: with the blinds (a whole hand), or on the flop after the small blind called and the big blind checked (the spots of LLMArena&apos;s risk assessment).</source>
        <translation>牌局从哪里开始：从盲注开始（完整一手），或在小盲跟注、大盲过牌后直接从翻牌开始（LLMArena 风险评估的局面）。</translation>
    </message>
    <message>
        <source>Undercover</source>
        <translation>卧底</translation>
    </message>
    <message>
        <source>Every player gets a secret word: all share one, except the undercover, whose word is related but different. In turn each player gives a short clue about their word without saying it, then everyone votes a player out. The others win when the undercover is voted out; the undercover wins by surviving until only three players are left.</source>
        <translation>每位玩家得到一个秘密词：所有人的词相同，只有卧底的词相关但不同。玩家轮流给出关于自己词的简短提示（不能说出这个词），然后大家投票淘汰一名玩家。卧底被淘汰则其他人获胜；卧底若坚持到只剩三名玩家则获胜。</translation>
    </message>
    <message>
        <source>Word list</source>
        <translation>词库</translation>
    </message>
    <message>
        <source>The list the pair is drawn from (65 pairs each, written for NashLab): English, German or Chinese.</source>
        <translation>抽取词对的词库（各 65 对，为 NashLab 编写）：英语、德语或中文。</translation>
    </message>
    <message>
        <source>Fixed pair</source>
        <translation>固定词对</translation>
    </message>
    <message>
        <source>A pair to play instead of one drawn from the list: the undercover&apos;s word, &apos; - &apos;, the others&apos; word (e.g. &apos;Sun - Moon&apos;). Bots know clues only for the listed pairs.</source>
        <translation>使用指定词对而不是从词库抽取：卧底的词、&apos; - &apos;、其他人的词（例如 &apos;太阳 - 月亮&apos;）。机器人只知道词库中词对的提示。</translation>
    </message>
    <message>
        <source>Undercover seat</source>
        <translation>卧底座位</translation>
    </message>
    <message>
        <source>Which player is the undercover, from 1; 0 draws it from the seed. LLMArena&apos;s code always makes the last player the undercover.</source>
        <translation>哪位玩家是卧底（从 1 开始）；0 表示由种子抽取。LLMArena 的代码总是让最后一位玩家当卧底。</translation>
    </message>
    <message>
        <source>Clue length</source>
        <translation>提示长度</translation>
    </message>
    <message>
        <source>The most characters a clue may have.</source>
        <translation>一条提示最多可有的字符数。</translation>
    </message>
    <message>
        <source>A clue drawn from the whole word list (never its own word) and a random vote.</source>
        <translation>从整个词库中抽取一条提示（绝不含自己的词），并随机投票。</translation>
    </message>
    <message>
        <source>Gives a clue from its word&apos;s associations that no one has said yet, and votes for the player whose clues are least related to its own word.</source>
        <translation>从自己词的联想中给出一条还没人说过的提示，并投票给提示与自己词最不相关的玩家。</translation>
    </message>
    <message>
        <source>Bargain (deal or no deal)</source>
        <translation>讨价还价（Deal or No Deal）</translation>
    </message>
    <message>
        <source>Two players share a few hats, balls and apples. Each knows what the items are worth to itself (10 in all) but not to the other. In turn they propose what they keep, with a message, or accept the other&apos;s latest proposal; after 10 rounds without a deal both get nothing. A deal pays each its own value of its share minus the other&apos;s value of theirs.</source>
        <translation>两位玩家分配若干帽子、球和苹果。每人只知道这些物品对自己的价值（总计 10），不知道对对方的价值。双方轮流提出自己要保留的物品并附上留言，或接受对方最近的提议；10 轮内未成交则双方都一无所得。成交时，每人得到自己份额对自己的价值减去对方份额对对方的价值。</translation>
    </message>
    <message>
        <source>Bargaining rounds</source>
        <translation>谈判轮数</translation>
    </message>
    <message>
        <source>Rounds before the negotiation fails (LLMArena: 10). A round is the first player&apos;s turn, then the second&apos;s; as in LLMArena&apos;s code, the second player&apos;s turn of the last round is never played.</source>
        <translation>谈判失败前的轮数（LLMArena：10）。一轮是先手玩家行动，然后后手玩家行动；与 LLMArena 的代码一致，最后一轮后手玩家的回合不会进行。</translation>
    </message>
    <message>
        <source>Fixed instance</source>
        <translation>固定实例</translation>
    </message>
    <message>
        <source>Empty: drawn from the session&apos;s seed. Otherwise counts and values as &quot;1,2,3 8,1,0 4,0,2&quot; (hats, balls, apples; the first player&apos;s values; the second&apos;s): counts 1 to 5, 5 to 7 items, each pool worth 10.</source>
        <translation>留空：由本局种子抽取。否则写出数量和价值，如 &quot;1,2,3 8,1,0 4,0,2&quot;（帽子、球、苹果；先手玩家的价值；后手玩家的价值）：每种数量 1 到 5，共 5 到 7 件，每人对全部物品的估值为 10。</translation>
    </message>
    <message>
        <source>Accepts a standing offer with the given probability; otherwise proposes a uniformly random split, without words.</source>
        <translation>以给定概率接受现有提议；否则不加留言地提出一个均匀随机的分配。</translation>
    </message>
    <message>
        <source>Keeps every item worth something to it, then gives away one item per proposal, the one worth least to it, down to its floor; accepts an offer worth at least what it would ask next.</source>
        <translation>先保留所有对自己有价值的物品，然后每次提议让出一件对自己价值最低的物品，直到底线；若对方提议的价值不低于自己下一次的要求则接受。</translation>
    </message>
    <message>
        <source>Proposes keeping about half of its pool&apos;s value (the least of at least 5) and accepts any offer worth 5 or more to it.</source>
        <translation>提议保留约一半的总价值（至少为 5 的最小组合），并接受任何对自己价值 5 或以上的提议。</translation>
    </message>
    <message>
        <source>Accepts any offer worth at least its threshold to it; otherwise proposes keeping every item worth something to it.</source>
        <translation>接受任何对自己价值不低于阈值的提议；否则提议保留所有对自己有价值的物品。</translation>
    </message>
    <message>
        <source>Plays as associations until the clues it hears fit the other word of its pair better than its own; then it takes itself for the undercover, gives clues of the others&apos; word and votes as if that word were its own.</source>
        <translation>先按 associations 的方式出牌，直到听到的线索更符合其词对中的另一个词而不是自己的词；此时它认定自己是卧底，给出其他人词语的线索，并像拥有那个词一样投票。</translation>
    </message>
    <message>
        <source>Bid range</source>
        <translation>出价范围</translation>
    </message>
    <message>
        <source>golds: a bid is a whole number from 0 to G. none: any whole number counts, as γ-Bench&apos;s code takes it (no range check: a bid above G simply makes the sum exceed G); set by the γ-Bench importer.</source>
        <translation>golds：出价是 0 到 G 之间的整数。none：任何整数都有效，与 γ-Bench 代码的处理相同（不检查范围：高于 G 的出价只会使总和超过 G）；由 γ-Bench 导入器设置。</translation>
    </message>
    <message>
        <source>Contribution range</source>
        <translation>贡献范围</translation>
    </message>
    <message>
        <source>held: a contribution is a whole number from 0 to the tokens held. none: any whole number counts, as γ-Bench&apos;s code takes it (no range check, so holdings may go below zero); set by the γ-Bench importer.</source>
        <translation>held：贡献是 0 到所持代币数之间的整数。none：任何整数都有效，与 γ-Bench 代码的处理相同（不检查范围，因此持有量可能低于零）；由 γ-Bench 导入器设置。</translation>
    </message>
    <message>
        <source>Answers other than the two dishes</source>
        <translation>两道菜以外的回答</translation>
    </message>
    <message>
        <source>refused: an order must be &quot;costly&quot; or &quot;cheap&quot;. costly: &quot;cheap&quot; in any case is the cheap dish and any other answer the costly one, as γ-Bench&apos;s code counts it; set by the γ-Bench importer.</source>
        <translation>refused：点菜必须是 &quot;costly&quot; 或 &quot;cheap&quot;。costly：任意大小写的 &quot;cheap&quot; 为便宜菜，其他任何回答都算贵菜，与 γ-Bench 代码的计法相同；由 γ-Bench 导入器设置。</translation>
    </message>
    <message>
        <source>Shots at eliminated players</source>
        <translation>向已淘汰玩家射击</translation>
    </message>
    <message>
        <source>refused: the target must still be in the game. wasted_shot: naming a player already out is a legal shot that hits nobody, as γ-Bench&apos;s code plays it; set by the γ-Bench importer.</source>
        <translation>refused：目标必须仍在游戏中。wasted_shot：指定已出局的玩家是合法射击，但不会击中任何人，与 γ-Bench 代码的玩法相同；由 γ-Bench 导入器设置。</translation>
    </message>
    <message>
        <source>Show everyone&apos;s past choices</source>
        <translation>显示所有人过去的选择</translation>
    </message>
    <message>
        <source>false: a past round shows your own number, the average, the target and the winning numbers (γ-Bench). true: it also lists every player&apos;s number, as EconArena&apos;s with-history runs show &quot;the historical choices of everyone&quot;.</source>
        <translation>false：过去的一轮显示你自己的数字、平均值、目标和获胜数字（γ-Bench）。true：还列出每位玩家的数字，正如 EconArena 带历史的运行展示“所有人的历史选择”。</translation>
    </message>
    <message>
        <source>Who posts the small blind</source>
        <translation>由谁下小盲注</translation>
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
    <message>
        <source>withdrew</source>
        <translation>已退出</translation>
    </message>
    <message>
        <source>Your bid ($)</source>
        <translation>你的出价（$）</translation>
    </message>
    <message>
        <source>0 withdraws you from this item</source>
        <translation>出 0 表示退出本物品的竞拍</translation>
    </message>
    <message>
        <source>planned</source>
        <translation>已规划</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>planning</source>
        <translation>规划</translation>
    </message>
    <message>
        <source>Items left</source>
        <translation>剩余物品</translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation>物品 %1</translation>
    </message>
    <message>
        <source>Bidding round</source>
        <translation>竞价轮次</translation>
    </message>
    <message>
        <source>Bids ($)</source>
        <translation>出价（$）</translation>
    </message>
    <message>
        <source>Leading</source>
        <translation>领先</translation>
    </message>
    <message>
        <source>%1 with $%2</source>
        <translation>%1，出价 $%2</translation>
    </message>
    <message>
        <source>open</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>sold to %1 for $%2 (worth $%3)</source>
        <translation>以 $%2 卖给 %1（价值 $%3）</translation>
    </message>
    <message>
        <source>unsold</source>
        <translation>流拍</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Round %1. %2 pirates are aboard to share %3 gold coins; a plan needs %4 votes.</source>
        <translation>第 %1 轮。船上有 %2 名海盗分 %3 枚金币；方案需要 %4 票通过。</translation>
    </message>
    <message>
        <source>Last round&apos;s plan was accepted.</source>
        <translation>上一轮的方案被接受了。</translation>
    </message>
    <message>
        <source>Last round&apos;s plan was rejected and its proposer thrown overboard.</source>
        <translation>上一轮的方案被否决，提议者被扔下船。</translation>
    </message>
    <message>
        <source>You were thrown overboard: you have no more say.</source>
        <translation>你已被扔下船，不再有发言权。</translation>
    </message>
    <message>
        <source>You propose: say how many coins each pirate aboard gets, yourself included.</source>
        <translation>由你提议：说明船上每名海盗（包括你自己）分得多少金币。</translation>
    </message>
    <message>
        <source>The plan on the table gives you %1 coins. Accept or reject it.</source>
        <translation>当前方案分给你 %1 枚金币。请接受或否决。</translation>
    </message>
    <message>
        <source>You are waiting for the others.</source>
        <translation>你在等待其他人。</translation>
    </message>
    <message>
        <source>Coins for each pirate</source>
        <translation>每名海盗的金币</translation>
    </message>
    <message>
        <source>the coins must add up to %1</source>
        <translation>金币总数必须为 %1</translation>
    </message>
    <message>
        <source>Your vote</source>
        <translation>你的投票</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>否决</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>接受</translation>
    </message>
    <message>
        <source>rejects</source>
        <translation>否决</translation>
    </message>
    <message>
        <source>proposes %1</source>
        <translation>提议 %1</translation>
    </message>
    <message>
        <source>Proposer</source>
        <translation>提议者</translation>
    </message>
    <message>
        <source>Votes for</source>
        <translation>赞成票</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>plan accepted</source>
        <translation>方案通过</translation>
    </message>
    <message>
        <source>rejected: %1 thrown overboard</source>
        <translation>被否决：%1 被扔下船</translation>
    </message>
    <message>
        <source>%1 — game over</source>
        <translation>%1 — 游戏结束</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>Move %1. You play %2.</source>
        <translation>第 %1 步。你执 %2。</translation>
    </message>
    <message>
        <source>Your opponent placed %1 at %2.</source>
        <translation>对手在%2落下 %1。</translation>
    </message>
    <message>
        <source>Your opponent passed (no legal move was given).</source>
        <translation>对手弃权（未给出合法的一步）。</translation>
    </message>
    <message>
        <source>Choose where to play.</source>
        <translation>请选择落子位置。</translation>
    </message>
    <message>
        <source>Row (1 = top)</source>
        <translation>行（1 = 最上）</translation>
    </message>
    <message>
        <source>Column (1 = left)</source>
        <translation>列（1 = 最左）</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>%1 conceded</source>
        <translation>%1 认输</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 弃权</translation>
    </message>
    <message>
        <source>%1 (%2) at %3</source>
        <translation>%1（%2）落在%3</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <source>a draw: the board is full</source>
        <translation>平局：棋盘已满</translation>
    </message>
    <message>
        <source>stopped at the move limit</source>
        <translation>达到步数上限而停止</translation>
    </message>
    <message>
        <source>Shoot at</source>
        <translation>射击目标</translation>
    </message>
    <message>
        <source>Miss on purpose</source>
        <translation>故意射偏</translation>
    </message>
    <message>
        <source>shoots at %1</source>
        <translation>射击 %1</translation>
    </message>
    <message>
        <source>misses on purpose</source>
        <translation>故意射偏</translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation>%1 射击 %2</translation>
    </message>
    <message>
        <source>%1 misses on purpose</source>
        <translation>%1 故意射偏</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>射击</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>hit: %1 is out</source>
        <translation>命中：%1 出局</translation>
    </message>
    <message>
        <source>missed</source>
        <translation>未命中</translation>
    </message>
    <message>
        <source>Players left</source>
        <translation>剩余玩家</translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation>今晚</translation>
    </message>
    <message>
        <source>Go to the bar</source>
        <translation>去酒吧</translation>
    </message>
    <message>
        <source>Stay home</source>
        <translation>待在家</translation>
    </message>
    <message>
        <source>goes</source>
        <translation>去</translation>
    </message>
    <message>
        <source>stays home</source>
        <translation>待在家</translation>
    </message>
    <message>
        <source>Went</source>
        <translation>去的人数</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>The bar was</source>
        <translation>酒吧</translation>
    </message>
    <message>
        <source>crowded</source>
        <translation>拥挤</translation>
    </message>
    <message>
        <source>fun</source>
        <translation>舒适</translation>
    </message>
    <message>
        <source>Your order</source>
        <translation>你的点单</translation>
    </message>
    <message>
        <source>The costly dish</source>
        <translation>贵的菜</translation>
    </message>
    <message>
        <source>The cheap dish</source>
        <translation>便宜的菜</translation>
    </message>
    <message>
        <source>costly</source>
        <translation>贵</translation>
    </message>
    <message>
        <source>cheap</source>
        <translation>便宜</translation>
    </message>
    <message>
        <source>Costly dishes</source>
        <translation>贵菜数</translation>
    </message>
    <message>
        <source>Cheap dishes</source>
        <translation>便宜菜数</translation>
    </message>
    <message>
        <source>Bill</source>
        <translation>账单</translation>
    </message>
    <message>
        <source>Each pays</source>
        <translation>每人支付</translation>
    </message>
    <message>
        <source>%1 players claim shares of %2 golds at the same time. If the claims add up to at most %2, everyone gets their claim; if they add up to more, nobody gets anything.</source>
        <translation>%1 名玩家同时索取 %2 枚金币中的份额。若索取总和不超过 %2，每人都得到自己索取的数额；若超过，则谁也得不到。</translation>
    </message>
    <message>
        <source>You did not answer last round; the claims added up to %1.</source>
        <translation>你上一轮没有作答；索取总和为 %1。</translation>
    </message>
    <message>
        <source>Last round you claimed %1, but the claims added up to %2, more than %3: nobody got anything.</source>
        <translation>上一轮你索取了 %1，但索取总和为 %2，超过了 %3：谁也没得到。</translation>
    </message>
    <message>
        <source>Last round you claimed %1 and got it: the claims added up to %2 of %3.</source>
        <translation>上一轮你索取了 %1 并如数得到：索取总和为 %2，上限为 %3。</translation>
    </message>
    <message>
        <source>How many golds do you claim?</source>
        <translation>你要索取多少枚金币？</translation>
    </message>
    <message>
        <source>Your claim (golds)</source>
        <translation>你的索取（金币）</translation>
    </message>
    <message>
        <source>claims %1</source>
        <translation>索取 %1</translation>
    </message>
    <message>
        <source>Claimed in total</source>
        <translation>索取总和</translation>
    </message>
    <message>
        <source>%1 of %2 golds</source>
        <translation>%1 / %2 枚金币</translation>
    </message>
    <message>
        <source>too much: nobody gets anything</source>
        <translation>超额：谁也得不到</translation>
    </message>
    <message>
        <source>everyone gets their claim</source>
        <translation>每人得到自己索取的数额</translation>
    </message>
    <message>
        <source>1 token</source>
        <translation>1 枚代币</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 枚代币</translation>
    </message>
    <message>
        <source>Whatever the %1 players put into the pot is multiplied by %2 and shared equally among all of them; the tokens you keep stay yours.</source>
        <translation>%1 名玩家投入池中的代币会乘以 %2，再平分给所有人；你留下的代币仍归你所有。</translation>
    </message>
    <message>
        <source>Last round you contributed %1; the pot held %2 and everyone got %3 from it.</source>
        <translation>上一轮你投入了 %1；池中共有 %2，每人从中分得 %3。</translation>
    </message>
    <message>
        <source>You did not answer last round; the pot held %1 and everyone got %2 from it.</source>
        <translation>你上一轮没有作答；池中共有 %1，每人从中分得 %2。</translation>
    </message>
    <message>
        <source>You hold %1. How many do you put into the pot?</source>
        <translation>你持有 %1。要往池中投入多少？</translation>
    </message>
    <message>
        <source>Tokens to contribute</source>
        <translation>投入的代币</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2 (the whole tokens you hold)</source>
        <translation>从 %1 到 %2 的整数（你持有的整枚代币）</translation>
    </message>
    <message>
        <source>contributes %1</source>
        <translation>投入 %1</translation>
    </message>
    <message>
        <source>Contributions</source>
        <translation>投入</translation>
    </message>
    <message>
        <source>Pot</source>
        <translation>公共池</translation>
    </message>
    <message>
        <source>Each gets back</source>
        <translation>每人分回</translation>
    </message>
    <message>
        <source>Round %1 of %2. One item is for sale, and it is worth %3 to you.</source>
        <translation>第 %1 轮，共 %2 轮。有一件物品出售，它对你的价值为 %3。</translation>
    </message>
    <message>
        <source>Everyone bids once, sealed. The highest bid wins and pays the second-highest bid.</source>
        <translation>每人密封出价一次。出价最高者获胜，支付第二高的出价。</translation>
    </message>
    <message>
        <source>Everyone bids once, sealed. The highest bid wins and pays its own bid.</source>
        <translation>每人密封出价一次。出价最高者获胜，支付自己的出价。</translation>
    </message>
    <message>
        <source>You hold %1 in assets; you cannot bid more than that.</source>
        <translation>你持有 %1 的资产；出价不能超过这个数。</translation>
    </message>
    <message>
        <source>You did not bid last round.</source>
        <translation>你上一轮没有出价。</translation>
    </message>
    <message>
        <source>Last round you bid %1 for an item worth %2 to you and won it, paying %3.</source>
        <translation>上一轮你为一件对你价值 %2 的物品出价 %1 并赢得了它，支付了 %3。</translation>
    </message>
    <message>
        <source>Last round you bid %1 for an item worth %2 to you and lost: the winning bid was %3.</source>
        <translation>上一轮你为一件对你价值 %2 的物品出价 %1，但没有赢：获胜出价为 %3。</translation>
    </message>
    <message>
        <source>Last round you bid %1 for an item worth %2 to you; nobody won it.</source>
        <translation>上一轮你为一件对你价值 %2 的物品出价 %1；无人赢得它。</translation>
    </message>
    <message>
        <source>Place your sealed bid.</source>
        <translation>请提交你的密封出价。</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>你的出价</translation>
    </message>
    <message>
        <source>no bid</source>
        <translation>未出价</translation>
    </message>
    <message>
        <source>bids %1</source>
        <translation>出价 %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>无人</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>获胜者</translation>
    </message>
    <message>
        <source>Winning bid</source>
        <translation>获胜出价</translation>
    </message>
    <message>
        <source>Price paid</source>
        <translation>成交价</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>%1 bidders tied for the highest bid</source>
        <translation>%1 名竞拍者并列最高出价</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>出价</translation>
    </message>
    <message>
        <source>1 unit</source>
        <translation>1 单位</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 单位</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>Day %1 of %2. Today&apos;s supply is %3 of water; the residents still in the game need %4 in all.</source>
        <translation>第 %1 天，共 %2 天。今天的供水量为 %3；仍在游戏中的居民共需 %4。</translation>
    </message>
    <message>
        <source>You have been eliminated: you no longer bid.</source>
        <translation>你已被淘汰，不再出价。</translation>
    </message>
    <message>
        <source>You need %1 a day. You have %2 (today&apos;s salary of %3 included) and %4 of %5 health points.</source>
        <translation>你每天需要 %1。你有 %2（含今天的工资 %3），健康值为 %4 / %5。</translation>
    </message>
    <message>
        <source>You did not bid yesterday.</source>
        <translation>你昨天没有出价。</translation>
    </message>
    <message>
        <source>Yesterday you bid %1 and got your water.</source>
        <translation>你昨天出价 %1，得到了水。</translation>
    </message>
    <message>
        <source>Yesterday you bid %1 and got no water.</source>
        <translation>你昨天出价 %1，没有得到水。</translation>
    </message>
    <message>
        <source>The lowest winning bid yesterday was %1.</source>
        <translation>昨天的最低中标价为 %1。</translation>
    </message>
    <message>
        <source>Nobody got water yesterday.</source>
        <translation>昨天没有人得到水。</translation>
    </message>
    <message>
        <source>A day without water would cost you 1 health point.</source>
        <translation>缺水一天会让你损失 1 点健康值。</translation>
    </message>
    <message>
        <source>A day without water would cost you %1 health points.</source>
        <translation>缺水一天会让你损失 %1 点健康值。</translation>
    </message>
    <message>
        <source>Bid for your whole water need today.</source>
        <translation>请为你今天的全部用水需求出价。</translation>
    </message>
    <message>
        <source>Your bid for water ($)</source>
        <translation>你的用水出价（$）</translation>
    </message>
    <message>
        <source>for your whole need of %1 today; you have %2</source>
        <translation>用于满足你今天 %1 的全部需求；你有 %2</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>供应量</translation>
    </message>
    <message>
        <source>Got water</source>
        <translation>得到水</translation>
    </message>
    <message>
        <source>Lowest winning bid</source>
        <translation>最低中标价</translation>
    </message>
    <message>
        <source>Water left</source>
        <translation>剩余水量</translation>
    </message>
    <message>
        <source>Void bids (above the balance)</source>
        <translation>无效出价（超过余额）</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>被淘汰</translation>
    </message>
    <message>
        <source>Residents left</source>
        <translation>剩余居民</translation>
    </message>
    <message>
        <source>the flop</source>
        <translation>翻牌</translation>
    </message>
    <message>
        <source>the turn</source>
        <translation>转牌</translation>
    </message>
    <message>
        <source>the river</source>
        <translation>河牌</translation>
    </message>
    <message>
        <source>before the flop</source>
        <translation>翻牌前</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>calls %1</source>
        <translation>跟注 %1</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>过牌</translation>
    </message>
    <message>
        <source>raises half the pot (+%1)</source>
        <translation>加注半个底池（+%1）</translation>
    </message>
    <message>
        <source>raises the pot (+%1)</source>
        <translation>加注一个底池（+%1）</translation>
    </message>
    <message>
        <source>goes all in (+%1)</source>
        <translation>全下（+%1）</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>同花顺</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>四条</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>葫芦</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>同花</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>顺子</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>三条</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>两对</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>一对</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>高牌</translation>
    </message>
    <message>
        <source>Your cards: %1. You are the small blind.</source>
        <translation>你的手牌：%1。你是小盲注。</translation>
    </message>
    <message>
        <source>Your cards: %1. You are the big blind.</source>
        <translation>你的手牌：%1。你是大盲注。</translation>
    </message>
    <message>
        <source>Board, %1: %2.</source>
        <translation>公共牌（%1）：%2。</translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation>尚无公共牌</translation>
    </message>
    <message>
        <source>Pot %1. You have put in %2 and hold %3; your opponent has put in %4 and holds %5.</source>
        <translation>底池 %1。你已投入 %2，剩余 %3；对手已投入 %4，剩余 %5。</translation>
    </message>
    <message>
        <source>Your opponent %1.</source>
        <translation>对手：%1。</translation>
    </message>
    <message>
        <source>To stay in the hand, call %1, raise, or fold.</source>
        <translation>要留在这手牌中：跟注 %1、加注或弃牌。</translation>
    </message>
    <message>
        <source>Your move: check, raise, or fold.</source>
        <translation>轮到你：过牌、加注或弃牌。</translation>
    </message>
    <message>
        <source>Your action</source>
        <translation>你的行动</translation>
    </message>
    <message>
        <source>Fold</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation>跟注 %1</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>过牌</translation>
    </message>
    <message>
        <source>Raise half the pot (+%1)</source>
        <translation>加注半池（+%1）</translation>
    </message>
    <message>
        <source>Raise the pot (+%1)</source>
        <translation>加注满池（+%1）</translation>
    </message>
    <message>
        <source>All in (+%1)</source>
        <translation>全下（+%1）</translation>
    </message>
    <message>
        <source>lost the hand by an unusable answer</source>
        <translation>因无效回答输掉这手牌</translation>
    </message>
    <message>
        <source>checks or calls</source>
        <translation>过牌或跟注</translation>
    </message>
    <message>
        <source>raises half the pot</source>
        <translation>加注半个底池</translation>
    </message>
    <message>
        <source>raises the pot</source>
        <translation>加注一个底池</translation>
    </message>
    <message>
        <source>goes all in</source>
        <translation>全下</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>公共牌</translation>
    </message>
    <message>
        <source>Shows</source>
        <translation>亮牌</translation>
    </message>
    <message>
        <source>%1 wins the pot</source>
        <translation>%1 赢得底池</translation>
    </message>
    <message>
        <source>called off: everyone keeps their chips</source>
        <translation>中止：各自保留筹码</translation>
    </message>
    <message>
        <source>split pot</source>
        <translation>平分底池</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <source>%1, rank unknown</source>
        <translation>%1，点数未知</translation>
    </message>
    <message>
        <source>rank %1, colour unknown</source>
        <translation>点数 %1，颜色未知</translation>
    </message>
    <message>
        <source>nothing known</source>
        <translation>一无所知</translation>
    </message>
    <message>
        <source>Your partner played %1 from position %2: it fit.</source>
        <translation>你的同伴打出了位置 %2 的 %1：接上了。</translation>
    </message>
    <message>
        <source>Your partner played %1 from position %2: it did not fit and cost a life token.</source>
        <translation>你的同伴打出了位置 %2 的 %1：没有接上，失去一枚生命标记。</translation>
    </message>
    <message>
        <source>Your partner discarded %1 from position %2.</source>
        <translation>你的同伴弃掉了位置 %2 的 %1。</translation>
    </message>
    <message>
        <source>Your partner pointed out your %1 cards, at positions: %2.</source>
        <translation>你的同伴指出了你的%1色牌，位置：%2。</translation>
    </message>
    <message>
        <source>Your partner pointed out your cards of rank %1, at positions: %2.</source>
        <translation>你的同伴指出了你点数为 %1 的牌，位置：%2。</translation>
    </message>
    <message>
        <source>Your partner passed.</source>
        <translation>你的同伴跳过了这一轮。</translation>
    </message>
    <message>
        <source>Turn %1. Fireworks: %2. Team score: %3 of %4.</source>
        <translation>第 %1 回合。烟花：%2。团队得分：%3 / %4。</translation>
    </message>
    <message>
        <source>Information tokens: %1 of %2. Life tokens: %3. Cards in the deck: %4.</source>
        <translation>提示标记：%1 / %2。生命标记：%3。牌堆剩余：%4 张。</translation>
    </message>
    <message>
        <source>The deck is empty: this is the last round of turns.</source>
        <translation>牌堆已空：这是最后一轮。</translation>
    </message>
    <message>
        <source>Your partner&apos;s cards, oldest first: %1.</source>
        <translation>同伴的牌（最旧的在前）：%1。</translation>
    </message>
    <message>
        <source>What you have been told of your cards, oldest first: %1.</source>
        <translation>关于你自己的牌你已得知（最旧的在前）：%1。</translation>
    </message>
    <message>
        <source>Discarded: %1.</source>
        <translation>弃牌：%1。</translation>
    </message>
    <message>
        <source>Play a card, discard one, or point out your partner&apos;s cards of one colour or rank.</source>
        <translation>打出一张牌、弃一张牌，或指出同伴某一颜色或点数的牌。</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>你的行动</translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation>出牌</translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>Point out a colour</source>
        <translation>提示颜色</translation>
    </message>
    <message>
        <source>Point out a rank</source>
        <translation>提示点数</translation>
    </message>
    <message>
        <source>Which of your cards</source>
        <translation>你的哪张牌</translation>
    </message>
    <message>
        <source>to play or discard; 1 is the oldest</source>
        <translation>用于出牌或弃牌；1 为最旧的牌</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>第 %1 张</translation>
    </message>
    <message>
        <source>Colour to point out</source>
        <translation>要提示的颜色</translation>
    </message>
    <message>
        <source>for a colour hint</source>
        <translation>用于颜色提示</translation>
    </message>
    <message>
        <source>Rank to point out</source>
        <translation>要提示的点数</translation>
    </message>
    <message>
        <source>for a rank hint</source>
        <translation>用于点数提示</translation>
    </message>
    <message>
        <source>plays card %1</source>
        <translation>打出第 %1 张牌</translation>
    </message>
    <message>
        <source>discards card %1</source>
        <translation>弃掉第 %1 张牌</translation>
    </message>
    <message>
        <source>points out %1</source>
        <translation>提示%1</translation>
    </message>
    <message>
        <source>points out the rank %1</source>
        <translation>提示点数 %1</translation>
    </message>
    <message>
        <source>%1 played %2 (card %3): it fit</source>
        <translation>%1 打出 %2（第 %3 张）：接上了</translation>
    </message>
    <message>
        <source>%1 played %2 (card %3): it did not fit, a life lost</source>
        <translation>%1 打出 %2（第 %3 张）：没接上，失去一条生命</translation>
    </message>
    <message>
        <source>%1 discarded %2 (card %3)</source>
        <translation>%1 弃掉 %2（第 %3 张）</translation>
    </message>
    <message>
        <source>%1 pointed out %2, at positions: %3</source>
        <translation>%1 提示了%2，位置：%3</translation>
    </message>
    <message>
        <source>%1 pointed out the rank %2, at positions: %3</source>
        <translation>%1 提示了点数 %2，位置：%3</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <source>Fireworks</source>
        <translation>烟花</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>%1 information, %2 life</source>
        <translation>提示 %1，生命 %2</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>牌堆</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>no life token left: the team scores 0</source>
        <translation>生命标记用尽：团队得 0 分</translation>
    </message>
    <message>
        <source>every firework complete</source>
        <translation>所有烟花均已完成</translation>
    </message>
    <message>
        <source>over: the last round after the deck ran out</source>
        <translation>结束：牌堆耗尽后的最后一轮已完成</translation>
    </message>
    <message>
        <source>stopped at the turn limit</source>
        <translation>已达回合上限而停止</translation>
    </message>
    <message>
        <source>at most %1 characters</source>
        <translation>最多 %1 个字符</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1、%2 和 %3</translation>
    </message>
    <message>
        <source>1 hat</source>
        <translation>1 顶帽子</translation>
    </message>
    <message>
        <source>%1 hats</source>
        <translation>%1 顶帽子</translation>
    </message>
    <message>
        <source>1 ball</source>
        <translation>1 个球</translation>
    </message>
    <message>
        <source>%1 balls</source>
        <translation>%1 个球</translation>
    </message>
    <message>
        <source>1 apple</source>
        <translation>1 个苹果</translation>
    </message>
    <message>
        <source>%1 apples</source>
        <translation>%1 个苹果</translation>
    </message>
    <message>
        <source>You said: “%1”</source>
        <translation>你说：“%1”</translation>
    </message>
    <message>
        <source>Your opponent said: “%1”</source>
        <translation>对手说：“%1”</translation>
    </message>
    <message>
        <source>Bargaining round %1 of %2.</source>
        <translation>第 %1 轮谈判，共 %2 轮。</translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation>桌上有：%1。</translation>
    </message>
    <message>
        <source>To you, a hat is worth %1, a ball %2 and an apple %3: %4 for everything.</source>
        <translation>对你来说，一顶帽子值 %1，一个球值 %2，一个苹果值 %3：全部共值 %4。</translation>
    </message>
    <message>
        <source>Their offer: they keep %1; you would get %2, worth %3 to you.</source>
        <translation>对方的提议：他们保留 %1；你将得到 %2，对你价值 %3。</translation>
    </message>
    <message>
        <source>Your opponent has made no offer yet.</source>
        <translation>对手还没有提出任何提议。</translation>
    </message>
    <message>
        <source>Your last proposal: you keep %1, worth %2 to you.</source>
        <translation>你上一次的提议：你保留 %1，对你价值 %2。</translation>
    </message>
    <message>
        <source>This is the last turn: if you do not accept their offer, nobody gets anything.</source>
        <translation>这是最后一回合：如果你不接受对方的提议，双方都一无所得。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s next turn is the last: they can only accept your proposal or end without a deal.</source>
        <translation>对手的下一回合是最后一回合：他们只能接受你的提议，否则谈判无果而终。</translation>
    </message>
    <message>
        <source>Propose what you keep, with a message, or accept their offer.</source>
        <translation>提出你要保留的物品并附上留言，或接受对方的提议。</translation>
    </message>
    <message>
        <source>Propose what you keep, with a message.</source>
        <translation>提出你要保留的物品并附上留言。</translation>
    </message>
    <message>
        <source>Propose</source>
        <translation>提议</translation>
    </message>
    <message>
        <source>Accept their offer</source>
        <translation>接受对方的提议</translation>
    </message>
    <message>
        <source>Hats you keep</source>
        <translation>你保留的帽子</translation>
    </message>
    <message>
        <source>Balls you keep</source>
        <translation>你保留的球</translation>
    </message>
    <message>
        <source>Apples you keep</source>
        <translation>你保留的苹果</translation>
    </message>
    <message>
        <source>0 to %1; the rest goes to your opponent</source>
        <translation>0 到 %1；其余归对手</translation>
    </message>
    <message>
        <source>Message to your opponent</source>
        <translation>给对手的留言</translation>
    </message>
    <message>
        <source>optional, at most %1 characters</source>
        <translation>可选，最多 %1 个字符</translation>
    </message>
    <message>
        <source>concedes</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>accepts the offer</source>
        <translation>接受提议</translation>
    </message>
    <message>
        <source>proposes to keep %1</source>
        <translation>提议保留 %1</translation>
    </message>
    <message>
        <source>%1 proposes to keep %2</source>
        <translation>%1 提议保留 %2</translation>
    </message>
    <message>
        <source>%1 accepts the offer</source>
        <translation>%1 接受提议</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation>%1 认输</translation>
    </message>
    <message>
        <source>Turn %1, round %2</source>
        <translation>第 %1 回合，第 %2 轮</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>留言</translation>
    </message>
    <message>
        <source>deal: %1 secures %2 (worth %3 to them), %4 secures %5 (worth %6 to them)</source>
        <translation>成交：%1 获得 %2（对其价值 %3），%4 获得 %5（对其价值 %6）</translation>
    </message>
    <message>
        <source>no deal within the rounds: nobody gets anything</source>
        <translation>在规定轮数内未成交：双方都一无所得</translation>
    </message>
    <message>
        <source>%1 gave up and loses: no deal</source>
        <translation>%1 放弃并告负：未成交</translation>
    </message>
    <message>
        <source>stopped at the turn limit: no deal</source>
        <translation>达到回合上限而停止：未成交</translation>
    </message>
    <message>
        <source>%1 gave no clue</source>
        <translation>%1 没有给出提示</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1：“%2”</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 投给 %2</translation>
    </message>
    <message>
        <source>no votes</source>
        <translation>没有投票</translation>
    </message>
    <message>
        <source>Your secret word: %1</source>
        <translation>你的秘密词：%1</translation>
    </message>
    <message>
        <source>Round %1. Still in: %2. Out: %3.</source>
        <translation>第 %1 轮。仍在场：%2。已出局：%3。</translation>
    </message>
    <message>
        <source>Round %1 clue — %2</source>
        <translation>第 %1 轮提示 — %2</translation>
    </message>
    <message>
        <source>Round %1 vote — %2; %3 went out (a tie, drawn by lot)</source>
        <translation>第 %1 轮投票 — %2；%3 出局（平票，抽签决定）</translation>
    </message>
    <message>
        <source>Round %1 vote — %2; %3 went out</source>
        <translation>第 %1 轮投票 — %2；%3 出局</translation>
    </message>
    <message>
        <source>Clues this round:</source>
        <translation>本轮的提示：</translation>
    </message>
    <message>
        <source>Vote out the player you think has a different word (not yourself).</source>
        <translation>投票淘汰你认为拿到不同词的玩家（不能投自己）。</translation>
    </message>
    <message>
        <source>Give one short clue about your word, without saying it.</source>
        <translation>给出一个关于你的词的简短提示，但不要说出这个词。</translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation>你的提示</translation>
    </message>
    <message>
        <source>a few words, at most %1 characters; your word itself is not allowed</source>
        <translation>几个词，最多 %1 个字符；不能包含你的词本身</translation>
    </message>
    <message>
        <source>Vote out</source>
        <translation>投票淘汰</translation>
    </message>
    <message>
        <source>votes out %1</source>
        <translation>投票淘汰 %1</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Clue</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Votes</source>
        <translation>票数</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>出局</translation>
    </message>
    <message>
        <source>%1 (a tie, drawn by lot)</source>
        <translation>%1（平票，抽签决定）</translation>
    </message>
    <message>
        <source>the undercover was found</source>
        <translation>卧底被找出</translation>
    </message>
    <message>
        <source>the undercover survived</source>
        <translation>卧底存活到最后</translation>
    </message>
    <message>
        <source>stopped at the round limit</source>
        <translation>达到轮数上限而停止</translation>
    </message>
    <message>
        <source>Undercover</source>
        <translation>卧底</translation>
    </message>
    <message>
        <source>%1, word “%2”; the others had “%3”</source>
        <translation>%1，词为“%2”；其他人的词是“%3”</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2; if all claims together exceed %3, nobody gets anything</source>
        <translation>%1 到 %2 之间的整数；如果所有要求之和超过 %3，谁都得不到</translation>
    </message>
    <message>
        <source>any whole number counts under this session&apos;s rules, even more than the %1 whole tokens you hold</source>
        <translation>按本场规则任何整数都有效，即使超过你持有的 %1 枚整代币</translation>
    </message>
    <message>
        <source>Everyone&apos;s numbers last round, seat by seat: %1.</source>
        <translation>上一轮所有人的数字（按座位）：%1。</translation>
    </message>
    <message>
        <source>%1 people decide whether to go to the bar. It is fun when at most %2 of them go and no fun when it is crowded; staying home is always the same.</source>
        <translation>%1 个人决定是否去酒吧。最多 %2 人去时很有趣，拥挤时就没意思；待在家里总是一样。</translation>
    </message>
    <message>
        <source>you went</source>
        <translation>你去了</translation>
    </message>
    <message>
        <source>you stayed home</source>
        <translation>你待在家里</translation>
    </message>
    <message>
        <source>Last round %1 and %2 people went (%3).</source>
        <translation>上一轮%1，共有 %2 人去了（%3）。</translation>
    </message>
    <message>
        <source>not crowded</source>
        <translation>不拥挤</translation>
    </message>
    <message>
        <source>Last round %1; you were not told how many went.</source>
        <translation>上一轮%1；没有告诉你去了多少人。</translation>
    </message>
    <message>
        <source>Do you go or stay home?</source>
        <translation>你去还是待在家里？</translation>
    </message>
    <message>
        <source>%1 diners split the bill equally. The costly dish costs %2 and is worth %3 to you; the cheap one costs %4 and is worth %5.</source>
        <translation>%1 位食客平分账单。贵的菜价格 %2，对你价值 %3；便宜的菜价格 %4，价值 %5。</translation>
    </message>
    <message>
        <source>Last round %1 of the diners ordered the costly dish and everyone paid %2; your payoff was %3.</source>
        <translation>上一轮有 %1 位食客点了贵的菜，每人支付 %2；你的收益是 %3。</translation>
    </message>
    <message>
        <source>Which dish do you order?</source>
        <translation>你点哪道菜？</translation>
    </message>
    <message>
        <source>Item %1 of %2: %3. Bidding starts at $%4; you think it is worth $%5.</source>
        <translation>第 %1 件（共 %2 件）：%3。起拍价 $%4；你估计它值 $%5。</translation>
    </message>
    <message>
        <source>Nobody has bid on it yet.</source>
        <translation>还没有人出价。</translation>
    </message>
    <message>
        <source>You lead with $%1.</source>
        <translation>你以 $%1 领先。</translation>
    </message>
    <message>
        <source>The highest bid is $%1, by %2.</source>
        <translation>最高出价为 $%1，出价者是 %2。</translation>
    </message>
    <message>
        <source>You have $%1 left of $%2; your profit so far is $%3.</source>
        <translation>你还剩 $%1（共 $%2）；目前利润为 $%3。</translation>
    </message>
    <message>
        <source>You cannot afford the lowest bid of $%1: withdraw with 0.</source>
        <translation>你付不起最低出价 $%1：输入 0 退出。</translation>
    </message>
    <message>
        <source>Bid at least $%1, or withdraw from this item with 0.</source>
        <translation>至少出价 $%1，或输入 0 退出这件拍品。</translation>
    </message>
    <message>
        <source>%1 (the board then dealt to %2)</source>
        <translation>%1（之后公共牌发到%2）</translation>
    </message>
</context>
<context>
    <name>RunLauncher</name>
    <message>
        <source>A budget needs a price for every model, and %1 has none: add it under Settings → Prices, or run without a budget.</source>
        <translation>预算需要每个模型都有价格，而 %1 没有：请在“设置 → 价格”中添加，或不设预算运行。</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation>未知游戏“%1”。</translation>
    </message>
    <message>
        <source>This folder is a classroom room&apos;s: reopen it with nashlab-cli room --resume %1.</source>
        <translation>此文件夹属于课堂房间：请用 nashlab-cli room --resume %1 重新打开。</translation>
    </message>
    <message>
        <source>Every session of this run has finished: there is nothing to resume.</source>
        <translation>此运行的所有会话都已结束：没有可继续的内容。</translation>
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
        <source>Payoff</source>
        <translation>收益</translation>
    </message>
    <message>
        <source>Invalid answers</source>
        <translation>无效回答</translation>
    </message>
    <message>
        <source>Rule-breaking rate</source>
        <translation>违规率</translation>
    </message>
    <message>
        <source>Rationality (EconArena)</source>
        <translation>理性度（EconArena）</translation>
    </message>
    <message>
        <source>Distance from the equilibrium</source>
        <translation>与均衡的距离</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>获胜轮数</translation>
    </message>
    <message>
        <source>Mean number chosen</source>
        <translation>所选数字的均值</translation>
    </message>
    <message>
        <source>Share of rounds with a good evening</source>
        <translation>度过愉快夜晚的轮次比例</translation>
    </message>
    <message>
        <source>Share of rounds at the bar</source>
        <translation>去酒吧的轮次比例</translation>
    </message>
    <message>
        <source>Mean bid</source>
        <translation>平均出价</translation>
    </message>
    <message>
        <source>Contribution rate</source>
        <translation>投入比例</translation>
    </message>
    <message>
        <source>Tokens at the end</source>
        <translation>最终代币</translation>
    </message>
    <message>
        <source>Mean contribution</source>
        <translation>平均投入</translation>
    </message>
    <message>
        <source>Share of costly dishes</source>
        <translation>点贵菜的比例</translation>
    </message>
    <message>
        <source>Bid&apos;s distance from the equilibrium bid</source>
        <translation>出价与均衡出价的距离</translation>
    </message>
    <message>
        <source>Mean value minus bid</source>
        <translation>估值减出价的均值</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>命中次数</translation>
    </message>
    <message>
        <source>Shots missed on purpose</source>
        <translation>故意射偏次数</translation>
    </message>
    <message>
        <source>Share of shots at the strongest</source>
        <translation>射击最强者的比例</translation>
    </message>
    <message>
        <source>Shots at the strongest</source>
        <translation>射击最强者的次数</translation>
    </message>
    <message>
        <source>Survived</source>
        <translation>存活</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>回合数</translation>
    </message>
    <message>
        <source>Votes as the equilibrium votes</source>
        <translation>与均衡一致的投票</translation>
    </message>
    <message>
        <source>Plans proposed</source>
        <translation>提出的方案</translation>
    </message>
    <message>
        <source>Votes cast</source>
        <translation>投票次数</translation>
    </message>
    <message>
        <source>Day eliminated</source>
        <translation>淘汰日</translation>
    </message>
    <message>
        <source>Days survived</source>
        <translation>存活天数</translation>
    </message>
    <message>
        <source>Money at the end</source>
        <translation>最终余额</translation>
    </message>
    <message>
        <source>Health at the end</source>
        <translation>最终健康值</translation>
    </message>
    <message>
        <source>Mean winning bid</source>
        <translation>平均中标价</translation>
    </message>
    <message>
        <source>Bids above the balance</source>
        <translation>超过余额的出价</translation>
    </message>
    <message>
        <source>Daily water need</source>
        <translation>每日用水需求</translation>
    </message>
    <message>
        <source>Daily salary</source>
        <translation>日工资</translation>
    </message>
    <message>
        <source>Total paid</source>
        <translation>总支付</translation>
    </message>
    <message>
        <source>Days with water</source>
        <translation>有水的天数</translation>
    </message>
    <message>
        <source>Engagement</source>
        <translation>参与度</translation>
    </message>
    <message>
        <source>Failed-bid rate</source>
        <translation>出价失败率</translation>
    </message>
    <message>
        <source>Items won</source>
        <translation>赢得的物品</translation>
    </message>
    <message>
        <source>Money left ($)</source>
        <translation>剩余资金（$）</translation>
    </message>
    <message>
        <source>Money spent ($)</source>
        <translation>花费资金（$）</translation>
    </message>
    <message>
        <source>Items overpaid</source>
        <translation>溢价买入的物品</translation>
    </message>
    <message>
        <source>Profit ($)</source>
        <translation>利润（$）</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Share of auctions topped</source>
        <translation>利润居首的拍卖占比</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>平局</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜局</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>负局</translation>
    </message>
    <message>
        <source>Illegal-move rate</source>
        <translation>非法着法率</translation>
    </message>
    <message>
        <source>Lost by an illegal move</source>
        <translation>因非法着法告负</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>已走步数</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>弃权次数</translation>
    </message>
    <message>
        <source>Board-value reward</source>
        <translation>局面价值奖励</translation>
    </message>
    <message>
        <source>Mean profit of the bidders ($)</source>
        <translation>竞拍者平均利润（$）</translation>
    </message>
    <message>
        <source>Top bidder&apos;s profit ($)</source>
        <translation>最佳竞拍者的利润（$）</translation>
    </message>
    <message>
        <source>Share of items sold</source>
        <translation>成交物品比例</translation>
    </message>
    <message>
        <source>Survivors</source>
        <translation>幸存者</translation>
    </message>
    <message>
        <source>Resource-to-survival ratio, first day</source>
        <translation>资源与生存需求之比，第一天</translation>
    </message>
    <message>
        <source>Resource-to-survival ratio, last day</source>
        <translation>资源与生存需求之比，最后一天</translation>
    </message>
    <message>
        <source>Chips won</source>
        <translation>赢得的筹码</translation>
    </message>
    <message>
        <source>Hands folded</source>
        <translation>弃牌的手数</translation>
    </message>
    <message>
        <source>Hands to the showdown</source>
        <translation>进入摊牌的手数</translation>
    </message>
    <message>
        <source>Turns forfeited</source>
        <translation>放弃的回合</translation>
    </message>
    <message>
        <source>Bid above the equilibrium (share of it)</source>
        <translation>出价高于均衡出价的比例</translation>
    </message>
    <message>
        <source>Team score</source>
        <translation>团队得分</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>出牌数</translation>
    </message>
    <message>
        <source>Wrong plays</source>
        <translation>错误出牌</translation>
    </message>
    <message>
        <source>Cards discarded</source>
        <translation>弃牌数</translation>
    </message>
    <message>
        <source>Hints given</source>
        <translation>提示次数</translation>
    </message>
    <message>
        <source>Share of plays</source>
        <translation>出牌占比</translation>
    </message>
    <message>
        <source>Share of discards</source>
        <translation>弃牌占比</translation>
    </message>
    <message>
        <source>Share of hints</source>
        <translation>提示占比</translation>
    </message>
    <message>
        <source>%1 by treatment</source>
        <translation>%1（按处理组）</translation>
    </message>
    <message>
        <source>%1 − %2: %3, 95% bootstrap CI [%4, %5], permutation p = %6</source>
        <translation>%1 − %2：%3，95% 自助法置信区间 [%4, %5]，置换检验 p = %6</translation>
    </message>
    <message>
        <source>γ-Bench score</source>
        <translation>γ-Bench 得分</translation>
    </message>
</context>
<context>
    <name>TreatmentChart</name>
    <message>
        <source>%1 − %2: %3 [%4, %5], p = %6</source>
        <translation>%1 − %2：%3 [%4, %5]，p = %6</translation>
    </message>
</context>
<context>
    <name>nashlab::ui</name>
    <message>
        <source>rounds</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>history shown</source>
        <translation>显示的历史</translation>
    </message>
    <message>
        <source>chain of thought</source>
        <translation>思维链</translation>
    </message>
    <message>
        <source>every seat: %1</source>
        <translation>每个席位：%1</translation>
    </message>
    <message>
        <source>seat %1: %2</source>
        <translation>席位 %1：%2</translation>
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
    <message>
        <source>Show every player&apos;s cards to the audience</source>
        <translation>向观众展示所有玩家的手牌</translation>
    </message>
    <message>
        <source>%1 wins the pot</source>
        <translation>%1 赢得底池</translation>
    </message>
    <message>
        <source>Split pot</source>
        <translation>平分底池</translation>
    </message>
    <message>
        <source>The blinds are in; the cards are dealt</source>
        <translation>盲注已下，牌已发出</translation>
    </message>
    <message>
        <source>Action %1</source>
        <translation>第 %1 次行动</translation>
    </message>
    <message>
        <source>Show both players&apos; values to the audience</source>
        <translation>向观众显示双方的估值</translation>
    </message>
    <message>
        <source>Show every player&apos;s word to the audience</source>
        <translation>向观众显示每位玩家的词</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaController</name>
    <message>
        <source>A run is in progress: stop it first.</source>
        <translation>正在运行：请先停止当前运行。</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
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
    <message>
        <source>Stopped before the next request: %1. Go on with: nashlab-cli run --resume %2 --budget &lt;higher&gt;</source>
        <translation>已在下一次请求前停止：%1。继续请运行：nashlab-cli run --resume %2 --budget &lt;更高&gt;</translation>
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
        <source>Seconds a human seat has to answer (unless its spec sets timeout_s); then the invalid-answer policy&apos;s fallback answers for it. Applies from the next question.</source>
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
    <message>
        <source>session %1 / %2 · round %3</source>
        <translation>会话 %1 / %2 · 回合 %3</translation>
    </message>
    <message>
        <source> · spent %1 of %2 %3</source>
        <translation> · 已花费 %1 / %2 %3</translation>
    </message>
    <message numerus="yes">
        <source> · about %n min left</source>
        <translation>
            <numerusform> · 约剩 %n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · about %n s left</source>
        <translation>
            <numerusform> · 约剩 %n 秒</numerusform>
        </translation>
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
    <name>nashlab::ui::CardTableView</name>
    <message>
        <source>Flop</source>
        <translation>翻牌</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>转牌</translation>
    </message>
    <message>
        <source>River</source>
        <translation>河牌</translation>
    </message>
    <message>
        <source>Before the flop</source>
        <translation>翻牌前</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>calls %1</source>
        <translation>跟注 %1</translation>
    </message>
    <message>
        <source>checks</source>
        <translation>过牌</translation>
    </message>
    <message>
        <source>raises half the pot (+%1)</source>
        <translation>加注半个底池（+%1）</translation>
    </message>
    <message>
        <source>raises the pot (+%1)</source>
        <translation>加注一个底池（+%1）</translation>
    </message>
    <message>
        <source>goes all in (+%1)</source>
        <translation>全下（+%1）</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <source>%1 · in: %2</source>
        <translation>%1 · 已投入：%2</translation>
    </message>
    <message>
        <source>%1 · Pot %2</source>
        <translation>%1 · 底池 %2</translation>
    </message>
    <message>
        <source>%1 wins the pot</source>
        <translation>%1 赢得底池</translation>
    </message>
    <message>
        <source>split pot</source>
        <translation>平分底池</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>同花顺</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>四条</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>葫芦</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>同花</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>顺子</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>三条</translation>
    </message>
    <message>
        <source>two pair</source>
        <translation>两对</translation>
    </message>
    <message>
        <source>one pair</source>
        <translation>一对</translation>
    </message>
    <message>
        <source>high card</source>
        <translation>高牌</translation>
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
        <source>Unknown file type &apos;%1&apos;: use .png, .svg or .csv</source>
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
        <source>the game&apos;s default action</source>
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
    <message>
        <source>%1 seats, %2 rounds × %3 repetitions.</source>
        <translation>%1 个座位，%2 轮 × %3 次重复。</translation>
    </message>
    <message>
        <source>✓ Ready: %1</source>
        <translation>✓ 就绪：%1</translation>
    </message>
    <message>
        <source>… Checking the API keys. %1</source>
        <translation>… 正在检查 API 密钥。%1</translation>
    </message>
    <message>
        <source>⚠ Cannot run yet: %1 %2</source>
        <translation>⚠ 暂时无法运行：%1 %2</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>The most the run may spend on model requests; it stops before the request that would pass it.</source>
        <translation>本次运行在模型请求上最多可花费的金额；在会超出的那次请求之前停止。</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>This design is kept as the spec file writes it (%1); the seat table and the form would reach none of its treatments. Edit the file to change it, or drop the design.</source>
        <translation>此设计按规格文件原样保留（%1）；席位表和表单无法作用于其任何处理组。请编辑文件修改，或放弃该设计。</translation>
    </message>
    <message>
        <source>%1 treatments.</source>
        <translation>%1 个处理组。</translation>
    </message>
    <message>
        <source>Whole design: %1</source>
        <translation>整个设计：%1</translation>
    </message>
    <message>
        <source>⚠ That is more than the budget of %1: the run stops when it is spent.</source>
        <translation>⚠ 这超过了 %1 的预算：花完后运行将停止。</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::DesignPanel</name>
    <message>
        <source>Compare treatments: each factor sets a spec field to each of its levels, and every combination of the levels is a treatment, played the set number of repetitions. A factor overrides what the seat table or the form says for its field.</source>
        <translation>比较处理组：每个因素把一个规格字段设为它的各个水平，各水平的每种组合是一个处理组，按设定的重复次数进行。因素会覆盖席位表或表单中该字段的值。</translation>
    </message>
    <message>
        <source>Crossed: every combination of the levels</source>
        <translation>交叉：各水平的所有组合</translation>
    </message>
    <message>
        <source>Listed: treatments written in the spec file</source>
        <translation>列举：规格文件中写明的处理组</translation>
    </message>
    <message>
        <source>Add factor</source>
        <translation>添加因素</translation>
    </message>
    <message>
        <source>Common random numbers</source>
        <translation>共同随机数</translation>
    </message>
    <message>
        <source>Repetition r of every treatment draws the same chance (bot draws, valuations), so a difference between treatments is the treatment&apos;s, not the dice&apos;s.</source>
        <translation>每个处理组的第 r 次重复抽取相同的随机性（机器人抽样、估值），因此处理组之间的差异来自处理本身，而非运气。</translation>
    </message>
    <message>
        <source>Drop the design</source>
        <translation>放弃设计</translation>
    </message>
    <message>
        <source>a design factor has no field; choose one or remove the factor</source>
        <translation>某个设计因素没有字段；请选择一个或删除该因素</translation>
    </message>
    <message>
        <source>two design factors are named &apos;%1&apos;; give one of them another name</source>
        <translation>有两个设计因素都叫“%1”；请给其中一个改名</translation>
    </message>
    <message>
        <source>A listed design is edited in the spec file; choose Crossed to build one here.</source>
        <translation>列举式设计需在规格文件中编辑；选择“交叉”可在此构建设计。</translation>
    </message>
    <message>
        <source>the spec as it is</source>
        <translation>规格原样</translation>
    </message>
    <message>
        <source>Listed treatments, kept as the spec file writes them (edit the file to change them):</source>
        <translation>列举的处理组，按规格文件原样保留（修改请编辑文件）：</translation>
    </message>
    <message>
        <source>⚠ The design cannot run: %1</source>
        <translation>⚠ 该设计无法运行：%1</translation>
    </message>
    <message>
        <source>none, one configuration</source>
        <translation>无，单一配置</translation>
    </message>
    <message>
        <source>No design: the spec plays one configuration %1 time(s). Add a factor to compare treatments.</source>
        <translation>无设计：该规格以单一配置进行 %1 次。添加因素即可比较处理组。</translation>
    </message>
    <message>
        <source>cannot run yet</source>
        <translation>尚不能运行</translation>
    </message>
    <message>
        <source>%1 treatments × %2 repetitions = %3 sessions, once the design is valid.</source>
        <translation>%1 个处理组 × %2 次重复 = %3 场会话（设计有效后）。</translation>
    </message>
    <message>
        <source>%1 treatments × %2 repetitions = %3 sessions</source>
        <translation>%1 个处理组 × %2 次重复 = %3 场会话</translation>
    </message>
    <message>
        <source>%1 decisions (sessions × rounds × seats).</source>
        <translation>%1 次决策（会话 × 轮数 × 席位）。</translation>
    </message>
    <message>
        <source>about %1 decisions (sessions × rounds × seats; this game does not ask every seat every round).</source>
        <translation>约 %1 次决策（会话 × 轮数 × 席位；此游戏并非每轮询问每个席位）。</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>设计：%1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::DesignView</name>
    <message>
        <source>Against the first treatment</source>
        <translation>与第一个处理组相比</translation>
    </message>
    <message>
        <source>(difference of the means [95% bootstrap CI], permutation p)</source>
        <translation>（均值之差 [95% 自助法置信区间]，置换检验 p）</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::FactorRow</name>
    <message>
        <source>The spec field this factor sets in each treatment</source>
        <translation>此因素在每个处理组中设置的规格字段</translation>
    </message>
    <message>
        <source>The factor&apos;s name: a column of the tidy export and part of each treatment&apos;s label</source>
        <translation>因素名称：整洁导出中的一列，也是每个处理组标签的一部分</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove this factor</source>
        <translation>删除此因素</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>水平</translation>
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
    <message>
        <source>playing…</source>
        <translation>进行中…</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HanabiTableView</name>
    <message>
        <source>Red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝</translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation>牌已发好。</translation>
    </message>
    <message>
        <source>%1 played %2: it fit</source>
        <translation>%1 打出 %2：接上了</translation>
    </message>
    <message>
        <source>%1 played %2: it did not fit, a life lost</source>
        <translation>%1 打出 %2：没接上，失去一条命</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 弃掉 %2</translation>
    </message>
    <message>
        <source>%1 pointed out %2</source>
        <translation>%1 提示了 %2</translation>
    </message>
    <message>
        <source>%1 pointed out the %2s</source>
        <translation>%1 提示了所有 %2</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 跳过</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 (your cards, hidden from you)</source>
        <translation>%1（你的牌，对你隐藏）</translation>
    </message>
    <message>
        <source>Fireworks</source>
        <translation>烟花</translation>
    </message>
    <message>
        <source>Information tokens: %1 · Lives: %2 · Deck: %3 · Score: %4</source>
        <translation>提示标记：%1 · 生命：%2 · 牌堆：%3 · 得分：%4</translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation>游戏结束 — %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HeatmapView</name>
    <message>
        <source>No rounds yet</source>
        <translation>尚无回合</translation>
    </message>
    <message>
        <source>No action so far is a number to colour.</source>
        <translation>目前还没有可按数值着色的行动。</translation>
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
    <name>nashlab::ui::LeaderboardModel</name>
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
    <message>
        <source>Win rate</source>
        <translation>胜率</translation>
    </message>
    <message>
        <source>Mean reward</source>
        <translation>平均收益</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95% 区间</translation>
    </message>
    <message>
        <source>The environment&apos;s metric (LLMArena&apos;s): the sort order</source>
        <translation>该环境的指标（同 LLMArena）：排序依据</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均数</translation>
    </message>
    <message>
        <source>100 · value / value of %1 in each environment, averaged (LLMArena&apos;s Table 1)</source>
        <translation>各环境中 100 · 值 / %1 的值，再取平均（LLMArena 表 1）</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LegendStrip</name>
    <message>
        <source>Click to hide or show %1</source>
        <translation>点击以隐藏或显示 %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LevelChips</name>
    <message>
        <source>add a level, Enter</source>
        <translation>添加水平，按回车</translation>
    </message>
    <message>
        <source>Remove this level</source>
        <translation>删除此水平</translation>
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
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Continues the selected unfinished run where it stopped, in the Arena</source>
        <translation>在竞技场中从中断处继续所选的未完成运行</translation>
    </message>
    <message>
        <source>%1
Unfinished: %2 of %3 sessions finished. Resume continues it.</source>
        <translation>%1
未完成：%3 场会话中已完成 %2 场。点击“继续”接着运行。</translation>
    </message>
    <message>
        <source>%1
Its spec cannot be read: %2</source>
        <translation>%1
无法读取其配置：%2</translation>
    </message>
    <message>
        <source>%1
Playing in the Arena</source>
        <translation>%1
正在竞技场中运行</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LiveHistogram</name>
    <message>
        <source>No answers yet this round</source>
        <translation>本轮还没有回答</translation>
    </message>
    <message>
        <source>Answers appear here as they come in</source>
        <translation>回答一到就显示在这里</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Average so far</source>
        <translation>目前平均值</translation>
    </message>
    <message>
        <source>Target so far</source>
        <translation>目前目标值</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标值</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Clearing price</source>
        <translation>成交价</translation>
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
        <source>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat&apos;s kind to LLM in the seat table; set up servers and API keys in Settings → Providers (keys go to the system keychain).</source>
        <translation>&lt;b&gt;欢迎使用 NashLab。&lt;/b&gt;演示已就绪：十个策略机器人猜平均数的 2/3（γ-Bench）。按&lt;b&gt;运行&lt;/b&gt;（空格）观看，或占一个座位与它们对局。若要让语言模型参与，请在座位表中把座位类型设为 LLM；在 设置 → 服务商 中配置服务器和 API 密钥（密钥保存在系统钥匙串中）。</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>锦标赛</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat 1 is now you.&lt;/b&gt; Press &lt;b&gt;Run&lt;/b&gt; (Space): each round your question appears on the right of the Arena; answer and press Enter. The nine bots wait for you.</source>
        <translation>&lt;b&gt;座位 1 现在是你。&lt;/b&gt;按 &lt;b&gt;运行&lt;/b&gt;（空格键）：每轮你的问题会出现在竞技场右侧；作答后按回车。九个机器人会等你。</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>The run goes on, but</source>
        <translation>运行仍在继续，但</translation>
    </message>
    <message>
        <source>The composed spec cannot run: see Compose</source>
        <translation>所编排的规格无法运行：请查看“编排”</translation>
    </message>
    <message>
        <source>Open classroom room…</source>
        <translation>打开课堂房间…</translation>
    </message>
    <message>
        <source>Show the classroom room</source>
        <translation>显示课堂房间</translation>
    </message>
    <message>
        <source>Let students play the human seats from their browsers</source>
        <translation>让学生在浏览器中扮演真人席位</translation>
    </message>
    <message>
        <source>A classroom room needs a human seat: set a seat&apos;s kind to Human in Compose</source>
        <translation>课堂房间需要一个真人席位：请在“设计”中把某个席位的类型设为“真人”</translation>
    </message>
    <message>
        <source>Cannot open a room: %1</source>
        <translation>无法打开房间：%1</translation>
    </message>
    <message>
        <source>The classroom room could not open.</source>
        <translation>课堂房间无法打开。</translation>
    </message>
    <message>
        <source>Classroom room</source>
        <translation>课堂房间</translation>
    </message>
    <message>
        <source>The room could not open: %1</source>
        <translation>房间无法打开：%1</translation>
    </message>
    <message>
        <source>The classroom room has finished: its panel opens the results.</source>
        <translation>课堂房间已结束：其面板可打开结果。</translation>
    </message>
    <message>
        <source>The room is open at %1 with the code %2.</source>
        <translation>房间已在 %1 打开，代码为 %2。</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>课堂</translation>
    </message>
    <message>
        <source>Close the classroom room?</source>
        <translation>关闭课堂房间？</translation>
    </message>
    <message>
        <source>Students are still playing. Closing the room stops the run; the rounds played so far are kept and the run can be resumed later.</source>
        <translation>学生仍在游戏中。关闭房间会停止运行；已进行的轮次会保留，之后可以继续运行。</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>关闭房间</translation>
    </message>
    <message>
        <source>The classroom room is closed.</source>
        <translation>课堂房间已关闭。</translation>
    </message>
    <message>
        <source>Quit while a run plays?</source>
        <translation>运行尚未结束，确定退出？</translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation>停止这次运行？</translation>
    </message>
    <message>
        <source>The run has not finished. Stopping it ends the session in progress; the sessions finished so far stay in its run folder.</source>
        <translation>运行尚未结束。停止会结束正在进行的场次；已完成的场次会保留在运行文件夹中。</translation>
    </message>
    <message>
        <source>Stop and quit</source>
        <translation>停止并退出</translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation>停止运行</translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <source>A run is in progress: stop it first.</source>
        <translation>有运行正在进行：请先停止它。</translation>
    </message>
    <message>
        <source>Cannot resume: %1</source>
        <translation>无法继续：%1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>The run cannot be resumed: %1</source>
        <translation>该运行无法继续：%1</translation>
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
    <name>nashlab::ui::ModelRanksModel</name>
    <message>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Strength [95% CI]</source>
        <translation>强度 [95% 置信区间]</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Sessions where the model met another model</source>
        <translation>该模型遇到其他模型的会话数</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1（机器人）</translation>
    </message>
    <message>
        <source>%1 won, %2 drawn, %3 lost of its pairwise games against other models&apos; seats</source>
        <translation>在与其他模型席位的两两对局中胜 %1、平 %2、负 %3</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ModelRanksTable</name>
    <message>
        <source>&lt;b&gt;Model ranks&lt;/b&gt; (Bradley–Terry)</source>
        <translation>&lt;b&gt;模型排名&lt;/b&gt;（Bradley–Terry）</translation>
    </message>
    <message>
        <source>In every session each model&apos;s seat meets every other model&apos;s seat: the higher total payoff wins, equal totals are a draw. Strength is on the log-odds scale, 0 is the models&apos; mean; the interval is a 95% bootstrap over sessions.</source>
        <translation>在每场会话中，每个模型的席位与其他每个模型的席位相遇：总收益更高者获胜，相等为平局。强度为对数几率尺度，0 为各模型的均值；区间为按会话的 95% 自助法区间。</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>all treatments</source>
        <translation>所有处理组</translation>
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
    <name>nashlab::ui::PathsPlot</name>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>Each player&apos;s total appears here after the first round</source>
        <translation>第一轮之后，这里显示每位玩家的累计收益</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::PricesPage</name>
    <message>
        <source>Prices per million tokens (input = prompt, output = answer), by &quot;provider/model&quot; or just &quot;model&quot;. Your copy is saved to %1 and overrides the built-in table; entries you delete fall back to the built-in price. Check your provider&apos;s page: prices change.</source>
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
    <message>
        <source>The table ends too early (line %1): a closing bracket or quote is missing.</source>
        <translation>表格提前结束（第 %1 行）：缺少右括号或引号。</translation>
    </message>
    <message>
        <source>The table is not valid JSON at line %1, column %2: look there (or just before) for a missing comma, quote or bracket.</source>
        <translation>表格在第 %1 行第 %2 列处不是有效的 JSON：请在该处（或稍前）查找缺少的逗号、引号或括号。</translation>
    </message>
    <message>
        <source>Its lists and objects nest more than %1 deep.</source>
        <translation>其列表和对象的嵌套超过 %1 层。</translation>
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
    <name>nashlab::ui::ProjectorWindow</name>
    <message>
        <source>NashLab — projector</source>
        <translation>NashLab — 投影</translation>
    </message>
    <message>
        <source>Join at</source>
        <translation>加入地址</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>房间代码</translation>
    </message>
    <message>
        <source>This round&apos;s answers</source>
        <translation>本轮的回答</translation>
    </message>
    <message>
        <source>Total payoff so far</source>
        <translation>目前的累计收益</translation>
    </message>
    <message>
        <source>%1 of %2 seats taken</source>
        <translation>已占 %1/%2 个席位</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>第 %1 轮，共 %2 轮</translation>
    </message>
    <message>
        <source>answered %1 of %2</source>
        <translation>已回答 %1/%2</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Results in a moment</source>
        <translation>结果马上公布</translation>
    </message>
    <message>
        <source>The next game starts soon</source>
        <translation>下一局即将开始</translation>
    </message>
    <message>
        <source>Thank you for playing</source>
        <translation>感谢参与</translation>
    </message>
    <message>
        <source>Join at %1 with the code %2</source>
        <translation>在 %1 用代码 %2 加入</translation>
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
        <source>Keys go to the system keychain only (service NashLab), never to settings.ini, a spec or a run folder. A key in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY) is used for the provider&apos;s public endpoint when none is stored.</source>
        <translation>密钥只保存在系统钥匙串中（服务名 NashLab），绝不写入 settings.ini、配置文件或运行文件夹。若未保存密钥，则服务商的公共端点使用环境变量中的密钥（OPENAI_API_KEY、ANTHROPIC_API_KEY、GEMINI_API_KEY）。</translation>
    </message>
    <message>
        <source>My server</source>
        <translation>我的服务器</translation>
    </message>
    <message>
        <source>Empty: the provider&apos;s public endpoint. For another server, e.g. http://127.0.0.1:8000/v1</source>
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
        <source>%1 of %2 sessions finished.</source>
        <translation>%2 场会话中已完成 %1 场。</translation>
    </message>
    <message>
        <source>The last line was cut off (the run was interrupted).</source>
        <translation>最后一行不完整（运行曾被中断）。</translation>
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
        <source>Pick result files saved by γ-Bench (JSON with &quot;meta&quot;, &quot;round_records&quot; and &quot;player_data&quot;) of a game NashLab knows; see docs/gamabench-import.md.</source>
        <translation>请选择 γ-Bench 保存的结果文件（包含 &quot;meta&quot;、&quot;round_records&quot; 和 &quot;player_data&quot; 的 JSON），且其游戏为 NashLab 所支持；见 docs/gamabench-import.md。</translation>
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
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3 rounds × %4 repetitions, seed %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2，%3 轮 × %4 次重复，随机种子 %5&lt;br&gt;%6</translation>
    </message>
    <message>
        <source>%1: %2 ± %3 sd over %4 sessions</source>
        <translation>%1：%2 ± %3 标准差（%4 场会话）</translation>
    </message>
    <message>
        <source>%1: %2 (one session)</source>
        <translation>%1：%2（一场会话）</translation>
    </message>
    <message>
        <source>Import published runs…</source>
        <translation>导入已发表的运行…</translation>
    </message>
    <message>
        <source>Turn γ-Bench result files or Alympics records into run folders and open them, as nashlab-cli import does</source>
        <translation>将 γ-Bench 结果文件或 Alympics 记录转换为运行文件夹并打开，与 nashlab-cli import 相同</translation>
    </message>
    <message>
        <source>γ-Bench result files…</source>
        <translation>γ-Bench 结果文件…</translation>
    </message>
    <message>
        <source>γ-Bench result folder…</source>
        <translation>γ-Bench 结果文件夹…</translation>
    </message>
    <message>
        <source>Alympics records…</source>
        <translation>Alympics 记录…</translation>
    </message>
    <message>
        <source>Alympics record folder…</source>
        <translation>Alympics 记录文件夹…</translation>
    </message>
    <message>
        <source>Pick Alympics Water Allocation Challenge records (WAC_&lt;persona|nopersona&gt;_&lt;lo&gt;_&lt;hi&gt;_&lt;k&gt;.json, a JSON object with the keys A to E); see docs/alympics-import.md.</source>
        <translation>请选择 Alympics 水资源分配挑战的记录（WAC_&lt;persona|nopersona&gt;_&lt;lo&gt;_&lt;hi&gt;_&lt;k&gt;.json，带有键 A 到 E 的 JSON 对象）；参见 docs/alympics-import.md。</translation>
    </message>
    <message>
        <source>Import Alympics records</source>
        <translation>导入 Alympics 记录</translation>
    </message>
    <message>
        <source>Alympics records (WAC_*.json)</source>
        <translation>Alympics 记录 (WAC_*.json)</translation>
    </message>
    <message>
        <source>γ-Bench result files (*.json)</source>
        <translation>γ-Bench 结果文件 (*.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s). Where a record disagrees with the rules (kept as recorded, listed in the run&apos;s import.json):</source>
        <translation>
            <numerusform>已导入 %n 个运行。记录与规则不符之处（按记录保留，列在运行的 import.json 中）：</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported from %1; every day agrees with the rules.</source>
        <translation>导入自 %1；每一天都符合规则。</translation>
    </message>
    <message numerus="yes">
        <source>Imported from %1; %n disagreement(s) with the rules, kept as recorded:</source>
        <translation>
            <numerusform>导入自 %1；与规则有 %n 处不符，按记录保留：</numerusform>
        </translation>
    </message>
    <message>
        <source>A design of %1 treatments: the Scores tab compares them (&quot;by treatment&quot;).</source>
        <translation>一个包含 %1 个处理组的设计：“得分”页会比较它们（“按处理组”）。</translation>
    </message>
    <message>
        <source>Treatments</source>
        <translation>处理组</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::RoomDialog</name>
    <message>
        <source>Open a classroom room</source>
        <translation>打开课堂房间</translation>
    </message>
    <message>
        <source>Students join from a browser on the same network: they open the address the room shows (or scan its QR code) and type its code. The human seats are theirs.</source>
        <translation>学生在同一网络中用浏览器加入：打开房间显示的地址（或扫描二维码）并输入代码。真人席位归他们。</translation>
    </message>
    <message>
        <source>The address of this machine that the students&apos; devices can reach. 127.0.0.1 is only reachable from this machine.</source>
        <translation>本机可被学生设备访问的地址。127.0.0.1 只能从本机访问。</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>A bot answers</source>
        <translation>由机器人回答</translation>
    </message>
    <message>
        <source>The game&apos;s default action</source>
        <translation>游戏的默认行动</translation>
    </message>
    <message>
        <source>The round waits</source>
        <translation>本轮等待</translation>
    </message>
    <message>
        <source>What answers for a student who has left while their seat is asked</source>
        <translation>学生在被提问时离开后由谁回答</translation>
    </message>
    <message>
        <source>When a student leaves</source>
        <translation>学生离开时</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long a student may be gone while asked before the rule above answers</source>
        <translation>学生被提问时可以离开多久，之后由上面的规则回答</translation>
    </message>
    <message>
        <source>Grace period</source>
        <translation>宽限时间</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Time for each decision; when it runs out the rule above answers</source>
        <translation>每次决策的时间；时间到后由上面的规则回答</translation>
    </message>
    <message>
        <source>Time per decision</source>
        <translation>每次决策的时间</translation>
    </message>
    <message>
        <source>Hold each round&apos;s results until I reveal them</source>
        <translation>每轮结果由我公布后再显示</translation>
    </message>
    <message>
        <source>Open room</source>
        <translation>打开房间</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::RoomPanel</name>
    <message>
        <source>Open results</source>
        <translation>打开结果</translation>
    </message>
    <message>
        <source>Students can scan this with their phone&apos;s camera</source>
        <translation>学生可用手机相机扫描</translation>
    </message>
    <message>
        <source>Close room</source>
        <translation>关闭房间</translation>
    </message>
    <message>
        <source>Stop serving the room; a run still playing stops and can be resumed</source>
        <translation>停止提供房间；仍在进行的运行会停止，之后可以继续</translation>
    </message>
    <message>
        <source>Join at</source>
        <translation>加入地址</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Open projector view</source>
        <translation>打开投影视图</translation>
    </message>
    <message>
        <source>A window for the beamer: the code, then the rounds, without students&apos; names</source>
        <translation>用于投影仪的窗口：先显示代码，然后显示各轮，不显示学生姓名</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>复制地址</translation>
    </message>
    <message>
        <source>Address copied</source>
        <translation>地址已复制</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Close the lobby and play the first round</source>
        <translation>关闭大厅并开始第一轮</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Hold the countdowns and the next question</source>
        <translation>暂停倒计时和下一个问题</translation>
    </message>
    <message>
        <source>Reveal results</source>
        <translation>公布结果</translation>
    </message>
    <message>
        <source>Show this round&apos;s results to everyone</source>
        <translation>向所有人显示本轮结果</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>Start the next game with the same seats</source>
        <translation>用相同席位开始下一局</translation>
    </message>
    <message>
        <source>Extend +%1 s</source>
        <translation>延长 +%1 秒</translation>
    </message>
    <message>
        <source>Give everyone still answering %1 more seconds</source>
        <translation>给仍在作答的人多 %1 秒</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>席位</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>学生</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>已回答</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>剩余时间</translation>
    </message>
    <message>
        <source>Selected seat:</source>
        <translation>所选席位：</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>移出</translation>
    </message>
    <message>
        <source>Free the seat: its student is sent away and someone else can take it</source>
        <translation>释放该席位：学生被移出，其他人可以接替</translation>
    </message>
    <message>
        <source>Switch to bot</source>
        <translation>切换为机器人</translation>
    </message>
    <message>
        <source>Seats no student holds</source>
        <translation>没有学生占用的席位</translation>
    </message>
    <message>
        <source>No free seat</source>
        <translation>没有空闲席位</translation>
    </message>
    <message>
        <source>Assign to seat</source>
        <translation>分配席位</translation>
    </message>
    <message>
        <source>Give the chosen seat to the student selected above</source>
        <translation>把所选席位给上面选中的学生</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>The room refused: %1</source>
        <translation>房间拒绝：%1</translation>
    </message>
    <message>
        <source>Lobby: press Start when everyone is in</source>
        <translation>大厅：所有人到齐后按“开始”</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Paused: press Resume to go on</source>
        <translation>已暂停：按“继续”接着进行</translation>
    </message>
    <message>
        <source>The round is over: press Reveal results to show it</source>
        <translation>本轮已结束：按“公布结果”显示</translation>
    </message>
    <message>
        <source>This game is over: press Next game to start the next one</source>
        <translation>本局已结束：按“下一局”开始下一局</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>第 %1 轮，共 %2 轮</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n student(s) connected</source>
        <translation>
            <numerusform>已连接 %1/%n 名学生</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Back to student</source>
        <translation>交还学生</translation>
    </message>
    <message>
        <source>The student answers for the seat again</source>
        <translation>学生重新为该席位作答</translation>
    </message>
    <message>
        <source>A bot answers for the seat until you switch it back</source>
        <translation>在你切换回来之前，由机器人为该席位作答</translation>
    </message>
    <message>
        <source>The room has finished: every game has been played. The record is in %1.</source>
        <translation>房间已结束：所有对局都已完成。记录在 %1。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>机器人</translation>
    </message>
    <message>
        <source>Student (bot answers)</source>
        <translation>学生（机器人作答）</translation>
    </message>
    <message>
        <source>— free</source>
        <translation>— 空闲</translation>
    </message>
    <message>
        <source>● here</source>
        <translation>● 在线</translation>
    </message>
    <message>
        <source>○ away</source>
        <translation>○ 离开</translation>
    </message>
    <message>
        <source>○ nobody</source>
        <translation>○ 无人</translation>
    </message>
    <message>
        <source>✓ answered</source>
        <translation>✓ 已回答</translation>
    </message>
    <message>
        <source>… asked</source>
        <translation>… 已提问</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1（已暂停）</translation>
    </message>
    <message>
        <source>Nobody is waiting for a seat</source>
        <translation>没有人在等待席位</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) waiting for a seat</source>
        <translation>
            <numerusform>%n 名学生在等待席位</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1 (%2)</source>
        <translation>席位 %1（%2）</translation>
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
        <source>The game&apos;s own score of each session (γ-Bench&apos;s formulas), over the run&apos;s sessions.</source>
        <translation>每场对局的游戏自身得分（γ-Bench 公式），按运行中的所有对局统计。</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) did not finish and are included as far as they got.</source>
        <translation>
            <numerusform>%n 场对局未完成，按已进行的部分计入。</numerusform>
        </translation>
    </message>
    <message>
        <source>With &quot;95% CI of the mean&quot; error bars, a treatment&apos;s bar shows its 95% bootstrap interval over its sessions. Each treatment against the first:</source>
        <translation>选择“均值的 95% 置信区间”误差线时，处理组的柱显示其各场的 95% 自助法区间。各处理组与第一个处理组的比较：</translation>
    </message>
    <message>
        <source>γ-Bench score (0–100)</source>
        <translation>γ-Bench 得分（0–100）</translation>
    </message>
    <message>
        <source>Some scores fall outside 0–100: this run&apos;s parameters leave the range γ-Bench&apos;s formulas were made for, so compare them only with runs of the same parameters.</source>
        <translation>部分得分超出 0–100：本次运行的参数超出了 γ-Bench 公式的适用范围，只宜与参数相同的运行比较。</translation>
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
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>本回合</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation>%1 · 回合 %2</translation>
    </message>
    <message>
        <source>A person plays this seat: the round lines show each answer.</source>
        <translation>此席位由真人操作：每轮的记录行显示每个回答。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatModel</name>
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
        <source>model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <source>none, a preset, or your own text</source>
        <translation>无、预设或自定义文本</translation>
    </message>
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
        <source>Endpoint</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation>人设</translation>
    </message>
    <message>
        <source>Seat %1&apos;s colour in the arena and the charts</source>
        <translation>座位 %1 在竞技场和图表中的颜色</translation>
    </message>
    <message>
        <source>Pick a discovered model or type its name</source>
        <translation>选择已发现的模型或输入其名称</translation>
    </message>
    <message>
        <source>0 = always the most likely answer, up to 2 = very varied; empty: 1</source>
        <translation>0 = 总是最可能的回答，最高 2 = 非常多样；留空：1</translation>
    </message>
    <message>
        <source>The temperature must be a number from 0 to 2.</source>
        <translation>温度必须是 0 到 2 之间的数。</translation>
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
        <source>Refresh models</source>
        <translation>刷新模型</translation>
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
    <message>
        <source>Win rate with Wilson 95 % intervals</source>
        <translation>胜率及 Wilson 95% 区间</translation>
    </message>
    <message>
        <source>Mean reward with 95 % intervals</source>
        <translation>平均收益及 95% 区间</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TalkFeed</name>
    <message>
        <source>%1: “%2”</source>
        <translation>%1：“%2”</translation>
    </message>
    <message>
        <source>Words:</source>
        <translation>词：</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <source>(no clue)</source>
        <translation>（没有提示）</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Votes:</source>
        <translation>投票：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Tally:</source>
        <translation>计票：</translation>
    </message>
    <message>
        <source>%1 is out (a tie, drawn by lot)</source>
        <translation>%1 出局（平票，抽签决定）</translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation>%1 出局</translation>
    </message>
    <message>
        <source>The undercover was found.</source>
        <translation>卧底被找出。</translation>
    </message>
    <message>
        <source>The undercover survived.</source>
        <translation>卧底存活到了最后。</translation>
    </message>
    <message>
        <source>Stopped at the round limit.</source>
        <translation>达到轮数上限而停止。</translation>
    </message>
    <message>
        <source>The undercover was %1, with “%2”; the others had “%3”.</source>
        <translation>卧底是 %1，词为“%2”；其他人的词是“%3”。</translation>
    </message>
    <message>
        <source>The clues will appear here.</source>
        <translation>提示将显示在这里。</translation>
    </message>
    <message>
        <source>values a hat at %1, a ball at %2, an apple at %3</source>
        <translation>对一顶帽子估值 %1，一个球 %2，一个苹果 %3</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Keeps</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Worth to them</source>
        <translation>对其价值</translation>
    </message>
    <message>
        <source>Worth to the other</source>
        <translation>对另一方价值</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>留言</translation>
    </message>
    <message>
        <source>accepts the offer</source>
        <translation>接受提议</translation>
    </message>
    <message>
        <source>gives up</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>No deal: nobody gets anything.</source>
        <translation>未成交：双方都一无所得。</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1、%2、%3</translation>
    </message>
    <message>
        <source>1 hat</source>
        <translation>1 顶帽子</translation>
    </message>
    <message>
        <source>%1 hats</source>
        <translation>%1 顶帽子</translation>
    </message>
    <message>
        <source>1 ball</source>
        <translation>1 个球</translation>
    </message>
    <message>
        <source>%1 balls</source>
        <translation>%1 个球</translation>
    </message>
    <message>
        <source>1 apple</source>
        <translation>1 个苹果</translation>
    </message>
    <message>
        <source>%1 apples</source>
        <translation>%1 个苹果</translation>
    </message>
    <message>
        <source>Deal — %1: %2, %3: %4 (what each secured, by its own values).</source>
        <translation>成交 — %1：%2，%3：%4（各自按自己的估值所得）。</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentForm</name>
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
    <message>
        <source>The model&apos;s server: the endpoints of Settings → Providers</source>
        <translation>模型的服务器：设置 → 服务商 中的端点</translation>
    </message>
    <message>
        <source>model name</source>
        <translation>模型名称</translation>
    </message>
    <message>
        <source>base URL (optional)</source>
        <translation>基础 URL（可选）</translation>
    </message>
    <message>
        <source>Another server that speaks this provider&apos;s protocol, e.g. http://localhost:8000/v1; empty: the endpoint&apos;s own</source>
        <translation>使用该服务商协议的其他服务器，例如 http://localhost:8000/v1；留空：使用端点自己的地址</translation>
    </message>
    <message>
        <source>Add model</source>
        <translation>添加模型</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Removes the selected model entrant</source>
        <translation>移除所选的模型参赛者</translation>
    </message>
    <message>
        <source>Tries per move</source>
        <translation>每步尝试次数</translation>
    </message>
    <message>
        <source>Answers a model may give for one move; each rejected one is told why</source>
        <translation>模型每步可给出的回答次数；每次被拒都会告知原因</translation>
    </message>
    <message>
        <source>then</source>
        <translation>之后</translation>
    </message>
    <message>
        <source>the mover loses the game (LLMArena)</source>
        <translation>走子方判负（LLMArena）</translation>
    </message>
    <message>
        <source>a random legal move is played</source>
        <translation>随机走一步合法棋</translation>
    </message>
    <message>
        <source>Illegal moves</source>
        <translation>非法走子</translation>
    </message>
    <message>
        <source>Pick a discovered model or type its name</source>
        <translation>选择已发现的模型或输入其名称</translation>
    </message>
    <message>
        <source>Name a model first: pick one from the list or type its name.</source>
        <translation>请先指定模型：从列表中选择或输入其名称。</translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation>基础 URL 必须以 http:// 或 https:// 开头。</translation>
    </message>
    <message>
        <source>%1 on this server is already an entrant.</source>
        <translation>该服务器上的 %1 已是参赛者。</translation>
    </message>
    <message>
        <source>Model %1 of %2</source>
        <translation>%2 的模型 %1</translation>
    </message>
    <message>
        <source>Model %1 of %2 at %3</source>
        <translation>%2 的模型 %1，地址 %3</translation>
    </message>
    <message>
        <source>Model entrant</source>
        <translation>模型参赛者</translation>
    </message>
    <message>
        <source>Board games (choose below)</source>
        <translation>棋类游戏（在下方选择）</translation>
    </message>
    <message>
        <source>Open a tournament file…</source>
        <translation>打开锦标赛文件…</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>锦标赛</translation>
    </message>
    <message>
        <source>Open a tournament file</source>
        <translation>打开锦标赛文件</translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation>锦标赛文件 (*.json)</translation>
    </message>
    <message>
        <source>%1 cannot be played: %2</source>
        <translation>无法进行 %1：%2</translation>
    </message>
    <message>
        <source>%1 — %2, scored by %3</source>
        <translation>%1 — %2，按 %3 计分</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentJob</name>
    <message>
        <source>A tournament is already running.</source>
        <translation>已有锦标赛在进行。</translation>
    </message>
    <message>
        <source>Entrant &apos;%1&apos; cannot play: %2</source>
        <translation>参赛者“%1”无法参赛：%2</translation>
    </message>
    <message>
        <source>Entrant &apos;%1&apos; (%2/%3) has no API key: set the environment variable %4, or store the key in Settings → Providers (system keychain entry NashLab/%5).</source>
        <translation>参赛者“%1”（%2/%3）没有 API 密钥：请设置环境变量 %4，或在 设置 → 服务商 中保存密钥（系统钥匙串条目 NashLab/%5）。</translation>
    </message>
    <message>
        <source>The keychain: %1</source>
        <translation>钥匙串：%1</translation>
    </message>
    <message>
        <source>Seat &apos;%1&apos; is a human seat: people cannot play tournament games (use bot or model entrants; play a person against a bot in Compose).</source>
        <translation>席位“%1”是人类席位：人不能参加锦标赛对局（请使用机器人或模型参赛者；在“编排”中让人与机器人对战）。</translation>
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
        <source>Latest games (click one to open it in the Arena)</source>
        <translation>最近的对局（点击在竞技场中打开）</translation>
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
        <source>The tournament&apos;s record could not be read: %1</source>
        <translation>无法读取锦标赛记录：%1</translation>
    </message>
    <message>
        <source>Finished: %1 games — %2</source>
        <translation>已结束：%1 局 — %2</translation>
    </message>
    <message>
        <source>Looking up the model entrants&apos; API keys…</source>
        <translation>正在查找模型参赛者的 API 密钥…</translation>
    </message>
    <message>
        <source>Stopped before the first game.</source>
        <translation>在第一局之前已停止。</translation>
    </message>
    <message>
        <source>Stopped after %1 games: %2 — continue with nashlab-cli tournament --resume %3</source>
        <translation>%1 局后停止：%2 — 可用 nashlab-cli tournament --resume %3 继续</translation>
    </message>
    <message>
        <source>Each environment&apos;s chart appears when the tournament ends</source>
        <translation>锦标赛结束后显示各环境的图表</translation>
    </message>
    <message>
        <source>%1
(self-play)</source>
        <translation>%1
（自我对弈）</translation>
    </message>
    <message>
        <source>%1
vs the field</source>
        <translation>%1
对阵其他玩家</translation>
    </message>
    <message>
        <source>X %1
O %2</source>
        <translation>X %1
O %2</translation>
    </message>
    <message>
        <source>%1
vs %2</source>
        <translation>%1
对阵 %2</translation>
    </message>
    <message>
        <source>All, normalised</source>
        <translation>全部（归一化）</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TreatmentChart</name>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Open a design&apos;s run folder to compare its treatments</source>
        <translation>打开某个设计的运行文件夹以比较其处理组</translation>
    </message>
    <message>
        <source>%1 by treatment: mean, 95% bootstrap CI</source>
        <translation>按处理组的 %1：均值，95% 自助法置信区间</translation>
    </message>
    <message numerus="yes">
        <source>%1: mean %2, 95% bootstrap CI [%3, %4], %n session(s)</source>
        <translation>
            <numerusform>%1：均值 %2，95% 自助法置信区间 [%3, %4]，%n 场会话</numerusform>
        </translation>
    </message>
    <message>
        <source>Treatment</source>
        <translation>处理组</translation>
    </message>
    <message>
        <source>Treatment (%1)</source>
        <translation>处理组（%1）</translation>
    </message>
</context>
</TS>
