#pragma once
#include <optional>
#include <vector>

#include "engine/game/state.h"

namespace nashlab::engine::games {

enum class ValuationSource { GamaBench, Uniform, EconArenaNormal };

/// The resolved rules of one auction session (parameters plus the scale group's numbers).
/// (Not named AuctionConfig: english_auction has one, and two classes of one name in one namespace
/// are an ODR violation — Result<AuctionConfig>::value() of one game ran the other's.)
struct SealedBidConfig {
    bool secondPrice = false;
    ValuationSource source = ValuationSource::GamaBench;
    double lo = 0.0;
    double hi = 200.0;
    double step = 10.0;
    std::int64_t gamaBenchSeed = 42;
    double mean = 500.0;
    double sd = 100.0;
    double assets = 0.0;  ///< 0: no assets (utility payoff, no asset cap on bids)
    bool overbiddingIllegal = false;
    bool lowestSeatWinsTies = false;
    bool integerBids = true;
    bool redraw = true;
    bool revealBids = false;
    bool tellRational = false;

    bool hasAssets() const { return assets > 0.0; }
    /// Largest bid the action spec allows: the assets, or twice the top value when there are none.
    double bidCap() const;
    static Result<SealedBidConfig> fromParams(const Json& params, int players);
};

struct AuctionResult {
    int winner = -1;  ///< -1 when nobody bid
    double winningBid = 0.0;
    double price = 0.0;
    int tied = 0;  ///< bidders at the highest bid
    std::vector<double> payoffs;
};

/// Allocation and payment of one round. Highest bid wins (ties: lowest seat, or a draw from
/// `tieRng`); the price is the winning bid or the highest other bid. Payoffs: value − price for
/// the winner and 0 for the others, or, with assets > 0, assets − price + value and assets.
AuctionResult settleAuction(const std::vector<std::optional<double>>& bids, const std::vector<double>& values,
                            bool secondPrice, double assets, bool lowestSeatWinsTies, Rng& tieRng);

/// One auction session. Every round all seats bid at once for one item.
class SealedBidAuctionState final : public State {
public:
    SealedBidAuctionState(GameSetup setup, SealedBidConfig config);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return round() > m_setup.rounds; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;
    /// Each bidder's value for the item, known only to that bidder.
    std::vector<PrivateFact> privateFacts() const override;

    // Typed reads for the bots.
    /// The private values of the round in progress, per seat.
    const std::vector<double>& values() const { return m_values; }
    double value(int seat) const { return m_values.at(static_cast<std::size_t>(seat)); }
    const SealedBidConfig& config() const { return m_config; }
    /// The highest bid `seat` may place now (rounded down when bids are whole numbers).
    double maxBid(int seat) const;
    /// Per completed round, oldest first: the winning seat, or -1 when nobody bid.
    const std::vector<int>& winners() const { return m_winners; }

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    /// Checks a bid as validate() checks the answer's 'bid'.
    Status validateBid(int seat, double bid) const;
    /// Draws the values of round `forRound` (1-based) into m_values.
    void drawValues(int forRound);
    /// Winner under the truthful profile (the reference), honouring the tie rule's deterministic part.
    int truthfulWinner() const;

    SealedBidConfig m_config;
    std::vector<double> m_values;
    std::vector<int> m_winners;
    Rng m_tieStreams;  ///< the session's "ties" stream, split per round
};

}  // namespace nashlab::engine::games
