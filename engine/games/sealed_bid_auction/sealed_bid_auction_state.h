#pragma once
#include <utility>
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

    void fillActingSeats(std::vector<int>& seats) const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    std::string_view numberKey() const override { return "bid"; }
    Status validateNumber(int seat, const NumberAnswer& answer) const override;
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
    std::optional<RoundOutcome> doApplyNumbers(const NumberStep& step) override;
    /// The auction of the round whose bids are in m_bidScratch (per seat) and at the end of m_bids.
    RoundOutcome settleRound();
    /// Checks a bid as validate() checks the answer's 'bid'.
    Status validateBid(int seat, double bid) const;
    bool describesRoundsLater() const override { return true; }
    void describeRound(RoundOutcome& round) const override;
    void roundRecorded(const RoundOutcome& round) override;
    void drawValues();
    /// Winner under the truthful profile (the reference), honouring the tie rule's deterministic part.
    int truthfulWinner(const double* values) const;
    /// The reference for `seat` when the seats' values are values[0 .. numSeats).
    Json referenceFor(int seat, const double* values) const;
    /// The action kept in m_otherActions for entry `flatIndex`, or nullptr.
    const Json* otherAction(std::size_t flatIndex) const;

    SealedBidConfig m_config;
    std::vector<double> m_values;
    std::vector<int> m_winners;
    Rng m_tieStreams;  ///< the session's "ties" stream, split per round

    /// What each completed round needs to be described later (describeRound), in typed form.
    struct PlayedRound {
        int winner = -1;
        int tied = 0;
        double winningBid = 0.0;
        double price = 0.0;
    };
    std::vector<PlayedRound> m_played;
    /// Per completed round, per seat (round-major): the bid as answered (a Json number, no heap), or null.
    std::vector<Json> m_bids;
    /// Per completed round, per seat (round-major): the value the seat held in that round.
    std::vector<double> m_playedValues;
    /// Actions that were not exactly {"bid": <number>} or null: (round × seats + seat, the action
    /// as applied), for the round's steps. Empty in practice.
    std::vector<std::pair<std::size_t, Json>> m_otherActions;
    std::vector<std::optional<double>> m_bidScratch;  ///< scratch for doApply()
};

}  // namespace nashlab::engine::games
