// Built-in strategies for divide_dollar. Each reads only the seat's observation: its own past
// bids and the past sums (γ-Bench shows nobody the others' individual bids).
#include <algorithm>
#include <cmath>

#include "engine/games/divide_dollar/divide_dollar_game.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

Json answer(const Json& obs, double bid) {
    const double golds = obs.at("golds").get<double>();
    return {{"bid_amount", static_cast<std::int64_t>(std::clamp(std::floor(bid + 1e-9), 0.0, golds))}};
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
    BotSeat::Strategy play;
    if (strategy == "ne") {
        play = [](const DecisionRequest& req, Rng&) {
            return answer(req.observation, req.observation.at("fair_share").get<double>());
        };
    } else if (strategy == "random") {
        play = [](const DecisionRequest& req, Rng& rng) {
            return answer(req.observation,
                          static_cast<double>(rng.uniformInt(0, req.observation.at("golds").get<std::int64_t>())));
        };
    } else if (strategy == "fixed") {
        const Json values = options.at("values");
        if (values.empty() || !std::all_of(values.begin(), values.end(), [](const Json& v) { return v.is_number(); }))
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list of numbers in 'values'");
        play = [values](const DecisionRequest& req, Rng&) {
            const auto i = static_cast<std::size_t>(req.round - 1) % values.size();
            return answer(req.observation, values.at(i).get<double>());
        };
    } else if (strategy == "adaptive") {
        const double start = options.at("start").get<double>();
        play = [start](const DecisionRequest& req, Rng&) {
            const Json& obs = req.observation;
            const double golds = obs.at("golds").get<double>();
            const Json& history = obs.at("history");
            if (history.empty() || !history.back().at("your_bid").is_number()) return answer(obs, start * golds);
            const double last = history.back().at("your_bid").get<double>();
            const double sum = history.back().at("sum").get<double>();
            if (sum > golds) return answer(obs, last * golds / sum);
            return answer(obs, last + (golds - sum) / obs.at("players").get<double>());
        };
    } else {
        return Error::make("unknown_strategy", "divide_dollar has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(play)));
}

}  // namespace nashlab::engine::games
