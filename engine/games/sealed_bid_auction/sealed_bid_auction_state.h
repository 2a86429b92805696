#pragma once
#include "engine/game/state.h"

namespace nashlab::engine::games {

enum class ValuationSource { GamaBench, Uniform, EconArenaNormal };

/// The resolved rules of one auction session (parameters plus the scale group's numbers).
struct AuctionConfig {
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
    static Result<AuctionConfig> fromParams(const Json& params, int players);
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
    SealedBidAuctionState(GameSetup setup, AuctionConfig config);

    const GameSetup& setup() const override { return m_setup; }
    int round() const override { return static_cast<int>(m_history.size()) + 1; }
    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Json observation(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    std::optional<RoundOutcome> apply(const std::map<int, Json>& actions) override;
    bool finished() const override { return round() > m_setup.rounds; }
    std::vector<double> cumulativePayoffs() const override { return m_cumulative; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;
    const std::vector<RoundOutcome>& history() const override { return m_history; }

    /// The private values of the round in progress, per seat.
    const std::vector<double>& values() const { return m_values; }

private:
    void drawValues();
    double maxBid(int seat) const;
    /// Winner under the truthful profile (the reference), honouring the tie rule's deterministic part.
    int truthfulWinner() const;

    GameSetup m_setup;
    AuctionConfig m_config;
    std::vector<double> m_values;
    std::vector<double> m_cumulative;
    std::vector<RoundOutcome> m_history;
};

}  // namespace nashlab::engine::games
