// Built-in strategies for water_allocation. Each reads only what the seat may know (own status,
// today's supply, the public results of past days) through the state's typed accessors, and its
// per-decision seed.
#include <algorithm>
#include <cmath>
#include <functional>

#include "engine/games/bot_answer.h"
#include "engine/games/water_allocation/water_allocation_game.h"
#include "engine/games/water_allocation/water_allocation_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

struct BidderView {
    double balance;
    int hp;
    int lossIfDry;  ///< HP lost if no water today
    int requirement;
    int supply;
    int survivorsNeed;                ///< total need of everyone still in the game
    std::optional<double> lastPrice;  ///< lowest winning bid of the last day that had a winner
};

BidderView statusOf(const DecisionRequest& req) {
    const auto& state = stateOf<WaterAllocationState>(req);
    const int seat = req.seat;
    return BidderView{state.balanceToday(seat), state.hp(seat),        state.dryDays(seat) + 1, state.requirement(seat),
                      state.supplyToday(),      state.survivorsNeed(), state.lastWinningBid()};
}

double balanceOf(const DecisionRequest& req) { return stateOf<WaterAllocationState>(req).balanceToday(req.seat); }

// A strategy's bid, never negative (the writer puts it into the answer).
double bid(double amount) { return std::max(0.0, amount); }

// Whole dollars, never above the balance (so a heuristic bid is always valid).
double cappedBid(const BidderView& s, double amount) { return bid(std::floor(std::clamp(amount, 0.0, s.balance))); }

bool waterForEveryone(const BidderView& s) { return s.supply >= s.survivorsNeed; }
bool cannotFit(const BidderView& s) { return s.requirement > s.supply; }
bool lethalIfDry(const BidderView& s) { return s.hp - s.lossIfDry <= 0; }

// Bids a share of the balance that grows with the danger of another dry day, and at least a little
// above the last day's lowest winning bid; all in when a dry day would kill.
double needBalanceBid(const BidderView& s, double share, double markup) {
    if (waterForEveryone(s) || cannotFit(s)) return bid(0.0);
    if (lethalIfDry(s)) return cappedBid(s, s.balance);
    const double danger = std::clamp(static_cast<double>(s.lossIfDry) / std::max(s.hp, 1), 0.0, 1.0);
    const double fromBalance = (share + (1.0 - share) * danger) * s.balance;
    const double fromPrice = s.lastPrice ? *s.lastPrice * (1.0 + markup) : 0.0;
    return cappedBid(s, std::max(fromBalance, fromPrice));
}

// Saves money and bids only when health is low: just above the last price, or everything if a dry
// day would kill.
double frugalBid(const BidderView& s, int safety, double markup) {
    if (waterForEveryone(s) || cannotFit(s)) return bid(0.0);
    if (lethalIfDry(s)) return cappedBid(s, s.balance);
    if (s.hp - s.lossIfDry > safety) return bid(0.0);
    return cappedBid(s, s.lastPrice ? *s.lastPrice * (1.0 + markup) + 1.0 : s.balance / 2.0);
}

}  // namespace

std::vector<StrategyInfo> WaterAllocationGame::strategies() const {
    return {
        {"random", "Bids a whole number of dollars drawn uniformly from 0 to its balance.", {}},
        {"fixed",
         "Bids the given amounts, cycling by day.",
         {{"values",
           "Bids to cycle through",
           ParamKind::List,
           Json::array({50}),
           0,
           1e9,
           {},
           "One bid per day, repeated."},
          {"cap_at_balance",
           "Cap at balance",
           ParamKind::Bool,
           true,
           {},
           {},
           {},
           "Lower a bid to the balance; if off, a bid above the balance is placed (and is void by default)."}}},
        {"need_balance",
         "Bids by need and balance: nothing if everyone's need fits today's supply or its own "
         "does not; everything if a dry day would kill; otherwise a share of its balance that "
         "grows with the HP a dry day would cost, and at least the last lowest winning bid plus a markup.",
         {{"share",
           "Base share of balance",
           ParamKind::Real,
           0.3,
           0.0,
           1.0,
           {},
           "Share of the balance bid when a dry day costs little."},
          {"markup",
           "Markup on last price",
           ParamKind::Real,
           0.1,
           0.0,
           10.0,
           {},
           "Bid at least (1 + markup) × the last lowest winning bid."}}},
        {"greedy", "Bids its whole balance every day (unless everyone's need fits the supply).", {}},
        {"frugal",
         "Saves money: bids only when its health after a dry day would be at most a safety margin, "
         "then just above the last lowest winning bid (everything if a dry day would kill).",
         {{"safety",
           "Safety margin (HP)",
           ParamKind::Int,
           2,
           0,
           100,
           {},
           "Bid when HP after a dry day would be at most this."},
          {"markup",
           "Markup on last price",
           ParamKind::Real,
           0.1,
           0.0,
           10.0,
           {},
           "Bid (1 + markup) × the last lowest winning bid + 1."}}},
    };
}

Result<std::unique_ptr<Seat>> WaterAllocationGame::makeBot(const std::string& strategy, const Json& options,
                                                           const BotContext& /*context*/) const {
    // Each strategy gives its bid; the writer puts it into the seat's action object of its earlier day.
    std::function<double(const DecisionRequest&, Rng&)> play;
    if (strategy == "random") {
        play = [](const DecisionRequest& req, Rng& rng) {
            const auto cap = static_cast<std::int64_t>(std::floor(balanceOf(req)));
            return bid(static_cast<double>(rng.uniformInt(0, std::max<std::int64_t>(cap, 0))));
        };
    } else if (strategy == "fixed") {
        const Json values = options.at("values");
        const bool cap = options.at("cap_at_balance").get<bool>();
        if (values.empty() || !std::all_of(values.begin(), values.end(), [](const Json& v) { return v.is_number(); }))
            return Error::make("invalid_option", "strategy 'fixed' needs a non-empty list of numbers in 'values'");
        play = [values, cap](const DecisionRequest& req, Rng&) {
            const auto i = static_cast<std::size_t>(std::max(req.round - 1, 0)) % values.size();
            const double amount = values.at(i).get<double>();
            return bid(cap ? std::min(amount, balanceOf(req)) : amount);
        };
    } else if (strategy == "need_balance") {
        const double share = options.at("share").get<double>();
        const double markup = options.at("markup").get<double>();
        play = [share, markup](const DecisionRequest& req, Rng&) {
            return needBalanceBid(statusOf(req), share, markup);
        };
    } else if (strategy == "greedy") {
        play = [](const DecisionRequest& req, Rng&) {
            const BidderView s = statusOf(req);
            return waterForEveryone(s) ? bid(0.0) : bid(s.balance);
        };
    } else if (strategy == "frugal") {
        const int safety = options.at("safety").get<int>();
        const double markup = options.at("markup").get<double>();
        play = [safety, markup](const DecisionRequest& req, Rng&) { return frugalBid(statusOf(req), safety, markup); };
    } else {
        return Error::make("unknown_strategy", "water_allocation has no strategy '" + strategy + "'");
    }
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(
        BotSeat::Writer([play = std::move(play)](const DecisionRequest& req, Rng& rng, Json& action) {
            static const std::string kBid = "bid";
            answerField(action, kBid) = play(req, rng);
        })));
}

}  // namespace nashlab::engine::games
