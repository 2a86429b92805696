#pragma once
// Game: the immutable description of one game — catalogue facts, parameters, bots, scoring —
// and the factory of its States. One folder per game under engine/games/<id>/.
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/json.h"
#include "engine/game/human_view.h"
#include "engine/game/param_spec.h"
#include "engine/game/round_outcome.h"
#include "engine/game/state.h"
#include "engine/session/seat.h"

namespace nashlab::engine {

struct SeatRange {
    int min = 2;
    int max = 2;
    int defaultCount = 2;
};

/// A built-in strategy a bot seat can play, with its own options.
struct StrategyInfo {
    std::string id;
    std::string description;
    std::vector<ParamSpec> options;
};

/// The charts of a session (bits of Game::charts()). The window offers exactly the ones a game
/// names: a proposal or a vote has no action path, a game without an equilibrium no NE deviation.
enum ChartKind : unsigned {
    kPayoffPaths = 1u << 0,    ///< cumulative payoff by round
    kActionPaths = 1u << 1,    ///< one number per seat per round, with the mean (and NE line)
    kNeDeviation = 1u << 2,    ///< |action − NE| violins: needs a numeric reference action
    kActionHeatmap = 1u << 3,  ///< the action numbers as seat × round colours
};
inline constexpr unsigned kNumericCharts = kPayoffPaths | kActionPaths | kNeDeviation | kActionHeatmap;

/// What a bot is made for. Valid during makeBot() only: a bot that needs the parameters later
/// copies what it needs (today's bots read the State instead). A reference, because a batch
/// makes every seat of every session and a copy of the parameters was most of a bot's making.
struct BotContext {
    int seat = 0;
    int numSeats = 0;
    const Json& params = noParams();  ///< the game's resolved parameters

    static const Json& noParams() {
        static const Json empty = Json::object();
        return empty;
    }
};

/// The constant facts of a game (as OpenSpiel's GameType): what the catalogue, the spec reader,
/// the window and the runners read without asking the rules anything.
struct GameInfo {
    std::string id;
    std::string title;
    std::string source;   ///< paper (and code) the rules come from
    std::string summary;  ///< two or three sentences of rules for the catalogue
    SeatRange seats;
    /// Every live seat answers at once in each step (false: one seat at a time).
    bool simultaneous = true;
    /// Whether a session's `rounds` only bounds a game that ends on its own (an auction sells its
    /// items, a board fills): the window then counts rounds without "of N".
    bool roundsAreALimit = false;
    /// The charts that apply (ChartKind bits). The default suits a game whose action is one number
    /// with an equilibrium value; games with choices, plans, boards or no equilibrium say less.
    unsigned charts = kNumericCharts;
    /// Names of the scoring modes score() reports (e.g. "gamabench_repo").
    std::vector<std::string> scoringModes = {};
    /// Whether a seat can lose the game at once (State::concession), which the invalid-answer
    /// fallback lose_game needs: games with a winner and a loser. Specs asking lose_game of any
    /// other game are refused when read.
    bool supportsLoseGame = false;
    /// Whether score() reads PlayedSession::decisionEvents (otherwise a live tally only counts answers).
    bool scoreReadsDecisions = false;
};

class Game {
public:
    explicit Game(GameInfo info) : m_info(std::move(info)) {}
    virtual ~Game() = default;

    const GameInfo& info() const { return m_info; }
    const std::string& id() const { return m_info.id; }
    const std::string& title() const { return m_info.title; }
    const std::string& source() const { return m_info.source; }
    const std::string& summary() const { return m_info.summary; }
    const SeatRange& seats() const { return m_info.seats; }
    bool simultaneous() const { return m_info.simultaneous; }
    bool roundsAreALimit() const { return m_info.roundsAreALimit; }
    unsigned charts() const { return m_info.charts; }
    const std::vector<std::string>& scoringModes() const { return m_info.scoringModes; }
    bool supportsLoseGame() const { return m_info.supportsLoseGame; }
    bool scoreReadsDecisions() const { return m_info.scoreReadsDecisions; }

    virtual std::vector<ParamSpec> params() const = 0;
    virtual int defaultRounds(const Json& params) const = 0;
    virtual std::vector<StrategyInfo> strategies() const = 0;

    /// `options` are already resolved against the strategy's option specs.
    virtual Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                                  const BotContext& context) const = 0;
    virtual Result<std::unique_ptr<State>> newState(const GameSetup& setup) const = 0;
    /// The constraints between resolved parameters, and between them and the seat count, that a
    /// parameter's own range cannot say ('min' below 'max', one budget per bidder); the error names
    /// the fields. The spec reader calls it, so that a clash is refused before any run folder
    /// exists, and newState() refuses the same setups through it. Default: no constraints.
    virtual Status checkParams(const Json& /*params*/, int /*numSeats*/) const { return okStatus(); }

    /// {"scores": {mode: number}, "metrics": {...}, "per_seat": [{...}]} for one session.
    virtual Json score(const PlayedSession& session) const = 0;
    /// Output tokens a model needs for one answer: the JSON answer and a short explanation, or a
    /// worked line of reasoning when the prompt asks for one. Model seats use it as max_tokens
    /// unless their settings name one (tokens cost money; a model that never stops must be cut off).
    static int answerTokens(bool chainOfThought) { return chainOfThought ? kCotAnswerTokens : kAnswerTokens; }
    static constexpr int kAnswerTokens = 512;
    static constexpr int kCotAnswerTokens = 2048;

    /// Whether sessions with these parameters build on the previous one (GameSetup::carryIn); the
    /// experiment runner then plays the repetitions one after another, in order.
    virtual bool carriesOver(const Json& /*params*/) const { return false; }
    /// What a finished session hands on to the next repetition.
    virtual Json carryOver(const PlayedSession& /*finished*/) const { return nullptr; }

    /// What a person reads and answers in this game (never the model's prompt). The default
    /// reads any game generically from its ActionSpec and reports; games give their own words.
    virtual const HumanView& humanView() const;

    /// Rebuilds a state from State::toJson() by replaying its recorded steps.
    Result<std::unique_ptr<State>> restoreState(const Json& snapshot) const;
    /// Resolves a strategy id and its options; errors name the unknown strategy or option.
    Result<std::unique_ptr<Seat>> makeBotChecked(const std::string& strategy, const Json& options,
                                                 const BotContext& context) const;
    /// Catalogue entry: id, title, source, seats, params, strategies, scoring modes.
    Json describe() const;

private:
    GameInfo m_info;
    /// strategies(), built once: every session of a batch makes its bots through it.
    const std::vector<StrategyInfo>& strategyList() const;

    mutable std::once_flag m_strategiesOnce;
    mutable std::vector<StrategyInfo> m_strategies;
};

}  // namespace nashlab::engine
