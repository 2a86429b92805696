#pragma once
#include "engine/game/state.h"

namespace nashlab::engine::games {

/// One session of public_goods. Every round all seats contribute at once.
/// Round payoff: tokens held after the round minus tokens carried into it, so a seat's cumulative
/// payoff is what it took home: Σ_j (h_j − c_j + R·Σc/N) with reset, its final holdings without.
class PublicGoodsState final : public State {
public:
    explicit PublicGoodsState(GameSetup setup);

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

    /// Tokens the seat holds at the start of the current round.
    double holdings(int seat) const { return m_holdings.at(static_cast<std::size_t>(seat)); }

private:
    std::int64_t maxContribution(int seat) const;

    GameSetup m_setup;
    double m_endowment = 20;
    double m_ratio = 2;
    bool m_reset = true;
    bool m_random = false;
    std::vector<double> m_holdings;
    std::vector<double> m_cumulative;
    std::vector<RoundOutcome> m_history;
};

}  // namespace nashlab::engine::games
