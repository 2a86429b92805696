// Built-in strategies for guess_average. Each reads the game's state through its typed accessors.
#include <cmath>

#include "engine/games/guess_average/guess_average_game.h"
#include "engine/games/guess_average/guess_average_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

struct Range {
    double lo;
    double hi;
    double ratio;
    bool integer;
};

Range rangeOf(const GuessAverageState& s) { return {s.lower(), s.upper(), s.ratio(), s.integerOnly()}; }

// Writes the answer into `action`, reusing the object a runner hands back from an earlier round:
// a bot answers millions of times, and the key is then only looked up, not allocated again.
void writeAnswer(Json& action, const Range& r, double x) {
    x = std::clamp(x, r.lo, r.hi);
    if (!action.is_object() || action.size() != 1) action = Json(Json::value_t::object);
    static const std::string kField = "chosen_number";
    Json& value = action[kField];
    if (r.integer)
        value = static_cast<std::int64_t>(std::llround(x));
    else
        value = x;
}

double levelK(const Range& r, int k, double anchorFraction) {
    double x = r.lo + anchorFraction * (r.hi - r.lo);
    for (int i = 0; i < k; ++i) x = r.ratio * x;  // best response to everyone one level below
    return x;
}

}  // namespace

std::vector<StrategyInfo> GuessAverageGame::strategies() const {
    return {
        {"ne", "Plays the Nash equilibrium (MIN for R < 1, MAX for R > 1, the midpoint for R = 1).", {}},
        {"random", "Picks uniformly at random from the allowed range.", {}},
        {"fixed",
         "Cycles through a given list of numbers by round, like γ-Bench's specified players.",
         {{"values",
           "Numbers to cycle through",
           ParamKind::List,
           Json::array({50}),
           {},
           {},
           {},
           "One number per round, repeated."}}},
        {"level_k",
         "Level-k reasoning: level 0 picks the anchor, level k best-responds to level k−1.",
         {{"k", "Level", ParamKind::Int, 1, 0, 20, {}, "How many steps of reasoning."},
          {"anchor",
           "Level-0 anchor",
           ParamKind::Real,
           0.5,
           0.0,
           1.0,
           {},
           "Where level 0 picks, as a fraction of the range (0.5 = midpoint)."}}},
        {"adaptive", "Best response to the previous round: R × last round's average (the midpoint's in round 1).", {}},
    };
}

Result<std::unique_ptr<Seat>> GuessAverageGame::makeBot(const std::string& strategy, const Json& options,
                                                        const BotContext& /*context*/) const {
    // Each strategy picks a number; writeAnswer() clamps it to the range and rounds it when whole
    // numbers are asked for.
    std::function<double(const GuessAverageState&, const DecisionRequest&, Rng&)> pick;
    if (strategy == "ne") {
        pick = [](const GuessAverageState& s, const DecisionRequest&, Rng&) {
            return guessEquilibrium(s.ratio(), s.lower(), s.upper()).value_or((s.lower() + s.upper()) / 2.0);
        };
    } else if (strategy == "random") {
        pick = [](const GuessAverageState& s, const DecisionRequest&, Rng& rng) {
            if (s.integerOnly())
                return static_cast<double>(rng.uniformInt(static_cast<std::int64_t>(std::ceil(s.lower())),
                                                          static_cast<std::int64_t>(std::floor(s.upper()))));
            return rng.uniformReal(s.lower(), s.upper());
        };
    } else if (strategy == "fixed") {
        const Json values = options.at("values");
        if (values.empty() || !std::all_of(values.begin(), values.end(), [](const Json& v) { return v.is_number(); }))
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list of numbers in 'values'");
        pick = [values](const GuessAverageState&, const DecisionRequest& req, Rng&) {
            return values.at(static_cast<std::size_t>(req.round - 1) % values.size()).get<double>();
        };
    } else if (strategy == "level_k") {
        const int k = options.at("k").get<int>();
        const double anchor = options.at("anchor").get<double>();
        pick = [k, anchor](const GuessAverageState& s, const DecisionRequest&, Rng&) {
            return levelK(rangeOf(s), k, anchor);
        };
    } else if (strategy == "adaptive") {
        pick = [](const GuessAverageState& s, const DecisionRequest&, Rng&) {
            return s.ratio() * s.lastAverage().value_or((s.lower() + s.upper()) / 2.0);
        };
    } else {
        return Error::make("unknown_strategy", "guess_average has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(
        BotSeat::Writer([pick = std::move(pick)](const DecisionRequest& req, Rng& rng, Json& action) {
            const auto& state = stateOf<GuessAverageState>(req);
            writeAnswer(action, rangeOf(state), pick(state, req, rng));
        })));
}

}  // namespace nashlab::engine::games
