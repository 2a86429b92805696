#pragma once
// water_allocation: the Alympics Water Allocation Challenge (003 §2.2, §6.4). Five residents with
// fixed water needs and salaries bid every day, sealed, for their whole need; water goes to the
// highest bids until what is left fits nobody. A resident whose health reaches 0 is eliminated.
#include <optional>
#include <string>
#include <vector>

#include "engine/game/game.h"

namespace nashlab::engine::games {

class WaterAllocationGame final : public Game {
public:
    WaterAllocationGame();
    std::vector<ParamSpec> params() const override;
    int defaultRounds(const Json& params) const override;
    std::vector<StrategyInfo> strategies() const override;

    Result<std::unique_ptr<Seat>> makeBot(const std::string& strategy, const Json& options,
                                          const BotContext& context) const override;
    Result<std::unique_ptr<State>> newState(const GameSetup& setup) const override;
    Status checkParams(const Json& params, int numSeats) const override;
    Json score(const PlayedSession& session) const override;
    const HumanView& humanView() const override;
};

/// The residents' names in seat order (Alympics: Alex, Bob, Cindy, David, Eric).
const std::vector<std::string>& waterResidentNames();

/// Daily supply range [lo, hi] (inclusive) of an Alympics setting 1–6; nullopt for other numbers.
std::optional<std::pair<int, int>> waterSettingRange(int setting);

/// One resident's bid on one day, as the allocation sees it.
struct WaterBid {
    int requirement = 0;        ///< units needed, all or nothing
    std::optional<double> bid;  ///< none: did not bid (eliminated or forfeited)
    double balance = 0.0;       ///< money held when bidding (today's salary included)
};

struct WaterAllocation {
    std::vector<int> winners;  ///< indices into the bids, in the order they were served
    std::vector<bool> valid;   ///< per bid: took part (bid given, 0 <= bid <= balance)
    int left = 0;              ///< units not allocated
};

/// The Alympics allocation (003 §6.4): among valid bids (0 <= bid <= balance; higher bids are void)
/// whose requirement still fits, serve the highest bid; on a tie the lower requirement, then the
/// lower index; repeat until nobody fits. A high bidder that does not fit is skipped, not a stop.
WaterAllocation allocateWater(const std::vector<WaterBid>& bids, int supply);

}  // namespace nashlab::engine::games
