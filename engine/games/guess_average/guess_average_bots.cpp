// Built-in strategies for guess_average. Each reads the game's state through its typed accessors.
#include <algorithm>
#include <cmath>

#include "engine/games/bot_answer.h"
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

// The answer for the number a strategy picked, written into the action: clamped to the range, and
// rounded to a JSON integer when the game asks for whole numbers.
void answer(const Range& r, double x, Json& action) {
    x = std::clamp(x, r.lo, r.hi);
    Json& slot = answerField(action, "chosen_number");
    if (!r.integer) return setNumber(slot, x);
    setNumber(slot, static_cast<std::int64_t>(std::llround(x)));
}

double levelK(const Range& r, int k, double anchorFraction) {
    double x = r.lo + anchorFraction * (r.hi - r.lo);
    for (int i = 0; i < k; ++i) x = r.ratio * x;  // best response to everyone one level below
    return x;
}

// A bot from a picking rule: the rule gives a number, the bot writes it as the game's action.
template <class Pick>
Result<std::unique_ptr<Seat>> botPicking(Pick pick) {
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(
        BotSeat::Writer([pick = std::move(pick)](const DecisionRequest& req, Rng& rng, Json& action) mutable {
            const auto& state = stateOf<GuessAverageState>(req);
            answer(rangeOf(state), pick(state, req, rng), action);
        })));
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
    // Each strategy picks a number; answer() clamps it to the range and rounds it when whole
    // numbers are asked for.
    if (strategy == "ne") {
        return botPicking([](const GuessAverageState& s, const DecisionRequest&, Rng&) {
            return guessEquilibrium(s.ratio(), s.lower(), s.upper()).value_or((s.lower() + s.upper()) / 2.0);
        });
    }
    if (strategy == "random") {
        return botPicking([](const GuessAverageState& s, const DecisionRequest&, Rng& rng) {
            if (!s.integerOnly()) return rng.uniformReal(s.lower(), s.upper());
            const auto lo = static_cast<std::int64_t>(std::ceil(s.lower()));
            const auto hi = static_cast<std::int64_t>(std::floor(s.upper()));
            if (hi < lo) return static_cast<double>(lo);  // no whole number in range: the nearest, clamped
            return static_cast<double>(rng.uniformInt(lo, hi));
        });
    }
    if (strategy == "fixed") {
        const Json values = options.at("values");
        if (values.empty() || !std::all_of(values.begin(), values.end(), [](const Json& v) { return v.is_number(); }))
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list of numbers in 'values'");
        return botPicking([values](const GuessAverageState&, const DecisionRequest& req, Rng&) {
            return values.at(static_cast<std::size_t>(req.round - 1) % values.size()).get<double>();
        });
    }
    if (strategy == "level_k") {
        const int k = options.at("k").get<int>();
        const double anchor = options.at("anchor").get<double>();
        return botPicking([k, anchor](const GuessAverageState& s, const DecisionRequest&, Rng&) {
            return levelK(rangeOf(s), k, anchor);
        });
    }
    if (strategy == "adaptive") {
        return botPicking([](const GuessAverageState& s, const DecisionRequest&, Rng&) {
            return s.ratio() * s.lastAverage().value_or((s.lower() + s.upper()) / 2.0);
        });
    }
    return Error::make("unknown_strategy", "guess_average has no strategy '" + strategy + "'");
}

}  // namespace nashlab::engine::games
