// Built-in bidders for english_auction. Each reads only its own observation (002 §4.1).
#include <algorithm>
#include <cmath>

#include "engine/games/english_auction/english_auction_game.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

Json bid(std::int64_t amount) { return {{"bid", amount}}; }

struct View {
    std::int64_t minBid = 0;
    std::int64_t startPrice = 0;
    std::int64_t estimate = 0;
    std::int64_t budget = 0;
    int yourBids = 0;
};

std::optional<View> viewOf(const Json& obs) {
    if (!obs.contains("current")) return std::nullopt;
    const Json& c = obs.at("current");
    return View{c.at("min_bid").get<std::int64_t>(), c.at("start_price").get<std::int64_t>(),
                c.at("your_estimate").get<std::int64_t>(), obs.at("budget").get<std::int64_t>(),
                c.at("your_bids").get<int>()};
}

// Money to keep for the most valuable item still to come, if it is worth more than this one:
// its starting price plus half again, a typical hammer price among rule-like rivals.
std::int64_t reserveFor(const Json& obs, std::int64_t currentEstimate) {
    std::int64_t reserve = 0;
    for (const auto& item : obs.at("items"))
        if (item.at("status") == "upcoming" && item.at("your_estimate").get<std::int64_t>() > currentEstimate)
            reserve = std::max(reserve, item.at("start_price").get<std::int64_t>() * 3 / 2);
    return reserve;
}

// The true status, worked out from the observation alone (own budget; sales are public).
Json trueStatus(const Json& obs) {
    Json profits = Json::object();
    Json bids = Json::object();
    for (const auto& b : obs.at("bidders")) {
        profits[b.at("name").get<std::string>()] = 0;
        bids[b.at("name").get<std::string>()] = Json::object();
    }
    for (const auto& item : obs.at("items")) {
        if (!item.contains("winner")) continue;
        const std::string winner = item.at("winner").get<std::string>();
        profits[winner] = profits[winner].get<std::int64_t>() + item.at("true_value").get<std::int64_t>() -
                          item.at("price").get<std::int64_t>();
        bids[winner][item.at("name").get<std::string>()] = item.at("price");
    }
    return {{"remaining_budget", obs.at("budget")}, {"total_profits", profits}, {"winning_bids", bids}};
}

// Bots answer the planning rounds truthfully and by value: every strategy plans the same way, so
// the planning ablation changes only what models do.
std::optional<Json> planningAnswer(const Json& obs) {
    const std::string phase = obs.value("phase", "bid");
    if (phase == "belief") return trueStatus(obs);
    if (phase == "learn") return Json{{"learnings", obs.value("learnings", std::string())}};  // bots keep theirs
    if (phase != "plan" && phase != "replan") return std::nullopt;
    std::vector<PlanItem> remaining;
    for (const auto& item : obs.at("remaining_items"))
        remaining.push_back({item.at("name").get<std::string>(), item.at("start_price").get<std::int64_t>(),
                             item.at("your_estimate").get<std::int64_t>()});
    return Json{{"priorities", valueRankedPriorities(remaining, obs.at("budget").get<std::int64_t>())}};
}

}  // namespace

std::vector<StrategyInfo> EnglishAuctionGame::strategies() const {
    return {
        {"rule",
         "AucArena's rule bidder: opens at the starting price, then answers every outbid with the smallest "
         "legal raise until it has made max_bids bids on the item or its budget runs out.",
         {{"max_bids",
           "Bids per item",
           ParamKind::Int,
           4,
           1,
           1000,
           {},
           "The engagement limit K (Rule(4), Rule(5) in the paper)."},
          {"value_cap",
           "Stop at the estimate",
           ParamKind::Bool,
           false,
           {},
           {},
           {},
           "Also stop once the next bid would exceed its estimated value (the paper's rule bidder ignores values)."}}},
        {"random",
         "Withdraws with a fixed probability, otherwise bids a random legal amount up to one starting price above the "
         "minimum.",
         {{"withdraw_prob",
           "Withdraw probability",
           ParamKind::Real,
           0.3,
           0.0,
           1.0,
           {},
           "Chance of withdrawing in a round."}}},
        {"value",
         "Value-aware: always bids the minimum legal amount while it stays below a share of its estimated value, "
         "and keeps money back for more valuable items still to come.",
         {{"max_fraction",
           "Share of the estimate",
           ParamKind::Real,
           0.8,
           0.1,
           2.0,
           {},
           "Highest price as a share of the estimated value; below 1/(1 + overestimate) it never pays more than the "
           "true value."},
          {"reserve",
           "Save for better items",
           ParamKind::Bool,
           true,
           {},
           {},
           {},
           "Keep 1.5 × the starting price of the most valuable upcoming item in hand."}}},
    };
}

Result<std::unique_ptr<Seat>> EnglishAuctionGame::makeBot(const std::string& strategy, const Json& options,
                                                          const BotContext& /*context*/) const {
    BotSeat::Strategy play;
    if (strategy == "rule") {
        const int maxBids = options.at("max_bids").get<int>();
        const bool valueCap = options.at("value_cap").get<bool>();
        play = [maxBids, valueCap](const DecisionRequest& req, Rng&) {
            const auto v = viewOf(req.observation);
            if (!v) return bid(0);
            // minBid is the starting price in the first round, else the previous maximum plus the raise.
            const bool ok = v->minBid <= v->budget && v->yourBids < maxBids && (!valueCap || v->minBid <= v->estimate);
            return bid(ok ? v->minBid : 0);
        };
    } else if (strategy == "random") {
        const double withdraw = options.at("withdraw_prob").get<double>();
        play = [withdraw](const DecisionRequest& req, Rng& rng) {
            const auto v = viewOf(req.observation);
            if (!v || v->minBid > v->budget || rng.bernoulli(withdraw)) return bid(0);
            return bid(rng.uniformInt(v->minBid, std::min(v->budget, v->minBid + v->startPrice)));
        };
    } else if (strategy == "value") {
        const double fraction = options.at("max_fraction").get<double>();
        const bool reserve = options.at("reserve").get<bool>();
        play = [fraction, reserve](const DecisionRequest& req, Rng&) {
            const auto v = viewOf(req.observation);
            if (!v) return bid(0);
            const auto limit = static_cast<std::int64_t>(std::floor(static_cast<double>(v->estimate) * fraction));
            std::int64_t spendable = v->budget;
            if (reserve) {
                const std::int64_t keep = reserveFor(req.observation, v->estimate);
                if (keep < v->budget) spendable = v->budget - keep;  // with too little money, play for this item
            }
            return bid(v->minBid <= std::min(limit, spendable) ? v->minBid : 0);
        };
    } else {
        return Error::make("unknown_strategy", "english_auction has no strategy '" + strategy + "'");
    }
    BotSeat::Strategy withPlanning = [play = std::move(play)](const DecisionRequest& req, Rng& rng) {
        if (auto answer = planningAnswer(req.observation)) return *answer;
        return play(req, rng);
    };
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(withPlanning)));
}

}  // namespace nashlab::engine::games
