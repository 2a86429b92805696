// Built-in strategies for guess_average. Each reads the game's state through its typed accessors.
#include <algorithm>
#include <cmath>
#include <type_traits>

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

// The answer for the number a strategy picked: clamped to the range, and rounded when the game
// asks for whole numbers.
NumberAnswer answerOf(const Range& r, double x) {
    x = std::clamp(x, r.lo, r.hi);
    if (!r.integer) return NumberAnswer::realNumber(x);
    // A whole number (every random pick) converts exactly; llround, a library call, only rounds.
    const bool fits = std::fabs(x) < 9.0e18;  // the cast is defined only inside int64's range
    const auto whole = fits ? static_cast<std::int64_t>(x) : 0;
    return NumberAnswer::wholeNumber(
        fits && static_cast<double>(whole) == x ? whole : static_cast<std::int64_t>(std::llround(x)));
}

double levelK(const Range& r, int k, double anchorFraction) {
    double x = r.lo + anchorFraction * (r.hi - r.lo);
    for (int i = 0; i < k; ++i) x = r.ratio * x;  // best response to everyone one level below
    return x;
}

// A bot from a picking rule, answering with the number itself (the game's actions are one number,
// State::numberKey). The rule's own type (not a std::function) is kept inside the seat's picker,
// so a decision costs one indirect call, not two, and the pick is inlined into it.
template <class Pick>
Result<std::unique_ptr<Seat>> botPicking(Pick pick) {
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(
        BotSeat::NumberPicker([pick = std::move(pick)](const DecisionRequest& req, Rng& rng) mutable {
            const auto& state = stateOf<GuessAverageState>(req);
            if constexpr (std::is_same_v<decltype(pick(state, req, rng)), NumberAnswer>)
                return pick(state, req, rng);  // a rule that answers within the range in the game's form
            else
                return answerOf(rangeOf(state), pick(state, req, rng));
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
    // Each strategy picks a number; answerOf() clamps it to the range and rounds it when whole
    // numbers are asked for.
    if (strategy == "ne") {
        return botPicking([](const GuessAverageState& s, const DecisionRequest&, Rng&) {
            return guessEquilibrium(s.ratio(), s.lower(), s.upper()).value_or((s.lower() + s.upper()) / 2.0);
        });
    }
    if (strategy == "random") {
        // The whole numbers' range, kept while the bounds stay (they change only under a scale group).
        return botPicking([whole = Rng::IntRange::of(0, 0), lo = 0.0, hi = -1.0](
                              const GuessAverageState& s, const DecisionRequest&, Rng& rng) mutable {
            if (!s.integerOnly()) return NumberAnswer::realNumber(rng.uniformReal(s.lower(), s.upper()));
            if (s.lower() != lo || s.upper() != hi) {
                lo = s.lower();
                hi = s.upper();
                whole = Rng::IntRange::of(static_cast<std::int64_t>(std::ceil(lo)),
                                          static_cast<std::int64_t>(std::floor(hi)));
            }
            if (whole.span == 1 && static_cast<double>(whole.lo) > hi)  // no whole number in range: the nearest
                return answerOf(rangeOf(s), static_cast<double>(whole.lo));
            return NumberAnswer::wholeNumber(rng.uniformInt(whole));
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
