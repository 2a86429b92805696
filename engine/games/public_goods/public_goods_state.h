#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One session of public_goods. Every round all seats contribute at once.
/// Round payoff: tokens held after the round minus tokens carried into it, so a seat's cumulative
/// payoff is what it took home: Σ_j (h_j − c_j + R·Σc/N) with reset, its final holdings without.
class PublicGoodsState final : public State {
public:
    explicit PublicGoodsState(GameSetup setup);

    std::vector<int> actingSeats() const override;
    ActionSpec actionSpec(int seat) const override;
    Status validate(int seat, const Json& action) const override;
    bool finished() const override { return round() > m_setup.rounds; }
    Json reference(int seat) const override;
    Json defaultAction(int seat) const override;

    /// Tokens the seat holds at the start of the current round.
    double holdings(int seat) const { return m_holdings.at(static_cast<std::size_t>(seat)); }
    /// The most the seat may contribute now (whole tokens it holds).
    std::int64_t maxContribution(int seat) const;
    /// Per seat, the contributions of the last completed round (null for a forfeit); empty before round 2.
    const std::vector<std::optional<std::int64_t>>& lastContributions() const { return m_lastContributions; }

private:
    Json situation(int seat) const override;
    Json pastRound(const RoundOutcome& round, int seat) const override;
    std::optional<RoundOutcome> doApply(const std::map<int, Json>& actions) override;
    /// Checks a contribution as validate() checks the answer's 'tokens_contributed'.
    Status validateContribution(int seat, double x) const;

    double m_endowment = 20;
    double m_ratio = 2;
    bool m_reset = true;
    bool m_random = false;
    bool m_uncapped = false;  ///< contribution_cap none: γ-Bench's unchecked contributions
    std::vector<double> m_holdings;
    std::vector<std::optional<std::int64_t>> m_lastContributions;  ///< per seat, last completed round
};

}  // namespace nashlab::engine::games
