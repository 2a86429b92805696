// Built-in strategies for divide_dollar. Each reads the game's state through its typed accessors,
// and only what the seat may know: its own past bids and the past sums (γ-Bench shows nobody the
// others' individual bids).
#include <algorithm>
#include <cmath>
#include <string>

#include "engine/games/bot_answer.h"
#include "engine/games/divide_dollar/divide_dollar_game.h"
#include "engine/games/divide_dollar/divide_dollar_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

const std::string kField = "bid_amount";

// A bid rounded down and kept within 0..G, written into the seat's action as {"bid_amount": n}, a
// whole number (a JSON integer).
void answer(const DivideDollarState& s, double bid, Json& action) {
    const double golds = static_cast<double>(s.golds());
    setNumber(answerField(action, kField), static_cast<std::int64_t>(std::clamp(std::floor(bid + 1e-9), 0.0, golds)));
}

}  // namespace

std::vector<StrategyInfo> DivideDollarGame::strategies() const {
    return {
        {"ne", "Bids the equal split G/N (rounded down, so the bids never exceed G).", {}},
        {"random", "Bids a uniformly random whole number from 0 to G.", {}},
        {"fixed",
         "Cycles through a given list of bids by round, like γ-Bench's specified players "
         "(Appendix G uses one bot that always bids 91).",
         {{"values",
           "Bids to cycle through",
           ParamKind::List,
           Json::array({91}),
           0.0,
           {},
           {},
           "One bid per round, repeated; clipped to 0..G."}}},
        {"adaptive",
         "Starts at a share of G, then scales its bid by G / sum after an over-claimed round and "
         "adds an equal part of the slack after an under-claimed one.",
         {{"start", "First bid (share of G)", ParamKind::Real, 0.15, 0.0, 1.0, {}, "Round-1 bid as a fraction of G."}}},
    };
}

Result<std::unique_ptr<Seat>> DivideDollarGame::makeBot(const std::string& strategy, const Json& options,
                                                        const BotContext& /*context*/) const {
    BotSeat::Writer play;
    if (strategy == "ne") {
        play = [](const DecisionRequest& req, Rng&, Json& action) {
            const auto& s = stateOf<DivideDollarState>(req);
            answer(s, s.fairShare(), action);
        };
    } else if (strategy == "random") {
        play = [](const DecisionRequest& req, Rng& rng, Json& action) {
            const auto& s = stateOf<DivideDollarState>(req);
            answer(s, static_cast<double>(rng.uniformInt(0, s.golds())), action);
        };
    } else if (strategy == "fixed") {
        const Json values = options.at("values");
        if (values.empty() || !std::all_of(values.begin(), values.end(), [](const Json& v) { return v.is_number(); }))
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list of numbers in 'values'");
        play = [values](const DecisionRequest& req, Rng&, Json& action) {
            const auto i = static_cast<std::size_t>(req.round - 1) % values.size();
            answer(stateOf<DivideDollarState>(req), values.at(i).get<double>(), action);
        };
    } else if (strategy == "adaptive") {
        const double start = options.at("start").get<double>();
        play = [start](const DecisionRequest& req, Rng&, Json& action) {
            const auto& s = stateOf<DivideDollarState>(req);
            const double golds = static_cast<double>(s.golds());
            const std::optional<std::int64_t> lastBid = s.lastBid(req.seat);
            const std::optional<std::int64_t> lastSum = s.lastSum();
            if (!lastBid || !lastSum) return answer(s, start * golds, action);
            const double last = static_cast<double>(*lastBid);
            const double sum = static_cast<double>(*lastSum);
            if (sum > golds) return answer(s, last * golds / sum, action);
            answer(s, last + (golds - sum) / static_cast<double>(s.numSeats()), action);
        };
    } else {
        return Error::make("unknown_strategy", "divide_dollar has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
