#pragma once
// english_auction: AucArena's multi-item ascending auction (002 §1). Items come up one at a time;
// in each bidding round every bidder except the current leader bids or withdraws at once; a lone
// first bid or a round without a new bid brings the hammer down. Profit = true value − price.
#include <string>
#include <vector>

#include "engine/game/game.h"

namespace nashlab::engine::games {

struct AuctionItem {
    std::string name;
    std::int64_t startPrice = 0;
    std::int64_t trueValue = 0;
};

/// A bidder's planning loop (002 §2.8): off = bids only (no extra questions); none = a belief update
/// after each item but no plan; static = one plan before the auction; adaptive = a replan after each item.
enum class Planning { Off, None, Static, Adaptive };
/// The bidder's desire (002 §2.1): the most profit, or the most items.
enum class Objective { Profit, Items };

std::string toString(Planning p);
std::string toString(Objective o);

/// Everything a session needs, resolved from the parameters and the seat count (before shuffling).
struct AuctionConfig {
    std::vector<AuctionItem> items;
    std::vector<std::int64_t> budgets;    ///< per bidder
    std::vector<double> overestimatePct;  ///< per bidder
    double minRaiseFraction = 0.1;        ///< of the starting price
    bool shuffle = false;
    std::vector<Planning> planning;    ///< per bidder
    std::vector<Objective> objective;  ///< per bidder
    bool correctBelief = true;         ///< re-ask a bidder whose belief is wrong (002 §2.4)
    int maxBeliefCorrections = 4;      ///< AucArena's cap on correction prompts per belief update
    bool learning = false;             ///< bidders reflect on the previous auction first (002 §2.6)
};

class EnglishAuctionGame final : public Game {
public:
    EnglishAuctionGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Status checkParams(const Json& params, int numSeats) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
    bool carriesOver(const Json& params) const override { return params.value("learning", false); }
    /// The auction's log (items, buyers, prices, true values, profits) and each bidder's learnings.
    Json carryOver(const PlayedSession& finished) const override;
};

/// AucArena's item catalogue (002 §7.3): the first 10 or 20 rows of pseudo_items.jsonl.
std::vector<AuctionItem> aucArenaItems(int count);

/// Resolves the parameters for `seats` bidders; errors name the offending parameter.
Result<AuctionConfig> auctionConfig(const Json& params, int seats);

/// A bidder's estimated value: int(true value × (1 + pct / 100)), as AucArena computes it.
std::int64_t estimatedValue(std::int64_t trueValue, double overestimatePct);

/// An item as a planner sees it.
struct PlanItem {
    std::string name;
    std::int64_t startPrice = 0;
    std::int64_t estimate = 0;
};

/// The bots' plan (and the fallback plan): 3 for the most valuable remaining items, 1 for items whose
/// starting price is beyond the budget, 2 for the rest. Once the expensive items are gone, the best
/// cheap ones rise to 3, as the paper's planners do (002 §3.5, Fig. 4).
Json valueRankedPriorities(const std::vector<PlanItem>& remaining, std::int64_t budget);

/// The minimum raise: int(starting price × fraction) ($100 on a $1,000 item at 10%).
std::int64_t minimumRaise(std::int64_t startPrice, double fraction);

}  // namespace nashlab::engine::games
