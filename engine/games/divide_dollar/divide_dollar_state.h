#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One session of divide_dollar. Every round all seats bid at once.
class DivideDollarState final : public State {
public:
    explicit DivideDollarState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return round() > m_setup.rounds; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;

    // Typed reads for the bots.
    std::int64_t golds() const { return m_golds; }
    /// G / N, the equal split.
    double fairShare() const { return static_cast<double>(m_golds) / m_setup.numSeats; }
    /// The seat's bid in the last completed round (none before round 2, or when it forfeited).
    std::optional<std::int64_t> lastBid(int seat) const {
        if (m_lastBids.empty()) return std::nullopt;
        return m_lastBids.at(static_cast<std::size_t>(seat));
    }
    /// The sum of the bids in the last completed round, if there was one.
    std::optional<std::int64_t> lastSum() const { return m_lastSum; }

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    /// Checks a bid as validate() checks the answer's 'bid_amount'.
    Status validateBid(double x) const;

    std::int64_t m_golds = 100;
    bool m_uncapped = false;                              ///< bid_cap none: γ-Bench's unchecked bids
    std::vector<std::optional<std::int64_t>> m_lastBids;  ///< per seat, last completed round
    std::optional<std::int64_t> m_lastSum;
};

}  // namespace nashlab::engine::games
