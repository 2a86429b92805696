<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AuctionCharts</name>
    <message>
        <source>sold to %1 for %2</source>
        <translation>sold to %1 for %2</translation>
    </message>
    <message>
        <source>unsold</source>
        <translation>unsold</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>A file could not be read or written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value has the wrong type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A text is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A text is too short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A required field is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A field is not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An option is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game parameter is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has no such parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seats do not fit the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such bot strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This kind of seat cannot play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A prompt template could not be filled in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run&apos;s record is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file comes from a newer NashLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The files do not belong together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A part of the run is not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room refused the command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s server sent an unusable answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s server reported an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 what went wrong, in the reader&apos;s language; %2 the details (file, field, value) in English</extracomment>
        <translation type="unfinished">%1 (%2)</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Guess R × the average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player picks a number between MIN and MAX at the same time. The target is R times the average of all picks; whoever is closest to the target wins the prize (shared on a tie). For R &lt; 1 the only Nash equilibrium is everyone picking MIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest number a player may pick (γ-Bench MIN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest number a player may pick (γ-Bench MAX, EconArena c̄).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratio R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The target is R × average; write fractions like &quot;2/3&quot;. γ-Bench varies R from 0 to 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole numbers only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench asks for integers; EconArena allows any real number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the winner gets each round; split equally on a tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all_closest: everyone at the minimal distance shares (EconArena). first_closest_number: the first closest number in seat order wins, with everyone who chose it (γ-Bench code).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EconArena&apos;s config groups: the upper bound is drawn from L [10,100), M [100,1000) or H [1000,10000) per session; &apos;none&apos; uses Highest number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays the Nash equilibrium (MIN for R &lt; 1, MAX for R &gt; 1, the midpoint for R = 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picks uniformly at random from the allowed range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles through a given list of numbers by round, like γ-Bench&apos;s specified players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level-k reasoning: level 0 picks the anchor, level k best-responds to level k−1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best response to the previous round: R × last round&apos;s average (the midpoint&apos;s in round 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>El Farol bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round each player decides at the same time whether to go to the bar or stay home. If at most a share R of all players go, the goers get MAX; if more go, they get MIN; staying home always gives HOME. In implicit mode those who stayed home do not learn how full the bar was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity share R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bar is fun while go_count / N ≤ R (γ-Bench default 60%; Table 9 tries 0, 0.2, …, 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crowded-bar utility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What goers get when too many went (γ-Bench MIN = 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fun-bar utility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What goers get when the bar was not overcrowded (γ-Bench MAX = 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home utility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What everyone who stays home gets (γ-Bench HOME = 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation type="unfinished">Feedback</translation>
    </message>
    <message>
        <source>explicit: everyone learns the attendance after each round. implicit (γ-Bench&apos;s scored setting): those who stayed home learn only their own choice and gain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The paper&apos;s reference mix: goes with probability R each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goes or stays with equal probability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles through a given list of decisions by round, like γ-Bench&apos;s specified players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arthur-style forecaster: predicts attendance as the mean of the last rounds it learned about and goes if that fits the capacity (goes with probability R before it knows anything).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roth–Erev learner: propensities to go and to stay grow by the payoffs they earned (with forgetting); it goes with probability q_go / (q_go + q_stay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divide the dollar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G golds are to be shared. Every player bids for an amount at the same time; if the bids add up to at most G, everyone receives their bid, otherwise nobody receives anything. Bidding G/N each is the symmetric equilibrium.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golds G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The amount to divide (γ-Bench default 100; Table 9 tries 50, 100, 200, 400, 800).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids the equal split G/N (rounded down, so the bids never exceed G).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids a uniformly random whole number from 0 to G.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles through a given list of bids by round, like γ-Bench&apos;s specified players (Appendix G uses one bot that always bids 91).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts at a share of G, then scales its bid by G / sum after an over-claimed round and adds an equal part of the slack after an under-claimed one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public goods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round each player secretly contributes some of their tokens to a public pot. The pot is multiplied by R and split equally among all N players; tokens not contributed are kept. With R &lt; N contributing nothing is dominant, although everyone contributing everything pays more when R &gt; 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endowment T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens a player holds at the start (and, with reset, at the start of every round). γ-Bench: 20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplier R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pot is multiplied by R before it is shared (γ-Bench default 2; Table 9 tries 0, 0.5, 1, 2, 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset tokens each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true (γ-Bench&apos;s setting): every round starts again with T tokens. false: holdings carry over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initial endowment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed: everyone starts with T. random (γ-Bench option): distinct whole numbers drawn from [random_min, T] for round 1 (with reset, later rounds refill to T as in γ-Bench&apos;s code).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest random endowment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower end of the random endowment range (γ-Bench&apos;s rand_min = 11).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-rides: contributes nothing (dominant for R &lt; N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contributes a uniformly random whole number of the tokens it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles through a given list of contributions by round, like γ-Bench&apos;s specified players (Appendix G uses one bot that always contributes 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditional cooperator: starts with a share of its tokens, then matches the average contribution of the others in the previous round (times a matching factor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diner&apos;s dilemma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every round each player orders a costly or a cheap dish and the total bill is split equally. Alone, the cheap dish is worth more for its price; with the bill shared, ordering the costly dish is dominant, so everyone orders it, although all-cheap would leave everybody better off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costly dish price P_h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench default 20.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costly dish utility U_h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheap dish price P_l</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench default 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheap dish utility U_l</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench default 15.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders the dominant dish with a shared bill (costly under γ-Bench&apos;s prices).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders either dish with equal probability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles through a given list of dishes by round, like γ-Bench&apos;s specified players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooperates conditionally: orders cheap in round 1, then cheap again only if at most a given share of the other diners ordered costly last round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sealed-bid auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each round every bidder learns a private value for one item and submits a sealed bid. The highest bid wins and pays its own bid (first price) or the second-highest bid (second price). In the second-price auction bidding one&apos;s value is a dominant strategy; in the first-price one bidders shade their bids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner pays the highest bid (first price, γ-Bench&apos;s scored game) or the second-highest (Vickrey, EconArena).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valuations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gamabench: distinct values drawn as γ-Bench does (Python random.seed(42 + round − 1), sample of the grid), reproducing its table; uniform: independent draws on the grid from the session seed; econarena_normal: integer values from a normal distribution, 0 &lt; v ≤ assets (EconArena).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower end of the value grid (γ-Bench 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper end of the value grid (γ-Bench 200; Table 9 uses 100, 200, 400, 800). Also V_MAX of the paper score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spacing of the value grid (γ-Bench 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round r uses Python&apos;s random.seed(seed + r − 1), as γ-Bench does (42).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EconArena&apos;s groups for normal values: L N(50,10) with assets 100, M N(500,100) with 1000, H N(5000,1000) with 10000; custom uses the three settings below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean of normal values (scale group custom).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value sd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard deviation of normal values (custom).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units of assets per bidder (0 = none). With assets a bid may not exceed them and the payoff is assets − price + value for the winner, assets for the others (EconArena); econarena_normal takes them from the scale group unless it is custom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overbidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>illegal: a bid above one&apos;s own value is rejected (LLMArena&apos;s Bid); γ-Bench allows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random: a tied winner drawn from the session seed (γ-Bench); lowest_seat: the smallest seat id wins (EconArena).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole-number bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench asks for integers; EconArena allows reals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New values each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false keeps round 1&apos;s values all session (EconArena&apos;s runs with history: values stay unchanged); the gamabench source always redraws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal all bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show everyone&apos;s bids, values and payoffs after each round (EconArena&apos;s history); γ-Bench shows only the winning bid and price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say opponents are rational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell bidders the others are perfectly rational (EconArena&apos;s rational environment).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetric equilibrium: the value in a second-price auction, lo + (v − lo)(N−1)/N in a first-price one (exact for uniform values; an approximation for EconArena&apos;s normal values).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids uniformly at random between 0 and the highest allowed bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles through a given list of bids by round (clamped to what is allowed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always bids the value (dominant in a second-price auction, zero profit in a first-price one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids a fixed fraction of the value, a common human heuristic in first-price auctions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts at 90% of the value; after a lost round bids 5 points of value closer to it, after a won round shades 5 points more (learning from the outcome).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battle royale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players with different hit rates take turns shooting, one shot per turn, in a fixed order. A hit eliminates the target; a player may also miss on purpose. The last player standing wins. γ-Bench credits a shot at the strongest other player still in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest hit rate (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit rate of player_0; player_k has base + k × step (γ-Bench 35; Table 9 uses 51, 35 and 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit-rate step (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference between neighbouring players&apos; hit rates (γ-Bench 5; Table 9 uses 1, 5 and 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shooting order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ascending: weakest shoots first, as in γ-Bench; descending: strongest first; random: shuffled from the seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-targeting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench&apos;s code lets a player name itself as the target (and the paper saw it happen); false forbids it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded hit outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome of the shot in turn k (1 hit, 0 miss) instead of the seeded roll, for replaying recorded runs such as γ-Bench&apos;s, whose hits were not seeded; turns past the list roll as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench&apos;s reference: always shoots the strongest other player still in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picks uniformly among the allowed answers (any live player or a deliberate miss).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycles through a list of seat numbers by round (-1 = miss on purpose); a target no longer in the game becomes a miss.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoots the weakest other player still in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classic truel heuristic: while three or more remain and it is the weakest, it misses on purpose; otherwise it shoots the strongest other player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pirate game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranked pirates share a chest of gold. The most senior pirate still aboard proposes a split and everyone votes; with at least half in favour (the proposer included) the split is carried out, otherwise the proposer is thrown overboard and the next one proposes. In equilibrium the proposer buys just enough votes with one coin each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins to share (γ-Bench 100; Table 9 uses 4, 5, 100 and 400).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stewart&apos;s equilibrium: proposes one coin to every pirate at an even offset and keeps the rest; votes accept for 2+ coins, reject for 0, and for 1 coin accepts only at an even offset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposes a uniformly random split and votes at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps a fixed share as proposer (the rest split evenly) and always casts the same vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposes an equal split; accepts any plan giving it at least an equal share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buys the fewest votes it needs with one coin each from the pirates right after it and keeps the rest; accepts any plan that gives it at least one coin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water allocation challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five residents of a town in drought must survive 20 days. Each day they earn a salary and bid, sealed, for their whole daily water need; water goes to the highest bids until what is left fits nobody. Water restores health, each dry day in a row costs more health, and 0 HP eliminates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alympics setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily supply range of Alympics Table 1: 1 and 4 low (10–20 units), 2 and 5 medium (15–25), 3 and 6 high (20–30); 4–6 are the persona settings (give the seats the residents&apos; personas). 0 uses the custom range below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest supply (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest daily supply when setting is 0 (drawn uniformly, bounds included).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest supply (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest daily supply when setting is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed supplies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply of day 1, 2, ... instead of random draws (e.g. a recorded Alympics game, 003 §6.5); days beyond the list are drawn. The setting&apos;s range still gives the expected supply for the RSR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units each resident needs per day, Alex to Eric (Alympics: 8, 9, 10, 11, 12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily salaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dollars each resident earns per day, paid before the day&apos;s bidding (Alympics: 70, 75, 100, 120, 120).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health points at the start (Alympics: 8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health never rises above this (Alympics: 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health from water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health gained on a day one&apos;s need is met (Alympics: 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids above the balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void: accepted but never win and cost nothing, without telling the bidder (Alympics code). reject: refused as invalid, so the seat is asked again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids a whole number of dollars drawn uniformly from 0 to its balance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids the given amounts, cycling by day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids by need and balance: nothing if everyone&apos;s need fits today&apos;s supply or its own does not; everything if a dry day would kill; otherwise a share of its balance that grows with the HP a dry day would cost, and at least the last lowest winning bid plus a markup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids its whole balance every day (unless everyone&apos;s need fits the supply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves money: bids only when its health after a dry day would be at most a safety margin, then just above the last lowest winning bid (everything if a dry day would kill).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-item English auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items are auctioned one after another in an open ascending auction. In each bidding round everyone except the current highest bidder raises by at least 10% of the starting price or withdraws; a lone opening bid or a round with no new bid sells the item. Bidders see only estimates of the true values, and profit is true value minus price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aucarena_10: 8 cheap ($1,000 start, $2,000 value) + 2 expensive ($5,000, $10,000) items (AucArena §4.1); aucarena_20: 16 + 4 (§4.3); custom: the two lists below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom starting prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting price of each item when Items is custom (items are named Item 1, Item 2, ...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom true values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>True value of each item when Items is custom; same length as the starting prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle item order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a new item order per session from its seed (AucArena varies the order across its 30 runs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every bidder&apos;s budget in dollars (AucArena uses $10,000 or $20,000; $15,000 with humans).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets per bidder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Varied budgets, one per bidder in seat order (e.g. $10,000 to $30,000 in §4.3); empty = equal budgets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overestimate (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated value shown to bidders = int(true value × (1 + pct/100)); 10 gives $2,200 and $11,000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overestimate per bidder (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One percentage per bidder in seat order; empty = the common overestimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum raise as a fraction of the item&apos;s starting price ($100 on a $1,000 item at 0.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bidder&apos;s loop (AucArena §3.2, §4.2): off = bids only; none = a belief update after each item; static = also a plan with a priority 1-3 per item before the auction; adaptive = also a new plan after each item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning per bidder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated planning per bidder in seat order (e.g. &quot;adaptive, static, none&quot; for the §4.2 ablation); empty = the common planning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What bidders are told to aim for: the highest profit, or the most items (AucArena §2.1, §4.3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective per bidder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated objective per bidder in seat order (profit or items); empty = the common objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct beliefs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check each belief update against the truth and ask again with the errors, at most 4 times (AucArena §2.4); errors are counted either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learning across auctions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each auction after the first, bidders (other than planning off) read the previous auction&apos;s log and their earlier lessons and write new ones, which stay in their instructions (AucArena §2.6). Repetitions then play one after another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AucArena&apos;s rule bidder: opens at the starting price, then answers every outbid with the smallest legal raise until it has made max_bids bids on the item or its budget runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraws with a fixed probability, otherwise bids a random legal amount up to one starting price above the minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value-aware: always bids the minimum legal amount while it stays below a share of its estimated value, and keeps money back for more valuable items still to come.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TicTacToe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players take turns marking a cell of a 3×3 grid, X first. Three marks in a row, column or diagonal win; a full board without a line is a draw. Perfect play by both sides draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the empty cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether each prompt lists the cells a mark may go on (LLMArena&apos;s position hint; off is the paper&apos;s &apos;w/o hint&apos; ablation, Table 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks a uniformly random empty cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completes its own line when it can, otherwise blocks the opponent&apos;s line, otherwise marks a random empty cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perfect play (the solved game): never loses; picks at random among equally good moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ConnectFour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players take turns dropping a disc into one of seven columns of a 6×7 grid, X first; the disc falls to the lowest empty cell. Four discs in a row, column or diagonal win; a full board is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the open columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether each prompt lists the columns that are not full (LLMArena&apos;s position hint; off is the paper&apos;s &apos;w/o hint&apos; ablation, Table 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rows: the board as LLMArena prints it, top row first; transposed: one line per column, bottom cell first (the paper&apos;s row–column swapping, Table 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drops its disc into a uniformly random open column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makes four in a line when it can, otherwise blocks the opponent&apos;s four, otherwise drops into a random open column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alpha–beta search to a fixed depth with a window-count evaluation; picks at random among the best columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texas Hold&apos;em (heads-up, no limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players each get two private cards and share five community cards, dealt as the flop, the turn and the river, with a round of betting before each and after the last. Each acts by folding, checking or calling, raising half the pot or the whole pot, or going all in. Whoever is left alone, or shows the best five-card hand, wins the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips each player starts the hand with (LLMArena: 100).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The forced bet of the small blind; the big blind posts twice as much (LLMArena: 1 and 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which seat posts the small blind and acts first on every street: drawn from the seed (LLMArena, as RLCard), or fixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards to deal instead of shuffled ones, in dealing order: the first seat&apos;s first card, the second seat&apos;s first card, the first seat&apos;s second card, the second seat&apos;s second card, then the flop, turn and river (up to 9 codes such as &apos;Ah Kd Ac Kc 2s 7h 9d Jc 3c&apos;). Empty: everything from the seed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A uniformly random legal action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always checks or calls; never raises, never folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimates its chance of beating a random hand (Monte Carlo over the unseen cards). Raises the pot when the chance is at least &apos;pot_raise_at&apos;, half the pot from &apos;raise_at&apos;; otherwise checks when free, calls when the chance covers the price of the call, and folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hanabi (small)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players build fireworks together, one per colour, from 1 to 5. Each sees the other&apos;s cards but not their own; on a turn a player plays a card, discards one to regain an information token, or spends a token to point out the partner&apos;s cards of one colour or rank. A wrong play costs a life; the team scores the height of its fireworks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours in the deck, ten cards each (Red, Yellow, then Green, White, Blue); LLMArena plays 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards each player holds; LLMArena plays 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens the team starts with and may hold at most; a hint costs one (LLMArena: 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong plays the team survives minus one; losing the last ends the game with score 0 (LLMArena: 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Makes a uniformly random legal move: a play, a discard or a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same as random_legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays a card its hints prove playable; else hints a playable card of its partner (rank first, then colour); else discards its oldest card, or hints when it may not discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the hand starts: with the blinds (a whole hand), or on the flop after the small blind called and the big blind checked (the spots of LLMArena&apos;s risk assessment).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player gets a secret word: all share one, except the undercover, whose word is related but different. In turn each player gives a short clue about their word without saying it, then everyone votes a player out. The others win when the undercover is voted out; the undercover wins by surviving until only three players are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list the pair is drawn from (65 pairs each, written for NashLab): English, German or Chinese.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pair to play instead of one drawn from the list: the undercover&apos;s word, &apos; - &apos;, the others&apos; word (e.g. &apos;Sun - Moon&apos;). Bots know clues only for the listed pairs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercover seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which player is the undercover, from 1; 0 draws it from the seed. LLMArena&apos;s code always makes the last player the undercover.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clue length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most characters a clue may have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A clue drawn from the whole word list (never its own word) and a random vote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives a clue from its word&apos;s associations that no one has said yet, and votes for the player whose clues are least related to its own word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bargain (deal or no deal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players share a few hats, balls and apples. Each knows what the items are worth to itself (10 in all) but not to the other. In turn they propose what they keep, with a message, or accept the other&apos;s latest proposal; after 10 rounds without a deal both get nothing. A deal pays each its own value of its share minus the other&apos;s value of theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bargaining rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds before the negotiation fails (LLMArena: 10). A round is the first player&apos;s turn, then the second&apos;s; as in LLMArena&apos;s code, the second player&apos;s turn of the last round is never played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: drawn from the session&apos;s seed. Otherwise counts and values as &quot;1,2,3 8,1,0 4,0,2&quot; (hats, balls, apples; the first player&apos;s values; the second&apos;s): counts 1 to 5, 5 to 7 items, each pool worth 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepts a standing offer with the given probability; otherwise proposes a uniformly random split, without words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps every item worth something to it, then gives away one item per proposal, the one worth least to it, down to its floor; accepts an offer worth at least what it would ask next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposes keeping about half of its pool&apos;s value (the least of at least 5) and accepts any offer worth 5 or more to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepts any offer worth at least its threshold to it; otherwise proposes keeping every item worth something to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays as associations until the clues it hears fit the other word of its pair better than its own; then it takes itself for the undercover, gives clues of the others&apos; word and votes as if that word were its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>golds: a bid is a whole number from 0 to G. none: any whole number counts, as γ-Bench&apos;s code takes it (no range check: a bid above G simply makes the sum exceed G); set by the γ-Bench importer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contribution range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held: a contribution is a whole number from 0 to the tokens held. none: any whole number counts, as γ-Bench&apos;s code takes it (no range check, so holdings may go below zero); set by the γ-Bench importer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers other than the two dishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: an order must be &quot;costly&quot; or &quot;cheap&quot;. costly: &quot;cheap&quot; in any case is the cheap dish and any other answer the costly one, as γ-Bench&apos;s code counts it; set by the γ-Bench importer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shots at eliminated players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: the target must still be in the game. wasted_shot: naming a player already out is a legal shot that hits nobody, as γ-Bench&apos;s code plays it; set by the γ-Bench importer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show everyone&apos;s past choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false: a past round shows your own number, the average, the target and the winning numbers (γ-Bench). true: it also lists every player&apos;s number, as EconArena&apos;s with-history runs show &quot;the historical choices of everyone&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who posts the small blind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HumanView</name>
    <message>
        <source>yes</source>
        <translation type="unfinished">yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished">no</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make your choice below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2. Everyone picks a number from %3 to %4; whoever is closest to %5 × the average wins the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round the average was %1 and the target %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose %1 and won %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You chose %1 and won nothing (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You did not answer last round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your total so far: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick your number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished">Seat %1</translation>
    </message>
    <message>
        <source>withdrew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 withdraws you from this item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>planning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bidding round</source>
        <translation type="unfinished">Bidding round</translation>
    </message>
    <message>
        <source>Bids ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with $%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sold to %1 for $%2 (worth $%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsold</source>
        <translation type="unfinished">unsold</translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished">%1: %2</translation>
    </message>
    <message>
        <source>Round %1. %2 pirates are aboard to share %3 gold coins; a plan needs %4 votes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round&apos;s plan was accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round&apos;s plan was rejected and its proposer thrown overboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You were thrown overboard: you have no more say.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You propose: say how many coins each pirate aboard gets, yourself included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan on the table gives you %1 coins. Accept or reject it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are waiting for the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins for each pirate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the coins must add up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plan accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rejected: %1 thrown overboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1. You play %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent placed %1 at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent passed (no legal move was given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row (1 = top)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column (1 = left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conceded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw: the board is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at the move limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miss on purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shoots at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misses on purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shoots at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses on purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit: %1 is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tonight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Went</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bar was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crowded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The costly dish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cheap dish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cheap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costly dishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheap dishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players claim shares of %2 golds at the same time. If the claims add up to at most %2, everyone gets their claim; if they add up to more, nobody gets anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You did not answer last round; the claims added up to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round you claimed %1, but the claims added up to %2, more than %3: nobody got anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round you claimed %1 and got it: the claims added up to %2 of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many golds do you claim?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your claim (golds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claims %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed in total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 golds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too much: nobody gets anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone gets their claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whatever the %1 players put into the pot is multiplied by %2 and shared equally among all of them; the tokens you keep stay yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round you contributed %1; the pot held %2 and everyone got %3 from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You did not answer last round; the pot held %1 and everyone got %2 from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold %1. How many do you put into the pot?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens to contribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from %1 to %2 (the whole tokens you hold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contributes %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contributions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each gets back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2. One item is for sale, and it is worth %3 to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone bids once, sealed. The highest bid wins and pays the second-highest bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone bids once, sealed. The highest bid wins and pays its own bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold %1 in assets; you cannot bid more than that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You did not bid last round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round you bid %1 for an item worth %2 to you and won it, paying %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round you bid %1 for an item worth %2 to you and lost: the winning bid was %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round you bid %1 for an item worth %2 to you; nobody won it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your sealed bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bids %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bidders tied for the highest bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day %1 of %2. Today&apos;s supply is %3 of water; the residents still in the game need %4 in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have been eliminated: you no longer bid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You need %1 a day. You have %2 (today&apos;s salary of %3 included) and %4 of %5 health points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You did not bid yesterday.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yesterday you bid %1 and got your water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yesterday you bid %1 and got no water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest winning bid yesterday was %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody got water yesterday.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A day without water would cost you 1 health point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A day without water would cost you %1 health points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid for your whole water need today.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid for water ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for your whole need of %1 today; you have %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Got water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest winning bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Water left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Void bids (above the balance)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residents left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the river</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>before the flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raises half the pot (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raises the pot (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes all in (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards: %1. You are the small blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards: %1. You are the big blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board, %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pot %1. You have put in %2 and hold %3; your opponent has put in %4 and holds %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To stay in the hand, call %1, raise, or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move: check, raise, or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise half the pot (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the pot (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All in (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lost the hand by an unusable answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks or calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raises half the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raises the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes all in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished">Action</translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>called off: everyone keeps their chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, rank unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1, colour unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner played %1 from position %2: it fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner played %1 from position %2: it did not fit and cost a life token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner discarded %1 from position %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner pointed out your %1 cards, at positions: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner pointed out your cards of rank %1, at positions: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1. Fireworks: %2. Team score: %3 of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information tokens: %1 of %2. Life tokens: %3. Cards in the deck: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck is empty: this is the last round of turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your partner&apos;s cards, oldest first: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you have been told of your cards, oldest first: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card, discard one, or point out your partner&apos;s cards of one colour or rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point out a colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point out a rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which of your cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play or discard; 1 is the oldest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour to point out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for a colour hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank to point out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for a rank hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plays card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discards card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points out %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points out the rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2 (card %3): it fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2 (card %3): it did not fit, a life lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discarded %2 (card %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pointed out %2, at positions: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pointed out the rank %2, at positions: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fireworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 information, %2 life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no life token left: the team scores 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every firework complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over: the last round after the deck ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at the turn limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 balls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 apple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 apples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You said: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent said: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bargaining round %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To you, a hat is worth %1, a ball %2 and an apple %3: %4 for everything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their offer: they keep %1; you would get %2, worth %3 to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent has made no offer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last proposal: you keep %1, worth %2 to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the last turn: if you do not accept their offer, nobody gets anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s next turn is the last: they can only accept your proposal or end without a deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose what you keep, with a message, or accept their offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose what you keep, with a message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Propose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept their offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hats you keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balls you keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apples you keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 to %1; the rest goes to your opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message to your opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>concedes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepts the offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>proposes to keep %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 proposes to keep %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts the offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn %1, round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deal: %1 secures %2 (worth %3 to them), %4 secures %5 (worth %6 to them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no deal within the rounds: nobody gets anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gave up and loses: no deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at the turn limit: no deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gave no clue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your secret word: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1. Still in: %2. Out: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 clue — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 vote — %2; %3 went out (a tie, drawn by lot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 vote — %2; %3 went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clues this round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote out the player you think has a different word (not yourself).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one short clue about your word, without saying it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your clue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a few words, at most %1 characters; your word itself is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vote out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>votes out %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished">Round</translation>
    </message>
    <message>
        <source>Clue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (a tie, drawn by lot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the undercover was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the undercover survived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped at the round limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, word “%2”; the others had “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number from %1 to %2; if all claims together exceed %3, nobody gets anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any whole number counts under this session&apos;s rules, even more than the %1 whole tokens you hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone&apos;s numbers last round, seat by seat: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 people decide whether to go to the bar. It is fun when at most %2 of them go and no fun when it is crowded; staying home is always the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you went</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you stayed home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round %1 and %2 people went (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not crowded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round %1; you were not told how many went.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do you go or stay home?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 diners split the bill equally. The costly dish costs %2 and is worth %3 to you; the cheap one costs %4 and is worth %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round %1 of the diners ordered the costly dish and everyone paid %2; your payoff was %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which dish do you order?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item %1 of %2: %3. Bidding starts at $%4; you think it is worth $%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has bid on it yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead with $%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest bid is $%1, by %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have $%1 left of $%2; your profit so far is $%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot afford the lowest bid of $%1: withdraw with 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid at least $%1, or withdraw from this item with 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the board then dealt to %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunLauncher</name>
    <message>
        <source>A budget needs a price for every model, and %1 has none: add it under Settings → Prices, or run without a budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation type="unfinished">Unknown game &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>This folder is a classroom room&apos;s: reopen it with nashlab-cli room --resume %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every session of this run has finished: there is nothing to resume.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunModel</name>
    <message>
        <source>a person</source>
        <translation>a person</translation>
    </message>
    <message>
        <source>○ idle</source>
        <translation>○ idle</translation>
    </message>
    <message>
        <source>… thinking</source>
        <translation>… thinking</translation>
    </message>
    <message>
        <source>✓ answered</source>
        <translation>✓ answered</translation>
    </message>
    <message>
        <source>↻ retrying (%1)</source>
        <translation>↻ retrying (%1)</translation>
    </message>
    <message>
        <source>⚠ fell back</source>
        <translation>⚠ fell back</translation>
    </message>
    <message>
        <source>» your turn</source>
        <translation>» your turn</translation>
    </message>
    <message>
        <source>■ stopped</source>
        <translation>■ stopped</translation>
    </message>
    <message>
        <source>✓ finished</source>
        <translation>✓ finished</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>✗ failed</source>
        <translation>✗ failed</translation>
    </message>
</context>
<context>
    <name>ScoreBars</name>
    <message>
        <source>γ-Bench (code)</source>
        <translation>γ-Bench (code)</translation>
    </message>
    <message>
        <source>γ-Bench (paper)</source>
        <translation>γ-Bench (paper)</translation>
    </message>
    <message>
        <source>Payoff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid answers</source>
        <translation type="unfinished">Invalid answers</translation>
    </message>
    <message>
        <source>Rule-breaking rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rationality (EconArena)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distance from the equilibrium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean number chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of rounds with a good evening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of rounds at the bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contribution rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean contribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of costly dishes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid&apos;s distance from the equilibrium bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean value minus bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shots missed on purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of shots at the strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shots at the strongest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes as the equilibrium votes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plans proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day eliminated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days survived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean winning bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids above the balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily water need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily salary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days with water</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engagement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed-bid rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money left ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money spent ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items overpaid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profit ($)</source>
        <translation type="unfinished">Profit ($)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of auctions topped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal-move rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost by an illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board-value reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean profit of the bidders ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top bidder&apos;s profit ($)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of items sold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survivors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource-to-survival ratio, first day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource-to-survival ratio, last day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands to the showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns forfeited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid above the equilibrium (share of it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hints given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by treatment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 − %2: %3, 95% bootstrap CI [%4, %5], permutation p = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TreatmentChart</name>
    <message>
        <source>%1 − %2: %3 [%4, %5], p = %6</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui</name>
    <message>
        <source>rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>history shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chain of thought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every seat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaBoard</name>
    <message>
        <source>Your move, %1 (%2): click a column that is not full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move, %1 (%2): click a free cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not accepted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X: %1 · O: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every player&apos;s cards to the audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blinds are in; the cards are dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show both players&apos; values to the audience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every player&apos;s word to the audience</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaController</name>
    <message>
        <source>A run is in progress: stop it first.</source>
        <translation>A run is in progress: stop it first.</translation>
    </message>
    <message>
        <source>Unknown game &apos;%1&apos;.</source>
        <translation>Unknown game &apos;%1&apos;.</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) finished</source>
        <translation>
            <numerusform>%n session finished</numerusform>
            <numerusform>%n sessions finished</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n stopped</source>
        <translation>
            <numerusform>, %n stopped</numerusform>
            <numerusform>, %n stopped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n aborted</source>
        <translation>
            <numerusform>, %n aborted</numerusform>
            <numerusform>, %n aborted</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped before the next request: %1. Go on with: nashlab-cli run --resume %2 --budget &lt;higher&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ArenaView</name>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Start or continue the run (Space)</source>
        <translation>Start or continue the run (Space)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause after the round in flight (Space)</source>
        <translation>Pause after the round in flight (Space)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Play one round, then pause (N)</source>
        <translation>Play one round, then pause (N)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stop the run; its folder can be resumed with nashlab-cli (Esc)</source>
        <translation>Stop the run; its folder can be resumed with nashlab-cli (Esc)</translation>
    </message>
    <message>
        <source>Pacing</source>
        <translation>Pacing</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>as fast as possible</translation>
    </message>
    <message>
        <source>4 rounds a second</source>
        <translation>4 rounds a second</translation>
    </message>
    <message>
        <source>1 round a second</source>
        <translation>1 round a second</translation>
    </message>
    <message>
        <source>1 round every 3 s</source>
        <translation>1 round every 3 s</translation>
    </message>
    <message>
        <source>Presentation mode</source>
        <translation>Presentation mode</translation>
    </message>
    <message>
        <source>Run folder: %1 — %2</source>
        <translation>Run folder: %1 — %2</translation>
    </message>
    <message>
        <source>round %1 / %2 · session %3 / %4</source>
        <translation>round %1 / %2 · session %3 / %4</translation>
    </message>
    <message>
        <source>Writing to %1</source>
        <translation>Writing to %1</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Timeline</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>after round %1</source>
        <translation>after round %1</translation>
    </message>
    <message>
        <source>Reveal next round</source>
        <translation>Reveal next round</translation>
    </message>
    <message>
        <source>Play the next round and show its outcome (N)</source>
        <translation>Play the next round and show its outcome (N)</translation>
    </message>
    <message>
        <source>reveal on click</source>
        <translation>reveal on click</translation>
    </message>
    <message>
        <source>Anonymise seats</source>
        <translation>Anonymise seats</translation>
    </message>
    <message>
        <source>Show Seat A, Seat B, … instead of names, models and strategies</source>
        <translation>Show Seat A, Seat B, … instead of names, models and strategies</translation>
    </message>
    <message>
        <source>Human time limit</source>
        <translation>Human time limit</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Seconds a human seat has to answer (unless its spec sets timeout_s); then the invalid-answer policy&apos;s fallback answers for it. Applies from the next question.</source>
        <translation>Seconds a human seat has to answer (unless its spec sets timeout_s); then the invalid-answer policy&apos;s fallback answers for it. Applies from the next question.</translation>
    </message>
    <message>
        <source>Scores appear when the run ends</source>
        <translation>Scores appear when the run ends</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>The next round is ready: click Reveal next round or press N.</source>
        <translation>The next round is ready: click Reveal next round or press N.</translation>
    </message>
    <message>
        <source>session %1 / %2 · round %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · spent %1 of %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source> · about %n min left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · about %n s left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nashlab::ui::AuctionTabs</name>
    <message>
        <source>Priorities</source>
        <translation>Priorities</translation>
    </message>
    <message>
        <source>Profit path</source>
        <translation>Profit path</translation>
    </message>
    <message>
        <source>Bid ladder</source>
        <translation>Bid ladder</translation>
    </message>
    <message>
        <source>Profit after each item</source>
        <translation>Profit after each item</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>Profit ($)</source>
        <translation>Profit ($)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::BidLadderView</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No bids yet</source>
        <translation>No bids yet</translation>
    </message>
    <message>
        <source>Bids on %1 by bidding round</source>
        <translation>Bids on %1 by bidding round</translation>
    </message>
    <message>
        <source>Starting price</source>
        <translation>Starting price</translation>
    </message>
    <message>
        <source>True value</source>
        <translation>True value</translation>
    </message>
    <message>
        <source>Bidding round</source>
        <translation>Bidding round</translation>
    </message>
    <message>
        <source>Bid ($)</source>
        <translation>Bid ($)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::CardTableView</name>
    <message>
        <source>Flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the flop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calls %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raises half the pot (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raises the pot (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes all in (+%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished">Seat %1</translation>
    </message>
    <message>
        <source>%1 · in: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · Pot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ChartsPanel</name>
    <message>
        <source>Payoff paths</source>
        <translation>Payoff paths</translation>
    </message>
    <message>
        <source>Action paths</source>
        <translation>Action paths</translation>
    </message>
    <message>
        <source>NE deviation</source>
        <translation>NE deviation</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Action by seat and round</source>
        <translation>Action by seat and round</translation>
    </message>
    <message>
        <source>Cumulative payoff by round</source>
        <translation>Cumulative payoff by round</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Cumulative payoff</source>
        <translation>Cumulative payoff</translation>
    </message>
    <message>
        <source>Actions by round</source>
        <translation>Actions by round</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mean</translation>
    </message>
    <message>
        <source>NE = %1</source>
        <translation>NE = %1</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>|action − NE| over rounds and repetitions</source>
        <translation>|action − NE| over rounds and repetitions</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>|action − NE|</source>
        <translation>|action − NE|</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>mean</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NE</translation>
    </message>
    <message>
        <source>Unknown file type &apos;%1&apos;: use .png, .svg or .csv</source>
        <translation>Unknown file type &apos;%1&apos;: use .png, .svg or .csv</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Could not write %1</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Export chart</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;CSV data (*.csv)</source>
        <translation>PNG image (*.png);;SVG drawing (*.svg);;CSV data (*.csv)</translation>
    </message>
    <message>
        <source>%1 — round %2: %3</source>
        <translation>%1 — round %2: %3</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ComposeView</name>
    <message>
        <source>Game parameters</source>
        <translation>Game parameters</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>all rounds</source>
        <translation>all rounds</translation>
    </message>
    <message>
        <source>tell the seat why an answer was rejected</source>
        <translation>tell the seat why an answer was rejected</translation>
    </message>
    <message>
        <source>a random legal action</source>
        <translation>a random legal action</translation>
    </message>
    <message>
        <source>the game&apos;s default action</source>
        <translation>the game&apos;s default action</translation>
    </message>
    <message>
        <source>forfeit the round</source>
        <translation>forfeit the round</translation>
    </message>
    <message>
        <source>abort the session</source>
        <translation>abort the session</translation>
    </message>
    <message>
        <source>ask for reasoning before the answer</source>
        <translation>ask for reasoning before the answer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Repetitions</source>
        <translation>Repetitions</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>History shown</source>
        <translation>History shown</translation>
    </message>
    <message>
        <source>Attempts per decision</source>
        <translation>Attempts per decision</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Feedback</translation>
    </message>
    <message>
        <source>After the last attempt</source>
        <translation>After the last attempt</translation>
    </message>
    <message>
        <source>Chain of thought</source>
        <translation>Chain of thought</translation>
    </message>
    <message>
        <source>Preview the messages of seat</source>
        <translation>Preview the messages of seat</translation>
    </message>
    <message>
        <source>in round 1</source>
        <translation>in round 1</translation>
    </message>
    <message>
        <source>in round 3 (after two sample rounds)</source>
        <translation>in round 3 (after two sample rounds)</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Fix the problem on the left to see the preview.</source>
        <translation>Fix the problem on the left to see the preview.</translation>
    </message>
    <message>
        <source>No model seats: costs nothing.</source>
        <translation>No model seats: costs nothing.</translation>
    </message>
    <message>
        <source>At least %1 model requests (more with retries).</source>
        <translation>At least %1 model requests (more with retries).</translation>
    </message>
    <message numerus="yes">
        <source>You answer for %n seat(s) in the Arena.</source>
        <translation>
            <numerusform>You answer for %n seat in the Arena.</numerusform>
            <numerusform>You answer for %n seats in the Arena.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1 is a bot (%2): bots read the observation, not messages. This is what a model or a person in this seat would receive:

</source>
        <translation>Seat %1 is a bot (%2): bots read the observation, not messages. This is what a model or a person in this seat would receive:

</translation>
    </message>
    <message>
        <source>Estimated cost about %1 %2 (%3 prompt and %4 answer tokens, from the round-1 prompt; longer histories in later rounds cost more).</source>
        <translation>Estimated cost about %1 %2 (%3 prompt and %4 answer tokens, from the round-1 prompt; longer histories in later rounds cost more).</translation>
    </message>
    <message>
        <source>Unknown price for %1 (not counted; add it in Settings → Prices).</source>
        <translation>Unknown price for %1 (not counted; add it in Settings → Prices).</translation>
    </message>
    <message>
        <source>%1 seats, %2 rounds × %3 repetitions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Ready: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… Checking the API keys. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Cannot run yet: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most the run may spend on model requests; it stops before the request that would pass it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This design is kept as the spec file writes it (%1); the seat table and the form would reach none of its treatments. Edit the file to change it, or drop the design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 treatments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole design: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ That is more than the budget of %1: the run stops when it is spent.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::DesignPanel</name>
    <message>
        <source>Compare treatments: each factor sets a spec field to each of its levels, and every combination of the levels is a treatment, played the set number of repetitions. A factor overrides what the seat table or the form says for its field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossed: every combination of the levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listed: treatments written in the spec file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common random numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repetition r of every treatment draws the same chance (bot draws, valuations), so a difference between treatments is the treatment&apos;s, not the dice&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the design</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a design factor has no field; choose one or remove the factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two design factors are named &apos;%1&apos;; give one of them another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A listed design is edited in the spec file; choose Crossed to build one here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the spec as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listed treatments, kept as the spec file writes them (edit the file to change them):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The design cannot run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, one configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No design: the spec plays one configuration %1 time(s). Add a factor to compare treatments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot run yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 treatments × %2 repetitions = %3 sessions, once the design is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 treatments × %2 repetitions = %3 sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decisions (sessions × rounds × seats).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 decisions (sessions × rounds × seats; this game does not ask every seat every round).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::DesignView</name>
    <message>
        <source>Against the first treatment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(difference of the means [95% bootstrap CI], permutation p)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::FactorRow</name>
    <message>
        <source>The spec field this factor sets in each treatment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The factor&apos;s name: a column of the tidy export and part of each treatment&apos;s label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished">Remove</translation>
    </message>
    <message>
        <source>Remove this factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished">Name</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::GameStrip</name>
    <message>
        <source>Game %1: click to open it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HanabiTableView</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards are dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2: it fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2: it did not fit, a life lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pointed out %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pointed out the %2s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (your cards, hidden from you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fireworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information tokens: %1 · Lives: %2 · Deck: %3 · Score: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HeatmapView</name>
    <message>
        <source>No rounds yet</source>
        <translation>No rounds yet</translation>
    </message>
    <message>
        <source>No action so far is a number to colour.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::HumanInput</name>
    <message>
        <source>Send answer</source>
        <translation>Send answer</translation>
    </message>
    <message>
        <source>No question for you right now.</source>
        <translation>No question for you right now.</translation>
    </message>
    <message>
        <source>Your turn, %1</source>
        <translation>Your turn, %1</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Sum</translation>
    </message>
    <message numerus="yes">
        <source>Time left: %n second(s)</source>
        <translation>
            <numerusform>Time left: %n second</numerusform>
            <numerusform>Time left: %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>Your last answer was not accepted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LeaderboardModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ − 3σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Games</translation>
    </message>
    <message>
        <source>TrueSkill conservative rating: the sort order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment&apos;s metric (LLMArena&apos;s): the sort order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 · value / value of %1 in each environment, averaged (LLMArena&apos;s Table 1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LegendStrip</name>
    <message>
        <source>Click to hide or show %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LevelChips</name>
    <message>
        <source>add a level, Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LibraryPanel</name>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>Presets</translation>
    </message>
    <message>
        <source>Recent runs</source>
        <translation>Recent runs</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continues the selected unfinished run where it stopped, in the Arena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Unfinished: %2 of %3 sessions finished. Resume continues it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Its spec cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Playing in the Arena</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::LiveHistogram</name>
    <message>
        <source>No answers yet this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers appear here as they come in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean</source>
        <translation type="unfinished">Mean</translation>
    </message>
    <message>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clearing price</source>
        <translation type="unfinished"></translation>
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
        <translation>Library</translation>
    </message>
    <message>
        <source>Compose</source>
        <translation>Compose</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) available. Pick a game or a preset on the left.</source>
        <translation>
            <numerusform>%n game available. Pick a game or a preset on the left.</numerusform>
            <numerusform>%n games available. Pick a game or a preset on the left.</numerusform>
        </translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Open spec…</source>
        <translation>Open spec…</translation>
    </message>
    <message>
        <source>Save spec…</source>
        <translation>Save spec…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Run or pause (Space)</source>
        <translation>Run or pause (Space)</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Export chart…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <source>Take seat 1 myself</source>
        <translation>Take seat 1 myself</translation>
    </message>
    <message>
        <source>Run the demo</source>
        <translation>Run the demo</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Cannot run: %1</translation>
    </message>
    <message>
        <source>Running; the run folder is %1</source>
        <translation>Running; the run folder is %1</translation>
    </message>
    <message>
        <source>Looking up the API keys…</source>
        <translation>Looking up the API keys…</translation>
    </message>
    <message>
        <source>Run ended: %1. Open it in Results from Recent runs.</source>
        <translation>Run ended: %1. Open it in Results from Recent runs.</translation>
    </message>
    <message>
        <source>Open spec</source>
        <translation>Open spec</translation>
    </message>
    <message>
        <source>Spec files (*.json)</source>
        <translation>Spec files (*.json)</translation>
    </message>
    <message>
        <source>Save spec</source>
        <translation>Save spec</translation>
    </message>
    <message>
        <source>Saved %1; run it with: nashlab-cli run %1</source>
        <translation>Saved %1; run it with: nashlab-cli run %1</translation>
    </message>
    <message>
        <source>The new language applies when this run ends.</source>
        <translation>The new language applies when this run ends.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat&apos;s kind to LLM in the seat table; set up servers and API keys in Settings → Providers (keys go to the system keychain).</source>
        <translation>&lt;b&gt;Welcome to NashLab.&lt;/b&gt; A demo is ready: ten strategy bots guess 2/3 of the average (γ-Bench). Press &lt;b&gt;Run&lt;/b&gt; (Space) to watch them, or take a seat and play against them. To let a language model play, set a seat&apos;s kind to LLM in the seat table; set up servers and API keys in Settings → Providers (keys go to the system keychain).</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat 1 is now you.&lt;/b&gt; Press &lt;b&gt;Run&lt;/b&gt; (Space): each round your question appears on the right of the Arena; answer and press Enter. The nine bots wait for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run goes on, but</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The composed spec cannot run: see Compose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open classroom room…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the classroom room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let students play the human seats from their browsers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A classroom room needs a human seat: set a seat&apos;s kind to Human in Compose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open a room: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classroom room could not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classroom room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room could not open: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classroom room has finished: its panel opens the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room is open at %1 with the code %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the classroom room?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Students are still playing. Closing the room stops the run; the rounds played so far are kept and the run can be resumed later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The classroom room is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit while a run plays?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run has not finished. Stopping it ends the session in progress; the sessions finished so far stay in its run folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop and quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is in progress: stop it first.</source>
        <translation type="unfinished">A run is in progress: stop it first.</translation>
    </message>
    <message>
        <source>Cannot resume: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run cannot be resumed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ModelCatalog</name>
    <message numerus="yes">
        <source>%1: %n model(s) available.</source>
        <translation>
            <numerusform>%1: %n model available.</numerusform>
            <numerusform>%1: %n models available.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: no API key. Set one in Settings → Providers (or in the environment).</source>
        <translation>%1: no API key. Set one in Settings → Providers (or in the environment).</translation>
    </message>
    <message>
        <source>%1: the key was rejected (HTTP %2). Check or replace the key in Settings → Providers.</source>
        <translation>%1: the key was rejected (HTTP %2). Check or replace the key in Settings → Providers.</translation>
    </message>
    <message>
        <source>%1: no model list at this address (HTTP 404). Check the base URL (it usually ends in /v1).</source>
        <translation>%1: no model list at this address (HTTP 404). Check the base URL (it usually ends in /v1).</translation>
    </message>
    <message>
        <source>%1: rate limited (HTTP 429). Wait a minute, or lower the requests per minute in Settings.</source>
        <translation>%1: rate limited (HTTP 429). Wait a minute, or lower the requests per minute in Settings.</translation>
    </message>
    <message>
        <source>%1: no answer in time. Is the server running and not overloaded?</source>
        <translation>%1: no answer in time. Is the server running and not overloaded?</translation>
    </message>
    <message>
        <source>%1: cannot be reached (%2). Check the address and that the server is running.</source>
        <translation>%1: cannot be reached (%2). Check the address and that the server is running.</translation>
    </message>
    <message>
        <source>%1: the server failed (HTTP %2). Try again later.</source>
        <translation>%1: the server failed (HTTP %2). Try again later.</translation>
    </message>
    <message>
        <source>%1: the answer is not a model list (%2). Is this the right provider type?</source>
        <translation>%1: the answer is not a model list (%2). Is this the right provider type?</translation>
    </message>
    <message>
        <source>%1: unknown provider.</source>
        <translation>%1: unknown provider.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ModelRanksModel</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished">Model</translation>
    </message>
    <message>
        <source>Strength [95% CI]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions where the model met another model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won, %2 drawn, %3 lost of its pairwise games against other models&apos; seats</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ModelRanksTable</name>
    <message>
        <source>&lt;b&gt;Model ranks&lt;/b&gt; (Bradley–Terry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In every session each model&apos;s seat meets every other model&apos;s seat: the higher total payoff wins, equal totals are a draw. Strength is on the log-odds scale, 0 is the models&apos; mean; the interval is a 95% bootstrap over sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all treatments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ParamForm</name>
    <message>
        <source>Reset to defaults</source>
        <translation>Reset to defaults</translation>
    </message>
    <message>
        <source>Range: %1 to %2</source>
        <translation>Range: %1 to %2</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::PathsPlot</name>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s total appears here after the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished">Round</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::PricesPage</name>
    <message>
        <source>Prices per million tokens (input = prompt, output = answer), by &quot;provider/model&quot; or just &quot;model&quot;. Your copy is saved to %1 and overrides the built-in table; entries you delete fall back to the built-in price. Check your provider&apos;s page: prices change.</source>
        <translation>Prices per million tokens (input = prompt, output = answer), by &quot;provider/model&quot; or just &quot;model&quot;. Your copy is saved to %1 and overrides the built-in table; entries you delete fall back to the built-in price. Check your provider&apos;s page: prices change.</translation>
    </message>
    <message>
        <source>Start again from the built-in table</source>
        <translation>Start again from the built-in table</translation>
    </message>
    <message numerus="yes">
        <source>✓ %n price(s).</source>
        <translation>
            <numerusform>✓ %n price.</numerusform>
            <numerusform>✓ %n prices.</numerusform>
        </translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>The table ends too early (line %1): a closing bracket or quote is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is not valid JSON at line %1, column %2: look there (or just before) for a missing comma, quote or bracket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its lists and objects nest more than %1 deep.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::PriorityHeatmap</name>
    <message>
        <source>No auction yet</source>
        <translation>No auction yet</translation>
    </message>
    <message>
        <source>No bidder plans in this session (planning is off)</source>
        <translation>No bidder plans in this session (planning is off)</translation>
    </message>
    <message>
        <source>Priority per item at each planning step (row 0 = the plan before the auction)</source>
        <translation>Priority per item at each planning step (row 0 = the plan before the auction)</translation>
    </message>
    <message>
        <source>1 low</source>
        <translation>1 low</translation>
    </message>
    <message>
        <source>2 medium</source>
        <translation>2 medium</translation>
    </message>
    <message>
        <source>3 top</source>
        <translation>3 top</translation>
    </message>
    <message>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <source>%1 — step %2, %3: %4%5</source>
        <translation>%1 — step %2, %3: %4%5</translation>
    </message>
    <message>
        <source>no priority</source>
        <translation>no priority</translation>
    </message>
    <message>
        <source> (won)</source>
        <translation> (won)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ProjectorWindow</name>
    <message>
        <source>NashLab — projector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round&apos;s answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total payoff so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 seats taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results in a moment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next game starts soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thank you for playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join at %1 with the code %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ProvidersPage</name>
    <message>
        <source>The servers LLM seats can use. Pick one per seat in Compose. Any OpenAI-compatible server (vLLM, llama.cpp, LM Studio, OpenRouter, DeepSeek) works with the provider openai and its base URL. Limits: requests in flight, requests and tokens per minute (— = the default: 16 in flight, no rate limit).</source>
        <translation>The servers LLM seats can use. Pick one per seat in Compose. Any OpenAI-compatible server (vLLM, llama.cpp, LM Studio, OpenRouter, DeepSeek) works with the provider openai and its base URL. Limits: requests in flight, requests and tokens per minute (— = the default: 16 in flight, no rate limit).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Provider</translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation>Base URL</translation>
    </message>
    <message>
        <source>In flight</source>
        <translation>In flight</translation>
    </message>
    <message>
        <source>Requests/min</source>
        <translation>Requests/min</translation>
    </message>
    <message>
        <source>Tokens/min</source>
        <translation>Tokens/min</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Add endpoint</source>
        <translation>Add endpoint</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>API key of the selected endpoint</source>
        <translation>API key of the selected endpoint</translation>
    </message>
    <message>
        <source>paste a key to store it in the system keychain</source>
        <translation>paste a key to store it in the system keychain</translation>
    </message>
    <message>
        <source>Store key</source>
        <translation>Store key</translation>
    </message>
    <message>
        <source>Clear key</source>
        <translation>Clear key</translation>
    </message>
    <message>
        <source>Keys go to the system keychain only (service NashLab), never to settings.ini, a spec or a run folder. A key in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY) is used for the provider&apos;s public endpoint when none is stored.</source>
        <translation>Keys go to the system keychain only (service NashLab), never to settings.ini, a spec or a run folder. A key in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY) is used for the provider&apos;s public endpoint when none is stored.</translation>
    </message>
    <message>
        <source>My server</source>
        <translation>My server</translation>
    </message>
    <message>
        <source>Empty: the provider&apos;s public endpoint. For another server, e.g. http://127.0.0.1:8000/v1</source>
        <translation>Empty: the provider&apos;s public endpoint. For another server, e.g. http://127.0.0.1:8000/v1</translation>
    </message>
    <message>
        <source>Endpoint: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Endpoint: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Key: not stored.</source>
        <translation>Key: not stored.</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>Storing the key in the system keychain…</translation>
    </message>
    <message>
        <source>Key: looking in the system keychain…</source>
        <translation>Key: looking in the system keychain…</translation>
    </message>
    <message>
        <source>Local servers often need none.</source>
        <translation>Local servers often need none.</translation>
    </message>
    <message>
        <source>Key: stored in the system keychain.</source>
        <translation>Key: stored in the system keychain.</translation>
    </message>
    <message>
        <source>Key: from the environment (%1).</source>
        <translation>Key: from the environment (%1).</translation>
    </message>
    <message>
        <source>Key: from the keychain entry %1.</source>
        <translation>Key: from the keychain entry %1.</translation>
    </message>
    <message>
        <source>The key was not stored: %1</source>
        <translation>The key was not stored: %1</translation>
    </message>
    <message>
        <source>The key was not removed: %1</source>
        <translation>The key was not removed: %1</translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation>Testing %1…</translation>
    </message>
    <message numerus="yes">
        <source>✓ %1 answers: %n model(s): %2</source>
        <translation>
            <numerusform>✓ %1 answers: %n model: %2</numerusform>
            <numerusform>✓ %1 answers: %n models: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ResultsView</name>
    <message>
        <source>Open run folder…</source>
        <translation>Open run folder…</translation>
    </message>
    <message>
        <source>Export rounds as CSV…</source>
        <translation>Export rounds as CSV…</translation>
    </message>
    <message>
        <source>Export chart…</source>
        <translation>Export chart…</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Session</translation>
    </message>
    <message>
        <source>Open a run folder, or pick a recent run on the left.</source>
        <translation>Open a run folder, or pick a recent run on the left.</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Open run folder</source>
        <translation>Open run folder</translation>
    </message>
    <message>
        <source>Export rounds</source>
        <translation>Export rounds</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 of %2 sessions finished.</source>
        <translation>%1 of %2 sessions finished.</translation>
    </message>
    <message>
        <source>The last line was cut off (the run was interrupted).</source>
        <translation>The last line was cut off (the run was interrupted).</translation>
    </message>
    <message>
        <source>after round %1 of %2</source>
        <translation>after round %1 of %2</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Could not write %1: %2</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>If the run is still being written, new rounds appear here as they come.</source>
        <translation>If the run is still being written, new rounds appear here as they come.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pick result files saved by γ-Bench (JSON with &quot;meta&quot;, &quot;round_records&quot; and &quot;player_data&quot;) of a game NashLab knows; see docs/gamabench-import.md.</source>
        <translation>Pick result files saved by γ-Bench (JSON with &quot;meta&quot;, &quot;round_records&quot; and &quot;player_data&quot;) of a game NashLab knows; see docs/gamabench-import.md.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s); some files failed:</source>
        <translation>
            <numerusform>Imported %n run; some files failed:</numerusform>
            <numerusform>Imported %n runs; some files failed:</numerusform>
        </translation>
    </message>
    <message>
        <source>Import γ-Bench results</source>
        <translation>Import γ-Bench results</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2, %3 rounds × %4 repetitions, seed %5&lt;br&gt;%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 ± %3 sd over %4 sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (one session)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import published runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn γ-Bench result files or Alympics records into run folders and open them, as nashlab-cli import does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench result files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench result folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alympics records…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alympics record folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick Alympics Water Allocation Challenge records (WAC_&lt;persona|nopersona&gt;_&lt;lo&gt;_&lt;hi&gt;_&lt;k&gt;.json, a JSON object with the keys A to E); see docs/alympics-import.md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Alympics records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alympics records (WAC_*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench result files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s). Where a record disagrees with the rules (kept as recorded, listed in the run&apos;s import.json):</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Imported from %1; every day agrees with the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported from %1; %n disagreement(s) with the rules, kept as recorded:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A design of %1 treatments: the Scores tab compares them (&quot;by treatment&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treatments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::RoomDialog</name>
    <message>
        <source>Open a classroom room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Students join from a browser on the same network: they open the address the room shows (or scan its QR code) and type its code. The human seats are theirs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address of this machine that the students&apos; devices can reach. 127.0.0.1 is only reachable from this machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s default action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round waits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What answers for a student who has left while their seat is asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a student leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"> s</translation>
    </message>
    <message>
        <source>How long a student may be gone while asked before the rule above answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grace period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for each decision; when it runs out the rule above answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold each round&apos;s results until I reveal them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open room</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::RoomPanel</name>
    <message>
        <source>Open results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Students can scan this with their phone&apos;s camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop serving the room; a run still playing stops and can be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open projector view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A window for the beamer: the code, then the rounds, without students&apos; names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the lobby and play the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause</source>
        <translation type="unfinished">Pause</translation>
    </message>
    <message>
        <source>Hold the countdowns and the next question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this round&apos;s results to everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the next game with the same seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extend +%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give everyone still answering %1 more seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished">Seat</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished">Kind</translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished">Name</translation>
    </message>
    <message>
        <source>Student</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected seat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free the seat: its student is sent away and someone else can take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch to bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats no student holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assign to seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the chosen seat to the student selected above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lobby: press Start when everyone is in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: press Resume to go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over: press Reveal results to show it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game is over: press Next game to start the next one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n student(s) connected</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to student</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The student answers for the seat again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot answers for the seat until you switch it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The room has finished: every game has been played. The record is in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished">Model</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Student (bot answers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○ away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>○ nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ answered</source>
        <translation type="unfinished">✓ answered</translation>
    </message>
    <message>
        <source>… asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is waiting for a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n student(s) waiting for a seat</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Seat %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::ScoreBarsView</name>
    <message>
        <source>Measure</source>
        <translation>Measure</translation>
    </message>
    <message>
        <source>per seat</source>
        <translation>per seat</translation>
    </message>
    <message>
        <source>per model</source>
        <translation>per model</translation>
    </message>
    <message>
        <source>Error bars</source>
        <translation>Error bars</translation>
    </message>
    <message>
        <source>mean ± 1 sd</source>
        <translation>mean ± 1 sd</translation>
    </message>
    <message>
        <source>95% CI of the mean</source>
        <translation>95% CI of the mean</translation>
    </message>
    <message>
        <source>± 1 sd</source>
        <translation>± 1 sd</translation>
    </message>
    <message>
        <source>Open a run to see its scores</source>
        <translation>Open a run to see its scores</translation>
    </message>
    <message>
        <source>%1 — mean over repetitions, error bars %2</source>
        <translation>%1 — mean over repetitions, error bars %2</translation>
    </message>
    <message>
        <source>%1: %2, %3 [%4, %5], n = %6</source>
        <translation>%1: %2, %3 [%4, %5], n = %6</translation>
    </message>
    <message>
        <source>The game&apos;s own score of each session (γ-Bench&apos;s formulas), over the run&apos;s sessions.</source>
        <translation>The game&apos;s own score of each session (γ-Bench&apos;s formulas), over the run&apos;s sessions.</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) did not finish and are included as far as they got.</source>
        <translation>
            <numerusform>%n session did not finish and are included as far as they got.</numerusform>
            <numerusform>%n sessions did not finish and are included as far as they got.</numerusform>
        </translation>
    </message>
    <message>
        <source>With &quot;95% CI of the mean&quot; error bars, a treatment&apos;s bar shows its 95% bootstrap interval over its sessions. Each treatment against the first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>γ-Bench score (0–100)</source>
        <translation type="unfinished">γ-Bench score (0–100)</translation>
    </message>
    <message>
        <source>Some scores fall outside 0–100: this run&apos;s parameters leave the range γ-Bench&apos;s formulas were made for, so compare them only with runs of the same parameters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatBoard</name>
    <message>
        <source>NE &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>NE &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No run yet</source>
        <translation>No run yet</translation>
    </message>
    <message>
        <source>Compose a session and press Run, or open a run folder in Results.</source>
        <translation>Compose a session and press Run, or open a run folder in Results.</translation>
    </message>
    <message>
        <source>%1 · round %2 / %3</source>
        <translation>%1 · round %2 / %3</translation>
    </message>
    <message>
        <source>Waiting for the first round.</source>
        <translation>Waiting for the first round.</translation>
    </message>
    <message>
        <source>Latest decision: round %1</source>
        <translation>Latest decision: round %1</translation>
    </message>
    <message>
        <source>The prompt is hidden in presentation mode.</source>
        <translation>The prompt is hidden in presentation mode.</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Reply</source>
        <translation>Reply</translation>
    </message>
    <message>
        <source>Reply (arriving)</source>
        <translation>Reply (arriving)</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Reasoning</translation>
    </message>
    <message>
        <source>Rejected or replaced because</source>
        <translation>Rejected or replaced because</translation>
    </message>
    <message>
        <source>No prompt or reply to show: bots read no prompt and answer without text.</source>
        <translation>No prompt or reply to show: bots read no prompt and answer without text.</translation>
    </message>
    <message>
        <source>Nothing to show yet: this seat has not answered in this session.</source>
        <translation>Nothing to show yet: this seat has not answered in this session.</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished">Seat</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished">Action</translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished">Round</translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished">Total</translation>
    </message>
    <message>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person plays this seat: the round lines show each answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatModel</name>
    <message>
        <source>bot</source>
        <translation type="unfinished">bot</translation>
    </message>
    <message>
        <source>LLM</source>
        <translation type="unfinished">LLM</translation>
    </message>
    <message>
        <source>human</source>
        <translation type="unfinished">human</translation>
    </message>
    <message>
        <source>model name</source>
        <translation type="unfinished">model name</translation>
    </message>
    <message>
        <source>none, a preset, or your own text</source>
        <translation type="unfinished">none, a preset, or your own text</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished">Colour</translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished">Name</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished">Kind</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation type="unfinished">Strategy</translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished">Options</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation type="unfinished">Endpoint</translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished">Model</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation type="unfinished">Temperature</translation>
    </message>
    <message>
        <source>Persona</source>
        <translation type="unfinished">Persona</translation>
    </message>
    <message>
        <source>Seat %1&apos;s colour in the arena and the charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a discovered model or type its name</source>
        <translation type="unfinished">Pick a discovered model or type its name</translation>
    </message>
    <message>
        <source>0 = always the most likely answer, up to 2 = very varied; empty: 1</source>
        <translation type="unfinished">0 = always the most likely answer, up to 2 = very varied; empty: 1</translation>
    </message>
    <message>
        <source>The temperature must be a number from 0 to 2.</source>
        <translation type="unfinished">The temperature must be a number from 0 to 2.</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatPanel</name>
    <message>
        <source>Round payoff</source>
        <translation>Round payoff</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Invalid answers</source>
        <translation>Invalid answers</translation>
    </message>
    <message>
        <source>Click to enlarge (prompt, full reply, reasoning); click again or Esc to return</source>
        <translation>Click to enlarge (prompt, full reply, reasoning); click again or Esc to return</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SeatTable</name>
    <message>
        <source>Add seat</source>
        <translation>Add seat</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Move up</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Move down</translation>
    </message>
    <message>
        <source>Fill all like this seat</source>
        <translation>Fill all like this seat</translation>
    </message>
    <message>
        <source>Refresh models</source>
        <translation>Refresh models</translation>
    </message>
    <message>
        <source>Looking up the models of %1…</source>
        <translation>Looking up the models of %1…</translation>
    </message>
    <message>
        <source>⚠ %1 (You can still type a model name.)</source>
        <translation>⚠ %1 (You can still type a model name.)</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <source>Runs folder</source>
        <translation>Runs folder</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Providers</source>
        <translation>Providers</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prices</translation>
    </message>
    <message>
        <source>A new language applies as soon as you press OK (after the run in progress, if one is).</source>
        <translation>A new language applies as soon as you press OK (after the run in progress, if one is).</translation>
    </message>
    <message>
        <source>none: the built-in prompts</source>
        <translation>none: the built-in prompts</translation>
    </message>
    <message>
        <source>Prompt templates</source>
        <translation>Prompt templates</translation>
    </message>
    <message>
        <source>Templates are files &lt;i&gt;&amp;lt;folder&amp;gt;/&amp;lt;game id&amp;gt;/&amp;lt;template&amp;gt;.mustache&lt;/i&gt;; each replaces the built-in template of that name (see engine/games/*/prompts).</source>
        <translation>Templates are files &lt;i&gt;&amp;lt;folder&amp;gt;/&amp;lt;game id&amp;gt;/&amp;lt;template&amp;gt;.mustache&lt;/i&gt;; each replaces the built-in template of that name (see engine/games/*/prompts).</translation>
    </message>
    <message>
        <source>⚠ %1 is not a folder.</source>
        <translation>⚠ %1 is not a folder.</translation>
    </message>
    <message>
        <source>This folder overrides no built-in template.</source>
        <translation>This folder overrides no built-in template.</translation>
    </message>
    <message>
        <source>Overrides: %1</source>
        <translation>Overrides: %1</translation>
    </message>
    <message>
        <source>Not used (no built-in template of that name): %1</source>
        <translation>Not used (no built-in template of that name): %1</translation>
    </message>
    <message>
        <source>The price table is not saved: %1</source>
        <translation>The price table is not saved: %1</translation>
    </message>
</context>
<context>
    <name>nashlab::ui::StrengthChart</name>
    <message>
        <source>Bradley–Terry strength (log-odds) with 95 % bootstrap intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate with Wilson 95 % intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean reward with 95 % intervals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TalkFeed</name>
    <message>
        <source>%1: “%2”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no clue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Votes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">none</translation>
    </message>
    <message>
        <source>Tally:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out (a tie, drawn by lot)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undercover was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undercover survived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the round limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undercover was %1, with “%2”; the others had “%3”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clues will appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>values a hat at %1, a ball at %2, an apple at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth to them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth to the other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepts the offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gives up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deal: nobody gets anything.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 balls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 apple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 apples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal — %1: %2, %3: %4 (what each secured, by its own values).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentForm</name>
    <message>
        <source>Pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adaptive (close ratings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games per pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total games; required for random and adaptive pairing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished">Seed</translation>
    </message>
    <message>
        <source>Environments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished">Games</translation>
    </message>
    <message>
        <source>Entrants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s server: the endpoints of Settings → Providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model name</source>
        <translation type="unfinished">model name</translation>
    </message>
    <message>
        <source>base URL (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another server that speaks this provider&apos;s protocol, e.g. http://localhost:8000/v1; empty: the endpoint&apos;s own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished">Remove</translation>
    </message>
    <message>
        <source>Removes the selected model entrant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tries per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers a model may give for one move; each rejected one is told why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mover loses the game (LLMArena)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a random legal move is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illegal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a discovered model or type its name</source>
        <translation type="unfinished">Pick a discovered model or type its name</translation>
    </message>
    <message>
        <source>Name a model first: pick one from the list or type its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The base URL must start with http:// or https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on this server is already an entrant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1 of %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model entrant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board games (choose below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tournament file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tournament file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be played: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, scored by %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentJob</name>
    <message>
        <source>A tournament is already running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrant &apos;%1&apos; cannot play: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrant &apos;%1&apos; (%2/%3) has no API key: set the environment variable %4, or store the key in Settings → Providers (system keychain entry NashLab/%5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat &apos;%1&apos; is a human seat: people cannot play tournament games (use bot or model entrants; play a person against a bot in Compose).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TournamentView</name>
    <message>
        <source>Run tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished">Stop</translation>
    </message>
    <message>
        <source>No new game starts; the folder can be resumed with nashlab-cli tournament --resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick environments and at least two entrants, then Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaderboard of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest games (click one to open it in the Arena)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 games played — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing… — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament&apos;s record could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished: %1 games — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking up the model entrants&apos; API keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the first game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped after %1 games: %2 — continue with nashlab-cli tournament --resume %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each environment&apos;s chart appears when the tournament ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
(self-play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
vs the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X %1
O %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All, normalised</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nashlab::ui::TreatmentChart</name>
    <message>
        <source>Measure</source>
        <translation type="unfinished">Measure</translation>
    </message>
    <message>
        <source>Open a design&apos;s run folder to compare its treatments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by treatment: mean, 95% bootstrap CI</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: mean %2, 95% bootstrap CI [%3, %4], %n session(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Treatment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treatment (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
