// Built-in bidders for english_auction. Each reads only what its own observation shows (002 §4.1),
// through the state's typed accessors.
#include <algorithm>
#include <cmath>
#include <functional>

#include "engine/games/bot_answer.h"
#include "engine/games/english_auction/english_auction_game.h"
#include "engine/games/english_auction/english_auction_state.h"
#include "engine/session/bot_seat.h"

namespace nashlab::engine::games {
namespace {

struct View {
    std::int64_t minBid = 0;
    std::int64_t startPrice = 0;
    std::int64_t estimate = 0;
    std::int64_t budget = 0;
    int yourBids = 0;
};

// The item on the block as `seat` sees it, or nullopt when no bidding round is in progress.
std::optional<View> viewOf(const EnglishAuctionState& s, int seat) {
    if (s.finished() || s.phase() != AuctionPhase::Bid) return std::nullopt;
    const std::size_t item = s.currentItem();
    return View{s.minimumBid(), s.items().at(item).startPrice, s.estimate(seat, item), s.budget(seat),
                s.bidsOnItem(seat)};
}

std::optional<View> viewOf(const DecisionRequest& req) { return viewOf(stateOf<EnglishAuctionState>(req), req.seat); }

// Money to keep for the most valuable item still to come, if it is worth more than this one:
// its starting price plus half again, a typical hammer price among rule-like rivals.
std::int64_t reserveFor(const EnglishAuctionState& s, int seat, std::int64_t currentEstimate) {
    std::int64_t reserve = 0;
    // The upcoming items: those after the one on the block (every earlier item is closed).
    for (std::size_t i = s.currentItem() + 1; i < s.items().size(); ++i)
        if (s.estimate(seat, i) > currentEstimate) reserve = std::max(reserve, s.items()[i].startPrice * 3 / 2);
    return reserve;
}

// Bots answer the planning rounds truthfully and by value: every strategy plans the same way, so
// the planning ablation changes only what models do. The true status uses only what the bidder
// knows (its own budget; sales are public).
std::optional<Json> planningAnswer(const EnglishAuctionState& s, int seat) {
    switch (s.phase()) {
    case AuctionPhase::Belief: return s.trueStatusJson(seat);
    case AuctionPhase::Learn: return Json{{"learnings", s.learnings(seat)}};  // bots keep theirs
    case AuctionPhase::Plan:
    case AuctionPhase::Replan: return Json{{"priorities", s.valuePriorities(seat)}};
    case AuctionPhase::Bid: break;
    }
    return std::nullopt;
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
    // Each strategy gives its bid in a bidding round (0 withdraws); the writer puts it into the seat's
    // action object of its earlier round.
    std::function<std::int64_t(const DecisionRequest&, Rng&)> play;
    if (strategy == "rule") {
        const int maxBids = options.at("max_bids").get<int>();
        const bool valueCap = options.at("value_cap").get<bool>();
        play = [maxBids, valueCap](const DecisionRequest& req, Rng&) {
            const auto v = viewOf(req);
            if (!v) return std::int64_t{0};
            // minBid is the starting price in the first round, else the previous maximum plus the raise.
            const bool ok = v->minBid <= v->budget && v->yourBids < maxBids && (!valueCap || v->minBid <= v->estimate);
            return ok ? v->minBid : 0;
        };
    } else if (strategy == "random") {
        const double withdraw = options.at("withdraw_prob").get<double>();
        play = [withdraw](const DecisionRequest& req, Rng& rng) {
            const auto v = viewOf(req);
            if (!v || v->minBid > v->budget || rng.bernoulli(withdraw)) return std::int64_t{0};
            return rng.uniformInt(v->minBid, std::min(v->budget, v->minBid + v->startPrice));
        };
    } else if (strategy == "value") {
        const double fraction = options.at("max_fraction").get<double>();
        const bool reserve = options.at("reserve").get<bool>();
        play = [fraction, reserve](const DecisionRequest& req, Rng&) {
            const auto v = viewOf(req);
            if (!v) return std::int64_t{0};
            const auto limit = static_cast<std::int64_t>(std::floor(static_cast<double>(v->estimate) * fraction));
            std::int64_t spendable = v->budget;
            if (reserve) {
                const std::int64_t keep = reserveFor(stateOf<EnglishAuctionState>(req), req.seat, v->estimate);
                if (keep < v->budget) spendable = v->budget - keep;  // with too little money, play for this item
            }
            return v->minBid <= std::min(limit, spendable) ? v->minBid : 0;
        };
    } else {
        return Error::make("unknown_strategy", "english_auction has no strategy '" + strategy + "'");
    }
    BotSeat::Writer withPlanning = [play = std::move(play)](const DecisionRequest& req, Rng& rng, Json& action) {
        static const std::string kBid = "bid";
        if (auto answer = planningAnswer(stateOf<EnglishAuctionState>(req), req.seat)) {
            action = std::move(*answer);
            return;
        }
        answerField(action, kBid) = play(req, rng);
    };
    return std::unique_ptr<Seat>(std::make_unique<BotSeat>(std::move(withPlanning)));
}

}  // namespace nashlab::engine::games
