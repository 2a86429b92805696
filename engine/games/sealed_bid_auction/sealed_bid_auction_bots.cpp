// Built-in strategies for sealed_bid_auction. Each reads the game's state through its typed accessors.
#include <algorithm>
#include <cmath>
#include <functional>
#include <string>

#include "engine/games/bot_answer.h"
#include "engine/games/sealed_bid_auction/sealed_bid_auction_game.h"
#include "engine/games/sealed_bid_auction/sealed_bid_auction_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

const SealedBidAuctionState& stateFor(const DecisionRequest& req) { return stateOf<SealedBidAuctionState>(req); }

const std::string kBid = "bid";

// Clamps to what this seat may bid now, rounds down to a whole number where required, and writes
// the bid into the seat's action as {"bid": b}: a JSON integer for whole-number bids, else a real.
void answer(const DecisionRequest& req, double bid, Json& action) {
    const auto& s = stateFor(req);
    bid = std::clamp(bid, 0.0, s.maxBid(req.seat));
    Json& slot = answerField(action, kBid);
    if (s.config().integerBids) return setNumber(slot, static_cast<std::int64_t>(std::floor(bid + 1e-9)));
    setNumber(slot, bid);
}

double value(const DecisionRequest& req) { return stateFor(req).value(req.seat); }

}  // namespace

std::vector<StrategyInfo> SealedBidAuctionGame::strategies() const {
    return {
        {"ne",
         "Symmetric equilibrium: the value in a second-price auction, lo + (v − lo)(N−1)/N in a first-price one "
         "(exact for uniform values; an approximation for EconArena's normal values).",
         {}},
        {"random", "Bids uniformly at random between 0 and the highest allowed bid.", {}},
        {"fixed",
         "Cycles through a given list of bids by round (clamped to what is allowed).",
         {{"values",
           "Bids to cycle through",
           ParamKind::List,
           Json::array({50}),
           {},
           {},
           {},
           "One bid per round, repeated."}}},
        {"truthful",
         "Always bids the value (dominant in a second-price auction, zero profit in a first-price one).",
         {}},
        {"shade",
         "Bids a fixed fraction of the value, a common human heuristic in first-price auctions.",
         {{"fraction", "Fraction of the value", ParamKind::Real, 0.8, 0.0, 2.0, {}, "Bid = fraction × value."}}},
        {"adaptive",
         "Starts at 90% of the value; after a lost round bids 5 points of value closer to it, after a won "
         "round shades 5 points more (learning from the outcome).",
         {}},
    };
}

Result<std::unique_ptr<Seat>> SealedBidAuctionGame::makeBot(const std::string& strategy, const Json& options,
                                                            const BotContext& /*context*/) const {
    // Each strategy gives its bid; answer() clamps it and writes it into the seat's action.
    std::function<double(const DecisionRequest&, Rng&)> play;
    if (strategy == "ne") {
        play = [](const DecisionRequest& req, Rng&) {
            const auto& s = stateFor(req);
            return auctionEquilibriumBid(s.config().secondPrice, value(req), s.config().lo, s.numSeats());
        };
    } else if (strategy == "random") {
        play = [](const DecisionRequest& req, Rng& rng) {
            const auto& s = stateFor(req);
            const double cap = s.maxBid(req.seat);
            if (s.config().integerBids)
                return static_cast<double>(rng.uniformInt(0, static_cast<std::int64_t>(std::floor(cap))));
            return rng.uniformReal(0.0, cap);
        };
    } else if (strategy == "fixed") {
        const Json values = options.at("values");
        if (values.empty() || !std::all_of(values.begin(), values.end(), [](const Json& v) { return v.is_number(); }))
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list of numbers in 'values'");
        play = [values](const DecisionRequest& req, Rng&) {
            const auto i = static_cast<std::size_t>(req.round - 1) % values.size();
            return values.at(i).get<double>();
        };
    } else if (strategy == "truthful") {
        play = [](const DecisionRequest& req, Rng&) { return value(req); };
    } else if (strategy == "shade") {
        const double fraction = options.at("fraction").get<double>();
        play = [fraction](const DecisionRequest& req, Rng&) { return fraction * value(req); };
    } else if (strategy == "adaptive") {
        play = [](const DecisionRequest& req, Rng&) {
            double fraction = 0.9;
            for (int winner : stateFor(req).winners())
                fraction = std::clamp(fraction + (winner == req.seat ? -0.05 : 0.05), 0.0, 1.0);
            return fraction * value(req);
        };
    } else {
        return Error::make("unknown_strategy", "sealed_bid_auction has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(
        BotSeat::Writer([play = std::move(play)](const DecisionRequest& req, Rng& rng, Json& action) {
            answer(req, play(req, rng), action);
        })));
}

}  // namespace nashlab::engine::games
