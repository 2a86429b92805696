// Built-in strategies for public_goods. Each reads the game's state through its typed accessors,
// and only what the seat may know (every seat sees all contributions, as in γ-Bench).
#include <algorithm>
#include <cmath>
#include <string>

#include "engine/games/bot_answer.h"
#include "engine/games/public_goods/public_goods_game.h"
#include "engine/games/public_goods/public_goods_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

const std::string kField = "tokens_contributed";

// A contribution of `tokens`, rounded and kept within what the seat holds, written into the seat's
// action as {"tokens_contributed": n}, a whole number (a JSON integer).
void answer(const DecisionRequest& req, double tokens, Json& action) {
    const double most = static_cast<double>(stateOf<PublicGoodsState>(req).maxContribution(req.seat));
    setNumber(answerField(action, kField), static_cast<std::int64_t>(std::clamp(std::round(tokens), 0.0, most)));
}

}  // namespace

std::vector<StrategyInfo> PublicGoodsGame::strategies() const {
    return {
        {"ne", "Free-rides: contributes nothing (dominant for R < N).", {}},
        {"random", "Contributes a uniformly random whole number of the tokens it holds.", {}},
        {"fixed",
         "Cycles through a given list of contributions by round, like γ-Bench's specified players "
         "(Appendix G uses one bot that always contributes 0).",
         {{"values",
           "Contributions to cycle through",
           ParamKind::List,
           Json::array({0}),
           0.0,
           {},
           {},
           "One contribution per round, repeated; clipped to what the seat holds."}}},
        {"conditional",
         "Conditional cooperator: starts with a share of its tokens, then matches the average "
         "contribution of the others in the previous round (times a matching factor).",
         {{"start",
           "First contribution (share of tokens)",
           ParamKind::Real,
           0.5,
           0.0,
           1.0,
           {},
           "Round-1 contribution as a fraction of the tokens held."},
          {"match",
           "Matching factor",
           ParamKind::Real,
           1.0,
           0.0,
           10.0,
           {},
           "Contributes this multiple of the others' last average (below 1: the self-serving bias "
           "seen in laboratory conditional cooperators)."}}},
    };
}

Result<std::unique_ptr<Seat>> PublicGoodsGame::makeBot(const std::string& strategy, const Json& options,
                                                       const BotContext& /*context*/) const {
    BotSeat::Writer play;
    if (strategy == "ne") {
        play = [](const DecisionRequest& req, Rng&, Json& action) { answer(req, 0.0, action); };
    } else if (strategy == "random") {
        play = [](const DecisionRequest& req, Rng& rng, Json& action) {
            const auto& s = stateOf<PublicGoodsState>(req);
            answer(req, static_cast<double>(rng.uniformInt(0, s.maxContribution(req.seat))), action);
        };
    } else if (strategy == "fixed") {
        const Json values = options.at("values");
        if (values.empty() || !std::all_of(values.begin(), values.end(), [](const Json& v) { return v.is_number(); }))
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list of numbers in 'values'");
        play = [values](const DecisionRequest& req, Rng&, Json& action) {
            const auto i = static_cast<std::size_t>(req.round - 1) % values.size();
            answer(req, values.at(i).get<double>(), action);
        };
    } else if (strategy == "conditional") {
        const double start = options.at("start").get<double>();
        const double match = options.at("match").get<double>();
        play = [start, match](const DecisionRequest& req, Rng&, Json& action) {
            const auto& s = stateOf<PublicGoodsState>(req);
            if (s.roundsCompleted() == 0) return answer(req, start * s.holdings(req.seat), action);
            const auto me = static_cast<std::size_t>(req.seat);
            const std::vector<std::optional<std::int64_t>>& last = s.lastContributions();
            double sum = 0.0;
            int others = 0;
            for (std::size_t i = 0; i < last.size(); ++i) {
                if (i == me || !last[i]) continue;
                sum += static_cast<double>(*last[i]);
                ++others;
            }
            answer(req, others ? match * sum / others : 0.0, action);
        };
    } else {
        return Error::make("unknown_strategy", "public_goods has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
