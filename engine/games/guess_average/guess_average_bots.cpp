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

Range rangeOf(const DecisionRequest& req) { return rangeOf(stateOf<GuessAverageState>(req)); }

Json answer(const Range& r, double x) {
    x = std::clamp(x, r.lo, r.hi);
    if (r.integer) return {{"chosen_number", static_cast<std::int64_t>(std::llround(x))}};
    return {{"chosen_number", x}};
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
    BotSeat::Strategy play;
    if (strategy == "ne") {
        play = [](const DecisionRequest& req, Rng&) {
            const Range r = rangeOf(req);
            return answer(r, guessEquilibrium(r.ratio, r.lo, r.hi).value_or((r.lo + r.hi) / 2.0));
        };
    } else if (strategy == "random") {
        play = [](const DecisionRequest& req, Rng& rng) {
            const Range r = rangeOf(req);
            if (r.integer)
                return answer(r, static_cast<double>(rng.uniformInt(static_cast<std::int64_t>(std::ceil(r.lo)),
                                                                    static_cast<std::int64_t>(std::floor(r.hi)))));
            return answer(r, rng.uniformReal(r.lo, r.hi));
        };
    } else if (strategy == "fixed") {
        const Json values = options.at("values");
        if (values.empty() || !std::all_of(values.begin(), values.end(), [](const Json& v) { return v.is_number(); }))
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list of numbers in 'values'");
        play = [values](const DecisionRequest& req, Rng&) {
            const auto i = static_cast<std::size_t>(req.round - 1) % values.size();
            return answer(rangeOf(req), values.at(i).get<double>());
        };
    } else if (strategy == "level_k") {
        const int k = options.at("k").get<int>();
        const double anchor = options.at("anchor").get<double>();
        play = [k, anchor](const DecisionRequest& req, Rng&) {
            const Range r = rangeOf(req);
            return answer(r, levelK(r, k, anchor));
        };
    } else if (strategy == "adaptive") {
        play = [](const DecisionRequest& req, Rng&) {
            const auto& state = stateOf<GuessAverageState>(req);
            const Range r = rangeOf(state);
            return answer(r, r.ratio * state.lastAverage().value_or((r.lo + r.hi) / 2.0));
        };
    } else {
        return Error::make("unknown_strategy", "guess_average has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
