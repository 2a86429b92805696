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

/// Everything a session needs, resolved from the parameters and the seat count (before shuffling).
struct AuctionConfig {
    std::vector<AuctionItem> items;
    std::vector<std::int64_t> budgets;    ///< per bidder
    std::vector<double> overestimatePct;  ///< per bidder
    double minRaiseFraction = 0.1;        ///< of the starting price
    bool shuffle = false;
};

class EnglishAuctionGame final : public Game {
public:
    std::string id() const override { return "english_auction"; }
    std::string title() const override { return "Multi-item English auction"; }
    std::string source() const override;
    std::string summary() const override;
    SeatRange seats() const override { return {2, 20, 4}; }
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;
    std::vector<std::string> scoringModes() const override { return {"mean_profit", "top_profit", "sold_fraction"}; }

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Json score(const PlayedSession& session) const override;
};

/// AucArena's item catalogue (002 §7.3): the first 10 or 20 rows of pseudo_items.jsonl.
std::vector<AuctionItem> aucArenaItems(int count);

/// Resolves the parameters for `seats` bidders; errors name the offending parameter.
Result<AuctionConfig> auctionConfig(const Json& params, int seats);

/// A bidder's estimated value: int(true value × (1 + pct / 100)), as AucArena computes it.
std::int64_t estimatedValue(std::int64_t trueValue, double overestimatePct);

/// The minimum raise: int(starting price × fraction) ($100 on a $1,000 item at 10%).
std::int64_t minimumRaise(std::int64_t startPrice, double fraction);

}  // namespace nashlab::engine::games
